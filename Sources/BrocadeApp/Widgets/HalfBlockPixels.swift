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
/// attributes are dropped. A cell of any other character (an ASCII picture,
/// a photo's quadrants) reads as its background twice, and each of its two
/// pixels also carries the whole cell as a glyph: drawn again, a glyph cell
/// comes back whole wherever its upper pixel lands, so cut pieces of such a
/// picture still tile it cell for cell.
struct HalfBlockPixels: Hashable, Sendable {
    private(set) var width: Int
    private(set) var height: Int
    /// Row by row.
    private(set) var pixels: [Color?]
    /// The whole cell a pixel came from when it was not half blocks.
    private(set) var glyphs: [Cell?]

    init(width: Int, height: Int, fill: Color? = nil) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = Array(repeating: fill, count: self.width * self.height)
        glyphs = Array(repeating: nil, count: self.width * self.height)
    }

    subscript(x: Int, y: Int) -> Color? {
        get { pixels[y * width + x] }
        set {
            pixels[y * width + x] = newValue
            glyphs[y * width + x] = nil
        }
    }

    /// Whether anything is drawn at (x, y): a colour or a glyph (which, without colour, has none).
    func isDrawn(_ x: Int, _ y: Int) -> Bool { pixels[y * width + x] != nil || glyphs[y * width + x] != nil }

    /// The glyph at (x, y), if its cell was not half blocks.
    func glyph(_ x: Int, _ y: Int) -> Cell? { glyphs[y * width + x] }

    /// The pixel at `p`, nil outside.
    func pixel(at p: Point) -> Color? {
        p.x >= 0 && p.y >= 0 && p.x < width && p.y < height ? self[p.x, p.y] : nil
    }

    /// A shape in one colour, nothing around it.
    init(_ mask: PieceMask, color: Color) {
        self.init(width: mask.width, height: mask.height)
        for i in pixels.indices where mask.bits[i] { pixels[i] = color }
    }

    /// A canvas's pixels: twice as many rows as it has.
    init(decoding canvas: Canvas) {
        self.init(width: canvas.size.width, height: canvas.size.height * 2)
        for y in 0..<canvas.size.height {
            for x in 0..<canvas.size.width {
                let cell = canvas[x, y], h = Self.halves(of: cell)
                self[x, 2 * y] = h.top
                self[x, 2 * y + 1] = h.bottom
                if !Self.isHalfBlock(cell.character) {
                    glyphs[2 * y * width + x] = cell
                    glyphs[(2 * y + 1) * width + x] = cell
                }
            }
        }
    }

    static func isHalfBlock(_ ch: Character) -> Bool { ch == "▀" || ch == "▄" || ch == "█" || ch == " " }

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
    /// always give equal cells: a blank for nothing, a space on one colour
    /// twice (a block only for the text colour, which cannot be a
    /// background: without Unicode a block is drawn as `#`), else `▀`
    /// unless only the lower pixel can be the foreground.
    static func cell(top: Color?, bottom: Color?) -> Cell {
        switch (top, bottom) {
        case (nil, nil): return .blank
        case (let t?, nil): return Cell("▀", style: CellStyle(foreground: t))
        case (nil, let b?): return Cell("▄", style: CellStyle(foreground: b))
        case (let t?, let b?) where t == b && t == .default: return Cell("█", style: CellStyle(foreground: t))
        case (let t?, let b?) where t == b: return Cell(" ", style: CellStyle(background: t))
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

    /// `width` x `height` pixels, each taken (glyph and all) from where
    /// `source` says, or nothing.
    private func remapped(width w: Int, height h: Int, from source: (Int, Int) -> Point?) -> HalfBlockPixels {
        var out = HalfBlockPixels(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                guard let p = source(x, y), p.x >= 0, p.y >= 0, p.x < width, p.y < height else { continue }
                out.pixels[y * w + x] = pixels[p.y * width + p.x]
                out.glyphs[y * w + x] = glyphs[p.y * width + p.x]
            }
        }
        return out
    }

    /// The pixels in `rect`; nothing where it leaves these.
    func cropped(to rect: Rect) -> HalfBlockPixels {
        remapped(width: rect.width, height: rect.height) { Point(x: rect.minX + $0, y: rect.minY + $1) }
    }

    /// Turned clockwise by `quarterTurns` (negative turns go the other way),
    /// as `PieceMask.rotated` turns a shape.
    func rotated(quarterTurns: Int) -> HalfBlockPixels {
        var p = self
        for _ in 0..<(((quarterTurns % 4) + 4) % 4) {
            let h = p.height
            p = p.remapped(width: p.height, height: p.width) { Point(x: $1, y: h - 1 - $0) }
        }
        return p
    }

    /// Flipped left to right.
    func mirrored() -> HalfBlockPixels {
        remapped(width: width, height: height) { Point(x: width - 1 - $0, y: $1) }
    }

    /// The pixels of a piece shaped by `mask` whose cell's top-left is at
    /// `cell` in these pixels (the whole picture's, so the knobs find the
    /// pixels beyond the cell): `mask.width` x `mask.height`, nothing outside
    /// the shape. They belong at the cell's top-left plus `mask.origin`.
    func masked(by mask: PieceMask, cellAt cell: Point) -> HalfBlockPixels {
        remapped(width: mask.width, height: mask.height) { x, y in
            mask.bits[y * mask.width + x] ? Point(x: cell.x + mask.origin.x + x, y: cell.y + mask.origin.y + y) : nil
        }
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
                let ty = 2 * cy - origin.y, by = ty + 1
                let top = ty >= 0 && ty < pixels.height && pixels.isDrawn(x, ty)
                let bottom = by >= 0 && by < pixels.height && pixels.isDrawn(x, by)
                guard top || bottom else { continue }
                // A glyph cell comes whole with its upper pixel, and not at
                // all with its lower one alone: each cell is drawn by one piece.
                if top, let glyph = pixels.glyph(x, ty) {
                    put(glyph.character, at: p, style: glyph.style, clip: area)
                    continue
                }
                if !top, pixels.glyph(x, by) != nil { continue }
                let beneath = HalfBlockPixels.halves(of: self[p.x, p.y])
                let c = HalfBlockPixels.cell(top: top ? pixels[x, ty] : beneath.top, bottom: bottom ? pixels[x, by] : beneath.bottom)
                put(c.character, at: p, style: c.style, clip: area)
            }
        }
    }
}
