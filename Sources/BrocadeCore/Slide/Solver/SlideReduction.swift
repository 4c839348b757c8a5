import BrocadeTUI

/// A fast, non-optimal norm solver for any size: the top row and then the
/// left column are put in place and locked, which leaves the same puzzle one
/// size smaller, down to 3x3, which is finished optimally. A tile is brought
/// home by the shortest walk of the blank that moves it there over unlocked
/// cells (a breadth-first search on the tile's and the blank's cells, other
/// tiles ignored). The last two tiles of a line are placed together by the
/// same search on both tiles and the blank, which needs none of the usual
/// special cases for a tile stuck in the corner.
enum SlideReduction {
    /// The position must be solvable under norm.
    static func solve(_ tiles: [Int], size n: Int, isCancelled: () -> Bool) -> (moves: [Int], nodes: Int)? {
        var state = Reducer(tiles: tiles, size: n)
        for k in 0..<(n - 3) {
            if isCancelled() { return nil }
            // Row k, from column k rightwards.
            for c in k..<(n - 2) { state.place(k * n + c) }
            state.placePair(k * n + n - 2, k * n + n - 1)
            if isCancelled() { return nil }
            // Column k, from row k + 1 down.
            for r in (k + 1)..<(n - 2) { state.place(r * n + k) }
            state.placePair((n - 2) * n + k, (n - 1) * n + k)
        }
        // The bottom-right 3x3, renamed to a 3x3 puzzle's tiles.
        let o = n - 3
        var sub: [Int] = []
        for r in 0..<3 {
            for c in 0..<3 {
                let t = state.board[(o + r) * n + o + c]
                sub.append(t == 0 ? 0 : ((t - 1) / n - o) * 3 + (t - 1) % n - o + 1)
            }
        }
        guard let finish = SlideIDAStar.solve(sub, database: SlideSolver.threeByThreeNorm, isCancelled: isCancelled) else {
            return nil
        }
        let moves = state.moves + finish.moves.map { (o + $0 / 3) * n + o + $0 % 3 }
        return (moves, state.nodes + finish.nodes)
    }

    /// Also the large-board solver's fallback when its search for a group gives up.
    struct Reducer {
        let n: Int
        let cells: Int
        var board: [Int]
        var blank: Int
        var locked: [Bool]
        var moves: [Int] = []
        var nodes = 0
        let neighbours: [[Int]]

        init(tiles: [Int], size: Int) {
            n = size
            cells = size * size
            board = tiles
            blank = tiles.firstIndex(of: 0)!
            locked = [Bool](repeating: false, count: size * size)
            neighbours = SlideGeometry(size: size, steps: .orthogonal).neighbours
        }

        mutating func step(_ c: Int) {
            board[blank] = board[c]
            board[c] = 0
            moves.append(c)
            blank = c
        }

        /// Brings the tile that belongs at `target` there, then locks it.
        mutating func place(_ target: Int) {
            let from = board.firstIndex(of: target + 1)!
            if from != target {
                let cells = self.cells, locked = self.locked, neighbours = self.neighbours
                // State: tile cell * cells + blank cell.
                let path = Self.search(start: from * cells + blank, count: cells * cells, nodes: &nodes) { s in
                    s / cells == target
                } successors: { s, out in
                    let t = s / cells, b = s % cells
                    for x in neighbours[b] where !locked[x] {
                        out.append(x == t ? b * cells + x : t * cells + x)
                    }
                }
                for s in path { step(s % cells) }
            }
            locked[target] = true
        }

        /// Brings the tiles for `a` and `b` home together, then locks them.
        mutating func placePair(_ a: Int, _ b: Int) {
            let fromA = board.firstIndex(of: a + 1)!, fromB = board.firstIndex(of: b + 1)!
            let cells = self.cells, locked = self.locked, neighbours = self.neighbours
            let cc = cells * cells
            // State: (cell of a's tile * cells + cell of b's tile) * cells + blank cell.
            let path = Self.search(start: (fromA * cells + fromB) * cells + blank, count: cc * cells, nodes: &nodes) { s in
                s / cc == a && (s / cells) % cells == b
            } successors: { s, out in
                let ta = s / cc, tb = (s / cells) % cells, bl = s % cells
                for x in neighbours[bl] where !locked[x] {
                    let na = x == ta ? bl : ta, nb = x == tb ? bl : tb
                    out.append((na * cells + nb) * cells + x)
                }
            }
            for s in path { step(s % cells) }
            self.locked[a] = true
            self.locked[b] = true
        }

        /// Breadth-first search; the states on the way to the nearest goal,
        /// the start excluded.
        static func search(start: Int, count: Int, nodes: inout Int, isGoal: (Int) -> Bool,
                           successors: (Int, inout [Int]) -> Void) -> [Int] {
            if isGoal(start) { return [] }
            var parent = [Int32](repeating: -1, count: count)
            var queue = [Int32](repeating: 0, count: count)
            parent[start] = Int32(start)
            queue[0] = Int32(start)
            var head = 0, tail = 1
            var found = -1
            var expanded = 0
            var out: [Int] = []
            out.reserveCapacity(4)
            while head < tail && found < 0 {
                let s = Int(queue[head])
                head += 1
                expanded += 1
                out.removeAll(keepingCapacity: true)
                successors(s, &out)
                for next in out where parent[next] < 0 {
                    parent[next] = Int32(s)
                    queue[tail] = Int32(next)
                    tail += 1
                    if isGoal(next) {
                        found = next
                        break
                    }
                }
            }
            nodes += expanded
            precondition(found >= 0, "a tile cannot be brought home")
            var path: [Int] = []
            var s = found
            while s != start {
                path.append(s)
                s = Int(parent[s])
            }
            return path.reversed()
        }
    }
}
