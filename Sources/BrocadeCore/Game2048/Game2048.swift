import BrocadeTUI

/// The original 2048: slide the tiles, merge equal pairs, one new tile per move.
/// The generator is part of the state, so the same move on the same state
/// always spawns the same tile; undo, redo and replays depend on that.
public struct Game2048: GameRules {
    public typealias Move = Direction

    public let size: Int
    public let target: Int
    /// Row-major, `size * size` cells, 0 = empty.
    public private(set) var cells: [Int]
    public private(set) var score: Int
    /// Set on the move that first makes a tile of at least `target`; play goes on.
    public private(set) var hasReachedTarget: Bool
    public private(set) var rng: SeededRandom
    /// The tile spawned by the last move (or nil at start), for drawing it appearing.
    public private(set) var lastSpawn: Spawn?
    /// How the tiles moved in the last move (empty at start), for animation.
    public private(set) var lastMotions: [TileMotion]

    public struct Spawn: Codable, Equatable, Sendable {
        public var index: Int
        public var value: Int

        public init(index: Int, value: Int) {
            self.index = index
            self.value = value
        }
    }

    /// One tile's journey in a move. Tiles that stay put are included (from == to)
    /// so every tile on the board before the move has exactly one motion.
    public struct TileMotion: Codable, Equatable, Sendable {
        /// Cell index before the move.
        public var from: Int
        /// Cell index after the move.
        public var to: Int
        /// Value before the move.
        public var value: Int
        /// True for both tiles that merged into `to`.
        public var merged: Bool

        public init(from: Int, to: Int, value: Int, merged: Bool) {
            self.from = from
            self.to = to
            self.value = value
            self.merged = merged
        }
    }

    public static let sizes: ClosedRange<Int> = 3...8

    /// A new game: an empty board with two random start tiles.
    public init(size: Int = 4, target: Int = 2048, seed: UInt64) {
        self.init(size: size, target: target, cells: Array(repeating: 0, count: size * size),
                  rng: SeededRandom(seed: seed))
        spawnTile()
        spawnTile()
        hasReachedTarget = largestTile >= target
        // The start tiles are not a move's spawn, so nothing is shown appearing.
        lastSpawn = nil
    }

    /// A game at a given position, for tests and restoring.
    public init(size: Int, target: Int = 2048, cells: [Int], score: Int = 0, rng: SeededRandom) {
        precondition(Self.sizes.contains(size), "2048 board size must be in \(Self.sizes)")
        precondition(cells.count == size * size, "expected \(size * size) cells, got \(cells.count)")
        precondition(cells.allSatisfy { $0 >= 0 }, "cell values must not be negative")
        precondition(target >= 2, "target must be at least 2")
        self.size = size
        self.target = target
        self.cells = cells
        self.score = score
        self.rng = rng
        self.hasReachedTarget = cells.contains { $0 >= target }
        self.lastSpawn = nil
        self.lastMotions = []
    }

    public func value(atRow r: Int, column c: Int) -> Int {
        precondition((0..<size).contains(r) && (0..<size).contains(c), "cell (\(r), \(c)) is off the board")
        return cells[r * size + c]
    }

    public var largestTile: Int { cells.max() ?? 0 }

    public var emptyCount: Int { cells.reduce(0) { $0 + ($1 == 0 ? 1 : 0) } }

    public var isGameOver: Bool { emptyCount == 0 && !hasEqualNeighbours }

    public var status: GameStatus { isGameOver ? .lost : .playing }

    private var hasEqualNeighbours: Bool {
        for r in 0..<size {
            for c in 0..<size {
                let v = cells[r * size + c]
                if c + 1 < size, cells[r * size + c + 1] == v { return true }
                if r + 1 < size, cells[(r + 1) * size + c] == v { return true }
            }
        }
        return false
    }

    // MARK: Moves

    /// The board after sliding, without the spawn; nil if nothing would change.
    /// Motions are listed in row-major order of `from`.
    public func slid(_ direction: Direction) -> (cells: [Int], motions: [TileMotion], gained: Int)? {
        var result = Array(repeating: 0, count: cells.count)
        var motions: [TileMotion] = []
        motions.reserveCapacity(cells.count)
        var gained = 0

        // Every direction reads its lines starting at the wall, so one loop
        // serves all four and "nearest the wall merges first" falls out of it.
        for line in 0..<size {
            var written = 0
            // The tile last written may still take one merge; a merged tile may not.
            var mergeable: (value: Int, motion: Int)?
            for position in 0..<size {
                let from = cellIndex(line: line, position: position, toward: direction)
                let v = cells[from]
                if v == 0 { continue }
                if let open = mergeable, open.value == v {
                    let to = motions[open.motion].to
                    result[to] = v * 2
                    gained += v * 2
                    motions[open.motion].merged = true
                    motions.append(TileMotion(from: from, to: to, value: v, merged: true))
                    mergeable = nil
                } else {
                    let to = cellIndex(line: line, position: written, toward: direction)
                    result[to] = v
                    written += 1
                    mergeable = (v, motions.count)
                    motions.append(TileMotion(from: from, to: to, value: v, merged: false))
                }
            }
        }
        // A merge always empties a cell, so an unchanged board means no merge either.
        guard result != cells else { return nil }
        motions.sort { $0.from < $1.from }
        return (result, motions, gained)
    }

    /// Slide, score, target flag and one new tile; nil when the slide changes nothing.
    public func applying(_ move: Direction) -> Game2048? {
        guard let slide = slid(move) else { return nil }
        var next = self
        next.cells = slide.cells
        next.score += slide.gained
        next.lastMotions = slide.motions
        // A changed board always has room: either a merge freed a cell, or a
        // tile slid into an empty one and the tile count stayed the same.
        next.spawnTile()
        if next.largestTile >= target { next.hasReachedTarget = true }
        return next
    }

    /// The cell at `position` along `line`, counted from the wall `direction` points at.
    private func cellIndex(line: Int, position: Int, toward direction: Direction) -> Int {
        switch direction {
        case .left: return line * size + position
        case .right: return line * size + (size - 1 - position)
        case .up: return position * size + line
        case .down: return (size - 1 - position) * size + line
        }
    }

    /// Draws the cell first, then the value, always in that order: saved games
    /// and replays depend on the exact sequence of draws.
    private mutating func spawnTile() {
        let empty = emptyCount
        guard empty > 0 else { return }
        var pick = rng.int(in: 0..<empty)
        let value = rng.chance(0.1) ? 4 : 2
        for i in cells.indices where cells[i] == 0 {
            if pick == 0 {
                cells[i] = value
                lastSpawn = Spawn(index: i, value: value)
                return
            }
            pick -= 1
        }
    }

    // MARK: Text form

    /// "2 . 2 4" style rows joined by "/", e.g. "2 . 2 4/. . . ./...".
    public var rowsDescription: String {
        (0..<size).map { r in
            (0..<size).map { c in
                let v = cells[r * size + c]
                return v == 0 ? "." : String(v)
            }.joined(separator: " ")
        }.joined(separator: "/")
    }

    /// Parses `rowsDescription` back; the board size is the number of rows.
    /// Meant for tests, so malformed text is a programming error.
    public init(rows: String, target: Int = 2048, seed: UInt64 = 0) {
        let grid: [[Int]] = rows.split(separator: "/").map { row in
            row.split(separator: " ").map { token in
                if token == "." { return 0 }
                guard let v = Int(token) else { preconditionFailure("not a tile: \(token)") }
                return v
            }
        }
        precondition(grid.allSatisfy { $0.count == grid.count }, "rows must form a square: \(rows)")
        self.init(size: grid.count, target: target, cells: grid.flatMap { $0 }, rng: SeededRandom(seed: seed))
    }

    // MARK: Codable

    // A saved game is outside input: reject a malformed one rather than trap later.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        size = try c.decode(Int.self, forKey: .size)
        target = try c.decode(Int.self, forKey: .target)
        cells = try c.decode([Int].self, forKey: .cells)
        score = try c.decode(Int.self, forKey: .score)
        hasReachedTarget = try c.decode(Bool.self, forKey: .hasReachedTarget)
        rng = try c.decode(SeededRandom.self, forKey: .rng)
        lastSpawn = try c.decodeIfPresent(Spawn.self, forKey: .lastSpawn)
        lastMotions = try c.decode([TileMotion].self, forKey: .lastMotions)

        guard Self.isValid(size: size, target: target, cells: cells, score: score,
                           lastSpawn: lastSpawn, lastMotions: lastMotions) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: tr("not a valid 2048 board")))
        }
    }

    // Far beyond any real game, and low enough that merging every tile of a
    // full 8x8 board, again and again, cannot overflow a tile or the score.
    static let maxSavedTile = 1 << 52
    static let maxSavedScore = 1 << 60

    private static func isValid(size: Int, target: Int, cells: [Int], score: Int,
                                lastSpawn: Spawn?, lastMotions: [TileMotion]) -> Bool {
        // Size first: a hostile one could overflow `size * size`.
        guard sizes.contains(size) else { return false }
        let cellRange = 0..<(size * size)
        return target >= 2
            && (0...maxSavedScore).contains(score)
            && cells.count == cellRange.count
            && cells.allSatisfy { $0 == 0 || ($0.nonzeroBitCount == 1 && $0 >= 2 && $0 <= maxSavedTile) }
            && (lastSpawn.map { cellRange.contains($0.index) } ?? true)
            && lastMotions.allSatisfy { cellRange.contains($0.from) && cellRange.contains($0.to) }
    }
}
