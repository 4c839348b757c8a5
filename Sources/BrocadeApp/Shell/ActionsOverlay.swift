import BrocadeCore
import BrocadeTUI

/// The list the status line's "≡" button opens: every action of the screen
/// with its key, in a box standing on the status line under the button.
/// A click on an action, or its key, closes the list and presses the key;
/// Up, Down and Enter choose one too. Esc (unless it is an action's key),
/// q, = and a click elsewhere close it.
final class ActionsOverlay {
    let actions: [ScreenAction]
    private(set) var focus: Int?
    private var box = Rect.zero
    private var rows: [(rect: Rect, index: Int)] = []

    enum Answer: Equatable {
        /// Close the list and press this key.
        case run(Key)
        case close
        /// Nothing to do (a disabled action, the box's frame).
        case stay
        /// The focus moved: draw again.
        case moved
    }

    /// The keys that open the list, and close it again.
    static let keys: Set<Key> = [.character("="), .function(10)]

    init(actions: [ScreenAction]) {
        self.actions = actions
        focus = actions.firstIndex(where: \.isEnabled)
    }

    func answer(_ key: Key) -> Answer {
        // An action's own key first: in the list as in the game, Esc stops
        // the computer's play where that is an action.
        // Enter is the list's own: it runs the action in focus.
        if key != .enter, let a = actions.first(where: { $0.key == key && $0.isEnabled }) { return .run(a.key) }
        switch key {
        case .escape, .character("q"), .character("Q"):
            return .close
        case _ where Self.keys.contains(key):
            return .close
        case .up, .backTab:
            return moveFocus(-1)
        case .down, .tab:
            return moveFocus(1)
        case .enter:
            guard let f = focus, actions[f].isEnabled else { return .stay }
            return .run(actions[f].key)
        default:
            // An enabled action's key ran above; a disabled one's does nothing.
            return .stay
        }
    }

    func answer(click p: Point) -> Answer {
        if let hit = rows.first(where: { $0.rect.contains(p) }) {
            let a = actions[hit.index]
            return a.isEnabled ? .run(a.key) : .stay
        }
        return box.contains(p) ? .stay : .close
    }

    /// The next enabled action that way, wrapping round.
    private func moveFocus(_ by: Int) -> Answer {
        let n = actions.count
        guard n > 0 else { return .stay }
        var i = focus ?? (by > 0 ? -1 : n)
        for _ in 0..<n {
            i = ((i + by) % n + n) % n
            if actions[i].isEnabled {
                focus = i
                return .moved
            }
        }
        return .stay
    }

    static var title: String { tr("Actions") }
    static var footer: String { tr("click one, or press its key; Esc closes") }

    /// Draws the box over `area`, standing on the status line under its
    /// "≡" button, `anchor` (where it is now: the terminal may have been resized).
    func draw(into canvas: inout Canvas, area: Rect, anchor: Rect?, context: AppContext) {
        let t = context.theme, g = context.glyphs
        let keyWidth = actions.map { TextWidth.of($0.keyLabel) }.max() ?? 0
        let labelWidth = actions.map { TextWidth.of($0.label) }.max() ?? 0
        let inner = max(1 + keyWidth + 2 + labelWidth + 1, TextWidth.of(Self.footer) + 2, TextWidth.of(Self.title) + 4)
        let width = min(area.width, inner + 2)
        let height = min(area.height, actions.count + 3)
        // Standing on the status line, its right edge over the button's.
        let right = min(area.maxX, max(width, anchor?.maxX ?? area.maxX))
        box = Rect(x: max(area.minX, right - width), y: area.maxY - height, width: width, height: height)
        canvas.fill(box, style: t.overlay)
        canvas.frame(box, glyphs: g, style: t.overlay.with([.bold]), title: Self.title, titleStyle: t.overlayTitle)
        let body = box.inset(top: 1, left: 1, bottom: 1, right: 1)
        rows = []
        for (i, a) in actions.enumerated() {
            let y = body.minY + i
            guard y < body.maxY - 1 else { break }
            let r = Rect(x: body.minX, y: y, width: body.width, height: 1)
            rows.append((r, i))
            let focused = focus == i && a.isEnabled
            let off = Self.disabled(t)
            let keyStyle = focused ? t.buttonFocused : a.isEnabled ? t.overlayKey : off
            let labelStyle = focused ? t.buttonFocused : a.isEnabled ? t.overlay : off
            if focused { canvas.fill(r, style: t.buttonFocused) }
            canvas.text(a.keyLabel, at: Point(x: r.minX + 1, y: y), style: keyStyle, clip: r)
            canvas.text(a.label, at: Point(x: r.minX + 1 + keyWidth + 2, y: y), style: labelStyle, clip: r)
        }
        canvas.centered(Self.footer, row: body.maxY - 1, in: body, style: t.overlay.with([.dim]))
    }

    /// An action that would do nothing now: faint, as the status line draws one.
    static func disabled(_ t: Theme) -> CellStyle { StatusLine.disabled(t.overlay, t) }
}
