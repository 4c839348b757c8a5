import BrocadeTUI

/// Shortens a solution a window at a time: the position at a move and the
/// position some moves later are joined by the fewest moves, found by IDA*
/// under the Manhattan distance between the two boards (any two positions,
/// so no tables), and the window is replaced when that is shorter. Windows
/// of a few dozen moves cost a few thousand nodes each; the weighted search
/// leaves detours of that size behind.
enum SlideWindowShortening {
    /// `moves` from `tiles` (orthogonal steps on an n x n board), shortened
    /// until a pass over every window finds nothing or the deadline passes.
    /// `nodeLimit` bounds each window's search.
    static func shorten(_ moves: [Int], from tiles: [Int], size n: Int, window: Int, nodeLimit: Int = 200_000,
                        deadline: ContinuousClock.Instant, isCancelled: () -> Bool) -> [Int] {
        var path = moves
        let search = Search(size: n, nodeLimit: nodeLimit)
        defer { search.release() }
        var improved = true
        var pass = 0
        while improved {
            improved = false
            // Each pass starts its windows half a window further on than the last.
            var i = pass % 2 == 0 ? 0 : window / 2
            pass += 1
            var board = tiles
            var blank = board.firstIndex(of: 0)!
            for k in 0..<min(i, path.count) {
                board[blank] = board[path[k]]
                board[path[k]] = 0
                blank = path[k]
            }
            while i < path.count {
                if isCancelled() || ContinuousClock.now >= deadline { return path }
                let j = min(i + window, path.count)
                var end = board, endBlank = blank
                for k in i..<j {
                    end[endBlank] = end[path[k]]
                    end[path[k]] = 0
                    endBlank = path[k]
                }
                if let shorter = search.solve(from: board, to: end, within: j - i - 2) {
                    path.replaceSubrange(i..<j, with: shorter)
                    improved = true
                    board = end
                    blank = endBlank
                    i += shorter.count
                } else {
                    // On by half a window.
                    let next = min(i + max(1, window / 2), path.count)
                    for k in i..<next {
                        board[blank] = board[path[k]]
                        board[path[k]] = 0
                        blank = path[k]
                    }
                    i = next
                }
            }
            if pass == 1 { improved = true }
        }
        return path
    }

    private final class Search {
        let n: Int
        let cells: Int
        let nodeLimit: Int
        let board: UnsafeMutablePointer<Int>
        /// Each tile's cell on the target board.
        let target: UnsafeMutablePointer<Int>
        let path: UnsafeMutablePointer<Int>
        let neighbours: [[Int]]
        var bound = 0
        var nodes = 0
        var length = 0

        init(size: Int, nodeLimit: Int) {
            n = size
            cells = size * size
            self.nodeLimit = nodeLimit
            board = .allocate(capacity: cells)
            target = .allocate(capacity: cells)
            path = .allocate(capacity: 256)
            neighbours = SlideGeometry(size: size, steps: .orthogonal).neighbours
        }

        func release() {
            board.deallocate()
            target.deallocate()
            path.deallocate()
        }

        @inline(__always)
        func distance(_ a: Int, _ b: Int) -> Int { abs(a / n - b / n) + abs(a % n - b % n) }

        /// The fewest moves from one board to the other if at most `limit`
        /// (and found within the node limit), else nil.
        func solve(from start: [Int], to end: [Int], within limit: Int) -> [Int]? {
            guard limit >= 0, limit < 256 else { return nil }
            var h = 0, blank = 0
            for c in 0..<cells {
                board[c] = start[c]
                target[end[c]] = c
                if start[c] == 0 { blank = c }
            }
            for c in 0..<cells where start[c] != 0 { h += distance(c, target[start[c]]) }
            if h == 0 { return [] }
            nodes = 0
            bound = h
            while bound <= limit {
                if dfs(blank, -1, 0, h) { return Array(UnsafeBufferPointer(start: path, count: length)) }
                if nodes > nodeLimit { return nil }
                bound += 2
            }
            return nil
        }

        func dfs(_ blank: Int, _ previous: Int, _ g: Int, _ h: Int) -> Bool {
            nodes &+= 1
            if nodes > nodeLimit { return false }
            for c in neighbours[blank] where c != previous {
                let t = board[c]
                let goal = target[t]
                let h2 = h - distance(c, goal) + distance(blank, goal)
                if g + 1 + h2 > bound { continue }
                board[blank] = t
                board[c] = 0
                path[g] = c
                if h2 == 0 {
                    length = g + 1
                    board[c] = t
                    board[blank] = 0
                    return true
                }
                let found = dfs(c, blank, g + 1, h2)
                board[c] = t
                board[blank] = 0
                if found { return true }
                if nodes > nodeLimit { return false }
            }
            return false
        }
    }
}
