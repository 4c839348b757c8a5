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
