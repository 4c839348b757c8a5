import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// Underlined words read as something to click: the hints, the thinking
/// spinner, the solver's line and the points gained are words to read,
/// drawn in the theme's emphasis, never underlined.
@Suite struct NothingUnderlinedTests {
    /// The underlined cells of a canvas, beside the status line's and menu's keys.
    static func underlined(_ c: Canvas, above row: Int) -> [Point] {
        var out: [Point] = []
        for y in 0..<min(row, c.size.height) {
            for x in 0..<c.size.width where c[x, y].style.attributes.contains(.underline) && c[x, y].character != " " {
                out.append(Point(x: x, y: y))
            }
        }
        return out
    }

    @Test(arguments: [ColorDepth.ansi8, .palette256])
    func twoThousandFortyEightsHintIsNotUnderlined(depth: ColorDepth) {
        let s = Game2048Screen(game: Game2048(size: 4, seed: 21), seed: 21, animate: false)
        var registry = ModeRegistry()
        registry.register(.twentyFortyEight) { _, _ in s }
        let h = AppHarness(options: AppOptions(seed: 1, colorDepth: depth, startMode: .twentyFortyEight), registry: registry)
        h.type("H")
        #expect(Self.underlined(h.frame(), above: h.size.height - 1).isEmpty, "thinking")
        h.settle(s, step: 100) { s.hint != nil }
        let c = h.frame()
        #expect(c.text.contains("hint:"))
        #expect(Self.underlined(c, above: h.size.height - 1).isEmpty, "the hint")
    }

    @Test func theJigsawsHintIsNotUnderlined() {
        let (h, s) = jigsawGame()
        h.type("H")
        h.settle(s) { s.hint != nil }
        let c = h.frame()
        #expect(c.text.contains("hint:"))
        #expect(Self.underlined(c, above: h.size.height - 1).isEmpty)
    }
}
