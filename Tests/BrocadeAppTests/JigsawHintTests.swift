import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// The jigsaw's H and S: the hint outlines the next piece and the cell it
/// goes to (on both halves) and says so on the tray's label row; the solver
/// places the rest, any key stops it, and the game counts as assisted.
@Suite struct JigsawHintTests {
    /// What stands just outside `r`'s top left corner: "┏" where the heavy outline is (a
    /// character of its own, so that a failing expectation does not print the canvas).
    static func corner(_ c: Canvas, _ r: Rect) -> Character { c[r.minX - 1, r.minY - 1].character }
    /// Its bottom right corner: "┛" (the tray's buttons may stand on a slot's top row).
    static func lowCorner(_ c: Canvas, _ r: Rect) -> Character { c[r.maxX, r.maxY].character }

    @Test func theHintOutlinesThePieceAndItsCellAndSaysSo() throws {
        let (h, s) = jigsawGame()
        let l = s.layout, m = try #require(l.mirror)
        #expect(Self.corner(h.frame(), l.cellRect(0)) != "┏")
        h.type("H")
        h.settle(s) { s.hint != nil }
        let piece = try #require(s.rules.tray.first)
        #expect(s.hint == .place(piece: piece, cell: piece))
        let c = h.frame()
        // Numbers off (the default): the piece is the one outlined.
        #expect(c.rowText(l.pageLabelRow).contains("hint: the outlined piece to the outlined cell"))
        // The piece in its tray slot, its cell, and the cell's mirror twin.
        #expect(Self.lowCorner(c, l.bay(l.slots[0])) == "┛")
        #expect(Self.corner(c, l.cellRect(piece)) == "┏")
        #expect(Self.corner(c, m.reflect(l.cellRect(piece))) == "┏")
        #expect(s.session.moveCount == 0, "a hint makes no move")
        // Taken, by two clicks: the piece is home and the hint gone.
        h.click(l.bay(l.slots[0]).center)
        h.click(l.cellRect(piece).center)
        #expect(s.rules.isHome(piece) && s.hint == nil)
        #expect(Self.corner(h.frame(), m.reflect(l.cellRect(piece))) != "┏")
    }

    @Test func theHintIsAboutThePieceChosenAndGoesWhenAnotherIs() throws {
        let (h, s) = jigsawGame(values: ["numbers": "on"])
        let l = s.layout
        h.key(.right)
        let chosen = s.rules.tray[1]
        h.type("H")
        h.settle(s) { s.hint != nil }
        #expect(s.hint == .place(piece: chosen, cell: chosen))
        #expect(h.frame().rowText(l.pageLabelRow).contains("hint: piece \(chosen + 1) "))
        // The cursor on to the next piece: the hint was about the last one.
        h.key(.right)
        #expect(s.hint == nil)
        #expect(h.frame().rowText(l.pageLabelRow).contains("in the tray"))
        // Asked again, it is about the new one.
        h.type("H")
        h.settle(s) { s.hint != nil }
        #expect(s.hint == .place(piece: s.rules.tray[2], cell: s.rules.tray[2]))
    }

    @Test func aHintedPieceOnAnotherPageIsShownByThatPagesArrow() throws {
        let (h, s) = jigsawGame()
        let l = s.layout
        #expect(l.pageCount(s.rules.tray.count) > 1)
        // The board's cursor on an empty cell, nothing chosen: the hint is
        // about the tray's first piece, while its second page is shown.
        h.key(.tab)
        h.type("]")
        #expect(s.page == 1 && s.focus == .board)
        h.type("H")
        h.settle(s) { s.hint != nil }
        let c = h.frame()
        #expect(c.rowText(l.pageLabelRow).contains("on page 1"))
        let arrow = c[l.previousPage.minX, l.previousPage.center.y]
        #expect(arrow.character == "◀" && arrow.style.foreground == Theme(depth: .palette256).brocade[1])
    }

    @Test func aPieceOutOfPlaceIsHintedBackFirst() throws {
        let (h, s) = jigsawGame()
        let l = s.layout
        // The tray's first piece dropped in the wrong cell, whose own piece waits in the tray.
        let piece = try #require(s.rules.tray.first), far = s.rules.count - 1 - piece, wrong = far == piece ? 0 : far
        h.click(l.bay(l.slots[0]).center)
        h.click(l.cellRect(wrong).center)
        #expect(s.rules.cell(of: piece) == wrong)
        h.type("H")
        h.settle(s) { s.hint != nil }
        let c = h.frame()
        if s.rules.board[piece] == nil {
            #expect(s.hint == .place(piece: piece, cell: piece))
        } else {
            #expect(s.hint == .toTray(piece: piece))
            #expect(c.rowText(l.pageLabelRow).contains("back to the tray"))
        }
        #expect(Self.corner(c, l.cellRect(wrong)) == "┏", "the piece where it lies")
    }

    @Test(arguments: [false, true]) func theSolverPlacesTheRestAndTheGameIsAssisted(rotate: Bool) throws {
        let (h, s) = jigsawGame(rotate: rotate)
        h.type("S")
        h.settle(s, step: 100, steps: 400) { s.rules.status == .won }
        #expect(s.rules.status == .won)
        h.advance(5_000)
        #expect(h.screen.contains("among assisted games"))
    }

    @Test func anyKeyStopsTheSolverAndTheLabelSaysSo() throws {
        let (h, s) = jigsawGame()
        let l = s.layout
        h.type("S")
        h.settle(s, step: 100, steps: 30) { s.rules.placedCorrectly >= 3 }
        #expect(h.frame().rowText(l.pageLabelRow).contains("solver playing: + - speed, other keys stop"))
        h.type(" ")
        let placed = s.rules.placedCorrectly
        #expect(placed >= 3 && placed < s.rules.count)
        h.advance(3_000)
        #expect(s.rules.placedCorrectly == placed)
        #expect(h.frame().rowText(l.pageLabelRow).contains("in the tray"))
    }

    @Test func hintAndSolveAreActionsForTheMouse() throws {
        let (_, s) = jigsawGame()
        let labels = s.actions.filter(\.isEnabled).map(\.label)
        #expect(labels.contains("hint") && labels.contains("solve"))
    }
}
