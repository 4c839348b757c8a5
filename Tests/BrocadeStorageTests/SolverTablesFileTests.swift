import Foundation
import Testing
@testable import BrocadeCore
import BrocadeStorage
import BrocadeTUI
import Synchronization

/// The solver's tables in the cache: mapped in place, and a copy that is
/// missing, cut short or damaged is built again.
@Suite struct SolverTablesFileTests {
    /// 4x4 tables small enough to build at once in a debug build.
    static let small = SlidePatternDatabase(size: 4, steps: .orthogonal,
                                            patterns: [[1, 2, 3, 4], [5, 6, 9, 10], [13, 14], [7, 8, 11, 12], [15]])
    static let puzzle = SlidingRules.scrambled(size: 4, level: .norm, moves: 30, seed: 5)

    private func file(_ t: TempDir) -> SolverTablesFile {
        SolverTablesFile(file: CacheFile(path: t.path + "/cache/brocade/slide-4x4.pdb"))
    }

    private var header: Int { SlidePatternDatabase.headerSize(payload: Self.small.byteCount) }

    /// The tables through `SlideSolverTables`, counting the builds.
    private func solveCountingBuilds(_ f: SolverTablesFile) -> (SlideSolution?, Int) {
        let builds = Mutex(0)
        let tables = SlideSolverTables(load: { f.load() }, store: { f.store($0) }, willBuild: {},
                                       build: { builds.withLock { $0 += 1 }; return Self.small })
        let s = tables.solve(Self.puzzle)
        return (s, builds.withLock { $0 })
    }

    @Test func storedTablesAreMappedAndSolveLikeBuiltOnes() throws {
        let t = TempDir()
        let f = file(t)
        #expect(f.load() == nil)
        f.store(Self.small)
        #expect(t.mode("cache/brocade/slide-4x4.pdb") == 0o600)
        let mapped = try #require(f.load())
        #expect(mapped.byteCount == Self.small.byteCount)
        #expect(SlideSolver.solve(Self.puzzle, databases: mapped) == SlideSolver.solve(Self.puzzle, databases: Self.small))
        let (s, builds) = solveCountingBuilds(f)
        #expect(builds == 0)
        #expect(s == SlideSolver.solve(Self.puzzle, databases: Self.small))
    }

    @Test(arguments: ["truncated", "one byte short", "one byte long", "wrong magic", "zero length", "zeroed",
                      "tables zeroed", "flipped bit in a sampled block", "flipped bits in every other block",
                      "flipped bit in the header", "newer version"])
    func damagedCopiesAreBuiltAgain(damage: String) throws {
        let t = TempDir()
        let f = file(t)
        let path = try #require(f.file.path)
        var bytes = Self.small.encoded()
        switch damage {
        case "truncated": bytes = Array(bytes.prefix(bytes.count / 2))
        case "one byte short": bytes.removeLast()
        case "one byte long": bytes.append(0)
        case "wrong magic": bytes[0] ^= 0x20
        case "zero length": bytes = []
        case "zeroed": bytes = [UInt8](repeating: 0, count: bytes.count)
        case "tables zeroed": bytes.replaceSubrange(header..., with: repeatElement(0, count: bytes.count - header))
        case "flipped bit in a sampled block": bytes[header + 5] ^= 0x08
        case "flipped bits in every other block":
            // The start-up sample misses these: the search finds them.
            for b in stride(from: 1, to: SlideTableChecks.blockCount(payload: Self.small.byteCount), by: 2) {
                bytes[header + b * SlideTableChecks.blockSize + 3] ^= 0x10
            }
        case "flipped bit in the header": bytes[40] ^= 0x01
        case "newer version": bytes[8] &+= 1
        default: Issue.record("unknown damage \(damage)")
        }
        try FileSystem.writeAtomically(bytes, to: path)
        if damage != "flipped bits in every other block" { #expect(f.load() == nil) }
        let (s, builds) = solveCountingBuilds(f)
        #expect(builds == 1)
        #expect(s == SlideSolver.solve(Self.puzzle, databases: Self.small))
        // Stored over the damaged copy, whole.
        #expect(f.load() != nil)
        #expect(try FileSystem.read(path, limit: 1 << 26) == .bytes(Self.small.encoded()))
    }

    @Test func aDirectoryInItsPlaceIsBuiltInMemory() throws {
        let t = TempDir()
        let f = file(t)
        let path = try #require(f.file.path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        #expect(f.load() == nil)
        let (s, builds) = solveCountingBuilds(f)
        #expect(builds == 1)
        #expect(s == SlideSolver.solve(Self.puzzle, databases: Self.small))
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test func aFifoInItsPlaceIsNotWaitedOn() throws {
        let t = TempDir()
        let f = file(t)
        let path = try #require(f.file.path)
        try FileSystem.makeDirectory(t.path + "/cache/brocade")
        #expect(mkfifo(path, 0o600) == 0)
        #expect(f.load() == nil)
    }

    /// The 5x5 tables in a file of their own, beside the 4x4 ones: stored,
    /// mapped and used; damaged, built again and stored over; never taken
    /// for the other board's.
    @Test func fiveByFiveTablesHaveTheirOwnFile() throws {
        let t = TempDir()
        let storage = Storage(environment: ["XDG_CACHE_HOME": t.path + "/cache", "HOME": t.path])
        let five = storage.fiveByFiveSolverTables
        let path = try #require(five.file.path)
        #expect(path == t.path + "/cache/brocade/slide-5x5.pdb")
        #expect(storage.solverTables(.standard).file.path != path)
        // 5x5 tables of tile pairs, built at once.
        let small5 = SlidePatternDatabase(size: 5, steps: .orthogonal, patterns: [
            [1, 2], [3, 4], [5, 10], [6, 7], [8, 9], [11, 16], [12, 13], [14, 15], [17, 18], [19, 20], [21, 22], [23, 24]])
        let puzzle = SlidingRules.scrambled(size: 5, level: .norm, moves: 20, seed: 3)
        let fewest = try #require(SlideIDAStar.solve(puzzle.tiles, database: small5, isCancelled: { false })).moves.count
        #expect(five.load() == nil)
        five.store(small5)
        let mapped = try #require(five.load())
        #expect(mapped.byteCount == small5.byteCount)
        // A 4x4 file in the 5x5 one's place is not used for a 5x5.
        storage.solverTables(.standard).store(Self.small)
        #expect(SolverTablesFile(file: storage.solverTables(.standard).file, board: 5).load() == nil)

        var bytes = small5.encoded()
        let header = SlidePatternDatabase.headerSize(payload: small5.byteCount)
        for b in stride(from: 1, to: SlideTableChecks.blockCount(payload: small5.byteCount), by: 2) {
            bytes[header + b * SlideTableChecks.blockSize + 3] ^= 0x10
        }
        try FileSystem.writeAtomically(bytes, to: path)
        let builds = Mutex(0)
        let tables = SlideSolverTables(fourByFour: storage.solverTables(.standard).source(),
                                       fiveByFive: .init(load: { five.load() }, store: { five.store($0) }, willBuild: {},
                                                         build: { builds.withLock { $0 += 1 }; return small5 }))
        let s = try #require(tables.solve(puzzle, budget: .seconds(60)))
        #expect(s.moves.count == fewest && s.optimal)
        #expect(builds.withLock { $0 } == 1)
        #expect(try FileSystem.read(path, limit: 1 << 26) == .bytes(small5.encoded()))
    }

    @Test func noCacheHomeMeansNoFile() {
        let f = SolverTablesFile(file: CacheFile(path: nil))
        #expect(f.load() == nil)
        f.store(Self.small)
        #expect(f.load() == nil)
    }
}
