import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp

/// The tray at the board's scale: every slot a board piece's size at every
/// terminal size, the tray as many rows as its pieces need and fit, knobs
/// inside their slot's room, and nothing on top of anything else.
@Suite struct JigsawTrayScaleTests {
    struct Board: CustomStringConvertible {
        var columns: Int, rows: Int, mirrored: Bool, tabs: Bool
        var description: String { "\(columns)x\(rows) \(mirrored ? "mirror" : "classic")\(tabs ? " with tabs" : "")" }
    }

    static let sizes = [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 200, height: 60), Size(width: 250, height: 70)]

    /// 4x5 and 8x8 pieces a half, mirrored or classic (twice the columns), with tabs and without.
    static let boards: [Board] = [(4, 5), (8, 8)].flatMap { c, r in
        [true, false].flatMap { mirrored in
            [false, true].map { Board(columns: mirrored ? c : 2 * c, rows: r, mirrored: mirrored, tabs: $0) }
        }
    }

    static func layout(_ b: Board, _ size: Size) -> JigsawLayout {
        JigsawLayout.make(area: Rect(x: 0, y: 0, width: size.width, height: size.height - 1), columns: b.columns, rows: b.rows,
                          mirrored: b.mirrored, tabs: b.tabs)
    }

    @Test(arguments: sizes)
    func everySlotIsABoardPiece(size: Size) {
        for b in Self.boards {
            let l = Self.layout(b, size)
            #expect(!l.slots.isEmpty && l.slots.allSatisfy { $0.size == l.piece }, "\(b) at \(size)")
            #expect(l.reach == (b.tabs ? TabbedPieces.reach(side: l.piece.width) : .zero), "\(b) at \(size)")
        }
    }

    @Test(arguments: sizes)
    func nothingOverlapsAndTheBoardStays(size: Size) {
        let screen = Rect(x: 0, y: 0, width: size.width, height: size.height - 1)
        for b in Self.boards {
            let l = Self.layout(b, size), what = "\(b) at \(size)"
            // The board is there, whole, framed above the tray.
            #expect(l.board.width >= b.columns * JigsawLayout.minimumPiece.width && l.board.height >= b.rows * JigsawLayout.minimumPiece.height, "\(what)")
            #expect(l.canvas.contains(l.board) && screen.contains(l.tray) && l.canvas.maxY == l.tray.minY, "\(what)")
            #expect(l.frame.maxY <= l.tray.minY + 1, "\(what)")
            // Each slot with its knobs' room inside the tray, below its top
            // line, clear of the arrows, of every other slot and of every badge.
            let bays = l.slots.map(l.bay)
            for (i, bay) in bays.enumerated() {
                #expect(l.tray.contains(bay) && bay.minY > l.tray.minY, "\(what): slot \(i) \(bay)")
                #expect(!(bay.minY...l.badgeRow(l.slots[i])).contains(l.pageLabelRow), "\(what): slot \(i) and the page label")
                #expect(!bay.intersects(l.previousPage) && !bay.intersects(l.nextPage), "\(what): slot \(i)")
                #expect(l.badgeRow(l.slots[i]) < l.tray.maxY, "\(what): slot \(i)'s badge")
                for (j, other) in bays.enumerated() where j != i {
                    #expect(!bay.intersects(other), "\(what): slots \(i) and \(j)")
                    let badge = Rect(x: l.slots[j].minX, y: l.badgeRow(l.slots[j]), width: l.slots[j].width, height: 1)
                    #expect(!bay.intersects(badge), "\(what): slot \(i) and the badge of \(j)")
                }
            }
            #expect(l.previousPage.maxX <= l.tray.minX + 4 && l.nextPage.minX >= l.tray.maxX - 4, "\(what)")
            // The arrows drawn beside a row of pieces, not on a row of badges or the label.
            #expect(l.slots.contains { $0.minY <= l.nextPage.center.y && l.nextPage.center.y < $0.maxY }, "\(what)")
            #expect(l.previousPage.center.y == l.nextPage.center.y, "\(what)")
            // The page label on the tray's top line, or on its last row.
            #expect(l.pageLabelRow == l.tray.minY || l.pageLabelRow == l.tray.maxY - 1, "\(what)")
        }
    }

    /// The tray takes the rows its pieces need, as many as fit, and the
    /// board gives up size for them: at most a third of it.
    @Test(arguments: sizes)
    func theTrayGetsItsRowsAndTheBoardStaysLarge(size: Size) {
        for b in Self.boards {
            let l = Self.layout(b, size), what = "\(b) at \(size)"
            let perRow = l.perPage / l.trayRows
            #expect(l.perPage == l.trayRows * perRow, "\(what)")
            // No row the pieces do not need...
            #expect((l.trayRows - 1) * perRow < b.columns * b.rows, "\(what)")
            // ...and the most that fit when they need more.
            if l.perPage < b.columns * b.rows {
                let rowHeight = JigsawLayout.trayRowHeight(l.piece.height, reach: l.reach)
                #expect(l.canvas.height - l.board.height - 2 < rowHeight, "\(what)")
            }
            // The board as large as the width and one tray row allow, or at least two thirds of that.
            var largest = 1
            func fits(_ h: Int) -> Bool {
                let halves = b.mirrored ? 2 : 1, reach = JigsawLayout.knobReach(side: 2 * h, tabs: b.tabs)
                return halves * b.columns * 2 * h + (b.mirrored ? 1 : 0) + 2 <= size.width
                    && 1 + b.rows * h + JigsawLayout.trayHeight(h, rows: 1, reach: reach) <= size.height - 1
            }
            while fits(largest + 1) { largest += 1 }
            #expect(3 * l.piece.height >= 2 * largest || l.piece.height >= min(largest, 3), "\(what): \(l.piece.height) of \(largest)")
            #expect(l.piece.height <= max(largest, JigsawLayout.minimumPiece.height), "\(what)")
        }
    }

    /// At 200x60 a 4x5 mirror board has two rows of pieces in its tray and
    /// more: its twenty pieces on one page.
    @Test(arguments: [false, true])
    func at200x60A4x5MirrorBoardHasTwoTrayRows(tabs: Bool) {
        let l = Self.layout(Board(columns: 4, rows: 5, mirrored: true, tabs: tabs), Size(width: 200, height: 60))
        #expect(l.trayRows >= 2)
        #expect(l.perPage >= (tabs ? 16 : 20))
        #expect(l.slots.allSatisfy { $0.size == l.piece })
    }

    /// A piece lifted from its slot stays where it was: the same size,
    /// held where the pointer took it.
    @Test func liftingKeepsThePieceWhereItWas() {
        for size in Self.sizes {
            let l = Self.layout(Board(columns: 3, rows: 4, mirrored: true, tabs: false), size)
            for slot in l.slots {
                let p = slot.origin + Offset(dx: slot.width - 1, dy: slot.height / 2)
                let (rect, grab) = l.lifted(from: slot, at: p)
                #expect(rect == slot && grab == Offset(dx: slot.width - 1, dy: slot.height / 2))
            }
        }
    }

    /// In 256 colours and more the tray is a mat of felt, so a piece shows its
    /// whole extent against it, its dark ground included; in 8 colours it
    /// keeps the overlay's ground.
    @Test(arguments: [ColorDepth.palette256, .direct, .ansi8])
    func theTrayIsAMatAPieceStandsOutOn(depth: ColorDepth) {
        let (h, s) = jigsawGame(size: Size(width: 80, height: 24), depth: depth)
        h.key(.tab) // the cursor off the tray
        let c = h.frame(), l = s.layout, slot = l.slots[0]
        let p = JigsawPalette(Theme(depth: depth))
        let gap = c[slot.maxX, slot.minY + 1].style.background
        if depth >= .palette256 {
            #expect(gap == p.felt.background)
            #expect(gap != p.ground.background)
        } else {
            #expect(gap != p.felt.background)
        }
    }
}
