import Testing
@testable import BrocadeCore
import BrocadeTUI

@Suite struct CanvasTests {
    @Test func textIsClippedToTheCanvas() {
        var c = Canvas(size: Size(width: 5, height: 2))
        let end = c.text("hello world", at: Point(x: 1, y: 0))
        #expect(end == 12)
        #expect(c.rowText(0) == " hell")
        c.text("x", at: Point(x: -1, y: 1))
        c.text("y", at: Point(x: 0, y: 5))
        #expect(c.text == " hell\n")
    }

    @Test func wideCharactersTakeTwoCells() {
        var c = Canvas(size: Size(width: 6, height: 1))
        c.text("黎锦", at: Point(x: 0, y: 0))
        #expect(c[0, 0].character == "黎" && c[1, 0].isContinuation)
        #expect(c[2, 0].character == "锦" && c[3, 0].isContinuation)
        #expect(c.rowText(0) == "黎锦  ")
        // A wide character that does not fit becomes a space.
        c.text("锦", at: Point(x: 5, y: 0))
        #expect(c[5, 0].character == " ")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var c = Canvas(size: Size(width: 4, height: 1))
        c.text("黎", at: Point(x: 0, y: 0))
        c.put("a", at: Point(x: 1, y: 0))
        #expect(c.rowText(0) == " a  ")
        c.text("黎", at: Point(x: 2, y: 0))
        c.put("b", at: Point(x: 2, y: 0))
        #expect(c.rowText(0) == " ab ")
        #expect(!c[3, 0].isContinuation)
    }

    @Test func controlCharactersAreNeverDrawn() {
        var c = Canvas(size: Size(width: 4, height: 1))
        c.text("a\u{1B}b", at: .zero)
        #expect(c.rowText(0) == "a?b ")
    }

    @Test func fillAndRestyle() {
        var c = Canvas(size: Size(width: 4, height: 3))
        c.fill(Rect(x: 1, y: 1, width: 9, height: 1), with: "#")
        #expect(c.text == "\n ###\n")
        c.restyle(Rect(x: 0, y: 1, width: 2, height: 1)) { $0.attributes.insert(.bold) }
        #expect(c[1, 1].style.attributes == [.bold])
        #expect(c[1, 1].character == "#")
        #expect(c.find("##") == Point(x: 1, y: 1))
        #expect(c.find("nope") == nil)
    }

    @Test func textWidthAndWrapping() {
        #expect(TextWidth.of("abc") == 3)
        #expect(TextWidth.of("黎锦 ok") == 7)
        #expect(TextWidth.truncate("黎锦", to: 3) == "黎")
        #expect(TextWidth.wrap("the quick brown fox", to: 9) == ["the quick", "brown fox"])
        #expect(TextWidth.wrap("abcdefghij", to: 4) == ["abcd", "efgh", "ij"])
        #expect(TextWidth.wrap("x", to: 0).isEmpty)
        #expect(TextWidth.wrap("two  spaces   here", to: 40) == ["two spaces here"])
        #expect(TextWidth.wrap("a,b c", to: 3) == ["a,b", "c"])
    }

    @Test func chineseWrapsBetweenCharactersButNotBeforeClosingPunctuation() {
        // Ten columns: five characters a line.
        #expect(TextWidth.wrap("长按拖动拼块到镜像左侧", to: 10) == ["长按拖动拼", "块到镜像左", "侧"])
        // "，" would start the second line: it stays with the character before it.
        #expect(TextWidth.wrap("长按拖动拼，块到", to: 10) == ["长按拖动", "拼，块到"])
        // "（" would end the first line: it goes down with what it opens.
        #expect(TextWidth.wrap("长按拖动（拼块）", to: 10) == ["长按拖动", "（拼块）"])
        // Mixed: keys and numbers stay whole, spaces are kept where they were.
        #expect(TextWidth.wrap("按 q 返回菜单，按 ? 查看帮助", to: 15) == ["按 q 返回菜单，", "按 ? 查看帮助"])
        #expect(TextWidth.wrap("已放置 5/12", to: 6) == ["已放置", "5/12"])
        for line in TextWidth.wrap("黎锦是海南黎族的传统织锦，图案对称。", to: 7) { #expect(TextWidth.of(line) <= 7) }
    }
}

@Suite struct ColorTests {
    @Test func depthFromColourCount() {
        #expect(ColorDepth(colors: 0) == .none)
        #expect(ColorDepth(colors: 8) == .ansi8)
        #expect(ColorDepth(colors: 16) == .ansi16)
        #expect(ColorDepth(colors: 256) == .palette256)
        #expect(ColorDepth(colors: 16_777_216) == .direct)
    }

    @Test func paletteRoundTrip() {
        for i in 16...255 {
            let (r, g, b) = ColorMath.rgb(ofPalette: UInt8(i))
            let back = ColorMath.nearest256((r, g, b))
            #expect(ColorMath.rgb(ofPalette: back) == ColorMath.rgb(ofPalette: UInt8(i)), "palette \(i)")
        }
    }

    @Test func downsampling() {
        #expect(ColorMath.paletteIndex(.rgb(250, 5, 5), depth: .ansi8) == 1)
        #expect(ColorMath.paletteIndex(.rgb(250, 5, 5), depth: .ansi16) == 9)
        #expect(ColorMath.paletteIndex(.rgb(255, 0, 0), depth: .palette256) == 196)
        #expect(ColorMath.paletteIndex(.rgb(1, 2, 3), depth: .direct) == 0x010203)
        #expect(ColorMath.paletteIndex(.palette(12), depth: .ansi8) == 4)
        #expect(ColorMath.paletteIndex(.palette(200), depth: .palette256) == 200)
        #expect(ColorMath.paletteIndex(.default, depth: .direct) == nil)
        #expect(ColorMath.paletteIndex(.red, depth: .none) == nil)
        #expect(ColorMath.paletteIndex(.rgb(128, 128, 128), depth: .palette256).map { $0 >= 232 } == true)
    }

    /// A direct-colour entry reads its colour number as 0xRRGGBB, except
    /// that numbers below 8 are the theme's ANSI colours.
    @Test func directColourNumbers() {
        // Palette colours beyond the first eight go as the RGB they stand for.
        #expect(ColorMath.paletteIndex(.palette(196), depth: .direct) == 0xFF0000)
        #expect(ColorMath.paletteIndex(.palette(232), depth: .direct) == 0x080808)
        #expect(ColorMath.paletteIndex(.palette(9), depth: .direct) == 0xFF0000)
        // The first eight stay the terminal's own.
        #expect(ColorMath.paletteIndex(.palette(1), depth: .direct) == 1)
        // Black and the darkest blues must not land on those eight.
        #expect(ColorMath.paletteIndex(.rgb(0, 0, 0), depth: .direct) == 0x010000)
        #expect(ColorMath.paletteIndex(.rgb(0, 0, 7), depth: .direct) == 0x010007)
        #expect(ColorMath.paletteIndex(.rgb(0, 0, 8), depth: .direct) == 8)
    }
}
