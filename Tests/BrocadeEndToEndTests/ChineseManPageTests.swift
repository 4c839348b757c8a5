import Foundation
import Testing

/// The Simplified Chinese manual, man/zh_CN/brocade.6, is a whole
/// translation of man/brocade.6: the same sections and subsections in the
/// same order, every option, key, environment variable and file of each
/// section, lint-clean, and laid out by groff without a line it cannot
/// break (Chinese has no spaces: each source line is a place to break).
///
/// The .Sh names stay English in both pages, as mdoc wants them (NAME must
/// come first, and SYNOPSIS lays its lines out only under that name); the
/// .Ss names are translated, and `subsections` maps them.
@Suite(.terminalThreads) struct ChineseManPageTests {
    static let english = TerminalHarness.packageRoot + "/man/brocade.6"
    static let chinese = TerminalHarness.packageRoot + "/man/zh_CN/brocade.6"

    /// Each English subsection's name in the Chinese page. The same English
    /// name in two sections ("The screen") has the same translation.
    static let subsections: [String: String] = [
        "The screen": "屏幕",
        "Look-alikes": "相同的拼块",
        "Moving pieces with the mouse": "用鼠标移动拼块",
        "Moving pieces with the keyboard": "用键盘移动拼块",
        "The end": "结束",
        "Scores and saves": "成绩与存档",
        "Woven pictures": "织出的图片",
        "Generated pictures": "生成的图片",
        "How pictures are drawn": "图片的绘制",
        "Image files": "图片文件",
        "Rule levels": "规则等级",
        "Moving tiles": "移动方块",
        "Hints and the solver": "提示与求解器",
        "Output": "输出",
        "The solver's tables": "求解器的表",
        "Bad positions": "无效局面",
        "Menu": "菜单",
        "Games in progress": "进行中的游戏",
        "New-game panel": "新游戏面板",
        "Scores": "排行榜",
        "Help overlay": "帮助浮层",
        "Leaving a game": "离开游戏",
        "Terminal too small": "终端太小",
        "Everywhere": "所有屏幕",
        "Game modes": "游戏模式",
        "Jigsaws": "拼图",
        "Picture": "图片",
        "2048": "2048",
        "Sliding puzzle": "滑块拼图",
        "Terminal": "终端",
        "Data directory": "数据目录",
        "Settings": "设置",
    ]

    /// A page's mdoc source cut at its .Sh and .Ss lines: each part's
    /// section, subsection (nil before the first .Ss) and lines.
    struct Part {
        var section: String
        var subsection: String?
        var source: String
    }

    static func parts(_ path: String) throws -> [Part] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var out: [Part] = []
        var section = "", subsection: String?, lines: [String] = []
        func flush() {
            if !section.isEmpty { out.append(Part(section: section, subsection: subsection, source: lines.joined(separator: "\n"))) }
            lines = []
        }
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix(".Sh ") {
                flush()
                section = String(line.dropFirst(4))
                subsection = nil
            } else if line.hasPrefix(".Ss ") {
                flush()
                subsection = String(line.dropFirst(4))
            } else {
                lines.append(line)
            }
        }
        flush()
        return out
    }

    /// The English page's parts, named as the Chinese page names them.
    static func englishPartsTranslated() throws -> [Part] {
        try parts(english).map { p in
            var q = p
            q.subsection = p.subsection.map { subsections[$0] ?? "<no translation of \($0)>" }
            return q
        }
    }

    /// The arguments of every `macro` in mdoc source, as a reader sees them:
    /// "Fl \-no\-color" is --no-color, "Fl h" is -h, "Ev LANG" is LANG.
    static func arguments(of macro: String, in source: String) -> Set<String> {
        var out = Set<String>()
        for line in source.components(separatedBy: "\n") where line.hasPrefix(".") {
            let words = line.dropFirst().split(separator: " ").map(String.init)
            for (i, w) in words.enumerated() where w == macro && i + 1 < words.count {
                let arg = Reference.unescaped(words[i + 1])
                if !Reference.macros.contains(arg), arg.range(of: #"^[\w$~/.-]+$"#, options: .regularExpression) != nil {
                    out.insert(macro == "Fl" ? "-" + arg : arg)
                }
            }
        }
        return out
    }

    @Test(arguments: [english, chinese])
    func mandocLintIsClean(_ page: String) throws {
        try #require(TerminalHarness.which("mandoc") != nil, "mandoc is missing: `make test-deps` installs it")
        let r = try TerminalHarness.runFull(["mandoc", "-Tlint", "-W", "warning", page])
        #expect(r.status == 0)
        #expect(r.stdout.isEmpty && r.stderr.isEmpty, "mandoc -Tlint \(page): \(r.stdout)\(r.stderr)")
    }

    @Test func everyEnglishSubsectionHasItsChineseName() throws {
        let names = Set(try Self.parts(Self.english).compactMap(\.subsection))
        #expect(names.count > 20)
        for name in names.sorted() where Self.subsections[name] == nil {
            Issue.record("ChineseManPageTests.subsections lacks the Chinese name of \"\(name)\"")
        }
    }

    @Test func theSectionsAreTheSameInTheSameOrder() throws {
        let en = try Self.englishPartsTranslated().map { [$0.section, $0.subsection ?? ""] }
        let zh = try Self.parts(Self.chinese).map { [$0.section, $0.subsection ?? ""] }
        #expect(en.count > 40)
        #expect(zh == en, "the Chinese page's sections differ: \(zh.difference(from: en))")
    }

    /// Each .Sx points at a section or subsection the page has: a
    /// reference left in English, or misspelt, would lead nowhere.
    @Test(arguments: [english, chinese])
    func everyCrossReferenceIsASectionOfThePage(_ page: String) throws {
        let parts = try Self.parts(page)
        let names = Set(parts.map(\.section) + parts.compactMap(\.subsection))
        let text = try String(contentsOfFile: page, encoding: .utf8)
        var references = 0
        for line in text.components(separatedBy: "\n") where line.hasPrefix(".") && line.contains("Sx ") {
            var words = line.dropFirst().split(separator: " ").map(String.init)
            while let i = words.firstIndex(of: "Sx") {
                let rest = words[(i + 1)...]
                let end = rest.firstIndex { Reference.macros.contains($0) || $0.range(of: #"^[,.;:()，。；：、）]+$"#, options: .regularExpression) != nil }
                let name = rest[..<(end ?? rest.endIndex)].joined(separator: " ")
                references += 1
                if !names.contains(name) { Issue.record("\(page): .Sx \(name) is not a section of the page") }
                words = Array(rest)
            }
        }
        #expect(references > 30)
    }

    /// Every section of the Chinese page names the options, environment
    /// variables, paths and keys its English section names.
    @Test func everyOptionVariableFileAndKeyIsInTheSameSection() throws {
        let en = try Self.englishPartsTranslated()
        let zh = try Self.parts(Self.chinese)
        try #require(en.count == zh.count, "the sections differ; see theSectionsAreTheSameInTheSameOrder")
        var options = Set<String>()
        for (e, z) in zip(en, zh) {
            let place = [e.section, e.subsection].compactMap { $0 }.joined(separator: " / ")
            for macro in ["Fl", "Ev", "Pa"] {
                let english = Self.arguments(of: macro, in: e.source)
                if macro == "Fl" { options.formUnion(english) }
                for missing in english.subtracting(Self.arguments(of: macro, in: z.source)).sorted() {
                    Issue.record("\(place): the Chinese page lacks \(macro) \(missing)")
                }
            }
            for macro in ["Ev", "Pa"] {
                let english = Reference.itemArguments(macro, in: e.source)
                let chinese = Reference.itemArguments(macro, in: z.source)
                if english != chinese { Issue.record("\(place): the .It \(macro) items differ: \(english) against \(chinese)") }
            }
            for missing in Reference.manKeys(e.source).subtracting(Reference.manKeys(z.source)).sorted() {
                Issue.record("\(place): the Chinese page lacks the key \(missing)")
            }
        }
        #expect(options.contains("--lang") && options.contains("--seed") && options.contains("-h"))
    }

    /// Every option that --help names is in the rendered Chinese page too.
    @Test func everyOptionInHelpIsInTheChinesePage() throws {
        try #require(TerminalHarness.which("mandoc") != nil)
        let page = try TerminalHarness.runFull(["mandoc", "-Tutf8", Self.chinese]).stdout
            .replacingOccurrences(of: ".\u{8}", with: "", options: .regularExpression)
        let options = try ManPageTests.helpOptions()
        #expect(options.contains("--lang"))
        for opt in options.sorted() where !page.contains(opt) {
            Issue.record("the Chinese man page lacks \(opt)")
        }
    }

    /// groff, which man uses, breaks lines only at spaces, so a run of
    /// Chinese longer than the line is "can't break line", which lintian
    /// reports. Checked as lintian does: 120 columns, C.UTF-8.
    @Test func groffBreaksEveryLine() throws {
        try #require(TerminalHarness.which("man") != nil && TerminalHarness.which("groff") != nil, "man-db and groff are missing")
        let r = try TerminalHarness.runFull(["man", "--warnings", "-E", "UTF-8", "-l", "-Tutf8", "-Z", Self.chinese],
                                            environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                                                          "LC_ALL": "C.UTF-8", "MANWIDTH": "120", "MANROFFSEQ": ""])
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty, "man --warnings: \(r.stderr)")
    }
}
