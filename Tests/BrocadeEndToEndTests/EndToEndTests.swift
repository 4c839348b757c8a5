import Foundation
import Testing

/// The real binary in a real terminal. Each test owns a tmux server and a
/// HOME, and waits for what it sees (time itself moves through the input,
/// `pass`), so the tests run side by side on the terminal threads.
@Suite(.terminalThreads) struct EndToEndTests {
    @Test func menuByKeys() throws {
        let t = try TerminalHarness()
        try t.launch()
        try t.waitFor("▶ Mirror jigsaw")
        try t.keys("Down")
        try t.waitFor("▶ Jigsaw")
        try t.keys("Down", "Down", "Enter")
        // The new-game panel; a second Enter plays.
        try t.waitFor("New game: Sliding puzzle")
        try t.keys("Enter")
        try t.waitFor("3x3 norm · moves 0")
        try t.keys("q") // an untouched game leaves at once
        try t.waitFor("▶ Sliding puzzle")
        // Each entry its own letter: O opens Scores at once.
        try t.keys("o")
        try t.waitFor("No scores yet")
        try t.keys("q")
        try t.waitFor("▶ Scores")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
        try t.expectTerminalRestored()
    }

    @Test func menuByMouse() throws {
        let t = try TerminalHarness()
        try t.launch()
        try t.waitFor("▶ Mirror jigsaw")
        let jigsaw = try t.locate("Jigsaw ")
        try t.mouseHover(jigsaw.x + 2, jigsaw.y)
        try t.waitFor("▶ Jigsaw")
        let slide = try t.locate("Sliding puzzle")
        try t.click(slide.x, slide.y)
        try t.waitFor("New game: Sliding puzzle")
        let play = try t.locate("[ Play ]")
        try t.click(play.x + 2, play.y)
        try t.waitFor("3x3 norm · moves 0")
        let back = try t.locate("q menu")
        try t.click(back.x + 1, back.y)
        try t.waitFor("▶ Sliding puzzle")
        // Wheel down moves the highlight (Create follows the sliding puzzle).
        try t.raw("\u{1B}[<65;40;12M")
        try t.waitFor("▶ Create")
        let quit = try t.locate("Quit")
        try t.click(quit.x, quit.y)
        #expect(try t.exitStatus() == 0)
        try t.expectTerminalRestored()
    }

    @Test func mouseWorksBeyondColumn223() throws {
        let t = try TerminalHarness(width: 250, height: 70)
        try t.launch()
        try t.waitFor("▶ Mirror jigsaw")
        let quit = try t.locate("q quit")
        #expect(quit.x > 223)
        try t.mousePress(quit.x + 1, quit.y)
        #expect(try t.exitStatus() == 0)
    }

    @Test func helpOverlayOpensAndAnyKeyCloses() throws {
        let t = try TerminalHarness()
        try t.launch()
        try t.waitFor("▶ Mirror jigsaw")
        try t.keys("?")
        try t.waitFor("Help: Menu")
        try t.waitFor("choose; a mode opens its new-game panel")
        try t.keys("x")
        try t.waitUntil("help closes") { !$0.contains("Help: Menu") && $0.contains("Mirror jigsaw") }
        // And by mouse: the status line's "? help", then a click anywhere.
        let help = try t.locate("? help")
        try t.click(help.x + 2, help.y)
        try t.waitFor("Help: Menu")
        try t.click(5, 5)
        try t.waitUntil("help closes") { !$0.contains("Help: Menu") }
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
    }

    @Test func tooSmallScreenAndRecovery() throws {
        let t = try TerminalHarness()
        try t.launch()
        try t.waitFor("▶ Mirror jigsaw")
        try t.keys("Down")
        try t.resize(60, 20)
        let s = try t.waitForAll(["Terminal too small", "80x24", "60x20"])
        #expect(s.contains("80x24"))
        #expect(s.contains("60x20"))
        try t.resize(100, 30)
        try t.waitFor("▶ Jigsaw") // the menu resumes where it was
        try t.resize(30, 10)
        try t.waitFor("need 80x24 have 30x10")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
        try t.resize(80, 24)
        try t.expectTerminalRestored()
    }

    @Test func quitRestoresTheTerminal() throws {
        let t = try TerminalHarness()
        try t.launch()
        try t.waitFor("▶ Mirror jigsaw")
        let modes = try t.paneModes()
        #expect(modes["mouse_sgr_flag"] == "1")
        #expect(modes["mouse_any_flag"] == "1")
        #expect(modes["alternate_on"] == "1")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
        try t.expectTerminalRestored()
    }

    @Test(arguments: [(SIGTERM, 143), (SIGHUP, 129), (SIGINT, 130), (SIGQUIT, 131)])
    func signalsRestoreTheTerminal(signal: Int32, status: Int) throws {
        let t = try TerminalHarness()
        try t.launch()
        try t.waitFor("▶ Mirror jigsaw")
        try t.signal(signal)
        #expect(try t.exitStatus() == status)
        try t.expectTerminalRestored()
    }

    @Test func ctrlCQuits() throws {
        let t = try TerminalHarness()
        try t.launch()
        try t.waitFor("▶ Mirror jigsaw")
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
        try t.expectTerminalRestored()
    }

    @Test(arguments: [SIGSEGV, SIGABRT, SIGBUS, SIGILL])
    func crashRestoresTheTerminal(signal: Int32) throws {
        let t = try TerminalHarness()
        try t.launch()
        try t.waitFor("▶ Mirror jigsaw")
        try t.signal(signal)
        #expect(try t.exitStatus() == 128 + Int(signal))
        try t.expectTerminalRestored()
    }

    @Test func ctrlZSuspendsAndFgResumes() throws {
        let t = try TerminalHarness()
        try t.shell("clear; \(TerminalHarness.binary)")
        try t.waitFor("▶ Mirror jigsaw")
        try t.keys("Down")
        try t.waitFor("▶ Jigsaw")
        try t.keys("C-z")
        try t.waitFor("Stopped")
        let modes = try t.paneModes()
        #expect(modes["mouse_any_flag"] == "0")
        #expect(modes["alternate_on"] == "0")
        try t.shell("fg")
        try t.waitFor("▶ Jigsaw")
        #expect(try t.paneModes()["mouse_sgr_flag"] == "1")
        // Still alive and listening.
        try t.keys("Down")
        try t.waitFor("▶ 2048")
        try t.keys("q")
        try t.shell("echo __EXIT=$?")
        #expect(try t.exitStatus() == 0)
        try t.expectTerminalRestored()
    }

    @Test func asciiUnderTheCLocale() throws {
        let t = try TerminalHarness(locale: "C")
        try t.launch()
        let s = try t.waitFor("> Mirror jigsaw")
        #expect(s.unicodeScalars.allSatisfy { $0.isASCII })
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
        // Every mode, status line and pictures included.
        for args in ["2048 --seed 2", "jigsaw --seed 2", "slide --seed 2 --picture frog", "picture deer"] {
            try t.launch(args)
            let screen = try t.waitFor("? help")
            #expect(screen.unicodeScalars.allSatisfy { $0.isASCII }, "\(args):\n\(screen)")
            try t.keys("C-c")
            #expect(try t.exitStatus() == 130)
        }
    }

    @Test func asciiByOptionAndNoColor() throws {
        let t = try TerminalHarness()
        try t.launch("--ascii --no-color")
        let s = try t.waitFor("> Mirror jigsaw")
        #expect(!s.contains("▶"))
        let colored = try t.tmux(["capture-pane", "-p", "-e", "-t", t.target])
        #expect(!colored.contains("38;5;"), "colour escapes despite --no-color")
        #expect(!colored.contains("48;5;"))
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
    }

    /// Truecolour, the 256 palette, 8 colours and none: each as the terminal
    /// type says (xterm-direct and xterm-mono come with ncurses-term).
    @Test(arguments: [
        ("xterm-direct", "38;2;", ["38;5;"]),
        ("xterm-256color", "38;5;", ["38;2;"]),
        ("xterm", "\u{1B}[31m", ["38;5;", "38;2;"]),
        ("xterm-mono", "\u{1B}[1;7m", ["38;5;", "38;2;", "\u{1B}[31m", "\u{1B}[33m"]),
    ])
    func colourDepthFollowsTheTerminal(term: String, present: String, absent: [String]) throws {
        let t = try TerminalHarness()
        try t.launch("", env: "TERM=\(term)")
        try t.waitFor("Mirror jigsaw")
        let colored = try t.tmux(["capture-pane", "-p", "-e", "-t", t.target])
        #expect(colored.contains(present), "\(term): no \(present.debugDescription)")
        for a in absent { #expect(!colored.contains(a), "\(term): unexpected \(a.debugDescription)") }
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
    }

    @Test func unknownOrMissingTerminalTypeFailsCleanly() throws {
        let t = try TerminalHarness()
        try t.launch("", env: "TERM=no-such-terminal")
        #expect(try t.exitStatus() == 1)
        #expect(try t.screen().contains("unknown terminal type 'no-such-terminal'"))
        try t.launch("", env: "env -u TERM")
        #expect(try t.exitStatus() == 1)
        #expect(try t.screen().contains("TERM is not set"))
        try t.launch("", env: "TERM=dumb")
        #expect(try t.exitStatus() == 1)
        #expect(try t.screen().contains("cannot move the cursor"))
    }

    @Test func subcommandsTakeTheCommonOptions() throws {
        let t = try TerminalHarness()
        try t.launch("slide --seed 7 --no-animation --size 4 --rules some")
        try t.waitFor("4x4 some · moves 0")
        try t.keys("q", "q")
        #expect(try t.exitStatus() == 0)
        try t.launch("2048 --seed 7 --no-animation --size 5")
        try t.waitFor("5x5 · moves 0")
        try t.keys("q", "q")
        #expect(try t.exitStatus() == 0)
    }
}

/// The binary without a terminal: these need none.
@Suite(.terminalThreads) struct CommandLineTests {
    let bin = TerminalHarness.binary

    @Test func notATerminalExitsOneWithOneLine() throws {
        let r = try TerminalHarness.runFull([bin])
        #expect(r.status == 1)
        #expect(r.stderr == "brocade: standard input and output must be a terminal (not a pipe or a file)\n")
        #expect(r.stdout.isEmpty) // nothing drawn
    }

    @Test(arguments: [["--bogus"], ["--seed", "abc"], ["2048", "--frobnicate"], ["slide", "--seed"], ["nosuchmode"]])
    func badCommandLinesExit64(args: [String]) throws {
        let r = try TerminalHarness.runFull([bin] + args)
        #expect(r.status == 64)
        let firstLine = r.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasPrefix("Error:"))
        #expect(r.stderr.contains("Usage:"))
        let bad = args.last!
        #expect(firstLine.contains(bad) || args == ["slide", "--seed"], "message does not name \(bad): \(firstLine)")
    }

    /// A suggestion is made only when it is near what was typed ("--colz":
    /// "--cols"), never "--cols" for "--bogus"; in every subcommand.
    @Test(arguments: [[], ["jigsaw"], ["2048"], ["slide"], ["scores"], ["pictures"], ["picture", "frog"], ["create"], ["designs"],
                      ["design", "export", "x", "--png", "x.png"], ["solve"]])
    func anUnknownOptionIsSuggestedOnlyANearOne(command: [String]) throws {
        let r = try TerminalHarness.runFull([bin] + command + ["--bogus"])
        #expect(r.status == 64)
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "Error: Unknown option '--bogus'", "\(command): \(r.stderr)")
        let usage = (["brocade"] + command.prefix(2).filter { $0 != "frog" && $0 != "x" }).joined(separator: " ")
        #expect(lines.dropFirst().first?.hasPrefix("Usage: \(usage)") == true, "\(command): \(r.stderr)")
    }

    /// An option the top level has too, given to a subcommand without its
    /// value: the subcommand's usage, not the top level's.
    @Test(arguments: ["slide", "2048", "jigsaw", "create"])
    func aMissingValueInASubcommandGivesItsUsage(command: String) throws {
        let r = try TerminalHarness.runFull([bin, command, "--seed"])
        #expect(r.status == 64)
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "Error: Missing value for '--seed <n>'", "\(r.stderr)")
        #expect(lines.contains { $0.hasPrefix("Usage: brocade \(command) ") }, "\(r.stderr)")
        #expect(lines.last == "  See 'brocade \(command) --help' for more information.", "\(r.stderr)")
    }

    @Test func aNearSlipIsStillSuggested() throws {
        let r = try TerminalHarness.runFull([bin, "jigsaw", "--colz", "3"])
        #expect(r.status == 64)
        #expect(r.stderr.hasPrefix("Error: Unknown option '--colz'. Did you mean '--cols'?\nUsage: brocade jigsaw"), "\(r.stderr)")
        let p = try TerminalHarness.runFull([bin, "slide", "--picutre", "bird"])
        #expect(p.stderr.hasPrefix("Error: Unknown option '--picutre'. Did you mean '--picture'?\n"), "\(p.stderr)")
    }

    /// A subcommand's error found as it runs (a picture that is not there)
    /// gives that subcommand's usage, as its parsing errors do.
    @Test(arguments: [["jigsaw", "--picture", "nosuch"], ["jigsaw", "--classic", "--picture", "nosuch"], ["slide", "--picture", "nosuch"],
                      ["picture", "nosuch"]])
    func aSubcommandsErrorGivesItsOwnUsage(args: [String]) throws {
        let r = try TerminalHarness.runFull([bin] + args)
        #expect(r.status == 64)
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(r.stderr)")
        #expect(lines.first?.hasPrefix("Error: no picture named 'nosuch'; the pictures are ") == true, "\(r.stderr)")
        #expect(lines.dropFirst().first?.hasPrefix("Usage: brocade \(args[0]) ") == true, "\(r.stderr)")
        #expect(lines.last == "  See 'brocade \(args[0]) --help' for more information.", "\(r.stderr)")
    }

    /// The version as written in its one place, Sources/brocade/Version.swift,
    /// read the way the Makefile reads it for the package.
    static func sourceVersion() throws -> String {
        let file = TerminalHarness.packageRoot + "/Sources/brocade/Version.swift"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let lines = text.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("static let string = \"") }
        try #require(lines.count == 1, "\(file) must hold one `static let string = \"...\"` line")
        let version = lines[0].split(separator: "\"")[1]
        try #require(version.range(of: #"^[0-9]+(\.[0-9]+)*$"#, options: .regularExpression) != nil,
                     "version \(version) is not numbers and dots, as a Debian upstream version should be here")
        return String(version)
    }

    @Test func versionAndHelp() throws {
        let v = try TerminalHarness.runFull([bin, "--version"])
        #expect(v.status == 0)
        #expect(v.stdout == (try Self.sourceVersion()) + "\n")
        let h = try TerminalHarness.runFull([bin, "--help"])
        #expect(h.status == 0)
        for opt in ["--seed", "--no-color", "--ascii", "--no-animation", "--version", "jigsaw", "2048", "slide"] {
            #expect(h.stdout.contains(opt), "--help lacks \(opt)")
        }
        let sub = try TerminalHarness.runFull([bin, "2048", "--help"])
        #expect(sub.stdout.contains("--seed"))
    }

    @Test func completionScripts() throws {
        for shell in ["bash", "zsh", "fish"] {
            let r = try TerminalHarness.runFull([bin, "--generate-completion-script", shell])
            #expect(r.status == 0)
            #expect(r.stdout.contains("brocade"))
        }
    }
}
