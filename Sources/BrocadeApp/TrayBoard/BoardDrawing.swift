import BrocadeCore
import BrocadeTUI

/// The frame, grid and dashed outlines the boards of both jigsaws and the
/// loom share.
enum BoardDrawing {
    /// An empty cell's share of the grid: the line along its top and its
    /// left side, where another cell is its neighbour (the frame is the rest).
    static func gridLines(of r: Rect, board: Rect, glyphs g: JigsawGlyphs) -> [(Point, Character)] {
        var out: [(Point, Character)] = []
        let top = r.minY > board.minY, left = r.minX > board.minX
        if top { for x in r.minX..<r.maxX { out.append((Point(x: x, y: r.minY), g.gridHorizontal)) } }
        if left { for y in r.minY..<r.maxY { out.append((Point(x: r.minX, y: y), g.gridVertical)) } }
        if top && left { out.append((r.origin, g.gridCross)) }
        return out
    }

    /// The frame around the board and its mirror image, the mirror line
    /// joining the two; on the tray's top line when it runs there.
    static func drawFrame(into canvas: inout Canvas, _ l: JigsawLayout, palette p: JigsawPalette, glyphs g: JigsawGlyphs) {
        var r = l.frame
        if let m = l.mirror { r = Rect(x: r.minX, y: r.minY, width: m.reflect(x: r.minX) - r.minX + 1, height: r.height) }
        guard r.width >= 2, r.height >= 2 else { return }
        let onTray = r.maxY - 1 == l.tray.minY
        for x in (r.minX + 1)..<(r.maxX - 1) {
            canvas.put(g.horizontal, at: Point(x: x, y: r.minY), style: p.frame)
            canvas.put(g.horizontal, at: Point(x: x, y: r.maxY - 1), style: p.frame)
        }
        for y in (r.minY + 1)..<(r.maxY - 1) {
            canvas.put(g.vertical, at: Point(x: r.minX, y: y), style: p.frame)
            canvas.put(g.vertical, at: Point(x: r.maxX - 1, y: y), style: p.frame)
        }
        canvas.put(g.topLeft, at: r.origin, style: p.frame)
        canvas.put(g.topRight, at: Point(x: r.maxX - 1, y: r.minY), style: p.frame)
        // Standing on the tray's line, the sides meet it rather than turn.
        canvas.put(onTray ? g.teeUp : g.bottomLeft, at: Point(x: r.minX, y: r.maxY - 1), style: p.frame)
        canvas.put(onTray ? g.teeUp : g.bottomRight, at: Point(x: r.maxX - 1, y: r.maxY - 1), style: p.frame)
        if let m = l.mirror {
            canvas.put(g.teeDown, at: Point(x: m.line, y: r.minY), style: p.frame)
            canvas.put(g.teeUp, at: Point(x: m.line, y: r.maxY - 1), style: p.frame)
        }
    }

    /// The tray's label (its page, what it holds) in the middle of its label
    /// row, a space either side; drawn after the frame, which may stand on
    /// that row when it is the tray's top line. The cues are inside their
    /// pieces, so nothing else is on that row to step aside from.
    static func drawTrayLabel(_ label: String, into canvas: inout Canvas, _ l: JigsawLayout, style: CellStyle) {
        let text = " " + label + " ", width = TextWidth.of(text), row = l.pageLabelRow
        let x = l.tray.minX + max(0, (l.tray.width - width) / 2)
        canvas.text(text, at: Point(x: x, y: row), style: style, clip: l.tray)
    }

    /// The mirror image's outline, dashed like the mirror line: a reflection, not a piece.
    static func dashedFrame(_ r: Rect, into canvas: inout Canvas, glyphs g: JigsawGlyphs, style: CellStyle) {
        guard r.width >= 2, r.height >= 2 else { return }
        for x in (r.minX + 1)..<(r.maxX - 1) {
            canvas.put(g.gridHorizontal, at: Point(x: x, y: r.minY), style: style)
            canvas.put(g.gridHorizontal, at: Point(x: x, y: r.maxY - 1), style: style)
        }
        for y in (r.minY + 1)..<(r.maxY - 1) {
            canvas.put(g.gridVertical, at: Point(x: r.minX, y: y), style: style)
            canvas.put(g.gridVertical, at: Point(x: r.maxX - 1, y: y), style: style)
        }
        canvas.put(g.squareTopLeft, at: r.origin, style: style)
        canvas.put(g.squareTopRight, at: Point(x: r.maxX - 1, y: r.minY), style: style)
        canvas.put(g.squareBottomLeft, at: Point(x: r.minX, y: r.maxY - 1), style: style)
        canvas.put(g.squareBottomRight, at: Point(x: r.maxX - 1, y: r.maxY - 1), style: style)
    }
}
