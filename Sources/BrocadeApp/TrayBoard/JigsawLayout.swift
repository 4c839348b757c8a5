import BrocadeCore
import BrocadeTUI

/// Where everything of the jigsaw goes on screen: the canvas above the tray,
/// the mirror line at its centre, the board on its left half (or the whole
/// canvas in the classic variant) inside a one-cell frame, the tray and its
/// pages.
public struct JigsawLayout: Equatable {
    var area: Rect
    var canvas: Rect
    var tray: Rect
    /// The mirror line's column; nil in the classic variant.
    var mirror: Mirror?
    /// Where a dragged piece may go: the canvas's left half (or all of it).
    var dragArea: Rect
    var board: Rect
    /// The frame's rectangle around the board (the board and one cell
    /// around it); its bottom edge may be the tray's top line.
    var frame: Rect
    var piece: Size
    /// A piece in the tray: as large as a board piece when there is room,
    /// smaller when the board would have to shrink for it.
    var trayPiece: Size
    var columns: Int
    var rows: Int
    /// Tray slots on one page, and the page arrows.
    var slots: [Rect]
    var previousPage: Rect
    var nextPage: Rect
    var pageLabelRow: Int

    static let minimumPiece = Size(width: 4, height: 2)
    /// The smallest tray piece that still shows its part of the picture.
    static let minimumTrayHeight = 3

    /// The tray's rows for pieces `height` tall: its top line, the pieces,
    /// their number badges, the page label.
    static func trayHeight(_ height: Int) -> Int { height + 3 }

    /// Lays out `columns` x `rows` pieces, as large as the area allows. A
    /// piece is `2h` x `h` cells; `picture` (the board's picture in pixels,
    /// two to a cell's height) lets the board keep pixel art at a whole
    /// multiple when that costs at most one step of `h`.
    static func make(area: Rect, columns: Int, rows: Int, mirrored: Bool, picture: Size? = nil) -> JigsawLayout {
        let halves = mirrored ? 2 : 1
        // The frame takes a column on each outer side and the row above the
        // board; the row below it is the tray's top line when room is short.
        func widthFits(_ h: Int) -> Bool { halves * columns * 2 * h + (mirrored ? 1 : 0) + 2 <= area.width }
        // A tray piece at least half a board piece (and 3 rows) tall, so
        // the tray stays readable while the board takes the room.
        func smallestTray(_ h: Int) -> Int { min(h, max(minimumTrayHeight, (h + 1) / 2)) }
        func heightFits(_ h: Int, tray t: Int) -> Bool { 1 + rows * h + trayHeight(t) <= area.height }
        var h = 1
        while widthFits(h + 1) && heightFits(h + 1, tray: smallestTray(h + 1)) { h += 1 }
        if let px = picture, px.width > 0, px.height > 0 {
            // Whole multiples of the picture: every pixel the same size.
            let multiple = (1...max(1, h)).last { c in
                columns * 2 * c % px.width == 0 && rows * 2 * c % px.height == 0
                    && columns * 2 * c / px.width == rows * 2 * c / px.height
            }
            if let m = multiple, h - m <= 1 { h = m }
        }
        var piece = Size(width: 2 * h, height: h)
        if piece.width < minimumPiece.width || piece.height < minimumPiece.height { piece = minimumPiece }
        // The tray's pieces take what the board leaves, up to a board piece's size.
        let spare = area.height - 1 - rows * piece.height - trayHeight(0)
        let t = max(minimumPiece.height, min(piece.height, spare))
        let trayPiece = Size(width: 2 * t, height: t)
        let trayRows = trayHeight(t)
        let tray = Rect(x: area.minX, y: area.maxY - trayRows, width: area.width, height: trayRows)
        let canvas = Rect(x: area.minX, y: area.minY, width: area.width, height: max(0, tray.minY - area.minY))
        let boardSize = Size(width: columns * piece.width, height: rows * piece.height)
        // The framed board (one row above and below) centred in the canvas,
        // never touching its top edge.
        let top = canvas.minY + max(1, (canvas.height - boardSize.height - 2) / 2 + 1)
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
            board = Rect(x: line - boardSize.width, y: top, width: boardSize.width, height: boardSize.height)
        } else {
            board = Rect(origin: Point(x: canvas.centered(boardSize).minX, y: top), size: boardSize)
        }
        board.origin.x = max(board.origin.x, canvas.minX)
        let frame = Rect(x: board.minX - 1, y: board.minY - 1, width: board.width + 2, height: board.height + 2)
        // Tray slots: a piece and a gap each, between the page arrows.
        let inner = tray.inset(top: 1, left: 4, bottom: 2, right: 4)
        let step = trayPiece.width + 2
        let perPage = max(1, (inner.width + 2) / step)
        let used = perPage * step - 2
        let x0 = inner.minX + max(0, (inner.width - used) / 2)
        let slots = (0..<perPage).map { Rect(x: x0 + $0 * step, y: inner.minY, width: trayPiece.width, height: trayPiece.height) }
        return JigsawLayout(area: area, canvas: canvas, tray: tray, mirror: mirror, dragArea: dragArea, board: board, frame: frame,
                            piece: piece, trayPiece: trayPiece, columns: columns, rows: rows, slots: slots,
                            previousPage: Rect(x: tray.minX + 1, y: inner.minY, width: 2, height: trayPiece.height),
                            nextPage: Rect(x: tray.maxX - 3, y: inner.minY, width: 2, height: trayPiece.height),
                            pageLabelRow: tray.maxY - 1)
    }

    /// Where the finished picture goes: the board risen into its frame's
    /// top row (the frame is gone by then), leaving the result box a row more.
    var finished: Rect { board.offsetBy(Offset(dx: 0, dy: max(area.minY, board.minY - 1) - board.minY)) }

    /// The board as it is drawn in the tray, at the tray's piece size.
    var trayBoard: Size { Size(width: columns * trayPiece.width, height: rows * trayPiece.height) }

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

    /// A piece lifted from a tray `slot` at `p`, at the board's piece size
    /// and held at the same place of its picture as the pointer held it in
    /// its (maybe smaller) slot: where it is drawn, and where it is held.
    func lifted(from slot: Rect, at p: Point) -> (rect: Rect, grab: Offset) {
        let at = p - slot.origin
        let grab = Offset(dx: at.dx * piece.width / max(1, slot.width), dy: at.dy * piece.height / max(1, slot.height))
        let rect = area.clamp(Rect(origin: p - grab, size: piece))
        return (rect, p - rect.origin)
    }

    /// The mirror image of a piece drawn at `rect`, kept on the right half; nil without a mirror.
    func mirrorCopy(of rect: Rect) -> Rect? {
        guard let m = mirror else { return nil }
        let right = Rect(x: m.line + 1, y: canvas.minY, width: canvas.maxX - m.line - 1, height: canvas.height)
        return right.clamp(m.reflect(rect))
    }

    /// Where a piece held at `grab` goes with the pointer at `p`, clamped to
    /// the board's half once it is above the tray, and whether it is over the tray.
    func held(at p: Point, grab: Offset) -> (rect: Rect, overTray: Bool) {
        let r = Rect(origin: p - grab, size: piece), overTray = tray.contains(p)
        return (overTray ? area.clamp(r) : dragArea.clamp(r), overTray)
    }
}
