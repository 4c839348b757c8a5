import BrocadeCore
import BrocadeTUI

/// A small picture of a game cut in pieces: the new-game panel's preview
/// (the picture as it will be cut) and the shelf's (the board as it
/// stands). The picture gets all the room there is, whole, every cell of it
/// in view: its size follows the pieces' shape (square in pixels, so 2 cells
/// across a row), not a whole number of cells a piece, so a board of 10x10
/// pieces is as large as one of 3x3; and the cut is a ruler along its foot
/// and its right side, never lines over its pixels.
enum PicturePreview {
    /// The picture's cells for `columns` x `rows` square pieces, as large
    /// as fits in `size` with the rulers (a row below, a column right); an
    /// even width, so that the halves of a mirrored picture are alike. Nil
    /// when there is no room.
    static func fit(columns: Int, rows: Int, in size: Size) -> Size? {
        guard columns > 0, rows > 0 else { return nil }
        let room = Size(width: size.width - 1, height: size.height - 1)
        guard room.width >= 2, room.height >= 1 else { return nil }
        // The shape of the board: 2 x columns cells across for every `rows` down.
        var height = min(room.height, room.width * rows / (2 * columns))
        height = max(1, height)
        var width = min(room.width, (2 * columns * height + rows / 2) / rows)
        width -= width % 2
        guard width >= 2 else { return nil }
        // Rounding may leave a row to spare; the shape is what counts.
        height = min(height, max(1, (width * rows + columns) / (2 * columns)))
        return Size(width: width, height: height)
    }

    /// Where piece `k` of `count` starts along `length` cells (k = count is the end).
    static func edge(_ k: Int, of count: Int, over length: Int) -> Int { k * length / max(1, count) }

    /// The cells of piece (`column`, `row`) in a picture of `size` cut `columns` x `rows`.
    static func cell(_ column: Int, _ row: Int, columns: Int, rows: Int, size: Size) -> Rect {
        let x0 = edge(column, of: columns, over: size.width), x1 = edge(column + 1, of: columns, over: size.width)
        let y0 = edge(row, of: rows, over: size.height), y1 = edge(row + 1, of: rows, over: size.height)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `picture` with the cut as rulers: along its foot a mark under the
    /// last cell of each piece across (the mirror line's in gold, ┊), down
    /// its right side a mark beside the last row of each piece down. Every
    /// cell of the picture stays as it is.
    static func withCut(_ picture: Canvas, columns: Int, rows: Int, mirror: Bool, context: AppContext) -> Canvas {
        let t = context.theme, u = context.glyphs.unicode
        let size = picture.size
        var out = Canvas(size: Size(width: size.width + 1, height: size.height + 1))
        out.blit(picture, at: .zero)
        let line = t.depth == .none ? CellStyle.plain : CellStyle(foreground: t.description.foreground)
        let mirrorStyle = t.depth == .none ? CellStyle(attributes: [.bold]) : CellStyle(foreground: t.brocade[1], attributes: [.bold])
        for x in 0..<size.width { out.put(u ? "─" : "-", at: Point(x: x, y: size.height), style: line) }
        for y in 0..<size.height { out.put(u ? "│" : "|", at: Point(x: size.width, y: y), style: line) }
        out.put(u ? "┘" : "+", at: Point(x: size.width, y: size.height), style: line)
        // Each mark under the last cell of a piece, so a mirrored picture's
        // marks are mirrored too (the right half's under its first cell).
        for k in 1..<max(1, columns) {
            let isMirror = mirror && 2 * k == columns
            if mirror && 2 * k > columns {
                let x = size.width - edge(columns - k, of: columns, over: size.width)
                out.put(u ? "┴" : "+", at: Point(x: x, y: size.height), style: line)
            } else {
                let x = edge(k, of: columns, over: size.width) - 1
                out.put(isMirror ? (u ? "┊" : ":") : (u ? "┴" : "+"), at: Point(x: x, y: size.height), style: isMirror ? mirrorStyle : line)
            }
        }
        for k in 1..<max(1, rows) {
            out.put(u ? "┤" : "+", at: Point(x: size.width, y: edge(k, of: rows, over: size.height) - 1), style: line)
        }
        return out
    }

    /// The picture a new game of `columns` x `rows` pieces cuts, as large as
    /// fits in `size`, with its cut; nil when there is no room.
    static func cut(_ picture: PictureInfo, provider: PictureProvider, columns: Int, rows: Int, mirror: Bool, size: Size,
                    context: AppContext) -> Canvas? {
        guard let fit = fit(columns: columns, rows: rows, in: size) else { return nil }
        let whole = SymmetricPicture.render(picture, provider: provider, size: fit, context: context)
        return withCut(whole, columns: columns, rows: rows, mirror: mirror, context: context)
    }

    /// Copies `source`'s cells in `from` into `to` of `canvas`, stretched or
    /// squeezed by a cell where the two differ (pieces of a preview differ
    /// by a cell at most).
    static func copy(_ source: Canvas, from: Rect, into canvas: inout Canvas, to: Rect) {
        guard from.width > 0, from.height > 0 else { return }
        for dy in 0..<to.height {
            for dx in 0..<to.width {
                let p = Point(x: from.minX + dx * from.width / to.width, y: from.minY + dy * from.height / to.height)
                if let c = source.cell(at: p) { canvas.put(c.character, at: Point(x: to.minX + dx, y: to.minY + dy), style: c.style) }
            }
        }
        // The same part of its pixels, stretched alike.
        for layer in source.images where layer.clip.contains(from) {
            canvas.place(ImageLayer(source: layer.source, crop: layer.sourceRect(for: from), cells: to))
        }
    }
}
