import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

@Suite struct MenuTests {
    @Test func menuListsEveryEntry() {
        let h = AppHarness()
        let s = h.screen
        for entry in ["Mirror jigsaw", "Jigsaw", "2048", "Sliding puzzle", "Scores", "Help", "Quit"] {
            #expect(s.contains(entry), "missing \(entry)")
        }
        #expect(s.contains("B R O C A D E"))
        #expect(s.contains("? help"))
        #expect(s.contains("q quit"))
        #expect(s.contains("brocade · Menu"))
    }

    @Test func arrowsMoveTheHighlightAndWrap() {
        let h = AppHarness()
        #expect(h.find("▶ Mirror jigsaw") != nil)
        h.key(.down)
        #expect(h.find("▶ Jigsaw") != nil)
        h.key(.up)
        h.key(.up)
        #expect(h.find("▶ Quit") != nil)
        h.key(.tab)
        #expect(h.find("▶ Mirror jigsaw") != nil)
        h.key(.end)
        #expect(h.find("▶ Quit") != nil)
        h.key(.home)
        #expect(h.find("▶ Mirror jigsaw") != nil)
    }

    @Test func enterOnAModeNotBuiltSaysSo() {
        let h = AppHarness()
        h.key(.down)
        #expect(h.key(.enter) == .redraw)
        #expect(h.screen.contains("Jigsaw needs the picture library, which was not found (see brocade pictures)."))
        // The notice goes at the next key.
        h.key(.down)
        #expect(!h.screen.contains("not in this version"))
    }

    @Test func firstLetterChooses() {
        let h = AppHarness()
        h.type("2")
        #expect(h.app.screenTitle == "New game")
        h.key(.enter)
        #expect(h.app.screenTitle == "2048")
        h.type("q") // an untouched game leaves at once, back to the menu (not the panel)
        #expect(h.app.screenTitle == "Menu")
        h.type("m")
        #expect(h.screen.contains("Mirror jigsaw needs the picture library"))
        #expect(h.type("q") == .quit(0))
    }

    /// Every entry has a letter of its own, so one press chooses it:
    /// Sliding puzzle is S, Scores O.
    @Test func eachEntryHasItsOwnLetter() {
        let h = AppHarness()
        let letters = h.screen
        #expect(letters.contains("Scores"))
        h.type("s")
        #expect(h.app.screenTitle == "New game")
        h.key(.enter)
        #expect(h.app.screenTitle == "Sliding puzzle")
        h.type("q")
        h.type("o")
        #expect(h.app.screenTitle == "Scores")
        let menu = MenuScreen(registry: .standard, store: MemoryStore(), select: nil)
        let keys = menu.entries.map(\.hotkey)
        #expect(Set(keys).count == keys.count, "\(keys)")
    }

    @Test func quitEntryQuits() {
        let h = AppHarness()
        h.key(.end)
        #expect(h.key(.enter) == .quit(0))
        #expect(AppHarness().key(.character(" ")) == .redraw)
    }

    @Test func helpEntryOpensHelp() {
        let h = AppHarness()
        h.type("h")
        #expect(h.app.overlayName == "help")
        #expect(h.screen.contains("Help: Menu"))
    }

    @Test func hoverHighlightsAndClickChooses() throws {
        let h = AppHarness()
        let p = try #require(h.find("Sliding puzzle"))
        h.pointer(.move(nil), p)
        #expect(h.find("▶ Sliding puzzle") != nil)
        let q = try #require(h.find("Jigsaw "))
        h.click(q)
        #expect(h.screen.contains("Jigsaw needs the picture library"))
        #expect(h.find("▶ Jigsaw") != nil)
        let quit = try #require(h.find("Quit"))
        h.pointer(.press(.primary), quit)
        #expect(h.pointer(.release(.primary), quit) == .quit(0))
    }

    @Test func clickOutsideTheEntriesDoesNothing() {
        let h = AppHarness()
        let before = h.screen
        #expect(h.click(Point(x: 1, y: 10)) == .none)
        #expect(h.screen == before)
    }

    @Test func wheelMovesTheHighlight() {
        let h = AppHarness()
        h.pointer(.wheel(.down), Point(x: 40, y: 12))
        #expect(h.find("▶ Jigsaw") != nil)
        h.pointer(.wheel(.up), Point(x: 40, y: 12))
        #expect(h.find("▶ Mirror jigsaw") != nil)
    }

    @Test func startModeSelectsItsEntry() {
        // A mode that cannot start (no pictures here): highlighted, and said why.
        let h = AppHarness(options: AppOptions(seed: 1, startMode: .jigsaw))
        #expect(h.find("▶ Jigsaw") != nil)
        #expect(h.screen.contains("Jigsaw needs the picture library"))
        // One it can: started.
        let s = AppHarness(options: AppOptions(seed: 1, startMode: .slide))
        #expect(s.app.screenTitle == "Sliding puzzle")
    }

    @Test func menuFitsLargeTerminals() {
        let h = AppHarness(size: Size(width: 250, height: 70))
        let c = h.frame()
        // Block letters instead of the one-line title.
        #expect(c.find("B R O C A D E") == nil)
        #expect(c.find("████  ████   ███   ████  ███  ████  █████") != nil)
        #expect(c.find("黎锦 · puzzles woven in the terminal") != nil)
        #expect(c.rowText(69).hasSuffix("? help  q quit "))
        #expect(c.rowText(0).contains("▲▼"))
    }
}

@Suite struct ModeRegistryTests {
    @Test func aModeThisBuildLacksSaysSoAndJigsawsSayWhy() {
        #expect(ModeRegistry().notice(for: .slide) == "There is no mode called slide.")
        let none = ModeRegistry.standard(pictures: nil)
        #expect(!none.isAvailable(.jigsaw) && none.isAvailable(.slide) && none.isAvailable(.twentyFortyEight))
        #expect(none.notice(for: .mirrorJigsaw).hasSuffix("which was not found (see brocade pictures)."))
        let empty = FakePictures()
        empty.pictures = []
        #expect(ModeRegistry.standard(pictures: empty).notice(for: .jigsaw) == "Jigsaw needs the picture library, which is empty.")
        #expect(ModeRegistry.standard(pictures: FakePictures()).isAvailable(.mirrorJigsaw))
    }
}
