import BrocadeTUI

/// Cuts the loops out of a move sequence: whenever a position comes back,
/// the moves between its two visits are dropped. Catches the back-and-forth
/// pairs a tile-by-tile solver leaves between its stages, and longer detours.
enum SlidePathShortening {
    /// `moves` are single-tile steps (the blank swaps with the cell).
    static func withoutLoops(_ moves: [Int], from tiles: [Int]) -> [Int] {
        var board = tiles.map { UInt8($0) }
        var blank = tiles.firstIndex(of: 0)!
        var kept: [Int] = []
        // Position -> how many kept moves lead to it; `seen` in order of `kept`.
        var index: [[UInt8]: Int] = [board: 0]
        var seen: [[UInt8]] = [board]
        for m in moves {
            board[blank] = board[m]
            board[m] = 0
            blank = m
            if let i = index[board] {
                for dropped in seen[(i + 1)...] { index[dropped] = nil }
                seen.removeSubrange((i + 1)...)
                kept.removeSubrange(i...)
            } else {
                kept.append(m)
                index[board] = kept.count
                seen.append(board)
            }
        }
        return kept
    }
}

extension SlidePathShortening {
    /// Re-solves windows of the path optimally: from the position before
    /// move i to the one after move i + `window` - 1, IDA* with the Manhattan
    /// distance toward that position finds the fewest moves between them,
    /// and a shorter piece replaces the window. Windows overlap by half; the
    /// passes go on until one finds nothing or the deadline comes. A window
    /// whose search passes `nodeLimit` nodes is left as it is. Never longer,
    /// always legal: each piece joins the same two positions.
    static func shortenedByWindows(_ moves: [Int], from tiles: [Int], size n: Int, window: Int = 24,
                                   nodeLimit: Int = 200_000, deadline: ContinuousClock.Instant,
                                   isCancelled: () -> Bool) -> [Int] {
        var path = withoutLoops(moves, from: tiles)
        guard window >= 4 else { return path }
        let search = WindowSearch(size: n)
        var improved = true
        while improved {
            improved = false
            var board = tiles.map { UInt8($0) }
            var blank = tiles.firstIndex(of: 0)!
            var i = 0
            while i + 2 < path.count {
                if isCancelled() || ContinuousClock.now >= deadline { return path }
                let j = min(i + window, path.count)
                var target = board
                var targetBlank = blank
                for m in path[i..<j] {
                    target[targetBlank] = target[m]
                    target[m] = 0
                    targetBlank = m
                }
                if let shorter = search.solve(from: board, blank: blank, to: target, within: j - i - 2,
                                              nodeLimit: nodeLimit, isCancelled: isCancelled) {
                    path.replaceSubrange(i..<j, with: shorter)
                    improved = true
                }
                // On by half a window.
                let step = max(1, min(window / 2, path.count - i))
                for m in path[i..<min(i + step, path.count)] {
                    board[blank] = board[m]
                    board[m] = 0
                    blank = m
                }
                i += step
            }
        }
        return path
    }

    /// IDA* between two positions of an N x N board under the Manhattan
    /// distance of every tile to its cell in the target.
    final class WindowSearch {
        let n: Int
        let cells: Int
        let neighbours: [[Int]]
        private var board: [UInt8] = []
        private var home: [Int] = []
        private var path: [Int] = []
        private var bound = 0
        private var nextBound = Int.max
        private var nodes = 0
        private var limit = 0
        private var aborted = false

        init(size: Int) {
            n = size
            cells = size * size
            neighbours = SlideGeometry(size: size, steps: .orthogonal).neighbours
        }

        @inline(__always) private func distance(_ a: Int, _ b: Int) -> Int {
            abs(a / n - b / n) + abs(a % n - b % n)
        }

        /// The fewest moves from `start` to `target` if at most `within`, else nil
        /// (also when the search passes `nodeLimit` nodes or is cancelled).
        func solve(from start: [UInt8], blank: Int, to target: [UInt8], within: Int, nodeLimit: Int,
                   isCancelled: () -> Bool) -> [Int]? {
            board = start
            home = [Int](repeating: 0, count: cells)
            for c in 0..<cells { home[Int(target[c])] = c }
            var h = 0
            for c in 0..<cells where start[c] != 0 { h += distance(c, home[Int(start[c])]) }
            if h == 0 && start == target { return within >= 0 ? [] : nil }
            bound = max(h, 1)
            nodes = 0
            limit = nodeLimit
            aborted = false
            path = []
            while bound <= within {
                nextBound = Int.max
                if dfs(blank, -1, 0, h, isCancelled) { return path }
                if aborted || nextBound == Int.max { return nil }
                bound = nextBound
            }
            return nil
        }

        private func dfs(_ blank: Int, _ previous: Int, _ g: Int, _ h: Int, _ isCancelled: () -> Bool) -> Bool {
            nodes += 1
            if nodes > limit || (nodes & 4095 == 0 && isCancelled()) {
                aborted = true
                return false
            }
            for c in neighbours[blank] where c != previous {
                let t = Int(board[c])
                let h2 = h - distance(c, home[t]) + distance(blank, home[t])
                let f = g + 1 + h2
                if f > bound {
                    if f < nextBound { nextBound = f }
                    continue
                }
                board[blank] = UInt8(t)
                board[c] = 0
                path.append(c)
                if h2 == 0 && home[0] == c { return true }
                if dfs(c, blank, g + 1, h2, isCancelled) { return true }
                path.removeLast()
                board[c] = UInt8(t)
                board[blank] = 0
                if aborted { return false }
            }
            return false
        }
    }
}
