import Testing
@testable import BrocadeCore
import BrocadeTUI
import Synchronization

/// A database file's bytes as a caller would hand them over (a mapped file).
final class TableBytes: SlideTableBytes, @unchecked Sendable {
    let memory: UnsafeMutableRawBufferPointer
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(memory) }

    init(_ array: [UInt8]) {
        memory = .allocate(byteCount: array.count, alignment: 4096)
        array.withUnsafeBytes { memory.copyMemory(from: $0) }
    }

    deinit { memory.deallocate() }
}

/// Tables used in place, checked a block at a time: the same answers as
/// tables built in memory, and damage found before it is used.
@Suite struct SlideMappedTablesTests {
    static let small = SlidePatternDatabaseTests.small

    static var puzzles: [SlidingRules] {
        (UInt64(1)...6).map { SlidingRules.scrambled(size: 4, level: .norm, moves: 24 + Int($0) * 2, seed: $0) }
    }

    @Test func mappedTablesSolveLikeBuiltOnes() throws {
        let file = TableBytes(Self.small.encoded())
        let mapped = try SlidePatternDatabase(mapping: file, check: .sample)
        #expect(mapped.patterns == Self.small.patterns)
        for puzzle in Self.puzzles {
            #expect(SlideSolver.solve(puzzle, databases: mapped) == SlideSolver.solve(puzzle, databases: Self.small))
        }
        #expect(!mapped.isDamaged)
        // The searches checked the blocks they read beyond the sample; the rest is whole too.
        #expect(mapped.checks.verified.filter { $0 }.count > SlideTableChecks.sampleCount)
        #expect(mapped.checks.verifyAll())
    }

    /// Each block's checksum as a file holds them.
    static func sums(_ payload: [UInt8]) -> [UInt8] {
        payload.withUnsafeBytes { bytes in
            (0..<SlideTableChecks.blockCount(payload: bytes.count)).flatMap { b in
                withUnsafeBytes(of: SlideTableChecks.sum(of: b, in: bytes).littleEndian) { Array($0) }
            }
        }
    }

    @Test func theSampleTakesTheFirstAndLastBlocks() {
        let payload = [UInt8](repeating: 7, count: 400 * SlideTableChecks.blockSize + 5)
        let sums = Self.sums(payload)
        payload.withUnsafeBytes { bytes in
            sums.withUnsafeBytes { sumBytes in
                let checks = SlideTableChecks(payload: bytes, sums: sumBytes)
                #expect(checks.verifySample())
                let known = checks.verified
                #expect(known.filter { $0 }.count == SlideTableChecks.sampleCount)
                #expect(known.first == true && known.last == true)
            }
        }
    }

    @Test func aBlockOutsideTheSampleIsCheckedWhenRead() {
        var payload = [UInt8](repeating: 7, count: 400 * SlideTableChecks.blockSize)
        let sums = Self.sums(payload)
        payload[3 * SlideTableChecks.blockSize + 100] ^= 0x04
        payload.withUnsafeBytes { bytes in
            sums.withUnsafeBytes { sumBytes in
                let checks = SlideTableChecks(payload: bytes, sums: sumBytes)
                #expect(checks.verifySample())
                #expect(!checks.isDamaged)
                #expect(!checks.verify(block: 3))
                #expect(checks.isDamaged)
                #expect(!checks.verifyAll())
            }
        }
    }

    @Test func theChecksumSeesEveryOneBitChangeAndPairsOfThem() {
        var bytes = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let sum = bytes.withUnsafeBytes { SlideTableChecks.checksum($0) }
        for i in stride(from: 0, to: bytes.count, by: 61) {
            for bit in 0..<8 {
                bytes[i] ^= 1 << bit
                #expect(bytes.withUnsafeBytes { SlideTableChecks.checksum($0) } != sum)
                // The same top bit in two words of one lane: FNV-style sums miss this.
                bytes[(i + 32) % bytes.count] ^= 1 << bit
                #expect(bytes.withUnsafeBytes { SlideTableChecks.checksum($0) } != sum)
                bytes[(i + 32) % bytes.count] ^= 1 << bit
                bytes[i] ^= 1 << bit
            }
        }
        #expect(bytes.withUnsafeBytes { SlideTableChecks.checksum($0) } == sum)
    }

    /// Damage that no start-up check looked at: the search finds it at its
    /// first read of the block and gives nothing rather than a wrong answer.
    @Test func theSearchStopsAtADamagedBlock() throws {
        var bytes = Self.small.encoded()
        let header = SlidePatternDatabase.headerSize(payload: Self.small.byteCount)
        // A value raised in every block: were it used, the bound would be too high.
        for b in 0..<SlideTableChecks.blockCount(payload: Self.small.byteCount) {
            bytes[header + b * SlideTableChecks.blockSize + 5] &+= 2
        }
        let mapped = try SlidePatternDatabase(mapping: TableBytes(bytes), verify: { _ in true })
        #expect(SlideSolver.solve(Self.puzzles[0], databases: mapped) == nil)
        #expect(mapped.isDamaged)
    }

    /// The solver's tables: a copy found damaged is built again and stored,
    /// and the answer is the same as with whole tables.
    @Test func damagedTablesAreBuiltAgainAndTheSolveStartsOver() throws {
        var bytes = Self.small.encoded()
        let header = SlidePatternDatabase.headerSize(payload: Self.small.byteCount)
        bytes[header + SlideTableChecks.blockSize + 17] ^= 0x01
        let damaged = try SlidePatternDatabase(mapping: TableBytes(bytes), verify: { _ in true })
        let builds = Mutex(0), stores = Mutex(0)
        let tables = SlideSolverTables(load: { damaged }, store: { _ in stores.withLock { $0 += 1 } }, willBuild: {},
                                       build: {
                                           builds.withLock { $0 += 1 }
                                           return SlidePatternDatabase(size: 4, steps: .orthogonal,
                                                                       patterns: SlidePatternDatabaseTests.smallPartition)
                                       })
        for puzzle in Self.puzzles {
            #expect(tables.solve(puzzle) == SlideSolver.solve(puzzle, databases: Self.small))
        }
        #expect(builds.withLock { $0 } == 1)
        #expect(stores.withLock { $0 } == 1)
        #expect(!tables.database().isDamaged)
    }
}
