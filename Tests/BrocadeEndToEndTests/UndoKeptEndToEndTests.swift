import Foundation
import Testing
@testable import BrocadeCore

/// The issue's path, in the real binary: two moves, the autosave, both
/// undone, leave; Continue brings the game back as it was left, undone,
/// with redo. For each mode the way its player plays it.
@Suite(.terminalThreads) struct UndoKeptEndToEndTests {
    /// Waits (30 s at most) until the mode's one kept game's file says `ok`.
    private func waitForSave(_ t: TerminalHarness, _ mode: String, _ what: String, _ ok: (String) -> Bool) throws {
        let end = Date().addingTimeInterval(30)
        while Date() < end {
            if let f = t.keptGames(mode).first, let text = try? String(contentsOfFile: f, encoding: .utf8), ok(text) { return }
            usleep(40_000)
        }
        Issue.record("timed out waiting until the \(mode) save \(what): \(t.keptGames(mode))")
        throw HarnessError.timeout(what)
    }

    /// Plays `moves` (keys), lets the autosave write them, undoes them all,
    /// leaves with q, and continues the game from the menu.
    private func undoLeaveAndContinue(_ t: TerminalHarness, mode: String, moves: [String], undone: String) throws {
        for k in moves { try t.keys(k) }
        try t.waitFor("moves \(moves.count) ")
        try t.pass(2000)
        try waitForSave(t, mode, "holds the moves") { $0.contains(#""moves":["#) && !$0.contains(#""moves":[]"#) }
        for _ in moves { try t.keys("u") }
        try t.waitFor("moves 0 ")
        try t.keys("q")
        try t.waitFor("▶ Continue")
        try t.keys("c")
        try t.waitFor("Games in progress")
        try t.keys("Enter")
        try t.waitFor(undone)
        #expect(try t.screen().contains("moves 0 "))
    }

    @Test func theSlide() throws {
        let t = try TerminalHarness()
        try t.launch("slide --seed 3 --no-animation")
        try t.waitFor("moves 0 ")
        try undoLeaveAndContinue(t, mode: "slide", moves: ["Left", "Up"], undone: "moves 0 ")
        // Redo brings the undone moves back, as before leaving.
        try t.keys("C-r")
        try t.waitFor("moves 1 ")
        try t.keys("q", "q")
        #expect(try t.exitStatus() == 0)
    }

    @Test func twentyFortyEight() throws {
        let t = try TerminalHarness()
        try t.launch("2048 --seed 3 --no-animation")
        try t.waitFor("moves 0 ")
        // A new board may not move every way: these two moves always do on seed 3.
        try undoLeaveAndContinue(t, mode: "2048", moves: ["Left", "Up"], undone: "moves 0 ")
        try t.keys("C-r", "C-r")
        try t.waitFor("moves 2 ")
        try t.keys("q", "q")
        #expect(try t.exitStatus() == 0)
    }

    @Test func create() throws {
        let t = try TerminalHarness()
        try t.launch("create --no-animation")
        try t.waitFor("moves 0 ")
        // The palette's first tile, into the first cell and the one beside it.
        try t.keys("Enter", "Enter", "Right", "Enter", "Escape")
        try t.waitFor("moves 2 ")
        try t.pass(2000)
        try waitForSave(t, "create", "holds the tiles") { $0.contains(#""moves":["#) && !$0.contains(#""moves":[]"#) }
        try t.keys("u", "u")
        try t.waitFor("moves 0 ")
        try t.keys("q")
        try t.waitFor("▶ Continue")
        try t.keys("c")
        try t.waitFor("Games in progress")
        try t.keys("Enter")
        try t.waitFor("moves 0 ")
        try t.keys("C-r")
        try t.waitFor("moves 1 ")
        try t.keys("q", "q")
        #expect(try t.exitStatus() == 0)
    }

    @Test func theMirrorJigsawByMouseAndKeys() throws {
        let t = try TerminalHarness()
        try t.launch("jigsaw --seed 3 --no-animation")
        try t.waitFor("moves 0 ")
        // Enter takes the tray's chosen piece; Enter again drops it on the cursor's cell.
        try t.keys("Enter", "Enter")
        try t.waitFor("moves 1 ")
        try t.pass(2000)
        try waitForSave(t, "mirror-jigsaw", "holds the move") { $0.contains(#""moves":["#) && !$0.contains(#""moves":[]"#) }
        try t.keys("u")
        try t.waitFor("moves 0 ")
        try t.keys("q")
        try t.waitFor("▶ Continue")
        try t.keys("c")
        try t.waitFor("Games in progress")
        try t.keys("Enter")
        try t.waitFor("moves 0 ")
        try t.keys("C-r")
        try t.waitFor("moves 1 ")
        try t.keys("q", "q")
        #expect(try t.exitStatus() == 0)
    }
}
