import BrocadeTUI

/// Optimal solutions by IDA* under additive pattern databases: the heuristic
/// is the larger of the tables' sum on the board and on the board reflected
/// about its main diagonal (the board and its moves: `SlideRankedBoard`).
enum SlideIDAStar {
    /// Fewest single-tile steps (of the database's kind) to the goal, or nil
    /// when cancelled or when the tables were found damaged (then
    /// `database.isDamaged`). The position must be solvable with those steps.
    static func solve(_ tiles: [Int], database: SlidePatternDatabase,
                      isCancelled: () -> Bool) -> (moves: [Int], nodes: Int)? {
        precondition(tiles.count == database.geometry.cells, "board and database differ in size")
        guard let state = SlideRankedBoard(database: database, tiles: tiles) else { return nil }
        defer { state.release() }
        return withoutActuallyEscaping(isCancelled) { cancel in
            let search = Search(state, cancel: cancel)
            defer { search.path.deallocate() }
            return search.run()
        }
    }

    private final class Search {
        // The deepest the search goes; the 15-puzzle needs at most 80.
        static let maxDepth = 160
        let s: SlideRankedBoard
        let path: UnsafeMutablePointer<Int>
        let cancel: () -> Bool
        var bound = 0
        var nextBound = Int.max
        var nodes = 0
        var aborted = false
        var length = 0

        init(_ state: SlideRankedBoard, cancel: @escaping () -> Bool) {
            s = state
            self.cancel = cancel
            path = .allocate(capacity: Self.maxDepth)
        }

        func run() -> (moves: [Int], nodes: Int)? {
            guard let (h1, h2) = s.start else { return nil }
            if h1 == 0 && h2 == 0 { return ([], 0) }
            bound = max(h1, h2)
            // Only damaged tables could say more than the longest solution.
            if bound > Self.maxDepth { return nil }
            while true {
                nextBound = Int.max
                if dfs(s.startBlank, -1, 0, h1, h2) {
                    return (Array(UnsafeBufferPointer(start: path, count: length)), nodes)
                }
                if aborted || nextBound > Self.maxDepth { return nil }
                bound = nextBound
            }
        }

        func dfs(_ blank: Int, _ previous: Int, _ g: Int, _ h1: Int, _ h2: Int) -> Bool {
            nodes &+= 1
            if nodes & 4095 == 0 && cancel() {
                aborted = true
                return false
            }
            let board = s.board, boardT = s.boardT
            let tb = s.transCell[blank]
            for i in 0..<s.neighbourCount[blank] {
                let c = s.neighbours[blank * 8 + i]
                if c == previous { continue }
                let t = board[c]
                let p = s.tilePattern[t]
                let r = s.ranks[p]
                let r2 = r &+ s.delta(board, p, s.tileIndex[t], c, blank)
                let v = s.values[p]
                let v2 = s.lookup(p, r2)
                if v2 < 0 {
                    aborted = true
                    return false
                }
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
                let tc = s.transCell[c], tt = s.transTile[t]
                let pT = s.tilePattern[tt]
                let rT = s.ranksT[pT]
                let rT2 = rT &+ s.delta(boardT, pT, s.tileIndex[tt], tc, tb)
                let vT = s.valuesT[pT]
                let vT2 = s.lookup(pT, rT2)
                if vT2 < 0 {
                    aborted = true
                    return false
                }
                let n2 = h2 &- vT &+ vT2
                let h = max(n1, n2)
                let f = g &+ 1 &+ h
                if f > bound {
                    if f < nextBound { nextBound = f }
                    continue
                }
                let step = SlideRankedBoard.Step(c: c, blank: blank, tc: tc, tb: tb, t: t, tt: tt, p: p, pT: pT,
                                                 r: r, v: v, rT: rT, vT: vT)
                s.play(step, rank: r2, value: v2, rankT: rT2, valueT: vT2)
                path[g] = c
                // Every tile is in some pattern, so zero means solved.
                if h == 0 {
                    length = g + 1
                    return true
                }
                if dfs(c, blank, g &+ 1, n1, n2) { return true }
                s.undo(step)
                if aborted { return false }
            }
            return false
        }
    }
}
