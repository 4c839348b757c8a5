import Foundation
import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeTerminal

/// `--check-terminal`'s report, from environments and terminfo made up here:
/// each line says what the game would decide, and why.
@Suite struct TerminalReportTests {
    /// Entries as a Debian machine with ncurses-term has them.
    static let entries: [String: TerminfoEntry] = [
        "xterm-256color": TerminfoEntry(colors: 256, hasColors: true, path: "/lib/terminfo/x/xterm-256color"),
        "xterm-direct": TerminfoEntry(colors: 16_777_216, hasColors: true, path: "/usr/share/terminfo/x/xterm-direct"),
        "screen-256color": TerminfoEntry(colors: 256, hasColors: true, path: "/usr/share/terminfo/s/screen-256color"),
        "xterm": TerminfoEntry(colors: 8, hasColors: true, path: "/lib/terminfo/x/xterm"),
        "vt100": TerminfoEntry(colors: 0, hasColors: false, path: "/lib/terminfo/v/vt100"),
        "dumb": TerminfoEntry(colors: 0, hasColors: false, addressesCursor: false, path: "/lib/terminfo/d/dumb"),
        "odd": TerminfoEntry(colors: 16, hasColors: true, path: nil),
    ]

    static let baseEnvironment = ["TERM": "xterm-256color", "LANG": "C.UTF-8"]

    static func report(_ env: [String: String] = baseEnvironment, codeset: String = "UTF-8",
                       size: Size? = Size(width: 80, height: 24), terminal: Bool = true,
                       mouse: TerminalReport.Mouse = .skipped("--no-mouse-check"),
                       files: [(String, String)] = []) -> TerminalReport {
        let facts = TerminalFacts(inputIsTerminal: terminal, outputIsTerminal: terminal, device: terminal ? "/dev/pts/3" : nil,
                                  codeset: codeset, size: terminal ? size : nil, ncursesVersion: "6.4.20221231") { entries[$0] }
        return TerminalReport(version: "0.1.0", facts: facts, environment: env, minimumSize: Size(width: 80, height: 24),
                              mouse: mouse, files: files, system: "Linux 6.1.0 x86_64")
    }

    /// The line that starts with `label: `, without the label.
    static func line(_ r: TerminalReport, _ label: String) -> String? {
        r.lines.first { $0.hasPrefix(label + ": ") }.map { String($0.dropFirst(label.count + 2)) }
    }

    @Test func theWholeReportForAnOrdinaryTerminal() {
        let r = Self.report(mouse: .report(.press(.primary), at: Point(x: 11, y: 4), encoding: .sgr),
                            files: [("settings", "/h/.config/brocade/settings.toml"), ("cache", "/h/.cache/brocade/")])
        #expect(r.lines == [
            "brocade 0.1.0",
            "system: Linux 6.1.0 x86_64",
            "ncurses: 6.4.20221231",
            "tty: /dev/pts/3",
            "TERM: xterm-256color (terminfo: /lib/terminfo/x/xterm-256color)",
            "colours: 256 (COLORTERM unset, NO_COLOR unset)",
            "background: not asked",
            "graphics: not asked",
            "UTF-8: yes (codeset UTF-8; LC_ALL unset, LC_CTYPE unset, LANG=C.UTF-8)",
            "size: 80x24 (big enough: the game needs 80x24)",
            "mouse: click at column 12, row 5 (SGR 1006)",
            "files:",
            "  settings: /h/.config/brocade/settings.toml",
            "  cache:    /h/.cache/brocade/",
        ])
        #expect(r.text.hasSuffix("/h/.cache/brocade/\n"))
    }

    @Test func colortermDrawsThroughTheDirectEntry() {
        var env = Self.baseEnvironment
        env["COLORTERM"] = "truecolor"
        #expect(Self.line(Self.report(env), "colours")
                == "direct (truecolor; drawn through xterm-direct, as COLORTERM asks; COLORTERM=truecolor, NO_COLOR unset)")
        // No direct entry of that family: the palette, and why.
        env["TERM"] = "screen-256color"
        #expect(Self.line(Self.report(env), "colours")
                == "256 (COLORTERM asks for 24-bit colour, but no direct-colour entry of this TERM's family is installed (looked for screen-direct); COLORTERM=truecolor, NO_COLOR unset)")
        // A direct entry named in TERM needs no COLORTERM.
        #expect(Self.line(Self.report(["TERM": "xterm-direct"]), "colours") == "direct (truecolor; COLORTERM unset, NO_COLOR unset)")
        // With it, the report says so and does not contradict itself.
        env["TERM"] = "xterm-direct"
        #expect(Self.line(Self.report(env), "colours")
                == "direct (truecolor; TERM's own entry is direct; COLORTERM=truecolor, NO_COLOR unset)")
        // An xterm with 8 colours in its entry: its family's direct entry.
        env["TERM"] = "xterm"
        #expect(Self.line(Self.report(env), "colours")
                == "direct (truecolor; drawn through xterm-direct, as COLORTERM asks; COLORTERM=truecolor, NO_COLOR unset)")
    }

    @Test func theBackgroundLineSaysWhatTheGameMakesOfIt() {
        var r = Self.report()
        r.facts.background = .color(.rgb(255, 255, 255))
        #expect(Self.line(r, "background") == "#ffffff, light: the game paints its own dark ground")
        r.facts.background = .color(.rgb(0, 0, 0))
        #expect(Self.line(r, "background") == "#000000, dark: the game draws on it")
        r.facts.background = .noAnswer
        #expect(Self.line(r, "background") == "no answer to OSC 11 within 200 ms: taken as dark, the game draws on it")
        #expect(Self.line(Self.report(terminal: false), "background") == "not asked (not a terminal)")
    }

    /// The pictures: the protocol and why, the cell's pixels and where they
    /// came from, and what the terminal answered.
    @Test func theGraphicsLinesSayWhatWasFoundAndWhy() {
        func report(_ replies: String, env: [String: String] = TerminalReportTests.baseEnvironment, tty: Size? = nil,
                    questions: GraphicsProbe.Questions = [.kitty, .version, .pixels, .background]) -> TerminalReport {
            var r = Self.report(env)
            let parsed = TerminalReplies.parse(Array(replies.utf8))
            let choice = GraphicsProbe.choose(mode: .auto, source: .standard, environment: env, replies: parsed,
                                              ttyCellPixels: tty, size: Size(width: 80, height: 24))
            r.facts.graphics = GraphicsProbe.Result(choice: choice, replies: parsed, background: .noAnswer, asked: questions)
            return r
        }
        let kitty = report(GraphicsProbeTests.kitty, env: ["TERM": "xterm-kitty"], tty: Size(width: 9, height: 20))
        #expect(Self.line(kitty, "graphics") == "kitty (the terminal answered the kitty graphics query)")
        #expect(Self.line(kitty, "cell") == "9x20 pixels (from TIOCGWINSZ)")
        #expect(Self.line(kitty, "replies") == "XTVERSION kitty(0.26.5); DA1 62 (no sixel); kitty graphics OK; CSI 16t 9x20; CSI 14t 999x700")
        let vt340 = report(GraphicsProbeTests.vt340, tty: Size(width: 6, height: 13))
        #expect(Self.line(vt340, "graphics") == "sixel (the terminal's device attributes list sixel (4))")
        #expect(Self.line(vt340, "replies") == "XTVERSION XTerm(379); DA1 63;1;2;4;6;9;15;16;22;28 (4: sixel); no kitty graphics answer")
        let silent = report("")
        #expect(Self.line(silent, "graphics") == "blocks (half blocks) (the terminal did not answer the device attributes query in time)")
        #expect(Self.line(silent, "cell") == "size in pixels unknown (TIOCGWINSZ gives none, no answer to CSI 16t or CSI 14t)")
        #expect(Self.line(silent, "replies") == "no XTVERSION; no DA1 within 200 ms; no kitty graphics answer")
        // tmux: half blocks and why; the kitty query is not sent there.
        let tmux = report(GraphicsProbeTests.tmux, env: ["TERM": "tmux-256color", "TMUX": "/tmp/t,1,0"],
                          tty: Size(width: 16, height: 32), questions: [.version, .pixels, .background])
        #expect(Self.line(tmux, "graphics")
                == "blocks (half blocks) (inside tmux (TMUX is set): it has no sixel and puts kitty images at the wrong place)")
        #expect(Self.line(tmux, "replies") == "XTVERSION tmux 3.3a; DA1 1;2 (no sixel); kitty graphics not asked")
        #expect(Self.line(Self.report(terminal: false), "graphics") == "not asked (not a terminal)")
    }

    @Test func osc11RepliesAreRead() {
        func parse(_ s: String) -> Color? { TerminalBackground.parse(Array(s.utf8)) }
        #expect(parse("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\") == .rgb(255, 255, 255))
        #expect(parse("\u{1B}]11;rgb:0000/0000/0000\u{07}\u{1B}[?64;1c") == .rgb(0, 0, 0))
        #expect(parse("\u{1B}]11;rgb:1c1c/2020/ffff\u{1B}\\") == .rgb(28, 32, 255))
        #expect(parse("\u{1B}]11;rgb:f/8/0\u{07}") == .rgb(255, 136, 0))
        #expect(parse("\u{1B}]11;rgba:ffff/ffff/ffff/ffff\u{07}") == .rgb(255, 255, 255))
        #expect(parse("\u{1B}]11;#e4e4e4\u{07}") == .rgb(228, 228, 228))
        // Only the DA1 reply (a terminal that ignores OSC 11), cut off, or nonsense.
        #expect(parse("\u{1B}[?64;1;2c") == nil)
        #expect(parse("\u{1B}]11;rgb:ffff/ffff") == nil)
        #expect(parse("\u{1B}]11;rgb:zz/00/00\u{07}") == nil)
        #expect(TerminalBackground.hasDeviceAttributes(Array("\u{1B}]11;rgb:0/0/0\u{07}\u{1B}[?62;c".utf8)))
        #expect(!TerminalBackground.hasDeviceAttributes(Array("\u{1B}]11;rgb:0/0/0\u{07}\u{1B}[?62;".utf8)))
    }

    @Test func whatTurnsColourOff() {
        var env = Self.baseEnvironment
        env["NO_COLOR"] = "1"
        #expect(Self.line(Self.report(env), "colours") == "none (NO_COLOR is set; the terminal has 256; COLORTERM unset, NO_COLOR=1)")
        // An empty NO_COLOR does not count.
        env["NO_COLOR"] = ""
        #expect(Self.line(Self.report(env), "colours") == "256 (COLORTERM unset, NO_COLOR=)")
        var flag = Self.report()
        flag.noColor = true
        #expect(Self.line(flag, "colours") == "none (--no-color; the terminal has 256; COLORTERM unset, NO_COLOR unset)")
        var mono = Self.report()
        mono.monoTheme = true
        #expect(Self.line(mono, "colours")
                == "none (theme = \"mono\" in the settings; the terminal has 256; COLORTERM unset, NO_COLOR unset)")
        #expect(Self.line(Self.report(["TERM": "vt100"]), "colours")
                == "none (the terminfo entry has no colours; COLORTERM unset, NO_COLOR unset)")
        #expect(Self.line(Self.report(["TERM": "xterm"]), "colours") == "8 (COLORTERM unset, NO_COLOR unset)")
    }

    @Test func unusableTerminalTypes() {
        let unset = Self.report([:])
        #expect(Self.line(unset, "TERM") == "not set (the game needs it, for example TERM=xterm-256color)")
        #expect(Self.line(unset, "colours") == "unknown (no usable terminfo entry; COLORTERM unset, NO_COLOR unset)")
        #expect(Self.line(Self.report(["TERM": ""]), "TERM") == Self.line(unset, "TERM"))
        #expect(Self.line(Self.report(["TERM": "nonesuch"]), "TERM") == "nonesuch (no terminfo entry found)")
        #expect(Self.line(Self.report(["TERM": "dumb"]), "TERM")
                == "dumb (terminfo: /lib/terminfo/d/dumb; it cannot move the cursor, which the game needs)")
        #expect(Self.line(Self.report(["TERM": "dumb"]), "colours")?.hasPrefix("unknown") == true)
        #expect(Self.line(Self.report(["TERM": "odd"]), "TERM") == "odd (terminfo entry found, file not located)")
        #expect(Self.line(Self.report(["TERM": "odd"]), "colours") == "16 (COLORTERM unset, NO_COLOR unset)")
    }

    @Test func utf8AsTheGameDecides() {
        let c = Self.report(["TERM": "xterm-256color", "LANG": "C"], codeset: "ANSI_X3.4-1968")
        #expect(Self.line(c, "UTF-8") == "no, the game draws ASCII only (codeset ANSI_X3.4-1968; LC_ALL unset, LC_CTYPE unset, LANG=C)")
        let all = Self.report(["TERM": "xterm-256color", "LC_ALL": "en_GB.utf8", "LC_CTYPE": "C", "LANG": "C"], codeset: "utf8")
        #expect(Self.line(all, "UTF-8") == "yes (codeset utf8; LC_ALL=en_GB.utf8, LC_CTYPE=C, LANG=C)")
        var ascii = Self.report()
        ascii.ascii = true
        #expect(Self.line(ascii, "UTF-8") == "yes, but --ascii draws ASCII only (codeset UTF-8; LC_ALL unset, LC_CTYPE unset, LANG=C.UTF-8)")
    }

    @Test func sizeAgainstTheMinimum() {
        #expect(Self.line(Self.report(size: Size(width: 120, height: 40)), "size") == "120x40 (big enough: the game needs 80x24)")
        #expect(Self.line(Self.report(size: Size(width: 80, height: 23)), "size") == "80x23 (too small: the game needs 80x24)")
        #expect(Self.line(Self.report(size: Size(width: 79, height: 50)), "size") == "79x50 (too small: the game needs 80x24)")
        #expect(Self.line(Self.report(terminal: false), "size") == "unknown, not a terminal (the game needs 80x24)")
    }

    @Test func notATerminal() {
        let r = Self.report(terminal: false, mouse: .notChecked("not a terminal"))
        #expect(Self.line(r, "tty") == "none: standard input and output are not a terminal (the game needs both)")
        #expect(Self.line(r, "mouse") == "not checked (not a terminal)")
        // The rest is still there.
        #expect(Self.line(r, "colours") == "256 (COLORTERM unset, NO_COLOR unset)")
        let facts = TerminalFacts(inputIsTerminal: true, outputIsTerminal: false, codeset: "UTF-8", size: nil) { _ in nil }
        let half = TerminalReport(version: "0.1.0", facts: facts, environment: [:], minimumSize: Size(width: 80, height: 24),
                                  mouse: .notChecked("not a terminal"))
        #expect(Self.line(half, "tty") == "standard output is not a terminal (the game needs it to be)")
        #expect(!half.lines.contains { $0.hasPrefix("system:") || $0.hasPrefix("files:") })
    }

    @Test(arguments: [
        (TerminalReport.Mouse.report(.press(.primary), at: Point(x: 0, y: 0), encoding: .sgr), "click at column 1, row 1 (SGR 1006)"),
        (.report(.press(.secondary), at: Point(x: 79, y: 23), encoding: .sgr), "right click at column 80, row 24 (SGR 1006)"),
        (.report(.press(.middle), at: Point(x: 4, y: 2), encoding: .x10), "middle click at column 5, row 3 (X10)"),
        (.report(.release(nil), at: Point(x: 4, y: 2), encoding: .x10), "button release at column 5, row 3 (X10)"),
        (.report(.wheel(.up), at: Point(x: 9, y: 9), encoding: nil), "wheel up at column 10, row 10"),
        (.noClick(seconds: 10, lastMotion: nil), "none arrived within 10 s"),
        (.noClick(seconds: 10, lastMotion: Point(x: 39, y: 11)), "no click within 10 s; motion reports arrived (last at column 40, row 12)"),
        (.skipped("a key was pressed"), "skipped (a key was pressed)"),
        (.notChecked("interrupted by Ctrl-C"), "not checked (interrupted by Ctrl-C)"),
    ])
    func mouseLines(mouse: TerminalReport.Mouse, text: String) {
        #expect(Self.line(Self.report(mouse: mouse), "mouse") == text)
    }

    /// The environment is quoted: nothing in it reaches the terminal as an escape sequence.
    @Test func quotedValuesAreCleaned() {
        let env = ["TERM": "xterm-256color", "LANG": "C.UTF-8\u{1B}[2J", "COLORTERM": "\u{1B}]0;x\u{07}"]
        let r = Self.report(env, files: [("pictures", "/d\u{1B}[31m")])
        #expect(!r.text.contains("\u{1B}") && !r.text.contains("\u{07}"))
        #expect(Self.line(r, "UTF-8")?.contains("LANG=C.UTF-8[2J") == true)
        #expect(!Self.line(Self.report(["TERM": "no\u{1B}[2J"]), "TERM")!.contains("\u{1B}"))
    }

    // MARK: Where terminfo entries are

    @Test func terminfoIsSearchedInNcursesOrder() {
        let env = ["TERMINFO": "/t", "HOME": "/h", "TERMINFO_DIRS": "/a::/b"]
        let dirs = TerminfoLocator.directories(environment: env)
        #expect(Array(dirs.prefix(5)) == ["/t", "/h/.terminfo", "/a", "/usr/share/terminfo", "/b"])
        #expect(dirs.filter { $0 == "/usr/share/terminfo" }.count == 1)
        #expect(TerminfoLocator.directories(environment: [:]) == TerminfoLocator.systemDirectories)
    }

    @Test func terminfoFilesByLetterOrByHex() {
        let files: Set = ["/h/.terminfo/78/xterm-256color", "/lib/terminfo/x/xterm-256color", "/usr/share/terminfo/x/xterm-direct"]
        let find = { (t: String) in TerminfoLocator.path(of: t, environment: ["HOME": "/h"]) { files.contains($0) } }
        #expect(find("xterm-256color") == "/h/.terminfo/78/xterm-256color")
        #expect(find("xterm-direct") == "/usr/share/terminfo/x/xterm-direct")
        #expect(find("vt100") == nil)
        #expect(find("../x/xterm-direct") == nil)
        #expect(find("") == nil)
    }
}

/// The probe against this machine's terminfo, as ncurses and infocmp read it.
@Suite struct TerminalProbeTests {
    @Test func entriesAsNcursesReadsThem() throws {
        let xterm = try #require(TerminalProbe.entry("xterm-256color", environment: [:]))
        #expect(xterm.colors == 256 && xterm.hasColors && xterm.addressesCursor)
        let path = try #require(xterm.path)
        // infocmp names the file it read.
        if let infocmp = ["/usr/bin/infocmp", "/bin/infocmp"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: infocmp)
            p.arguments = ["xterm-256color"]
            p.environment = ["PATH": "/usr/bin:/bin"]
            let out = Pipe()
            p.standardOutput = out
            p.standardError = FileHandle.nullDevice
            try p.run()
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            #expect(text.contains("from file: \(path)\n"), "\(text.prefix(200))")
        }
        let dumb = try #require(TerminalProbe.entry("dumb", environment: [:]))
        #expect(!dumb.addressesCursor && !dumb.hasColors)
        #expect(TerminalProbe.entry("no-such-terminal-here", environment: [:]) == nil)
        #expect(TerminalProbe.entry("", environment: [:]) == nil)
    }
}
