import BrocadeTUI

/// Additive pattern databases for the sliding puzzle: the tiles are split into
/// disjoint patterns, and for each pattern a table gives, for every placement
/// of its tiles, the fewest moves *of those tiles* that bring them home. As
/// every move moves one tile, the tables' values add up to a lower bound on
/// the whole solution.
///
/// The public face is the 15-puzzle's (4x4, norm) 6-6-3 database; smaller
/// ones (3x3, and the king steps of the some level) use the same machinery.
/// The tables are either made here, read from an array (checked whole), or
/// in memory the caller owns, such as a mapped file (checked a block at a
/// time, see `SlideTableChecks`).
public final class SlidePatternDatabase: Sendable {
    /// Bump when the table layout, the ranking or the header changes.
    /// 2: checksums per 1 KiB block, the tables on a page boundary.
    public static let formatVersion = 2

    public enum FormatError: Error, Equatable, Sendable {
        case badMagic
        case unsupportedVersion(Int)
        case badPartition
        case badLength
        case badChecksum
    }

    /// How much of a file's tables to check before the first search.
    public enum Check: Sendable {
        /// The header, the length and a fixed sample of blocks; the rest as the search first reads them.
        case sample
        /// Every block.
        case full
    }

    /// For the goal with the blank bottom right: the top row but its first
    /// tile; the left column and the two tiles right of its middle; the
    /// bottom-right block. Of the 6-6-3 splits tried on the benchmark's 100
    /// shuffles (with the reflected lookup), this one expanded the fewest
    /// nodes: 0.28 M a solve, against 0.38 M to 1.5 M for the others, the
    /// usual one from the literature (turned for this goal) 0.51 M.
    static let standardPartition: [[Int]] = [[1, 5, 6, 9, 10, 13], [7, 8, 11, 12, 14, 15], [2, 3, 4]]

    let geometry: SlideGeometry
    /// Each pattern's tiles, ascending: the order their cells are ranked in.
    let patterns: [[Int]]
    /// The tables back to back, one byte per placement, in `owner`'s memory.
    let tables: UnsafeRawBufferPointerBox
    /// Where each pattern's table starts in `tables`.
    let offsets: [Int]
    let checks: SlideTableChecks
    /// Keeps `tables` alive: the caller's mapping, or memory of our own.
    private let owner: any Sendable & AnyObject

    public var byteCount: Int { tables.buffer.count }
    /// The tables as an array (tests).
    var storage: [UInt8] { Array(tables.buffer) }
    /// True once the search found a block of the tables damaged (only tables
    /// read from a file can be): make them again.
    public var isDamaged: Bool { checks.isDamaged }

    /// The 15-puzzle's database; takes a few seconds in a release build.
    public static func build(progress: (@Sendable (Double) -> Void)? = nil) -> SlidePatternDatabase {
        SlidePatternDatabase(size: 4, steps: .orthogonal, patterns: standardPartition, progress: progress)
    }

    /// The large 15-puzzle tables, after Korf and Felner (2002): the top two
    /// rows (8 tiles) and the bottom two (7). Reflected about the main
    /// diagonal they are the left and right halves, so the reflected lookup
    /// is a second, different estimate (a partition that is its own
    /// reflection, such as the first row and column and the 3x3 block
    /// left, gives the same value twice: 178,000 nodes a solve of Korf's 100
    /// against 304,000 for the 6-6-3 tables). 550 MiB; minutes to build.
    static let largePartition: [[Int]] = [[1, 2, 3, 4, 5, 6, 7, 8], [9, 10, 11, 12, 13, 14, 15]]

    public static func buildLarge(progress: (@Sendable (Double) -> Void)? = nil) -> SlidePatternDatabase {
        SlidePatternDatabase(size: 4, steps: .orthogonal, patterns: largePartition, progress: progress)
    }

    /// The 24-puzzle's (5x5) tables: four patterns of 5 tiles and one of 4,
    /// for the goal with the blank bottom right:
    ///
    ///      1  2  3  4  5      A A A B B
    ///      6  7  8  9 10      A A B B B
    ///     11 12 13 14 15      C D D D E
    ///     16 17 18 19 20      C C D D E
    ///     21 22 23 24  .      C C E E .
    ///
    /// Reflected about the main diagonal this is another partition, so the
    /// reflected lookup is a second estimate (see `largePartition`).
    public static let fiveByFivePartition: [[Int]] = [[1, 2, 3, 6, 7], [4, 5, 8, 9, 10], [11, 16, 17, 21, 22],
                                                      [12, 13, 14, 18, 19], [15, 20, 23, 24]]

    /// The 24-puzzle's tables (`partition`: the benchmark tries others);
    /// about 11 s on two cores in a release build.
    public static func buildFiveByFive(partition: [[Int]] = fiveByFivePartition,
                                       progress: (@Sendable (Double) -> Void)? = nil) -> SlidePatternDatabase {
        SlidePatternDatabase(size: 5, steps: .orthogonal, patterns: partition, progress: progress)
    }

    /// The board's side (3, 4 or 5).
    public var boardSize: Int { geometry.size }

    /// `maxThreads`: how many threads may build a large table (tests compare one and two).
    init(size: Int, steps: SlideGeometry.Steps, patterns: [[Int]], maxThreads: Int = 2,
         progress: ((Double) -> Void)? = nil) {
        let g = SlideGeometry(size: size, steps: steps)
        let sorted = patterns.map { $0.sorted() }
        precondition(Self.isPartition(sorted, cells: g.cells), "not a partition of the tiles")
        let sizes = sorted.map { Self.placements(cells: g.cells, count: $0.count) }
        let offsets = Self.offsets(sizes)
        let total = sizes.reduce(0, +)
        let memory = OwnedTableMemory(count: total)
        memory.buffer.initializeMemory(as: UInt8.self, repeating: 0xFF)
        let table = memory.buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
        var done = 0
        for (p, tiles) in sorted.enumerated() {
            Self.fillTable(table + offsets[p], geometry: g, tiles: tiles, maxThreads: maxThreads) { filled in
                progress?(Double(done + filled) / Double(total))
            }
            done += sizes[p]
        }
        progress?(1)
        geometry = g
        self.patterns = sorted
        self.offsets = offsets
        let tables = UnsafeRawBufferPointer(memory.buffer)
        self.tables = UnsafeRawBufferPointerBox(tables)
        checks = SlideTableChecks(trusted: tables)
        owner = memory
    }

    private init(geometry: SlideGeometry, patterns: [[Int]], tables: UnsafeRawBufferPointer, sums: UnsafeRawBufferPointer,
                 owner: any Sendable & AnyObject) {
        self.geometry = geometry
        self.patterns = patterns
        self.tables = UnsafeRawBufferPointerBox(tables)
        self.owner = owner
        offsets = Self.offsets(patterns.map { Self.placements(cells: geometry.cells, count: $0.count) })
        checks = SlideTableChecks(payload: tables, sums: sums)
    }

    private static func offsets(_ sizes: [Int]) -> [Int] {
        var offsets: [Int] = []
        var total = 0
        for s in sizes {
            offsets.append(total)
            total += s
        }
        return offsets
    }

    static func isPartition(_ patterns: [[Int]], cells: Int) -> Bool {
        let all = patterns.flatMap { $0 }
        return all.sorted() == Array(1..<cells) && patterns.allSatisfy { !$0.isEmpty && $0.count <= 8 }
    }

    /// cells * (cells - 1) * ... : ordered placements of `count` tiles.
    static func placements(cells: Int, count: Int) -> Int {
        (0..<count).reduce(1) { $0 * (cells - $1) }
    }

    /// Mixed-radix weights of the ranking: the j-th tile's digit is its cell
    /// among the cells the earlier tiles left, so it has `cells - j` values.
    static func weights(cells: Int, count: Int) -> [Int] {
        var w = [Int](repeating: 1, count: count)
        for j in stride(from: count - 2, through: 0, by: -1) { w[j] = w[j + 1] * (cells - j - 1) }
        return w
    }

    /// The rank of a placement: tile j is at `cells[j]`.
    static func rank(_ cells: [Int], weights: [Int]) -> Int {
        var used: UInt64 = 0
        var r = 0
        for (j, c) in cells.enumerated() {
            let digit = c - (used & ((1 << UInt64(c)) - 1)).nonzeroBitCount
            r += digit * weights[j]
            used |= 1 << UInt64(c)
        }
        return r
    }

    /// The table value for a placement of pattern `p`'s tiles.
    func value(pattern p: Int, cells: [Int]) -> Int {
        let w = Self.weights(cells: geometry.cells, count: patterns[p].count)
        return Int(tables.buffer[offsets[p] + Self.rank(cells, weights: w)])
    }

    // MARK: Encoding

    private static let magic: [UInt8] = Array("BRCSLPDB".utf8)
    private static let fixedHeader = 96
    private static let page = 4096

    /// The header's size for tables of `payload` bytes: its fixed part, a
    /// checksum per block, then zeros up to a page boundary, so that mapped
    /// tables start on a page of their own.
    static func headerSize(payload: Int) -> Int {
        let end = fixedHeader + 8 * SlideTableChecks.blockCount(payload: payload)
        return (end + page - 1) / page * page
    }

    /// Header: magic "BRCSLPDB"; version (UInt32 LE); board size; steps (0
    /// orthogonal, 1 king); pattern count; a zero byte; for tiles 0...63 the
    /// pattern each belongs to (0xFF for none); payload length (UInt64 LE);
    /// the checksum of the 88 bytes so far (UInt64 LE); then each 1 KiB
    /// block's checksum (UInt64 LE), and zeros to the next multiple of 4096
    /// bytes. Then the payload: the tables in pattern order.
    public func encoded() -> [UInt8] {
        let payload = tables.buffer
        let h = Self.headerSize(payload: payload.count)
        var out: [UInt8] = []
        out.reserveCapacity(h + payload.count)
        out += Self.magic
        appendLittleEndian(UInt64(Self.formatVersion), bytes: 4, to: &out)
        out += [UInt8(geometry.size), geometry.steps.rawValue, UInt8(patterns.count), 0]
        var owner = [UInt8](repeating: 0xFF, count: 64)
        for (p, tiles) in patterns.enumerated() { for t in tiles { owner[t] = UInt8(p) } }
        out += owner
        appendLittleEndian(UInt64(payload.count), bytes: 8, to: &out)
        appendLittleEndian(out.withUnsafeBytes { SlideTableChecks.checksum($0) }, bytes: 8, to: &out)
        for b in 0..<SlideTableChecks.blockCount(payload: payload.count) {
            appendLittleEndian(SlideTableChecks.sum(of: b, in: payload), bytes: 8, to: &out)
        }
        out += [UInt8](repeating: 0, count: h - out.count)
        out += payload
        return out
    }

    /// A whole file's bytes, every block checked; the tables are copied.
    public convenience init(decoding bytes: [UInt8]) throws {
        let memory = OwnedTableMemory(count: bytes.count)
        bytes.withUnsafeBytes { memory.buffer.copyMemory(from: $0) }
        try self.init(mapping: memory, check: .full)
    }

    /// Tables in memory the caller owns (a mapped file), used in place.
    /// Throws when the header, the length or a checked block is wrong.
    public convenience init(mapping file: some SlideTableBytes, check: Check) throws {
        try self.init(mapping: file) { check == .full ? $0.verifyAll() : $0.verifySample() }
    }

    /// `verify` checks what it will of the tables once the header is read.
    convenience init(mapping file: some SlideTableBytes, verify: (SlideTableChecks) -> Bool) throws {
        let bytes = file.bytes
        let f = Self.fixedHeader
        guard bytes.count >= f else {
            throw bytes.starts(with: Self.magic) ? FormatError.badLength : FormatError.badMagic
        }
        guard bytes[0..<8].elementsEqual(Self.magic) else { throw FormatError.badMagic }
        let version = Int(readLittleEndian(bytes, at: 8, bytes: 4))
        guard version == Self.formatVersion else { throw FormatError.unsupportedVersion(version) }
        let size = Int(bytes[12])
        guard (3...8).contains(size), let steps = SlideGeometry.Steps(rawValue: bytes[13]), bytes[15] == 0 else {
            throw FormatError.badPartition
        }
        let count = Int(bytes[14])
        var patterns = [[Int]](repeating: [], count: count)
        for t in 0..<64 {
            let owner = bytes[16 + t]
            if owner == 0xFF { continue }
            guard Int(owner) < count, t >= 1, t < size * size else { throw FormatError.badPartition }
            patterns[Int(owner)].append(t)
        }
        guard Self.isPartition(patterns, cells: size * size) else { throw FormatError.badPartition }
        let length = Int(truncatingIfNeeded: readLittleEndian(bytes, at: 80, bytes: 8))
        let expected = patterns.reduce(0) { $0 + Self.placements(cells: size * size, count: $1.count) }
        let h = Self.headerSize(payload: expected)
        guard length == expected, bytes.count - h == length else { throw FormatError.badLength }
        let blocks = SlideTableChecks.blockCount(payload: length)
        let sums = UnsafeRawBufferPointer(rebasing: bytes[f..<(f + 8 * blocks)])
        guard SlideTableChecks.checksum(UnsafeRawBufferPointer(rebasing: bytes[0..<88]))
                == readLittleEndian(bytes, at: 88, bytes: 8) else {
            throw FormatError.badChecksum
        }
        self.init(geometry: SlideGeometry(size: size, steps: steps), patterns: patterns,
                  tables: UnsafeRawBufferPointer(rebasing: bytes[h...]), sums: sums, owner: file)
        guard verify(checks) else { throw FormatError.badChecksum }
    }
}

/// Table memory of the database's own, freed with it.
final class OwnedTableMemory: SlideTableBytes, @unchecked Sendable {
    let buffer: UnsafeMutableRawBufferPointer
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(buffer) }
    private let base: UnsafeMutableRawPointer

    init(count: Int) {
        base = .allocate(byteCount: max(count, 1), alignment: 4096)
        buffer = UnsafeMutableRawBufferPointer(start: base, count: count)
    }

    deinit { base.deallocate() }
}

private func appendLittleEndian(_ value: UInt64, bytes: Int, to out: inout [UInt8]) {
    for i in 0..<bytes { out.append(UInt8(truncatingIfNeeded: value >> UInt64(8 * i))) }
}

private func readLittleEndian(_ bytes: UnsafeRawBufferPointer, at offset: Int, bytes count: Int) -> UInt64 {
    (0..<count).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << UInt64(8 * $1) }
}
