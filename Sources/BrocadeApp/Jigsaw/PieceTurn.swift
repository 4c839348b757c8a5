import BrocadeCore
import BrocadeTUI

/// A piece's picture turned by quarter turns. A piece is square in pixels
/// (2h cells by h rows of two pixels each), so it turns into the same cells.
/// Its half-block cells (▀ ▄ █ and space) are taken apart into pixels,
/// turned, and put together again; a cell of any other character (ASCII
/// pictures) is one pixel-pair that moves as a whole.
enum PieceTurn {
    /// One pixel: a colour and whether it was a foreground, since without
    /// colour the default foreground and background are both `.default`.
    struct Pixel: Equatable {
        var color: Color
        var isForeground: Bool
        var attributes: TextAttributes
        /// A cell that is not half blocks, carried whole.
        var cell: Cell?
    }

    static func pixels(_ c: Canvas) -> [[Pixel]] {
        var out = Array(repeating: [Pixel](), count: c.size.height * 2)
        for y in 0..<c.size.height {
            for x in 0..<c.size.width {
                let cell = c[x, y], s = cell.style
                let fg = Pixel(color: s.foreground, isForeground: true, attributes: s.attributes, cell: nil)
                let bg = Pixel(color: s.background, isForeground: false, attributes: s.attributes, cell: nil)
                let (top, bottom): (Pixel, Pixel)
                switch cell.character {
                case "▀": (top, bottom) = (fg, bg)
                case "▄": (top, bottom) = (bg, fg)
                case "█": (top, bottom) = (fg, fg)
                case " ": (top, bottom) = (bg, bg)
                default:
                    let whole = Pixel(color: s.background, isForeground: false, attributes: s.attributes, cell: cell)
                    (top, bottom) = (whole, whole)
                }
                out[2 * y].append(top)
                out[2 * y + 1].append(bottom)
            }
        }
        return out
    }

    static func canvas(_ px: [[Pixel]]) -> Canvas {
        let rows = px.count / 2, cols = px.first?.count ?? 0
        var c = Canvas(size: Size(width: cols, height: rows))
        for y in 0..<rows {
            for x in 0..<cols {
                let top = px[2 * y][x], bottom = px[2 * y + 1][x]
                if let whole = top.cell ?? bottom.cell { c[x, y] = whole; continue }
                let a = top.attributes
                switch (top.isForeground, bottom.isForeground) {
                case (true, true) where top.color == bottom.color:
                    c[x, y] = Cell("█", style: CellStyle(foreground: top.color, background: .default, attributes: a))
                case (false, false) where top.color == bottom.color:
                    c[x, y] = Cell(" ", style: CellStyle(foreground: .default, background: top.color, attributes: a))
                case (false, true):
                    c[x, y] = Cell("▄", style: CellStyle(foreground: bottom.color, background: top.color, attributes: a))
                default:
                    c[x, y] = Cell("▀", style: CellStyle(foreground: top.color, background: bottom.color, attributes: a))
                }
            }
        }
        return c
    }

    /// `c` turned by `quarterTurns`, clockwise when positive; a canvas that
    /// is not square in pixels comes back as it was.
    static func turned(_ c: Canvas, quarterTurns k: Int) -> Canvas {
        let turns = (k % 4 + 4) % 4
        guard turns != 0, c.size.width == 2 * c.size.height else { return c }
        let px = pixels(c), n = px.count
        var out = px
        for y in 0..<n {
            for x in 0..<n {
                switch turns {
                case 1: out[x][n - 1 - y] = px[y][x]
                case 2: out[n - 1 - y][n - 1 - x] = px[y][x]
                default: out[n - 1 - x][y] = px[y][x]
                }
            }
        }
        var turned = canvas(out)
        turned.cellPixels = c.cellPixels
        // Its pixels turned too, a variant of their own.
        for layer in c.images {
            if let l = ImageVariants.turned(layer, turns: turns) { turned.place(l) }
        }
        return turned
    }
}
