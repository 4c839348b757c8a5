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
    /// The board's picture and its mirror image in real pixels, when the
    /// terminal shows them: pieces are then cut from these too.
    var pictureLayer: ImageLayer?
    var mirroredLayer: ImageLayer?

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
        let mask = tabs.mask(of: piece, side: side)
        let cut = picture.piece(mask, cellAt: home(piece), quarterTurns: turns)
        let at = cellPixel + Offset(dx: cut.offset.x, dy: cut.offset.y)
        canvas.drawPixels(cut.pixels, atPixel: at, clip: clip)
        if let layer = pictureLayer {
            placeImage(of: mask, home: home(piece), from: layer, turns: turns, at: at, key: "tab\(piece)",
                       covers: { x, y in tabs.covers(piece, side: side, x: x, y: y) }, into: &canvas, clip: clip)
        }
    }

    /// Draws `piece`'s mirror image, the other way round, with the top-left
    /// pixel of its (reflected) cell at `cellPixel`: the mirrored picture
    /// cut by the mirrored shape, at the home cell's reflection, turned
    /// back the other way (mirroring a turn reverses it).
    func drawMirrored(_ piece: Int, turns: Int, cellPixel: Point, into canvas: inout Canvas, clip: Rect) {
        guard let mirrored else { return }
        let h = home(piece), reflected = Point(x: tabs.columns * side - h.x - side, y: h.y)
        let mask = tabs.mask(of: piece, side: side).mirrored()
        let cut = mirrored.piece(mask, cellAt: reflected, quarterTurns: -turns)
        let at = cellPixel + Offset(dx: cut.offset.x, dy: cut.offset.y)
        canvas.drawPixels(cut.pixels, atPixel: at, clip: clip)
        if let layer = mirroredLayer {
            let s = Double(side)
            placeImage(of: mask, home: reflected, from: layer, turns: -turns, at: at, key: "tab\(piece)m",
                       covers: { x, y in tabs.covers(piece, side: side, x: s - x, y: y) }, into: &canvas, clip: clip)
        }
    }

    /// The top-left pixel of a cell at canvas cell `p`.
    static func pixel(of p: Point) -> Point { Point(x: p.x, y: 2 * p.y) }

    /// A piece in real pixels over the half blocks `draw` drew: cut from the
    /// board's picture `layer` in its shape (`covers`, in the cell's
    /// half-block pixel coordinates: the smooth curve of which `mask` is the
    /// half blocks' cut; clear outside it), turned, over the cells its shape
    /// reaches from half-block pixel `at` (x in columns, y in half rows). A
    /// shape that starts or ends in the middle of a cell is padded with
    /// clear pixels to whole cells.
    func placeImage(of mask: PieceMask, home: Point, from layer: ImageLayer, turns: Int, at: Point, key: String,
                    covers: (Double, Double) -> Bool, into canvas: inout Canvas, clip: Rect) {
        guard let cell = canvas.cellPixels, mask.width > 0, mask.height > 0 else { return }
        let t = (turns % 4 + 4) % 4
        let turned = mask.rotated(quarterTurns: t)
        // Half rows to cell rows, rounding down and up (a piece may start above the screen).
        func floorHalf(_ a: Int) -> Int { a >= 0 ? a / 2 : -((-a + 1) / 2) }
        let y0 = floorHalf(at.y), y1 = -floorHalf(-(at.y + turned.height))
        let cells = Rect(x: at.x, y: y0, width: turned.width, height: max(1, y1 - y0))
        let name = "\(layer.source.key)|\(key)|turn\(t)|\(at.y & 1)"
        let source = ImageVariants.shared.variant(name) {
            // Upright, at the terminal's pixels: cw a column, ch / 2 a half row.
            let w = mask.width * cell.width, h = max(1, mask.height * cell.height / 2)
            var rgba = [UInt8](repeating: 0, count: w * h * 4)
            let src = layer.source
            let left = (home.x + mask.origin.x) * cell.width, top = (home.y + mask.origin.y) * cell.height / 2
            for y in 0..<h {
                let sy = top + y, hy = Double(mask.origin.y) + (Double(y) + 0.5) * Double(mask.height) / Double(h)
                guard sy >= 0, sy < src.height else { continue }
                for x in 0..<w {
                    let sx = left + x, hx = Double(mask.origin.x) + (Double(x) + 0.5) / Double(cell.width)
                    guard covers(hx, hy), sx >= 0, sx < src.width else { continue }
                    let s = (sy * src.width + sx) * 4, d = (y * w + x) * 4
                    rgba[d] = src.rgba[s]; rgba[d + 1] = src.rgba[s + 1]; rgba[d + 2] = src.rgba[s + 2]; rgba[d + 3] = 255
                }
            }
            let upright = PixelImage(width: w, height: h, rgba: rgba).rotated(quarterTurns: t)
            // Into whole cells: the shape's half rows from its first.
            let tw = turned.width * cell.width, th = max(1, turned.height * cell.height / 2)
            let out = PixelImage(width: cells.width * cell.width, height: cells.height * cell.height, rgba:
                [UInt8](repeating: 0, count: cells.width * cell.width * cells.height * cell.height * 4))
            let fitted = upright.scaledNearest(width: tw, height: th)
            return out.pasting(fitted, at: Point(x: 0, y: (at.y - 2 * y0) * cell.height / 2))
        }
        // Only over the cells its shape reaches, as the half blocks are: a
        // frame line beside a knob stays. The curve may take a sliver of a
        // cell beside the half blocks' knob, so what it reaches is read from
        // its pixels (once, kept with them).
        let reached = ImageVariants.shared.variant(name + "|cells") {
            let w = cells.width * cell.width
            var marks = [UInt8](repeating: 0, count: cells.width * cells.height * 4)
            for cy in 0..<cells.height {
                for cx in 0..<cells.width {
                    var any = false
                    for y in (cy * cell.height)..<((cy + 1) * cell.height) where !any {
                        for x in (cx * cell.width)..<((cx + 1) * cell.width) where source.rgba[(y * w + x) * 4 + 3] >= 128 {
                            any = true
                            break
                        }
                    }
                    if any { marks[(cy * cells.width + cx) * 4 + 3] = 255 }
                }
            }
            return PixelImage(width: cells.width, height: cells.height, rgba: marks)
        }
        canvas.place(ImageLayer(source: source, cells: cells, clip: clip.intersection(cells))) { x, y in
            reached.rgba[((y - cells.minY) * cells.width + x - cells.minX) * 4 + 3] != 0
        }
    }

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
