import Foundation
import Testing

/// `brocade --check-terminal` in tmux: the report, the mouse check with a
/// real SGR click, the ways to skip or stop it, and standard input or
/// output that is not a terminal. The terminal is checked after each.
@Suite(.terminalThreads) struct CheckTerminalEndToEndTests {
    /// The report's lines on the screen, trimmed.
    static func report(_ t: TerminalHarness) throws -> [String] {
        try t.lines().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Clears the screen and waits until the last run's __EXIT is gone.
    static func fresh(_ t: TerminalHarness) throws {
        try t.shell("clear")
        try t.waitUntil("the screen is cleared") { !$0.contains("__EXIT") }
    }

    @Test func aClickIsReportedWithItsEncodingAndTheTerminalIsGivenBack() throws {
        // Tall enough for the whole report with its graphics lines.
        let t = try TerminalHarness(height: 30)
        try t.launch("--check-terminal")
        try t.waitFor("Click once anywhere in this window.")
        try t.waitFor("s left")
        // Reporting is on as the game turns it on: any motion, SGR encoding.
        let modes = try t.paneModes()
        #expect(modes["mouse_any_flag"] == "1" && modes["mouse_sgr_flag"] == "1" && modes["alternate_on"] == "1", "\(modes)")
        try t.mouseHover(39, 11)
        try t.waitFor("Pointer reported at column 40, row 12.")
        // Press and release at once, as a quick click sends them: the release
        // must be read by the check, not echoed to the shell afterwards.
        try t.raw("\u{1B}[<0;12;5M\u{1B}[<0;12;5m")
        #expect(try t.exitStatus() == 0)
        let lines = try Self.report(t)
        #expect(lines.contains("mouse: click at column 12, row 5 (SGR 1006)"), "\(lines)")
        #expect(lines.contains("brocade 0.1.0"))
        #expect(lines.contains { $0.hasPrefix("TERM: xterm-256color (terminfo: /") && $0.hasSuffix("/xterm-256color)") }, "\(lines)")
        #expect(lines.contains("colours: 256 (COLORTERM unset, NO_COLOR=)"), "\(lines)")
        #expect(lines.contains("UTF-8: yes (codeset UTF-8; LC_ALL=C.UTF-8, LC_CTYPE unset, LANG=C.UTF-8)"), "\(lines)")
        #expect(lines.contains("size: 80x30 (big enough: the game needs 80x24)"), "\(lines)")
        #expect(lines.contains("settings: \(t.home)/.config/brocade/settings.toml"), "\(lines)")
        #expect(lines.contains("saves:    \(t.home)/.local/state/brocade/MODE/ID.json"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("pictures: ") && $0.contains(" pictures; BROCADE_DATA_DIR unset)") }, "\(lines)")
        // Nothing of the click or the motion reached the shell as typed text.
        #expect(!lines.contains { $0.contains("[<") || $0.contains(";12;5") }, "\(lines)")
        try t.expectTerminalRestored()
    }

    @Test func aKeySkipsCtrlCStopsAndTheOptionLeavesTheCheckOut() throws {
        let t = try TerminalHarness()
        try t.launch("--check-terminal")
        try t.waitFor("Any key skips the mouse check.")
        try t.keys("x")
        #expect(try t.exitStatus() == 0)
        #expect(try Self.report(t).contains("mouse: skipped (a key was pressed)"))
        try t.expectTerminalRestored()

        try Self.fresh(t)
        try t.launch("--check-terminal")
        try t.waitFor("Any key skips the mouse check.")
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
        #expect(try Self.report(t).contains("mouse: not checked (interrupted by Ctrl-C)"))
        try t.expectTerminalRestored()

        // No question at all: the report straight away, and the terminal never taken.
        try Self.fresh(t)
        try t.launch("--check-terminal --no-mouse-check --no-color", env: "COLORTERM=truecolor")
        #expect(try t.exitStatus() == 0)
        let lines = try Self.report(t)
        #expect(lines.contains("mouse: skipped (--no-mouse-check)"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("colours: none (--no-color; the terminal has 256;") }, "\(lines)")
        try t.expectTerminalRestored()

        try Self.fresh(t)
        try t.launch("--no-mouse-check")
        #expect(try t.exitStatus() == 64)
        #expect(try t.screen().contains("--no-mouse-check goes with --check-terminal"))
    }

    /// COLORTERM's 24-bit colour as the report tells it, for TERM types
    /// whose entries offer 8, 256 and direct colour: the entry drawn
    /// through, and never both "direct" and "no direct-colour entry".
    @Test(arguments: [
        ("xterm-direct", "direct (truecolor; TERM's own entry is direct; COLORTERM=truecolor, NO_COLOR=)"),
        ("xterm", "direct (truecolor; drawn through xterm-direct, as COLORTERM asks; COLORTERM=truecolor, NO_COLOR=)"),
        ("xterm-256color", "direct (truecolor; drawn through xterm-direct, as COLORTERM asks; COLORTERM=truecolor, NO_COLOR=)"),
        ("mlterm", "direct (truecolor; drawn through mlterm-direct, as COLORTERM asks; COLORTERM=truecolor, NO_COLOR=)"),
        ("konsole", "direct (truecolor; drawn through konsole-direct, as COLORTERM asks; COLORTERM=truecolor, NO_COLOR=)"),
    ])
    func colortermChoiceIsReportedConsistently(term: String, colours: String) throws {
        try #require((try? TerminalHarness.runFull(["infocmp", term]))?.status == 0,
                     "no \(term) terminfo entry: `make test-deps` installs ncurses-term")
        let t = try TerminalHarness(width: 160)
        try t.launch("--check-terminal --no-mouse-check", env: "TERM=\(term) COLORTERM=truecolor")
        #expect(try t.exitStatus() == 0)
        let lines = try Self.report(t)
        #expect(lines.contains("colours: \(colours)"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("colours: direct") && $0.contains("no direct-colour entry") }, "\(lines)")
        // tmux answers no OSC 11: taken as dark.
        #expect(lines.contains("background: no answer to OSC 11 within 200 ms: taken as dark, the game draws on it"), "\(lines)")
        try t.expectTerminalRestored()
    }

    /// Without a terminal on both sides there is nothing to click in: the
    /// rest is printed, the mouse is "not checked", and the status is 0.
    @Test func standardInputOrOutputNotATerminal() throws {
        let t = try TerminalHarness()
        let out = t.home + "/report.txt"
        try t.launch("--check-terminal < /dev/null")
        #expect(try t.exitStatus() == 0)
        let lines = try Self.report(t)
        #expect(lines.contains("mouse: not checked (not a terminal)"), "\(lines)")
        #expect(lines.contains("tty: standard input is not a terminal (the game needs it to be)"), "\(lines)")
        #expect(lines.contains("size: 80x24 (big enough: the game needs 80x24)"), "\(lines)")
        #expect(lines.contains("colours: 256 (COLORTERM unset, NO_COLOR=)"), "\(lines)")
        let modes = try t.paneModes()
        #expect(modes["alternate_on"] == "0" && modes["mouse_any_flag"] == "0", "\(modes)")

        for redirect in ["> \(out)", "< /dev/null > \(out)"] {
            try Self.fresh(t)
            try t.launch("--check-terminal \(redirect)")
            #expect(try t.exitStatus() == 0, "\(redirect)")
            let text = try String(contentsOfFile: out, encoding: .utf8)
            #expect(text.contains("\nmouse: not checked (not a terminal)\n"), "\(redirect): \(text)")
            #expect(text.contains("\nTERM: xterm-256color (terminfo: "), "\(redirect): \(text)")
            #expect(!text.contains("\u{1B}"), "\(redirect): an escape sequence went to the file")
            #expect(try Self.report(t).filter { $0 != "$" }.allSatisfy { $0.contains("__EXIT=0") || $0.hasPrefix("$ ") },
                    "\(redirect): something reached the terminal")
        }
        try t.expectTerminalRestored()

        // No terminal anywhere (stdin /dev/null, output to files), not even tmux.
        let r = try TerminalHarness.runFull([TerminalHarness.binary, "--check-terminal"],
                                            environment: ["HOME": t.home, "TERM": "xterm-256color", "LANG": "C.UTF-8"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("\ntty: none: standard input and output are not a terminal (the game needs both)\n"), "\(r.stdout)")
        #expect(r.stdout.contains("\nsize: unknown, not a terminal (the game needs 80x24)\n"))
        #expect(r.stdout.contains("\nmouse: not checked (not a terminal)\n"))
        #expect(r.stderr.isEmpty, "\(r.stderr)")
    }
}
