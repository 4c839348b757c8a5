import BrocadeCore
import BrocadeTUI

/// Pieces cut with interlocking tabs (`--tabs`), drawn pixel by pixel: each
/// piece is its part of the picture cut to its shape (knobs reaching into
/// the neighbouring cells, sockets cut away), turned as the piece is, and
/// drawn over whatever lies beneath, which shows through the sockets.
struct TabbedPieces {
    let tabs: PieceTabs
    /// A piece's side in pixels: its width in columns, twice its rows.
    let side: Int
    /// The picture the pieces are cut from, in pixels, and its mirror image.
    let picture: HalfBlockPixels
    let mirrored: HalfBlockPixels?

    /// How far a knob reaches beyond its cell: columns across, rows down
    /// (a knob of an odd depth ends in half a row).
    static func reach(side s: Int) -> Offset {
        let d = PieceTabs.knobDepth(side: s)
        return Offset(dx: d, dy: (d + 1) / 2)
    }

    var reach: Offset { Self.reach(side: side) }

    /// The top-left pixel of `piece`'s home cell in the picture.
    private func home(_ piece: Int) -> Point {
        Point(x: (piece % tabs.columns) * side, y: (piece / tabs.columns) * side)
    }

    /// Draws `piece`, turned clockwise by `turns`, as if it sat in a cell
    /// whose top-left pixel is `cellPixel` (columns across, half rows down).
    func draw(_ piece: Int, turns: Int, cellPixel: Point, into canvas: inout Canvas, clip: Rect) {
        let cut = picture.piece(tabs.mask(of: piece, side: side), cellAt: home(piece), quarterTurns: turns)
        canvas.drawPixels(cut.pixels, atPixel: cellPixel + Offset(dx: cut.offset.x, dy: cut.offset.y), clip: clip)
    }

    /// Draws `piece`'s mirror image, the other way round, with the top-left
    /// pixel of its (reflected) cell at `cellPixel`: the mirrored picture
    /// cut by the mirrored shape, at the home cell's reflection, turned
    /// back the other way (mirroring a turn reverses it).
    func drawMirrored(_ piece: Int, turns: Int, cellPixel: Point, into canvas: inout Canvas, clip: Rect) {
        guard let mirrored else { return }
        let h = home(piece), reflected = Point(x: tabs.columns * side - h.x - side, y: h.y)
        let cut = mirrored.piece(tabs.mask(of: piece, side: side).mirrored(), cellAt: reflected, quarterTurns: -turns)
        canvas.drawPixels(cut.pixels, atPixel: cellPixel + Offset(dx: cut.offset.x, dy: cut.offset.y), clip: clip)
    }

    /// The top-left pixel of a cell at canvas cell `p`.
    static func pixel(of p: Point) -> Point { Point(x: p.x, y: 2 * p.y) }

    /// The cell a press at `p` is about, on a board of `side`-pixel pieces
    /// whose top-left cell is `board`, pixel by pixel (the cell's upper one
    /// first): the cell of the piece whose pixels are there (a knob takes
    /// its piece; the last drawn wins where wrong pieces overlap), else the
    /// empty cell the pixel belongs to when every piece is home (a socket
    /// with no knob in it is its neighbour's empty cell). A gap a wrong
    /// piece leaves in a full cell is that cell's.
    static func cell(at p: Point, board: Point, side s: Int, tabs: PieceTabs, rules: JigsawRules) -> Int? {
        let x = p.x - board.x, y = 2 * (p.y - board.y)
        let placed: (Int) -> (piece: Int, quarterTurns: Int)? = { c in rules.board[c].map { ($0, rules.turns[$0]) } }
        for py in [y, y + 1] {
            let pixel = Point(x: x, y: py)
            if let c = tabs.cells(coveringPixel: pixel, side: s, placement: placed).last { return c }
            if let c = tabs.cell(atPixel: pixel, side: s), rules.board[c] == nil { return c }
        }
        return tabs.cell(atPixel: Point(x: x, y: y), side: s) ?? tabs.cell(atPixel: Point(x: x, y: y + 1), side: s)
    }
}
