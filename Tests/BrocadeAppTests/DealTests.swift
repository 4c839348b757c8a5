import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// Every new game gets a deal of its own, whichever way it starts; with a
/// seed, the deals follow from it, the same on every machine.
@Suite struct DealTests {
    /// The board game 0 of `seed` starts with.
    private func board(_ seed: UInt64) -> [Int] { Game2048Screen(size: 4, target: 2048, seed: seed, animate: false).game.cells }

    @Test func withASeedEachModesGamesFollowFromIt() {
        let d = Dealer(seed: 42)
        #expect(d.deal(.twentyFortyEight) == (42, 0))
        #expect(d.deal(.slide) == (42, 0))
        #expect(d.deal(.twentyFortyEight) == (42, 1))
        #expect(d.deal(.twentyFortyEight) == (42, 2))
        #expect(d.deal(.slide) == (42, 1))
    }

    @Test func withoutASeedEveryDealIsNew() {
        let d = Dealer(seed: nil)
        let seeds = (0..<20).map { _ in d.deal(.twentyFortyEight) }
        #expect(Set(seeds.map(\.seed)).count == 20)
        #expect(seeds.allSatisfy { $0.gameNumber == 0 })
    }

    /// The menu, twice in one run: two 2048 games, two boards.
    private func twoGamesFromTheMenu(seed: UInt64?) throws -> [Game2048] {
        let h = AppHarness(options: AppOptions(seed: seed), registry: .standard)
        var boards: [Game2048] = []
        for _ in 0..<2 {
            h.type("2")
            #expect(h.app.screenTitle == "New game")
            h.key(.enter)
            let game = try #require(h.app.current as? Game2048Screen)
            boards.append(game.game)
            h.type("q")
        }
        return boards
    }

    @Test func twoGamesFromTheMenuAreDealtApart() throws {
        for seed: UInt64? in [nil, 7] {
            let boards = try twoGamesFromTheMenu(seed: seed)
            #expect(boards[0] != boards[1], "seed \(String(describing: seed))")
        }
    }

    /// With --seed, a run replays: the same games in the same order.
    @Test func withASeedARunDealsTheSameGamesAgain() throws {
        let one = try twoGamesFromTheMenu(seed: 9), two = try twoGamesFromTheMenu(seed: 9)
        #expect(one.map(\.cells) == two.map(\.cells))
        #expect(one[0].cells == board(9))
    }

    /// n deals the next game of the run's seed, and the menu's next game the one after.
    @Test func nAndTheMenuShareTheDeals() throws {
        let h = AppHarness(options: AppOptions(seed: 3, startMode: .twentyFortyEight), registry: .standard)
        let first = try #require(h.app.current as? Game2048Screen)
        #expect(first.game.cells == board(3))
        h.type("n")
        #expect(first.game.cells == board(4))
        h.type("q")
        h.type("2")
        h.key(.enter)
        let third = try #require(h.app.current as? Game2048Screen)
        #expect(third.game.cells == board(5))
    }
}
