import BrocadeTUI

/// Moves written as letters: the direction the moved tile slides into the
/// blank, "U", "D", "L", "R" and, for a diagonal neighbour, "UL", "UR", "DL",
/// "DR". A row or column slide of several tiles gets the count after the
/// letter ("L3"). Under none, a jump from farther than a neighbour is written
/// as the tile's number ("12").
public enum SlideMoveNotation {
    /// One string per move, each applied to the board in turn; an illegal
    /// move is written "?" and leaves the board as it was.
    public static func notation(_ moves: [Int], from start: SlidingRules) -> [String] {
        var board = start
        var out: [String] = []
        out.reserveCapacity(moves.count)
        for m in moves {
            let path = board.path(from: m)
            guard let next = board.applying(m), let first = path.first else {
                out.append("?")
                continue
            }
            let b = board.blank, n = board.size
            let dr = b / n - first / n, dc = b % n - first % n
            if abs(dr) > 1 || abs(dc) > 1 {
                out.append(String(board.tiles[m]))
            } else {
                let letters = (dr < 0 ? "U" : dr > 0 ? "D" : "") + (dc < 0 ? "L" : dc > 0 ? "R" : "")
                out.append(path.count > 1 ? letters + String(path.count) : letters)
            }
            board = next
        }
        return out
    }
}
