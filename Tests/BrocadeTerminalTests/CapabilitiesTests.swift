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
        // No direct entry of that family installed.
        #expect(Self.direct("screen-256color", ["COLORTERM": "truecolor"]) == nil)
        #expect(Self.direct("xterm-kitty", ["COLORTERM": "truecolor"]) == nil)
        // An entry of fewer colours is taken at its word.
        #expect(Self.direct("xterm", ["COLORTERM": "truecolor"]) == nil)
        // Already direct, or unknown.
        #expect(Self.direct("xterm-direct", ["COLORTERM": "truecolor"]) == nil)
        #expect(Self.direct("no-such", ["COLORTERM": "truecolor"]) == nil)
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
