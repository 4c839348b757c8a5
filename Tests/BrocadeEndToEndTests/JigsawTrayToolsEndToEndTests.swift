import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import Foundation
import Testing

/// The tray's tools in a real terminal: e brings the edge pieces first, m
/// shuffles, neither is a move, and a game continued later shows the tray
/// as it was left; after a drop the board's cursor is on the piece dropped.
@Suite(.terminalThreads) struct JigsawTrayToolsEndToEndTests {
    static var l: JigsawLayout { JigsawEndToEndTests.layout }

    /// The tray's badges on the page shown, left to right (1-based piece numbers).
    static func badges(_ t: TerminalHarness) throws -> [Int] {
        let row = try t.lines()[l.slots[0].maxY]
        return row.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    }

    @Test func edgesFirstThenShuffleSurviveContinue() throws {
        let t = try JigsawEndToEndTests().start("--numbers") // the badges tell the pieces apart
        let rules = JigsawEndToEndTests.rules
        // The border of the whole picture: the left half's top and bottom rows and left column.
        let edges = Set((0..<rules.count).filter { $0 / 3 == 0 || $0 / 3 == 3 || $0 % 3 == 0 }.map { $0 + 1 })
        // The badges are drawn below the tray's line that start() waited for.
        try t.waitUntil("a page of badges") { _ in ((try? Self.badges(t)) ?? []).count == Self.l.perPage }
        let first = try Self.badges(t)
        #expect(first == rules.tray.prefix(Self.l.perPage).map { $0 + 1 })
        try t.keys("e")
        // Each page of badges read whole: a row read mid-frame has fewer.
        var edgesFirst = first
        _ = try t.waitUntil("edge pieces first") { _ in
            edgesFirst = (try? Self.badges(t)) ?? first
            return edgesFirst.count == Self.l.perPage && edgesFirst != first && edgesFirst.prefix(edges.count).allSatisfy(edges.contains)
        }
        #expect(try t.screen().contains("0/12 placed · moves 0"))
        try t.keys("m")
        var shuffled = edgesFirst
        _ = try t.waitUntil("a shuffled tray") { _ in
            shuffled = (try? Self.badges(t)) ?? edgesFirst
            return shuffled.count == Self.l.perPage && shuffled != edgesFirst
        }
        #expect(try t.screen().contains("moves 0"))
        // A piece placed: the board's cursor stays on it; undo takes the drop back, not the shuffle.
        try t.keys("Enter", "Enter")
        try t.waitFor("moves 1")
        try t.keys("u")
        try t.waitFor("moves 0")
        #expect(try Self.badges(t) == shuffled)
        try t.keys("Tab", "Enter", "Enter") // the cursor was on the piece dropped: Tab goes back to the tray
        try t.waitFor("moves 1")
        let left = try Self.badges(t)
        try t.keys("q", "y")
        try t.waitFor("Continue Mirror jigsaw")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
        // Continued: the tray as it was left.
        let again = try TerminalHarness(home: t.home)
        try again.launch("jigsaw --resume --no-animation")
        try again.waitFor("moves 1")
        #expect(try Self.badges(again) == left)
    }
}
