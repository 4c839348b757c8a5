import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// The keyboard shows a taken cell as the mouse does, and a drop that
/// cannot happen, or a locked piece that will not move, says why.
@Suite struct JigsawRefusalTests {
    @Test func carryingOverATakenCellShowsItAndDroppingSaysWhy() throws {
        let (h, s) = jigsawGame()
        let first = s.rules.tray[0]
        h.key(.enter); h.key(.enter) // the first piece onto cell 1
        #expect(s.rules.cell(of: first) == 0)
        let second = s.rules.tray[0]
        h.key(.tab) // the cursor stayed on the piece dropped: back to the tray
        h.key(.enter) // lifted onto the first empty cell, cell 2
        #expect(s.hand?.keyboardCell == 1)
        #expect(!h.screen.contains("taken"))
        h.key(.left)
        let c = h.frame()
        #expect(c.text.contains("taken"))
        // The outline around the piece in hand is the warning's colour.
        let around = try #require(s.hand).rect.inset(by: -1)
        let warning = JigsawPalette(Theme(depth: .palette256)).occupied
        #expect(c[around.minX, around.minY].style == warning)
        h.key(.enter)
        #expect(s.hand == nil)
        #expect(s.rules.tray.contains(second))
        #expect(s.session.moveCount == 1)
        // Numbers off (the default): no number the player cannot see.
        #expect(h.screen.contains("That cell is taken: the piece went back to the tray"))
        #expect(!h.screen.contains("piece \(second + 1)"))
        // The next key clears it.
        h.key(.right)
        #expect(!h.screen.contains("is taken"))
    }

    /// With numbers on, the words name the cell and the piece, as the board does.
    @Test func theMouseIsToldToo() {
        let (h, s) = jigsawGame(values: ["numbers": "on"])
        let l = s.layout
        h.click(l.slots[0].center); h.click(l.cellRect(0).center)
        let b = s.rules.tray[0]
        h.pointer(.press(.primary), l.slots[1].center)
        h.advance(400)
        h.pointer(.move(.primary), l.cellRect(0).center)
        #expect(h.screen.contains("taken"))
        h.pointer(.release(.primary), l.cellRect(0).center)
        #expect(s.rules.tray.contains(b))
        #expect(h.screen.contains("Cell 1 is taken: piece \(b + 1) went back to the tray"))
    }

    @Test func aBoardPieceDroppedOnATakenCellGoesBackToItsCell() {
        let (h, s) = jigsawGame()
        h.key(.enter); h.key(.enter) // cell 1
        h.key(.tab); h.key(.enter); h.key(.enter) // from the tray again: cell 2
        let moved = s.rules.board[1]!
        #expect(s.focus == .board && s.ui.boardCursor == 1, "the board cursor stayed on the piece dropped")
        h.key(.enter) // pick up the piece in cell 2
        h.key(.left)
        h.key(.enter)
        #expect(s.rules.cell(of: moved) == 1)
        #expect(h.screen.contains("That cell is taken: the piece went back where it was"))
    }

    @Test func aLockedPieceSaysItIsLockedToKeysAndMouse() throws {
        let (h, s) = jigsawGame(variant: .classic, columns: 2, lock: true)
        let l = s.layout
        let piece = s.rules.tray[0]
        h.click(l.slots[0].center)
        h.click(l.cellRect(piece).center)
        #expect(s.rules.isLocked(piece))
        let words = "That piece is locked in its place"
        // A drag.
        let at = l.cellRect(piece).center
        h.pointer(.press(.primary), at)
        h.pointer(.move(.primary), at + Offset(dx: 3, dy: 0))
        #expect(s.hand == nil)
        #expect(h.screen.contains(words))
        h.pointer(.move(.primary), at + Offset(dx: 6, dy: 0))
        h.pointer(.release(.primary), at + Offset(dx: 6, dy: 0))
        #expect(h.screen.contains(words)) // still there when the drag ends
        // A right click.
        h.pointer(.press(.secondary), at); h.pointer(.release(.secondary), at)
        #expect(h.screen.contains(words))
        #expect(s.rules.cell(of: piece) == piece)
        // A click.
        h.click(at)
        #expect(h.screen.contains(words))
        #expect(s.selected == nil)
        // Enter and x on the board: the click put the board cursor on the piece.
        #expect(s.focus == .board)
        h.key(.enter)
        #expect(s.hand == nil)
        #expect(h.screen.contains(words))
        h.type("x")
        #expect(h.screen.contains(words))
        #expect(s.rules.cell(of: piece) == piece)
    }
}
