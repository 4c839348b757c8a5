import BrocadeCore
import BrocadeTUI

/// Where everything of the jigsaw goes on screen: the canvas above the tray,
/// the mirror line at its centre, the board on its left half (or the whole
/// canvas in the classic variant), the tray and its pages.
public struct JigsawLayout: Equatable {
    var area: Rect
    var canvas: Rect
    var tray: Rect
    /// The mirror line's column; nil in the classic variant.
    var mirror: Mirror?
    /// Where a dragged piece may go: the canvas's left half (or all of it).
    var dragArea: Rect
    var board: Rect
    var piece: Size
    var columns: Int
    var rows: Int
    /// Tray slots on one page, and the page arrows.
    var slots: [Rect]
    var previousPage: Rect
    var nextPage: Rect
    var pageLabelRow: Int

    static let minimumPiece = Size(width: 4, height: 2)

    /// Lays out `columns` x `rows` pieces, as large as the area allows.
    static func make(area: Rect, columns: Int, rows: Int, mirrored: Bool) -> JigsawLayout {
        // The largest piece height h (width 2h) such that the board, the
        // mirror half and a tray of one piece row all fit.
        let halves = mirrored ? 2 : 1
        var h = 1
        while true {
            let next = h + 1
            let width = halves * columns * 2 * next + (mirrored ? 1 : 0) + 2 * halves
            let height = rows * next + 2 + (next + 3)
            if width > area.width || height > area.height { break }
            h = next
        }
        var piece = Size(width: 2 * h, height: h)
        if piece.width < minimumPiece.width || piece.height < minimumPiece.height { piece = minimumPiece }
        let trayHeight = piece.height + 3
        let tray = Rect(x: area.minX, y: area.maxY - trayHeight, width: area.width, height: trayHeight)
        let canvas = Rect(x: area.minX, y: area.minY, width: area.width, height: max(0, tray.minY - area.minY))
        let boardSize = Size(width: columns * piece.width, height: rows * piece.height)
        var mirror: Mirror?
        var dragArea = canvas
        var board: Rect
        if mirrored {
            let line = canvas.minX + canvas.width / 2
            mirror = Mirror(line: line)
            // Both halves as wide as the narrower, so every place on the left
            // has its exact mirror image on the right.
            let half = min(line - canvas.minX, canvas.maxX - line - 1)
            dragArea = Rect(x: line - half, y: canvas.minY, width: half, height: canvas.height)
            // The board's right edge meets the mirror line, so the two halves join.
            board = Rect(x: line - boardSize.width, y: canvas.minY + max(0, (canvas.height - boardSize.height) / 2),
                         width: boardSize.width, height: boardSize.height)
        } else {
            board = canvas.centered(boardSize)
        }
        board.origin.x = max(board.origin.x, canvas.minX)
        // Tray slots: a piece and a gap each, between the page arrows.
        let inner = tray.inset(top: 1, left: 4, bottom: 2, right: 4)
        let step = piece.width + 2
        let perPage = max(1, (inner.width + 2) / step)
        let used = perPage * step - 2
        let x0 = inner.minX + max(0, (inner.width - used) / 2)
        let slots = (0..<perPage).map { Rect(x: x0 + $0 * step, y: inner.minY, width: piece.width, height: piece.height) }
        return JigsawLayout(area: area, canvas: canvas, tray: tray, mirror: mirror, dragArea: dragArea, board: board,
                            piece: piece, columns: columns, rows: rows, slots: slots,
                            previousPage: Rect(x: tray.minX + 1, y: inner.minY, width: 2, height: piece.height),
                            nextPage: Rect(x: tray.maxX - 3, y: inner.minY, width: 2, height: piece.height),
                            pageLabelRow: tray.maxY - 1)
    }

    var perPage: Int { slots.count }

    func cellRect(_ cell: Int) -> Rect {
        Rect(x: board.minX + (cell % columns) * piece.width, y: board.minY + (cell / columns) * piece.height,
             width: piece.width, height: piece.height)
    }

    func cell(at p: Point) -> Int? {
        guard board.contains(p) else { return nil }
        return ((p.y - board.minY) / piece.height) * columns + (p.x - board.minX) / piece.width
    }

    /// The cell whose centre is nearest the centre of `r`, always a real cell.
    func nearestCell(to r: Rect) -> Int {
        let cx = Double(r.minX) + Double(r.width) / 2, cy = Double(r.minY) + Double(r.height) / 2
        let col = Int(((cx - Double(board.minX)) / Double(piece.width)).rounded(.down)).clamped(to: 0...(columns - 1))
        let row = Int(((cy - Double(board.minY)) / Double(piece.height)).rounded(.down)).clamped(to: 0...(rows - 1))
        return row * columns + col
    }

    /// A point on the mirrored half, reflected back to the board's side.
    func unmirrored(_ p: Point) -> Point {
        guard let m = mirror, p.x > m.line else { return p }
        return Point(x: m.reflect(x: p.x), y: p.y)
    }

    func pageCount(_ trayCount: Int) -> Int { max(1, (trayCount + perPage - 1) / perPage) }
}
