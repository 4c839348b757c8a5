import BrocadeTUI

/// Optimal solutions by IDA* under additive pattern databases: the heuristic
/// is the larger of the tables' sum on the board and on the board reflected
/// about its main diagonal. Each move updates one pattern's rank in each view
/// by a small delta, so a node costs a few table reads and no allocation.
/// Every read first asks whether its 64 KiB block of the tables is known to
/// be whole (a byte in a small array, nearly always yes), so that a damaged
/// block read from a file is found before a value in it is used.
enum SlideIDAStar {
    /// Fewest single-tile steps (of the database's kind) to the goal, or nil
    /// when cancelled or when the tables were found damaged (then
    /// `database.isDamaged`). The position must be solvable with those steps.
    static func solve(_ tiles: [Int], database: SlidePatternDatabase,
                      isCancelled: () -> Bool) -> (moves: [Int], nodes: Int)? {
        precondition(tiles.count == database.geometry.cells, "board and database differ in size")
        guard let base = database.tables.buffer.baseAddress else { return nil }
        return withoutActuallyEscaping(isCancelled) { cancel in
            let search = Search(database: database, payload: base.assumingMemoryBound(to: UInt8.self),
                                tiles: tiles, cancel: cancel)
            defer { search.release() }
            return search.run()
        }
    }

    private final class Search {
        // The deepest the search goes; the 15-puzzle needs at most 80.
        static let maxDepth = 160
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
        let path: UnsafeMutablePointer<Int>
        let cancel: () -> Bool
        var bound = 0
        var nextBound = Int.max
        var nodes = 0
        var aborted = false
        var length = 0
        var startBlank = 0
        var h1 = 0
        var h2 = 0

        init(database: SlidePatternDatabase, payload: UnsafePointer<UInt8>, tiles: [Int], cancel: @escaping () -> Bool) {
            let g = database.geometry
            cells = g.cells
            patternCount = database.patterns.count
            self.cancel = cancel
            self.payload = payload
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
            path = buffer(Self.maxDepth, 0)
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
            for c in 0..<cells {
                neighbourCount[c] = g.neighbours[c].count
                for (i, d) in g.neighbours[c].enumerated() { neighbours[c * 8 + i] = d }
                transCell[c] = g.transposed(cell: c)
                transTile[c] = g.transposed(tile: c)
            }
            for c in 0..<cells {
                board[c] = tiles[c]
                boardT[transCell[c]] = transTile[tiles[c]]
                if tiles[c] == 0 { startBlank = c }
            }
            for (p, pattern) in database.patterns.enumerated() {
                let w = Array(UnsafeBufferPointer(start: weights + p * 8, count: pattern.count))
                let at = pattern.map { t in (0..<cells).first { board[$0] == t }! }
                let atT = pattern.map { t in (0..<cells).first { boardT[$0] == t }! }
                ranks[p] = SlidePatternDatabase.rank(at, weights: w)
                ranksT[p] = SlidePatternDatabase.rank(atT, weights: w)
                values[p] = lookup(p, ranks[p]) ?? 0
                valuesT[p] = lookup(p, ranksT[p]) ?? 0
                h1 += values[p]
                h2 += valuesT[p]
            }
        }

        func release() {
            for p in [board, boardT, tilePattern, tileIndex, weights, ranks, ranksT, values, valuesT,
                      neighbours, neighbourCount, transCell, transTile, path, tableStart] { p.deallocate() }
            verified.deallocate()
        }

        /// Pattern p's value at a rank, or nil (and the search aborted) when
        /// its block of the tables is damaged.
        @inline(__always)
        func lookup(_ p: Int, _ rank: Int) -> Int? {
            let at = tableStart[p] &+ rank
            let block = at >> SlideTableChecks.blockShift
            if verified[block] == 0 {
                guard checks.verify(block: block) else {
                    aborted = true
                    return nil
                }
                verified[block] = 1
            }
            return Int(payload[at])
        }

        func run() -> (moves: [Int], nodes: Int)? {
            if aborted { return nil }
            if h1 == 0 && h2 == 0 { return ([], 0) }
            bound = max(h1, h2)
            // Only damaged tables could say more than the longest solution.
            if bound > Self.maxDepth { return nil }
            while true {
                nextBound = Int.max
                if dfs(startBlank, -1, 0, h1, h2) {
                    return (Array(UnsafeBufferPointer(start: path, count: length)), nodes)
                }
                if aborted || nextBound > Self.maxDepth { return nil }
                bound = nextBound
            }
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

        func dfs(_ blank: Int, _ previous: Int, _ g: Int, _ h1: Int, _ h2: Int) -> Bool {
            nodes &+= 1
            if nodes & 4095 == 0 && cancel() {
                aborted = true
                return false
            }
            let tb = transCell[blank]
            for i in 0..<neighbourCount[blank] {
                let c = neighbours[blank * 8 + i]
                if c == previous { continue }
                let t = board[c]
                let p = tilePattern[t]
                let r = ranks[p]
                let r2 = r &+ delta(board, p, tileIndex[t], c, blank)
                let v = values[p]
                guard let v2 = lookup(p, r2) else { return false }
                let n1 = h1 &- v &+ v2
                // The reflected view costs another cache miss; skip it when
                // this one already prunes. Under orthogonal steps every f has
                // the true one's parity (a table value is as even as its
                // tiles' Manhattan distance), so the next bound is not lowered.
                let f1 = g &+ 1 &+ n1
                if f1 > bound {
                    if f1 < nextBound { nextBound = f1 }
                    continue
                }
                let tc = transCell[c], tt = transTile[t]
                let pT = tilePattern[tt]
                let rT = ranksT[pT]
                let rT2 = rT &+ delta(boardT, pT, tileIndex[tt], tc, tb)
                let vT = valuesT[pT]
                guard let vT2 = lookup(pT, rT2) else { return false }
                let n2 = h2 &- vT &+ vT2
                let h = max(n1, n2)
                let f = g &+ 1 &+ h
                if f > bound {
                    if f < nextBound { nextBound = f }
                    continue
                }
                board[blank] = t
                board[c] = 0
                boardT[tb] = tt
                boardT[tc] = 0
                ranks[p] = r2
                ranksT[pT] = rT2
                values[p] = v2
                valuesT[pT] = vT2
                path[g] = c
                // Every tile is in some pattern, so zero means solved.
                if h == 0 {
                    length = g + 1
                    return true
                }
                if dfs(c, blank, g &+ 1, n1, n2) { return true }
                board[c] = t
                board[blank] = 0
                boardT[tc] = tt
                boardT[tb] = 0
                ranks[p] = r
                ranksT[pT] = rT
                values[p] = v
                valuesT[pT] = vT
                if aborted { return false }
            }
            return false
        }
    }
}
