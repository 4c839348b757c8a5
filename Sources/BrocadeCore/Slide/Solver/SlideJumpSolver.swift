import BrocadeTUI

/// The none level, where any tile may jump into the blank: a move swaps the
/// blank with any tile, and the fewest moves follow from the cycles of the
/// arrangement. The cycle through the blank's home cell, of length k, takes
/// k - 1 jumps (each puts one tile home); every other cycle of length k > 1
/// takes k + 1 (one jump brings the blank in, k more put its tiles home).
/// No jump can put more than one tile home, nor start a cycle for free, so
/// that count is the least.
enum SlideJumpSolver {
    static func solve(_ tiles: [Int]) -> [Int] {
        let n = tiles.count
        var board = tiles
        var cellOf = [Int](repeating: 0, count: n)
        for (c, t) in board.enumerated() { cellOf[t] = c }
        let home = n - 1
        var moves: [Int] = []
        var firstUnsorted = 0
        while true {
            let blank = cellOf[0]
            let from: Int
            if blank != home {
                // The tile that belongs where the blank is.
                from = cellOf[blank + 1]
            } else {
                while firstUnsorted < home && board[firstUnsorted] == firstUnsorted + 1 { firstUnsorted += 1 }
                if firstUnsorted == home { break }
                from = firstUnsorted
            }
            let t = board[from]
            board[blank] = t
            board[from] = 0
            cellOf[t] = blank
            cellOf[0] = from
            moves.append(from)
        }
        return moves
    }

    /// The count the cycles give, without building the moves.
    static func distance(_ tiles: [Int]) -> Int {
        let n = tiles.count
        var seen = [Bool](repeating: false, count: n)
        var total = 0
        for start in 0..<n where !seen[start] {
            var length = 0
            var throughHome = false
            var c = start
            while !seen[c] {
                seen[c] = true
                length += 1
                if c == n - 1 { throughHome = true }
                // The tile at c belongs at cell tile - 1 (the blank at n - 1).
                c = tiles[c] == 0 ? n - 1 : tiles[c] - 1
            }
            if length > 1 { total += throughHome ? length - 1 : length + 1 }
        }
        return total
    }
}
