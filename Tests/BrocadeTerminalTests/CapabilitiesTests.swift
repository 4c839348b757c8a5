import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeTerminal

@Suite struct CapabilitiesTests {
    @Test func noColorWinsFromEitherSide() {
        let base = TerminalCapabilities.resolve(reportedColors: 256, hasColors: true, codesetIsUTF8: true,
                                                environment: [:], noColor: false, ascii: false)
        #expect(base == TerminalCapabilities(colorDepth: .palette256, unicode: true))
        let env = TerminalCapabilities.resolve(reportedColors: 256, hasColors: true, codesetIsUTF8: true,
                                               environment: ["NO_COLOR": "1"], noColor: false, ascii: false)
        #expect(env.colorDepth == .none)
        let empty = TerminalCapabilities.resolve(reportedColors: 256, hasColors: true, codesetIsUTF8: true,
                                                 environment: ["NO_COLOR": ""], noColor: false, ascii: false)
        #expect(empty.colorDepth == .palette256)
        let flag = TerminalCapabilities.resolve(reportedColors: 16_777_216, hasColors: true, codesetIsUTF8: true,
                                                environment: [:], noColor: true, ascii: false)
        #expect(flag.colorDepth == .none)
    }

    @Test func asciiFromLocaleOrFlag() {
        let c = TerminalCapabilities.resolve(reportedColors: 8, hasColors: true, codesetIsUTF8: false,
                                             environment: [:], noColor: false, ascii: false)
        #expect(c == TerminalCapabilities(colorDepth: .ansi8, unicode: false))
        let f = TerminalCapabilities.resolve(reportedColors: 8, hasColors: true, codesetIsUTF8: true,
                                             environment: [:], noColor: false, ascii: true)
        #expect(!f.unicode)
        let mono = TerminalCapabilities.resolve(reportedColors: 0, hasColors: false, codesetIsUTF8: true,
                                                environment: [:], noColor: false, ascii: false)
        #expect(mono.colorDepth == .none)
    }

    /// What `infocmp` says of the entries a Debian machine with ncurses-term has.
    static let installed: [String: Int] = [
        "xterm-256color": 256, "xterm-direct": 16_777_216, "tmux-256color": 256, "tmux-direct": 16_777_216,
        "xterm": 8, "foot": 256, "foot-direct": 16_777_216, "screen-256color": 256, "xterm-kitty": 256,
    ]

    static func direct(_ term: String, _ env: [String: String], noColor: Bool = false) -> String? {
        TerminalCapabilities.directColorEntry(term: term, environment: env, noColor: noColor) { installed[$0] }
    }

    @Test func colortermPicksTheDirectEntryOfTheSameFamily() {
        #expect(Self.direct("xterm-256color", ["COLORTERM": "truecolor"]) == "xterm-direct")
        #expect(Self.direct("xterm-256color", ["COLORTERM": "24bit"]) == "xterm-direct")
        #expect(Self.direct("tmux-256color", ["COLORTERM": "TrueColor"]) == "tmux-direct")
        #expect(Self.direct("foot", ["COLORTERM": "truecolor"]) == "foot-direct")
    }

    @Test func withoutColortermOrAnEntryTermStays() {
        #expect(Self.direct("xterm-256color", [:]) == nil)
        #expect(Self.direct("xterm-256color", ["COLORTERM": ""]) == nil)
        #expect(Self.direct("xterm-256color", ["COLORTERM": "yes"]) == nil)
        // No direct entry of that family installed, and screen passes no RGB on.
        #expect(Self.direct("screen-256color", ["COLORTERM": "truecolor"]) == nil)
        // Already direct, or unknown.
        #expect(Self.direct("xterm-direct", ["COLORTERM": "truecolor"]) == nil)
        #expect(Self.direct("no-such", ["COLORTERM": "truecolor"]) == nil)
    }

    /// The entries Debian's ncurses-term installs, with their colours
    /// (`toe -a`, `tput -T NAME colors`): the terminals.
    static let debian: [String: Int] = [
        "xterm": 8, "xterm-256color": 256, "xterm-direct": 16_777_216, "xterm-kitty": 256, "kitty": 256,
        "kitty-direct": 16_777_216, "konsole": 8, "konsole-256color": 256, "konsole-direct": 16_777_216,
        "mlterm": 8, "mlterm-256color": 256, "mlterm-direct": 16_777_216, "vte-256color": 256, "vte-2018": 256,
        "vte-direct": 16_777_216, "tmux-256color": 256, "tmux-direct": 16_777_216, "screen-256color": 256,
        "st-256color": 256, "st-direct": 16_777_216, "rxvt-unicode-256color": 256, "linux": 8, "vt100": 0,
    ]

    static func choice(_ term: String, _ env: [String: String] = ["COLORTERM": "truecolor"],
                       installed: [String: Int] = debian) -> DirectColorChoice {
        TerminalCapabilities.directColorChoice(term: term, environment: env, noColor: false) { installed[$0] }
    }

    /// COLORTERM=truecolor reaches 24-bit colour whatever TERM's own entry
    /// offers (8 for konsole and mlterm, 256 for xterm-kitty): through its
    /// family's direct entry, or xterm-direct's standard RGB for an
    /// xterm-alike without one.
    @Test(arguments: [
        ("xterm-kitty", DirectColorChoice.family("kitty-direct")), ("konsole", .family("konsole-direct")),
        ("konsole-256color", .family("konsole-direct")), ("mlterm", .family("mlterm-direct")),
        ("xterm", .family("xterm-direct")), ("xterm-256color", .family("xterm-direct")), ("vte-2018", .family("vte-direct")),
        ("st-256color", .family("st-direct")), ("tmux-256color", .family("tmux-direct")),
        ("rxvt-unicode-256color", .generic("xterm-direct")), ("xterm-direct", .own),
        ("screen-256color", .notInstalled(["screen-direct"])), ("vt100", .noColours), ("no-such", .noEntry),
    ])
    func colortermReachesDirectColourForEveryFamily(term: String, expected: DirectColorChoice) {
        #expect(Self.choice(term) == expected)
        #expect(Self.choice(term, ["COLORTERM": "24bit"]) == expected)
        #expect(Self.choice(term, [:]) == .notAsked)
        #expect(Self.choice(term, ["COLORTERM": "truecolor", "NO_COLOR": "1"]) == .colourOff)
    }

    @Test func withoutTheFamilysEntryAnXtermAlikeGetsTheStandardRGBEntry() {
        var fewer = Self.debian
        fewer["kitty-direct"] = nil
        #expect(Self.choice("xterm-kitty", installed: fewer) == .generic("xterm-direct"))
        fewer["konsole-direct"] = nil
        // konsole's own entry claims 8 colours and is no xterm by name: nothing is guessed.
        #expect(Self.choice("konsole", installed: fewer) == .notInstalled(["konsole-direct"]))
        fewer["xterm-direct"] = nil
        #expect(Self.choice("xterm-kitty", installed: fewer) == .notInstalled(["xterm-kitty-direct", "kitty-direct"]))
        #expect(TerminalCapabilities.directCandidates("xterm-kitty") == ["xterm-kitty-direct", "kitty-direct"])
        #expect(TerminalCapabilities.directCandidates("vte-2018") == ["vte-2018-direct", "vte-direct"])
        #expect(TerminalCapabilities.directCandidates("foo-256color") == ["foo-direct"])
        #expect(TerminalCapabilities.directCandidates("xterm-direct").isEmpty)
    }

    @Test func noColorStillWinsOverColorterm() {
        #expect(Self.direct("xterm-256color", ["COLORTERM": "truecolor", "NO_COLOR": "1"]) == nil)
        #expect(Self.direct("xterm-256color", ["COLORTERM": "truecolor"], noColor: true) == nil)
        #expect(Self.direct("xterm-256color", ["COLORTERM": "truecolor", "NO_COLOR": ""]) == "xterm-direct")
    }

    @Test func errorsAreOneLine() {
        let all: [TerminalError] = [.notATerminal, .termUnset, .unknownTerminal("foo"), .cannotAddressCursor("dumb"),
                                    .noTerminfoDatabase("x"), .setupFailed("y")]
        for e in all {
            #expect(!e.description.contains("\n"))
            #expect(e.description.hasPrefix("brocade: "))
        }
    }
}
