@testable import BrocadeCore
import BrocadeTUI

/// Oracles for the solver tests, written independently of the solvers.
enum SlideOracle {
    /// Applies the moves with the rules, each required to move exactly one
    /// tile; nil at the first that does not.
    static func applied(_ moves: [Int], to puzzle: SlidingRules) -> SlidingRules? {
        var r = puzzle
        for m in moves {
            guard r.path(from: m).count == 1, let next = r.applying(m) else { return nil }
            r = next
        }
        return r
    }

    static func solves(_ moves: [Int], _ puzzle: SlidingRules) -> Bool {
        applied(moves, to: puzzle)?.isSolved == true
    }

    /// A 3x3 board packed four bits a cell, cell 0 lowest.
    static func pack(_ tiles: [Int]) -> UInt64 {
        tiles.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64(4 * $1.offset) }
    }

    static func unpack(_ s: UInt64) -> [Int] { (0..<9).map { Int((s >> UInt64(4 * $0)) & 15) } }

    /// Lehmer rank among the 9! arrangements.
    static func rank(_ s: UInt64) -> Int {
        var used = 0, r = 0
        for i in 0..<9 {
            let v = Int((s >> UInt64(4 * i)) & 15)
            r = r * (9 - i) + v - (used & ((1 << v) - 1)).nonzeroBitCount
            used |= 1 << v
        }
        return r
    }

    enum Steps { case orthogonal, king, anyJump }

    /// Distances from the 3x3 goal by `rank`, breadth-first; 255 where unreachable.
    static func distances(_ steps: Steps) -> [UInt8] {
        var dist = [UInt8](repeating: 255, count: 362_880)
        let goal = pack([1, 2, 3, 4, 5, 6, 7, 8, 0])
        var queue: [UInt64] = [goal]
        queue.reserveCapacity(362_880)
        dist[rank(goal)] = 0
        var head = 0
        while head < queue.count {
            let s = queue[head]
            head += 1
            let d = dist[rank(s)]
            var b = 0
            while (s >> UInt64(4 * b)) & 15 != 0 { b += 1 }
            for c in 0..<9 where c != b {
                let dr = abs(c / 3 - b / 3), dc = abs(c % 3 - b % 3)
                switch steps {
                case .orthogonal: if dr + dc != 1 { continue }
                case .king: if max(dr, dc) != 1 { continue }
                case .anyJump: break
                }
                let tile = (s >> UInt64(4 * c)) & 15
                let next = s & ~(15 << UInt64(4 * c)) | tile << UInt64(4 * b)
                let k = rank(next)
                if dist[k] == 255 {
                    dist[k] = d + 1
                    queue.append(next)
                }
            }
        }
        return dist
    }

    // Computed once for all the tests that need them.
    static let normDistances = distances(.orthogonal)
    static let kingDistances = distances(.king)
    static let jumpDistances = distances(.anyJump)

    /// Plain IDA* with the Manhattan distance, for the 15-puzzle's easy positions.
    static func manhattanOptimalLength(_ tiles: [Int], size n: Int) -> Int {
        var board = tiles
        func h() -> Int {
            var sum = 0
            for (c, t) in board.enumerated() where t != 0 {
                sum += abs(c / n - (t - 1) / n) + abs(c % n - (t - 1) % n)
            }
            return sum
        }
        var bound = h()
        var next = Int.max
        var found = 0
        func dfs(_ blank: Int, _ previous: Int, _ g: Int) -> Bool {
            let est = h()
            if est == 0 {
                found = g
                return true
            }
            if g + est > bound {
                next = min(next, g + est)
                return false
            }
            for c in [blank - n, blank + n, blank - 1, blank + 1] where c != previous {
                guard c >= 0, c < n * n, c / n == blank / n || c % n == blank % n else { continue }
                board.swapAt(blank, c)
                defer { board.swapAt(blank, c) }
                if dfs(c, blank, g + 1) { return true }
            }
            return false
        }
        while true {
            next = Int.max
            if dfs(board.firstIndex(of: 0)!, -1, 0) { return found }
            bound = next
        }
    }
}
