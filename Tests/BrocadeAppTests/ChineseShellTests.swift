import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// A row of lights written in Chinese, so that a game can be played, left
/// and won in Chinese with nothing on screen but the shell's own words and
/// these: the shell's panels, questions, rank and status line are what is
/// checked here; the real modes' words are their own tests'.
struct ZhLightsMode: ScoredMode {
    struct Params: Codable, Equatable, Sendable { var length = 5 }
    struct UI: Equatable { var cursor = 0 }
    struct Layout: Equatable { var cells: [Rect] }
    typealias Rules = LightsOut

    static var info: ModeInfo { ModeInfo(mode: GameMode("zh-lights"), title: "点灯", blurb: "把每一盏灯都关掉。", ranking: .fastest) }
    var info: ModeInfo { Self.info }
    var params = Params()

    static var entry: ModeRegistry.Entry {
        ModeRegistry.Entry(info) { context, _ in GameScreen.new(ZhLightsMode(), context: context) }
    }

    func newGame(seed: UInt64) -> LightsOut { LightsOut(length: params.length, seed: seed) }
    func newUI(for state: LightsOut) -> UI { UI() }
    func scoreParameters(_ state: LightsOut) -> [String: String] { ["size": "\(state.lights.count)"] }
    func statusDetail(_ state: LightsOut) -> String { "\(state.lights.filter { $0 }.count) 盏亮着" }
    func helpSections(_ state: LightsOut) -> [HelpSection] {
        [HelpSection("点灯", [HelpEntry("Left Right, Enter", "选一盏灯并按下"), HelpEntry("鼠标：单击", "按下这盏灯")])]
    }

    func layout(area: Rect, state: LightsOut) -> Layout {
        Layout(cells: state.lights.indices.map { Rect(x: area.minX + 4 + 6 * $0, y: area.minY + 4, width: 5, height: 3) })
    }

    func gesturePolicy(at point: Point, state: LightsOut, ui: UI, layout: Layout) -> GesturePolicy { .tapOnly }

    func interpret(_ input: ScreenInput, state: LightsOut, ui: inout UI, layout: Layout) -> Interpretation<Int> {
        switch input {
        case .key(.left): ui.cursor = max(0, ui.cursor - 1); return .uiChanged
        case .key(.right): ui.cursor = min(state.lights.count - 1, ui.cursor + 1); return .uiChanged
        case .key(.enter), .key(.character(" ")): return .move(ui.cursor)
        case .gesture(.tap(let p, .primary)):
            return layout.cells.firstIndex { $0.contains(p) }.map { .move($0) } ?? .handled
        case .key: return .notMine
        default: return .handled
        }
    }

    func draw(into canvas: inout Canvas, frame f: GameFrame<Self>, context: AppContext) {
        canvas.text("点灯", at: Point(x: f.area.minX + 4, y: f.area.minY + 2))
        for (i, r) in f.layout.cells.enumerated() {
            canvas.text(f.state.lights[i] ? " 亮 " : " 灭 ", at: Point(x: r.minX, y: r.minY + 1))
        }
    }

    func panelPlace(_ layout: Layout, area: Rect) -> (over: Rect, area: Rect) { (area, area) }

    func resultLines(_ state: LightsOut, moves: Int, elapsed: Int64, scores: ScoreTable?, context: AppContext) -> [String] {
        ["灯全灭了！", "用了 \(moves) 步"]
    }

    func rankScope(_ state: LightsOut) -> String { "\(state.lights.count) 盏灯" }
    var finishUndo: FinishUndo { .button }
}

/// The shell in Chinese: the menu, the help overlay, the questions, a
/// result box, the scores, the too-small screen and `brocade scores`'s
/// table, at 80x24 and 200x60, with no English left and no wide character
/// cut; and the buttons still answer where their Chinese is drawn.
@Suite struct ChineseShellTests {
    static let sizes = [Size(width: 80, height: 24), Size(width: 200, height: 60)]

    static var registry: ModeRegistry {
        var r = ModeRegistry.standard(pictures: FakePictures())
        r.add(ZhLightsMode.entry)
        return r
    }

    /// English that comes from the modes' own folders (their names and
    /// blurbs on the menu, their tabs on the scores): their helpers
    /// translate it and their tests check it. Once they have, this is empty.
    static func otherAreasWords(_ registry: ModeRegistry) -> Set<String> {
        var texts: [String] = []
        for m in registry.modes { texts += [m.title, m.blurb, m.continueBlurb ?? ""] }
        for m in registry.modes where !registry.isAvailable(m.mode) { texts.append(registry.notice(for: m.mode)) }
        return Set(LanguageChecks.englishWords(in: texts.joined(separator: " ")))
    }

    func expectChinese(_ canvas: Canvas, allowed: Set<String> = [], _ what: String,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let english = LanguageChecks.englishWords(in: canvas.text, allowed: allowed)
        #expect(english == [], "\(what) at \(canvas.size.width)x\(canvas.size.height): English left: \(english)\n\(canvas.text)",
                sourceLocation: sourceLocation)
        let cut = LanguageChecks.cutWideCharacters(in: canvas)
        #expect(cut == [], "\(what) at \(canvas.size.width)x\(canvas.size.height): wide characters cut at \(cut)",
                sourceLocation: sourceLocation)
    }

    /// A harness in the lights game, one light pressed (a game in progress).
    /// A game of 点灯 with one move made; `keeps` false: a store that cannot keep games, so leaving asks.
    func inAGame(size: Size, store: MemoryStore = MemoryStore(playerName: "小明"), keeps: Bool = true) -> AppHarness {
        store.canKeepGames = keeps
        let h = AppHarness(options: AppOptions(seed: 4, startMode: GameMode("zh-lights")), registry: Self.registry, store: store,
                           size: size)
        h.key(.enter)
        return h
    }

    // MARK: Menu and status line

    @Test func theMenuIsChineseWithItsLettersShown() {
        LanguageChecks.speaking(.zh) {
            for size in Self.sizes {
                let h = AppHarness(registry: Self.registry, size: size)
                let allowed = Self.otherAreasWords(Self.registry)
                expectChinese(h.frame(), allowed: allowed, "menu")
                let s = h.screen
                for entry in ["排行榜(O)", "帮助(H)", "退出(Q)", "点灯(Z)", "? 帮助", "q 退出", "brocade · 菜单"] {
                    #expect(s.contains(entry), "menu at \(size.width)x\(size.height) lacks \(entry)")
                }
                // The highlight moves onto the scores: its line is shown below the box.
                h.key(.end)
                h.key(.up)
                h.key(.up)
                #expect(h.screen.contains("最短用时、最少步数和最高得分。"))
                expectChinese(h.frame(), allowed: allowed, "menu, scores highlighted")
            }
        }
    }

    @Test func theMenuLettersStayTheEnglishOnesInChinese() {
        LanguageChecks.speaking(.zh) {
            #expect(ModeInfo(mode: .mirrorJigsaw, title: "镜像拼图", blurb: "", ranking: .fastest).menuKey == "m")
            #expect(ModeInfo(mode: .slide, title: "滑块拼图", blurb: "", ranking: .fastest).menuKey == "s")
            #expect(ModeInfo(mode: .create, title: "织机", blurb: "", ranking: .fastest, letter: "r").menuKey == "r")
            #expect(ModeInfo(mode: .twentyFortyEight, title: "2048", blurb: "", ranking: .highestScore).menuKey == "2")
            // The letter after a Chinese title chooses it: o the scores.
            let h = AppHarness(registry: Self.registry)
            h.type("o")
            #expect(h.app.screenTitle == "排行榜")
            h.type("q")
            h.type("z")
            #expect(h.app.screenTitle == "点灯")
        }
    }

    @Test func theStatusLinesButtonsAnswerWhereTheirChineseIsDrawn() throws {
        try LanguageChecks.speaking(.zh) {
            for size in Self.sizes {
                let h = AppHarness(registry: Self.registry, size: size)
                // "? 帮助": its first and its last cell open the help.
                let help = try #require(h.find("? 帮助"))
                for x in [help.x, help.x + TextWidth.of("? 帮助") - 1] {
                    h.click(Point(x: x, y: help.y))
                    #expect(h.app.overlayName == "help", "click at \(x) on ? 帮助")
                    h.key(.escape)
                    #expect(h.app.overlayName == nil)
                }
                // In a game that cannot be kept, "q 返回菜单" asks first, down to the last half of 单.
                let g = inAGame(size: size, keeps: false)
                let back = try #require(g.find("q 返回菜单"))
                g.click(Point(x: back.x + TextWidth.of("q 返回菜单") - 1, y: back.y))
                #expect(g.app.overlayName == "confirm")
                expectChinese(g.frame(), "leave question over the game")
                g.type("n")
                // At the menu, "q 退出" quits.
                let menu = AppHarness(registry: Self.registry, size: size)
                let quit = try #require(menu.find("q 退出"))
                #expect(menu.pointer(.press(.primary), Point(x: quit.x + TextWidth.of("q 退出") - 1, y: quit.y)) == .quit(0))
            }
        }
    }

    // MARK: Help overlay

    /// The overlay's command-line section names options, variables, files
    /// and a setting as they are typed, in every language: the tails of
    /// --no-color, --no-animation and --check-terminal, the XDG variables,
    /// the files under them and the `language` setting.
    static let commandLineWords: Set<String> = [
        "color", "animation", "terminal", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME",
        "scores", "MODE", "settings", "slide", "pdb", "language",
    ]

    @Test func theHelpOverlayIsChineseOnEveryPage() {
        LanguageChecks.speaking(.zh) {
            for size in Self.sizes {
                for inGame in [false, true] {
                    let h = inGame ? inAGame(size: size) : AppHarness(registry: Self.registry, size: size)
                    h.type("?")
                    #expect(h.app.overlayName == "help")
                    var seen = ""
                    // Every page, scrolled down a row at a time.
                    for _ in 0..<40 {
                        let c = h.frame()
                        expectChinese(c, allowed: Self.commandLineWords.union(Self.otherAreasWords(Self.registry)), "help overlay\(inGame ? " in a game" : "")")
                        seen += c.text
                        h.key(.down)
                    }
                    for text in ["帮助：", "所有界面", "命令行与环境变量", "--lang en|zh", "界面语言（设置项 language）；默认随区域设置"] {
                        #expect(seen.contains(text), "help lacks \(text)")
                    }
                }
            }
        }
    }

    /// "language" in the overlay is the setting's key, written as it is in
    /// settings.toml: the one English word the check must let through.
    @Test func theHelpListsTheLanguageOptionInBothLanguages() {
        for language in [Language.en, .zh] {
            LanguageChecks.speaking(language) {
                let entry = AppController.commandLineHelp.entries.first { $0.keys.hasPrefix("--lang") }
                #expect(entry?.keys == "--lang en|zh")
                #expect(entry?.action.contains("language") == true)
                let ascii = AppController.commandLineHelp.entries.firstIndex { $0.keys.hasPrefix("--ascii") }
                let lang = AppController.commandLineHelp.entries.firstIndex { $0.keys.hasPrefix("--lang") }
                #expect(ascii.map { $0 + 1 } == lang, "--lang sits next to --ascii")
            }
        }
    }

    @Test func theShellsHelpFitsAt80ColumnsInChinese() throws {
        try LanguageChecks.speaking(.zh) {
            let registry = ModeRegistry.standard(pictures: FakePictures())
            let context = AppContext(theme: Theme(depth: .palette256), glyphs: Glyphs(unicode: true), options: AppOptions(seed: 1))
            var screens: [Screen] = [MenuScreen(registry: registry, store: MemoryStore()), ScoresScreen(book: ScoreBook(), player: "")]
            for info in registry.modes { screens.append(try #require(try registry.makeScreen(info.mode, context: context))) }
            for screen in screens {
                for atRoot in [false, true] {
                    let entries = (screen.helpSections + [AppController.globalHelp(atRoot: atRoot), AppController.commandLineHelp])
                        .flatMap(\.entries)
                    let keyWidth = min(28, entries.map { TextWidth.of($0.keys) }.max() ?? 0)
                    for e in entries {
                        #expect(TextWidth.of(e.keys) <= keyWidth, "\(screen.title): \(e.keys)")
                        #expect(keyWidth + TextWidth.of(e.action) + 7 <= 78,
                                "\(screen.title): \(e.keys): \(e.action) (\(keyWidth) + \(TextWidth.of(e.action)) + 7)")
                    }
                }
            }
        }
    }

    // MARK: Questions and results

    @Test func theLeaveQuestionIsChineseAndItsButtonsAnswer() throws {
        try LanguageChecks.speaking(.zh) {
            for size in Self.sizes {
                let h = inAGame(size: size, keeps: false)
                #expect(h.screen.contains("步数 1"))
                expectChinese(h.frame(), "game")
                h.type("q")
                #expect(h.app.overlayName == "confirm")
                let c = h.frame()
                expectChinese(c, "leave question")
                #expect(c.text.contains("离开这局游戏？"))
                #expect(c.text.contains("此处无法保存游戏：这局会丢失。"))
                // "否": stay; "是": back to the menu, where the game can be continued.
                let no = try #require(h.find("[ 否 (n) ]"))
                h.click(Point(x: no.x + TextWidth.of("[ 否 (n) ]") - 1, y: no.y))
                #expect(h.app.overlayName == nil)
                #expect(h.app.screenTitle == "点灯")
                h.type("q")
                let yes = try #require(h.find("[ 是 (y) ]"))
                h.click(Point(x: yes.x + 2, y: yes.y))
                #expect(h.app.screenTitle == "菜单")
                #expect(!h.screen.contains("继续 点灯(C)"))
                expectChinese(h.frame(), allowed: Self.otherAreasWords(Self.registry), "menu after a game that could not be kept")
            }
        }
    }

    /// n keeps the game in progress and says so in Chinese; the shelf is Chinese too.
    @Test func aNewGameKeepsTheOldOneAndTheShelfIsChinese() throws {
        try LanguageChecks.speaking(.zh) {
            for size in Self.sizes {
                let h = inAGame(size: size)
                h.type("n")
                expectChinese(h.frame(), "the notice of a game kept")
                #expect(h.screen.contains("刚才那局已保存"))
                #expect(h.screen.contains("步数 0"))
                #expect(h.store.keptCount(mode: "zh-lights") == 1)
                h.type("q")
                h.type("c")
                #expect(h.app.screenTitle.hasPrefix("继续"))
                expectChinese(h.frame(), allowed: Self.otherAreasWords(Self.registry), "the shelf")
                #expect(h.screen.contains("进行中的游戏"))
                h.type("d")
                expectChinese(h.frame(), allowed: Self.otherAreasWords(Self.registry), "the removal question")
                #expect(h.screen.contains("删除这局游戏？"))
            }
        }
    }

    @Test func theNewGameQuestionIsChineseAndItsButtonsAnswer() throws {
        try LanguageChecks.speaking(.zh) {
            for size in Self.sizes {
                let h = inAGame(size: size, keeps: false)
                h.type("n")
                let c = h.frame()
                expectChinese(c, "new-game question")
                #expect(c.text.contains("开始新游戏？") && c.text.contains("当前这局将放弃。"))
                let no = try #require(h.find("[ 否 (n) ]"))
                h.click(Point(x: no.x + TextWidth.of("[ 否 (n) ]") - 1, y: no.y))
                #expect(!h.screen.contains("开始新游戏？"))
                #expect(h.screen.contains("步数 1"))
                h.type("n")
                let yes = try #require(h.find("[ 是 (y) ]"))
                h.click(yes)
                #expect(h.screen.contains("步数 0"))
            }
        }
    }

    @Test func aGameWonShowsItsResultBoxInChinese() throws {
        try LanguageChecks.speaking(.zh) {
            for size in Self.sizes {
                let store = MemoryStore(playerName: "小明")
                let h = AppHarness(options: AppOptions(seed: 4, startMode: GameMode("zh-lights")), registry: Self.registry,
                                   store: store, size: size)
                let start = LightsOut(length: 5, seed: 4)
                let presses = try #require(TestOnlyModeTests.solution(start))
                let l = ZhLightsMode().layout(area: Rect(x: 0, y: 0, width: size.width, height: size.height - 1), state: start)
                for p in presses { h.click(l.cells[p].center) }
                let c = h.frame()
                expectChinese(c, "result box")
                #expect(c.text.contains("灯全灭了！"))
                #expect(c.text.contains("排名第 1（5 盏灯）"))
                for button in ["[ 新游戏 (n) ]", "[ 撤销 (u) ]", "[ 菜单 (q) ]"] {
                    #expect(c.text.contains(button), "result box lacks \(button)")
                }
                // Undo, by the last cell of its button, takes the last press back.
                let undo = try #require(h.find("[ 撤销 (u) ]"))
                h.click(Point(x: undo.x + TextWidth.of("[ 撤销 (u) ]") - 1, y: undo.y))
                #expect(!h.screen.contains("灯全灭了！"))
                h.click(l.cells[presses.last!].center)
                // Won again after an undo: assisted, and ranked apart.
                #expect(h.screen.contains("辅助局"))
                expectChinese(h.frame(), "result box, assisted")
                let menu = try #require(h.find("[ 菜单 (q) ]"))
                h.click(Point(x: menu.x + 3, y: menu.y))
                #expect(h.app.screenTitle == "菜单")
            }
        }
    }

    // MARK: Scores

    static func book() -> ScoreBook {
        var book = ScoreBook()
        let day = "2026-11-23T10:00:00Z"
        book.add(ScoreEntry(name: "小明", date: day, moves: 812, score: 20_480, largestTile: 2048), mode: "2048",
                 parameters: ["size": "4"], ranking: .highestScore)
        book.add(ScoreEntry(name: "欧阳娜娜娜娜娜娜娜娜娜娜娜娜", date: day, moves: 300, score: 3_016, largestTile: 256), mode: "2048",
                 parameters: ["size": "4"], ranking: .highestScore)
        book.add(ScoreEntry(name: "小明", date: day, timeMilliseconds: 64_000, moves: 31), mode: "slide",
                 parameters: ["size": "3", "rules": "norm"], ranking: .fastest)
        book.add(ScoreEntry(name: "阿丽", date: day, timeMilliseconds: 3_723_000, moves: 122, assisted: true), mode: "slide",
                 parameters: ["size": "3", "rules": "norm"], ranking: .fastest)
        book.add(ScoreEntry(name: "阿丽", date: day, timeMilliseconds: 95_000, moves: 40), mode: "mirror-jigsaw",
                 parameters: ["picture": "frog", "size": "3x4", "pieces": "turned", "cut": "with tabs"], ranking: .fastest)
        book.add(ScoreEntry(name: "阿丽", date: day, timeMilliseconds: 50_000, moves: 20), mode: "mirror-jigsaw",
                 parameters: ["picture": "design:loom1", "size": "2x2"], ranking: .fastest)
        return book
    }

    /// The sliding puzzle's rules are named as on the command line (--rules
    /// norm); a design by its own name.
    static let names: Set<String> = ["norm", "loom"]

    @Test func theScoresScreenIsChineseOnEveryTab() throws {
        LanguageChecks.speaking(.zh) {
            for size in Self.sizes {
                let store = MemoryStore(playerName: "小明")
                store.book = Self.book()
                let h = AppHarness(registry: Self.registry, store: store, size: size)
                h.type("o")
                #expect(h.app.screenTitle == "排行榜")
                let allowed = Self.otherAreasWords(Self.registry).union(Self.names)
                var seen = ""
                for _ in 0..<6 {
                    expectChinese(h.frame(), allowed: allowed, "scores")
                    seen += h.screen
                    h.key(.right)
                }
                for text in ["最高得分 20480，最大方块 2048", "最佳用时 1:04，最少步数 31", "辅助局（用过撤销、提示或求解器）：",
                             "蛙纹 · 3x4 · 带凹凸边 · 拼块可旋转", "设计 · loom1 · 2x2", "还没有成绩。", "2026-11-23", "玩家", "日期"] {
                    #expect(seen.contains(text), "scores lack \(text)")
                }
                // Its help, over it.
                h.type("?")
                expectChinese(h.frame(), allowed: allowed.union(Self.commandLineWords), "scores help")
            }
        }
    }

    /// A score table's heading names its picture as the game does: a design
    /// "Design · loom1", not "design:loom1"; in Chinese a picture by its
    /// translated title, on the screen and in `brocade scores`' text.
    @Test func theScoreHeadingsNameThePictureAsTheGameDoes() throws {
        let pictures = FakePictures().pictures
        let english = ScoreTableText.plainText(Self.book(), modes: ModeRegistry.builtIn, player: nil, pictures: pictures)
        #expect(english.contains("  Design · loom1 · 2x2\n") && !english.contains("design:"), "\(english)")
        #expect(english.contains("  frog · 3x4 · cut with tabs · pieces turned\n"), "\(english)")
        #expect(ScoreTableText.label(["picture": GeneratedPicture.name(seed: 42), "size": "2x3"]) == "Generated · seed 42 · 2x3")
        let store = MemoryStore(playerName: "ann")
        store.book = Self.book()
        let h = AppHarness(registry: Self.registry, store: store)
        h.type("o")
        #expect(h.app.screenTitle == "Scores")
        #expect(h.screen.contains("Design · loom1 · 2x2") && !h.screen.contains("design:"), "\(h.screen)")
        LanguageChecks.speaking(.zh) {
            let chinese = ScoreTableText.plainText(Self.book(), modes: ModeRegistry.builtIn, player: nil, pictures: pictures)
            #expect(chinese.contains("  蛙纹 · 3x4 · 带凹凸边 · 拼块可旋转\n"), "\(chinese)")
            #expect(chinese.contains("  设计 · loom1 · 2x2\n"), "\(chinese)")
            let h = AppHarness(registry: Self.registry, store: store)
            h.type("o")
            #expect(h.screen.contains("蛙纹 · 3x4") && !h.screen.contains("frog"), "\(h.screen)")
        }
    }

    @Test func theScoreTableLinesItsColumnsUpByDisplayWidth() throws {
        try LanguageChecks.speaking(.zh) {
            let book = Self.book()
            for (mode, value) in [("2048", "20480"), ("slide", "1:04")] {
                let lines = ScoreTableText.lines(for: book, mode: mode, player: "小明")
                let texts: [String] = lines.compactMap {
                    switch $0 {
                    case .columns(let s), .row(let s, _): return s
                    default: return nil
                    }
                }
                #expect(texts.count >= 3)
                let header = try #require(texts.first)
                #expect(LanguageChecks.englishWords(in: header) == [])
                // The column a piece of a line ends at, in display cells.
                func end(_ piece: String, in line: String) -> Int? {
                    line.range(of: piece).map { TextWidth.of(String(line[..<$0.upperBound])) }
                }
                let valueColumn = try #require(end(mode == "2048" ? "得分" : "用时", in: header))
                let dateColumn = try #require(end("日期", in: header)) - TextWidth.of("日期")
                for row in texts.dropFirst() where !row.contains("玩家") {
                    #expect(TextWidth.of(row) == dateColumn + TextWidth.of("2026-11-23"), "\(row)")
                    #expect(row.hasSuffix("2026-11-23"))
                }
                let first = try #require(texts.dropFirst().first)
                #expect(end(value, in: first) == valueColumn, "\(header)\n\(first)")
                // The name column: 24 cells, a long Chinese name cut between characters.
                #expect(texts.allSatisfy { TextWidth.of(String($0.prefix(5))) == 5 })
            }
            let plain = ScoreTableText.plainText(book, modes: ModeRegistry.builtIn, player: nil)
            #expect(plain.contains("  （最高得分 20480，最大方块 2048）\n"))
            #expect(plain.contains("欧阳娜娜娜娜娜娜娜娜娜娜  "))
            #expect(!plain.contains("Name") && !plain.contains("Date"))
        }
    }

    // MARK: Too small, and the terminal check

    @Test func theTooSmallScreenIsChinese() {
        LanguageChecks.speaking(.zh) {
            for size in [Size(width: 79, height: 23), Size(width: 40, height: 12), Size(width: 31, height: 8), Size(width: 12, height: 6)] {
                let h = AppHarness(registry: Self.registry, size: size)
                let c = h.frame()
                expectChinese(c, "too small")
                #expect(c.text.contains("80x24"))
                #expect(c.text.contains("\(size.width)x\(size.height)") || size.width < 20)
                if size.width >= 32 { #expect(c.text.contains("终端窗口太小") && c.text.contains("或按 q 退出。")) }
            }
        }
    }

    @Test func theTerminalCheckAsksInChinese() {
        LanguageChecks.speaking(.zh) {
            let p = MouseCheckProgram(unicode: true)
            _ = p.handle(.pointer(PointerEvent(.move(nil), at: Point(x: 4, y: 2))), now: .zero)
            for size in Self.sizes {
                var c = Canvas(size: size)
                p.draw(into: &c, now: .zero)
                // The frame's title is the option's name, --check-terminal.
                expectChinese(c, allowed: ["terminal"], "terminal check")
                #expect(c.text.contains("请在此窗口任意位置单击一次。"))
                #expect(c.text.contains("第 5 列，第 3 行"))
            }
        }
    }
}
