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

/// Autoplay at its fastest pace thinks a tenth as long a move: its moves
/// are the player's on that smaller budget (the searches are exact, so the
/// same position gets the same move).
@Suite struct AutoplayFastestTests {
    @Test func theFastestAutoplayThinksATenthAsLong() throws {
        let think = 40
        // A busy board, where the budget decides how deep the player looks.
        let busy = Game2048(rows: "2 4 8 2/4 16 32 4/8 2 64 8/. 2 4 .")
        let s = Game2048Screen(mode: try Game2048Mode(params: .init(size: 4, target: 2048), thinkMilliseconds: think), state: busy,
                               seed: 5, animate: false)
        #expect(s.mode.tuning(hurried: true) == Expectimax2048.Tuning(thinkMilliseconds: think / 10))
        var registry = ModeRegistry()
        registry.register(.twentyFortyEight) { _, _ in s }
        let h = AppHarness(options: AppOptions(seed: 1, startMode: .twentyFortyEight), registry: registry)
        // Fastest before autoplay starts: + and - pace only a playing assistant, so start, then hurry.
        h.type("A")
        h.type("++")
        #expect(h.screen.contains("speed fastest"))
        h.settle(s, step: 20, steps: 400) { s.session.moveCount >= 25 || s.session.status != .playing }
        h.type("x") // stops it
        let played = s.session.moves
        #expect(played.count >= 10)
        // Replayed from the start: after the first move (searched before the
        // pace changed), each is the hurried player's.
        var game = s.session.start
        var hurriedMatches = true, normalMatches = true
        for (i, move) in played.enumerated() {
            if i > 0 {
                hurriedMatches = hurriedMatches && Expectimax2048(tuning: s.mode.tuning(hurried: true)).bestMove(game) == move
                normalMatches = normalMatches && Expectimax2048(tuning: s.mode.tuning(hurried: false)).bestMove(game) == move
            }
            game = try #require(game.applying(move))
        }
        #expect(hurriedMatches, "the fastest autoplay's moves are the hurried player's")
        #expect(!normalMatches, "on this seed the two budgets part somewhere, or the test could not tell them apart")
    }
}
