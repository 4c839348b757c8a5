import BrocadeTUI
import CPrefetch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2048 player: expectimax search over the player's moves and the game's
/// new tiles (every empty cell, 2 at 0.9 and 4 at 0.1), with unlikely
/// branches pruned, a transposition table, and a heuristic of empty cells,
/// monotonic lines and merge chances. 4x4 boards use the 64-bit board and its
/// tables; other sizes a shallower search on exponent arrays.
///
/// The search depends on the board and the budget alone (no clock): the
/// budget is counted in positions, so a position always gets the same move
/// on any machine, whatever was searched before.
public final class Expectimax2048 {
    /// How deep and how wide the search looks.
    public struct Tuning: Sendable, Equatable {
        /// Moves looked ahead on 4x4: the number of distinct tiles less
        /// `depthBelowDistinct`, but from `minDepth` to `maxDepth`. Busy
        /// boards, where mistakes cost most, get the deeper search; open
        /// boards are cut shorter by `minProbability` anyway, as every empty
        /// cell makes each new tile less likely.
        ///
        /// The defaults look as many moves ahead as the board has distinct
        /// tiles, two further than the peer's player, cut at 1 in 5,000, and
        /// leave out from the third move on the moves that pull a big tile
        /// out of line (`hopelessMargin`): depth, where boards are full, is
        /// worth more than detail where they are open, and the pruning pays
        /// for it (docs/BENCHMARKS.md has the games that chose them).
        public var minDepth: Int
        public var maxDepth: Int
        public var depthBelowDistinct: Int
        /// Branches less likely than this are judged by the heuristic alone.
        public var minProbability: Float
        /// Below the first move, a move whose board the heuristic rates more
        /// than this under the best of its siblings is not searched (the
        /// first move always weighs all four). Such a move pulls a big tile
        /// out of its ordered line, which the heuristic charges millions
        /// for. One million by default, from the third move
        /// (`hopelessFromMove`): applied nearer the root it lost whole
        /// games, so the first two moves are kept whole (docs/BENCHMARKS.md).
        /// `.infinity` searches every move.
        public var hopelessMargin: Float
        /// The first move the margin applies to (2: every move below the
        /// first; 3: the first two moves weigh every move), so a search can
        /// prune far from the root, where most positions are, and keep the
        /// moves near it whole.
        public var hopelessFromMove: Int
        /// A board's value, once searched, is reused for the same board
        /// reached by a path at most this many times likelier (1: only as
        /// likely; .infinity: any, as in the peer's player). A likelier path
        /// would have searched further below it; see `TranspositionTable`.
        public var likelierPath: Float
        /// The most positions one move may weigh (nil: no limit). A search
        /// that would need more is given up and the move is chosen by a
        /// search one move shallower, which reuses what was finished.
        public var positionBudget: Int?

        public init(minDepth: Int = 3, maxDepth: Int = 12, depthBelowDistinct: Int = 0,
                    minProbability: Float = 0.0002, hopelessMargin: Float = 1_000_000, hopelessFromMove: Int = 3,
                    likelierPath: Float = 8, positionBudget: Int? = nil) {
            self.minDepth = minDepth
            self.maxDepth = maxDepth
            self.depthBelowDistinct = depthBelowDistinct
            self.minProbability = minProbability
            self.hopelessMargin = hopelessMargin
            self.hopelessFromMove = max(2, hopelessFromMove)
            self.likelierPath = likelierPath
            self.positionBudget = positionBudget
        }

        /// Full strength within a thinking time a move: the time is turned
        /// into positions at `positionsPerMillisecond`, so the same budget
        /// plays the same game on every machine.
        public init(thinkMilliseconds: Int) {
            self.init(positionBudget: max(1, thinkMilliseconds) * Self.positionsPerMillisecond)
        }

        /// Positions a millisecond: set at a little under what one core of
        /// the development machine weighed in a release build. The search
        /// has since become faster (87,000 to 97,000 a millisecond on make
        /// bench's fixed boards) and the figure was kept, so a thinking time
        /// still means the positions it meant, and stays an upper bound on
        /// slower machines.
        public static let positionsPerMillisecond = 50_000

        /// The thinking time a move when none is chosen, in milliseconds.
        public static let defaultThinkMilliseconds = 200
        /// The range `--think` and the setting accept.
        public static let thinkRange = 1...10_000

        /// The player's own: full strength within the default thinking time.
        public static let standard = Tuning(thinkMilliseconds: defaultThinkMilliseconds)

        /// How deep to look on a 4x4 board.
        public func depth(for board: Bitboard2048) -> Int {
            min(maxDepth, max(minDepth, board.distinctTiles - depthBelowDistinct))
        }
    }

    public let tuning: Tuning
    /// Positions weighed by the last search, given-up attempts included.
    public private(set) var nodes = 0
    /// How many moves ahead the last search looked (after any retreat).
    public private(set) var searchedDepth = 0
    /// What the last 4x4 search made of each move that changes the board
    /// (the expected heuristic value), for comparing players move by move.
    public private(set) var values: [Direction: Float] = [:]
    private let cache: TranspositionTable

    public init(tuning: Tuning = .standard) {
        self.tuning = tuning
        // 4 MiB: on the late-game positions of a peer's game a table this
        // size searched 6 to 15% faster than one of 32 MiB, whose extra hits
        // cost more in cache misses than they saved (player-bench).
        cache = TranspositionTable(log2Capacity: 18)
    }

    /// The best move for a game, or nil when no move changes the board.
    /// `isCancelled` is asked now and then (every 65,536 positions on 4x4);
    /// once it says yes the search stops and answers nil.
    public func bestMove(_ game: Game2048, isCancelled: @escaping () -> Bool = { false }) -> Direction? {
        if game.size == 4, let b = Bitboard2048(cells: game.cells) { return bestMove(b, isCancelled: isCancelled) }
        return bestMoveGeneral(game)
    }

    public func bestMove(_ board: Bitboard2048, isCancelled: @escaping () -> Bool = { false }) -> Direction? {
        let table = cache.startSearch(likelierPath: tuning.likelierPath)
        let b = board.bits
        let t = Bitboard2048.transpose(b)
        let tables = Bitboard2048.Tables.shared
        var depth = min(tuning.depth(for: board), TranspositionTable.maxDepth)
        var budget = tuning.positionBudget ?? .max
        nodes = 0
        while true {
            // Two moves ahead is always affordable (a few thousand positions):
            // the last retreat has no limit, so there is always an answer.
            var search = Search4(tables: tables, cache: table, depthLimit: depth,
                                 minProbability: tuning.minProbability, hopelessMargin: tuning.hopelessMargin,
                                 hopelessFromMove: tuning.hopelessFromMove, nodeBudget: depth <= 2 ? .max : budget,
                                 isCancelled: isCancelled)
            var values: [Direction: Float] = [:]
            let best = Self.bestScoring { d in
                let next = tables.move(b, transposed: t, d)
                guard next != b else { return nil }
                let value = search.chance(next, Bitboard2048.transpose(next), probability: 1)
                values[d] = value
                return value
            }
            nodes += search.nodes
            if search.cancelled { return nil }
            if !search.aborted {
                searchedDepth = depth
                self.values = values
                return best
            }
            depth -= 1
            budget = max(1, budget / 2)
        }
    }

    /// The direction with the highest score; `score` answers nil for a move
    /// that does not change the board.
    private static func bestScoring(_ score: (Direction) -> Float?) -> Direction? {
        var best: Direction?
        var bestScore = -Float.infinity
        for d in Direction.allCases {
            guard let s = score(d), s > bestScore else { continue }
            bestScore = s
            best = d
        }
        return best
    }

    // MARK: Other sizes

    private func bestMoveGeneral(_ game: Game2048) -> Direction? {
        let board = GeneralBoard(game)
        var search = SearchGeneral(size: game.size, depthLimit: GeneralBoard.depthLimit(board),
                                   minProbability: tuning.minProbability)
        let best = Self.bestScoring { d in board.moved(d).map { search.chance($0, probability: 1) } }
        nodes = search.nodes
        searchedDepth = search.depthLimit
        return best
    }
}

// MARK: 4x4

/// The 4x4 search's state, a value of bare pointers and numbers, so the hot
/// path has no class-property access checks and counts no references.
private struct Search4 {
    /// The row tables as bare pointers (a counted reference to the tables
    /// was retained and released around every move node: 2% of the time).
    struct Rows {
        let left, right: UnsafeMutablePointer<UInt16>
        let up, down: UnsafeMutablePointer<UInt64>
        let heuristic, heuristicLeft, heuristicRight: UnsafeMutablePointer<Float>
        let transposedCell: UnsafeMutablePointer<UInt64>

        init(_ t: Bitboard2048.Tables) {
            (left, right, up, down) = (t.left, t.right, t.up, t.down)
            (heuristic, heuristicLeft, heuristicRight) = (t.heuristic, t.heuristicLeft, t.heuristicRight)
            transposedCell = t.transposedCell
        }

        @inline(__always) func heuristic(_ b: UInt64, transposed t: UInt64) -> Float {
            Bitboard2048.Tables.heuristic(b, transposed: t, table: heuristic)
        }
    }

    let tables: Rows
    let cache: TranspositionTable.Search
    let depthLimit: Int
    let minProbability: Float
    let hopelessMargin: Float
    /// `Tuning.hopelessFromMove` as a depth: `move` at this depth or
    /// deeper leaves out hopeless moves.
    let hopelessFromDepth: Int
    let nodeBudget: Int
    var depth = 0
    var nodes = 0
    let isCancelled: () -> Bool
    /// Set when the budget ran out or the caller gave up: every value from
    /// then on is meaningless and nothing more is stored.
    var aborted = false
    var cancelled = false
    /// When next to look at the budget and ask `isCancelled`.
    var checkpoint = 0

    init(tables: Bitboard2048.Tables, cache: TranspositionTable.Search, depthLimit: Int, minProbability: Float,
         hopelessMargin: Float, hopelessFromMove: Int, nodeBudget: Int, isCancelled: @escaping () -> Bool) {
        self.tables = Rows(tables)
        self.cache = cache
        self.depthLimit = min(depthLimit, TranspositionTable.maxDepth)
        self.minProbability = minProbability
        self.hopelessMargin = hopelessMargin
        self.hopelessFromDepth = hopelessFromMove - 1
        self.nodeBudget = nodeBudget
        self.isCancelled = isCancelled
    }

    /// The expected value over every new tile the game could place; `t`
    /// is `b` transposed, carried along so no node transposes a board.
    mutating func chance(_ b: UInt64, _ t: UInt64, probability: Float) -> Float {
        nodes += 1
        let remaining = depthLimit - depth
        if probability < minProbability || remaining <= 0 {
            return tables.heuristic(b, transposed: t)
        }
        if nodes >= checkpoint, stops() { return 0 }
        if let hit = cache.lookup(b, remaining: remaining, probability: probability) { return hit }
        var empties = Bitboard2048.emptyMask(b)
        let count = empties.nonzeroBitCount
        let p = probability / Float(count)
        var total: Float = 0
        let cellT = tables.transposedCell
        while empties != 0 {
            let two = empties & (0 &- empties)
            empties &= empties &- 1
            let twoT = cellT[two.trailingZeroBitCount >> 2]
            total += 0.9 * move(b | two, t | twoT, probability: p * 0.9)
            total += 0.1 * move(b | (two << 1), t | (twoT << 1), probability: p * 0.1)
        }
        total /= Float(count)
        if !aborted { cache.store(b, remaining: remaining, probability: probability, score: total) }
        return total
    }

    /// Whether the search must stop: out of budget, or cancelled.
    @inline(never)
    mutating func stops() -> Bool {
        if aborted { return true }
        if nodes > nodeBudget || isCancelled() {
            cancelled = nodes <= nodeBudget
            aborted = true
            return true
        }
        checkpoint = nodes + min(65_536, nodeBudget - nodes)
        return false
    }

    /// The best of the player's moves; 0 (below any live board) when none is left.
    mutating func move(_ b: UInt64, _ t: UInt64, probability: Float) -> Float {
        if depth + 1 >= depthLimit || probability < minProbability { return bestLeaf(b, t) }
        depth += 1
        defer { depth -= 1 }
        var best: Float = 0
        let tb = tables
        // All four boards first, and their table buckets asked for, so the
        // four cache misses overlap instead of following one another.
        let left = Bitboard2048.Tables.rows(b, tb.left)
        let right = Bitboard2048.Tables.rows(b, tb.right)
        let upT = Bitboard2048.Tables.rows(t, tb.left)
        let downT = Bitboard2048.Tables.rows(t, tb.right)
        let up = Bitboard2048.Tables.columns(b, t, tb.up)
        let down = Bitboard2048.Tables.columns(b, t, tb.down)
        cache.prefetch(left)
        cache.prefetch(right)
        cache.prefetch(up)
        cache.prefetch(down)
        let leftT = Bitboard2048.Tables.columns(t, b, tb.up)
        let rightT = Bitboard2048.Tables.columns(t, b, tb.down)
        // With a margin, each move's board as the heuristic sees it, to
        // leave out the hopeless ones (a move that changes nothing rates
        // below any); without one, every move is worth searching and no
        // heuristic is spent on it.
        var (hLeft, hRight, hUp, hDown) = (Float.infinity, Float.infinity, Float.infinity, Float.infinity)
        var floor = -Float.infinity
        if hopelessMargin < .infinity, depth >= hopelessFromDepth {
            let none = -Float.infinity
            hLeft = left != b ? tb.heuristic(left, transposed: leftT) : none
            hRight = right != b ? tb.heuristic(right, transposed: rightT) : none
            hUp = upT != t ? tb.heuristic(up, transposed: upT) : none
            hDown = downT != t ? tb.heuristic(down, transposed: downT) : none
            floor = max(max(hLeft, hRight), max(hUp, hDown)) - hopelessMargin
        }
        if left != b, hLeft >= floor { best = max(best, chance(left, leftT, probability: probability)) }
        if right != b, hRight >= floor { best = max(best, chance(right, rightT, probability: probability)) }
        if upT != t, hUp >= floor { best = max(best, chance(up, upT, probability: probability)) }
        if downT != t, hDown >= floor { best = max(best, chance(down, downT, probability: probability)) }
        return best
    }
}

extension Search4 {
    /// `move` when every move ends the search: the best heuristic among the
    /// boards the moves make, without a call a board. Each move gives its
    /// board and that board's transpose by table lookups, with no transpose:
    /// a row moved left changes the transposed board by the same nibbles
    /// spread down a column (the `up` table).
    @inline(__always)
    mutating func bestLeaf(_ b: UInt64, _ t: UInt64) -> Float {
        let tb = tables
        let h = tb.heuristic, hl = tb.heuristicLeft, hr = tb.heuristicRight
        /// The four rows of `x` through a row table.
        @inline(__always) func lines(_ x: UInt64, _ h: UnsafeMutablePointer<Float>) -> Float {
            h[Int(truncatingIfNeeded: x & 0xFFFF)] + h[Int(truncatingIfNeeded: (x >> 16) & 0xFFFF)]
                + h[Int(truncatingIfNeeded: (x >> 32) & 0xFFFF)] + h[Int(truncatingIfNeeded: x >> 48)]
        }
        var best: Float = 0
        var moved = 0
        let left = Bitboard2048.Tables.rows(b, tb.left)
        if left != b { best = max(best, lines(b, hl) + lines(Bitboard2048.Tables.columns(t, b, tb.up), h)); moved += 1 }
        let right = Bitboard2048.Tables.rows(b, tb.right)
        if right != b { best = max(best, lines(b, hr) + lines(Bitboard2048.Tables.columns(t, b, tb.down), h)); moved += 1 }
        let up = Bitboard2048.Tables.rows(t, tb.left)
        if up != t { best = max(best, lines(t, hl) + lines(Bitboard2048.Tables.columns(b, t, tb.up), h)); moved += 1 }
        let down = Bitboard2048.Tables.rows(t, tb.right)
        if down != t { best = max(best, lines(t, hr) + lines(Bitboard2048.Tables.columns(b, t, tb.down), h)); moved += 1 }
        nodes += moved
        return best
    }
}

/// Chance-node values by board, in a fixed array reused from move to move.
/// Each search bumps a generation number instead of clearing, so entries
/// from earlier searches are simply not seen and results never depend on
/// what was searched before.
///
/// A value is only as deep as the search that made it, and that depends on
/// two things: the moves left, and the probability of the path that led
/// there, since every branch below it is cut once the product falls under
/// the cutoff. So an entry keeps both. It is taken by a search with no
/// more moves left, from a path at most `Tuning.likelierPath` times
/// likelier than the one that made it. A table that keeps moves left alone
/// (as the peer's does) hands a board reached by a likely path the value
/// of a search cut short on an unlikely one, which made more mistakes
/// (docs/BENCHMARKS.md, the transposition table).
/// A shallower retry (after a search ran over its budget) still takes
/// every value the deeper attempt finished.
///
/// The player owns the memory (this class); a search works through a
/// `TranspositionTable.Search`, a plain value, so the hot path counts no
/// references.
final class TranspositionTable {
    struct Entry {
        var key: UInt64
        var score: Float
        /// Generation << 16 | path probability code << 4 | moves searched
        /// ahead; 0 is never a live generation.
        var tag: UInt32
    }

    /// A path probability (0 to 1) as 12 bits that order as the
    /// probabilities do: the float's exponent and top four fraction bits,
    /// 16 codes to each halving. Both sides round down, so equal
    /// probabilities (one board reached by two orders of the same tiles)
    /// always match.
    @inline(__always) static func code(_ p: Float) -> UInt32 { p.bitPattern >> 19 }

    /// A factor of probability as a difference of codes (8 is 48: three
    /// halvings); any factor beyond the codes' range, as all of it.
    static func codes(_ factor: Float) -> UInt32 {
        guard factor.isFinite else { return 0xFFF }
        return UInt32(min(4095, max(0, (log2(max(1, factor)) * 16).rounded())))
    }

    static let maxDepth = 15
    static let probes = 4

    private let entries: UnsafeMutablePointer<Entry>
    private let mask: Int
    private let shift: UInt64
    private var generation: UInt32 = 0

    private let bytes: Int
    private let mapping: UnsafeMutableRawPointer
    private let mapped: Int

    init(log2Capacity: Int) {
        let capacity = 1 << log2Capacity
        mask = capacity - 1
        shift = UInt64(64 - log2Capacity)
        // Fresh anonymous pages: zeroed, mapped only as they are first
        // touched (a short search, a hint, pays only for what it uses), and
        // aligned, so each bucket of four entries is one cache line. All
        // zero bits is an entry of no generation. Huge pages are asked for
        // where the kernel offers them, as lookups land all over the table.
        bytes = capacity * MemoryLayout<Entry>.stride
        let hugePage = 2 << 20
        mapped = bytes + hugePage
        let raw = mmap(nil, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let raw, raw != MAP_FAILED else { fatalError("out of memory") }
        let aligned = raw + ((hugePage - Int(bitPattern: raw) % hugePage) % hugePage)
        #if os(Linux)
        _ = madvise(aligned, bytes, Int32(MADV_HUGEPAGE))
        #endif
        mapping = raw
        entries = aligned.bindMemory(to: Entry.self, capacity: capacity)
    }

    deinit { munmap(mapping, mapped) }

    /// A new generation, and the table as one search sees it. The value is
    /// valid while this object lives.
    func startSearch(likelierPath: Float) -> Search {
        generation += 1
        if generation >= 1 << 16 {
            generation = 1
            for i in 0...mask { entries[i].tag = 0 }
        }
        return Search(entries: entries, mask: mask, shift: shift, live: generation << 16,
                      tolerance: Self.codes(likelierPath))
    }

    struct Search {
        let entries: UnsafeMutablePointer<Entry>
        let mask: Int
        let shift: UInt64
        /// The generation, shifted as it is in a tag.
        let live: UInt32
        /// How much likelier, in codes, a path may be than the one that
        /// made the value it takes.
        let tolerance: UInt32

        /// The first of the key's bucket of `probes` entries, a 64-byte line.
        @inline(__always) private func home(_ key: UInt64) -> Int {
            Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift) & ~(TranspositionTable.probes - 1)
        }

        /// Asks for the key's bucket to be brought into the cache, so the
        /// lookup that follows finds it there.
        @inline(__always) func prefetch(_ key: UInt64) { brocade_prefetch(entries + home(key)) }

        /// A value searched at least `remaining` moves ahead, from a path
        /// not much less likely than `probability`.
        @inline(__always) func lookup(_ key: UInt64, remaining: Int, probability: Float) -> Float? {
            var i = home(key)
            for _ in 0..<TranspositionTable.probes {
                let e = entries[i]
                if e.tag & ~0xFFFF != live { return nil }
                if e.key == key {
                    let deepEnough = Int(e.tag & 0xF) >= remaining
                    let likelyEnough = (e.tag >> 4) & 0xFFF + tolerance >= TranspositionTable.code(probability)
                    return deepEnough && likelyEnough ? e.score : nil
                }
                i = (i + 1) & mask
            }
            return nil
        }

        /// Into the first free or matching slot (a matching one was not
        /// deep enough for the search that just made this value, so this
        /// one serves it better); when all are taken, over the least
        /// searched one, if it was searched no further than this.
        @inline(__always) func store(_ key: UInt64, remaining: Int, probability: Float, score: Float) {
            let tag = live | TranspositionTable.code(probability) << 4 | UInt32(remaining)
            var i = home(key)
            var victim = i
            var victimRemaining: UInt32 = 0xF
            for _ in 0..<TranspositionTable.probes {
                let e = entries[i]
                if e.tag & ~0xFFFF != live || e.key == key {
                    entries[i] = Entry(key: key, score: score, tag: tag)
                    return
                }
                if e.tag & 0xF <= victimRemaining {
                    victimRemaining = e.tag & 0xF
                    victim = i
                }
                i = (i + 1) & mask
            }
            if victimRemaining <= UInt32(remaining) { entries[victim] = Entry(key: key, score: score, tag: tag) }
        }
    }
}

// MARK: Other sizes

/// Any board size as an array of exponents, moved by the plain rules
/// (internal for the tests).
struct GeneralBoard {
    let size: Int
    var cells: [UInt8]

    init(size: Int, cells: [UInt8]) {
        self.size = size
        self.cells = cells
    }

    init(_ game: Game2048) {
        size = game.size
        cells = game.cells.map { $0 == 0 ? 0 : UInt8(min($0.trailingZeroBitCount, 255)) }
    }

    /// Sliding in `d`, or nil when nothing moves.
    func moved(_ d: Direction) -> GeneralBoard? {
        var out = cells
        var changed = false
        let n = size
        for line in 0..<n {
            // Cells along the line counted from the wall `d` points at.
            let start: Int, step: Int
            switch d {
            case .left: start = line * n; step = 1
            case .right: start = line * n + n - 1; step = -1
            case .up: start = line; step = n
            case .down: start = (n - 1) * n + line; step = -n
            }
            var write = 0
            var open: UInt8 = 0
            for k in 0..<n {
                let v = cells[start + k * step]
                if v == 0 { continue }
                if v == open {
                    out[start + (write - 1) * step] = v + 1
                    open = 0
                } else {
                    out[start + write * step] = v
                    write += 1
                    open = v
                }
            }
            for k in write..<n { out[start + k * step] = 0 }
            if !changed {
                for k in 0..<n where out[start + k * step] != cells[start + k * step] {
                    changed = true
                    break
                }
            }
        }
        return changed ? GeneralBoard(size: size, cells: out) : nil
    }

    /// The 4x4 heuristic (`Bitboard2048.Tables.lineHeuristic`) on every
    /// row and column, so every size is judged alike.
    var heuristic: Float {
        var h: Float = 0
        for i in 0..<size {
            h += Bitboard2048.Tables.lineHeuristic(count: size) { Int(cells[i * size + $0]) }
                + Bitboard2048.Tables.lineHeuristic(count: size) { Int(cells[i + $0 * size]) }
        }
        return h
    }

    /// Shallow on big, open boards, where one look ahead already costs
    /// thousands of positions; deeper as the board fills.
    static func depthLimit(_ b: GeneralBoard) -> Int {
        let empty = b.cells.reduce(0) { $0 + ($1 == 0 ? 1 : 0) }
        // Positions one move and one new tile ahead: four moves, two values.
        let branching = max(1, 8 * empty)
        var depth = 1
        var work = branching
        while depth < 3, work * branching <= 20_000 {
            work *= branching
            depth += 1
        }
        return depth
    }
}

private struct SearchGeneral {
    let size: Int
    let depthLimit: Int
    let minProbability: Float
    var depth = 0
    var nodes = 0

    init(size: Int, depthLimit: Int, minProbability: Float) {
        self.size = size
        self.depthLimit = depthLimit
        self.minProbability = minProbability
    }

    mutating func chance(_ b: GeneralBoard, probability: Float) -> Float {
        nodes += 1
        if probability < minProbability || depth >= depthLimit { return b.heuristic }
        let empties = b.cells.indices.filter { b.cells[$0] == 0 }
        guard !empties.isEmpty else { return b.heuristic }
        let p = probability / Float(empties.count)
        var total: Float = 0
        var next = b
        for i in empties {
            next.cells[i] = 1
            total += 0.9 * move(next, probability: p * 0.9)
            next.cells[i] = 2
            total += 0.1 * move(next, probability: p * 0.1)
            next.cells[i] = 0
        }
        return total / Float(empties.count)
    }

    mutating func move(_ b: GeneralBoard, probability: Float) -> Float {
        depth += 1
        defer { depth -= 1 }
        var best: Float = 0
        for d in Direction.allCases {
            if let next = b.moved(d) { best = max(best, chance(next, probability: probability)) }
        }
        return best
    }
}
