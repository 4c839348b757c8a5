import BrocadeCore
import BrocadeTUI

/// The menu's Continue: every unfinished game of a mode, newest first, as a
/// jigsaw app's shelf of started puzzles. Each row says which game it is,
/// its moves and time, and when it was last played; the chosen one is shown
/// beside the list where the mode has a picture. A game leaves the shelf
/// when it is finished, or when the player removes it, after a question.
public final class ShelfScreen: Screen {
    public struct Item {
        public var id: String
        public var savedAt: Int64
        /// The game, restored from its save and ready to play.
        public var screen: Screen

        public init(id: String, savedAt: Int64, screen: Screen) {
            self.id = id
            self.savedAt = savedAt
            self.screen = screen
        }
    }

    let info: ModeInfo
    private(set) var items: [Item]
    private(set) var selected = 0
    /// The first row shown, when the list is longer than the screen.
    private var top = 0
    /// "Remove this game?" is asked.
    private(set) var confirmingRemoval = false
    /// Seconds since 1970 when the shelf opened, for "2 h ago".
    private let today: Int64
    private let remove: (String) -> Void
    private var rowRects: [Rect] = []
    private var buttons: [(Rect, Key)] = []
    private var previews: [String: (Size, Canvas?)] = [:]

    public init(info: ModeInfo, items: [Item], today: Int64, remove: @escaping (String) -> Void) {
        self.info = info
        self.items = items
        self.today = today
        self.remove = remove
    }

    public var title: String { tr("Continue \(info.title)") }
    public var minimumSize: Size { minimumTerminalSize }

    public var helpSections: [HelpSection] {
        [HelpSection(tr("Games in progress"), [
            HelpEntry("Up Down, k j, w s", tr("choose a game")),
            HelpEntry("Tab, Shift-Tab", tr("the next or previous game")),
            HelpEntry("Home PgUp, End PgDn", tr("the first or last game")),
            HelpEntry("Enter, Space", tr("play it")),
            HelpEntry("d, Delete, Backspace", tr("remove it (asks first; it cannot be brought back)")),
            HelpEntry("Esc, q", tr("back to the menu")),
            HelpEntry.mouse(tr("mouse: click"), tr("choose a game; click it again to play")),
            HelpEntry.mouse(tr("mouse: buttons"), tr("Play, Remove, Back")),
            HelpEntry.mouse(tr("mouse: wheel"), tr("move the highlight")),
        ])]
    }

    public func statusDetail(now: TimePoint) -> String? {
        items.count == 1 ? tr("1 game in progress") : tr("\(items.count) games in progress")
    }

    public func gesturePolicy(at point: Point) -> GesturePolicy { .tapOnly }

    // MARK: Input

    public func handle(_ input: ScreenInput, now: TimePoint, context: AppContext) -> ScreenOutcome {
        if confirmingRemoval {
            switch ChoicePanel.yesNo(input, buttons: buttons) {
            case .yes: return removeSelected()
            case .no:
                confirmingRemoval = false
                return .changed
            case nil: return .handled
            }
        }
        let input = buttonKey(input)
        switch input {
        case .key(let key):
            switch key {
            case .up, .character("k"), .character("w"), .backTab: return move(by: -1)
            case .down, .character("j"), .character("s"), .tab: return move(by: 1)
            case .home, .pageUp: return select(0)
            case .end, .pageDown: return select(items.count - 1)
            case .enter, .character(" "): return play()
            case .character("d"), .character("D"), .delete, .backspace:
                confirmingRemoval = true
                return .changed
            case .escape: return .pop
            default: return .ignored
            }
        case .gesture(let g):
            switch g {
            case .tap(let p, .primary):
                guard let i = rowRects.firstIndex(where: { $0.contains(p) }) else { return .handled }
                let index = top + i
                guard index < items.count else { return .handled }
                // A click on the chosen game plays it; on another, chooses it.
                if index == selected { return play() }
                return select(index)
            case .wheel(.up, _): return move(by: -1)
            case .wheel(.down, _): return move(by: 1)
            default: return .handled
            }
        }
    }

    /// A click on a button is its key.
    private func buttonKey(_ input: ScreenInput) -> ScreenInput {
        if case .gesture(.tap(let p, .primary)) = input, let k = ChoicePanel.key(at: p, in: buttons) { return .key(k) }
        return input
    }

    private func move(by delta: Int) -> ScreenOutcome { select(max(0, min(items.count - 1, selected + delta))) }

    private func select(_ i: Int) -> ScreenOutcome {
        guard i != selected else { return .handled }
        selected = i
        return .changed
    }

    private func play() -> ScreenOutcome { .openGame(items[selected].screen) }

    private func removeSelected() -> ScreenOutcome {
        confirmingRemoval = false
        let item = items.remove(at: selected)
        remove(item.id)
        previews[item.id] = nil
        guard !items.isEmpty else { return .pop }
        selected = min(selected, items.count - 1)
        return .changed
    }

    // MARK: Drawing

    /// "just now", "5 min ago", "3 h ago", "2 days ago", or the date.
    func whenPlayed(_ savedAt: Int64) -> String {
        let ago = max(0, today - savedAt)
        if ago < 60 { return tr("just now") }
        if ago < 3600 { return tr("\(ago / 60) min ago") }
        if ago < 86_400 { return tr("\(ago / 3600) h ago") }
        if ago < 7 * 86_400 { return ago < 2 * 86_400 ? tr("yesterday") : tr("\(ago / 86_400) days ago") }
        return String(CalendarDate.iso8601(unixSeconds: savedAt).prefix(10))
    }

    struct Layout {
        var titleRow: Int
        var list: Rect
        var preview: Rect?
        var buttonRow: Int
    }

    func layout(area: Rect) -> Layout {
        let inner = area.inset(left: 2, right: 2)
        let titleRow = area.minY + 1
        let buttonRow = area.maxY - 2
        let listHeight = max(2, buttonRow - 1 - (titleRow + 2))
        let wantsPreview = inner.width >= 72
        let listWidth = wantsPreview ? min(64, inner.width * 11 / 20) : min(inner.width, 72)
        let listX = wantsPreview ? inner.minX : inner.minX + (inner.width - listWidth) / 2
        let list = Rect(x: listX, y: titleRow + 2, width: listWidth, height: listHeight)
        let preview = wantsPreview ? Rect(x: list.maxX + 2, y: list.minY, width: inner.maxX - list.maxX - 2, height: listHeight) : nil
        return Layout(titleRow: titleRow, list: list, preview: preview, buttonRow: buttonRow)
    }

    public func draw(into canvas: inout Canvas, area: Rect, now: TimePoint, context: AppContext) {
        let t = context.theme, g = context.glyphs
        let l = layout(area: area)
        canvas.centered(tr("Games in progress: \(info.title)"), row: l.titleRow, in: area, style: t.title)
        // Two rows a game: which game, then moves, time and when.
        let shown = max(1, l.list.height / 2)
        if selected < top { top = selected }
        if selected >= top + shown { top = selected - shown + 1 }
        top = max(0, min(top, max(0, items.count - shown)))
        rowRects = []
        for i in 0..<min(shown, items.count - top) {
            let index = top + i
            let item = items[index]
            let r = Rect(x: l.list.minX, y: l.list.minY + 2 * i, width: l.list.width, height: 2)
            rowRects.append(r)
            let isSel = index == selected
            let style = isSel ? t.itemSelected : t.item
            canvas.fill(r, style: style)
            let summary = item.screen.shelfSummary(previewSize: nil, now: now, context: context)
            let marker: Character = isSel ? g.pointer : " "
            canvas.put(marker, at: Point(x: r.minX + 1, y: r.minY), style: style, clip: r)
            canvas.text(summary?.line ?? item.id, at: Point(x: r.minX + 3, y: r.minY), style: style.with([.bold]), clip: r)
            var detail = whenPlayed(item.savedAt)
            if let s = summary {
                detail = tr("moves \(s.moves)") + g.separator + formatDuration(milliseconds: s.elapsed) + g.separator + detail
            }
            canvas.text(detail, at: Point(x: r.minX + 3, y: r.minY + 1), style: isSel ? style : t.description, clip: r)
        }
        if top > 0 { canvas.text(g.unicode ? "▲" : "^", at: Point(x: l.list.maxX - 2, y: l.list.minY - 1), style: t.description) }
        if top + shown < items.count {
            canvas.text(g.unicode ? "▼" : "v", at: Point(x: l.list.maxX - 2, y: min(l.buttonRow - 1, l.list.minY + 2 * shown)), style: t.description)
        }
        if let p = l.preview, p.width >= 8, p.height >= 4 {
            drawPreview(items[selected], in: p, now: now, into: &canvas, context: context)
        }
        let choices: [(label: String, key: Key)] = [(tr("Play (Enter)"), .enter), (tr("Remove (d)"), .character("d")),
                                                     (tr("Back (Esc)"), .escape)]
        buttons = []
        let texts = choices.map { "[ \($0.label) ]" }
        let total = texts.reduce(0) { $0 + TextWidth.of($1) } + 2 * (texts.count - 1)
        var x = area.minX + max(0, (area.width - total) / 2)
        for (i, text) in texts.enumerated() {
            let r = Rect(x: x, y: l.buttonRow, width: TextWidth.of(text), height: 1)
            canvas.text(text, at: r.origin, style: i == 0 ? t.buttonFocused : t.button, clip: area)
            buttons.append((r, choices[i].key))
            x = r.maxX + 2
        }
        if confirmingRemoval {
            let what = items[selected].screen.shelfSummary(previewSize: nil, now: now, context: context)?.line ?? items[selected].id
            buttons = ChoicePanel(lines: [tr("Remove this game?"), what, tr("It cannot be brought back.")],
                                  choices: [(tr("Yes (y)"), .character("y")), (tr("No (n)"), .character("n"))])
                .draw(over: area, area: area, into: &canvas, context: context)
        }
    }

    /// The chosen game's picture, centred across `rect` and level with the
    /// list's top; made once for each size.
    private func drawPreview(_ item: Item, in rect: Rect, now: TimePoint, into canvas: inout Canvas, context: AppContext) {
        let canvasPreview: Canvas?
        if let (size, c) = previews[item.id], size == rect.size {
            canvasPreview = c
        } else {
            canvasPreview = item.screen.shelfSummary(previewSize: rect.size, now: now, context: context)?.preview
            previews[item.id] = (rect.size, canvasPreview)
        }
        guard let c = canvasPreview else { return }
        let origin = Point(x: rect.minX + max(0, (rect.width - c.size.width) / 2), y: rect.minY)
        canvas.blit(c, at: origin, clip: rect)
    }
}
