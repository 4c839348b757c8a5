import BrocadeCore
import BrocadeTestSupport
import Foundation
import Testing

/// The command line in Chinese, without a terminal: `--lang zh` and a
/// Chinese locale give Chinese help, errors and listings; LANG=C stays
/// English. The parser's own headings (USAGE:, OPTIONS:...), option names
/// and their values are the only English left.
@Suite(.terminalThreads) struct ChineseCommandLineTests {
    static let bin = TerminalHarness.binary

    /// A private, empty HOME.
    final class Home {
        let path = NSTemporaryDirectory() + "brocade-zh-\(UUID().uuidString)"

        init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        func environment(_ locale: String?) -> [String: String] {
            var env = ["HOME": path, "PATH": "/usr/bin:/bin"]
            if let locale { env["LANG"] = locale }
            return env
        }

        /// `brocade ARGS` in `locale` (LANG), or with --lang zh first when `locale` is nil.
        func run(_ args: [String], locale: String? = nil) throws -> TerminalHarness.Result {
            try TerminalHarness.runFull([ChineseCommandLineTests.bin] + (locale == nil ? ["--lang", "zh"] + args : args),
                                        environment: environment(locale))
        }

        func run(_ args: [String], lang: String, locale: String) throws -> TerminalHarness.Result {
            try TerminalHarness.runFull([ChineseCommandLineTests.bin] + args + ["--lang", lang], environment: environment(locale))
        }
    }

    /// The two ways of asking for Chinese: the option, and the locale.
    static let chinese: [String?] = [nil, "zh_CN.UTF-8"]

    /// The parser's words that no catalogue reaches: its headings, and the
    /// value names and values of options, which are typed as they are.
    static let parserWords: Set<String> = [
        "OVERVIEW", "USAGE", "OPTIONS", "ARGUMENTS", "SUBCOMMANDS", "Usage", "Error", "help", "version", "subcommand",
        "lang", "seed", "name", "path", "size", "mode", "tile", "level", "file", "tables",
        // Values and commands, typed as they are.
        "small", "normal", "big", "norm", "some", "none", "standard", "large", "jigsaw", "mirror", "slide",
        "scores", "pictures", "picture", "create", "designs", "design", "export", "solve", "dalishen", "auto",
        "truecolor", "bit", "think_ms", "solver_tables", "language", "cat", "FILE", "TILE", "TILEs", "MiB",
        "zh_CN", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "BROCADE_DATA_DIR",
        "JSON", "rules", "length", "optimal", "bound", "moves", "millis", "nodes", "startMillis", "PATH", "SEED",
        "classic", "resume", "target", "autoplay", "games", "json", "png", "ansi", "scale", "cols", "rows", "open",
        "check", "terminal", "generate", "daily", "image", "lock", "rotate", "tabs", "numbers", "color", "ascii", "animation",
        "mouse", "options", "Help", "max", "times", "think", "png", "ansi", "picture", "UTC",
        "graphics", "kitty", "sixel", "blocks", "screen", "TMUX", "STY",
        // What the cases below type, and the pictures' names.
        "abc", "huge", "nosuch", "frog", "bird", "deer", "lozenge", "zigzag", "star", "waves", "people", "frogs", "flock", "herd", "stars",
    ]

    static func english(_ text: String) -> [String] {
        LanguageChecks.englishWords(in: text, allowed: parserWords)
    }

    @Test(arguments: chinese)
    func topHelpIsChinese(locale: String?) throws {
        let home = try Home()
        let r = try home.run(["--help"], locale: locale)
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        #expect(r.stdout.contains("终端里的益智游戏"))
        #expect(r.stdout.contains("LC_MESSAGES") && r.stdout.contains("LC_CTYPE") && r.stdout.contains("--lang"))
        #expect(r.stdout.contains("显示帮助信息。"))
        #expect(Self.english(r.stdout) == [], "\(r.stdout)")
        for opt in ["--seed", "--no-color", "--ascii", "--no-animation", "--version", "jigsaw", "2048", "slide"] {
            #expect(r.stdout.contains(opt), "--help lacks \(opt)")
        }
    }

    @Test(arguments: chinese)
    func subcommandHelpIsChinese(locale: String?) throws {
        let home = try Home()
        for command in [["jigsaw"], ["slide"], ["2048"], ["solve"], ["design", "export"]] {
            let r = try home.run(command + ["--help"], locale: locale)
            #expect(r.status == 0, "\(command)")
            #expect(Self.english(r.stdout) == [], "\(command): \(r.stdout)")
        }
        let jigsaw = try home.run(["jigsaw", "--help"], locale: locale)
        #expect(jigsaw.stdout.contains("玩黎锦镜像拼图"))
        #expect(jigsaw.stdout.contains("（可选值：small, normal, big；默认：normal）"), "\(jigsaw.stdout)")
    }

    /// A bad command line: one line of Chinese after "Error:", the usage, status 64.
    @Test(arguments: chinese)
    func badCommandLinesAreChinese(locale: String?) throws {
        let home = try Home()
        let cases: [([String], String)] = [
            (["--bogus"], "未知选项 '--bogus'"),
            (["2048", "--size", "abc"], "'abc' 不是 '--size <n>' 的有效值"),
            (["2048", "--size", "9"], "--size 9 不在 3 到 8 之间"),
            (["slide", "--seed"], "'--seed <n>' 缺少值"),
            (["jigsaw", "--size", "huge"], "请给出以下之一："),
            (["solve", "--json", "--size", "12"], "--size 12 不在 3 到 8 之间"),
            (["2048", "--games", "3"], "--games 需要同时给出 --autoplay"),
            (["jigsaw", "--picture", "nosuch"], "没有名为“nosuch”的图片"),
            (["jigsaw", "--bogus"], "未知选项 '--bogus'"),
        ]
        for (args, said) in cases {
            let r = try home.run(args, locale: locale)
            #expect(r.status == 64, "\(args): \(r.stderr)")
            let lines = r.stderr.split(separator: "\n").map(String.init)
            let first = lines.first ?? ""
            #expect(first.hasPrefix("Error: "), "\(args): \(r.stderr)")
            #expect(first.contains(said), "\(args): \(first)")
            #expect(lines.contains { $0.hasPrefix("Usage:") }, "\(args): \(r.stderr)")
            // The subcommand's own usage, and a suggestion only when it is near.
            if let sub = args.first, !sub.hasPrefix("-") {
                #expect(lines.contains { $0.hasPrefix("Usage: brocade \(sub)") }, "\(args): \(r.stderr)")
            }
            #expect(!first.contains("你是不是想用"), "\(args): \(first)")
            #expect(Self.english(r.stderr) == [], "\(args): \(r.stderr)")
        }
    }

    @Test func theSameErrorsStayEnglishUnderC() throws {
        let home = try Home()
        let r = try home.run(["--bogus"], locale: "C")
        #expect(r.status == 64)
        #expect(r.stderr.hasPrefix("Error: Unknown option '--bogus'\nUsage:"), "\(r.stderr)")
        #expect(r.stderr.contains("See 'brocade --help' for more information."))
        let size = try home.run(["2048", "--size", "9"], locale: "C")
        #expect(size.stderr.hasPrefix("Error: --size 9 is not between 3 and 8\n"), "\(size.stderr)")
        let help = try home.run(["--help"], locale: "C")
        #expect(help.stdout.contains("Puzzle games for the terminal"))
        #expect(help.stdout.contains("Show help information."))
        // Only the language's own name is in Chinese.
        #expect(!help.stdout.replacing("简体中文", with: "").unicodeScalars.contains { $0.value >= 0x3000 && $0.value < 0xA000 })
        // --lang en over a Chinese locale.
        let en = try home.run(["--help"], lang: "en", locale: "zh_CN.UTF-8")
        #expect(en.stdout.contains("Puzzle games for the terminal"))
    }

    /// `brocade pictures`: each picture's Chinese title alone, and its description in Chinese.
    @Test(arguments: chinese)
    func picturesAreListedInChinese(locale: String?) throws {
        let home = try Home()
        let r = try home.run(["pictures"], locale: locale)
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        #expect(r.stdout.contains("dalishen  大力神\n"), "\(r.stdout)")
        #expect(r.stdout.contains("蛙纹") && !r.stdout.contains("wā wén"))
        #expect(r.stdout.contains("黎锦大力神纹"))
        let names = ["dalishen", "frog", "bird", "deer", "lozenge", "zigzag", "star", "waves", "people", "frogs", "flock", "herd", "stars"]
        #expect(LanguageChecks.englishWords(in: r.stdout, allowed: Set(names)) == [], "\(r.stdout)")
        let english = try home.run(["pictures"], locale: "C")
        // In English by its English name, its Chinese and pinyin before the description.
        #expect(english.stdout.contains("dalishen  Strong man\n"))
        #expect(english.stdout.contains("大力神 Dàlì shén: The strong man figure of Li brocade"))
    }

    /// `brocade scores` with nothing kept yet. The tables' own words come
    /// from the scores screen's text (the app), the rest from here.
    @Test(arguments: chinese)
    func scoresOfAnEmptyHome(locale: String?) throws {
        let home = try Home()
        let r = try home.run(["scores"], locale: locale)
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        #expect(!r.stdout.isEmpty)
        #expect(LanguageChecks.englishWords(in: r.stdout) == [], "\(r.stdout)")
        let json = try home.run(["scores", "--json"], locale: locale)
        #expect(json.status == 0 && json.stdout.hasPrefix("{"), "machine-readable JSON stays as it is")
    }

    /// `brocade scores` names a table's picture as the game does: a design
    /// "Design · loom1" (设计 · loom1), not "design:loom1"; in Chinese a
    /// built-in picture by its Chinese title, 鸟纹 for bird.
    @Test func scoresNameThePicturesAsTheGameDoes() throws {
        let home = try Home()
        var book = ScoreBook()
        let day = "2026-11-23T10:00:00Z"
        book.add(ScoreEntry(name: "ann", date: day, timeMilliseconds: 64_000, moves: 12), mode: "mirror-jigsaw",
                 parameters: ["picture": "bird", "size": "2x3"], ranking: .fastest)
        book.add(ScoreEntry(name: "ann", date: day, timeMilliseconds: 50_000, moves: 9), mode: "jigsaw",
                 parameters: ["picture": "design:loom1", "size": "2x2"], ranking: .fastest)
        let data = home.path + "/.local/share/brocade"
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        try Data(try JSONCoding.encode(book)).write(to: URL(fileURLWithPath: data + "/scores.json"))
        let english = try home.run(["scores"], lang: "en", locale: "C")
        #expect(english.status == 0 && english.stderr.isEmpty, "\(english.stderr)")
        #expect(english.stdout.contains("  bird · 2x3\n"), "\(english.stdout)")
        #expect(english.stdout.contains("  Design · loom1 · 2x2\n") && !english.stdout.contains("design:"), "\(english.stdout)")
        for locale in Self.chinese {
            let r = try home.run(["scores"], locale: locale)
            #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
            #expect(r.stdout.contains("  鸟纹 · 2x3\n") && !r.stdout.contains("bird"), "\(r.stdout)")
            #expect(r.stdout.contains("  设计 · loom1 · 2x2\n"), "\(r.stdout)")
            #expect(LanguageChecks.englishWords(in: r.stdout, allowed: ["loom", "ann"]) == [], "\(r.stdout)")
        }
    }

    /// A broken settings file: set aside, and said in one Chinese line on stderr.
    @Test(arguments: chinese)
    func aBrokenSettingsFileIsSaidInChinese(locale: String?) throws {
        let home = try Home()
        let config = home.path + "/.config/brocade"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "theme = \"plaid\"\n".write(toFile: config + "/settings.toml", atomically: true, encoding: .utf8)
        let r = try home.run(["designs"], locale: locale)
        #expect(r.status == 0)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("brocade: 无法读取设置（theme 的值“plaid”不是 brocade、mono 之一）；已另存为 "), "\(r.stderr)")
        #expect(r.stderr.hasSuffix("，并重新开始。\n"), "\(r.stderr)")
        #expect(r.stdout.hasPrefix("没有已保存的设计。") || r.stdout.contains("中没有已保存的设计。"), "\(r.stdout)")
        let aside = try FileManager.default.contentsOfDirectory(atPath: config).filter { $0.hasPrefix("settings.toml.corrupt-") }
        #expect(aside.count == 1)
    }

    /// The setting chooses the language when no option does.
    @Test func theLanguageSettingSpeaksChinese() throws {
        let home = try Home()
        let config = home.path + "/.config/brocade"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "language = \"zh\"\n".write(toFile: config + "/settings.toml", atomically: true, encoding: .utf8)
        let r = try TerminalHarness.runFull([Self.bin, "solve", "1", "2", "3"], environment: home.environment("C.UTF-8"))
        #expect(r.status == 65)
        #expect(r.stderr == "brocade: 3 个方块无法组成 3x3 到 8x8 的棋盘（9、16、... 64 个方块）\n", "\(r.stderr)")
    }

    /// Not a terminal: the one line in Chinese, status 1.
    @Test(arguments: chinese)
    func notATerminalIsSaidInChinese(locale: String?) throws {
        let home = try Home()
        let r = try home.run([], locale: locale)
        #expect(r.status == 1)
        #expect(r.stderr == "brocade: 标准输入和标准输出必须是终端（不能是管道或文件）\n")
    }

    @Test func solveAndAutoplayInChinese() throws {
        let home = try Home()
        let bad = try home.run(["solve", "1", "2", "3", "4", "5", "6", "7", "8", "8"])
        #expect(bad.status == 65)
        #expect(bad.stderr == "brocade: 方块 8 出现了两次\n")
        let solved = try home.run(["solve", "1", "2", "3", "4", "5", "6", "7", "0", "8"])
        #expect(solved.status == 0 && solved.stdout == "1\nL\n", "moves stay letters: \(solved.stdout)")
        let auto = try home.run(["2048", "--autoplay", "--seed", "1", "--think", "1", "--max-moves", "30"])
        #expect(auto.status == 0, "\(auto.stderr)")
        #expect(auto.stdout.hasPrefix("第 1 局  种子 1  得分"), "\(auto.stdout)")
        #expect(auto.stdout.contains("得分中位数：") && auto.stdout.contains("思考：每步最多 1 毫秒"))
        #expect(LanguageChecks.englishWords(in: auto.stdout, allowed: ["max", "moves"]) == [], "\(auto.stdout)")
        let json = try home.run(["2048", "--autoplay", "--seed", "1", "--think", "1", "--max-moves", "30", "--json"])
        #expect(json.stdout.contains("\"medianScore\""), "JSON keys stay English")
    }

    /// `--check-terminal` without a terminal: the report in Chinese, with the language and what chose it.
    @Test func checkTerminalReportsTheLanguage() throws {
        let home = try Home()
        var env = home.environment("zh_CN.UTF-8")
        env["TERM"] = "xterm-256color"
        let r = try TerminalHarness.runFull([Self.bin, "--check-terminal"], environment: env)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("\n语言：zh (简体中文)，来自 LANG=zh_CN.UTF-8\n"), "\(r.stdout)")
        #expect(r.stdout.contains("\n鼠标：未检测（不是终端）\n"), "\(r.stdout)")
        let option = try TerminalHarness.runFull([Self.bin, "--check-terminal", "--lang", "zh"], environment: home.environment("C.UTF-8"))
        #expect(option.stdout.contains("\n语言：zh (简体中文)，来自 --lang zh\n"), "\(option.stdout)")
        let english = try TerminalHarness.runFull([Self.bin, "--check-terminal"], environment: home.environment("C.UTF-8"))
        #expect(english.stdout.contains("\nlanguage: en (English), from LANG=C.UTF-8\n"), "\(english.stdout)")
        #expect(english.stdout.contains("\nmouse: not checked (not a terminal)\n"))
    }
}
