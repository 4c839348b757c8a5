import Testing
@testable import BrocadeCore
import BrocadeTUI

/// SlideLargeBoard (6x6 to 8x8 reduced to a 5x5, then finished) and the
/// window shortening. Small beams keep the debug build quick.
@Suite struct SlideLargeBoardSolverTests {
    /// A small beam: the same search, quick in a debug build.
    static var small: SlideLargeBoard.Options {
        var o = SlideLargeBoard.Options()
        o.beam = 12
        o.extraLevels = 2
        o.window = 12
        o.windowNodeLimit = 20_000
        return o
    }

    /// Today's quick 5x5 solve, as the finisher.
    static func quick5(_ tiles: [Int], _: ContinuousClock.Instant) -> [Int]? {
        SlideReduction.solve(tiles, size: 5, isCancelled: { false })?.moves
    }

    static func later(_ seconds: Int) -> ContinuousClock.Instant { .now + .seconds(seconds) }

    @Test(arguments: 6...8)
    func solvesShuffledBoardsLegally(size: Int) throws {
        for seed in UInt64(1)...2 {
            let puzzle = SlidingRules.shuffled(size: size, level: .norm, seed: seed)
            let s = try #require(SlideLargeBoard.solve(puzzle.tiles, size: size, deadline: Self.later(60),
                                                       isCancelled: { false }, options: Self.small,
                                                       finish: Self.quick5))
            #expect(SlideOracle.solves(s.moves, puzzle), "seed \(seed)")
            #expect(s.bound == nil)
        }
    }

    @Test func theReductionLeavesTheLast5x5ItSays() throws {
        let puzzle = SlidingRules.shuffled(size: 7, level: .norm, seed: 3)
        let r = try #require(SlideLargeBoard.reduce(puzzle.tiles, size: 7, deadline: Self.later(60),
                                                    isCancelled: { false }, options: Self.small))
        let after = try #require(SlideOracle.applied(r.moves, to: puzzle))
        // The top two rows and left two columns are home; the rest, renamed, is `last5x5`.
        for c in 0..<49 where c / 7 < 2 || c % 7 < 2 { #expect(after.tiles[c] == c + 1) }
        var sub: [Int] = []
        for row in 2..<7 {
            for col in 2..<7 {
                let t = after.tiles[row * 7 + col]
                sub.append(t == 0 ? 0 : ((t - 1) / 7 - 2) * 5 + (t - 1) % 7 - 2 + 1)
            }
        }
        #expect(sub == r.last5x5)
    }

    @Test func theSameBoardGivesTheSameMoves() {
        let puzzle = SlidingRules.shuffled(size: 6, level: .norm, seed: 9)
        let a = SlideLargeBoard.solve(puzzle.tiles, size: 6, deadline: Self.later(60), isCancelled: { false },
                                      options: Self.small, finish: Self.quick5)
        let b = SlideLargeBoard.solve(puzzle.tiles, size: 6, deadline: Self.later(60), isCancelled: { false },
                                      options: Self.small, finish: Self.quick5)
        #expect(a != nil && a == b)
    }

    @Test func stopsWhenCancelled() {
        let puzzle = SlidingRules.shuffled(size: 8, level: .norm, seed: 4)
        var polls = 0
        let s = SlideLargeBoard.solve(puzzle.tiles, size: 8, deadline: Self.later(60), isCancelled: {
            polls += 1
            return polls > 3
        }, finish: Self.quick5)
        #expect(s == nil)
        // Cancelled from the start, the finisher is never asked.
        var asked = false
        let none = SlideLargeBoard.solve(puzzle.tiles, size: 8, deadline: Self.later(60), isCancelled: { true }) { t, d in
            asked = true
            return Self.quick5(t, d)
        }
        #expect(none == nil && !asked)
    }

    @Test(arguments: 6...8)
    func aDeadlineAlreadyPastStillGivesASolution(size: Int) throws {
        let puzzle = SlidingRules.shuffled(size: size, level: .norm, seed: 5)
        let s = try #require(SlideLargeBoard.solve(puzzle.tiles, size: size, deadline: .now, isCancelled: { false },
                                                   finish: Self.quick5))
        #expect(SlideOracle.solves(s.moves, puzzle))
    }

    @Test func aDeadlineThatCutsTheBeamStillGivesASolution() throws {
        // The full beam in a debug build outlasts 50 ms: the lines left go tile by tile.
        let puzzle = SlidingRules.shuffled(size: 6, level: .norm, seed: 12)
        let s = try #require(SlideLargeBoard.solve(puzzle.tiles, size: 6, deadline: .now + .milliseconds(50),
                                                   isCancelled: { false }, finish: Self.quick5))
        #expect(SlideOracle.solves(s.moves, puzzle))
    }

    @Test func aFinisherThatFailsOrLiesIsReplaced() throws {
        let puzzle = SlidingRules.shuffled(size: 6, level: .norm, seed: 6)
        for finisher in [{ _, _ in nil }, { _, _ in [0, 1, 2] }, { _, _ in [] }] as [SlideLargeBoard.Finisher] {
            let s = try #require(SlideLargeBoard.solve(puzzle.tiles, size: 6, deadline: Self.later(60),
                                                       isCancelled: { false }, options: Self.small, finish: finisher))
            #expect(SlideOracle.solves(s.moves, puzzle))
        }
    }

    @Test func theFinisherGetsTheLast5x5AndADeadlineBeforeOurs() throws {
        let puzzle = SlidingRules.shuffled(size: 6, level: .norm, seed: 7)
        let deadline = Self.later(60)
        var given: ([Int], ContinuousClock.Instant)?
        let s = try #require(SlideLargeBoard.solve(puzzle.tiles, size: 6, deadline: deadline, isCancelled: { false },
                                                   options: Self.small) { tiles, d in
            given = (tiles, d)
            return Self.quick5(tiles, d)
        })
        #expect(SlideOracle.solves(s.moves, puzzle))
        let (tiles, d) = try #require(given)
        #expect(tiles.sorted() == Array(0..<25) && SlidingRules.isSolvable(tiles, size: 5, level: .norm))
        #expect(d < deadline)
    }

    @Test func groupsEndWithAtLeastTwo() {
        #expect(SlideLargeBoard.groups(of: Array(0..<8), size: 4) == [[0, 1, 2, 3], [4, 5, 6, 7]])
        #expect(SlideLargeBoard.groups(of: Array(0..<7), size: 3) == [[0, 1, 2], [3, 4, 5, 6]])
        #expect(SlideLargeBoard.groups(of: Array(0..<7), size: 8) == [Array(0..<7)])
    }

    @Test func aGroupGoesHomeAndLockedCellsStay() throws {
        let n = 6
        let puzzle = SlidingRules.shuffled(size: n, level: .norm, seed: 8)
        let placement = SlideGroupPlacement(size: n)
        var weights = SlideGroupPlacement.Weights()
        weights.beam = 12
        var nodes = 0
        // The top row first, then the left column with the row locked.
        let first = try #require(placement.place(puzzle.tiles.map { UInt8($0) }, group: Array(0..<6), locked: 0,
                                                 weights: weights, maxBoards: 1_000_000, nodes: &nodes,
                                                 isCancelled: { false }))
        let afterRow = try #require(SlideOracle.applied(first, to: puzzle))
        #expect(Array(afterRow.tiles[0..<6]) == Array(1...6))
        let column = [6, 12, 18, 24, 30]
        let second = try #require(placement.place(afterRow.tiles.map { UInt8($0) }, group: column, locked: 0b111111,
                                                  weights: weights, maxBoards: 1_000_000, nodes: &nodes,
                                                  isCancelled: { false }))
        var r = afterRow
        for m in second {
            #expect(m >= 6, "a locked cell moved")
            r = try #require(r.applying(m))
        }
        #expect(column.allSatisfy { r.tiles[$0] == $0 + 1 } && Array(r.tiles[0..<6]) == Array(1...6))
        #expect(nodes > 0)
    }

    @Test func thePairTableCountsEveryMoveOfTwoTilesAndTheBlank() {
        let placement = SlideGroupPlacement(size: 6)
        let cells = 36
        let table = placement.pairDistances(0, 1, locked: 0)
        // Home, with the blank anywhere else: nothing to do.
        #expect(table[(0 * cells + 1) * cells + 35] == 0)
        // The second tile one step from home, the blank there: one move.
        #expect(table[(0 * cells + 2) * cells + 1] == 1)
        // The two swapped, the blank below: the blank must go round, far more
        // than their Manhattan distance of 2.
        #expect(table[(1 * cells + 0) * cells + 6] > 10)
        // With the first cell locked, a tile there can never leave.
        let locked = placement.pairDistances(1, 2, locked: 1)
        #expect(locked[(2 * cells + 1) * cells + 7] < 255)
        #expect(locked[(2 * cells + 1) * cells + 0] == 255)
    }

    // MARK: Window shortening

    /// Random walks with detours: legal, long, easy to shorten.
    static func walk(size n: Int, from tiles: [Int], steps: Int, seed: UInt64) -> [Int] {
        var rng = SeededRandom(seed: seed)
        var blank = tiles.firstIndex(of: 0)!
        var moves: [Int] = []
        let neighbours = SlideGeometry(size: n, steps: .orthogonal).neighbours
        for _ in 0..<steps {
            let options = neighbours[blank]
            let m = options[Int(rng.next() % UInt64(options.count))]
            moves.append(m)
            blank = m
        }
        return moves
    }

    @Test(arguments: [6, 7, 8])
    func windowsNeverLengthenAndKeepTheEnds(size: Int) throws {
        for seed in UInt64(1)...3 {
            let start = SlidingRules.shuffled(size: size, level: .norm, seed: seed)
            let moves = Self.walk(size: size, from: start.tiles, steps: 120, seed: seed)
            let shorter = SlidePathShortening.shortenedByWindows(moves, from: start.tiles, size: size, window: 10,
                                                                  nodeLimit: 20_000, deadline: Self.later(60),
                                                                  isCancelled: { false })
            #expect(shorter.count <= moves.count)
            #expect(shorter.count < moves.count, "a random walk has detours to cut")
            let a = try #require(SlideOracle.applied(moves, to: start))
            let b = try #require(SlideOracle.applied(shorter, to: start))
            #expect(a.tiles == b.tiles)
        }
    }

    @Test func windowsFindTheShorterWayRound() throws {
        // The blank twice round a 2x2 square turns its three tiles by two
        // places in 8 moves, no position twice (withoutLoops keeps them all);
        // once round the other way does the same in 4.
        let start = SlidingRules.shuffled(size: 6, level: .norm, seed: 11)
        let b = start.blank
        let dr = b / 6 > 0 ? -6 : 6, dc = b % 6 > 0 ? -1 : 1
        let round = [b + dr, b + dr + dc, b + dc, b]
        let moves = round + round
        #expect(SlidePathShortening.withoutLoops(moves, from: start.tiles) == moves)
        let shorter = SlidePathShortening.shortenedByWindows(moves, from: start.tiles, size: 6, window: 8,
                                                              deadline: Self.later(60), isCancelled: { false })
        #expect(shorter.count == 4)
        let a = try #require(SlideOracle.applied(moves, to: start))
        let c = try #require(SlideOracle.applied(shorter, to: start))
        #expect(a.tiles == c.tiles)
    }

    @Test func windowsStopWhenCancelled() {
        let start = SlidingRules.shuffled(size: 8, level: .norm, seed: 2)
        let moves = Self.walk(size: 8, from: start.tiles, steps: 400, seed: 2)
        let kept = SlidePathShortening.shortenedByWindows(moves, from: start.tiles, size: 8, deadline: Self.later(60),
                                                           isCancelled: { true })
        // Only the loops are cut: no window is searched.
        #expect(kept == SlidePathShortening.withoutLoops(moves, from: start.tiles))
    }
}
