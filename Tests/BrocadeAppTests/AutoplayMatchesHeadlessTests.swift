import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// The assistant searches the board the player will see next: in-game
/// autoplay, with animations or without, plays the moves the headless
/// player (`brocade 2048 --autoplay`) plays for the same seed.
///
/// Both think on the budget of `--think 1` (50,000 positions a move), set
/// through the options as the command line sets it: the search depends on
/// the board and the budget alone, so the games must still agree move for
/// move, and a budget this small makes most searches run out and retreat
/// to a shallower depth, the path where the two could part. The standard
/// budget (10 M positions) made these 2,400 searches minutes of a debug
/// build's time, the longest of `make test`.
@Suite struct AutoplayMatchesHeadlessTests {
    static let moves = 300
    static let thinkMilliseconds = 1

    private func play(seed: UInt64, animate: Bool) -> [Direction] {
        let s = Game2048Screen(size: 4, target: 2048, seed: seed, animate: animate, thinkMilliseconds: Self.thinkMilliseconds)
        var registry = ModeRegistry()
        registry.register(.twentyFortyEight) { _, _ in s }
        let h = AppHarness(options: AppOptions(seed: seed, animation: animate, startMode: .twentyFortyEight), registry: registry)
        h.type("A")
        // The search runs on another thread: each step lets it answer, while
        // the app's clock runs as the event loop would run it.
        h.settle(s, step: 10, steps: Self.moves * 100) { s.session.moveCount >= Self.moves || !s.autoplay }
        return Array(s.session.moves.prefix(Self.moves))
    }

    @Test(arguments: [(UInt64(3), true), (11, true), (42, true), (3, false)])
    func inGameAutoplayPlaysTheHeadlessGame(seed: UInt64, animate: Bool) {
        let headless = Autoplay2048.play(seed: seed, maxMoves: Self.moves,
                                         tuning: Expectimax2048.Tuning(thinkMilliseconds: Self.thinkMilliseconds), now: { 0 }).directions
        let inGame = play(seed: seed, animate: animate)
        #expect(inGame.count == Self.moves)
        let firstDifference = zip(inGame, headless).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(firstDifference == nil, "the moves part at move \(firstDifference ?? 0)")
    }

    @Test func aKeyStopsAutoplayBeforeTheNextMove() {
        let s = Game2048Screen(size: 4, target: 2048, seed: 3, animate: true)
        var registry = ModeRegistry()
        registry.register(.twentyFortyEight) { _, _ in s }
        let h = AppHarness(options: AppOptions(seed: 3, startMode: .twentyFortyEight), registry: registry)
        h.type("A")
        h.settle(s, step: 10, steps: 2_000) { s.session.moveCount >= 12 }
        #expect(s.session.moveCount >= 12)
        // Mid-animation: the move on screen finishes, and no other starts.
        h.key(.character("x"))
        let stoppedAt = s.session.moveCount
        #expect(!s.autoplay)
        #expect(!h.screen.contains("autoplay"))
        h.settle(s, step: 10, steps: 300)
        #expect(s.session.moveCount == stoppedAt)
        #expect(s.queue.isEmpty)
    }
}

/// Two games of one mode in two terminals share the save file: finishing
/// one must not remove the other's save.
@Suite struct SaveOwnershipTests {
    @Test func finishingAGameKeepsAnotherInstancesSave() throws {
        let store = MemoryStore(playerName: "ann")
        func open(_ game: Game2048) -> (AppHarness, Game2048Screen) {
            let s = Game2048Screen(game: game, seed: 8, animate: false)
            var registry = ModeRegistry()
            registry.register(.twentyFortyEight) { _, _ in s }
            return (AppHarness(options: AppOptions(seed: 8, startMode: .twentyFortyEight), registry: registry, store: store), s)
        }
        // A small board, played round the four directions until no move is left.
        let start = Game2048(size: 3, target: 2048, seed: 8)
        var moves: [Direction] = []
        var g = start
        while !g.isGameOver {
            for d in [Direction.left, .up, .right, .down] { if let next = g.applying(d) { g = next; moves.append(d) } }
        }
        let (a, sa) = open(start)
        let (b, sb) = open(Game2048(size: 4, seed: 9))
        for d in moves.dropLast() { a.key(d == .left ? .left : d == .up ? .up : d == .right ? .right : .down) }
        a.advance(AppController.autosaveDelay) // a's save...
        #expect(SaveHeader.read(try #require(store.saves["2048"]))?.id == sa.saveID)
        b.key(.left)
        b.key(.up)
        b.advance(AppController.autosaveDelay) // ...replaced by b's
        #expect(SaveHeader.read(try #require(store.saves["2048"]))?.id == sb.saveID)
        let last = moves.last!
        a.key(last == .left ? .left : last == .up ? .up : last == .right ? .right : .down) // a's game ends
        #expect(sa.session.status == .lost)
        #expect(store.book.tables.count == 1)
        let kept = try #require(store.saves["2048"])
        #expect(SaveHeader.read(kept)?.id == sb.saveID)
        // Finishing b's game removes b's save.
        let restored = try Game2048Screen(save: kept, animate: false)
        #expect(restored.session.moves == sb.session.moves)
        #expect(restored.saveID == sb.saveID)
    }

    @Test func aSaveIsACompactRecordThatReplays() throws {
        let s = Game2048Screen(size: 4, target: 2048, seed: 5, animate: false)
        var registry = ModeRegistry()
        registry.register(.twentyFortyEight) { _, _ in s }
        let store = MemoryStore()
        let h = AppHarness(options: AppOptions(seed: 5, startMode: .twentyFortyEight), registry: registry, store: store)
        for k in [Key.left, .up, .right, .down, .left, .up] { h.key(k) }
        h.type("u")
        h.advance(AppController.autosaveDelay)
        let bytes = try #require(store.saves["2048"])
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains("\n"))
        #expect(text.contains("\"version\":2"))
        let record = try GameRecord<Game2048Mode.Params, Game2048>.decode(bytes, mode: "2048")
        #expect(record.moves == s.session.moves)
        #expect(record.undone.count == 1)
        #expect(record.start == Game2048(size: 4, seed: 5))
        let restored = try Game2048Screen(save: bytes, animate: false)
        #expect(restored.game == s.game)
        #expect(restored.session.canRedo)
        // A move that does not apply is refused, not trusted.
        var bad = record
        bad.start = Game2048(rows: "2 4 . ./. . . ./. . . ./. . . .", seed: 1)
        bad.moves = [.left]
        bad.undone = []
        let doctored = try bad.encoded()
        #expect(throws: (any Error).self) { try Game2048Screen(save: doctored, animate: false) }
    }

    @Test func aSaveOfTheFirstFormatStillLoads() throws {
        // Written by brocade 0.1.0 before saves were records.
        var session = GameSession(Game2048(size: 4, seed: 7))
        session.apply(.left, at: .zero)
        session.apply(.up, at: .zero)
        session.pause(.suspended, at: .zero)
        struct Saved: Codable { var session: GameSession<Game2048>; var seed: UInt64; var gameNumber: Int; var winShown: Bool; var recorded: Bool }
        let v1 = try JSONCoding.encode(SaveFile(mode: "2048", game: Saved(session: session, seed: 7, gameNumber: 2, winShown: false,
                                                                           recorded: false)))
        let restored = try Game2048Screen(save: v1, animate: false)
        #expect(restored.game == session.state)
        #expect(restored.session.moves == [.left, .up])
        #expect(restored.saveID == nil)
    }
}
