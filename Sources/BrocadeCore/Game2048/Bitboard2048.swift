import BrocadeTUI

/// A 4x4 2048 board in 64 bits, four bits a cell holding the tile's exponent
/// (1 for 2, 2 for 4, ... 15 for 32768), and table-driven moves: a row's
/// result and score are looked up, so a move is four lookups (and a transpose
/// for up and down). This is what the player AI searches with; the plain
/// `Game2048` stays the rules' reference.
public struct Bitboard2048: Hashable, Sendable {
    public var bits: UInt64

    public init(bits: UInt64) { self.bits = bits }

    /// From plain cells (values 0, 2, 4, ...); nil when a value does not fit.
    public init?(cells: [Int]) {
        guard cells.count == 16 else { return nil }
        var b: UInt64 = 0
        for (i, v) in cells.enumerated() {
            let e = v == 0 ? 0 : v.trailingZeroBitCount
            guard v == 0 || (v.nonzeroBitCount == 1 && e <= 15 && e >= 1) else { return nil }
            b |= UInt64(e) << (4 * UInt64(i))
        }
        bits = b
    }

    public var cells: [Int] {
        (0..<16).map { i in
            let e = Int((bits >> (4 * UInt64(i))) & 0xF)
            return e == 0 ? 0 : 1 << e
        }
    }

    // Row r is bits 16r ..< 16r+16, cell (r, c) at nibble 4r + c.
    @inline(__always) func row(_ r: Int) -> Int { Int(truncatingIfNeeded: (bits >> (16 * UInt64(r))) & 0xFFFF) }

    /// Rows become columns.
    @inlinable @inline(__always) public static func transpose(_ x: UInt64) -> UInt64 {
        let a1 = x & 0xF0F0_0F0F_F0F0_0F0F
        let a2 = x & 0x0000_F0F0_0000_F0F0
        let a3 = x & 0x0F0F_0000_0F0F_0000
        let a = a1 | (a2 << 12) | (a3 >> 12)
        let b1 = a & 0xFF00_FF00_00FF_00FF
        let b2 = a & 0x00FF_00FF_0000_0000
        let b3 = a & 0x0000_0000_FF00_FF00
        return b1 | (b2 >> 24) | (b3 << 24)
    }

    /// One bit (the lowest of its nibble) for every empty cell.
    @inlinable @inline(__always) static func emptyMask(_ x: UInt64) -> UInt64 {
        var y = x
        y |= (y >> 2) & 0x3333_3333_3333_3333
        y |= y >> 1
        return ~y & 0x1111_1111_1111_1111
    }

    @inlinable @inline(__always) public var emptyCount: Int { Self.emptyMask(bits).nonzeroBitCount }

    /// The empty cells as bits, the lowest bit of each empty cell's nibble
    /// (OR one into the board to place a 2 there).
    @inlinable @inline(__always) public var emptyCells: UInt64 { Self.emptyMask(bits) }

    /// How many different tiles there are (the AI searches deeper on busy boards).
    public var distinctTiles: Int {
        var seen: UInt16 = 0, x = bits
        for _ in 0..<16 {
            seen |= 1 << UInt16(x & 0xF)
            x >>= 4
        }
        seen &= ~1
        return seen.nonzeroBitCount
    }

    /// The board after sliding (no new tile) and the score gained: four
    /// lookups, each giving a row's change and its points at once (35% more
    /// moves a second than a lookup for each). Up and down read the
    /// transposed board's rows and take the change already spread down a
    /// column, so nothing is transposed back (14% more random moves a second
    /// than two transposes: 95 against 84 million, rules-bench).
    @inlinable @inline(__always)
    public func moved(_ d: Direction) -> (board: Bitboard2048, gained: Int) {
        let t = Tables.shared
        switch d {
        case .left:
            let (m, g) = Self.scoredRows(bits, t.leftScored)
            return (Bitboard2048(bits: m), g)
        case .right:
            let (m, g) = Self.scoredRows(bits, t.rightScored)
            return (Bitboard2048(bits: m), g)
        case .up:
            return Self.scoredColumns(bits, t.up, t.leftScored)
        case .down:
            return Self.scoredColumns(bits, t.down, t.rightScored)
        }
    }

    /// Every column of `b`: the change, spread down a column, from one
    /// table and the points from the rows' table, by the transposed board's
    /// rows, so the result needs no transpose back.
    @inlinable @inline(__always)
    static func scoredColumns(_ b: UInt64, _ spread: UnsafeMutablePointer<UInt64>,
                              _ scored: UnsafeMutablePointer<UInt32>) -> (board: Bitboard2048, gained: Int) {
        let t = transpose(b)
        let r0 = Int(truncatingIfNeeded: t & 0xFFFF), r1 = Int(truncatingIfNeeded: (t >> 16) & 0xFFFF)
        let r2 = Int(truncatingIfNeeded: (t >> 32) & 0xFFFF), r3 = Int(truncatingIfNeeded: t >> 48)
        let moved = b ^ spread[r0] ^ spread[r1] << 4 ^ spread[r2] << 8 ^ spread[r3] << 12
        let points = (scored[r0] >> 16) &+ (scored[r1] >> 16) &+ (scored[r2] >> 16) &+ (scored[r3] >> 16)
        return (Bitboard2048(bits: moved), Int(points) << 2)
    }

    /// Every row of `b` through a table of (change | points / 4 << 16).
    @inlinable @inline(__always)
    static func scoredRows(_ b: UInt64, _ table: UnsafeMutablePointer<UInt32>) -> (UInt64, Int) {
        let e0 = table[Int(truncatingIfNeeded: b & 0xFFFF)]
        let e1 = table[Int(truncatingIfNeeded: (b >> 16) & 0xFFFF)]
        let e2 = table[Int(truncatingIfNeeded: (b >> 32) & 0xFFFF)]
        let e3 = table[Int(truncatingIfNeeded: b >> 48)]
        let change = UInt64(e0 & 0xFFFF) | UInt64(e1 & 0xFFFF) << 16 | UInt64(e2 & 0xFFFF) << 32 | UInt64(e3 & 0xFFFF) << 48
        return (b ^ change, Int((e0 >> 16) &+ (e1 >> 16) &+ (e2 >> 16) &+ (e3 >> 16)) << 2)
    }

    /// The precomputed rows: every one of the 65,536 possible rows, moved
    /// left and right, with its score and its heuristic value. Moves are
    /// stored as the bits that change, so applying one is an XOR; the up and
    /// down tables hold the change already spread over a column.
    public final class Tables: @unchecked Sendable {
        public static let shared = Tables()

        let left: UnsafeMutablePointer<UInt16>
        let right: UnsafeMutablePointer<UInt16>
        @usableFromInline let up: UnsafeMutablePointer<UInt64>
        @usableFromInline let down: UnsafeMutablePointer<UInt64>
        /// A row's change and its points (always a multiple of 4, at most
        /// 65,536) in one word: change | points / 4 << 16.
        @usableFromInline let leftScored: UnsafeMutablePointer<UInt32>
        @usableFromInline let rightScored: UnsafeMutablePointer<UInt32>
        let heuristic: UnsafeMutablePointer<Float>
        /// Cell 4r + c's lowest bit in the transposed board (a new tile
        /// placed on a board and on its transpose at once).
        let transposedCell: UnsafeMutablePointer<UInt64>
        /// The heuristic of a row after it moves left, and right.
        let heuristicLeft: UnsafeMutablePointer<Float>
        let heuristicRight: UnsafeMutablePointer<Float>

        private init() {
            transposedCell = .allocate(capacity: 16)
            heuristicLeft = .allocate(capacity: 65_536)
            heuristicRight = .allocate(capacity: 65_536)
            for cell in 0..<16 { transposedCell[cell] = 1 << UInt64(4 * (4 * (cell & 3) + cell >> 2)) }
            left = .allocate(capacity: 65_536)
            right = .allocate(capacity: 65_536)
            up = .allocate(capacity: 65_536)
            down = .allocate(capacity: 65_536)
            leftScored = .allocate(capacity: 65_536)
            rightScored = .allocate(capacity: 65_536)
            heuristic = .allocate(capacity: 65_536)
            for row in 0..<65_536 {
                var line = (0..<4).map { (row >> (4 * $0)) & 0xF }
                let (moved, gained) = Self.slideLeft(line)
                let l = row ^ Self.pack(moved)
                left[row] = UInt16(l)
                up[row] = Self.spreadOverColumn(l)
                heuristic[row] = Self.lineHeuristic(count: 4) { line[$0] }
                leftScored[row] = UInt32(l) | UInt32(gained >> 2) << 16
                line.reverse()
                let (movedRight, gainedRight) = Self.slideLeft(line)
                let r = row ^ Self.pack(Array(movedRight.reversed()))
                right[row] = UInt16(r)
                rightScored[row] = UInt32(r) | UInt32(gainedRight >> 2) << 16
                down[row] = Self.spreadOverColumn(r)
            }
            for row in 0..<65_536 {
                heuristicLeft[row] = heuristic[row ^ Int(left[row])]
                heuristicRight[row] = heuristic[row ^ Int(right[row])]
            }
        }

        static func pack(_ l: [Int]) -> Int { l.enumerated().reduce(0) { $0 | ($1.element << (4 * $1.offset)) } }

        /// A row's four nibbles placed down the first column.
        static func spreadOverColumn(_ row: Int) -> UInt64 {
            let x = UInt64(row)
            return (x | (x << 12) | (x << 24) | (x << 36)) & 0x000F_000F_000F_000F
        }

        /// `b` moved; `transposed` must be `b` transposed for up and down
        /// (the caller often has it already) and is ignored otherwise.
        @inline(__always)
        func move(_ b: UInt64, transposed t: UInt64, _ d: Direction) -> UInt64 {
            switch d {
            case .left: return Self.rows(b, left)
            case .right: return Self.rows(b, right)
            case .up: return Self.columns(b, t, up)
            case .down: return Self.columns(b, t, down)
            }
        }

        @inline(__always)
        static func rows(_ b: UInt64, _ table: UnsafeMutablePointer<UInt16>) -> UInt64 {
            b ^ UInt64(table[Int(truncatingIfNeeded: b & 0xFFFF)])
                ^ UInt64(table[Int(truncatingIfNeeded: (b >> 16) & 0xFFFF)]) << 16
                ^ UInt64(table[Int(truncatingIfNeeded: (b >> 32) & 0xFFFF)]) << 32
                ^ UInt64(table[Int(truncatingIfNeeded: b >> 48)]) << 48
        }

        @inline(__always)
        static func columns(_ b: UInt64, _ t: UInt64, _ table: UnsafeMutablePointer<UInt64>) -> UInt64 {
            b ^ table[Int(truncatingIfNeeded: t & 0xFFFF)]
                ^ table[Int(truncatingIfNeeded: (t >> 16) & 0xFFFF)] << 4
                ^ table[Int(truncatingIfNeeded: (t >> 32) & 0xFFFF)] << 8
                ^ table[Int(truncatingIfNeeded: t >> 48)] << 12
        }

        /// Every row and every column through the heuristic table.
        @inline(__always)
        func heuristic(_ b: UInt64, transposed t: UInt64) -> Float {
            Self.heuristic(b, transposed: t, table: heuristic)
        }

        /// The same sum for a search that holds the table as a bare pointer.
        @inline(__always)
        static func heuristic(_ b: UInt64, transposed t: UInt64, table h: UnsafeMutablePointer<Float>) -> Float {
            h[Int(truncatingIfNeeded: b & 0xFFFF)] + h[Int(truncatingIfNeeded: (b >> 16) & 0xFFFF)]
                + h[Int(truncatingIfNeeded: (b >> 32) & 0xFFFF)] + h[Int(truncatingIfNeeded: b >> 48)]
                + h[Int(truncatingIfNeeded: t & 0xFFFF)] + h[Int(truncatingIfNeeded: (t >> 16) & 0xFFFF)]
                + h[Int(truncatingIfNeeded: (t >> 32) & 0xFFFF)] + h[Int(truncatingIfNeeded: t >> 48)]
        }

        /// The rules on one row of exponents, towards index 0. A pair of
        /// 32768s cannot merge in four bits and is left as it is.
        static func slideLeft(_ line: [Int]) -> ([Int], Int) {
            var out: [Int] = []
            var gained = 0
            var canMerge = false
            for e in line where e != 0 {
                if canMerge, let last = out.last, last == e, e < 15 {
                    out[out.count - 1] = e + 1
                    gained += 1 << (e + 1)
                    canMerge = false
                } else {
                    out.append(e)
                    canMerge = true
                }
            }
            while out.count < 4 { out.append(0) }
            return (out, gained)
        }

        /// The heuristic of the well-known expectimax players, for one line
        /// of exponents of any length (`count` of them, the k-th given by
        /// `exponent(k)`): many empty cells, lines that grow or shrink one
        /// way, equal neighbours to merge, and a cost for large tiles. The
        /// constant keeps every live board above a lost one (0). The 4x4
        /// tables hold it for every row; other sizes work it out at each leaf.
        @inline(__always)
        static func lineHeuristic(count: Int, _ exponent: (Int) -> Int) -> Float {
            var sum: Float = 0, empty: Float = 0, merges: Float = 0, counter: Float = 0
            var monoLeft: Float = 0, monoRight: Float = 0
            var prev = 0, before = -1
            for k in 0..<count {
                let e = exponent(k)
                sum += power35[e]
                if e == 0 {
                    empty += 1
                } else {
                    if prev == e { counter += 1 } else if counter > 0 { merges += 1 + counter; counter = 0 }
                    prev = e
                }
                if before >= 0 {
                    if before > e { monoLeft += power4[before] - power4[e] } else { monoRight += power4[e] - power4[before] }
                }
                before = e
            }
            if counter > 0 { merges += 1 + counter }
            return 200_000 + 270 * empty + 700 * merges - 47 * min(monoLeft, monoRight) - 11 * sum
        }

        // Exponent powers looked up (e^3.5 and e^4), for any exponent a cell of any size holds.
        private static let power35: [Float] = (0..<256).map { e in
            let d = Double(e)
            return Float(d * d * d * d.squareRoot())
        }
        private static let power4: [Float] = (0..<256).map { e in
            let d = Double(e)
            return Float(d * d * d * d)
        }
    }

    /// The board's heuristic value: every row and every column.
    public var heuristic: Float { Tables.shared.heuristic(bits, transposed: Self.transpose(bits)) }
}
