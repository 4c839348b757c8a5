import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// A quick drag up out of the tray lifts the piece at once; a quick
/// sideways drag still turns the page.
@Suite struct JigsawQuickDragTests {
    @Test func aQuickDragUpLiftsAtOnceAndPlaces() throws {
        let (h, s) = jigsawGame()
        let l = s.layout
        let slot = l.slots[2]
        let piece = s.rules.tray[2]
        h.pointer(.press(.primary), slot.center)
        h.pointer(.move(.primary), slot.center + Offset(dx: 0, dy: -2))
        // No time has passed: no long press, yet the piece is in hand.
        #expect(s.hand?.piece == piece)
        #expect(s.hand?.rect.size == l.piece)
        // Up and to the left onto a cell: placed, and the drag's leftward
        // swipe turns no page.
        let target = l.cellRect(3)
        h.pointer(.move(.primary), target.center)
        h.pointer(.release(.primary), target.center)
        #expect(s.rules.cell(of: piece) == 3)
        #expect(s.page == 0)
        #expect(s.session.moveCount == 1)
    }

    @Test func aQuickDragUpThatComesBackToTheTrayLeavesThePieceThere() {
        let (h, s) = jigsawGame()
        let l = s.layout
        let slot = l.slots[0]
        let piece = s.rules.tray[0]
        h.pointer(.press(.primary), slot.center)
        h.pointer(.move(.primary), slot.center + Offset(dx: 1, dy: -3))
        #expect(s.hand?.piece == piece)
        h.pointer(.move(.primary), slot.center)
        h.pointer(.release(.primary), slot.center)
        #expect(s.hand == nil)
        #expect(s.rules.tray.contains(piece))
        #expect(s.session.moveCount == 0)
    }

    @Test func aQuickSidewaysDragStillTurnsThePage() {
        let (h, s) = jigsawGame()
        let l = s.layout
        h.pointer(.press(.primary), l.slots[5].center)
        h.pointer(.move(.primary), l.slots[5].center + Offset(dx: -3, dy: -1))
        #expect(s.hand == nil)
        h.pointer(.move(.primary), l.slots[5].center + Offset(dx: -12, dy: 0))
        h.pointer(.release(.primary), l.slots[5].center + Offset(dx: -12, dy: 0))
        #expect(s.page == 1)
        #expect(s.session.moveCount == 0)
    }
}

/// A long press shows from the press on, and a lifted piece looks lifted.
@Suite struct JigsawHeldPressTests {
    @Test func aHeldPressOutlinesThePieceAtOnceAndTheLiftedPieceCastsAShadow() throws {
        let (h, s) = jigsawGame()
        let l = s.layout
        let slot = l.slots[1]
        let corner = slot.origin // the outline's corner, inside the piece
        let before = h.frame()[corner.x, corner.y]
        // Pressed, no time passed: nothing lifted yet, but the piece is outlined.
        #expect(h.pointer(.press(.primary), slot.center) == .redraw)
        let held = h.frame()
        #expect(s.hand == nil)
        #expect(held[corner.x, corner.y] != before, "the held piece's outline is not drawn")
        // Long enough: lifted, held above the board with a shadow down and to the right.
        h.advance(GestureConfig().longPressDelay + 10)
        let hand = try #require(s.hand)
        let frame = h.frame()
        let shadowed = Point(x: hand.rect.maxX + 1, y: hand.rect.minY + 1)
        #expect(frame[shadowed.x, shadowed.y].style.background == .rgb(8, 5, 6))
        // Let go where it was: back in the tray, and the outline is gone.
        h.pointer(.release(.primary), slot.center)
        #expect(s.hand == nil)
        #expect(h.frame()[corner.x, corner.y] == before)
    }
}

/// The tray's label is whole whichever tray piece is chosen: the chosen
/// piece's corners are inside the piece, never on the label's row.
@Suite struct JigsawTrayLabelTests {
    @Test(arguments: [Size(width: 150, height: 44), Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 200, height: 60)])
    func theLabelIsWholeWithTheCursorOnAnyTrayPiece(size: Size) throws {
        var checked = 0
        for columns in 2...6 {
            let (h, s) = jigsawGame(columns: columns, size: size)
            let l = s.layout
            // A board too large for the terminal is not played there.
            guard s.mode.minimumSize.width <= size.width, s.mode.minimumSize.height <= size.height else { continue }
            if s.focus != .tray { h.key(.tab) }
            let label = " page 1/\(l.pageCount(s.rules.trayPlaces.count)) · \(s.rules.tray.count) in the tray "
            for i in 0..<min(l.perPage, s.rules.tray.count) {
                for _ in 0..<l.perPage where s.ui.trayCursor != i { h.key(s.ui.trayCursor < i ? .right : .left) }
                #expect(s.ui.trayCursor == i)
                let rows = h.screen.split(separator: "\n", omittingEmptySubsequences: false)
                // Whole, and in its place in the middle: it has nothing to step aside from.
                let x = l.tray.minX + (l.tray.width - TextWidth.of(label)) / 2
                let row = String(rows[l.pageLabelRow])
                let at = row.range(of: label).map { TextWidth.of(String(row[..<$0.lowerBound])) }
                #expect(at == x, "\(size) \(columns) across, piece \(i): \(row)")
                // And the chosen piece's corners whole, inside its slot.
                let c = h.frame()
                for (p, glyph) in CueOutline.corners(l.slots[i], lines: .light(Glyphs(unicode: true))) {
                    #expect(c[p.x, p.y].character == glyph, "\(size) \(columns) across, piece \(i): corner at \(p)")
                }
                checked += 1
            }
        }
        #expect(checked > 0)
    }
}
