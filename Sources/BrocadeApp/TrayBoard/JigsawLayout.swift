import BrocadeCore
import BrocadeTUI

/// Where everything of the jigsaw goes on screen: the canvas above the tray,
/// the mirror line at its centre, the board on its left half (or the whole
/// canvas in the classic variant) inside a one-cell frame, the tray and its
/// pages. A tray slot is a board cell's size: what is lifted is what lands.
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
    var columns: Int
    var rows: Int
    /// How far a piece's knobs reach beyond its cell (zero without tabs):
    /// each tray slot keeps that much room around it.
    var reach: Offset
    /// Tray slots on one page, row by row, each exactly a board piece; and the page arrows.
    var slots: [Rect]
    var previousPage: Rect
    var nextPage: Rect
    /// The page label's row: the tray's last where there is a row to spare
    /// (or a footer), else its top line.
    var pageLabelRow: Int

    static let minimumPiece = Size(width: 4, height: 2)

    /// How far the knobs of pieces `side` pixels across reach, with tabs.
    static func knobReach(side: Int, tabs: Bool) -> Offset { tabs ? TabbedPieces.reach(side: side) : .zero }

    /// A tray row's height for pieces `h` tall: the piece, its knobs' reach
    /// above and below, and the row of number badges under it.
    static func trayRowHeight(_ h: Int, reach: Offset) -> Int { h + 2 * reach.dy + 1 }

    /// The tray's rows for `trayRows` rows of pieces `h` tall: its top line
    /// and the rows of pieces (a footer or a label row comes below).
    static func trayHeight(_ h: Int, rows trayRows: Int, reach: Offset) -> Int { 1 + trayRows * trayRowHeight(h, reach: reach) }

    /// The columns between two slots: two, or room for both knobs and two more.
    static func slotGap(_ reach: Offset) -> Int { reach.dx == 0 ? 2 : 2 * reach.dx + 2 }

    /// The tray's inside: its top line above, the page arrows' four columns on either side.
    static func trayInner(_ tray: Rect) -> Rect { tray.inset(top: 1, left: 4, right: 4) }

    /// Slots in a tray row `width` columns wide (the arrows' columns off), for pieces `w` across.
    static func slotsPerRow(width: Int, piece w: Int, reach: Offset) -> Int {
        let gap = slotGap(reach)
        return max(1, (width - 8 - 2 * reach.dx + gap) / (w + gap))
    }

    /// Lays out `columns` x `rows` pieces. A piece is `2h` x `h` cells on
    /// the board and in the tray alike, so the two share the height: `h` is
    /// chosen, from the largest that fits with one tray row down to two
    /// thirds of it, for the most picture the tray shows at once (its
    /// pieces' area, up to all of them), the larger on a tie; the tray then
    /// takes the rows its pieces need, as many as fit. The loom's palette
    /// is balanced as the tray of a jigsaw of its design would be.
    /// `tabs` leaves room for the knobs around every slot. `picture` (the
    /// board's picture in pixels, two to a cell's height) lets the board
    /// keep pixel art at a whole multiple when that costs at most one step of `h`.
    /// `footer` rows under the pieces are the tray's own (the loom's page
    /// label, its buttons being on the last badge row); without them the
    /// page label takes a row to spare, or else the tray's top line.
    static func make(area: Rect, columns: Int, rows: Int, mirrored: Bool, picture: Size? = nil, tabs: Bool = false,
                     footer: Int = 0) -> JigsawLayout {
        let halves = mirrored ? 2 : 1, items = max(1, columns * rows)
        // The frame takes a column on each outer side and the row above the
        // board; the row below it is the tray's top line when room is short.
        func widthFits(_ h: Int) -> Bool { halves * columns * 2 * h + (mirrored ? 1 : 0) + 2 <= area.width }
        func reach(_ h: Int) -> Offset { knobReach(side: 2 * h, tabs: tabs) }
        func trayRowsFitting(_ h: Int) -> Int {
            max(0, (area.height - 1 - rows * h - 1 - footer) / trayRowHeight(h, reach: reach(h)))
        }
        func perRow(_ h: Int) -> Int { slotsPerRow(width: area.width, piece: 2 * h, reach: reach(h)) }
        func shown(_ h: Int) -> Int { min(items, trayRowsFitting(h) * perRow(h)) }
        var largest = 1
        while widthFits(largest + 1) && trayRowsFitting(largest + 1) >= 1 { largest += 1 }
        let smallest = max(min(largest, 3), (2 * largest + 2) / 3)
        var h = (smallest...largest).max { a, b in (a * a * shown(a), a) < (b * b * shown(b), b) } ?? largest
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
        let knobs = knobReach(side: piece.width, tabs: tabs)
        let across = slotsPerRow(width: area.width, piece: piece.width, reach: knobs)
        // The rows the pieces need, as many as fit, and always one.
        let trayRows = max(1, min((items + across - 1) / across, trayRowsFitting(piece.height)))
        let pieces = trayHeight(piece.height, rows: trayRows, reach: knobs)
        // A row of its own for the page label, below the pieces, when there is one to spare.
        let labelBelow = footer > 0 || area.height - 1 - rows * piece.height - pieces >= 1
        let trayTall = pieces + (labelBelow ? max(1, footer) : 0)
        let tray = Rect(x: area.minX, y: area.maxY - trayTall, width: area.width, height: trayTall)
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
        // Tray slots: row by row, a piece and a gap each, centred between the
        // page arrows, the knobs' reach kept clear all round.
        let inner = trayInner(tray), gap = slotGap(knobs), step = piece.width + gap
        let used = across * step - gap
        let x0 = inner.minX + knobs.dx + max(0, (inner.width - 2 * knobs.dx - used) / 2)
        let rowHeight = trayRowHeight(piece.height, reach: knobs)
        var slots: [Rect] = []
        for row in 0..<trayRows {
            for i in 0..<across {
                slots.append(Rect(x: x0 + i * step, y: inner.minY + row * rowHeight + knobs.dy, width: piece.width, height: piece.height))
            }
        }
        // The page arrows beside the middle row of pieces, never on a row of badges.
        let arrows = Rect(x: 0, y: slots[(trayRows - 1) / 2 * across].minY, width: 2, height: piece.height)
        return JigsawLayout(area: area, canvas: canvas, tray: tray, mirror: mirror, dragArea: dragArea, board: board, frame: frame,
                            piece: piece, columns: columns, rows: rows, reach: knobs, slots: slots,
                            previousPage: arrows.offsetBy(Offset(dx: tray.minX + 1, dy: 0)),
                            nextPage: arrows.offsetBy(Offset(dx: tray.maxX - 3, dy: 0)),
                            pageLabelRow: labelBelow ? tray.maxY - 1 : tray.minY)
    }

    /// Where the finished picture goes: the board risen into its frame's
    /// top row (the frame is gone by then), leaving the result box a row more.
    var finished: Rect { board.offsetBy(Offset(dx: 0, dy: max(area.minY, board.minY - 1) - board.minY)) }

    var perPage: Int { slots.count }

    /// Rows of slots on a page.
    var trayRows: Int { Set(slots.map(\.minY)).count }

    /// A slot and the room around it for its piece's knobs: the felt a
    /// tabbed piece lies on, and what a press on the tray piece may hit.
    func bay(_ slot: Rect) -> Rect { slot.inset(top: -reach.dy, left: -reach.dx, bottom: -reach.dy, right: -reach.dx) }

    /// The row of a slot's number badge: under its piece and the piece's knobs.
    func badgeRow(_ slot: Rect) -> Int { slot.maxY + reach.dy }

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

    /// A piece lifted from a tray `slot` at `p`: a slot is a board piece's
    /// size, so the piece stays where it was drawn, held where the pointer
    /// took it.
    func lifted(from slot: Rect, at p: Point) -> (rect: Rect, grab: Offset) {
        let rect = area.clamp(Rect(origin: slot.origin, size: piece))
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
