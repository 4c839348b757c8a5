import Foundation
import Testing

/// What a terminal sends unasked-for as far as the game is concerned: the
/// answers to queries (the background colour, the device attributes, the
/// kitty graphics OK), arriving while a game runs. None of them is a key:
/// the game neither leaves (their ESC) nor takes their letters as keys.
@Suite(.terminalThreads) struct TerminalRepliesEndToEndTests {
    @Test func repliesNeverReachTheGameAsKeys() throws {
        let t = try TerminalHarness()
        try t.launch("--seed 1 2048")
        try t.waitFor("moves 0")
        // OSC 11's answer with ST and with BEL, DA1, kitty's APC, a DECRQSS.
        try t.raw("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\")
        try t.raw("\u{1B}]11;rgb:0000/0000/0000\u{07}")
        try t.raw("\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c")
        try t.raw("\u{1B}_Gi=31;OK\u{1B}\\")
        try t.raw("\u{1B}P1$r0;1m\u{1B}\\")
        try Self.expectStillPlaying(t)
    }

    /// After replies typed into a 2048 at its start: the game is still on,
    /// untouched by them (no Esc left it, no letter moved a tile), and
    /// leaves the terminal as it was.
    static func expectStillPlaying(_ t: TerminalHarness) throws {
        // Read in order: the help opened after them proves they were read.
        try t.keys("?")
        try t.waitFor("Help: 2048")
        let screen = try t.screen()
        #expect(!screen.contains("__EXIT"), "the game left")
        #expect(!screen.contains("Leave"), "a leave question: an Esc got through")
        try t.keys("Escape")
        try t.waitUntil("the help closed") { !$0.contains("Help: 2048") }
        #expect(try t.screen().contains("moves 0"), "a reply's letters moved the tiles")
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
        try t.expectTerminalRestored()
    }
}
