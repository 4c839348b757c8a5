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
    /// Cuts the loops, then re-solves windows of the path optimally
    /// (`SlideWindowShortening`: from the position before move i to the one
    /// after move i + `window` - 1, the fewest moves between them replace the
    /// window when shorter) until a pass finds nothing or the deadline comes.
    /// Never longer, always legal: each piece joins the same two positions.
    static func shortenedByWindows(_ moves: [Int], from tiles: [Int], size n: Int, window: Int = 24,
                                   nodeLimit: Int = 200_000, deadline: ContinuousClock.Instant,
                                   isCancelled: () -> Bool) -> [Int] {
        let path = withoutLoops(moves, from: tiles)
        guard window >= 4 else { return path }
        return SlideWindowShortening.shorten(path, from: tiles, size: n, window: window, nodeLimit: nodeLimit,
                                             deadline: deadline, isCancelled: isCancelled)
    }
}
