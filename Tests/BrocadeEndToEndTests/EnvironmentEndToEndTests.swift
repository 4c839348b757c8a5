@testable import BrocadeApp
import BrocadeTestSupport
import BrocadeCore
import BrocadeTUI
import Foundation
import Testing

/// The places brocade may be run from: terminals with less (or no) colour,
/// terminals it cannot use, no HOME, directories it may not write, a full
/// disk, and standard input or output that is not a terminal.
@Suite(.terminalThreads) struct EnvironmentEndToEndTests {
    /// Root writes anywhere whatever the modes say; without the capability to
    /// override them it is held to 0500 like anyone else.
    static var asOwner: String {
        getuid() == 0 && TerminalHarness.which("setpriv") != nil
            ? "setpriv --bounding-set=-dac_override,-dac_read_search --" : ""
    }

    /// True when a small tmpfs can be mounted here (root, in most CI containers).
    static let canMount: Bool = {
        guard getuid() == 0, TerminalHarness.which("mount") != nil else { return false }
        var template = Array((NSTemporaryDirectory() + "/brocade-mnt-XXXXXX").utf8CString)
        let dir = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        defer { rmdir(dir) }
        guard (try? TerminalHarness.runFull(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", dir]))?.status == 0 else { return false }
        _ = try? TerminalHarness.runFull(["umount", dir])
        return true
    }()

    /// What the screen shows after `clear`, the shell's prompts left out.
    static func output(_ t: TerminalHarness) throws -> [String] {
        try t.lines().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && $0 != "$" }
    }

    /// Every cell is drawn in the terminal's default colours.
    static func expectNoColour(_ t: TerminalHarness, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let coloured = try t.styledLines().joined().filter { !$0.fg.isEmpty || !$0.bg.isEmpty }
        #expect(coloured.isEmpty, "\(what): \(coloured.count) coloured cells", sourceLocation: sourceLocation)
    }

    @Test func vt100HasNoColourButPlays() throws {
        let t = try TerminalHarness()
        try t.launch("2048 --seed 4 --no-animation", env: "TERM=vt100")
        try Game2048EndToEndTests.waitForBoard(t, Game2048(size: 4, seed: 4))
        try Self.expectNoColour(t, "vt100")
        try t.keys("Left")
        try t.waitFor("moves 1")
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
        try t.expectTerminalRestored()
    }

    @Test func noColorInTheEnvironment() throws {
        let t = try TerminalHarness()
        for args in ["", "2048 --seed 2", "slide --seed 2 --picture frog", "jigsaw --seed 2"] {
            try t.launch(args, env: "NO_COLOR=1")
            try t.waitFor("? help")
            try Self.expectNoColour(t, "NO_COLOR=1 brocade \(args)")
            try t.keys("C-c")
            #expect(try t.exitStatus() == 130)
        }
        // An empty NO_COLOR does not count, as the convention says.
        try t.launch("", env: "NO_COLOR=")
        try t.waitFor("? help")
        #expect(try t.styledLines().joined().contains { !$0.fg.isEmpty })
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
    }

    /// COLORTERM=truecolor with TERM=xterm-256color: brocade draws on
    /// xterm-direct, so the screen holds 24-bit colours and no palette
    /// colours; keys and the mouse work as before. NO_COLOR still wins, and
    /// without COLORTERM the palette is used.
    @Test func colortermTruecolorDrawsRGB() throws {
        // Never skipped: `make test-deps` installs ncurses-term, which has the entry.
        try #require((try? TerminalHarness.runFull(["infocmp", "xterm-direct"]))?.status == 0,
                     "no xterm-direct terminfo entry: `make test-deps` installs ncurses-term")
        let t = try TerminalHarness()
        try t.launch("", env: "COLORTERM=truecolor")
        try t.waitFor("▶ Mirror jigsaw")
        func rgbCells(_ lines: [[TerminalHarness.StyledCell]]) -> Int {
            lines.joined().filter { $0.fg.hasPrefix("38;2;") || $0.bg.hasPrefix("48;2;") }.count
        }
        // The menu's line can reach tmux before the rest of the frame.
        let cells = try t.styledLines { rgbCells($0) > 100 }.joined()
        let rgb = cells.filter { $0.fg.hasPrefix("38;2;") || $0.bg.hasPrefix("48;2;") }
        #expect(rgb.count > 100, "\(rgb.count) cells in 24-bit colour")
        #expect(!cells.contains { $0.fg.hasPrefix("38;5;") || $0.bg.hasPrefix("48;5;") }, "palette colours drawn")
        let jigsaw = try t.locate("Jigsaw ")
        try t.mouseHover(jigsaw.x + 2, jigsaw.y)
        try t.waitFor("▶ Jigsaw")
        let slide = try t.locate("Sliding puzzle")
        try t.click(slide.x, slide.y)
        try t.waitFor("New game: Sliding puzzle")
        try t.keys("Enter")
        try t.waitFor("moves 0")
        try t.keys("Down", "Right", "Up", "Left")
        try t.waitUntil("a move by arrow key") { !$0.contains("moves 0") && $0.contains("moves ") }
        try t.keys("q", "y")
        try t.waitFor("Continue Sliding puzzle")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
        try t.expectTerminalRestored()

        try t.launch("2048 --seed 2", env: "COLORTERM=24bit NO_COLOR=1")
        try t.waitFor("? help")
        try Self.expectNoColour(t, "NO_COLOR=1 COLORTERM=24bit")
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)

        try t.launch("", env: "COLORTERM=")
        try t.waitFor("▶ Continue Sliding puzzle")
        let plain = try t.styledLines { $0.joined().contains { $0.fg.hasPrefix("38;5;") || $0.bg.hasPrefix("48;5;") } }.joined()
        #expect(plain.contains { $0.fg.hasPrefix("38;5;") || $0.bg.hasPrefix("48;5;") })
        #expect(!plain.contains { $0.fg.hasPrefix("38;2;") || $0.bg.hasPrefix("48;2;") })
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
    }

    /// A terminal brocade cannot use: one line on stderr, status 1, and the
    /// terminal exactly as it was (nothing written to it at all).
    @Test(arguments: [("TERM=dumb", "cannot move the cursor"), ("TERM=no-such-terminal", "unknown terminal type"),
                      ("TERM=", "TERM is not set"), ("env -u TERM", "TERM is not set")])
    func unusableTerminalsAreLeftAlone(env: String, message: String) throws {
        let t = try TerminalHarness()
        let err = t.home + "/stderr.txt"
        try t.shell("clear; \(env) \(TerminalHarness.binary) 2> \(err); echo __EXIT=$?")
        #expect(try t.exitStatus() == 1)
        #expect(try Self.output(t) == ["__EXIT=1"], "something reached the terminal")
        let text = try String(contentsOfFile: err, encoding: .utf8)
        #expect(text.hasPrefix("brocade: ") && text.contains(message), "\(text)")
        #expect(text.filter { $0 == "\n" }.count == 1 && !text.contains("\u{1B}"), "\(text.debugDescription)")
        try t.expectTerminalRestored()
    }

    @Test func standardInputOrOutputNotATerminal() throws {
        let t = try TerminalHarness()
        let out = t.home + "/stdout.txt", err = t.home + "/stderr.txt"
        let message = "brocade: standard input and output must be a terminal (not a pipe or a file)\n"
        for redirect in ["< /dev/null", "> \(out)", "2048 < /dev/null", "jigsaw > \(out)", "slide < /dev/null > \(out)"] {
            // The last run's __EXIT must be gone first, or it would be read
            // as this run's before the shell has even cleared the screen.
            try t.shell("clear")
            try t.waitUntil("the screen is cleared") { !$0.contains("__EXIT") }
            try t.shell("clear; \(TerminalHarness.binary) \(redirect) 2> \(err); echo __EXIT=$?")
            #expect(try t.exitStatus() == 1, "\(redirect)")
            #expect(try String(contentsOfFile: err, encoding: .utf8) == message, "\(redirect)")
            if redirect.contains(">") {
                // Not a single escape sequence went to the file.
                #expect(try String(contentsOfFile: out, encoding: .utf8).isEmpty, "\(redirect)")
            }
            #expect(try Self.output(t) == ["__EXIT=1"], "\(redirect): something reached the terminal")
            let modes = try t.paneModes()
            #expect(modes["alternate_on"] == "0" && modes["mouse_any_flag"] == "0", "\(redirect)")
        }
        try t.expectTerminalRestored()
    }

    /// No HOME and no XDG variables: brocade plays, says once that nothing
    /// will be kept, and writes no file anywhere.
    @Test func noHome() throws {
        let t = try TerminalHarness()
        let cwd = t.home + "/cwd"
        try FileManager.default.createDirectory(atPath: cwd, withIntermediateDirectories: true)
        try t.shell("cd \(cwd)")
        try t.launch("2048 --seed 8 --no-animation", env: "env -u HOME")
        try t.waitFor("Scores and saves will not be kept: HOME is not set")
        try t.keys("Left")
        try t.waitUntil("the notice goes") { !$0.contains("will not be kept") && $0.contains("moves 1") }
        try t.keys("Up", "q", "y")
        try t.waitFor("▶ 2048")
        #expect(!(try t.screen().contains("will not be kept")), "said a second time")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cwd).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: t.home + "/.local"))
        try t.expectTerminalRestored()
    }

    /// Data and state directories made read-only (0500) after a game was
    /// saved: the save still resumes, brocade says once that nothing more
    /// will be kept, and the old save is untouched.
    @Test func readOnlyDirectories() throws {
        let t = try TerminalHarness()
        try t.launch("2048 --seed 6 --no-animation")
        try t.waitFor("moves 0")
        try t.keys("Left", "q", "y")
        try t.waitFor("Continue 2048")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
        let state = t.home + "/.local/state/brocade", data = t.home + "/.local/share/brocade"
        let kept = try t.keptGame("2048")
        let before = FileManager.default.contents(atPath: kept)
        #expect(before != nil)
        for dir in [state, data] { chmod(dir, 0o500) }
        defer { for dir in [state, data] { chmod(dir, 0o700) } }
        try t.launch("2048 --resume --no-animation", env: Self.asOwner)
        try t.waitFor("Scores and saves will not be kept")
        try t.waitFor("moves 1")
        try t.keys("Up")
        try t.waitFor("moves 2")
        try t.keys("Right")
        try t.pass(2_000) // past the autosave, which fails
        // Nothing can be kept now, so leaving asks first (read after the
        // autosave: the input is handled in order).
        try t.keys("q")
        try t.waitFor("Leave this game?")
        try t.keys("y")
        try t.waitFor("Continue 2048")
        #expect(!(try t.screen().contains("will not be kept")), "said a second time")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
        #expect(FileManager.default.contents(atPath: kept) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: state).sorted() == ["2048"])
        #expect(t.keptGames("2048") == [kept])
    }

    /// The disk holding the saves fills up mid-game: play goes on, brocade
    /// says once that it could not save, and the save made before is intact.
    @Test(.enabled(if: canMount, "needs root to mount a small tmpfs"))
    func aFullDisk() throws {
        let t = try TerminalHarness()
        let base = t.home + "/.local/state"
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        let mounted = try TerminalHarness.runFull(["mount", "-t", "tmpfs", "-o", "size=64k,mode=0700", "tmpfs", base])
        try #require(mounted.status == 0, "mount: \(mounted.stderr)")
        defer { _ = try? TerminalHarness.runFull(["umount", "-l", base]) }
        try t.launch("2048 --seed 12 --no-animation")
        try t.waitFor("moves 0")
        try t.keys("Left", "q", "y")
        try t.waitFor("Continue 2048")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
        let state = base + "/brocade"
        let kept = try t.keptGame("2048")
        let before = try #require(FileManager.default.contents(atPath: kept))
        // Fill what is left.
        _ = try TerminalHarness.runFull(["dd", "if=/dev/zero", "of=\(base)/filler", "bs=4096"])
        try t.launch("2048 --resume --no-animation")
        try t.waitFor("moves 1")
        try t.keys("Up", "Right")
        try t.pass(2_000) // past the autosave
        try t.waitFor("left on device") // the autosave failed
        try t.waitFor("Scores and saves will not be kept")
        try t.keys("Down")
        try t.waitUntil("the notice goes") { !$0.contains("will not be kept") }
        try t.keys("Left")
        try t.pass(60_000) // past the autosave: another fails, quietly
        // The minute shows on the game's clock, drawn after that autosave.
        try t.waitUntil("a minute on the game's clock") { $0.range(of: #"· 1:\d\d"#, options: .regularExpression) != nil }
        #expect(!(try t.screen().contains("will not be kept")), "said a second time")
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
        try t.expectTerminalRestored()
        #expect(FileManager.default.contents(atPath: kept) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: state).sorted() == ["2048"])
        #expect(t.keptGames("2048") == [kept])
    }
}
