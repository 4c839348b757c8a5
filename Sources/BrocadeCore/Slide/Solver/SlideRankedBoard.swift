import BrocadeTUI

/// What the searches over additive pattern databases share: the board and
/// its reflection about the main diagonal, each pattern's rank and table
/// value in both views, and the step that moves a tile by updating one rank
/// in each view by a small delta (no allocation, a few table reads a node).
/// Every read first asks whether its 1 KiB block of the tables is known to
/// be whole (a byte in a small array, nearly always yes), so that a damaged
/// block read from a file is found before a value in it is used.
///
/// Pointers only, made once a search and freed by `release()`; the searches
/// (`SlideIDAStar`, `SlideNearOptimal`) keep their own counters and bounds.
struct SlideRankedBoard {
    let cells: Int
    let patternCount: Int
    let board: UnsafeMutablePointer<Int>
    let boardT: UnsafeMutablePointer<Int>
    /// By tile: its pattern (-1 for the blank) and its place in it.
    let tilePattern: UnsafeMutablePointer<Int>
    let tileIndex: UnsafeMutablePointer<Int>
    /// Pattern p's weights at p * 8.
    let weights: UnsafeMutablePointer<Int>
    /// The tables back to back, and where pattern p's starts.
    let payload: UnsafePointer<UInt8>
    let tableStart: UnsafeMutablePointer<Int>
    /// By block of the tables: 1 once known whole.
    let verified: UnsafeMutablePointer<UInt8>
    let checks: SlideTableChecks
    let ranks: UnsafeMutablePointer<Int>
    let ranksT: UnsafeMutablePointer<Int>
    /// Each pattern's table value at its current rank, in each view.
    let values: UnsafeMutablePointer<Int>
    let valuesT: UnsafeMutablePointer<Int>
    /// Neighbours of cell c at c * 8, how many at neighbourCount[c].
    let neighbours: UnsafeMutablePointer<Int>
    let neighbourCount: UnsafeMutablePointer<Int>
    let transCell: UnsafeMutablePointer<Int>
    let transTile: UnsafeMutablePointer<Int>
    let startBlank: Int
    /// The tables' sums at the start, in each view; nil when a block they
    /// read was damaged.
    let start: (h1: Int, h2: Int)?

    /// nil when the database has no tables in memory.
    init?(database: SlidePatternDatabase, tiles: [Int]) {
        guard let base = database.tables.buffer.baseAddress else { return nil }
        let g = database.geometry
        cells = g.cells
        patternCount = database.patterns.count
        payload = base.assumingMemoryBound(to: UInt8.self)
        checks = database.checks
        let known = checks.verified
        verified = .allocate(capacity: max(1, known.count))
        for (b, whole) in known.enumerated() { verified[b] = whole ? 1 : 0 }
        func buffer(_ count: Int, _ value: Int) -> UnsafeMutablePointer<Int> {
            let p = UnsafeMutablePointer<Int>.allocate(capacity: count)
            p.initialize(repeating: value, count: count)
            return p
        }
        board = buffer(cells, 0)
        boardT = buffer(cells, 0)
        tilePattern = buffer(cells, -1)
        tileIndex = buffer(cells, 0)
        weights = buffer(patternCount * 8, 0)
        ranks = buffer(patternCount, 0)
        ranksT = buffer(patternCount, 0)
        values = buffer(patternCount, 0)
        valuesT = buffer(patternCount, 0)
        neighbours = buffer(cells * 8, 0)
        neighbourCount = buffer(cells, 0)
        transCell = buffer(cells, 0)
        transTile = buffer(cells, 0)
        tableStart = buffer(patternCount, 0)
        for (p, pattern) in database.patterns.enumerated() {
            tableStart[p] = database.offsets[p]
            for (j, w) in SlidePatternDatabase.weights(cells: cells, count: pattern.count).enumerated() {
                weights[p * 8 + j] = w
            }
            for (j, t) in pattern.enumerated() {
                tilePattern[t] = p
                tileIndex[t] = j
            }
        }
        var blank = 0
        for c in 0..<cells {
            neighbourCount[c] = g.neighbours[c].count
            for (i, d) in g.neighbours[c].enumerated() { neighbours[c * 8 + i] = d }
            transCell[c] = g.transposed(cell: c)
            transTile[c] = g.transposed(tile: c)
        }
        for c in 0..<cells {
            board[c] = tiles[c]
            boardT[transCell[c]] = transTile[tiles[c]]
            if tiles[c] == 0 { blank = c }
        }
        startBlank = blank
        var h1 = 0, h2 = 0, whole = true
        let on = board, onT = boardT
        for (p, pattern) in database.patterns.enumerated() {
            let w = Array(UnsafeBufferPointer(start: weights + p * 8, count: pattern.count))
            let at = pattern.map { t in (0..<g.cells).first { on[$0] == t }! }
            let atT = pattern.map { t in (0..<g.cells).first { onT[$0] == t }! }
            ranks[p] = SlidePatternDatabase.rank(at, weights: w)
            ranksT[p] = SlidePatternDatabase.rank(atT, weights: w)
            let v = Self.lookup(p, ranks[p], tableStart, payload, verified, checks)
            let vT = Self.lookup(p, ranksT[p], tableStart, payload, verified, checks)
            if v < 0 || vT < 0 { whole = false }
            values[p] = max(v, 0)
            valuesT[p] = max(vT, 0)
            h1 += values[p]
            h2 += valuesT[p]
        }
        start = whole ? (h1, h2) : nil
    }

    func release() {
        for p in [board, boardT, tilePattern, tileIndex, weights, ranks, ranksT, values, valuesT,
                  neighbours, neighbourCount, transCell, transTile, tableStart] { p.deallocate() }
        verified.deallocate()
    }

    /// Pattern p's value at a rank, or -1 when its block of the tables is
    /// damaged (then the search must stop: `checks.isDamaged`).
    @inline(__always)
    func lookup(_ p: Int, _ rank: Int) -> Int {
        Self.lookup(p, rank, tableStart, payload, verified, checks)
    }

    @inline(__always)
    private static func lookup(_ p: Int, _ rank: Int, _ tableStart: UnsafeMutablePointer<Int>,
                               _ payload: UnsafePointer<UInt8>, _ verified: UnsafeMutablePointer<UInt8>,
                               _ checks: SlideTableChecks) -> Int {
        let at = tableStart[p] &+ rank
        let block = at >> SlideTableChecks.blockShift
        if verified[block] == 0 {
            guard checks.verify(block: block) else { return -1 }
            verified[block] = 1
        }
        return Int(payload[at])
    }

    /// What a move changed, for `undo`: the cells (and their reflections),
    /// the tile (and its reflection), and its pattern's rank and value
    /// before, in each view.
    struct Step {
        let c: Int, blank: Int, tc: Int, tb: Int
        let t: Int, tt: Int
        let p: Int, pT: Int
        let r: Int, v: Int, rT: Int, vT: Int
    }

    /// The move of the tile on `c` into the blank on `blank` (`tb` in the
    /// reflected view), as the board stands.
    @inline(__always)
    func step(_ c: Int, into blank: Int, _ tb: Int) -> Step {
        let t = board[c], tt = transTile[t]
        let p = tilePattern[t], pT = tilePattern[tt]
        return Step(c: c, blank: blank, tc: transCell[c], tb: tb, t: t, tt: tt, p: p, pT: pT,
                    r: ranks[p], v: values[p], rT: ranksT[pT], vT: valuesT[pT])
    }

    /// Makes move `m`, its pattern taking rank `r2` and value `v2` (and
    /// `rT2`, `vT2` in the reflected view), which the search has worked out
    /// with `delta` and `lookup`.
    @inline(__always)
    func play(_ m: Step, rank r2: Int, value v2: Int, rankT rT2: Int, valueT vT2: Int) {
        board[m.blank] = m.t
        board[m.c] = 0
        boardT[m.tb] = m.tt
        boardT[m.tc] = 0
        ranks[m.p] = r2
        values[m.p] = v2
        ranksT[m.pT] = rT2
        valuesT[m.pT] = vT2
    }

    /// Takes move `m` back.
    @inline(__always)
    func undo(_ m: Step) {
        board[m.c] = m.t
        board[m.blank] = 0
        boardT[m.tc] = m.tt
        boardT[m.tb] = 0
        ranks[m.p] = m.r
        values[m.p] = m.v
        ranksT[m.pT] = m.rT
        valuesT[m.pT] = m.vT
    }

    /// How the rank of pattern p changes when its j-th tile moves from
    /// `from` to `to` on board `b`: its own digit moves by the distance,
    /// less the earlier tiles passed over; later tiles passed over shift
    /// their digits by one.
    @inline(__always)
    func delta(_ b: UnsafeMutablePointer<Int>, _ p: Int, _ j: Int, _ from: Int, _ to: Int) -> Int {
        let w = weights + p * 8
        var earlier = 0, later = 0
        var x = min(from, to) + 1
        let hi = max(from, to)
        while x < hi {
            let u = b[x]
            if tilePattern[u] == p {
                let i = tileIndex[u]
                if i < j { earlier &+= 1 } else { later &+= w[i] }
            }
            x &+= 1
        }
        return to > from ? w[j] &* (to &- from &- earlier) &+ later : w[j] &* (to &- from &+ earlier) &- later
    }
}
