import BrocadeCore
import BrocadeTUI

/// Where a carried item was taken from: the tray, or a board cell.
enum CarriedFrom: Equatable { case tray, cell(Int) }

/// The hand that carries things between a tray and a mirrored board, shared
/// by both jigsaws (pieces) and the loom (tiles), so that a drag is written,
/// and fixed, once. It holds the item in hand, the tray's page and the
/// drag-up memory; `interpret` turns the pointer's gestures into events,
/// and each mode keeps only what they mean to it (what a drop does, locks,
/// turning).
struct Carrier<Item: Equatable>: Equatable {
    /// An item in hand: where it came from, where it is drawn, and where the
    /// pointer holds it.
    struct Hand: Equatable {
        var item: Item
        var origin: CarriedFrom
        var rect: Rect
        var grab: Offset
        var overTray: Bool
        /// Carried with the keyboard: it sits on this cell, and the pointer leaves it alone.
        var keyboardCell: Int? = nil
    }

    /// What a gesture did to the hand or the tray.
    enum Event: Equatable {
        /// An item was taken into the hand.
        case lifted
        /// The hand followed the pointer.
        case moved
        /// Let go over the board: the item goes to `cell`, the nearest to where it was drawn.
        case dropped(Hand, cell: Int)
        /// Let go over the tray.
        case returned(Hand)
        /// The drag was cancelled: the item is back where it was.
        case cancelled
        /// The tray shows another page.
        case paged
        /// The wheel, with an item in hand and turning allowed: a quarter
        /// turn, clockwise when positive.
        case turn(by: Int)
        /// The carrier's gesture, and nothing to do (a page beyond the last,
        /// the swipe a quick drag up also makes).
        case none
        /// Not the carrier's (a tap, a double tap): the mode's own.
        case notMine
    }

    var hand: Hand?
    var page = 0
    /// A tray item lifted by a quick drag: the swipe that drag also makes
    /// turns no page.
    var liftedByDragAt: Point?

    /// The hand that follows the pointer: one carried with the keyboard does not.
    var pointerHand: Hand? { hand?.keyboardCell == nil ? hand : nil }

    /// What `g` does. `trayItem` gives the item in the tray slot a point is
    /// on (on the current page) and that slot; `boardItem` the cell a press
    /// is about and its item; `count` is how many items the tray holds (for
    /// its pages); `turns` lets the wheel turn an item in hand.
    mutating func interpret(_ g: Gesture, layout l: JigsawLayout, count: Int, turns: Bool,
                            trayItem: (Point) -> (Item, Rect)?, boardItem: (Point) -> (cell: Int, item: Item)?) -> Event {
        switch g {
        case .longPress(.began, _, let start):
            guard let (item, slot) = trayItem(start) else { return .none }
            hand = lift(item, from: slot, at: start, l)
            return .lifted
        case .pan(.began, let p, let start, _) where l.tray.contains(start):
            // A quick drag up out of the tray lifts the item at once; a
            // sideways one is left to turn the page when it ends.
            liftedByDragAt = nil
            let t = p - start
            guard t.dy < 0, -2 * t.dy >= abs(t.dx), let (item, slot) = trayItem(start) else { return .none }
            hand = lift(item, from: slot, at: start, l)
            liftedByDragAt = start
            follow(p, l)
            return .lifted
        case .pan(.began, let p, let start, _):
            guard let (cell, item) = boardItem(start) else { return .none }
            let r = l.cellRect(cell)
            hand = Hand(item: item, origin: .cell(cell), rect: r, grab: l.unmirrored(start) - r.origin, overTray: false)
            follow(l.unmirrored(p), l)
            return .lifted
        case .longPress(.changed, let p, _), .pan(.changed, let p, _, _):
            guard pointerHand != nil else { return .none }
            follow(p, l)
            return .moved
        case .longPress(.ended, let p, _), .pan(.ended, let p, _, _):
            guard pointerHand != nil else { return .none }
            follow(p, l)
            let h = hand!
            hand = nil
            if l.tray.contains(p) { return .returned(h) }
            return .dropped(h, cell: l.nearestCell(to: h.rect))
        case .longPress(.cancelled, _, _), .pan(.cancelled, _, _, _):
            if pointerHand != nil { hand = nil }
            return .cancelled
        case .swipe(_, let start, _) where liftedByDragAt == start:
            liftedByDragAt = nil
            return .none
        case .swipe(let d, let start, _) where l.tray.contains(start) && hand == nil:
            // The content follows the finger: a swipe left shows the next page.
            if d == .left { return turnPage(1, count: count, l) ? .paged : .none }
            if d == .right { return turnPage(-1, count: count, l) ? .paged : .none }
            return .none
        case .wheel(let d, _) where turns && hand != nil:
            return .turn(by: d == .down || d == .right ? 1 : -1)
        case .wheel(let d, _):
            return turnPage(d == .down || d == .right ? 1 : -1, count: count, l) ? .paged : .none
        case .tap(let p, .primary) where l.previousPage.contains(p):
            return turnPage(-1, count: count, l) ? .paged : .none
        case .tap(let p, .primary) where l.nextPage.contains(p):
            return turnPage(1, count: count, l) ? .paged : .none
        default:
            return .notMine
        }
    }

    /// Shows the page `by` pages on, within the pages there are; false when
    /// there is none there.
    mutating func turnPage(_ by: Int, count: Int, _ l: JigsawLayout) -> Bool {
        let next = (page + by).clamped(to: 0...(l.pageCount(count) - 1))
        guard next != page else { return false }
        page = next
        return true
    }

    /// A tray item in hand at a board piece's size, held at the same place
    /// of its picture as the pointer held it in its (maybe smaller) slot.
    func lift(_ item: Item, from slot: Rect, at p: Point, _ l: JigsawLayout) -> Hand {
        let (rect, grab) = l.lifted(from: slot, at: p)
        return Hand(item: item, origin: .tray, rect: rect, grab: grab, overTray: l.tray.contains(p))
    }

    /// Moves the item in hand with the pointer, keeping where it was grabbed.
    mutating func follow(_ p: Point, _ l: JigsawLayout) {
        guard var h = hand else { return }
        (h.rect, h.overTray) = l.held(at: p, grab: h.grab)
        hand = h
    }

    /// After a resize: the hand re-clamped (or back on its cell), the page
    /// kept among the pages there are.
    mutating func relayout(_ l: JigsawLayout, count: Int) {
        if var h = hand {
            if let c = h.keyboardCell { h.rect = l.cellRect(c) } else { h.rect = l.dragArea.clamp(Rect(origin: h.rect.origin, size: l.piece)) }
            hand = h
        }
        page = min(page, l.pageCount(count) - 1)
    }
}

extension Carrier {
    /// Moves a tray's cursor by `d` among its `count` items, the page
    /// following the cursor: the tray's arrow keys in both jigsaws and the loom.
    mutating func step(_ cursor: inout Int, by d: Int, count: Int, perPage: Int) {
        cursor = (cursor + d).clamped(to: 0...max(0, count - 1))
        page = cursor / max(1, perPage)
    }
}

/// A screen's state that carries with a `Carrier`: its hand and its tray's
/// page, read and written through it, as both jigsaws and the loom have them.
protocol HoldsCarrier {
    associatedtype Item: Equatable
    var carrier: Carrier<Item> { get set }
}

extension HoldsCarrier {
    var hand: Carrier<Item>.Hand? {
        get { carrier.hand }
        set { carrier.hand = newValue }
    }
    var page: Int {
        get { carrier.page }
        set { carrier.page = newValue }
    }
}
