import BrocadeCore
import BrocadeTUI

/// Every key and mouse action of the current screen, in a box over it.
/// Any key closes it; when the text is longer than the box, the scrolling
/// keys scroll instead.
final class HelpOverlay {
    let title: String
    let lines: [Line]
    private(set) var scroll = 0
    private var visibleRows = 0
    /// Rows as last drawn: an entry too long for the box takes several.
    private var rowCount = 0

    enum Line: Hashable {
        case heading(String)
        /// A paragraph of prose, wrapped to the box.
        case text(String)
        case entry(HelpEntry)
        case blank
    }

    init(screenTitle: String, sections: [HelpSection]) {
        title = tr("Help: \(screenTitle)")
        var out: [Line] = []
        for (i, s) in sections.enumerated() {
            if i > 0 { out.append(.blank) }
            out.append(.heading(s.title))
            out += s.paragraphs.map { .text($0) }
            out += s.entries.map { .entry($0) }
        }
        lines = out
        rowCount = out.count
    }

    /// True when the key was used to scroll; false means close.
    func scrolls(with key: Key) -> Bool {
        let maxScroll = max(0, rowCount - visibleRows)
        guard maxScroll > 0 else { return false }
        switch key {
        case .down, .character("j"): scroll = min(maxScroll, scroll + 1)
        case .up, .character("k"): scroll = max(0, scroll - 1)
        case .pageDown, .character(" "): scroll = min(maxScroll, scroll + max(1, visibleRows - 1))
        case .pageUp: scroll = max(0, scroll - max(1, visibleRows - 1))
        default: return false
        }
        return true
    }

    func scrollWheel(_ dir: WheelDirection) {
        let maxScroll = max(0, rowCount - visibleRows)
        if dir == .down { scroll = min(maxScroll, scroll + 1) }
        if dir == .up { scroll = max(0, scroll - 1) }
    }

    /// One row of the box: a heading, an entry's keys with the first part
    /// of its action, the rest of a long action, or nothing.
    private enum Row {
        case heading(String)
        /// A row of a paragraph: its first, or one after (indented).
        case text(String, first: Bool)
        case entry(keys: String, action: String)
        case more(String)
        case blank
    }

    /// The lines as rows of the box: an action wider than its column wraps
    /// onto rows of its own under it, so no line is cut at 80 columns.
    private func rows(actionWidth: Int, textWidth: Int) -> [Row] {
        lines.flatMap { line -> [Row] in
            switch line {
            case .heading(let s): return [.heading(s)]
            case .text(let s):
                // The rows after the first are indented by two.
                let first = TextWidth.wrap(s, to: max(1, textWidth)).first ?? ""
                let rest = String(s.dropFirst(first.count).drop { $0 == " " })
                let more = rest.isEmpty ? [] : TextWidth.wrap(rest, to: max(1, textWidth - 2))
                return [.text(first, first: true)] + more.map { .text($0, first: false) }
            case .blank: return [.blank]
            case .entry(let e):
                let parts = TextWidth.wrap(e.action, to: max(1, actionWidth))
                return [.entry(keys: e.keys, action: parts.first ?? "")] + parts.dropFirst().map { .more($0) }
            }
        }
    }

    func draw(into canvas: inout Canvas, area: Rect, context: AppContext) {
        let t = context.theme, g = context.glyphs
        let keyWidth = min(28, lines.reduce(0) { w, l in
            if case .entry(let e) = l { return max(w, TextWidth.of(e.keys)) }
            return w
        })
        let actionWidth = lines.reduce(0) { w, l in
            if case .entry(let e) = l { return max(w, TextWidth.of(e.action)) }
            return w
        }
        let width = min(area.width - 2, max(40, keyWidth + actionWidth + 7))
        // The action column: what is left of the box beside the keys.
        let rows = rows(actionWidth: width - keyWidth - 7, textWidth: width - 4)
        rowCount = rows.count
        let height = min(area.height - 2, rows.count + 4)
        let box = area.centered(Size(width: width, height: height))
        canvas.fill(box, style: t.overlay)
        canvas.frame(box, glyphs: g, style: t.overlay.with([.bold]), title: title, titleStyle: t.overlayTitle)
        let inner = box.inset(top: 1, left: 2, bottom: 2, right: 2)
        visibleRows = inner.height
        scroll = min(scroll, max(0, rows.count - visibleRows))
        let actionX = inner.minX + 2 + keyWidth
        for row in 0..<inner.height {
            let i = scroll + row
            guard i < rows.count else { break }
            let y = inner.minY + row
            switch rows[i] {
            case .heading(let s):
                canvas.text(s, at: Point(x: inner.minX, y: y), style: t.overlayTitle.with([.underline]), clip: inner)
            case .entry(let keys, let action):
                canvas.text(keys, at: Point(x: inner.minX + 1, y: y), style: t.overlayKey, clip: inner)
                canvas.text(action, at: Point(x: actionX, y: y), style: t.overlay, clip: inner)
            case .text(let s, let first):
                canvas.text(s, at: Point(x: inner.minX + (first ? 0 : 2), y: y), style: t.overlay, clip: inner)
            case .more(let action):
                canvas.text(action, at: Point(x: actionX, y: y), style: t.overlay, clip: inner)
            case .blank:
                break
            }
        }
        let more = rows.count > visibleRows
        let footer = more ? tr("Up/Down/PgUp/PgDn scroll, any other key closes") : tr("any key or click closes")
        canvas.centered(footer, row: box.maxY - 2, in: box.inset(left: 1, right: 1), style: t.overlay.with([.dim]))
    }
}
