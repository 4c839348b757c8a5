import Testing
@testable import BrocadeCore
import BrocadeTUI

@Suite struct SlideSolver3x3Tests {
    /// Random 3x3 arrangements the level can solve.
    static func sample(_ count: Int, level: SlidingRules.Level, seed: UInt64) -> [[Int]] {
        var rng = SeededRandom(seed: seed)
        var out: [[Int]] = []
        while out.count < count {
            let t = rng.shuffled(Array(0..<9))
            if SlidingRules.isSolvable(t, size: 3, level: level) { out.append(t) }
        }
        return out
    }

    static func distance(_ table: [UInt8], _ tiles: [Int]) -> Int {
        Int(table[SlideOracle.rank(SlideOracle.pack(tiles))])
    }

    @Test func theBreadthFirstOracleSeesHalfTheBoardsAndDiameter31() {
        let reached = SlideOracle.normDistances.filter { $0 != 255 }
        #expect(reached.count == 181_440)
        #expect(reached.max() == 31)
    }

    @Test func normIsOptimalAgainstBreadthFirst() {
        for tiles in Self.sample(3000, level: .norm, seed: 11) {
            let puzzle = SlidingRules(size: 3, level: .norm, tiles: tiles)
            let s = SlideSolver.solve(puzzle, databases: nil)
            #expect(s?.optimal == true)
            #expect(s?.moves.count == Self.distance(SlideOracle.normDistances, tiles), "\(tiles)")
            #expect(s.map { SlideOracle.solves($0.moves, puzzle) } == true, "\(tiles)")
        }
    }

    @Test func theFarthestPositionsTake31Moves() {
        let table = SlideOracle.normDistances
        let farthest = table.indices.filter { table[$0] == 31 }
        #expect(farthest.count == 2)
        for r in farthest {
            let tiles = Self.unrank(r)
            let puzzle = SlidingRules(size: 3, level: .norm, tiles: tiles)
            let s = SlideSolver.solve(puzzle, databases: nil)
            #expect(s?.moves.count == 31)
            #expect(s.map { SlideOracle.solves($0.moves, puzzle) } == true)
        }
    }

    static func unrank(_ rank: Int) -> [Int] {
        var digits = [Int](repeating: 0, count: 9)
        var r = rank
        for i in stride(from: 8, through: 0, by: -1) {
            digits[i] = r % (9 - i)
            r /= 9 - i
        }
        var left = Array(0..<9)
        return digits.map { left.remove(at: $0) }
    }

    @Test func someIsOptimalAgainstBreadthFirstWithDiagonals() {
        #expect(SlideOracle.kingDistances.allSatisfy { $0 != 255 })
        for tiles in Self.sample(1500, level: .some, seed: 12) {
            let puzzle = SlidingRules(size: 3, level: .some, tiles: tiles)
            let s = SlideSolver.solve(puzzle, databases: nil)
            #expect(s?.optimal == true)
            #expect(s?.moves.count == Self.distance(SlideOracle.kingDistances, tiles), "\(tiles)")
            #expect(s.map { SlideOracle.solves($0.moves, puzzle) } == true, "\(tiles)")
        }
    }

    @Test func noneIsOptimalAgainstBreadthFirst() {
        for tiles in Self.sample(1500, level: .none, seed: 13) {
            let puzzle = SlidingRules(size: 3, level: .none, tiles: tiles)
            let s = SlideSolver.solve(puzzle, databases: nil)
            let best = Self.distance(SlideOracle.jumpDistances, tiles)
            #expect(s?.optimal == true)
            #expect(s?.moves.count == best, "\(tiles)")
            #expect(SlideJumpSolver.distance(tiles) == best)
            #expect(s.map { SlideOracle.applied($0.moves, to: puzzle)?.isSolved == true } == true, "\(tiles)")
        }
    }

    @Test func theDatabasesNeverOverestimate() {
        // Each table alone, and the sums, against the true distances.
        for (db, table, level) in [(SlideSolver.threeByThreeNorm, SlideOracle.normDistances, SlidingRules.Level.norm),
                                   (SlideSolver.threeByThreeSome, SlideOracle.kingDistances, .some)] {
            for tiles in Self.sample(4000, level: level, seed: 14) {
                let sum = db.patterns.indices.reduce(0) { total, p in
                    total + db.value(pattern: p, cells: db.patterns[p].map { tiles.firstIndex(of: $0)! })
                }
                #expect(sum <= Self.distance(table, tiles), "\(tiles)")
            }
        }
    }
}
