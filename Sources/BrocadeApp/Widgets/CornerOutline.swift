import BrocadeCore
import BrocadeTUI

extension Canvas {
    /// Marks `r` by its four corners only, so what is under it stays
    /// visible: cursors and targets on pictures and tiles.
    mutating func cornerOutline(_ r: Rect, glyphs g: Glyphs, style: CellStyle) {
        put(g.topLeft, at: r.origin, style: style)
        put(g.topRight, at: Point(x: r.maxX - 1, y: r.minY), style: style)
        put(g.bottomLeft, at: Point(x: r.minX, y: r.maxY - 1), style: style)
        put(g.bottomRight, at: Point(x: r.maxX - 1, y: r.maxY - 1), style: style)
    }
}
