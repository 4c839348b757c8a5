import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import Foundation
import Testing

/// The tray stays put in a real terminal, by mouse and by keys: a piece
/// taken leaves its place empty and every other piece where it was; a game
/// continued later shows the same gaps; y closes them.
@Suite(.terminalThreads) struct JigsawTrayStaysPutEndToEndTests {
    static var l: JigsawLayout { JigsawEndToEndTests.layout }

    /// The badge under each slot of the page shown (a 1-based piece number), nil under an empty place.
    static func badgesBySlot(_ t: TerminalHarness) throws -> [Int?] {
        let row = Array(try t.lines()[l.slots[0].maxY])
        return l.slots.map { slot in
            let text = String(row[min(row.count, slot.minX)..<min(row.count, slot.maxX)])
            return Int(text.filter(\.isNumber))
        }
    }

    @Test func placingByMouseAndKeysLeavesGapsThatContinueKeepsAndYCloses() throws {
        let t = try JigsawEndToEndTests().start("--numbers")
        let rules = JigsawEndToEndTests.rules, per = Self.l.perPage
        #expect(per >= 4)
        let first = rules.tray.prefix(per).map { Optional($0 + 1) }
        try t.waitUntil("a page of badges") { _ in (try? Self.badgesBySlot(t)) == first }
        // The mouse: the second piece home. Its place empties; no other piece moves.
        let piece = rules.tray[1], slot = Self.l.slots[1], home = Self.l.cellRect(piece)
        try t.click(slot.center.x, slot.center.y)
        try t.click(home.center.x, home.center.y)
        try t.waitFor("1/12 placed")
        var expected = first
        expected[1] = nil
        try t.waitUntil("the second place empty, the others where they were") { _ in (try? Self.badgesBySlot(t)) == expected }
        // The keys: back to the tray, where the cursor went on to the next
        // piece (the third); lift it onto the first empty cell and drop it.
        try t.keys("Tab", "Enter", "Enter")
        try t.waitFor("moves 2")
        expected[2] = nil
        try t.waitUntil("the third place empty too") { _ in (try? Self.badgesBySlot(t)) == expected }
        // Continued later: the same gaps.
        try t.keys("q", "y")
        try t.waitFor("Continue Mirror jigsaw")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
        let again = try TerminalHarness(home: t.home)
        try again.launch("jigsaw --resume --no-animation")
        try again.waitFor("moves 2")
        try again.waitUntil("the gaps kept") { _ in (try? Self.badgesBySlot(again)) == expected }
        // y closes them, the pieces in their order, and is no move.
        try again.keys("y")
        let closed = (rules.tray.enumerated().filter { $0.offset != 1 && $0.offset != 2 }.map { Optional($0.element + 1) }).prefix(per)
        try again.waitUntil("the gaps closed") { _ in (try? Self.badgesBySlot(again)) == Array(closed) }
        #expect(try again.screen().contains("moves 2"))
        try again.keys("C-c")
        #expect(try again.exitStatus() == 130)
    }
}
