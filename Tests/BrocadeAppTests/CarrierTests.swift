import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp

/// The carrier alone: gestures in, events out, on a mirrored 4x3 board at
/// 80x24 with a tray of 20 letters (several pages).
@Suite struct CarrierTests {
    let l = JigsawLayout.make(area: Rect(x: 0, y: 0, width: 80, height: 24), columns: 4, rows: 3, mirrored: true)
    let letters = (0..<20).map { Character(UnicodeScalar(65 + $0)!) }
    /// The board: cell 5 holds "z".
    let board: [Int: Character] = [5: "z"]

    func run(_ c: inout Carrier<Character>, _ g: Gesture, turns: Bool = false) -> Carrier<Character>.Event {
        let page = c.page, l = l, letters = letters, board = board
        return c.interpret(g, layout: l, count: letters.count, turns: turns, trayItem: { p in
            for (i, slot) in l.slots.enumerated() where slot.contains(p) {
                let index = page * l.perPage + i
                if index < letters.count { return (letters[index], slot) }
            }
            return nil
        }, boardItem: { p in l.cell(at: l.unmirrored(p)).flatMap { c in board[c].map { (c, $0) } } })
    }

    @Test func aQuickDragUpLiftsAtOnceAndItsSwipeTurnsNoPage() {
        var c = Carrier<Character>()
        let slot = l.slots[1], up = slot.center + Offset(dx: 0, dy: -3)
        #expect(run(&c, .pan(.began, at: up, start: slot.center, translation: up - slot.center)) == .lifted)
        #expect(c.hand?.item == "B" && c.hand?.origin == .tray && c.hand?.rect.size == l.piece)
        // The swipe the same drag makes when it ends is the drag's, not a page's.
        #expect(run(&c, .swipe(.left, start: slot.center, end: up)) == .none)
        #expect(c.page == 0)
    }

    @Test func aSidewaysDragLiftsNothingAndItsSwipeTurnsThePage() {
        var c = Carrier<Character>()
        let slot = l.slots[1], aside = slot.center + Offset(dx: -6, dy: -1)
        #expect(run(&c, .pan(.began, at: aside, start: slot.center, translation: aside - slot.center)) == .none)
        #expect(c.hand == nil)
        #expect(run(&c, .swipe(.left, start: slot.center, end: aside)) == .paged)
        #expect(c.page == 1)
        #expect(run(&c, .swipe(.right, start: slot.center, end: aside)) == .paged)
        #expect(c.page == 0)
        // No page before the first.
        #expect(run(&c, .swipe(.right, start: slot.center, end: aside)) == .none)
    }

    @Test func aLongPressLiftsFollowsAndDropsOnTheNearestCell() throws {
        var c = Carrier<Character>()
        let slot = l.slots[0]
        #expect(run(&c, .longPress(.began, at: slot.center, start: slot.center)) == .lifted)
        let target = l.cellRect(6).center
        #expect(run(&c, .longPress(.changed, at: target, start: slot.center)) == .moved)
        #expect(c.hand?.overTray == false)
        let event = run(&c, .longPress(.ended, at: target, start: slot.center))
        guard case .dropped(let h, let cell) = event else { Issue.record("no drop: \(event)"); return }
        #expect(h.item == "A" && h.origin == .tray && cell == 6)
        #expect(c.hand == nil)
    }

    @Test func aBoardItemDraggedOntoTheTrayIsReturned() {
        var c = Carrier<Character>()
        let from = l.cellRect(5).center
        #expect(run(&c, .pan(.began, at: from, start: from, translation: .zero)) == .lifted)
        #expect(c.hand?.item == "z" && c.hand?.origin == .cell(5))
        let tray = l.slots[2].center
        _ = run(&c, .pan(.changed, at: tray, start: from, translation: tray - from))
        #expect(c.hand?.overTray == true)
        let event = run(&c, .pan(.ended, at: tray, start: from, translation: tray - from))
        guard case .returned(let h) = event else { Issue.record("not returned: \(event)"); return }
        #expect(h.item == "z" && h.origin == .cell(5))
        #expect(c.hand == nil)
    }

    @Test func aPressOnTheMirroredHalfTakesTheItemOfItsReflection() {
        var c = Carrier<Character>()
        let from = l.mirror!.reflect(l.cellRect(5)).center
        #expect(run(&c, .pan(.began, at: from, start: from, translation: .zero)) == .lifted)
        #expect(c.hand?.origin == .cell(5))
        // An empty cell lifts nothing.
        var d = Carrier<Character>()
        #expect(run(&d, .pan(.began, at: l.cellRect(0).center, start: l.cellRect(0).center, translation: .zero)) == .none)
    }

    @Test func aCancelledDragPutsTheItemBackButAKeyboardHandStays() {
        var c = Carrier<Character>()
        let slot = l.slots[0]
        _ = run(&c, .longPress(.began, at: slot.center, start: slot.center))
        #expect(run(&c, .longPress(.cancelled, at: slot.center, start: slot.center)) == .cancelled)
        #expect(c.hand == nil)
        c.hand = .init(item: "Q", origin: .tray, rect: l.cellRect(2), grab: .zero, overTray: false, keyboardCell: 2)
        #expect(run(&c, .pan(.cancelled, at: slot.center, start: slot.center, translation: .zero)) == .cancelled)
        #expect(c.hand?.keyboardCell == 2)
        // Nor does the pointer move it.
        #expect(run(&c, .pan(.changed, at: l.cellRect(7).center, start: slot.center, translation: .zero)) == .none)
        #expect(c.hand?.rect == l.cellRect(2))
    }

    @Test func theWheelTurnsTheItemInHandWhenItMayElsePages() {
        var c = Carrier<Character>()
        let p = l.cellRect(0).center
        #expect(run(&c, .wheel(.down, at: p)) == .paged)
        #expect(c.page == 1)
        #expect(run(&c, .wheel(.up, at: p), turns: true) == .paged, "no hand: pages even where turning is allowed")
        #expect(c.page == 0)
        _ = run(&c, .longPress(.began, at: l.slots[0].center, start: l.slots[0].center))
        #expect(run(&c, .wheel(.down, at: p), turns: true) == .turn(by: 1))
        #expect(run(&c, .wheel(.up, at: p), turns: true) == .turn(by: -1))
        #expect(run(&c, .wheel(.down, at: p), turns: false) == .paged, "pieces that do not turn: the wheel pages")
    }

    @Test func thePageArrowsTurnPagesAndOtherTapsAreTheModes() {
        var c = Carrier<Character>()
        #expect(run(&c, .tap(at: l.nextPage.center, button: .primary)) == .paged)
        #expect(c.page == 1)
        #expect(run(&c, .tap(at: l.previousPage.center, button: .primary)) == .paged)
        #expect(run(&c, .tap(at: l.slots[0].center, button: .primary)) == .notMine)
        #expect(run(&c, .doubleTap(at: l.cellRect(5).center)) == .notMine)
    }

    @Test func aResizeKeepsThePageAmongThoseThereAre() {
        var c = Carrier<Character>()
        c.page = 9
        c.relayout(l, count: letters.count)
        #expect(c.page == l.pageCount(letters.count) - 1)
    }
}
