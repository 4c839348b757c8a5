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
        let corner = Point(x: slot.minX - 1, y: slot.minY - 1)
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

/// The tray's label never covers the chosen piece's outline: where both are
/// on the tray's top line, the label steps aside.
@Suite struct JigsawTrayLabelTests {
    @Test(arguments: [Size(width: 150, height: 44), Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 200, height: 60)])
    func theLabelStaysOffTheChosenPiecesOutline(size: Size) throws {
        var checked = 0
        for columns in 2...6 {
            let (h, s) = jigsawGame(columns: columns, size: size)
            let l = s.layout
            guard l.pageLabelRow == l.tray.minY else { continue }
            if s.focus != .tray { h.key(.tab) }
            for i in 0..<min(l.perPage, s.rules.tray.count) {
                while s.ui.trayCursor != i { h.key(s.ui.trayCursor < i ? .right : .left) }
                let outline = l.bay(l.slots[i]).inset(by: -1)
                guard outline.minY == l.pageLabelRow else { continue }
                let row = Array(h.screen.split(separator: "\n", omittingEmptySubsequences: false)[outline.minY])
                let edge = String(row[outline.minX..<min(row.count, outline.maxX)])
                #expect(!edge.contains("tray") && !edge.contains("page") && !edge.contains(where: \.isNumber),
                        "\(size) \(columns) across, piece \(i): the label is over the outline: \(edge)")
                checked += 1
            }
        }
        if size == Size(width: 150, height: 44) { #expect(checked > 0, "no layout put the label on the tray's top line") }
    }
}
