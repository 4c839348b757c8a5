import Testing
@testable import BrocadeCore
import BrocadeTUI
import Synchronization

/// The nearly optimal 5x5 search, on small tables (pairs of tiles, built at
/// once in a debug build): legal, solving, never claiming more than it has
/// proven, and stopping when told to or when time is up.
@Suite struct SlideNearOptimalTests {
    /// 5x5 tables of tile pairs (and one single), a tenth of a second to build.
    static let smallPartition: [[Int]] = [[1, 2], [3, 4], [5, 10], [6, 7], [8, 9], [11, 16], [12, 13], [14, 15],
                                          [17, 18], [19, 20], [21, 22], [23, 24]]
    static let small = SlidePatternDatabase(size: 5, steps: .orthogonal, patterns: smallPartition)

    /// Easy positions with their fewest moves, found by the optimal search.
    static let easy: [(puzzle: SlidingRules, fewest: Int)] = (UInt64(1)...5).map { seed in
        let p = SlidingRules.scrambled(size: 5, level: .norm, moves: 14 + 2 * Int(seed), seed: seed)
        return (p, SlideIDAStar.solve(p.tiles, database: small, isCancelled: { false })!.moves.count)
    }

    static func solves(_ puzzle: SlidingRules, _ moves: [Int]) -> Bool {
        var r = puzzle
        for m in moves {
            guard r.path(from: m).count == 1, let next = r.applying(m) else { return false }
            r = next
        }
        return r.isSolved
    }

    @Test func withTimeToSpareTheAnswerIsProvenOptimal() throws {
        for (puzzle, fewest) in Self.easy {
            let s = try #require(SlideNearOptimal.solve(puzzle.tiles, database: Self.small, deadline: .now + .seconds(60),
                                                        isCancelled: { false }))
            #expect(Self.solves(puzzle, s.moves))
            #expect(s.moves.count == fewest)
            #expect(s.bound == 1 && s.optimal)
        }
    }

    /// Each run on its own (the weights one at a time) claims no more than it
    /// has: its length is at most the bound times the fewest.
    @Test func everyClaimedBoundHolds() throws {
        for (puzzle, fewest) in Self.easy {
            for weights in [[3.0], [2.0], [1.5], [1.2], [2.0, 1.3]] {
                let s = try #require(SlideNearOptimal.solve(puzzle.tiles, database: Self.small, deadline: .now + .seconds(60),
                                                            weights: weights, isCancelled: { false }))
                #expect(Self.solves(puzzle, s.moves))
                let bound = try #require(s.bound)
                #expect(bound >= 1)
                #expect(s.moves.count >= fewest)
                #expect(Double(s.moves.count) <= bound * Double(fewest) + 1e-9)
            }
        }
    }

    @Test func aSolvedBoardNeedsNoMoves() throws {
        let s = try #require(SlideNearOptimal.solve(SlidingRules.solved(size: 5, level: .norm).tiles, database: Self.small,
                                                    deadline: .now + .seconds(1), isCancelled: { false }))
        #expect(s.moves.isEmpty && s.optimal)
    }

    @Test func cancelledItStops() {
        let hard = SlidingRules.shuffled(size: 5, level: .norm, seed: 3)
        #expect(SlideNearOptimal.solve(hard.tiles, database: Self.small, deadline: .now + .seconds(600),
                                       isCancelled: { true }) == nil)
        // Cancelled once it has begun: polled every thousand nodes or so.
        let calls = Mutex(0)
        #expect(SlideNearOptimal.solve(hard.tiles, database: Self.small, deadline: .now + .seconds(600),
                                       isCancelled: { calls.withLock { $0 += 1; return $0 > 30 } }) == nil)
    }

    /// Out of time, it gives the best it has: at worst the quick solver's.
    @Test func pastTheDeadlineItGivesItsBest() throws {
        for seed in UInt64(1)...3 {
            let hard = SlidingRules.shuffled(size: 5, level: .norm, seed: seed)
            let s = try #require(SlideNearOptimal.solve(hard.tiles, database: Self.small, deadline: .now,
                                                        isCancelled: { false }))
            #expect(Self.solves(hard, s.moves))
            let quick = try #require(SlideSolver.solve(hard, databases: nil))
            #expect(s.moves.count <= quick.moves.count)
            #expect(try #require(s.bound) >= 1)
        }
    }

    /// Through the solver: 5x5 norm uses the 5x5 tables when given them, and
    /// is quick (no bound) without them.
    @Test func theSolverUsesTheTablesForFiveByFive() throws {
        let (puzzle, fewest) = Self.easy[0]
        let s = try #require(SlideSolver.solve(puzzle, databases: SlideDatabases(fiveByFive: Self.small),
                                               deadline: .now + .seconds(60)))
        #expect(s.moves.count == fewest && s.optimal)
        let quick = try #require(SlideSolver.solve(puzzle, databases: SlideDatabases(), deadline: .now + .seconds(60)))
        #expect(quick.bound == nil && Self.solves(puzzle, quick.moves))
    }
}

/// The solver's tables: each board's made once when first needed, a 4x4
/// solve never making the 5x5 ones nor the other way round, and damaged 5x5
/// tables built again.
@Suite struct SlideSolverTablesBoardsTests {
    final class Counts: Sendable {
        let builds4 = Mutex(0), builds5 = Mutex(0), stores5 = Mutex(0)
    }

    static func tables(_ counts: Counts, load5: @escaping SlideSolverTables.Load = { nil }) -> SlideSolverTables {
        SlideSolverTables(
            fourByFour: .init(load: { nil }, store: { _ in }, willBuild: {}, build: {
                counts.builds4.withLock { $0 += 1 }
                return SlidePatternDatabaseTests.small
            }),
            fiveByFive: .init(load: load5, store: { _ in counts.stores5.withLock { $0 += 1 } }, willBuild: {}, build: {
                counts.builds5.withLock { $0 += 1 }
                return SlideNearOptimalTests.small
            }))
    }

    @Test func eachBoardBuildsOnlyItsOwnTables() throws {
        let counts = Counts()
        let tables = Self.tables(counts)
        let four = SlidingRules.scrambled(size: 4, level: .norm, moves: 20, seed: 1)
        let five = SlideNearOptimalTests.easy[1].puzzle
        #expect(SlideSolverTables.needed(for: four) && SlideSolverTables.needed(for: five))
        #expect(SlideSolverTables.needed(for: .solved(size: 8, level: .norm)))
        #expect(!SlideSolverTables.needed(for: .solved(size: 3, level: .norm)))
        #expect(!SlideSolverTables.needed(for: .solved(size: 5, level: .some)))
        #expect(!tables.isReady(for: four) && !tables.isReady(for: five))
        #expect(tables.isReady(for: .solved(size: 3, level: .norm)))

        let s4 = try #require(tables.solve(four))
        #expect(s4.optimal && SlideNearOptimalTests.solves(four, s4.moves))
        #expect(tables.isReady(for: four) && !tables.isReady(for: five))
        #expect(counts.builds4.withLock { $0 } == 1 && counts.builds5.withLock { $0 } == 0)

        let s5 = try #require(tables.solve(five, budget: .seconds(60)))
        #expect(s5.moves.count == SlideNearOptimalTests.easy[1].fewest && s5.optimal)
        #expect(tables.isReady(for: five))
        _ = tables.solve(five)
        _ = tables.solve(.solved(size: 6, level: .norm))
        #expect(counts.builds4.withLock { $0 } == 1 && counts.builds5.withLock { $0 } == 1)
    }

    @Test func damagedFiveByFiveTablesAreBuiltAgainAndTheSolveStartsOver() throws {
        let small = SlideNearOptimalTests.small
        var bytes = small.encoded()
        let header = SlidePatternDatabase.headerSize(payload: small.byteCount)
        // Every block damaged: whatever the search reads first is found.
        for b in 0..<SlideTableChecks.blockCount(payload: small.byteCount) {
            bytes[header + b * SlideTableChecks.blockSize + 3] ^= 0x01
        }
        let damaged = try SlidePatternDatabase(mapping: TableBytes(bytes), verify: { _ in true })
        let counts = Counts()
        let tables = Self.tables(counts, load5: { damaged })
        for (puzzle, fewest) in SlideNearOptimalTests.easy.prefix(2) {
            let s = try #require(tables.solve(puzzle, budget: .seconds(60)))
            #expect(s.moves.count == fewest && s.optimal)
        }
        #expect(counts.builds5.withLock { $0 } == 1)
        #expect(counts.stores5.withLock { $0 } == 1)
        #expect(!tables.databases(for: SlideNearOptimalTests.easy[0].puzzle).fiveByFive!.isDamaged)
    }
}
