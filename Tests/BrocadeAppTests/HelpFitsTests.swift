import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// Every line of every mode's help is whole at 80 columns: the help
/// overlay clips what does not fit, and a cut-off line helps nobody.
@Suite struct HelpFitsTests {
    /// The box is 78 wide at most; its text starts 2 in and the action
    /// column 2 past the keys.
    func expectFits(_ sections: [HelpSection], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let entries = sections.flatMap(\.entries)
        let keyWidth = min(28, entries.map { TextWidth.of($0.keys) }.max() ?? 0)
        for e in entries {
            #expect(TextWidth.of(e.keys) <= keyWidth, "\(name): \(e.keys)", sourceLocation: sourceLocation)
            #expect(keyWidth + TextWidth.of(e.action) + 7 <= 78, "\(name): \(e.keys): \(e.action)", sourceLocation: sourceLocation)
        }
    }

    @Test func everyModesHelpFitsAt80Columns() throws {
        let registry = ModeRegistry.standard(pictures: FakePictures())
        let context = AppContext(theme: Theme(depth: .palette256), glyphs: Glyphs(unicode: true), options: AppOptions(seed: 1))
        for info in registry.modes {
            let screen = try #require(try registry.makeScreen(info.mode, context: context))
            for atRoot in [false, true] {
                expectFits(screen.helpSections + [AppController.globalHelp(atRoot: atRoot), AppController.commandLineHelp], info.title)
            }
        }
    }

    @Test func theMenusAndEveryNewGamePanelsHelpFitsAt80Columns() throws {
        let registry = ModeRegistry.standard(pictures: FakePictures())
        var screens: [Screen] = [MenuScreen(registry: registry, store: MemoryStore())]
        for entry in registry.entries { screens.append(NewGamePanel(info: entry.info, form: try #require(entry.form), remembered: nil)) }
        for screen in screens {
            expectFits(screen.helpSections + [AppController.globalHelp(atRoot: false), AppController.commandLineHelp], screen.title)
        }
    }
}

/// Each game's help starts with its goal, whole on the first screen at
/// 80x24; the menu's help lists every mode with its goal. In English and
/// in Chinese.
@Suite struct HelpGoalTests {
    /// The text of the help box's rows at 80x24, without any space or frame.
    func shown(_ sections: [HelpSection]) -> String {
        let help = HelpOverlay(screenTitle: "Test", sections: sections)
        var c = Canvas(size: Size(width: 80, height: 24))
        let context = AppContext(theme: Theme(depth: .palette256), glyphs: Glyphs(unicode: true), options: AppOptions())
        help.draw(into: &c, area: Rect(x: 0, y: 0, width: 80, height: 23), context: context)
        return String(c.text.filter { !$0.isWhitespace && $0 != "\u{A0}" && $0 != "│" })
    }

    @Test(arguments: [Language.en, .zh])
    func everyGamesHelpStartsWithItsGoal(language: Language) throws {
        try LanguageChecks.speaking(language) {
            let registry = ModeRegistry.standard(pictures: FakePictures())
            let context = AppContext(theme: Theme(depth: .palette256), glyphs: Glyphs(unicode: true), options: AppOptions(seed: 1))
            for info in registry.modes {
                let screen = try #require(try registry.makeScreen(info.mode, context: context))
                let first = try #require(screen.helpSections.first, "\(info.title)")
                #expect(first.title == tr("Goal"), "\(info.title)")
                let goal = try #require(first.paragraphs.first, "\(info.title)")
                #expect(!goal.isEmpty && !info.goal.isEmpty, "\(info.title)")
                let text = shown(screen.helpSections + [AppController.globalHelp(atRoot: false), AppController.commandLineHelp])
                #expect(text.contains(String(goal.filter { !$0.isWhitespace })), "\(info.title): the goal is not whole on the first screen")
            }
        }
    }

    @Test(arguments: [Language.en, .zh])
    func theMenusHelpListsEveryModesGoal(language: Language) throws {
        try LanguageChecks.speaking(language) {
            let registry = ModeRegistry.standard(pictures: FakePictures())
            let menu = MenuScreen(registry: registry, store: MemoryStore())
            let section = try #require(menu.helpSections.first { $0.title == tr("The games and their goals") })
            #expect(section.paragraphs.count == registry.modes.count)
            for (info, paragraph) in zip(registry.modes, section.paragraphs) {
                #expect(paragraph.hasPrefix(info.title) && paragraph.hasSuffix(info.goal), "\(paragraph)")
            }
        }
    }
}

/// The help's lines read as English: "hold or drag up a piece: to
/// lift it", not "tray piece: hold, drag up: lift it"; and as Chinese.
@Suite struct HelpWordingTests {
    static func entries(_ mode: GameMode) throws -> [HelpEntry] {
        let registry = ModeRegistry.standard(pictures: FakePictures())
        let context = AppContext(theme: Theme(depth: .palette256), glyphs: Glyphs(unicode: true), options: AppOptions(seed: 1))
        return try #require(try registry.makeScreen(mode, context: context)).helpSections.flatMap(\.entries)
    }

    @Test func liftingAPieceOrATileReadsAsASentence() throws {
        let mirror = try Self.entries(.mirrorJigsaw), classic = try Self.entries(.jigsaw), create = try Self.entries(.create)
        for entries in [mirror, classic] {
            #expect(entries.contains(HelpEntry.mouse("hold or drag up a piece", "to lift it from the tray, then onto the board")))
        }
        #expect(create.contains(HelpEntry.mouse("hold or drag up a tile", "to carry it onto a cell")))
        let (zhJigsaw, zhCreate) = try LanguageChecks.speaking(.zh) { (try Self.entries(.mirrorJigsaw), try Self.entries(.create)) }
        #expect(zhJigsaw.contains(HelpEntry.mouse("长按或向上拖动拼块", "即可从托盘拿起，再拖到拼板上")))
        #expect(zhCreate.contains(HelpEntry.mouse("长按或向上拖动图块", "即可把它拖到格子上")))
        // No entry names a thing, a colon, then bare verbs ("tile: hold, drag up").
        for e in mirror + classic + create { #expect(!e.keys.contains(": hold"), "\(e.keys)") }
    }
}

/// A line too long for the help box wraps under its own column instead of
/// being cut at the box's edge.
@Suite struct HelpWrapTests {
    @Test func aLongActionWrapsWholeAt80Columns() {
        let action = "slide the tile next to the gap that way, or the gap itself when the settings say so, "
            + "and keep going until every tile is home again"
        let help = HelpOverlay(screenTitle: "Test", sections: [HelpSection("Keys", [HelpEntry("Arrows", action)])])
        var c = Canvas(size: Size(width: 80, height: 24))
        let context = AppContext(theme: Theme(depth: .palette256), glyphs: Glyphs(unicode: true), options: AppOptions())
        help.draw(into: &c, area: Rect(x: 0, y: 0, width: 80, height: 23), context: context)
        let start = c.find("slide the tile")!
        var words: [String] = []
        for y in start.y..<23 {
            let row = (start.x..<79).map { String(c[$0, y].character) }.joined()
            let text = row.split(separator: "│").first.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? ""
            if text.isEmpty { break }
            words += text.split(separator: " ").map(String.init)
        }
        #expect(words.joined(separator: " ") == action)
    }
}
