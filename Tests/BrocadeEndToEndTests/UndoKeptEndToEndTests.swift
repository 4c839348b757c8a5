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

    /// Plays `keys`, which make `moves` moves, lets the autosave write
    /// them, undoes them all, leaves with q, continues the game from the
    /// menu at moves 0, then redoes `redo` moves: the game as it was left.
    private func undoLeaveAndContinue(_ t: TerminalHarness, mode: String, keys: [String], moves: Int, redo: Int) throws {
        try t.waitFor("moves 0 ")
        for k in keys { try t.keys(k) }
        try t.waitFor("moves \(moves) ")
        try t.pass(2000)
        try waitForSave(t, mode, "holds the moves") { $0.contains(#""moves":["#) && !$0.contains(#""moves":[]"#) }
        for _ in 0..<moves { try t.keys("u") }
        try t.waitFor("moves 0 ")
        try t.keys("q")
        try t.waitFor("▶ Continue")
        try t.keys("c")
        try t.waitFor("Games in progress")
        try t.keys("Enter")
        try t.waitFor("moves 0 ")
        for _ in 0..<redo { try t.keys("C-r") }
        try t.waitFor("moves \(redo) ")
        try t.keys("q", "q")
        #expect(try t.exitStatus() == 0)
    }

    @Test func theSlide() throws {
        let t = try TerminalHarness()
        try t.launch("slide --seed 3 --no-animation")
        try undoLeaveAndContinue(t, mode: "slide", keys: ["Left", "Up"], moves: 2, redo: 1)
    }

    @Test func twentyFortyEight() throws {
        let t = try TerminalHarness()
        try t.launch("2048 --seed 3 --no-animation")
        // A new board may not move every way: these two moves always do on seed 3.
        try undoLeaveAndContinue(t, mode: "2048", keys: ["Left", "Up"], moves: 2, redo: 2)
    }

    @Test func create() throws {
        let t = try TerminalHarness()
        try t.launch("create --no-animation")
        // The palette's first tile, into the first cell and the one beside it, then let go.
        try undoLeaveAndContinue(t, mode: "create", keys: ["Enter", "Enter", "Right", "Enter", "Escape"], moves: 2, redo: 1)
    }

    @Test func theMirrorJigsaw() throws {
        let t = try TerminalHarness()
        try t.launch("jigsaw --seed 3 --no-animation")
        // Enter takes the tray's chosen piece; Enter again drops it on the cursor's cell.
        try undoLeaveAndContinue(t, mode: "mirror-jigsaw", keys: ["Enter", "Enter"], moves: 1, redo: 1)
    }
}
