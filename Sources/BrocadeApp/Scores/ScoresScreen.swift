import BrocadeCore
import BrocadeTUI

/// The best games, one tab per mode, one table per set of parameters.
public final class ScoresScreen: Screen {
    private let book: ScoreBook
    private let player: String
    private(set) var tab = 0
    private var scroll = 0
    private var visibleRows = 0
    private var lineCount = 0
    private var tabRects: [Rect] = []
    /// One tab per mode, in the registry's order.
    private let modes: [ModeInfo]
    /// The pictures, for their titles in the tables' headings.
    private let pictures: [PictureInfo]

    public init(book: ScoreBook, player: String, modes: [ModeInfo] = ModeRegistry.builtIn, pictures: [PictureInfo] = [],
                tab mode: GameMode? = nil) {
        self.book = book
        self.player = player
        self.pictures = pictures
        self.modes = modes.filter(\.keepsScores)
        if let mode, let i = self.modes.firstIndex(where: { $0.mode == mode }) { tab = i }
    }

    public var title: String { tr("Scores") }
    public var minimumSize: Size { minimumTerminalSize }
    var currentMode: GameMode { modes[tab].mode }

    public var helpSections: [HelpSection] {
        [HelpSection(tr("Scores"), [
            HelpEntry("Left Right, Tab Shift-Tab", tr("another mode")),
            HelpEntry("h, l", tr("another mode")),
            HelpEntry(modes.map { $0.menuKey.uppercased() }.joined(separator: " "), modes.map(\.title).joined(separator: tr(", "))),
            HelpEntry("Up Down, PgUp PgDn, Space", tr("scroll")),
            HelpEntry.mouse(tr("mouse: click a tab"), tr("show that mode")),
            HelpEntry.mouse(tr("mouse: wheel"), tr("scroll")),
            HelpEntry.mouse(tr("mouse: swipe"), tr("the next or previous mode")),
            HelpEntry("q, Esc", tr("back to the menu")),
        ])]
    }

    public func handle(_ input: ScreenInput, now: TimePoint, context: AppContext) -> ScreenOutcome {
        switch input {
        case .key(let k):
            switch k {
            case .right, .tab, .character("l"): return select((tab + 1) % modes.count)
            case .left, .backTab, .character("h"): return select((tab + modes.count - 1) % modes.count)
            case .character(let c) where modes.contains { $0.menuKey == Character(c.lowercased()) }:
                return select(modes.firstIndex { $0.menuKey == Character(c.lowercased()) }!)
            case .down: return scrollBy(1)
            case .up: return scrollBy(-1)
            case .pageDown, .character(" "): return scrollBy(max(1, visibleRows - 1))
            case .pageUp: return scrollBy(-max(1, visibleRows - 1))
            default: return .ignored
            }
        case .gesture(.tap(let p, .primary)):
            if let i = tabRects.firstIndex(where: { $0.contains(p) }) { return select(i) }
            return .handled
        case .gesture(.wheel(.down, _)): return scrollBy(1)
        case .gesture(.wheel(.up, _)): return scrollBy(-1)
        case .gesture(.swipe(.left, _, _)): return select((tab + 1) % modes.count)
        case .gesture(.swipe(.right, _, _)): return select((tab + modes.count - 1) % modes.count)
        default: return .handled
        }
    }

    public func gesturePolicy(at point: Point) -> GesturePolicy { GesturePolicy([.tap, .swipe]) }

    private func select(_ i: Int) -> ScreenOutcome {
        tab = i
        scroll = 0
        return .changed
    }

    private func scrollBy(_ d: Int) -> ScreenOutcome {
        let maxScroll = max(0, lineCount - visibleRows)
        let new = min(maxScroll, max(0, scroll + d))
        if new == scroll { return .handled }
        scroll = new
        return .changed
    }

    public func draw(into canvas: inout Canvas, area: Rect, now: TimePoint, context: AppContext) {
        let t = context.theme, g = context.glyphs
        // Tabs.
        var x = area.minX + 1
        tabRects = []
        for (i, mode) in modes.enumerated() {
            let label = " \(mode.title) "
            let r = Rect(x: x, y: area.minY + 1, width: TextWidth.of(label), height: 1)
            tabRects.append(r)
            canvas.text(label, at: r.origin, style: i == tab ? t.itemSelected : t.hotkey.with([]), clip: area)
            x = r.maxX + 2
        }
        let body = area.inset(top: 3, left: 2, bottom: 0, right: 2)
        let frame = Rect(x: area.minX, y: area.minY + 2, width: area.width, height: area.height - 2)
        canvas.frame(frame, glyphs: g, style: t.frame)
        let inner = body.inset(bottom: 1)
        let lines = ScoreTableText.lines(for: book, mode: currentMode.rawValue, player: player, pictures: pictures)
        lineCount = lines.count
        visibleRows = inner.height
        scroll = min(scroll, max(0, lineCount - visibleRows))
        for row in 0..<inner.height {
            let i = scroll + row
            guard i < lines.count else { break }
            let p = Point(x: inner.minX, y: inner.minY + row)
            switch lines[i] {
            case .heading(let s): canvas.text(s, at: p, style: t.title, clip: inner)
            case .summary(let s): canvas.text(s, at: p, style: t.subtitle, clip: inner)
            case .columns(let s): canvas.text(s, at: p, style: t.description.with([.underline]), clip: inner)
            case .row(let s, let mine): canvas.text(s, at: p, style: mine ? t.emphasis : .plain, clip: inner)
            case .note(let s): canvas.text(s, at: p, style: t.description, clip: inner)
            case .blank: break
            }
        }
        if lineCount > visibleRows {
            let more = tr("\(scroll + 1)-\(min(lineCount, scroll + visibleRows)) of \(lineCount)")
            canvas.text(" \(more) ", at: Point(x: frame.maxX - TextWidth.of(more) - 4, y: frame.maxY - 1), style: t.frame, clip: frame)
        }
    }
}
