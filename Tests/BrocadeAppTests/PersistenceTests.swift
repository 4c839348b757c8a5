import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

struct BadSave: Error, CustomStringConvertible {
    var description: String { "format version 9, expected 1" }
}

/// A registry whose 2048 is the fake game, restoring from saves "moves=N".
private func setup(store: MemoryStore = MemoryStore(playerName: "ann"), startMode: GameMode? = nil, resume: Bool = false)
    -> (AppHarness, () -> FakeGameScreen?) {
    var made: FakeGameScreen?
    var registry = ModeRegistry()
    registry.register(.twentyFortyEight) { _, save in
        let g = FakeGameScreen()
        if let save {
            let text = String(decoding: save, as: UTF8.self)
            guard text.hasPrefix("moves="), let n = Int(text.dropFirst(6)) else { throw BadSave() }
            g.moves = n
            g.restoredFrom = save
        }
        made = g
        return g
    }
    let h = AppHarness(options: AppOptions(seed: 1, startMode: startMode, resume: resume), registry: registry, store: store)
    return (h, { made })
}

@Suite struct PersistenceTests {
    @Test func leavingAGameSavesItAndTheMenuOffersContinue() throws {
        let (h, game) = setup()
        h.type("2")
        #expect(h.app.screenTitle == "Fake game")
        h.type("mm")
        // Left, it is kept: nothing to ask.
        h.type("q")
        #expect(h.app.overlayName == nil)
        #expect(h.store.saves["2048"] == Array("moves=2".utf8))
        let s = h.screen
        #expect(s.contains("Continue 2048"))
        #expect(h.find("▶ Continue 2048") != nil)
        // Continue opens the shelf of kept games; Enter plays the chosen one.
        h.key(.enter)
        #expect(h.app.screenTitle == "Continue 2048")
        #expect(h.screen.contains("fake game of 2 moves"))
        h.key(.enter)
        #expect(game()?.restoredFrom == Array("moves=2".utf8))
        #expect(h.screen.contains("FAKE BOARD moves=2"))
        // The restored game's clock waits for nothing: it was resumed.
        #expect(game()?.paused.isEmpty == true)
    }

    @Test func continueByLetterAndByClick() throws {
        let store = MemoryStore()
        store.saves["2048"] = Array("moves=5".utf8)
        let (h, game) = setup(store: store)
        h.type("c")
        h.key(.enter)
        #expect(game()?.moves == 5)
        h.type("q")
        let p = try #require(h.find("Continue 2048"))
        h.click(p)
        // A click on the chosen game plays it.
        let row = try #require(h.find("fake game of 5 moves"))
        h.click(row)
        #expect(h.app.screenTitle == "Fake game")
    }

    @Test func resumeOptionContinuesTheSavedGame() {
        let store = MemoryStore()
        store.saves["2048"] = Array("moves=7".utf8)
        let (h, game) = setup(store: store, startMode: .twentyFortyEight, resume: true)
        #expect(game()?.moves == 7)
        #expect(h.screen.contains("FAKE BOARD moves=7"))
    }

    @Test func resumeWithoutASaveStartsANewGameAndSaysSo() {
        let (h, game) = setup(startMode: .twentyFortyEight, resume: true)
        #expect(game()?.moves == 0)
        #expect(h.screen.contains("No saved 2048 game to continue"))
    }

    @Test func anUnreadableSaveIsSetAsideNamedAndANewGameStarts() {
        let store = MemoryStore()
        store.saves["2048"] = Array("garbage".utf8)
        let (h, game) = setup(store: store, startMode: .twentyFortyEight, resume: true)
        #expect(store.setAside["2048"] == "format version 9, expected 1")
        #expect(h.screen.contains("Could not read the saved game (format version 9"))
        #expect(game()?.moves == 0)
    }

    @Test func aFinishedGameIsRecordedAndItsSaveRemoved() {
        let (h, game) = setup()
        h.type("2")
        h.type("mmm")
        h.send(.interrupt(.terminate)) // saved on the way out...
        #expect(h.store.saves["2048"] != nil)
        let (h2, game2) = setup(store: h.store)
        h2.type("c")
        h2.key(.enter)
        h2.type("w") // ...and finished after continuing
        #expect(h2.store.saves["2048"] == nil)
        let table = h2.store.book.table(mode: "2048", parameters: ["size": "4"])
        #expect(table?.entries == [ScoreEntry(name: "ann", date: "2026-11-18T11:06:40Z", moves: 3, score: 300,
                                             largestTile: 8, assisted: false)])
        #expect(game2()?.rank == .some(1))
        _ = game
    }

    @Test(arguments: [InterruptReason.hangup, .terminate, .interrupt, .quit])
    func signalsSaveTheGame(reason: InterruptReason) {
        let (h, _) = setup()
        h.type("2")
        h.type("m")
        #expect(h.send(.interrupt(reason)) == .quit(AppController.exitStatus(for: reason)))
        #expect(h.store.saves["2048"] == Array("moves=1".utf8))
    }

    @Test func ctrlCAndSuspendSaveTheGame() {
        let (h, _) = setup()
        h.type("2")
        h.type("mm")
        #expect(h.key(.control("z")) == .suspend)
        #expect(h.store.saves["2048"] == Array("moves=2".utf8))
        h.type("m")
        #expect(h.key(.control("c")) == .quit(130))
        #expect(h.store.saves["2048"] == Array("moves=3".utf8))
    }

    @Test func theGameIsSavedAMomentAfterEachChange() {
        let (h, _) = setup()
        h.type("2")
        h.type("m")
        #expect(h.store.saves["2048"] == nil)
        #expect(h.app.nextDeadline(now: h.now) == TimePoint(milliseconds: AppController.autosaveDelay))
        h.advance(AppController.autosaveDelay)
        #expect(h.store.saves["2048"] == Array("moves=1".utf8))
        #expect(h.app.nextDeadline(now: h.now) == nil) // idle again
    }

    /// A game back at its start with nothing to redo holds nothing: its
    /// earlier save goes, rather than Continue bringing back what was undone.
    @Test func aGameBackAtItsStartTakesItsSaveAway() {
        let (h, _) = setup()
        h.type("2")
        h.type("mm")
        h.advance(AppController.autosaveDelay)
        #expect(h.store.keptCount(mode: "2048") == 1)
        h.type("z")
        h.type("q")
        #expect(h.store.keptCount(mode: "2048") == 0)
        #expect(!h.screen.contains("Continue 2048"))
    }

    /// Choosing a mode again starts a new game beside the one in progress:
    /// both are kept, and Continue lists them, newest first.
    @Test func aNewGameNeverOverwritesTheOneInProgress() throws {
        let (h, game) = setup()
        h.type("2")
        h.type("mm")
        h.type("q")
        h.type("2")
        #expect(game()?.moves == 0)
        h.type("m")
        h.type("q")
        #expect(h.store.keptCount(mode: "2048") == 2)
        #expect(h.screen.contains("2 games in progress: choose one"))
        h.type("c")
        let s = h.screen
        let newer = try #require(h.find("fake game of 1 moves")), older = try #require(h.find("fake game of 2 moves"))
        #expect(newer.y < older.y)
        #expect(s.contains("▶ fake game of 1 moves"))
        #expect(s.contains("2 games in progress"))
        // The older one, by keyboard.
        h.key(.down)
        h.key(.enter)
        #expect(game()?.moves == 2)
    }

    /// A kept game goes only on purpose, after a question, by key or by click.
    @Test func removingAKeptGameAsksFirst() throws {
        let store = MemoryStore()
        store.writeSave(mode: "2048", id: "a1", Array("moves=4".utf8))
        store.writeSave(mode: "2048", id: "b2", Array("moves=9".utf8))
        let (h, _) = setup(store: store)
        h.type("c")
        h.type("d")
        #expect(h.screen.contains("Remove this game?"))
        #expect(h.screen.contains("It cannot be brought back."))
        h.type("n")
        #expect(!h.screen.contains("Remove this game?"))
        #expect(store.keptCount(mode: "2048") == 2)
        h.type("d")
        h.type("y")
        #expect(store.keptGames(mode: "2048").map(\.id) == ["a1"])
        #expect(!h.screen.contains("moves=9") && h.screen.contains("fake game of 4 moves"))
        // The last one, by mouse: Remove, then Yes; the empty shelf closes.
        h.click(try #require(h.find("[ Remove (d) ]")))
        h.click(try #require(h.find("[ Yes (y) ]")))
        #expect(store.keptCount(mode: "2048") == 0)
        #expect(h.app.screenTitle == "Menu")
        #expect(!h.screen.contains("Continue"))
    }

    @Test func backFromTheShelfByKeyAndByClick() throws {
        let store = MemoryStore()
        store.writeSave(mode: "2048", id: "a1", Array("moves=4".utf8))
        let (h, _) = setup(store: store)
        h.type("c")
        h.key(.escape)
        #expect(h.app.screenTitle == "Menu")
        h.type("c")
        h.click(try #require(h.find("[ Back (Esc) ]")))
        #expect(h.app.screenTitle == "Menu")
        h.type("c")
        h.click(try #require(h.find("[ Play (Enter) ]")))
        #expect(h.app.screenTitle == "Fake game")
        // The game took the shelf's place: leaving goes back to the menu.
        h.type("q")
        #expect(h.app.screenTitle == "Menu")
    }

    /// --resume takes the most recent game of the mode.
    @Test func resumeTakesTheNewestGame() {
        let store = MemoryStore()
        store.writeSave(mode: "2048", id: "old", Array("moves=3".utf8))
        store.writeSave(mode: "2048", id: "new", Array("moves=8".utf8))
        let (h, game) = setup(store: store, startMode: .twentyFortyEight, resume: true)
        #expect(game()?.moves == 8)
        #expect(game()?.saveID == "new")
        // Saved again under its own id, beside the other.
        h.type("m")
        h.type("q")
        #expect(store.loadSave(mode: "2048", id: "new") == Array("moves=9".utf8))
        #expect(store.keptCount(mode: "2048") == 2)
    }

    /// A kept game that cannot be read is set aside, with a notice; the others stay.
    @Test func anUnreadableKeptGameIsSetAsideAndTheOthersStay() throws {
        let store = MemoryStore()
        store.writeSave(mode: "2048", id: "good", Array("moves=4".utf8))
        store.writeSave(mode: "2048", id: "bad", Array("garbage".utf8))
        let (h, _) = setup(store: store)
        h.type("c")
        #expect(h.screen.contains("Could not read the saved game (format version 9"))
        #expect(store.keptGames(mode: "2048").map(\.id) == ["good"])
        #expect(h.screen.contains("fake game of 4 moves"))
    }

    @Test func anUntouchedGameLeavesNoSave() {
        let (h, _) = setup()
        h.type("2")
        h.type("q")
        #expect(h.app.screenTitle == "Menu")
        #expect(h.store.saves.isEmpty)
        #expect(!h.screen.contains("Continue"))
    }

    @Test func storeNoticesShowOneAtATime() {
        let store = MemoryStore()
        store.notices = ["Could not read the scores (not valid JSON); kept it as x.corrupt-1 and started afresh.",
                         "Second notice."]
        let (h, _) = setup(store: store)
        #expect(h.screen.contains("Could not read the scores"))
        h.key(.down)
        #expect(h.screen.contains("Second notice."))
        h.key(.down)
        #expect(!h.screen.contains("notice"))
    }
}

@Suite struct ScoresScreenTests {
    static func book() -> ScoreBook {
        var b = ScoreBook()
        b.add(ScoreEntry(name: "ann", date: "2026-11-01T10:00:00Z", moves: 300, score: 5000, largestTile: 512),
              mode: "2048", parameters: ["size": "4"], ranking: .highestScore)
        b.add(ScoreEntry(name: "bob", date: "2026-11-02T10:00:00Z", moves: 200, score: 9000, largestTile: 1024),
              mode: "2048", parameters: ["size": "4"], ranking: .highestScore)
        b.add(ScoreEntry(name: "cy", date: "2026-11-03T10:00:00Z", moves: 10, score: 20000, largestTile: 2048, assisted: true),
              mode: "2048", parameters: ["size": "4"], ranking: .highestScore)
        b.add(ScoreEntry(name: "ann", date: "2026-11-04T10:00:00Z", timeMilliseconds: 61_000, moves: 40),
              mode: "slide", parameters: ["size": "3", "rules": "norm"], ranking: .fastest)
        return b
    }

    @Test func menuOpensScoresWithTabs() throws {
        let store = MemoryStore(playerName: "ann")
        store.book = Self.book()
        let h = AppHarness(store: store)
        h.type("o")
        #expect(h.app.screenTitle == "Scores")
        let s = h.screen
        #expect(s.contains("Mirror jigsaw"))
        #expect(s.contains("No scores yet"))
        h.type("2")
        let t = h.screen
        #expect(t.contains("4x4"))
        #expect(t.contains("best score 9000, largest tile 2048"))
        let bob = try #require(t.split(separator: "\n").first { $0.contains("bob") })
        #expect(bob.contains("1  bob"))
        #expect(bob.contains("9000"))
        #expect(bob.contains("2026-11-02"))
        #expect(t.contains("Assisted"))
        #expect(t.contains("cy"))
        let slide = try #require(h.find(" Sliding puzzle "))
        h.click(slide)
        #expect(h.screen.contains("best time 1:01, fewest moves 40"))
        h.key(.escape)
        #expect(h.app.screenTitle == "Menu")
    }

    /// Scores opens on the tab of the game played last, by key or click.
    @Test func scoresOpenOnTheGamePlayedLast() throws {
        let store = MemoryStore(playerName: "ann")
        store.book = Self.book()
        let h = AppHarness(options: AppOptions(seed: 1, animation: false), store: store)
        h.type("2")
        h.key(.enter)
        #expect(h.app.screenTitle == "2048")
        h.type("q")
        h.type("o")
        #expect(h.screen.contains("best score 9000, largest tile 2048"))
        h.type("q")
        h.type("s")
        h.key(.enter)
        #expect(h.app.screenTitle == "Sliding puzzle")
        h.type("q")
        h.click(try #require(h.find("Scores")))
        #expect(h.screen.contains("best time 1:01, fewest moves 40"))
    }

    @Test func plainTextForTheCommandLine() {
        let text = ScoreTableText.plainText(Self.book(), modes: [Game2048Mode.info, SlideMode.info], player: nil)
        #expect(text.contains("2048\n  4x4\n"))
        #expect(text.contains("Sliding puzzle\n  3x3 · norm\n"))
        #expect(text.contains("  1  ann "))
    }

    @Test func longTablesScroll() {
        var b = ScoreBook()
        for size in 3...8 {
            for i in 0..<10 {
                b.add(ScoreEntry(name: "p\(i)", date: "2026", score: i), mode: "2048", parameters: ["size": "\(size)"], ranking: .highestScore)
            }
        }
        let store = MemoryStore()
        store.book = b
        let h = AppHarness(store: store)
        h.type("o")
        h.type("2")
        #expect(h.screen.contains("3x3"))
        #expect(!h.screen.contains("8x8"))
        for _ in 0..<10 { h.key(.pageDown) }
        #expect(h.screen.contains("8x8"))
    }
}
