/// The moves that finish a jigsaw, for its hint and its solver. A jigsaw
/// needs no search: every piece has a place, so the moves are a matter of
/// order, the pieces out of place first, then the tray's.
extension JigsawRules {
    /// From here to the whole picture: each piece out of place on the board
    /// is turned upright where that puts it home, else goes straight to its
    /// own cell when that is free, else back to the tray; then each piece of
    /// the tray, in the tray's order, goes into its own cell (or, among
    /// look-alikes, a free cell it looks like), each turned upright after it
    /// lands. `first`: a piece the player has chosen, whose moves come
    /// before all others (a piece out of place in its cell made way for it
    /// first). Empty when the picture is whole; nil when these moves cannot
    /// finish it.
    public func finishingMoves(first: Int? = nil) -> [Move]? {
        var s = self
        var moves: [Move] = []
        func play(_ move: Move) -> Bool {
            guard let next = s.applying(move) else { return false }
            s = next
            moves.append(move)
            return true
        }
        /// Turns `piece`, just landed, until it counts as home there.
        func turnHome(_ piece: Int) -> Bool {
            if s.isHome(piece) { return true }
            guard rotates else { return false }
            for by in [1, -1, 2] where s.applying(.turn(piece: piece, by: by))?.isHome(piece) == true {
                return play(.turn(piece: piece, by: by))
            }
            return false
        }
        /// A piece out of place in `cell`: upright there, home, or to the tray.
        func fix(_ piece: Int, in cell: Int) -> Bool {
            if s.fits(piece, in: cell, asIs: true) { return turnHome(piece) }
            if s.board[piece] == nil { return play(.place(piece: piece, cell: piece)) && turnHome(piece) }
            return play(.toTray(piece: piece))
        }
        /// A piece of the tray into its own cell, or a free one it looks like.
        func placeFromTray(_ piece: Int) -> Bool {
            let cells = [piece] + (0..<count).filter { $0 != piece }
            guard let cell = cells.first(where: { s.board[$0] == nil && s.fits(piece, in: $0) }) else { return false }
            return play(.place(piece: piece, cell: cell)) && turnHome(piece)
        }
        if let p = first, (0..<count).contains(p), !s.isHome(p) {
            if let cell = s.cell(of: p), !fix(p, in: cell) { return nil }
            if s.cell(of: p) == nil {
                if let other = s.board[p], !s.isHome(other), !fix(other, in: p) { return nil }
                guard placeFromTray(p) else { return nil }
            }
        }
        for cell in 0..<count {
            guard let piece = s.board[cell], !s.isHome(piece) else { continue }
            guard fix(piece, in: cell) else { return nil }
        }
        for piece in s.tray {
            guard placeFromTray(piece) else { return nil }
        }
        return s.status == .won ? moves : nil
    }

    /// `piece` would count as home in the free cell `cell`, turned some way;
    /// `asIs`: in the cell where it lies.
    func fits(_ piece: Int, in cell: Int, asIs: Bool = false) -> Bool {
        guard var t = asIs ? self : applying(.place(piece: piece, cell: cell)) else { return false }
        for _ in 0..<(rotates ? 4 : 1) {
            if t.isHome(piece) { return true }
            guard let next = t.applying(.turn(piece: piece, by: 1)) else { return false }
            t = next
        }
        return false
    }
}
