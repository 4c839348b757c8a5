import Testing
@testable import BrocadeCore
import BrocadeTUI

@Suite struct SlideLargeBoardTests {
    @Test(arguments: 4...8)
    func everyLevelEndsSolved(size: Int) {
        for level in SlidingRules.Level.allCases {
            for seed in UInt64(1)...3 {
                let puzzle = SlidingRules.shuffled(size: size, level: level, seed: seed)
                let s = SlideSolver.solve(puzzle, databases: nil)
                #expect(s.map { SlideOracle.solves($0.moves, puzzle) } == true, "\(level) seed \(seed)")
                #expect(s?.optimal == (level == .none), "\(level)")
            }
        }
    }

    @Test(arguments: 3...8)
    func unsolvableNormBoardsGiveNil(size: Int) {
        var tiles = SlidingRules.solved(size: size, level: .norm).tiles
        tiles.swapAt(0, 1)
        #expect(SlideSolver.solve(SlidingRules(size: size, level: .norm, tiles: tiles), databases: nil) == nil)
        // The same board is fine once diagonals or jumps are allowed.
        for level in [SlidingRules.Level.some, .none] {
            let puzzle = SlidingRules(size: size, level: level, tiles: tiles)
            let s = SlideSolver.solve(puzzle, databases: nil)
            #expect(s.map { SlideOracle.solves($0.moves, puzzle) } == true, "\(level)")
        }
    }

    @Test(arguments: 3...8)
    func solvedBoardsNeedNoMoves(size: Int) {
        for level in SlidingRules.Level.allCases {
            let s = SlideSolver.solve(.solved(size: size, level: level), databases: nil)
            #expect(s == SlideSolution(moves: [], optimal: size <= 3 || level == .none, nodes: 0), "\(level)")
        }
    }

    @Test(arguments: 3...8)
    func noneTakesTheCycleCount(size: Int) {
        for seed in UInt64(1)...20 {
            let puzzle = SlidingRules.shuffled(size: size, level: .none, seed: seed)
            let s = SlideSolver.solve(puzzle, databases: nil)
            #expect(s?.moves.count == SlideJumpSolver.distance(puzzle.tiles))
            #expect(s.map { SlideOracle.solves($0.moves, puzzle) } == true)
        }
    }

    @Test func noneCountsEachCycle() {
        // Two tiles swapped, blank home: one jump to start the cycle, two to close it.
        let swapped = SlidingRules(size: 3, level: .none, tiles: [2, 1, 3, 4, 5, 6, 7, 8, 0])
        #expect(SlideSolver.solve(swapped, databases: nil)?.moves.count == 3)
        // The blank one cell early: a cycle of two through its home, one jump.
        let early = SlidingRules(size: 3, level: .none, tiles: [1, 2, 3, 4, 5, 6, 7, 0, 8])
        #expect(SlideSolver.solve(early, databases: nil)?.moves == [8])
    }

    @Test func someLargerBoardsFixTheParityWithADiagonal() throws {
        var tiles = SlidingRules.solved(size: 5, level: .some).tiles
        tiles.swapAt(3, 4)
        let puzzle = SlidingRules(size: 5, level: .some, tiles: tiles)
        let s = try #require(SlideSolver.solve(puzzle, databases: nil))
        #expect(SlideOracle.solves(s.moves, puzzle))
        var r = puzzle
        var diagonals = 0
        for m in s.moves {
            if m / 5 != r.blank / 5 && m % 5 != r.blank % 5 { diagonals += 1 }
            r = try #require(r.applying(m))
        }
        #expect(diagonals % 2 == 1)
    }

    @Test func theReductionLeavesNoBackAndForth() throws {
        for size in 4...8 {
            let puzzle = SlidingRules.shuffled(size: size, level: .norm, seed: 40)
            let s = try #require(SlideSolver.solve(puzzle, databases: nil))
            var r = puzzle
            var previousBlank = -1
            for m in s.moves {
                #expect(m != previousBlank, "size \(size)")
                previousBlank = r.blank
                r = try #require(r.applying(m))
            }
            #expect(r.isSolved)
        }
    }

    @Test func aCancelledReductionGivesNothing() {
        let puzzle = SlidingRules.shuffled(size: 6, level: .norm, seed: 2)
        #expect(SlideSolver.solve(puzzle, databases: nil, isCancelled: { true }) == nil)
    }

    @Test func loopsAreCutOut() {
        let start = SlidingRules.solved(size: 3, level: .norm).tiles
        // Up and back down, then around a 2x2 block four times and back: all loops.
        #expect(SlidePathShortening.withoutLoops([5, 8], from: start) == [])
        #expect(SlidePathShortening.withoutLoops([7, 6], from: start) == [7, 6])
        let around = [5, 4, 7, 8]
        #expect(SlidePathShortening.withoutLoops(Array(repeating: around, count: 3).flatMap { $0 } + [5],
                                                 from: start) == [5])
    }
}
