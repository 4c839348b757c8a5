/// A 2048 player: expectimax search over the player's moves and the game's
/// new tiles (every empty cell, 2 at 0.9 and 4 at 0.1), with unlikely
/// branches pruned, a transposition table, and a heuristic of empty cells,
/// monotonic rows and merge chances. 4x4 boards use the 64-bit board and its
/// tables; other sizes a shallower search on the plain rules.
public final class Expectimax2048 {
    /// Branches less likely than this are judged by the heuristic alone.
    static let minProbability: Float = 0.0001
    /// Transposition entries are kept for nodes this shallow.
    static let cacheDepth = 15

    private var table: [UInt64: (depth: Int, score: Float)] = [:]
    private var depthLimit = 0
    private var depth = 0
    public private(set) var nodes = 0

    public init() {}

    /// The best move for a game, or nil when no move changes the board.
    public func bestMove(_ game: Game2048) -> Direction? {
        if game.size == 4, let b = Bitboard2048(cells: game.cells) { return bestMove(b) }
        return bestMoveGeneral(game)
    }

    public func bestMove(_ board: Bitboard2048) -> Direction? {
        var best: Direction?
        var bestScore: Float = -1
        table.removeAll(keepingCapacity: true)
        nodes = 0
        depthLimit = max(3, board.distinctTiles - 2)
        for d in Direction.allCases {
            let next = board.moved(d).board
            guard next != board else { continue }
            depth = 0
            let s = chanceNode(next, probability: 1) + 1e-6
            if s > bestScore {
                bestScore = s
                best = d
            }
        }
        return best
    }

    private func chanceNode(_ b: Bitboard2048, probability: Float) -> Float {
        nodes += 1
        if probability < Self.minProbability || depth >= depthLimit { return b.heuristic }
        if depth < Self.cacheDepth, let hit = table[b.bits], hit.depth <= depth { return hit.score }
        let empty = b.emptyCount
        guard empty > 0 else { return b.heuristic }
        let p = probability / Float(empty)
        var total: Float = 0
        var bits = b.bits
        var tile: UInt64 = 1
        for _ in 0..<16 {
            if bits & 0xF == 0 {
                total += moveNode(Bitboard2048(bits: b.bits | tile), probability: p * 0.9) * 0.9
                total += moveNode(Bitboard2048(bits: b.bits | (tile << 1)), probability: p * 0.1) * 0.1
            }
            bits >>= 4
            tile <<= 4
        }
        total /= Float(empty)
        if depth < Self.cacheDepth { table[b.bits] = (depth, total) }
        return total
    }

    private func moveNode(_ b: Bitboard2048, probability: Float) -> Float {
        var best: Float = 0
        depth += 1
        for d in Direction.allCases {
            let next = b.moved(d).board
            if next != b { best = max(best, chanceNode(next, probability: probability)) }
        }
        depth -= 1
        return best
    }

    // MARK: Other sizes

    private func bestMoveGeneral(_ game: Game2048) -> Direction? {
        nodes = 0
        var best: Direction?
        var bestScore = -Double.infinity
        for d in Direction.allCases {
            guard let slide = game.slid(d) else { continue }
            let s = chance(slide.cells, size: game.size, depth: game.size <= 5 ? 2 : 1)
            if s > bestScore {
                bestScore = s
                best = d
            }
        }
        return best
    }

    private func chance(_ cells: [Int], size: Int, depth: Int) -> Double {
        nodes += 1
        let empty = cells.indices.filter { cells[$0] == 0 }
        if depth == 0 || empty.isEmpty { return Self.score(cells, size: size) }
        // On big boards sample a few cells: the rest look alike.
        let sample = empty.count > 6 ? stride(from: 0, to: empty.count, by: empty.count / 6 + 1).map { empty[$0] } : empty
        var total = 0.0
        for i in sample {
            for (v, p) in [(2, 0.9), (4, 0.1)] {
                var next = cells
                next[i] = v
                var best = Self.score(next, size: size) - 1e6
                let g = Game2048(size: size, target: Int.max / 2, cells: next, rng: SeededRandom(seed: 0))
                for d in Direction.allCases {
                    if let s = g.slid(d) { best = max(best, chance(s.cells, size: size, depth: depth - 1)) }
                }
                total += p * best
            }
        }
        return total / Double(sample.count)
    }

    /// Empty cells, equal neighbours and monotonic lines, for any size.
    static func score(_ cells: [Int], size: Int) -> Double {
        var empty = 0.0, merges = 0.0, mono = 0.0
        func e(_ v: Int) -> Double { v == 0 ? 0 : Double(v.trailingZeroBitCount) }
        for r in 0..<size {
            var inc = 0.0, dec = 0.0
            for c in 0..<size {
                let v = cells[r * size + c]
                if v == 0 { empty += 1 }
                if c + 1 < size {
                    let w = cells[r * size + c + 1]
                    if v != 0 && v == w { merges += 1 }
                    let a = e(v), b = e(w)
                    if a > b { dec += a * a * a * a - b * b * b * b } else { inc += b * b * b * b - a * a * a * a }
                }
                if r + 1 < size, v != 0, v == cells[(r + 1) * size + c] { merges += 1 }
            }
            mono -= min(inc, dec)
        }
        for c in 0..<size {
            var inc = 0.0, dec = 0.0
            for r in 0..<(size - 1) {
                let a = e(cells[r * size + c]), b = e(cells[(r + 1) * size + c])
                if a > b { dec += a * a * a * a - b * b * b * b } else { inc += b * b * b * b - a * a * a * a }
            }
            mono -= min(inc, dec)
        }
        return 270 * empty + 700 * merges + 47 * mono
    }
}
