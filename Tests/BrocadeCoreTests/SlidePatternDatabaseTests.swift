import Testing
@testable import BrocadeCore
import BrocadeTUI

#if DEBUG
private let isDebugBuild = true
#else
private let isDebugBuild = false
#endif

@Suite struct SlidePatternDatabaseTests {
    /// Small enough to build in a moment in a debug build.
    static let smallPartition = [[1, 2, 3, 4], [5, 6, 9, 10], [13, 14], [7, 8, 11, 12], [15]]
    static let small = SlidePatternDatabase(size: 4, steps: .orthogonal, patterns: smallPartition)

    @Test func oneTilePatternsAreManhattanAndChebyshevDistances() {
        let singles = (1..<16).map { [$0] }
        let orthogonal = SlidePatternDatabase(size: 4, steps: .orthogonal, patterns: singles)
        let king = SlidePatternDatabase(size: 4, steps: .king, patterns: singles)
        for t in 1..<16 {
            for c in 0..<16 {
                let dr = abs(c / 4 - (t - 1) / 4), dc = abs(c % 4 - (t - 1) % 4)
                #expect(orthogonal.value(pattern: t - 1, cells: [c]) == dr + dc)
                #expect(king.value(pattern: t - 1, cells: [c]) == max(dr, dc))
            }
        }
    }

    @Test func theBlankRegionStopsAtOccupiedCells() {
        // 4x4, a wall down column 1 open at the bottom: the region goes round
        // it. Closed at the bottom too, neither kind of step gets past.
        let cells = { (list: [Int]) in list.reduce(UInt64(0)) { $0 | 1 << UInt64($1) } }
        let orthogonal = SlideGeometry(size: 4, steps: .orthogonal)
        let king = SlideGeometry(size: 4, steps: .king)
        let wall = cells([1, 5, 9])
        #expect(orthogonal.region(from: 0, free: orthogonal.allCells & ~wall) == orthogonal.allCells & ~wall)
        let closed = cells([1, 5, 9, 13])
        #expect(orthogonal.region(from: 0, free: orthogonal.allCells & ~closed) == cells([0, 4, 8, 12]))
        #expect(king.region(from: 0, free: king.allCells & ~closed) == cells([0, 4, 8, 12]))
        // A diagonal wall stops orthogonal steps only.
        let diagonal = cells([3, 6, 9, 12])
        #expect(orthogonal.region(from: 0, free: orthogonal.allCells & ~diagonal) == cells([0, 1, 2, 4, 5, 8]))
        #expect(king.region(from: 0, free: king.allCells & ~diagonal) == king.allCells & ~diagonal)
    }

    @Test func everyPlacementGetsAValue() {
        #expect(Self.small.storage.allSatisfy { $0 != 0xFF })
        #expect(Self.small.byteCount == 2 * 16 * 15 * 14 * 13 + 16 * 15 + 16 * 15 * 14 * 13 + 16)
    }

    /// Tables big enough to be built by two threads come out byte for byte
    /// as one thread builds them.
    @Test func twoThreadsBuildWhatOneBuilds() {
        let patterns = [[1, 2, 3, 4, 5], [6, 7, 8, 9], [10, 11, 12], [13, 14, 15]]
        let one = SlidePatternDatabase(size: 4, steps: .orthogonal, patterns: patterns, maxThreads: 1)
        let two = SlidePatternDatabase(size: 4, steps: .orthogonal, patterns: patterns, maxThreads: 2)
        #expect(one.storage == two.storage)
        #expect(one.storage.allSatisfy { $0 != 0xFF })
    }

    @Test func progressRisesToOne() {
        let seen = ProgressLog()
        _ = SlidePatternDatabase(size: 3, steps: .orthogonal, patterns: [[1, 2, 3, 4], [5, 6, 7, 8]]) { seen.add($0) }
        let values = seen.values
        #expect(values.last == 1)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test(arguments: UInt64(1)...12)
    func fifteenPuzzleScramblesAreOptimal(seed: UInt64) {
        let moves = 20 + Int(seed % 4) * 5
        let puzzle = SlidingRules.scrambled(size: 4, level: .norm, moves: moves, seed: seed)
        let s = SlideSolver.solve(puzzle, databases: Self.small)
        #expect(s?.optimal == true)
        #expect(s?.moves.count == SlideOracle.manhattanOptimalLength(puzzle.tiles, size: 4), "seed \(seed)")
        #expect(s.map { SlideOracle.solves($0.moves, puzzle) } == true)
    }

    @Test func someOnFourByFourUsesTheNormSearchAfterTheParityFix() {
        for seed in UInt64(1)...4 {
            var puzzle = SlidingRules(size: 4, level: .some,
                                      tiles: SlidingRules.scrambled(size: 4, level: .norm, moves: 25, seed: seed).tiles)
            if seed % 2 == 0 {
                // One diagonal step away: out of the norm's reach.
                let b = puzzle.blank
                puzzle = puzzle.applying(b >= 4 ? (b % 4 > 0 ? b - 5 : b - 3) : (b % 4 > 0 ? b + 3 : b + 5))!
                #expect(!SlidingRules.isSolvable(puzzle.tiles, size: 4, level: .norm))
            }
            let s = SlideSolver.solve(puzzle, databases: Self.small)
            #expect(s?.optimal == false)
            #expect(s.map { SlideOracle.solves($0.moves, puzzle) } == true, "seed \(seed)")
        }
    }

    @Test func aCancelledSearchGivesNothing() {
        let puzzle = SlidingRules.shuffled(size: 4, level: .norm, seed: 3)
        #expect(SlideSolver.solve(puzzle, databases: Self.small, isCancelled: { true }) == nil)
    }

    @Test func encodingRoundTrips() throws {
        let bytes = Self.small.encoded()
        let header = SlidePatternDatabase.headerSize(payload: Self.small.byteCount)
        #expect(header % 4096 == 0)
        #expect(bytes.count == header + Self.small.byteCount)
        let back = try SlidePatternDatabase(decoding: bytes)
        #expect(back.patterns == Self.small.patterns)
        #expect(back.storage == Self.small.storage)
        #expect(back.geometry == Self.small.geometry)
        #expect(back.encoded() == bytes)
        let puzzle = SlidingRules.scrambled(size: 4, level: .norm, moves: 30, seed: 8)
        #expect(SlideSolver.solve(puzzle, databases: back) == SlideSolver.solve(puzzle, databases: Self.small))
    }

    @Test func damageIsRejected() {
        let bytes = Self.small.encoded()
        let header = SlidePatternDatabase.headerSize(payload: Self.small.byteCount)
        func rejects(_ expected: SlidePatternDatabase.FormatError, sourceLocation: SourceLocation = #_sourceLocation,
                     _ change: (inout [UInt8]) -> Void) {
            var b = bytes
            change(&b)
            #expect(throws: expected, sourceLocation: sourceLocation) { try SlidePatternDatabase(decoding: b) }
        }
        rejects(.badMagic) { $0[0] ^= 1 }
        rejects(.badMagic) { $0 = [] }
        rejects(.unsupportedVersion(SlidePatternDatabase.formatVersion + 1)) { $0[8] &+= 1 }
        rejects(.badPartition) { $0[16 + 3] = 0xFF }    // tile 3 in no pattern
        rejects(.badPartition) { $0[14] = 9 }           // empty patterns
        rejects(.badLength) { $0[16 + 3] = 2 }          // a valid partition, other table sizes
        rejects(.badPartition) { $0[16 + 20] = 0 }      // a tile the 4x4 board has not
        rejects(.badPartition) { $0[12] = 9 }
        rejects(.badLength) { $0.removeLast() }
        rejects(.badLength) { $0.append(0) }
        rejects(.badLength) { $0 = Array($0.prefix(50)) }
        rejects(.badChecksum) { $0[header + 1000] ^= 0x10 }
        rejects(.badChecksum) { $0[$0.count - 1] ^= 0x01 }
        rejects(.badChecksum) { $0[88] ^= 0x01 }
        rejects(.badChecksum) { $0[96 + 9] ^= 0x01 }       // a block's checksum
        rejects(.badChecksum) { $0.replaceSubrange(header..., with: repeatElement(0, count: $0.count - header)) }
        rejects(.badMagic) { $0 = [UInt8](repeating: 0, count: $0.count) }
    }

    /// The real 6-6-3 databases take a few seconds in a release build, far
    /// longer in a debug one.
    @Test(.enabled(if: !isDebugBuild))
    func theRealDatabasesSolveOptimally() throws {
        let db = SlidePatternDatabase.build()
        #expect(db.byteCount == 2 * 16 * 15 * 14 * 13 * 12 * 11 + 16 * 15 * 14)
        #expect(db.storage.allSatisfy { $0 != 0xFF })
        for seed in UInt64(1)...4 {
            let puzzle = SlidingRules.scrambled(size: 4, level: .norm, moves: 40, seed: seed)
            let s = SlideSolver.solve(puzzle, databases: db)
            #expect(s?.optimal == true)
            #expect(s?.moves.count == SlideOracle.manhattanOptimalLength(puzzle.tiles, size: 4))
        }
        let back = try SlidePatternDatabase(decoding: db.encoded())
        #expect(back.storage == db.storage)
    }
}

/// Collects progress reports from the build.
private final class ProgressLog {
    private(set) var values: [Double] = []
    func add(_ v: Double) { values.append(v) }
}
