import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// A jigsaw in the app with fake pictures (30 x 40 pixels, like the real ones).
private func checkInvariants(_ s: JigsawScreen, sourceLocation: SourceLocation = #_sourceLocation) {
    let r = s.rules
    // Each piece in exactly one place; each cell holds at most one piece.
    let placed = r.board.compactMap { $0 }
    #expect(Set(placed).count == placed.count, sourceLocation: sourceLocation)
    #expect((placed + r.tray).sorted() == Array(0..<r.count), sourceLocation: sourceLocation)
    let l = s.layout
    if let h = s.hand {
        switch h.origin {
        case .tray: #expect(r.tray.contains(h.piece), sourceLocation: sourceLocation)
        case .cell(let c): #expect(r.board[c] == h.piece, sourceLocation: sourceLocation)
        }
        if h.overTray {
            #expect(l.area.contains(h.rect), sourceLocation: sourceLocation)
            #expect(s.mirrorCopyRect(of: h) == nil, sourceLocation: sourceLocation)
        } else {
            #expect(l.dragArea.contains(h.rect), "hand \(h.rect) outside \(l.dragArea)", sourceLocation: sourceLocation)
            if let m = l.mirror, let copy = s.mirrorCopyRect(of: h) {
                #expect(copy == m.reflect(h.rect), sourceLocation: sourceLocation)
                #expect(copy.minX > m.line && copy.maxX <= l.canvas.maxX, sourceLocation: sourceLocation)
            }
        }
    }
}

@Suite struct JigsawLayoutTests {
    @Test func piecesAreAsLargeAsTheTerminalAllows() {
        let small = JigsawLayout.make(area: Rect(x: 0, y: 0, width: 80, height: 23), columns: 3, rows: 4, mirrored: true)
        // 8x4 pieces on the board, and the same in the tray: a row of them.
        #expect(small.piece == Size(width: 8, height: 4))
        #expect(small.slots.allSatisfy { $0.size == small.piece })
        #expect(small.trayRows == 1)
        #expect(small.board.maxX == small.mirror!.line)
        #expect(small.canvas.contains(small.board))
        let big = JigsawLayout.make(area: Rect(x: 0, y: 0, width: 250, height: 69), columns: 3, rows: 4, mirrored: true)
        #expect(big.piece.height > 8)
        #expect(big.canvas.contains(big.board))
        for cols in 1...8 {
            let l = JigsawLayout.make(area: Rect(x: 0, y: 0, width: 80, height: 23), columns: cols, rows: 4, mirrored: true)
            #expect(l.piece.width >= 4 && l.piece.height >= 2)
        }
    }

    @Test func nearestCellIsAlwaysARealCell() {
        let l = JigsawLayout.make(area: Rect(x: 0, y: 0, width: 80, height: 23), columns: 3, rows: 4, mirrored: true)
        for x in stride(from: -20, to: 100, by: 3) {
            for y in stride(from: -10, to: 40, by: 2) {
                let c = l.nearestCell(to: Rect(origin: Point(x: x, y: y), size: l.piece))
                #expect((0..<12).contains(c))
            }
        }
        #expect(l.nearestCell(to: l.cellRect(7)) == 7)
        // Below the last row: the last row. Beyond the mirror line: the last column.
        #expect(l.nearestCell(to: l.cellRect(10).offsetBy(Offset(dx: 0, dy: 30))) == 10)
        #expect(l.nearestCell(to: l.cellRect(5).offsetBy(Offset(dx: 40, dy: 0))) == 5)
    }

    @Test func trayPagesHoldEveryPieceIncludingTheLastPartialPage() {
        let (h, s) = jigsawGame()
        let l = s.layout
        #expect(l.perPage == 7)
        #expect(l.pageCount(12) == 2)
        var seen: [Int] = []
        for page in 0..<2 {
            for slot in l.slots {
                if let (piece, _) = s.trayPiece(at: slot.center) { seen.append(piece) }
            }
            if page == 0 { h.type("]") }
        }
        #expect(seen == s.rules.tray)
        h.type("]")
        #expect(s.page == 1) // no page beyond the last
        h.key(.pageUp)
        #expect(s.page == 0)
    }
}

@Suite struct JigsawPlayTests {
    @Test func longPressLiftsDragPlacesAndTheMirrorCopyFollows() throws {
        let (h, s) = jigsawGame()
        let l = s.layout
        let slot = l.slots[1]
        let piece = s.rules.tray[1]
        h.pointer(.press(.primary), slot.center)
        h.advance(300)
        #expect(s.hand == nil)
        h.advance(60)
        #expect(s.hand?.piece == piece)
        #expect(s.hand?.overTray == true)
        #expect(s.mirrorCopyRect(of: s.hand!) == nil) // no copy over the tray
        let target = l.cellRect(4)
        h.pointer(.move(.primary), target.center)
        checkInvariants(s)
        let copy = try #require(s.mirrorCopyRect(of: s.hand!))
        #expect(copy == l.mirror!.reflect(s.hand!.rect))
        h.pointer(.release(.primary), target.center)
        #expect(s.rules.cell(of: piece) == 4)
        #expect(s.hand == nil)
        #expect(s.session.moveCount == 1)
    }

    @Test func movingBeforeTheDelayScrollsTheTrayInstead() {
        let (h, s) = jigsawGame()
        let l = s.layout
        h.pointer(.press(.primary), l.slots[5].center)
        h.advance(50)
        h.pointer(.move(.primary), l.slots[5].center + Offset(dx: -6, dy: 0))
        h.pointer(.move(.primary), l.slots[5].center + Offset(dx: -12, dy: 0))
        h.advance(500)
        #expect(s.hand == nil)
        h.pointer(.release(.primary), l.slots[5].center + Offset(dx: -12, dy: 0))
        #expect(s.page == 1)
        #expect(s.session.moveCount == 0)
    }

    @Test func aQuickClickSelectsAndAClickOnACellPlaces() {
        let (h, s) = jigsawGame()
        let l = s.layout
        let piece = s.rules.tray[0]
        h.click(l.slots[0].center)
        #expect(s.selected == piece)
        h.click(l.cellRect(6).center)
        #expect(s.rules.cell(of: piece) == 6)
        // Clicking the mirror image of a cell works like the cell itself.
        // The piece taken left its place empty: the next one stayed in its own.
        let other = s.rules.tray[0]
        #expect(s.rules.trayPlaces[0] == nil && s.rules.trayPlaces[1] == other)
        h.click(l.slots[0].center)
        #expect(s.selected == nil, "an empty place selects nothing")
        h.click(l.slots[1].center)
        h.click(l.mirror!.reflect(l.cellRect(2)).center)
        #expect(s.rules.cell(of: other) == 2)
    }

    @Test func boardPiecesDragAtOnceAndClampToTheirHalf() {
        let (h, s) = jigsawGame()
        let l = s.layout
        let piece = s.rules.tray[0]
        h.click(l.slots[0].center)
        h.click(l.cellRect(4).center)
        let start = l.cellRect(4).center
        h.pointer(.press(.primary), start)
        h.pointer(.move(.primary), start + Offset(dx: 1, dy: 0))
        #expect(s.hand?.piece == piece) // no long press needed
        // Hard right: stops at the mirror line.
        h.pointer(.move(.primary), start + Offset(dx: 60, dy: 0))
        checkInvariants(s)
        #expect(s.hand!.rect.maxX == l.mirror!.line)
        // Hard left, up, and down to the tray's edge.
        h.pointer(.move(.primary), Point(x: -30, y: start.y))
        #expect(s.hand!.rect.minX == l.dragArea.minX)
        #expect(l.dragArea.minX <= l.canvas.minX + 1)
        h.pointer(.move(.primary), Point(x: start.x, y: -30))
        #expect(s.hand!.rect.minY == l.canvas.minY)
        h.pointer(.move(.primary), Point(x: start.x, y: l.tray.minY - 1))
        #expect(s.hand!.rect.maxY <= l.tray.minY)
        checkInvariants(s)
        // Released on the mirror line: snaps to the nearest cell, never lost.
        h.pointer(.release(.primary), Point(x: l.mirror!.line, y: l.cellRect(0).center.y))
        #expect(s.rules.cell(of: piece) == 2)
    }

    @Test func anOccupiedCellSendsThePieceBack() {
        let (h, s) = jigsawGame()
        let l = s.layout
        let a = s.rules.tray[0]
        h.click(l.slots[0].center); h.click(l.cellRect(0).center)
        let b = s.rules.tray[0]
        // Long-press b from the tray and drop it on a's cell: b stays in the tray.
        h.pointer(.press(.primary), l.slots[0].center)
        h.advance(400)
        h.pointer(.move(.primary), l.cellRect(0).center)
        h.pointer(.release(.primary), l.cellRect(0).center)
        #expect(s.rules.cell(of: a) == 0)
        #expect(s.rules.tray.contains(b))
        #expect(s.session.moveCount == 1)
    }

    @Test func rightClickOrDraggingToTheTrayReturnsAPiece() {
        let (h, s) = jigsawGame()
        let l = s.layout
        let a = s.rules.tray[0]
        h.click(l.slots[0].center); h.click(l.cellRect(0).center)
        h.pointer(.press(.secondary), l.cellRect(0).center)
        h.pointer(.release(.secondary), l.cellRect(0).center)
        #expect(s.rules.tray.contains(a))
        h.click(l.slots[0].center); h.click(l.cellRect(1).center)
        let placed = s.rules.board[1]!
        h.pointer(.press(.primary), l.cellRect(1).center)
        h.pointer(.move(.primary), l.slots[3].center)
        h.pointer(.release(.primary), l.slots[3].center)
        #expect(s.rules.tray.contains(placed))
    }

    @Test func releasedOutsideTheWindowIsNeverLost() {
        let (h, s) = jigsawGame()
        let l = s.layout
        let piece = s.rules.tray[0]
        h.pointer(.press(.primary), l.slots[0].center)
        h.advance(400)
        h.pointer(.move(.primary), Point(x: 10, y: 3))
        // The button comes up outside the window; the next report is a hover.
        h.pointer(.move(nil), Point(x: 79, y: 0))
        #expect(s.hand == nil)
        #expect(s.rules.cell(of: piece) != nil || s.rules.tray.contains(piece))
        checkInvariants(s)
    }

    @Test func aWholeGameWithTheKeyboardAlone() throws {
        let (h, s) = jigsawGame(columns: 2)
        #expect(s.rules.count == 6)
        while let piece = s.rules.tray.first {
            // The tray cursor is on the piece; lift it, steer it home, drop it.
            h.key(.enter)
            let start = try #require(s.hand?.keyboardCell)
            let cols = s.rules.columns
            var (r, c) = (start / cols, start % cols)
            while c < piece % cols { h.key(.right); c += 1 }
            while c > piece % cols { h.key(.character("a")); c -= 1 }
            while r < piece / cols { h.key(.character("j")); r += 1 }
            while r > piece / cols { h.key(.up); r -= 1 }
            h.key(.enter)
            #expect(s.rules.cell(of: piece) == piece)
            if s.rules.status != .won { #expect(h.app.screenTitle == "Mirror jigsaw") }
            // Back to the tray, and on from the place just emptied to the next piece.
            if let next = s.rules.tray.first { chooseInTray(next, h, s) }
        }
        #expect(s.rules.status == .won)
        let text = h.screen
        #expect(text.contains("Complete: Frogs"))
        #expect(text.contains("moves 6"))
        #expect(text.contains("Rank 1"))
        let table = try #require(h.store.book.table(mode: "mirror-jigsaw", parameters: ["picture": "frog", "size": "2x3"]))
        #expect(table.entries.first?.moves == 6)
        h.type("n")
        #expect(s.rules.tray.count == 6)
    }

    @Test func boardKeysPickUpMoveAndReturn() {
        let (h, s) = jigsawGame(columns: 2)
        let piece = s.rules.tray[0]
        h.key(.enter); h.key(.enter) // lift and drop on the first empty cell
        #expect(s.rules.cell(of: piece) == 0)
        // The cursor stays on the piece dropped.
        #expect(s.focus == .board && s.ui.boardCursor == 0)
        h.key(.enter) // pick up the piece under the cursor
        h.key(.right)
        h.key(.escape) // put it back
        #expect(s.rules.cell(of: piece) == 0)
        h.key(.enter); h.key(.down); h.key(.enter)
        #expect(s.rules.cell(of: piece) == 2)
        #expect(s.ui.boardCursor == 2, "the cursor went with the piece dropped")
        h.type("x")
        #expect(s.rules.tray.contains(piece))
        h.type("u")
        #expect(s.rules.cell(of: piece) == 2)
        h.key(.control("r"))
        #expect(s.rules.tray.contains(piece))
    }

    @Test func resizeKeepsPiecesAndReclampsThePieceInHand() {
        let (h, s) = jigsawGame()
        let l = s.layout
        let piece = s.rules.tray[0]
        h.click(l.slots[0].center); h.click(l.cellRect(5).center)
        h.pointer(.press(.primary), l.cellRect(5).center)
        h.pointer(.move(.primary), Point(x: l.mirror!.line - 1, y: l.canvas.maxY - 1))
        h.resize(120, 40)
        checkInvariants(s)
        #expect(s.rules.cell(of: piece) == 5)
        h.resize(80, 24)
        checkInvariants(s)
        h.pointer(.release(.primary), Point(x: 30, y: 8))
        checkInvariants(s)
    }

    @Test func classicVariantHasNoMirrorAndCanLock() {
        let (h, s) = jigsawGame(variant: .classic, columns: 2, lock: true)
        #expect(s.rules.columns == 4)
        #expect(s.layout.mirror == nil)
        let piece = s.rules.tray[0]
        h.click(s.layout.slots[0].center)
        h.click(s.layout.cellRect(piece).center)
        #expect(s.rules.isLocked(piece))
        h.pointer(.press(.secondary), s.layout.cellRect(piece).center)
        h.pointer(.release(.secondary), s.layout.cellRect(piece).center)
        #expect(s.rules.cell(of: piece) == piece) // locked: stays
        #expect(h.app.screenTitle == "Jigsaw")
    }

    @Test func aClickThatMovesThePieceTheKeyboardCarriesLetsItGo() throws {
        // Found by random play: the keyboard lifted a piece a click had
        // selected, and a click on an empty cell moved it from under the hand.
        let (h, s) = jigsawGame()
        let l = s.layout, piece = s.rules.tray[0]
        h.click(l.slots[0].center); h.click(l.cellRect(0).center)
        h.now = h.now + 1000
        h.click(l.cellRect(0).center) // selects it
        #expect(s.selected == piece)
        h.key(.character(" ")) // the keyboard lifts it
        #expect(s.hand?.keyboardCell == 0)
        h.now = h.now + 1000
        h.click(l.cellRect(1).center)
        #expect(s.rules.cell(of: piece) == 1)
        #expect(s.hand == nil)
    }

    @Test func leavingSavesAndContinueRestores() throws {
        let store = MemoryStore()
        let (h, s) = jigsawGame(store: store)
        let l = s.layout
        let piece = s.rules.tray[0]
        h.click(l.slots[0].center); h.click(l.cellRect(3).center)
        h.type("q"); h.type("y")
        let save = try #require(store.saves["mirror-jigsaw"])
        let restored = try JigsawScreen(save: save, provider: FakePictures(), mode: .mirrorJigsaw, animate: false)
        #expect(restored.rules == s.rules)
        #expect(restored.rules.cell(of: piece) == 3)
        // The seed travels with the save, so the next new game is the same deal.
        #expect(String(decoding: save, as: UTF8.self).contains("\"seed\":4"))
        #expect(throws: (any Error).self) { try JigsawScreen(save: save, provider: FakePictures(), mode: .jigsaw, animate: false) }
    }

    /// Thousands of random pointer and key events, with resizes, keep every
    /// invariant after every event.
    @Test(arguments: [UInt64(1), 2, 3], [false, true])
    func randomPlayKeepsTheInvariants(seed: UInt64, turnedWithTabs: Bool) {
        var rng = SeededRandom(seed: seed)
        let (h, s) = jigsawGame(seed: seed, rotate: turnedWithTabs, tabs: turnedWithTabs)
        let keys: [Key] = [.left, .right, .up, .down, .enter, .character(" "), .escape, .tab, .character("x"),
                           .character("u"), .control("r"), .character("["), .character("]"), .character("t"), .character("g"),
                           .character("r"), .character("R"), .character("e"), .character("m")]
        for _ in 0..<3000 {
            let roll = rng.int(in: 0..<100)
            let p = Point(x: rng.int(in: -5..<(h.size.width + 5)), y: rng.int(in: -3..<(h.size.height + 3)))
            switch roll {
            case 0..<20: h.pointer(.press(rng.chance(0.85) ? .primary : .secondary), p)
            case 20..<50: h.pointer(.move(.primary), p)
            case 50..<65: h.pointer(.release(.primary), p)
            case 65..<68: h.pointer(.move(nil), p)
            case 68..<70: h.pointer(.wheel(rng.chance(0.5) ? .up : .down), p)
            case 70..<90: h.key(keys[rng.int(in: 0..<keys.count)])
            case 90..<93: h.resize(rng.int(in: 80...200), rng.int(in: 24...60))
            default: h.advance(Int64(rng.int(in: 10...500)))
            }
            if h.app.screenTitle != "Mirror jigsaw" { break } // a stray q or Esc left the game
            _ = h.frame()
            checkInvariants(s)
        }
    }
}

@Suite struct JigsawVictoryTests {
    @Test func theVictoryPlaysThenShowsTheResultAndAnyKeySkipsIt() throws {
        let fake = FakePictures()
        let s = JigsawScreen(picture: fake.pictures[0], provider: fake, variant: .mirror, columns: 1, rows: 2,
                             lock: false, seed: 3, animate: true)
        var registry = ModeRegistry()
        registry.register(.mirrorJigsaw) { _, _ in s }
        let h = AppHarness(options: AppOptions(seed: 1, startMode: .mirrorJigsaw), registry: registry)
        // Two pieces: lift each with the keyboard and steer it home.
        for _ in 0..<2 {
            let piece = try #require(s.rules.tray.first)
            chooseInTray(piece, h, s) // the cursor stayed on the piece dropped
            h.key(.enter)
            while let c = s.hand?.keyboardCell, c != piece { h.key(c < piece ? .down : .up) }
            h.key(.enter)
        }
        #expect(s.rules.status == .won)
        h.advance(500)
        let during = h.screen
        #expect(during.contains("Frogs"))
        #expect(!during.contains("Complete"))
        #expect(h.app.nextDeadline(now: h.now) != nil) // frames keep coming
        h.advance(3000)
        #expect(h.screen.contains("Complete: Frogs"))
        #expect(h.app.nextDeadline(now: h.now) == nil) // and then it is quiet
        h.type("n")
        #expect(s.rules.tray.count == 2)
        // Skipping: win again and press a key at once.
        for _ in 0..<2 {
            let piece = try #require(s.rules.tray.first)
            chooseInTray(piece, h, s) // the cursor stayed on the piece dropped
            h.key(.enter)
            while let c = s.hand?.keyboardCell, c != piece { h.key(c < piece ? .down : .up) }
            h.key(.enter)
        }
        h.key(.character("z"))
        #expect(h.screen.contains("Complete"))
    }
}

/// The finish is worth looking at: the whole picture stays in view, its
/// halves closed, with the result below it where the tray was.
@Suite struct JigsawFinishTests {
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 200, height: 60)])
    func theResultLeavesThePictureInView(size: Size) throws {
        let (h, s) = jigsawGame(columns: 3, size: size)
        // Every piece home, by the rules' own moves.
        for piece in s.rules.tray { h.app.handleForTesting(piece: piece, s) }
        #expect(s.rules.status == .won)
        let l = s.layout
        let c = h.frame()
        let complete = try #require(c.find("Complete:"))
        #expect(complete.y >= l.board.maxY, "the result box covers the picture")
        // No mirror line and no cursor corners on the finished picture.
        for y in l.board.minY..<l.board.maxY {
            for x in l.canvas.minX..<l.canvas.maxX {
                #expect(c[x, y].character != "┊", "mirror line at \(x),\(y)")
            }
        }
    }
}

private extension AppController {
    /// Plays a piece home the way a click on it and on its cell would.
    func handleForTesting(piece: Int, _ s: JigsawScreen) {
        let l = s.layout
        guard let slot = s.rules.trayPlace(of: piece) else { return }
        // Turn to the piece's page, then click it and its cell.
        while slot / l.perPage > s.page { _ = handle(.key(.pageDown), now: .zero) }
        while slot / l.perPage < s.page { _ = handle(.key(.pageUp), now: .zero) }
        let at = l.slots[slot % l.perPage].center
        _ = handle(.pointer(PointerEvent(.press(.primary), at: at, time: .zero)), now: .zero)
        _ = handle(.pointer(PointerEvent(.release(.primary), at: at, time: .zero)), now: .zero)
        let cell = l.cellRect(piece).center
        _ = handle(.pointer(PointerEvent(.press(.primary), at: cell, time: .zero)), now: .zero)
        _ = handle(.pointer(PointerEvent(.release(.primary), at: cell, time: .zero)), now: .zero)
    }
}

@Suite struct JigsawBadgeTests {
    /// A tray piece's number sits in the row under it: every cell of the
    /// slot shows the piece's picture, at 80x24 and at 200x60.
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 200, height: 60)])
    func badgesNeverCoverAPiece(size: Size) throws {
        let (h, s) = jigsawGame(columns: 3, values: ["numbers": "on"], size: size)
        h.key(.tab) // the cursor to the board: the tray's chosen piece keeps dim corners only
        let c = h.frame()
        let l = s.layout
        let chosen = Set(CueOutline.corners(l.slots[s.ui.trayCursor], lines: .light(Glyphs(unicode: true))).map(\.0))
        let fake = FakePictures()
        let picture = try #require(fake.render(fake.pictures[0], cols: l.board.width, rows: l.board.height, depth: .palette256,
                                               unicode: true, mirrored: false))
        for (i, slot) in l.slots.enumerated() where i < s.rules.tray.count {
            let piece = s.rules.tray[i]
            let home = l.cellRect(piece)
            for y in 0..<slot.height {
                for x in 0..<slot.width where !chosen.contains(Point(x: slot.minX + x, y: slot.minY + y)) {
                    let expected = picture[home.minX - l.board.minX + x, home.minY - l.board.minY + y]
                    #expect(c[slot.minX + x, slot.minY + y] == expected, "slot \(i) at \(x),\(y)")
                }
            }
            // The number is under it.
            let below = (slot.minX..<slot.maxX).map { String(c[$0, slot.maxY].character) }.joined()
            #expect(below.contains("\(piece + 1)"))
        }
    }
}

/// The box lid: b (or its entry in the actions list) shows the whole
/// picture over the board until the next key or click, which does nothing else.
@Suite struct JigsawBoxLidTests {
    @Test(arguments: [JigsawMode.Variant.mirror, .classic])
    func theLidShowsTheWholePictureUntilAKeyOrAClick(variant: JigsawMode.Variant) throws {
        let (h, s) = jigsawGame(variant: variant)
        let l = s.layout
        let whole = variant == .mirror ? String(repeating: "L", count: l.board.width) + String(repeating: "R", count: l.board.width)
            : String(repeating: "L", count: l.board.width / 2) + String(repeating: "R", count: l.board.width / 2)
        let row = l.board.minY + 1
        #expect(!h.frame().rowText(row).contains(whole))
        h.type("b")
        var c = h.frame()
        #expect(c.rowText(row).contains(whole), "\(c.rowText(row))")
        #expect(c.text.contains("Box lid · any key or click goes back"))
        #expect(c.text.contains("in the tray"), "the tray stays in view")
        // The next key only puts the lid away: Enter lifts nothing.
        h.key(.enter)
        #expect(s.hand == nil && !h.frame().rowText(row).contains(whole))
        // By mouse: the actions list's entry, then a click anywhere, which selects nothing.
        let lid = try #require(ActionsList.actions(h).first { $0.label == "the box lid: the whole picture" })
        try ActionsList.click(lid, h)
        c = h.frame()
        #expect(c.rowText(row).contains(whole))
        h.click(l.slots[0].center)
        #expect(s.selected == nil && !h.frame().rowText(row).contains(whole))
        #expect(s.session.moveCount == 0)
    }
}
