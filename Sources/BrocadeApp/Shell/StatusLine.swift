import BrocadeCore
import BrocadeTUI

/// The bottom row: where you are, time and moves, and the two keys everyone
/// needs (which are also buttons, so the mouse alone can reach them). A
/// screen with actions gets a third button, "≡", which lists them; where
/// the row has room, the first actions are buttons on it too.
struct StatusLine {
    enum Button: Equatable {
        case help, quit
        /// The "≡" button: the list of the screen's actions.
        case actions
        /// An action on the row itself, by its index in `actions`.
        case action(Int)
    }

    var row: Int
    var helpRect: Rect
    var quitRect: Rect
    /// The "≡" button; nil for a screen without actions.
    var actionsRect: Rect?
    /// Whether the "≡" button has room for its word.
    var actionsWord: Bool
    /// The actions shown on the row, left to right: where, and which.
    var inline: [(rect: Rect, index: Int)]
    var actions: [ScreenAction]
    /// The row has room for "brocade · " before the screen's name.
    var showsName: Bool

    /// Columns kept free beside the detail for it to grow (a clock passing
    /// ten minutes, moves passing 99) without buttons coming and going.
    static let detailSlack = 6

    static func layout(size: Size, quitLabel: String, mode: String = "", detail: String? = nil,
                       actions: [ScreenAction] = []) -> StatusLine {
        let y = size.height - 1
        let help = " ? \(helpLabel) ", quit = " q \(quitLabel) "
        let qw = TextWidth.of(quit), hw = TextWidth.of(help)
        let quitRect = Rect(x: size.width - qw, y: y, width: qw, height: 1)
        let helpRect = Rect(x: quitRect.minX - hw, y: y, width: hw, height: 1)
        var line = StatusLine(row: y, helpRect: helpRect, quitRect: quitRect, actionsRect: nil, actionsWord: false, inline: [],
                              actions: actions, showsName: true)
        guard !actions.isEmpty else { return line }
        let detailWidth = detail.map { TextWidth.of($0) + 2 } ?? 0
        let named = TextWidth.of(leftText(mode: mode, named: true)), bare = TextWidth.of(leftText(mode: mode, named: false))
        let withWord = TextWidth.of(actionsText(word: true)), bareButton = TextWidth.of(actionsText(word: false))
        // The word goes last: first "brocade · " makes room for it.
        let room = helpRect.minX
        if named + detailWidth + withWord <= room {
            (line.showsName, line.actionsWord) = (true, true)
        } else {
            (line.showsName, line.actionsWord) = (false, bare + detailWidth + withWord <= room)
        }
        let bw = line.actionsWord ? withWord : bareButton
        let actionsRect = Rect(x: helpRect.minX - bw, y: y, width: bw, height: 1)
        line.actionsRect = actionsRect
        // As many of the first actions as fit beside a detail with room to grow.
        let used = (line.showsName ? named : bare) + detailWidth + detailSlack
        var widths: [Int] = []
        for a in actions {
            let w = TextWidth.of(inlineText(a))
            if used + widths.reduce(0, +) + w > actionsRect.minX { break }
            widths.append(w)
        }
        var x = actionsRect.minX - widths.reduce(0, +)
        for (i, w) in widths.enumerated() {
            line.inline.append((Rect(x: x, y: y, width: w, height: 1), i))
            x += w
        }
        return line
    }

    /// The help button's word, measured for its place and drawn there.
    static var helpLabel: String { tr("help") }
    /// The actions button's word.
    static var actionsLabel: String { tr("actions") }

    static func leftText(mode: String, named: Bool) -> String {
        // The separator's width is the same in both glyph sets.
        named ? " brocade · \(mode) " : " \(mode) "
    }

    static func actionsText(word: Bool) -> String { word ? " ≡ \(actionsLabel) " : " ≡ " }

    static func inlineText(_ a: ScreenAction) -> String { " \(a.keyLabel) \(a.label) " }

    /// The "≡" glyph, or its ASCII stand-in, which is also its key. Not "☰":
    /// DejaVu Sans Mono and many other terminal fonts lack it.
    static func actionsGlyph(_ g: Glyphs) -> String { g.unicode ? "≡" : "=" }

    func button(at p: Point) -> Button? {
        if helpRect.contains(p) { return .help }
        if quitRect.contains(p) { return .quit }
        if let r = actionsRect, r.contains(p) { return .actions }
        if let hit = inline.first(where: { $0.rect.contains(p) }) { return .action(hit.index) }
        return nil
    }

    func draw(into canvas: inout Canvas, mode: String, detail: String?, notice: String?, quitLabel: String, context: AppContext) {
        let t = context.theme, g = context.glyphs
        let bar = Rect(x: 0, y: row, width: canvas.size.width, height: 1)
        canvas.fill(bar, style: t.statusBar)
        let left = showsName ? " brocade\(g.separator)\(mode) " : " \(mode) "
        let leftEnd = canvas.text(left, at: Point(x: 0, y: row), style: t.statusBar.with([.bold]), clip: bar)
        let rightStart = inline.first?.rect.minX ?? actionsRect?.minX ?? helpRect.minX
        let middle = Rect(x: leftEnd, y: row, width: max(0, rightStart - leftEnd), height: 1)
        if let notice {
            canvas.text(" " + notice, at: middle.origin, style: t.notice, clip: middle)
        } else if let detail {
            canvas.centered(detail, row: row, in: middle, style: t.statusBar)
        }
        for (rect, i) in inline {
            let a = actions[i]
            let keyStyle = a.isEnabled ? t.statusKey : Self.disabled(t.statusBar, t)
            let labelStyle = a.isEnabled ? t.statusBar : Self.disabled(t.statusBar, t)
            let x = canvas.text(" " + a.keyLabel, at: rect.origin, style: keyStyle, clip: rect)
            canvas.text(" \(a.label) ", at: Point(x: x, y: row), style: labelStyle, clip: rect)
        }
        if let r = actionsRect {
            canvas.text(" " + Self.actionsGlyph(g), at: r.origin, style: t.statusKey, clip: bar)
            if actionsWord { canvas.text(" \(Self.actionsLabel) ", at: Point(x: r.minX + 2, y: row), style: t.statusBar, clip: bar) }
        }
        canvas.text(" ?", at: helpRect.origin, style: t.statusKey, clip: bar)
        canvas.text(" \(Self.helpLabel) ", at: Point(x: helpRect.minX + 2, y: row), style: t.statusBar, clip: bar)
        canvas.text(" q", at: quitRect.origin, style: t.statusKey, clip: bar)
        canvas.text(" \(quitLabel) ", at: Point(x: quitRect.minX + 2, y: row), style: t.statusBar, clip: bar)
    }

    /// An action that would do nothing now: faint on the bar, in a colour of
    /// its own where there is one, still 3:1 on the bar (faint in xterm
    /// halves a colour, so not with one).
    static func disabled(_ on: CellStyle, _ t: Theme) -> CellStyle {
        var s = on
        switch t.depth {
        case .none, .ansi8: s.attributes = [.dim]
        case .ansi16: s.attributes = []; s.foreground = .cyan
        default: s.attributes = []; s.foreground = .rgb(150, 160, 200)
        }
        return s
    }
}
