import BrocadeCore
import BrocadeTUI

extension Canvas {
    /// A frame around `rect`, with an optional title set into the top edge.
    mutating func frame(_ rect: Rect, glyphs: Glyphs, style: CellStyle, title: String? = nil, titleStyle: CellStyle? = nil) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let r = rect
        put(glyphs.topLeft, at: Point(x: r.minX, y: r.minY), style: style)
        put(glyphs.topRight, at: Point(x: r.maxX - 1, y: r.minY), style: style)
        put(glyphs.bottomLeft, at: Point(x: r.minX, y: r.maxY - 1), style: style)
        put(glyphs.bottomRight, at: Point(x: r.maxX - 1, y: r.maxY - 1), style: style)
        for x in (r.minX + 1)..<(r.maxX - 1) {
            put(glyphs.horizontal, at: Point(x: x, y: r.minY), style: style)
            put(glyphs.horizontal, at: Point(x: x, y: r.maxY - 1), style: style)
        }
        for y in (r.minY + 1)..<(r.maxY - 1) {
            put(glyphs.vertical, at: Point(x: r.minX, y: y), style: style)
            put(glyphs.vertical, at: Point(x: r.maxX - 1, y: y), style: style)
        }
        if let title, r.width > 6 {
            let t = " " + TextWidth.truncate(title, to: r.width - 6) + " "
            text(t, at: Point(x: r.minX + 2, y: r.minY), style: titleStyle ?? style)
        }
    }

    /// Text centred on a row within `rect`; returns where it starts.
    @discardableResult
    mutating func centered(_ s: String, row y: Int, in rect: Rect, style: CellStyle) -> Int {
        let t = TextWidth.truncate(s, to: rect.width)
        let x = rect.minX + (rect.width - TextWidth.of(t)) / 2
        text(t, at: Point(x: x, y: y), style: style, clip: rect)
        return x
    }
}
