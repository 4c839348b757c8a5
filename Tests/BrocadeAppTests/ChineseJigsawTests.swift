import Foundation
import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// The library's pictures as the index names them, drawn as blocks of
/// colour (no letters, which would read as English left behind).
final class LibraryPictures: PictureProvider {
    var pictures = [
        PictureInfo(name: "dalishen", file: "dalishen.xpm", title: "大力神 Dàlì shén",
                    description: "The strong man figure of Li brocade: arms raised, guarding the weave."),
        PictureInfo(name: "frog", file: "frog.xpm", title: "蛙纹 wā wén",
                    description: "A frog seen from above with bent, splayed legs, a sign of fertility."),
        PictureInfo(name: "deer", file: "deer.xpm", title: "鹿纹 lù wén",
                    description: "Two antlered deer facing each other across a woven lozenge."),
    ]
    var generatedPictures: [PictureInfo] {
        [GeneratedPicture.info(seed: 20261124, title: "Generated · 2026-11-24"), GeneratedPicture.info(seed: 77, title: "Generated · new (seed 77)")]
    }
    func pixelSize(_ picture: PictureInfo) -> Size? { Size(width: 30, height: 40) }
    func render(_ picture: PictureInfo, cols: Int, rows: Int, depth: ColorDepth, unicode: Bool, mirrored: Bool) -> Canvas? {
        Canvas(size: Size(width: cols, height: rows), fill: Cell("▀", style: CellStyle(foreground: .rgb(200, 40, 40),
                                                                                        background: mirrored ? .rgb(30, 30, 120) : .rgb(220, 180, 40))))
    }
    /// A file that cannot be opened says so as the image loader does in Chinese.
    func addImage(path: String) throws -> PictureInfo {
        throw ValidationError("无法读取“\(path)”：没有那个文件或目录")
    }
}

/// The jigsaws, the picture screen and the new-game panel in Chinese, at the
/// smallest and a large terminal: no English left, no wide character cut,
/// and the panel's Chinese buttons clickable where they are drawn.
@Suite struct ChineseJigsawTests {
    static let sizes = [Size(width: 80, height: 24), Size(width: 200, height: 60)]

    /// The status line's and the result box's words (the shell's and the
    /// midend's), which their own branch translates: to be emptied once that
    /// branch is in.
    static let otherAreas: Set<String> = ["moves", "help", "menu", "quit", "Rank", "among", "assisted", "games", "New", "game", "Menu"]

    func expectChinese(_ c: Canvas, _ what: String, allowed: Set<String> = [], sourceLocation: SourceLocation = #_sourceLocation) {
        let english = LanguageChecks.englishWords(in: c.text, allowed: Self.otherAreas.union(allowed))
        #expect(english == [], "\(what): English left: \(english)\n\(c.text)", sourceLocation: sourceLocation)
        let cut = LanguageChecks.cutWideCharacters(in: c)
        #expect(cut == [], "\(what): wide characters cut at \(cut)\n\(c.text)", sourceLocation: sourceLocation)
    }

    /// As HelpFitsTests has it: every line whole in the help box at 80 columns.
    func expectHelpFits(_ sections: [HelpSection], sourceLocation: SourceLocation = #_sourceLocation) {
        let entries = sections.flatMap(\.entries)
        let keyWidth = min(28, entries.map { TextWidth.of($0.keys) }.max() ?? 0)
        for e in entries {
            #expect(TextWidth.of(e.keys) <= keyWidth, "\(e.keys)", sourceLocation: sourceLocation)
            #expect(keyWidth + TextWidth.of(e.action) + 7 <= 78, "\(e.keys): \(e.action)", sourceLocation: sourceLocation)
        }
    }

    func game(_ variant: JigsawMode.Variant, size: Size, rotate: Bool = false, tabs: Bool = false, lock: Bool = false,
              columns: Int = 3) -> (AppHarness, JigsawScreen) {
        jigsawGame(variant: variant, columns: columns, lock: lock, rotate: rotate, tabs: tabs, size: size, pictures: LibraryPictures())
    }

    @Test(arguments: [JigsawMode.Variant.mirror, .classic], sizes)
    func aJigsawFreshWithAPieceInHandAfterARefusalAndWon(variant: JigsawMode.Variant, size: Size) throws {
        try LanguageChecks.speaking(.zh) {
            let (h, s) = game(variant, size: size)
            var c = h.frame()
            expectChinese(c, "fresh")
            #expect(c.text.contains("已放置 0/\(s.rules.count)"))
            #expect(c.text.contains("托盘中 \(s.rules.count) 块"))
            #expect(c.text.contains(variant == .mirror ? "镜像拼图" : "经典拼图"))
            // A piece in hand, over a taken cell.
            h.key(.enter); h.key(.enter) // the first piece onto cell 1
            let second = try #require(s.rules.tray.first)
            h.key(.tab) // the cursor stayed on the piece dropped: back to the tray
            h.key(.enter)
            #expect(s.hand != nil)
            expectChinese(h.frame(), "a piece in hand")
            h.key(.left)
            c = h.frame()
            #expect(c.text.contains("已占"))
            expectChinese(c, "over a taken cell")
            // Dropped there: refused, and told why.
            h.key(.enter)
            c = h.frame()
            // Numbers off: the words name no number the player cannot see.
            #expect(c.text.contains("那一格已有拼块：拼块已退回托盘"))
            _ = second
            expectChinese(c, "after a refusal")
            // Every piece home (the one on cell 1 undone first: it may not be its own).
            h.type("u")
            for piece in s.rules.tray { placeHome(piece, s, h.app) }
            #expect(s.rules.status == .won)
            c = h.frame()
            #expect(c.text.contains("完成：大力神"))
            #expect(c.text.contains("用时 "))
            expectChinese(c, "won")
        }
    }

    @Test(arguments: sizes)
    func aLockedPieceSaysSoInChinese(size: Size) throws {
        try LanguageChecks.speaking(.zh) {
            let (h, s) = game(.classic, size: size, lock: true, columns: 2)
            let l = s.layout
            let piece = try #require(s.rules.tray.first)
            h.click(l.slots[0].center)
            h.click(l.cellRect(piece).center)
            h.click(l.cellRect(piece).center)
            let c = h.frame()
            #expect(c.text.contains("这块已锁定在原位（--lock）"))
            expectChinese(c, "locked")
        }
    }

    @Test(arguments: sizes)
    func turnedPiecesWithTabsAndTheirHelp(size: Size) throws {
        LanguageChecks.speaking(.zh) {
            let (h, s) = game(.mirror, size: size, rotate: true, tabs: true)
            expectChinese(h.frame(), "turned pieces with tabs")
            let sections = s.mode.helpSections(s.rules)
            #expect(sections.map(\.title) == ["镜像拼图：鼠标", "镜像拼图：按键", "旋转拼块", "凹凸拼块"])
            expectHelpFits(sections)
            for section in sections {
                let words = LanguageChecks.englishWords(in: ([section.title] + section.entries.flatMap { [$0.keys, $0.action] })
                    .joined(separator: "\n"))
                #expect(words.filter { !["lock"].contains($0) } == [], "\(section.title): \(words)")
            }
        }
    }

    @Test func theRankScopeAndResultsReadAsChinese() {
        LanguageChecks.speaking(.zh) {
            let (_, s) = game(.mirror, size: Size(width: 80, height: 24), rotate: true, tabs: true)
            #expect(s.mode.rankScope(s.rules) == "本图片与尺寸、旋转与凹凸拼块中")
            #expect(s.mode.statusDetail(s.rules) == "已放置 0/\(s.rules.count)")
        }
        // English stays as it was.
        LanguageChecks.speaking(.en) {
            let (_, s) = game(.mirror, size: Size(width: 80, height: 24), rotate: true, tabs: true)
            #expect(s.mode.rankScope(s.rules) == "for this picture and size, with turned pieces and tabs")
            #expect(s.mode.statusDetail(s.rules) == "0/\(s.rules.count) placed")
        }
    }

    @Test(arguments: sizes)
    func thePictureScreen(size: Size) {
        LanguageChecks.speaking(.zh) {
            let fake = LibraryPictures()
            let app = AppController(options: AppOptions(seed: 1), root: PictureScreen(picture: fake.pictures[0], provider: fake), unixTime: { 0 })
            var c = Canvas(size: size)
            app.draw(into: &c, now: .zero)
            #expect(c.text.contains("大力神"))
            #expect(!c.text.contains("Dàlì"))
            #expect(c.text.contains("黎锦大力神纹"))
            expectChinese(c, "the picture screen")
        }
        // In English, the index's title and description as before.
        LanguageChecks.speaking(.en) {
            let fake = LibraryPictures()
            let app = AppController(options: AppOptions(seed: 1), root: PictureScreen(picture: fake.pictures[0], provider: fake), unixTime: { 0 })
            var c = Canvas(size: size)
            app.draw(into: &c, now: .zero)
            #expect(c.text.contains("大力神 Dàlì shén"))
            #expect(c.text.contains("The strong man figure"))
        }
    }

    /// Every picture of the library's index has its description in Chinese.
    @Test func everyLibraryPictureHasItsChinese() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/pictures/pictures.json")
        let index = try JSONDecoder().decode(PictureIndex.self, from: Data(contentsOf: url))
        #expect(index.pictures.count >= 8)
        LanguageChecks.speaking(.zh) {
            for p in index.pictures {
                let title = PictureText.title(p), description = PictureText.description(p)
                #expect(LanguageChecks.englishWords(in: title + " " + description) == [], "\(p.name): \(title) \(description)")
                #expect(!title.contains(" "), "\(p.name): \(title)")
            }
        }
        // Pictures that are not the library's: generated, a design, a file.
        LanguageChecks.speaking(.zh) {
            let generated = GeneratedPicture.info(seed: 42)
            #expect(PictureText.title(generated) == "生成图案 · 种子 42")
            #expect(PictureText.description(generated).hasPrefix("由 brocade 生成器"))
            let design = PictureInfo(name: "design:mine", file: "", title: "Design · mine", description: "Your own design, 12x6 tiles.")
            #expect(PictureText.title(design) == "设计 · mine")
            #expect(PictureText.description(design) == "你自己的设计，12x6 格。")
            let file = PictureInfo(name: "file:/a/cat.png", file: "/a/cat.png", title: "cat.png", description: "640 x 480 pixels")
            #expect(PictureText.title(file) == "cat.png")
            #expect(PictureText.description(file) == "640 x 480 像素")
        }
    }

    func panel(_ size: Size, options: AppOptions = AppOptions(seed: 1, animation: false)) -> AppHarness {
        AppHarness(options: options, registry: .standard(pictures: LibraryPictures()), store: MemoryStore(), size: size)
    }

    /// The panel's box alone: the rest of the screen is the menu's.
    func box(_ c: Canvas) throws -> Canvas {
        let top = try #require(c.find(" 新游戏："))
        var y = top.y + 1
        while y < c.size.height, c[top.x - 2, y].character != "└" { y += 1 }
        var right = top.x
        while right < c.size.width, c[right, top.y].character != "┐" { right += 1 }
        var out = Canvas(size: Size(width: right - top.x + 3, height: y - top.y + 1))
        out.blit(c.cropped(to: Rect(x: top.x - 2, y: top.y, width: out.size.width, height: out.size.height)), at: .zero)
        return out
    }

    @Test(arguments: [("m", "镜像拼图"), ("j", "经典拼图")], sizes)
    func theJigsawsNewGamePanel(entry: (key: String, title: String), size: Size) throws {
        let (key, title) = entry
        try LanguageChecks.speaking(.zh) {
            let h = panel(size)
            h.type(key)
            #expect(h.app.screenTitle == "新游戏")
            let c = h.frame()
            for word in ["新游戏：\(title)", "尺寸", " 小 ", " 中 ", " 大 ", "列数", "行数", "自动", "锁定", "旋转", "凹凸", "图片",
                         "大力神", "蛙纹", "鹿纹", "生成图案 · 2026-11-24", "自己的图片…", "[ 开始 ]", "[ 返回 ]", "Enter 开始 · Esc 返回"] {
                #expect(c.text.contains(word), "missing \(word)\n\(c.text)")
            }
            #expect(!c.text.contains("wā wén"))
            expectChinese(try box(c), "the panel")
            // The highlighted choice explained, in Chinese.
            h.key(.down); h.key(.down); h.key(.down) // Lock
            #expect(h.screen.contains("关：放对的拼块仍可再移动"))
            expectChinese(try box(h.frame()), "the panel, a choice explained")
        }
    }

    @Test(arguments: sizes)
    func thePanelsChineseLabelsAreClickableWhereDrawn(size: Size) throws {
        try LanguageChecks.speaking(.zh) {
            let h = panel(size)
            h.type("m")
            h.now = h.now + 1000
            h.click(try #require(h.find(" 大 ")))
            #expect(h.screen.contains("‹ 4  ›")) // padded as wide as "10"
            h.now = h.now + 1000
            // The first "开" is Lock's: clicked on the character itself.
            let lockOn = try #require(h.find(" 开 "))
            h.click(Point(x: lockOn.x + 1, y: lockOn.y))
            h.now = h.now + 1000
            h.click(try #require(h.find("鹿纹")))
            #expect(h.screen.contains("两只长角的鹿"))
            h.now = h.now + 1000
            let back = try #require(h.find("[ 返回 ]"))
            // The button is as wide as it is drawn: its last column is the "]".
            let play = try #require(h.find("[ 开始 ]"))
            h.click(Point(x: play.x + TextWidth.of("[ 开始 ]") - 1, y: play.y))
            let j = try #require(h.app.current as? GameScreen<JigsawMode>)
            #expect(j.mode.params.columns == 4 && j.mode.params.lock && j.mode.params.picture.name == "deer")
            #expect(back.x > play.x)
            // Back, clicked on its Chinese label, goes back to the menu.
            let h2 = panel(size)
            h2.type("j")
            h2.now = h2.now + 1000
            let b = try #require(h2.find("返回 ]"))
            h2.click(Point(x: b.x + 1, y: b.y))
            #expect(h2.app.screenTitle != "新游戏")
        }
    }

    @Test(arguments: sizes)
    func theImageFieldAndItsErrorsInPlace(size: Size) throws {
        try LanguageChecks.speaking(.zh) {
            var options = AppOptions(seed: 1, animation: false)
            options.completePath = { typed in ["/pics/cat.png", "/pics/cathedral/"].filter { $0.hasPrefix(typed) } }
            let h = panel(size, options: options)
            h.type("m")
            h.key(.end) // the gallery's last entry: your own image, its path focused
            #expect(h.screen.contains("在下方输入路径；Tab 补全，Enter"))
            #expect(h.screen.contains("▶ 路径"))
            expectChinese(try box(h.frame()), "the empty path field")
            // Enter on an empty path: told what to do, in place.
            h.key(.enter)
            #expect(h.screen.contains("请输入图片文件的路径（Tab 补全）。"))
            expectChinese(try box(h.frame()), "an empty path")
            // A completion that finds nothing.
            h.type("/x")
            h.key(.tab)
            #expect(h.screen.contains("没有以此开头的文件名。"))
            expectChinese(try box(h.frame()), "no completion")
            // A file that cannot be opened: the reason, in place, as a Chinese sentence.
            h.key(.backspace); h.key(.backspace)
            h.type("/图片/猫.png")
            h.key(.enter)
            let c = h.frame()
            #expect(c.text.contains("无法读取“/图片/猫.png”：没有那个文件或目录。"))
            #expect(h.app.screenTitle == "新游戏")
            // The file name the player typed is theirs.
            expectChinese(try box(c), "a file that cannot be opened", allowed: ["png"])
        }
    }

    @Test(arguments: sizes)
    func theNewGamePanelsHelpIsChinese(size: Size) throws {
        LanguageChecks.speaking(.zh) {
            let form = JigsawMode.schema(.mirror, pictures: LibraryPictures()).form
            let p = NewGamePanel(info: JigsawMode.mirrorInfo, form: form, remembered: nil)
            let sections = p.helpSections
            #expect(sections.first?.title == "新游戏：镜像拼图")
            expectHelpFits(sections)
            for section in sections {
                let words = LanguageChecks.englishWords(in: section.entries.flatMap { [$0.keys, $0.action] }.joined(separator: "\n"))
                #expect(words == [], "\(words)")
            }
        }
    }
}

/// Plays a piece home the way a click on it and on its cell would.
private func placeHome(_ piece: Int, _ s: JigsawScreen, _ app: AppController) {
    let l = s.layout
    guard let slot = s.rules.trayPlace(of: piece) else { return }
    while slot / l.perPage > s.page { _ = app.handle(.key(.pageDown), now: .zero) }
    while slot / l.perPage < s.page { _ = app.handle(.key(.pageUp), now: .zero) }
    for at in [l.slots[slot % l.perPage].center, l.cellRect(piece).center] {
        _ = app.handle(.pointer(PointerEvent(.press(.primary), at: at, time: .zero)), now: .zero)
        _ = app.handle(.pointer(PointerEvent(.release(.primary), at: at, time: .zero)), now: .zero)
    }
}
