import BrocadeCore
import BrocadeTUI

/// Whether a jigsaw's board has room on a screen: laid out as the game lays
/// it out (`JigsawLayout.make`), its pieces must be at least `smallestPiece`
/// cells, the board above the tray. The new-game panel offers the sizes
/// that fit the terminal, and the command line refuses one that does not.
public enum BoardFit {
    /// The smallest piece that still shows its part of the picture.
    public static let smallestPiece = Size(width: 6, height: 3)

    /// The game's area in a terminal of `terminal` cells: all but the status line.
    public static func area(terminal: Size) -> Rect {
        Rect(x: 0, y: 0, width: terminal.width, height: max(0, terminal.height - 1))
    }

    /// Whether a board of `columns` x `rows` pieces (both halves' columns on
    /// the classic board) fits `area`; `picture` is the board's picture in
    /// pixels, as the game gives it to the layout.
    public static func fits(columns: Int, rows: Int, mirrored: Bool, picture: Size? = nil, area: Rect) -> Bool {
        guard columns >= 1, rows >= 1, area.width > 0, area.height > 0 else { return false }
        let l = JigsawLayout.make(area: area, columns: columns, rows: rows, mirrored: mirrored, picture: picture)
        return l.piece.width >= smallestPiece.width && l.piece.height >= smallestPiece.height
            && area.contains(l.frame) && l.board.maxY <= l.tray.minY
    }

    /// Where the board goes in `area`, as the game lays it out (for the benchmarks).
    public static func board(columns: Int, rows: Int, mirrored: Bool, picture: Size? = nil, area: Rect) -> Rect {
        JigsawLayout.make(area: area, columns: columns, rows: rows, mirrored: mirrored, picture: picture).board
    }

    /// The smallest terminal, at least the game's own minimum, in which the board fits.
    public static func smallestTerminal(columns: Int, rows: Int, mirrored: Bool, picture: Size? = nil) -> Size {
        let limit = 2_000
        func ok(_ w: Int, _ h: Int) -> Bool { fits(columns: columns, rows: rows, mirrored: mirrored, picture: picture, area: area(terminal: Size(width: w, height: h))) }
        var w = minimumTerminalSize.width, h = minimumTerminalSize.height
        while w < limit && !ok(w, limit) { w += 1 }
        while h < limit && !ok(w, h) { h += 1 }
        // A picture kept at a whole multiple may want a little more of both.
        while w < limit && h < limit && !ok(w, h) { w += 1; h += 1 }
        return Size(width: w, height: h)
    }
}

extension JigsawMode {
    /// The board `params` deal, as the game lays it out: its columns and
    /// rows, and its picture's size in pixels (both halves on the classic board).
    static func board(_ params: Params, provider: PictureProvider) -> (columns: Int, rows: Int, picture: Size?) {
        let px = provider.pixelSize(params.picture).map { params.variant == .classic ? Size(width: 2 * $0.width, height: $0.height) : $0 }
        return (params.columns, params.rows, px)
    }

    /// The smallest terminal the board `params` deal fits, at least the game's minimum.
    static func smallestTerminal(_ params: Params, provider: PictureProvider) -> Size {
        let b = board(params, provider: provider)
        return BoardFit.smallestTerminal(columns: b.columns, rows: b.rows, mirrored: params.variant == .mirror, picture: b.picture)
    }

    /// Whether the board `params` deal fits a terminal of `terminal` cells.
    static func fits(_ params: Params, provider: PictureProvider, terminal: Size) -> Bool {
        let b = board(params, provider: provider)
        return BoardFit.fits(columns: b.columns, rows: b.rows, mirrored: params.variant == .mirror, picture: b.picture,
                             area: BoardFit.area(terminal: terminal))
    }

    /// Nil when the board `params` deal fits a terminal of `terminal`
    /// cells; else why not: "6x8 pieces a half need a terminal of 100x30"
    /// (the classic board, which has no halves: "12x8 pieces need ...").
    public static func fitProblem(_ params: Params, provider: PictureProvider, terminal: Size) -> String? {
        guard !fits(params, provider: provider, terminal: terminal) else { return nil }
        let b = board(params, provider: provider), mirrored = params.variant == .mirror
        let need = BoardFit.smallestTerminal(columns: b.columns, rows: b.rows, mirrored: mirrored, picture: b.picture)
        guard mirrored else { return tr("\(b.columns)x\(b.rows) pieces need a terminal of \(need.width)x\(need.height)") }
        return tr("\(b.columns)x\(b.rows) pieces a half need a terminal of \(need.width)x\(need.height)")
    }
}
