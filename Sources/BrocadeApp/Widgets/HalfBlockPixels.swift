import BrocadeCore
import BrocadeTUI

/// A picture drawn in half blocks, taken back to its pixels: each cell is
/// two pixels, one above the other, so a piece can be cut, turned and
/// mirrored pixel by pixel and drawn at any pixel row.
///
/// A pixel is a colour, or nil where nothing is drawn (the terminal's own
/// background shows). `Color.default` as a pixel is the terminal's text
/// colour: it can only be drawn as a block's foreground.
///
/// Reading a cell: `▀` is the foreground above the background, `▄` the
/// background above the foreground, `█` the foreground twice and a space the
/// background twice; `.reverse` swaps the two colours first, other
/// attributes are dropped. Any other character reads as a space, as chafa's
/// half-block pictures never have one and a picture has no use for text.
struct HalfBlockPixels: Hashable, Sendable {
    private(set) var width: Int
    private(set) var height: Int
    /// Row by row.
    private(set) var pixels: [Color?]

    init(width: Int, height: Int, fill: Color? = nil) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = Array(repeating: fill, count: self.width * self.height)
    }

    subscript(x: Int, y: Int) -> Color? {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// The pixel at `p`, nil outside.
    func pixel(at p: Point) -> Color? {
        p.x >= 0 && p.y >= 0 && p.x < width && p.y < height ? self[p.x, p.y] : nil
    }

    /// A canvas's pixels: twice as many rows as it has.
    init(decoding canvas: Canvas) {
        self.init(width: canvas.size.width, height: canvas.size.height * 2)
        for y in 0..<canvas.size.height {
            for x in 0..<canvas.size.width {
                let h = Self.halves(of: canvas[x, y])
                self[x, 2 * y] = h.top
                self[x, 2 * y + 1] = h.bottom
            }
        }
    }

    /// The two pixels a cell shows.
    static func halves(of cell: Cell) -> (top: Color?, bottom: Color?) {
        let fg: Color? = cell.style.foreground
        let bg: Color? = cell.style.background == .default ? nil : cell.style.background
        let (ink, paper) = cell.style.attributes.contains(.reverse) ? (bg, fg) : (fg, bg)
        switch cell.character {
        case "▀": return (ink, paper)
        case "▄": return (paper, ink)
        case "█": return (ink, ink)
        default: return (paper, paper)
        }
    }

    /// The cell showing two pixels. One way for each pair, so equal pixels
    /// always give equal cells: a blank for nothing, `█` for one colour twice,
    /// else `▀` unless only the lower pixel can be the foreground.
    static func cell(top: Color?, bottom: Color?) -> Cell {
        switch (top, bottom) {
        case (nil, nil): return .blank
        case (let t?, nil): return Cell("▀", style: CellStyle(foreground: t))
        case (nil, let b?): return Cell("▄", style: CellStyle(foreground: b))
        case (let t?, let b?) where t == b: return Cell("█", style: CellStyle(foreground: t))
        case (let t?, let b?) where b == .default: return Cell("▄", style: CellStyle(foreground: b, background: t))
        case (let t?, let b?): return Cell("▀", style: CellStyle(foreground: t, background: b))
        }
    }

    /// These pixels in half blocks, on a blank canvas; an odd last row gets
    /// nothing below it.
    var canvas: Canvas {
        var out = Canvas(size: Size(width: width, height: (height + 1) / 2))
        out.drawPixels(self, atPixel: .zero)
        return out
    }

    /// The pixels in `rect`; nothing where it leaves these.
    func cropped(to rect: Rect) -> HalfBlockPixels {
        var out = HalfBlockPixels(width: rect.width, height: rect.height)
        for y in 0..<out.height {
            for x in 0..<out.width { out[x, y] = pixel(at: Point(x: rect.minX + x, y: rect.minY + y)) }
        }
        return out
    }

    /// Turned clockwise by `quarterTurns` (negative turns go the other way),
    /// as `PieceMask.rotated` turns a shape.
    func rotated(quarterTurns: Int) -> HalfBlockPixels {
        var p = self
        for _ in 0..<(((quarterTurns % 4) + 4) % 4) {
            var out = HalfBlockPixels(width: p.height, height: p.width)
            for y in 0..<out.height {
                for x in 0..<out.width { out[x, y] = p[y, p.height - 1 - x] }
            }
            p = out
        }
        return p
    }

    /// Flipped left to right.
    func mirrored() -> HalfBlockPixels {
        var out = self
        for y in 0..<height {
            for x in 0..<width { out[x, y] = self[width - 1 - x, y] }
        }
        return out
    }

    /// The pixels of a piece shaped by `mask` whose cell's top-left is at
    /// `cell` in these pixels (the whole picture's, so the knobs find the
    /// pixels beyond the cell): `mask.width` x `mask.height`, nothing outside
    /// the shape. They belong at the cell's top-left plus `mask.origin`.
    func masked(by mask: PieceMask, cellAt cell: Point) -> HalfBlockPixels {
        var out = HalfBlockPixels(width: mask.width, height: mask.height)
        for y in 0..<mask.height {
            for x in 0..<mask.width where mask.bits[y * mask.width + x] {
                out[x, y] = pixel(at: Point(x: cell.x + mask.origin.x + x, y: cell.y + mask.origin.y + y))
            }
        }
        return out
    }

    /// A piece cut as `masked(by:cellAt:)` does, turned clockwise by
    /// `quarterTurns` and then, for the mirror copy, flipped; `offset` is
    /// where its top-left goes relative to the top-left of the cell it is
    /// drawn in (the shape's `origin` after the same turns and flip).
    func piece(_ mask: PieceMask, cellAt cell: Point, quarterTurns: Int = 0,
               mirrored: Bool = false) -> (pixels: HalfBlockPixels, offset: Point) {
        var px = masked(by: mask, cellAt: cell).rotated(quarterTurns: quarterTurns)
        var m = mask.rotated(quarterTurns: quarterTurns)
        if mirrored {
            px = px.mirrored()
            m = m.mirrored()
        }
        return (px, m.origin)
    }
}

extension Canvas {
    /// Draws `pixels` with their top-left at pixel `origin` (x in columns,
    /// y in half rows, so an odd y starts in a cell's lower half), clipped.
    /// Where they draw nothing, what is beneath stays: a cell they do not
    /// touch is left as it is, and the other half of a cell they touch keeps
    /// the pixel it showed (read as `HalfBlockPixels` reads a cell).
    mutating func drawPixels(_ pixels: HalfBlockPixels, atPixel origin: Point, clip: Rect? = nil) {
        guard pixels.width > 0, pixels.height > 0 else { return }
        let area = (clip ?? bounds).intersection(bounds)
        // Floor division: a piece may start above the canvas.
        func cellRow(_ py: Int) -> Int { py >= 0 ? py / 2 : -((-py + 1) / 2) }
        for cy in cellRow(origin.y)...cellRow(origin.y + pixels.height - 1) {
            for x in 0..<pixels.width {
                let p = Point(x: origin.x + x, y: cy)
                guard area.contains(p) else { continue }
                let top = pixels.pixel(at: Point(x: x, y: 2 * cy - origin.y))
                let bottom = pixels.pixel(at: Point(x: x, y: 2 * cy + 1 - origin.y))
                guard top != nil || bottom != nil else { continue }
                let beneath = HalfBlockPixels.halves(of: self[p.x, p.y])
                let c = HalfBlockPixels.cell(top: top ?? beneath.top, bottom: bottom ?? beneath.bottom)
                put(c.character, at: p, style: c.style, clip: area)
            }
        }
    }
}
