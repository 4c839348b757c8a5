import Testing
@testable import BrocadeCore
import BrocadeTUI

@Suite struct Bitboard2048Tests {
    /// A line of exponents as plain values on an empty 4x4 board: along
    /// row `line` for left and right, down column `line` for up and down.
    static func cells(line value: Int, at line: Int, for d: Direction) -> [Int] {
        var c = Array(repeating: 0, count: 16)
        for k in 0..<4 {
            let e = (value >> (4 * k)) & 0xF
            c[d == .left || d == .right ? 4 * line + k : 4 * k + line] = e == 0 ? 0 : 1 << e
        }
        return c
    }

    @Test func everyLineMovesAsThePlainRulesSayInEveryDirection() throws {
        var checked = 0, unrepresentable = 0
        for value in 0..<65_536 {
            // A pair of 32768s would make 65536, which four bits cannot hold.
            let line = (0..<4).map { (value >> (4 * $0)) & 0xF }.filter { $0 != 0 }
            if zip(line, line.dropFirst()).contains(where: { $0 == 15 && $1 == 15 }) {
                unrepresentable += 1
                continue
            }
            for d in Direction.allCases {
                // Each of the four lines in turn, so every shift is exercised.
                let c = Self.cells(line: value, at: value % 4, for: d)
                let plain = Game2048(size: 4, cells: c, rng: SeededRandom(seed: 0))
                let bits = try #require(Bitboard2048(cells: c))
                let fast = bits.moved(d)
                if let slow = plain.slid(d) {
                    #expect(fast.board.cells == slow.cells)
                    #expect(fast.gained == slow.gained)
                } else {
                    #expect(fast.board == bits)
                    #expect(fast.gained == 0)
                }
            }
            checked += 1
        }
        #expect(checked == 64_769)
        #expect(unrepresentable == 767)
    }

    @Test func aPairOf32768sStaysPut() {
        let b = Bitboard2048(cells: [32_768, 32_768, 2, 2] + Array(repeating: 0, count: 12))!
        #expect(b.moved(.left).board.cells.prefix(4) == [32_768, 32_768, 4, 0])
        #expect(b.moved(.right).board.cells.prefix(4) == [0, 32_768, 32_768, 4])
    }

    @Test func randomBoardsInEveryDirection() throws {
        var rng = SeededRandom(seed: 12)
        for _ in 0..<20_000 {
            let c = (0..<16).map { _ in rng.chance(0.3) ? 0 : 1 << rng.int(in: 1...11) }
            let plain = Game2048(size: 4, cells: c, rng: SeededRandom(seed: 0))
            let bits = try #require(Bitboard2048(cells: c))
            for d in Direction.allCases {
                let fast = bits.moved(d)
                let slow = plain.slid(d)
                #expect(fast.board.cells == (slow?.cells ?? c))
                #expect(fast.gained == (slow?.gained ?? 0))
            }
            #expect(bits.emptyCount == c.filter { $0 == 0 }.count)
            #expect(bits.distinctTiles == Set(c.filter { $0 != 0 }).count)
        }
    }

    @Test func transposeIsItsOwnInverse() {
        var rng = SeededRandom(seed: 3)
        for _ in 0..<1000 {
            let x = rng.next()
            #expect(Bitboard2048.transpose(Bitboard2048.transpose(x)) == x)
        }
        let b = Bitboard2048(cells: Array(1...16).map { $0 <= 15 ? 1 << $0 : 0 })!
        let t = Bitboard2048(bits: Bitboard2048.transpose(b.bits)).cells
        #expect(t[1] == b.cells[4] && t[4] == b.cells[1])
    }

    @Test func valuesThatDoNotFitAreRefused() {
        #expect(Bitboard2048(cells: [65_536] + Array(repeating: 0, count: 15)) == nil)
        #expect(Bitboard2048(cells: [3] + Array(repeating: 0, count: 15)) == nil)
        #expect(Bitboard2048(cells: Array(repeating: 0, count: 9)) == nil)
    }
}

@Suite struct Expectimax2048Tests {
    @Test func thePlayerOnlyMakesLegalMoves() {
        var g = Game2048(size: 4, seed: 5)
        let player = Expectimax2048(tuning: .init(thinkMilliseconds: 1))
        for _ in 0..<40 {
            guard let d = player.bestMove(g) else { break }
            let next = g.applying(d)
            #expect(next != nil)
            g = next ?? g
        }
        #expect(g.score > 0)
    }

    @Test func withOneMoveLeftItFindsIt() throws {
        let g = Game2048(rows: "2 2 8 16/8 16 32 64/16 32 64 128/32 64 128 256", target: 131_072)
        #expect(Expectimax2048().bestMove(g) == .left || Expectimax2048().bestMove(g) == .right)
        let over = Game2048(rows: "2 4 8 16/4 8 16 32/8 16 32 64/16 32 64 128", target: 131_072)
        #expect(Expectimax2048().bestMove(over) == nil)
    }

    @Test func otherSizesUseTheGeneralSearch() {
        for size in [3, 5, 6, 8] {
            let g = Game2048(size: size, seed: 2)
            let d = Expectimax2048().bestMove(g)
            #expect(d != nil && g.applying(d!) != nil)
        }
    }

    /// Moves of a seeded game; a shallow search by default, to keep debug builds quick.
    static func moves(seed: UInt64, count: Int, tuning: Expectimax2048.Tuning = .init(minDepth: 2, maxDepth: 2)) -> [Direction] {
        let player = Expectimax2048(tuning: tuning)
        var g = Game2048(size: 4, seed: seed)
        var played: [Direction] = []
        while played.count < count, let d = player.bestMove(g), let next = g.applying(d) {
            played.append(d)
            g = next
        }
        return played
    }

    @Test func theSameSeedGetsTheSameMoves() {
        let first = Self.moves(seed: 7, count: 50)
        #expect(first.count == 50)
        #expect(Self.moves(seed: 7, count: 50) == first)
        #expect(Self.moves(seed: 8, count: 50) != first)
        let full = Self.moves(seed: 7, count: 5, tuning: .init())
        #expect(Self.moves(seed: 7, count: 5, tuning: .init()) == full)
    }

    /// The transposition table is reused between searches; what it held
    /// before must not change the answer.
    @Test func aMoveDoesNotDependOnEarlierSearches() {
        let reused = Expectimax2048()
        var g = Game2048(rows: "2 4 8 16/. 2 . 4/. . 2 ./. . . .", seed: 11)
        for _ in 0..<6 {
            let d = reused.bestMove(g)
            #expect(d == Expectimax2048().bestMove(g))
            guard let d, let next = g.applying(d) else { break }
            g = next
        }
    }

    /// Two moves deeper than the strongest public player: as many as the
    /// distinct tiles, at least three, at most twelve; pruned from the
    /// third move on.
    @Test func theDefaultDepthFollowsTheDistinctTiles() {
        let t = Expectimax2048.Tuning()
        #expect(t.depth(for: Bitboard2048(cells: Game2048(rows: "2 . . ./. . . ./. . . ./. . . 2").cells)!) == 3)
        #expect(t.depth(for: Bitboard2048(cells: Game2048(rows: "2 4 8 16/32 64 128 256/. . . ./. . . .").cells)!) == 8)
        #expect(t.hopelessMargin == 1_000_000 && t.hopelessFromMove == 3)
        let busy = Game2048(rows: "2 4 8 16/32 64 128 256/512 1024 2048 4096/8192 16384 32768 .", target: 131_072)
        #expect(t.depth(for: Bitboard2048(cells: busy.cells)!) == 12)
        #expect(Expectimax2048.Tuning(thinkMilliseconds: 3).positionBudget == 3 * Expectimax2048.Tuning.positionsPerMillisecond)
        #expect(Expectimax2048.Tuning.standard.positionBudget
            == Expectimax2048.Tuning.defaultThinkMilliseconds * Expectimax2048.Tuning.positionsPerMillisecond)
    }

    /// A search over its budget gives up and answers from one move
    /// shallower, the same answer every time; without a budget it goes deep.
    @Test func overItsBudgetTheSearchLooksOneMoveLess() throws {
        let g = Game2048(rows: "2 4 8 16/32 64 2 4/8 . . ./. . . .")
        let board = try #require(Bitboard2048(cells: g.cells))
        let full = Expectimax2048(tuning: .init(maxDepth: 4))
        let best = full.bestMove(board)
        #expect(full.searchedDepth == 4)
        let tight = Expectimax2048(tuning: .init(maxDepth: 4, positionBudget: full.nodes / 3))
        let quick = tight.bestMove(board)
        #expect(quick != nil && g.applying(quick!) != nil)
        #expect(tight.searchedDepth < 4)
        #expect(tight.bestMove(board) == quick && Expectimax2048(tuning: tight.tuning).bestMove(board) == quick)
        #expect(best != nil)
        // A budget too small for anything still gets a move, from two moves ahead.
        let tiny = Expectimax2048(tuning: .init(maxDepth: 4, positionBudget: 1))
        #expect(tiny.bestMove(board) != nil && tiny.searchedDepth == 2)
    }

    @Test func aCancelledSearchAnswersNothing() {
        let g = Game2048(rows: "2 4 8 16/32 64 2 4/8 . . ./. . . .")
        var asked = 0
        let player = Expectimax2048(tuning: .init(maxDepth: 5))
        #expect(player.bestMove(g, isCancelled: { asked += 1; return true }) == nil)
        #expect(asked == 1)
        #expect(player.bestMove(g, isCancelled: { false }) != nil)
    }

    @Test func searchDepthFollowsTheBoard() {
        let g = Game2048(rows: "2 4 8 16/32 64 128 256/512 . . ./. . . .")
        let deep = Expectimax2048(tuning: .init(minDepth: 2, maxDepth: 2))
        _ = deep.bestMove(g)
        let shallow = Expectimax2048(tuning: .init(minDepth: 1, maxDepth: 1))
        _ = shallow.bestMove(g)
        #expect(shallow.nodes < deep.nodes)
    }
}

@Suite struct GeneralBoardTests {
    @Test func movesAsThePlainRulesSayOnEverySize() {
        var rng = SeededRandom(seed: 21)
        for size in Game2048.sizes {
            for _ in 0..<300 {
                let c = (0..<(size * size)).map { _ in rng.chance(0.35) ? 0 : 1 << rng.int(in: 1...6) }
                let plain = Game2048(size: size, cells: c, rng: SeededRandom(seed: 0))
                let general = GeneralBoard(plain)
                for d in Direction.allCases {
                    let expected = plain.slid(d).map { GeneralBoard(Game2048(size: size, cells: $0.cells, rng: SeededRandom(seed: 0))).cells }
                    #expect(general.moved(d)?.cells == expected)
                }
            }
        }
    }

    @Test func judgesA4x4BoardAsTheTablesDo() {
        var rng = SeededRandom(seed: 22)
        for _ in 0..<500 {
            let c = (0..<16).map { _ in rng.chance(0.3) ? 0 : 1 << rng.int(in: 1...15) }
            let plain = Game2048(size: 4, cells: c, rng: SeededRandom(seed: 0))
            // Eight lines of about 200,000 each, added in another order.
            #expect(abs(GeneralBoard(plain).heuristic - Bitboard2048(cells: c)!.heuristic) <= 1)
        }
    }

    @Test func searchesShallowerOnOpenBoards() {
        let open = GeneralBoard(Game2048(size: 8, seed: 1))
        let full = GeneralBoard(Game2048(rows: "2 4 8/16 32 64/128 . ."))
        #expect(GeneralBoard.depthLimit(open) == 1)
        #expect(GeneralBoard.depthLimit(full) > 1)
    }
}

@Suite struct Autoplay2048Tests {
    /// A clock that moves half a millisecond each time it is read.
    final class StepClock: @unchecked Sendable {
        var t = 0.0
        func now() -> Double {
            t += 0.0005
            return t
        }
    }

    @Test func aShortGameAddsUp() {
        let clock = StepClock()
        let shallow = Expectimax2048.Tuning(minDepth: 2, maxDepth: 2)
        let r = Autoplay2048.play(seed: 4, maxMoves: 30, tuning: shallow, now: clock.now)
        #expect(r.seed == 4 && r.size == 4)
        #expect(r.moves == 30)
        #expect(r.moveMilliseconds.count == 30)
        #expect(r.moveMilliseconds.allSatisfy { abs($0 - 0.5) < 1e-9 })
        #expect(!r.isOver)
        // The same moves replayed on the plain rules give the same game.
        let player = Expectimax2048(tuning: shallow)
        var g = Game2048(size: 4, seed: 4)
        for _ in 0..<30 { g = g.applying(player.bestMove(g)!)! }
        #expect(r.score == g.score)
        #expect(r.largestTile == g.largestTile)
        let s = Autoplay2048.Summary([r])
        #expect(s.moves == 30 && s.games == 1)
        #expect(abs(s.movesPerSecond - 2000) < 1e-6)
        #expect(abs(s.medianMillisecondsPerMove - 0.5) < 1e-9)
        #expect(s.cutShort == 1)
    }

    @Test func aGameIsPlayedToTheEnd() {
        // One cell free, no pair anywhere, and no pair whatever tile comes: one move left.
        let g = Game2048(rows: "2 4 8 16/32 64 128 256/512 1024 2048 4096/8 16 32 .", seed: 3)
        let r = Autoplay2048.play(from: g, seed: 3, maxMoves: 200, now: { 0 })
        #expect(r.isOver)
        #expect(r.moves == 1)
        #expect(r.moveMilliseconds == [0])
        #expect(r.score == 0 && r.largestTile == 4096)
    }

    @Test func summaryMath() {
        func game(_ seed: UInt64, score: Int, tile: Int, times: [Double]) -> Autoplay2048.GameResult {
            Autoplay2048.GameResult(seed: seed, score: score, largestTile: tile, moves: times.count, moveMilliseconds: times)
        }
        let results = [
            game(1, score: 100, tile: 1024, times: [1, 2]),
            game(2, score: 400, tile: 2048, times: [3]),
            game(3, score: 300, tile: 4096, times: [10, 4, 5]),
            game(4, score: 200, tile: 16_384, times: [6, 8]),
        ]
        let s = Autoplay2048.Summary(results)
        #expect(s.games == 4)
        #expect(s.reached == [3, 2, 1, 1, 0])
        #expect(s.share(reaching: 2048) == 0.75)
        #expect(s.share(reaching: 8192) == 0.25)
        #expect(s.share(reaching: 1000) == 0)
        #expect(s.medianScore == 250) // the mean of the middle two
        #expect(s.medianMillisecondsPerMove == 4.5) // 1 2 3 4 5 6 8 10
        #expect(s.meanMillisecondsPerMove == 39.0 / 8)
        #expect(s.p99MillisecondsPerMove == 10) // of 8 moves, the 8th
        #expect(s.worstMillisecondsPerMove == 10)
        #expect(s.cutShort == 0)
        // Nearest rank: of 200 moves, the 198th (99 in 100 at most as long).
        let many = Autoplay2048.Summary([game(5, score: 0, tile: 2, times: (1...200).map(Double.init))])
        #expect(many.p99MillisecondsPerMove == 198 && many.meanMillisecondsPerMove == 100.5)
        #expect(s.moves == 8)
        #expect(abs(s.movesPerSecond - 8 / 0.039) < 1e-9)
        #expect(Autoplay2048.median([3, 1, 2]) == 2)
        #expect(Autoplay2048.median([]) == 0)
        let none = Autoplay2048.Summary([])
        #expect(none.games == 0 && none.movesPerSecond == 0 && none.share(reaching: 2048) == 0)
    }
}

/// The search pinned down: on fixed boards, the move it picks and the exact
/// number of positions it weighs. A change that is meant only to make the
/// search faster must leave every figure here as it is (the budget counts
/// positions, so a different count is a different game). The first test
/// pins the default search (hopeless moves left out from the third move);
/// the others pin the search with every move weighed
/// (`hopelessMargin` .infinity).
@Suite struct Expectimax2048PinnedTests {
    /// Each board, its move, and the positions weighed with every move
    /// searched and by default.
    static let boards: [(board: UInt64, move: Direction, nodes: Int, pruned: Int)] = [
        (0x0013_0005_0139_124b, .up, 295_928, 258_203),
        (0x0011_0312_234a_346c, .left, 256_275, 178_972),
        (0x1223_1334_2579_1abc, .up, 76_142, 51_385),
        (0x0135_0367_016b_000d, .down, 349_852, 206_579),
    ]
    static let whole = Expectimax2048.Tuning(maxDepth: 4, hopelessMargin: .infinity)

    @Test func theSearchWeighsTheSamePositionsAndPicksTheSameMove() {
        for (board, move, _, pruned) in Self.boards {
            let player = Expectimax2048(tuning: .init(maxDepth: 4))
            #expect(player.bestMove(Bitboard2048(bits: board)) == move)
            #expect(player.nodes == pruned)
        }
    }

    @Test func theWholeSearchIsPinnedToo() {
        for (board, move, nodes, _) in Self.boards {
            let player = Expectimax2048(tuning: Self.whole)
            #expect(player.bestMove(Bitboard2048(bits: board)) == move)
            #expect(player.nodes == nodes)
        }
    }

    /// A late-game board (16384 in a corner), where moves that pull a big
    /// tile out of its line are left out below the first move when the
    /// margin applies from the second.
    @Test func hopelessMovesAreLeftOutBelowTheFirstMove() {
        let board: UInt64 = 0x0033_1345_028a_22be
        let pruned = Expectimax2048(tuning: .init(maxDepth: 4, hopelessMargin: 1_000_000, hopelessFromMove: 2))
        let every = Expectimax2048(tuning: Self.whole)
        let move = pruned.bestMove(Bitboard2048(bits: board))
        #expect(move == every.bestMove(Bitboard2048(bits: board)))
        #expect(move == .down)
        #expect(pruned.nodes == 58_257)
        #expect(every.nodes == 181_845)
        // With no margin at all, only the best-rated move is searched below
        // the first; the first move still weighs every move that changes the board.
        let narrow = Expectimax2048(tuning: .init(maxDepth: 4, hopelessMargin: 0, hopelessFromMove: 2))
        _ = narrow.bestMove(Bitboard2048(bits: board))
        #expect(Set(narrow.values.keys) == [.up, .down, .left, .right])
        #expect(narrow.nodes < pruned.nodes)
    }

    /// The margin from the third move on (the default): the first two
    /// weigh every move, so the search lies between the pruned and the
    /// whole one; from a move beyond the search's depth it is the whole
    /// search.
    @Test func theMarginCanStartFurtherFromTheRoot() {
        let board = Bitboard2048(bits: 0x0033_1345_028a_22be)
        let fromThird = Expectimax2048(tuning: .init(maxDepth: 4))
        #expect(fromThird.tuning.hopelessFromMove == 3)
        #expect(fromThird.bestMove(board) == .down)
        #expect(fromThird.nodes > 58_257 && fromThird.nodes < 181_845)
        let beyond = Expectimax2048(tuning: .init(maxDepth: 4, hopelessMargin: 1_000_000, hopelessFromMove: 5))
        #expect(beyond.bestMove(board) == .down)
        #expect(beyond.nodes == 181_845)
        #expect(Expectimax2048.Tuning(hopelessFromMove: 1).hopelessFromMove == 2)
    }

    /// Over its budget: the given-up attempt and the shallower one counted.
    @Test func aSearchOverItsBudgetRetreatsAlike() {
        let player = Expectimax2048(tuning: .init(maxDepth: 5, hopelessMargin: .infinity, positionBudget: 200_000))
        let d = player.bestMove(Bitboard2048(bits: 0x0011_0312_234a_346c))
        #expect(d == .left)
        #expect(player.nodes == 310_426)
        #expect(player.searchedDepth == 3)
    }
}

/// The player's table of chance-node values: a value is taken only by a
/// search that would not look further than the one that made it.
@Suite struct TranspositionTableTests {
    let board: UInt64 = 0x0011_0312_234a_346c
    /// The memory a search's view points into: it must outlive the view.
    let cache = TranspositionTable(log2Capacity: 8)

    /// A new search that has stored 123 for `board`, 4 moves ahead, from a
    /// path this likely.
    func searchHolding(probability: Float, likelierPath: Float = 8) -> TranspositionTable.Search {
        let table = cache.startSearch(likelierPath: likelierPath)
        table.store(board, remaining: 4, probability: probability, score: 123)
        return table
    }

    @Test func aValueIsTakenAtTheSameDepthAndProbability() {
        let table = searchHolding(probability: 0.01)
        #expect(table.lookup(board, remaining: 4, probability: 0.01) == 123)
        #expect(table.lookup(board, remaining: 3, probability: 0.001) == 123)
        #expect(table.lookup(board ^ 1, remaining: 4, probability: 0.01) == nil)
    }

    @Test func notByASearchWithMoreMovesLeft() {
        #expect(searchHolding(probability: 0.01).lookup(board, remaining: 5, probability: 0.01) == nil)
    }

    /// A value cut short on an unlikely path is not handed to a much
    /// likelier one, which would have searched further below it.
    @Test func notByAPathMuchLikelierThanTheOneThatMadeIt() {
        let table = searchHolding(probability: 0.01)
        #expect(table.lookup(board, remaining: 4, probability: 0.07) == 123)
        #expect(table.lookup(board, remaining: 4, probability: 0.09) == nil)
        #expect(table.lookup(board, remaining: 4, probability: 0.9) == nil)
    }

    @Test func howMuchLikelierIsTheTuningsChoice() {
        let strict = searchHolding(probability: 0.01, likelierPath: 1)
        #expect(strict.lookup(board, remaining: 4, probability: 0.01) == 123)
        #expect(strict.lookup(board, remaining: 4, probability: 0.011) == nil)
        let any = searchHolding(probability: 0.0001, likelierPath: .infinity)
        #expect(any.lookup(board, remaining: 4, probability: 1) == 123)
    }

    /// A deeper search of the same board replaces the value it could not use.
    @Test func aDeeperValueReplacesOne() {
        let table = searchHolding(probability: 0.001)
        table.store(board, remaining: 4, probability: 0.5, score: 456)
        #expect(table.lookup(board, remaining: 4, probability: 0.5) == 456)
    }

    @Test func aNewSearchSeesNothingOfTheLast() {
        _ = searchHolding(probability: 0.01)
        #expect(cache.startSearch(likelierPath: 8).lookup(board, remaining: 1, probability: 0.0001) == nil)
    }
}
