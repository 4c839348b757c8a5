@testable import BrocadeApp
import BrocadeCore
import BrocadeTestSupport
import BrocadeTUI
import Foundation
import Testing

/// The game in Simplified Chinese in a real terminal, as a player in a
/// zh_CN.UTF-8 terminal gets it: the menu, a panel, the help of every mode,
/// a game won with its result box, and the scores, at 80x24 and 200x60,
/// each screen checked for English left behind and for lines that do not
/// fit (what a wide character cut in half or counted as one column does).
/// The expected words come from the catalogue itself.
@Suite(.terminalThreads) struct ChineseEndToEndTests {
    static let sizes = [(80, 24), (200, 60)]

    /// The compiled zh_CN.UTF-8 locale `make test` leaves in the build folder.
    static var localePath: String? {
        let env = ProcessInfo.processInfo.environment
        let dir = env["BROCADE_TEST_LOCPATH"].flatMap { $0.isEmpty ? nil : $0 } ?? TerminalHarness.packageRoot + "/.build/locale"
        return FileManager.default.fileExists(atPath: dir + "/zh_CN.UTF-8/LC_CTYPE") ? dir : nil
    }

    static func zh(_ m: Message) -> String { m.text(in: .zh) }

    /// A Chinese screen: Chinese on it, no English words, nothing wider than the terminal, no replacement characters.
    static func expectChinese(_ screen: String, width: Int, _ what: String, allowed: Set<String> = [],
                              sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(screen.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(what): no Chinese\n\(screen)",
                sourceLocation: sourceLocation)
        let english = LanguageChecks.englishWords(in: screen, allowed: allowed)
        #expect(english.isEmpty, "\(what): English left: \(english)\n\(screen)", sourceLocation: sourceLocation)
        for (y, line) in screen.components(separatedBy: "\n").enumerated() {
            #expect(TextWidth.of(line) <= width, "\(what): row \(y) is \(TextWidth.of(line)) columns wide\n\(screen)",
                    sourceLocation: sourceLocation)
        }
        #expect(!screen.contains("\u{FFFD}"), "\(what): a replacement character", sourceLocation: sourceLocation)
    }

    func chineseTerminal(_ w: Int, _ h: Int) throws -> (TerminalHarness, String) {
        let path = try #require(Self.localePath, "no compiled zh_CN.UTF-8 locale: `make test` (test-locales) makes it")
        let t = try TerminalHarness(width: w, height: h, locale: "C.UTF-8")
        return (t, "LOCPATH=\(path) LANG=zh_CN.UTF-8 LC_ALL=zh_CN.UTF-8")
    }

    @Test(arguments: sizes) func menuHelpPanelAndScores(_ w: Int, _ h: Int) throws {
        let (t, env) = try chineseTerminal(w, h)
        try t.launch("--seed 1", env: env)
        // Each screen read once settled: a word cut mid-frame would read as English.
        try t.waitFor(Self.zh("Scores"))
        var s = try t.settledScreen()
        Self.expectChinese(s, width: w, "menu")
        try t.keys("?")
        try t.waitFor(Self.zh("move the highlight"))
        s = try t.settledScreen()
        Self.expectChinese(s, width: w, "menu help")
        try t.keys("Escape")
        // Enter on the highlighted mode opens its new-game panel.
        try t.keys("Enter")
        try t.waitFor(Self.zh("Enter plays · Esc goes back"))
        s = try t.settledScreen()
        Self.expectChinese(s, width: w, "new-game panel")
        try t.keys("Escape")
        try t.waitFor(Self.zh("Scores"))
        let menu = try t.settledScreen()
        try t.keys("o")
        try t.waitUntil("the scores screen") { !$0.contains(Self.zh("Leave brocade.")) && $0 != menu }
        s = try t.settledScreen()
        Self.expectChinese(s, width: w, "scores")
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
        try t.expectTerminalRestored()
    }

    @Test(arguments: sizes) func everyModesHelp(_ w: Int, _ h: Int) throws {
        let (t, env) = try chineseTerminal(w, h)
        for mode in ["jigsaw", "jigsaw --classic", "2048", "slide", "create"] {
            try t.launch("\(mode) --seed 2 --no-animation", env: env)
            try t.waitFor("? " + Self.zh("help"))
            let before = try t.screen()
            try t.keys("?")
            // Its footer, on its bottom edge, is drawn last: the help whole.
            let footers = [Self.zh("Up/Down/PgUp/PgDn scroll, any other key closes"), Self.zh("any key or click closes")]
            try t.waitUntil("\(mode)'s help") { screen in screen != before && footers.contains { screen.contains($0) } }
            let s = try t.settledScreen()
            Self.expectChinese(s, width: w, "\(mode) help")
            try t.keys("Escape")
            try t.keys("C-c")
            #expect(try t.exitStatus() == 130, "\(mode)")
        }
    }

    @Test(arguments: sizes) func aGameWonAndItsScore(_ w: Int, _ h: Int) throws {
        let (t, env) = try chineseTerminal(w, h)
        let seed: UInt64 = 3
        let r = SlidingRules.scrambled(size: 3, level: .norm, moves: 1, seed: seed)
        try t.launch("slide --scramble 1 --seed \(seed) --no-animation", env: env)
        try t.waitFor("? " + Self.zh("help"))
        let cell = SlideEndToEndTests.layout(3, width: w, height: h).cell(SlideEndToEndTests.solvingCell(r), size: 3)
        try t.click(cell.center.x, cell.center.y)
        try t.waitFor(Self.zh("Solved!"))
        let s = try t.settledScreen()
        Self.expectChinese(s, width: w, "the result box", allowed: ["norm", NSUserName()])
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
        // The score it earned, printed in Chinese.
        try t.launch("scores", env: env)
        // The status itself, not the typed `echo __EXIT=$?`, says it ended.
        #expect(try t.exitStatus() == 0)
        let out = try t.screen()
        // The rules are named as --rules takes them (norm), and the player by the login name.
        Self.expectChinese(out.replacingOccurrences(of: "__EXIT=0", with: ""), width: w, "brocade scores",
                           allowed: ["norm", NSUserName()])
    }

    /// No zh_CN.UTF-8 on the machine (as in most containers): still Chinese, still UTF-8.
    @Test func withoutTheLocaleInstalledStillChineseAndUTF8() throws {
        let t = try TerminalHarness(width: 80, height: 24, locale: "C.UTF-8")
        try t.launch("--seed 1", env: "LOCPATH=/nonexistent LANG=zh_CN.UTF-8 LC_ALL=zh_CN.UTF-8")
        try t.waitFor(Self.zh("Scores"))
        let s = try t.settledScreen()
        Self.expectChinese(s, width: 80, "menu without the locale")
        #expect(s.contains("─") || s.contains("│") || s.contains("▀") || s.contains("▄"), "drawn in ASCII:\n\(s)")
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
    }

    /// --ascii with Chinese asked for: ASCII cannot write Chinese, so English.
    @Test func asciiSpeaksEnglishEvenWhenChineseIsAskedFor() throws {
        let t = try TerminalHarness(width: 80, height: 24, locale: "C.UTF-8")
        try t.launch("--seed 1 --ascii --lang zh")
        let s = try t.waitFor("Scores")
        #expect(s.unicodeScalars.allSatisfy { $0.isASCII }, "not ASCII:\n\(s)")
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
    }

    /// --lang zh in the C locale: the player asked for Chinese, which only UTF-8 can draw.
    @Test func langZhInTheCLocaleDrawsChineseInUTF8() throws {
        let t = try TerminalHarness(width: 80, height: 24, locale: "C")
        try t.launch("--seed 1 --lang zh")
        try t.waitFor(Self.zh("Scores"))
        let s = try t.settledScreen()
        Self.expectChinese(s, width: 80, "menu with --lang zh under LANG=C")
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
    }

    /// LANG=C: English, and nothing but ASCII.
    @Test func theCLocaleStaysEnglishAndASCII() throws {
        let t = try TerminalHarness(width: 80, height: 24, locale: "C")
        try t.launch("--seed 1")
        let s = try t.waitFor("Scores")
        #expect(s.unicodeScalars.allSatisfy { $0.isASCII }, "not ASCII:\n\(s)")
        try t.keys("?")
        let help = try t.waitFor("move the highlight")
        #expect(help.unicodeScalars.allSatisfy { $0.isASCII })
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
    }
}
