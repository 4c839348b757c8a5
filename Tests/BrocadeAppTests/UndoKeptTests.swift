import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// The save is the game as the player left it: moves undone after the last
/// save stay undone through leaving, quitting, a signal and a new game, and
/// redo still brings them back.
@Suite struct UndoKeptTests {
    /// Plays two moves, lets the autosave write them, undoes both.
    private func undoneToStart<Mode>(_ mode: GameMode, _ screenType: GameScreen<Mode>.Type, moves: [Key],
                                     registry: ModeRegistry = .standard, store: MemoryStore = MemoryStore(playerName: "ann"))
        throws -> (AppHarness, GameScreen<Mode>) {
        let h = AppHarness(options: AppOptions(seed: 3, animation: false, startMode: mode), registry: registry, store: store)
        let s = try #require(h.app.current as? GameScreen<Mode>)
        for k in moves { h.key(k) }
        #expect(s.session.moveCount == moves.count)
        h.advance(AppController.autosaveDelay + 10)
        #expect(store.keptCount(mode: mode.rawValue) == 1)
        h.type("uu")
        #expect(s.session.moveCount == 0 && s.session.canRedo)
        return (h, s)
    }

    /// Continue in the menu, then the newest game on the shelf.
    private func continued<Mode>(_ h: AppHarness, _ screenType: GameScreen<Mode>.Type) throws -> GameScreen<Mode> {
        #expect(h.app.screenTitle == "Menu")
        h.type("c")
        if h.app.current is ShelfScreen { h.key(.enter) }
        return try #require(h.app.current as? GameScreen<Mode>)
    }

    @Test func anUndoToTheStartSurvivesLeavingTheSlide() throws {
        let (h, _) = try undoneToStart(.slide, GameScreen<SlideMode>.self, moves: [.left, .up])
        h.type("q")
        let back = try continued(h, GameScreen<SlideMode>.self)
        #expect(back.session.moveCount == 0)
        // Redo is kept too: the save is the whole game as it was left.
        h.key(.control("r"))
        #expect(back.session.moveCount == 1)
    }

    @Test func anUndoSurvivesLeaving2048() throws {
        let (h, _) = try undoneToStart(.twentyFortyEight, GameScreen<Game2048Mode>.self, moves: [.left, .up])
        h.type("q")
        let back = try continued(h, GameScreen<Game2048Mode>.self)
        #expect(back.session.moveCount == 0)
        #expect(back.session.isAssisted) // undo was used: the game ranks apart
    }

    @Test(arguments: [InterruptReason.hangup, .terminate])
    func anUndoSurvivesASignal(reason: InterruptReason) throws {
        let store = MemoryStore(playerName: "ann")
        let (h, _) = try undoneToStart(.slide, GameScreen<SlideMode>.self, moves: [.left, .up], store: store)
        h.send(.interrupt(reason))
        let again = AppHarness(options: AppOptions(seed: 3, animation: false), registry: .standard, store: store)
        let back = try continued(again, GameScreen<SlideMode>.self)
        #expect(back.session.moveCount == 0 && back.session.canRedo)
    }

    @Test func anUndoSurvivesANewGame() throws {
        let store = MemoryStore(playerName: "ann")
        let (h, first) = try undoneToStart(.slide, GameScreen<SlideMode>.self, moves: [.left, .up], store: store)
        let id = try #require(first.saveID)
        h.type("n")
        #expect(store.keptCount(mode: "slide") == 1)
        let kept = try #require(store.keptGames(mode: "slide").first { $0.id == id })
        let record = try GameRecord<SlideMode.Params, SlidingRules>.decode(kept.bytes, mode: "slide")
        #expect(record.moves.isEmpty && record.undone.count == 2)
    }

    @Test func anUndoInCreateSurvivesLeaving() throws {
        let (h, _) = createGame()
        let s = try #require(h.create)
        h.key(.enter) // the palette's first tile
        h.key(.enter) // into the first cell
        h.key(.right)
        h.key(.enter)
        #expect(s.rules.cells[0] != nil && s.rules.cells[1] != nil)
        h.advance(AppController.autosaveDelay + 10)
        #expect(h.store.keptCount(mode: "create") == 1)
        h.key(.escape) // lets the tile go
        h.type("uu")
        #expect(s.rules.cells[0] == nil && s.rules.cells[1] == nil)
        h.type("q")
        h.type("c")
        if h.app.current is ShelfScreen { h.key(.enter) }
        let back = try #require(h.create)
        #expect(back.rules.cells[0] == nil && back.rules.cells[1] == nil)
    }
}
