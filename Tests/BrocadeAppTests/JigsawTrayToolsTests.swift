import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// The tray's tools (e: edge pieces first, m: shuffle), and the cursor left
/// on a piece just dropped.
@Suite struct JigsawTrayToolsTests {
    /// The pieces on the border of the whole picture.
    static func edges(_ variant: JigsawMode.Variant, _ r: JigsawRules) -> Set<Int> {
        Set((0..<r.count).filter { p in
            let row = p / r.columns, column = p % r.columns
            // The mirror line is no edge: on the left half, the right column is the picture's middle.
            return row == 0 || row == r.rows - 1 || column == 0 || (variant == .classic && column == r.columns - 1)
        })
    }

    @Test(arguments: [JigsawMode.Variant.mirror, .classic])
    func eBringsTheEdgePiecesFirstAndIsNoMove(variant: JigsawMode.Variant) throws {
        let (h, s) = jigsawGame(variant: variant, columns: 3)
        #expect(s.rules.rows >= 3)
        let edges = Self.edges(variant, s.rules), before = s.rules.tray
        #expect(edges.count < s.rules.count, "some inner pieces")
        h.type("]") // on another page, to see the tray come back to its first
        h.type("e")
        let tray = s.rules.tray
        #expect(Set(tray) == Set(before))
        #expect(Set(tray.prefix(edges.count)) == edges, "edges first: \(tray)")
        // Each group keeps its order.
        #expect(tray.filter(edges.contains) == before.filter(edges.contains))
        #expect(s.session.moveCount == 0 && !s.session.canUndo)
        #expect(s.page == 0 && s.ui.trayCursor == 0)
        // Again: nothing to do, and the player is told so.
        h.type("e")
        #expect(h.screen.contains("The edge pieces already come first in the tray"))
        #expect(s.rules.tray == tray)
    }

    @Test func mShufflesTheTrayAnewEachTimeAndIsNoMove() {
        let (h, s) = jigsawGame(columns: 3)
        let first = s.rules.tray
        h.type("m")
        let second = s.rules.tray
        #expect(second != first && Set(second) == Set(first))
        h.type("m")
        #expect(s.rules.tray != second && Set(s.rules.tray) == Set(first))
        #expect(s.session.moveCount == 0)
        #expect(s.rules.status == .playing)
    }

    @Test func anArrangementOutlivesUndoAndTheSave() throws {
        let store = MemoryStore()
        let (h, s) = jigsawGame(store: store)
        let l = s.layout
        h.click(l.slots[0].center); h.click(l.cellRect(3).center) // one move
        h.type("e")
        let arranged = s.rules.trayOrder
        // Undo takes back the drop, not the tidying.
        h.type("u")
        #expect(s.session.moveCount == 0)
        #expect(s.rules.trayOrder == arranged)
        h.key(.control("r"))
        #expect(s.session.moveCount == 1)
        // Continue: the save's start carries the order, and the move replays on it.
        h.type("q"); h.type("y")
        let save = try #require(store.saves["mirror-jigsaw"])
        let restored = try JigsawScreen(save: save, provider: FakePictures(), mode: .mirrorJigsaw, animate: false)
        #expect(restored.rules == s.rules)
        #expect(restored.rules.trayOrder == arranged)
        #expect(restored.session.moveCount == 1)
    }

    @Test func theToolsAreActionsAndTheirClicksAreTheirKeys() throws {
        let (h, s) = jigsawGame(columns: 3)
        #expect(ActionsList.summary(h).contains("e edge pieces first"))
        #expect(ActionsList.summary(h).contains("m shuffle the tray"))
        // A piece carried with the keyboard keeps the keys: the tools are off, and e does nothing.
        h.key(.enter)
        #expect(ActionsList.actions(h).filter { ["e", "m"].contains($0.keyLabel) }.allSatisfy { !$0.isEnabled })
        let order = s.rules.trayOrder
        h.type("e")
        #expect(s.rules.trayOrder == order)
        h.key(.escape)
        try ActionsList.expectEveryClickIsItsKey {
            let (h, _) = jigsawGame(columns: 3)
            return h
        }
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 200, height: 60)])
    func theToolsAreButtonsOnTheTraysLabelRow(size: Size) throws {
        let (h, s) = jigsawGame(columns: 3, size: size)
        let before = s.rules.tray, edges = Self.edges(.mirror, s.rules)
        // The long words where they fit, the short ones at 80x24 beside the frame.
        let edgesButton = try #require(h.find("[ Edges first ]") ?? h.find("[ Edges ]")), shuffle = try #require(h.find("[ Shuffle ]"))
        #expect(edgesButton.y == s.layout.pageLabelRow && shuffle.y == s.layout.pageLabelRow)
        #expect(h.frame().rowText(edgesButton.y).contains("in the tray"), "the page label between them")
        h.click(edgesButton)
        #expect(Set(s.rules.tray.prefix(edges.count)) == edges)
        #expect(s.session.moveCount == 0)
        let arranged = s.rules.tray
        h.click(shuffle)
        #expect(s.rules.tray != arranged && Set(s.rules.tray) == Set(before))
        // Not while a piece is carried, nor with one piece left to arrange.
        h.key(.enter)
        #expect(h.find("[ Shuffle ]") == nil)
    }

    @Test func aMouseDropLeavesTheBoardCursorOnThePiece() {
        let (h, s) = jigsawGame(columns: 3)
        let l = s.layout, piece = s.rules.tray[1], target = l.cellRect(4)
        #expect(s.focus == .tray)
        h.pointer(.press(.primary), l.slots[1].center)
        h.pointer(.move(.primary), l.slots[1].center + Offset(dx: 0, dy: -2))
        h.pointer(.move(.primary), target.center)
        h.pointer(.release(.primary), target.center)
        #expect(s.rules.cell(of: piece) == 4)
        #expect(s.focus == .board && s.ui.boardCursor == 4)
        // A drop refused (a taken cell) leaves the cursor where it was.
        let other = s.rules.tray[0]
        h.pointer(.press(.primary), l.slots[0].center)
        h.pointer(.move(.primary), l.slots[0].center + Offset(dx: 0, dy: -2))
        h.pointer(.move(.primary), l.cellRect(1).center)
        h.pointer(.move(.primary), target.center)
        h.pointer(.release(.primary), target.center)
        #expect(s.rules.tray.contains(other))
        #expect(s.ui.boardCursor == 4)
    }

    /// The whole game with the keyboard alone: the first piece from the
    /// tray, then each next one taken onto its own cell with Enter where
    /// the board's cursor is, turned with r while in hand.
    @Test(arguments: [false, true])
    func aKeyboardGameTakesEachNextPieceWhereTheCursorIs(rotate: Bool) throws {
        let (h, s) = jigsawGame(columns: 2, rotate: rotate)
        var keys = 0
        func press(_ k: Key) { h.key(k); keys += 1 }
        func steer(from: Int, to cell: Int) {
            var (r, c) = (from / 2, from % 2)
            while c < cell % 2 { press(.right); c += 1 }
            while c > cell % 2 { press(.left); c -= 1 }
            while r < cell / 2 { press(.down); r += 1 }
            while r > cell / 2 { press(.up); r -= 1 }
        }
        while let piece = s.rules.tray.first {
            if s.focus == .board {
                steer(from: s.ui.boardCursor, to: piece)
                press(.enter) // takes the tray's chosen piece here
                #expect(s.hand?.piece == piece && s.hand?.keyboardCell == piece)
            } else {
                press(.enter)
                steer(from: try #require(s.hand?.keyboardCell), to: piece)
            }
            while s.rules.turns[piece] != 0 { press(.character("r")) }
            press(.enter)
            #expect(s.rules.cell(of: piece) == piece)
            #expect(s.focus == .board && s.ui.boardCursor == piece, "the cursor on the piece dropped")
        }
        #expect(s.rules.status == .won)
        #expect(!h.screen.contains("taken"))
        #expect(keys < 60)
    }
}

/// The tray stays put: a piece taken leaves its place empty and every other
/// piece where it was, on screen and for the keys; y (or its button, or the
/// actions list) closes the gaps; the gaps are kept by undo and the save.
@Suite struct JigsawTrayStaysPutTests {
    /// The cells of `slot` in `c`, but for the corners that mark the chosen piece.
    static func cells(_ c: Canvas, _ r: Rect) -> [Cell] {
        let corners = Set(CueOutline.corners(r, lines: .light(Glyphs(unicode: true))).map(\.0))
        return (r.minY..<r.maxY).flatMap { y in
            (r.minX..<r.maxX).filter { !corners.contains(Point(x: $0, y: y)) }.compactMap { x in c.cell(at: Point(x: x, y: y)) }
        }
    }

    @Test(arguments: [(JigsawMode.Variant.mirror, false, false), (.mirror, true, true), (.classic, false, false), (.classic, true, true)])
    func placingAPieceLeavesTheOthersWhereTheyWere(variant: JigsawMode.Variant, rotate: Bool, tabs: Bool) throws {
        let (h, s) = jigsawGame(variant: variant, rotate: rotate, tabs: tabs)
        let l = s.layout
        let shown = min(l.perPage, s.rules.tray.count)
        #expect(shown >= 3)
        let before = h.frame(), pieces = s.rules.trayPlaces
        let taken = try #require(pieces[1])
        h.click(l.slots[1].center); h.click(l.cellRect(taken).center)
        h.now = h.now + 1000
        #expect(s.rules.trayPlace(of: taken) == nil && s.rules.trayPlaces[1] == nil)
        let after = h.frame()
        for i in 0..<shown where i != 1 {
            #expect(Self.cells(after, l.slots[i]) == Self.cells(before, l.slots[i]), "the piece in place \(i) moved")
        }
        #expect(Self.cells(after, l.slots[1]) != Self.cells(before, l.slots[1]), "place 1 still shows a piece")
        // A click on the empty place picks nothing.
        h.click(l.slots[1].center)
        #expect(s.selected == nil && s.hand == nil)
        // Back to the tray (a right click): its own place again.
        h.pointer(.press(.secondary), l.cellRect(taken).center); h.pointer(.release(.secondary), l.cellRect(taken).center)
        #expect(s.rules.trayPlaces == pieces)
    }

    @Test func tidyClosesTheGapsByKeyButtonAndAction() throws {
        let (h, s) = jigsawGame(size: Size(width: 100, height: 30))
        let l = s.layout
        let order = s.rules.tray
        #expect(!h.screen.contains("[ Tidy ]"), "no gaps, no button")
        h.type("y")
        #expect(h.screen.contains("The tray has no gaps to close"))
        h.click(l.slots[0].center); h.click(l.cellRect(0).center)
        h.now = h.now + 1000
        #expect(s.rules.trayPlaces.first == .some(nil))
        // The key: the gap closes, the pieces keep their order, no move counted.
        h.type("y")
        #expect(!s.rules.trayPlaces.contains(nil))
        #expect(s.rules.tray == Array(order.dropFirst()))
        #expect(s.session.moveCount == 1)
        // Undo keeps the tidy: the piece comes back at the end, with no gap.
        h.type("u")
        #expect(!s.rules.trayPlaces.contains(nil) && s.rules.tray.last == order[0])
        h.key(.control("r"))
        // The button, on the tray's label row while there are gaps.
        h.click(l.slots[1].center); h.click(l.cellRect(1).center)
        h.now = h.now + 1000
        #expect(s.rules.trayPlaces.contains(nil))
        let button = try #require(s.mode.trayToolButtons(s.rules, l).first { $0.0 == .character("y") })
        #expect(h.screen.contains("[ Tidy ]"))
        h.click(button.1.center)
        #expect(!s.rules.trayPlaces.contains(nil))
        // And in the actions list, enabled only with gaps.
        #expect(s.mode.actions(state: s.rules, ui: s.ui, layout: l).first { $0.key == .character("y") }?.isEnabled == false)
    }

    @Test func theKeyboardsRememberedPlaceNeverLiftsAnotherPiece() throws {
        let (h, s) = jigsawGame()
        let l = s.layout
        #expect(s.focus == .tray)
        h.key(.right); h.key(.right)
        let chosen = try #require(s.rules.trayPlaces[2])
        // The mouse takes the pieces before it: the cursor keeps its piece.
        for slot in [0, 1] {
            let piece = try #require(s.rules.trayPlaces[slot])
            h.click(l.slots[slot].center); h.click(l.cellRect(piece).center)
            h.now = h.now + 1000
        }
        if s.focus != .tray { h.key(.tab) }
        h.key(.enter)
        #expect(s.hand?.piece == chosen)
        h.key(.escape)
        // The chosen piece itself taken: the cursor goes to the next piece on
        // the page, which the tray shows as chosen while the board has the keys.
        h.key(.enter); h.key(.enter)
        #expect(s.rules.cell(of: chosen) != nil && s.focus == .board)
        let next = try #require(s.rules.trayPlaces[3])
        #expect(s.ui.trayCursor == 3 && s.page == 0)
        let corner = h.frame()[l.slots[3].minX, l.slots[3].minY]
        #expect(corner.character == "╭" && corner.style.attributes.contains(.dim))
        h.key(.right)
        h.key(.enter) // an empty cell: the tray's chosen piece
        #expect(s.hand?.piece == next)
    }

    @Test func aPageDoesNotShiftWhenAPieceIsTaken() throws {
        let (h, s) = jigsawGame()
        let l = s.layout
        h.type("]")
        #expect(s.page == 1)
        let page = s.rules.trayPlaces[l.perPage...].map { $0 }
        let piece = try #require(page.first ?? nil)
        h.click(l.slots[0].center); h.click(l.cellRect(piece).center)
        h.now = h.now + 1000
        #expect(s.page == 1)
        #expect(Array(s.rules.trayPlaces[(l.perPage + 1)...]) == Array(page.dropFirst()))
    }

    @Test func theSaveKeepsTheGaps() throws {
        let store = MemoryStore()
        let (h, s) = jigsawGame(store: store)
        let l = s.layout
        for (slot, cell) in [(1, 0), (3, 1)] {
            h.click(l.slots[slot].center); h.click(l.cellRect(cell).center)
            h.now = h.now + 1000
        }
        let places = s.rules.trayPlaces
        #expect(places[1] == nil && places[3] == nil)
        h.type("q"); h.type("y")
        let save = try #require(store.saves["mirror-jigsaw"])
        let restored = try JigsawScreen(save: save, provider: FakePictures(), mode: .mirrorJigsaw, animate: false)
        #expect(restored.rules.trayPlaces == places)
    }

    /// A save written before the tray stayed put (the format is the same:
    /// the tray's order and the moves) loads; replayed, its tray shows the
    /// places of the pieces it placed empty, and y closes them.
    @Test func anOldSaveLoads() throws {
        let old = #"{"assisted":false,"format":"brocade-save","gameNumber":0,"goalShown":false,"id":"dcfc400027dffc4b","mode":"mirror-jigsaw","moves":[{"place":{"cell":3,"piece":5}},{"place":{"cell":0,"piece":0}}],"params":{"columns":2,"lock":false,"numbers":false,"picture":{"description":"A frog.","file":"frog.xpm","name":"frog","title":"蛙纹 wā wén"},"rotate":false,"rows":3,"tabs":false,"variant":"mirror"},"recorded":false,"seed":4,"start":{"board":[null,null,null,null,null,null],"columns":2,"lockCorrect":false,"rows":3,"trayOrder":[3,5,4,0,1,2]},"timer":{"elapsedMilliseconds":0,"hasStarted":true,"isFinished":false},"undone":[],"version":2}"#
        let s = try JigsawScreen(save: Array(old.utf8), provider: FakePictures(), mode: .mirrorJigsaw, animate: false)
        #expect(s.session.moveCount == 2)
        #expect(s.rules.board == [0, nil, nil, 5, nil, nil])
        #expect(s.rules.trayPlaces == [3, nil, 4, nil, 1, 2])
    }

    /// Resumed with its first place empty, the keys start on the first
    /// piece: Enter lifts it, not nothing.
    @Test func aResumedGameStartsTheKeysOnAPiece() throws {
        let store = MemoryStore()
        let (h, s) = jigsawGame(store: store)
        let l = s.layout
        h.click(l.slots[0].center); h.click(l.cellRect(0).center)
        #expect(s.rules.trayPlaces[0] == nil)
        h.type("q"); h.type("y")
        let save = try #require(store.saves["mirror-jigsaw"])
        let restored = try JigsawScreen(save: save, provider: FakePictures(), mode: .mirrorJigsaw, animate: false)
        #expect(restored.ui.trayCursor == 1)
        #expect(restored.mode.trayCursorPiece(restored.rules, restored.ui) == restored.rules.trayPlaces[1])
    }
}
