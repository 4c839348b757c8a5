import BrocadeTUI

/// The sliding puzzle: N x N cells, tiles 1 ... N*N-1 and one blank; solved
/// when the tiles are in order with the blank last.
public struct SlidingRules: GameRules {
    /// Which tiles may move into the blank.
    public enum Level: String, Codable, CaseIterable, Sendable {
        /// Only a tile next to the blank (and, by a click, a whole row or
        /// column of tiles towards it).
        case norm
        /// Diagonal neighbours too.
        case some
        /// Any tile may jump into the blank.
        case none
    }

    /// A move names the tile's cell: that tile (and those between it and the
    /// blank, for a row or column slide) moves towards the blank.
    public typealias Move = Int

    public let size: Int
    public let level: Level
    /// Cell to tile; 0 is the blank.
    public private(set) var tiles: [Int]

    public static let sizes: ClosedRange<Int> = 3...8

    public init(size: Int, level: Level, tiles: [Int]) {
        precondition(Self.sizes.contains(size) && tiles.sorted() == Array(0..<(size * size)), "not a board")
        self.size = size
        self.level = level
        self.tiles = tiles
    }

    public static func solved(size: Int, level: Level) -> SlidingRules {
        SlidingRules(size: size, level: level, tiles: Array(1..<(size * size)) + [0])
    }

    public var blank: Int { tiles.firstIndex(of: 0)! }
    public var isSolved: Bool { tiles == Array(1..<(size * size)) + [0] }
    public var status: GameStatus { isSolved ? .won : .playing }

    /// Tiles not in their own cell (the blank not counted).
    public var misplaced: Int { tiles.enumerated().filter { $0.element != 0 && $0.element != $0.offset + 1 }.count }

    func row(_ i: Int) -> Int { i / size }
    func col(_ i: Int) -> Int { i % size }

    /// The cells whose tiles move if the tile at `cell` is moved, nearest the
    /// blank first; empty when it may not move.
    public func path(from cell: Int) -> [Int] {
        guard (0..<tiles.count).contains(cell), cell != blank else { return [] }
        let b = blank
        let dr = row(cell) - row(b), dc = col(cell) - col(b)
        let step: Int? = dr == 0 ? (dc > 0 ? 1 : -1) : dc == 0 ? (dr > 0 ? size : -size) : nil
        if let step {
            // Same row or column: every tile from the blank's side up to the cell.
            if abs(dr) + abs(dc) == 1 || level == .norm || level == .some {
                return stride(from: b + step, through: cell, by: step).map { $0 }
            }
        }
        switch level {
        case .norm: return []
        case .some: return abs(dr) <= 1 && abs(dc) <= 1 ? [cell] : []
        case .none: return [cell]
        }
    }

    public func canMove(_ cell: Int) -> Bool { !path(from: cell).isEmpty }

    public func applying(_ move: Int) -> SlidingRules? {
        let p = path(from: move)
        guard !p.isEmpty else { return nil }
        var next = self
        var hole = blank
        for c in p {
            next.tiles[hole] = next.tiles[c]
            next.tiles[c] = 0
            hole = c
        }
        return next
    }

    /// The cell whose tile would move into the blank from `direction`'s side,
    /// that is, the tile that slides *in* `direction`.
    public func cellMoving(_ direction: Direction) -> Int? {
        let b = blank
        let r = row(b) - direction.offset.dy, c = col(b) - direction.offset.dx
        guard (0..<size).contains(r), (0..<size).contains(c) else { return nil }
        return r * size + c
    }

    // MARK: Solvability and shuffles

    /// Under norm exactly half the arrangements can be solved: with N odd the
    /// inversions must be even; with N even, inversions plus the blank's row
    /// counted from the bottom (1-based) must be odd. Under some and none
    /// every arrangement can be.
    public static func isSolvable(_ tiles: [Int], size: Int, level: Level) -> Bool {
        guard level == .norm else { return true }
        let seq = tiles.filter { $0 != 0 }
        var inversions = 0
        for i in 0..<seq.count {
            for j in (i + 1)..<seq.count where seq[i] > seq[j] { inversions += 1 }
        }
        if size % 2 == 1 { return inversions % 2 == 0 }
        let blankRowFromBottom = size - tiles.firstIndex(of: 0)! / size
        return (inversions + blankRowFromBottom) % 2 == 1
    }

    /// A shuffle drawn uniformly among the positions that can be solved, never
    /// solved already, with at least 80% of the tiles out of place.
    public static func shuffled(size: Int, level: Level, seed: UInt64) -> SlidingRules {
        var rng = SeededRandom(seed: seed)
        let n = size * size
        let need = Int((Double(n - 1) * 0.8).rounded(.up))
        while true {
            var t = rng.shuffled(Array(0..<n))
            if !isSolvable(t, size: size, level: level) {
                // Swapping two tiles flips the parity: a bijection between the
                // two halves, so the result stays uniform.
                let a = t.firstIndex { $0 != 0 }!
                let b = t.lastIndex { $0 != 0 }!
                t.swapAt(a, b)
            }
            let r = SlidingRules(size: size, level: level, tiles: t)
            if !r.isSolved && r.misplaced >= need { return r }
        }
    }

    /// `moves` random single-tile moves away from the goal (an easy game).
    public static func scrambled(size: Int, level: Level, moves: Int, seed: UInt64) -> SlidingRules {
        var rng = SeededRandom(seed: seed)
        var r = solved(size: size, level: level)
        var previous: Int?
        var made = 0
        while made < moves {
            let b = r.blank
            let options = Direction.allCases.compactMap { r.cellMoving($0) }.filter { $0 != previous }
            guard let cell = rng.element(of: options) else { break }
            r = r.applying(cell)!
            previous = b
            made += 1
        }
        return r
    }

    private enum CodingKeys: String, CodingKey { case size, level, tiles }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let size = try c.decode(Int.self, forKey: .size)
        let tiles = try c.decode([Int].self, forKey: .tiles)
        guard Self.sizes.contains(size), tiles.sorted() == Array(0..<(size * size)) else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: tr("not a sliding puzzle board")))
        }
        self.size = size
        level = try c.decode(Level.self, forKey: .level)
        self.tiles = tiles
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(size, forKey: .size)
        try c.encode(level, forKey: .level)
        try c.encode(tiles, forKey: .tiles)
    }
}
