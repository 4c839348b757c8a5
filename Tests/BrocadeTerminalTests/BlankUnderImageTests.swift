import Testing
import BrocadeTUI
@testable import BrocadeTerminal

/// ncurses finds a row again elsewhere by its characters alone (its line
/// hash leaves colours and attributes out) and scrolls it there, and the
/// terminal takes the images on the rows it scrolls along.
@Suite struct BlankUnderImageTests {
    static func canvas(_ rows: [String], attributes: TextAttributes) -> Canvas {
        var c = Canvas(size: Size(width: 4, height: 6))
        for (y, r) in rows.enumerated() { _ = c.text(r, at: Point(x: 0, y: y), style: CellStyle(attributes: attributes)) }
        return c
    }

    /// Three rows come back two rows down in other attributes, over a row
    /// of images: ncurses scrolls them, and the images are put back.
    @Test func aRowIsFoundAgainByItsCharactersAlone() {
        let old = Self.canvas(["a*", "b*", "c*", "\u{A0}x", "e", "f"], attributes: .bold)
        #expect(TerminalScreen.rowsMayMove(from: old, to: Self.canvas(["", "", "a*", "b*", "c*", "f"], attributes: .italic)))
    }

    /// The blanks under images differ in their characters from row to row,
    /// up to seven rows apart: a row of images found again nearby is never
    /// the same row (xterm at 200x60: the tray's rows were alike, and a piece
    /// lifted with its outline scrolled the rows under it, its first row of
    /// pieces left white and black), and each is one column wide.
    @Test func theBlanksUnderImagesDifferFromRowToRow() {
        for y in 0..<60 {
            #expect(TextWidth.of(TerminalScreen.blankUnderImage(y)) == 1)
            for k in 1...7 { #expect(TerminalScreen.blankUnderImage(y) != TerminalScreen.blankUnderImage(y + k)) }
        }
    }
}
