import BrocadeTUI
import Synchronization

/// Memory that holds a pattern-database file (header and tables) and stays
/// put for as long as the object lives: a file mapped by the caller, say.
/// The core never opens files; whoever owns the bytes says where they are.
public protocol SlideTableBytes: AnyObject, Sendable {
    var bytes: UnsafeRawBufferPointer { get }
}

/// The checksums of a database's tables, a block at a time, and which blocks
/// have been found whole.
///
/// Why small blocks, checked when first read: a start-up that hashed all the
/// tables (11 MiB, or 550 MiB for the large ones) would cost more than the
/// search it serves, and so would hashing big blocks around the few
/// thousand scattered entries an easy search reads. So a mapped file's
/// header (its own checksum), its length and a fixed sample of blocks are
/// checked before the search, which finds a truncated, zeroed or
/// overwritten file at once; what the sample misses (a flipped bit in some
/// other block) is found when the search first reads that 1 KiB block,
/// before any value in it is used. A damaged block never feeds the
/// heuristic, so damage can slow a solve down (the tables are built again
/// and the search starts over) but never makes it return a longer solution
/// as optimal. A damaged block checksum only makes a whole block look
/// damaged. Lookups cannot leave the tables whatever the bytes say: the
/// ranks come from the board, and the tables' sizes from the checked header
/// and the mapping's length. A file changed in place *during* a search is
/// beyond this; brocade itself replaces the file by renaming a new one over
/// it, which leaves a mapped copy untouched.
final class SlideTableChecks: Sendable {
    /// 1 KiB: about 50 ns to hash, so checking every block an easy search
    /// reads costs it a few milliseconds at most, and the list of checksums
    /// is 1/128 of the tables.
    static let blockShift = 10
    static let blockSize = 1 << blockShift
    /// Checked before the search: the first, the last and evenly between.
    static let sampleCount = 64

    let count: Int
    private let payload: UnsafeRawBufferPointerBox
    /// Each block's checksum, UInt64 little-endian (empty when all are known whole).
    private let sums: UnsafeRawBufferPointerBox
    private let state: Mutex<[Bool]>
    private let damaged = Atomic<Bool>(false)

    static func blockCount(payload: Int) -> Int { (payload + blockSize - 1) >> blockShift }

    /// For tables made here: every block is whole.
    init(trusted payload: UnsafeRawBufferPointer) {
        self.payload = UnsafeRawBufferPointerBox(payload)
        count = Self.blockCount(payload: payload.count)
        sums = UnsafeRawBufferPointerBox(UnsafeRawBufferPointer(start: nil, count: 0))
        state = Mutex([Bool](repeating: true, count: count))
    }

    /// For tables read from elsewhere, with their blocks' checksums (memory
    /// that outlives this): nothing is known to be whole yet.
    init(payload: UnsafeRawBufferPointer, sums: UnsafeRawBufferPointer) {
        count = Self.blockCount(payload: payload.count)
        precondition(sums.count == 8 * count)
        self.payload = UnsafeRawBufferPointerBox(payload)
        self.sums = UnsafeRawBufferPointerBox(sums)
        state = Mutex([Bool](repeating: false, count: count))
    }

    /// True once a block was found damaged: the tables must be made again.
    var isDamaged: Bool { damaged.load(ordering: .relaxed) }

    /// Which blocks are known whole, for a search to copy.
    var verified: [Bool] { state.withLock { $0 } }

    /// Checks a block if it has not been; false (and damaged from then on) when it is not whole.
    func verify(block: Int) -> Bool {
        let ok = state.withLock { known in
            if known[block] { return true }
            let stored = UInt64(littleEndian: sums.buffer.loadUnaligned(fromByteOffset: 8 * block, as: UInt64.self))
            guard Self.sum(of: block, in: payload.buffer) == stored else { return false }
            known[block] = true
            return true
        }
        if !ok { damaged.store(true, ordering: .relaxed) }
        return ok
    }

    func verifySample() -> Bool {
        guard count > 0 else { return true }
        let picks = Set((0..<Self.sampleCount).map { $0 * (count - 1) / max(1, Self.sampleCount - 1) })
        return picks.sorted().allSatisfy { verify(block: $0) }
    }

    func verifyAll() -> Bool { (0..<count).allSatisfy { verify(block: $0) } }

    static func sum(of block: Int, in payload: UnsafeRawBufferPointer) -> UInt64 {
        let start = block << blockShift
        return checksum(UnsafeRawBufferPointer(rebasing: payload[start..<min(payload.count, start + blockSize)]))
    }

    /// Four lanes of xxHash64's round (multiply, add, rotate, multiply), a
    /// few bytes a cycle. Each round is a bijection of its word, so one
    /// changed word always changes the sum; the rotation carries high bits
    /// down, so that two changes do not cancel as they can in FNV-style sums.
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let p1: UInt64 = 0x9E37_79B1_85EB_CA87, p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        @inline(__always) func round(_ acc: UInt64, _ word: UInt64) -> UInt64 {
            let x = acc &+ word &* p2
            return ((x << 31) | (x >> 33)) &* p1
        }
        var a = p1 &+ p2, b = p2, c: UInt64 = 0, d = 0 &- p1
        let count = bytes.count
        var i = 0
        if let base = bytes.baseAddress {
            while i + 32 <= count {
                a = round(a, base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                b = round(b, base.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self))
                c = round(c, base.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self))
                d = round(d, base.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self))
                i += 32
            }
        }
        var h = round(round(round(round(UInt64(count), a), b), c), d)
        while i < count {
            h = round(h, UInt64(bytes[i]))
            i += 1
        }
        h ^= h >> 29
        return h &* p1
    }
}

/// The tables' memory belongs to the database's owner and is never written
/// after it is made, so reading it from any thread is safe.
struct UnsafeRawBufferPointerBox: @unchecked Sendable {
    let buffer: UnsafeRawBufferPointer
    init(_ buffer: UnsafeRawBufferPointer) { self.buffer = buffer }
}
