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

    @Test func errorsAreOneLine() {
        let all: [TerminalError] = [.notATerminal, .termUnset, .unknownTerminal("foo"), .cannotAddressCursor("dumb"),
                                    .noTerminfoDatabase("x"), .setupFailed("y")]
        for e in all {
            #expect(!e.description.contains("\n"))
            #expect(e.description.hasPrefix("brocade: "))
        }
    }
}
