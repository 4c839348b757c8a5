import BrocadeCore
import BrocadeTUI

/// The first screen: pick a mode, the scores, help, or quit.
public final class MenuScreen: Screen {
    enum Action: Equatable {
        case resume(GameMode)
        case mode(GameMode)
        case scores
        case help
        case quit
    }

    struct Entry {
        var title: String
        var hotkey: Character
        var blurb: String
        var action: Action
    }

    private(set) var entries: [Entry] = []
    private(set) var selected = 0
    private let registry: ModeRegistry
    private var entryRects: [Rect] = []
    /// The choices each mode's new-game panel made last, from the settings.
    private var remembered: [String: ChoiceValues] = [:]

    public init(registry: ModeRegistry, store: GameStore, select mode: GameMode? = nil) {
        self.registry = registry
        remembered = store.settings.lastChoices
        rebuild(store: store)
        if let mode, let i = entries.firstIndex(where: { $0.action == .mode(mode) }) { selected = i }
    }

    /// Saved games may have come or gone since the menu was last shown.
    public func willShow(store: GameStore) {
        let old = selectedEntry.action
        remembered = store.settings.lastChoices
        rebuild(store: store)
        selected = entries.firstIndex { $0.action == old } ?? 0
        if case .mode(let m) = old, let i = entries.firstIndex(where: { $0.action == .resume(m) }) { selected = i }
    }

    private func rebuild(store: GameStore) {
        let modes = registry.modes
        var list: [Entry] = modes.compactMap { m in
            guard registry.isAvailable(m.mode) else { return nil }
            let kept = store.keptCount(mode: m.mode.rawValue)
            guard kept > 0 else { return nil }
            let blurb = kept == 1 ? m.continueBlurb ?? tr("Pick up the saved \(m.title) game where you left it.")
                : tr("\(kept) games in progress: choose one to go on with.")
            return Entry(title: tr("Continue \(m.title)"), hotkey: "c", blurb: blurb, action: .resume(m.mode))
        }
        list += modes.map { m in Entry(title: m.title, hotkey: m.menuKey, blurb: m.blurb, action: .mode(m.mode)) }
        // "o", as Sliding puzzle has "s": each entry its own letter, so one
        // press chooses it.
        list.append(Entry(title: tr("Scores"), hotkey: "o", blurb: tr("Best times, fewest moves and top scores."), action: .scores))
        list.append(Entry(title: tr("Help"), hotkey: "h", blurb: tr("The goal of each game, the keys and the mouse actions."), action: .help))
        list.append(Entry(title: tr("Quit"), hotkey: "q", blurb: tr("Leave brocade."), action: .quit))
        entries = list
        selected = min(selected, entries.count - 1)
    }

    public var title: String { tr("Menu") }
    public var minimumSize: Size { minimumTerminalSize }

    /// The games and their goals first: what a player opening Help from
    /// the menu most likely wants to know; then the menu's keys.
    public var helpSections: [HelpSection] {
        [HelpSection(tr("The games and their goals"),
                     paragraphs: registry.modes.filter { !$0.goal.isEmpty }.map { tr("\($0.title): \($0.goal)") }),
         HelpSection(tr("Menu"), [
            HelpEntry("Up Down, Tab Shift-Tab", tr("move the highlight")),
            HelpEntry("Home End, PgUp PgDn", tr("first or last entry")),
            HelpEntry("Enter, Space", tr("choose; a mode opens its new-game panel")),
            HelpEntry(letters, tr("choose by its marked letter (again: next entry)")),
            HelpEntry.mouse(tr("mouse: point"), tr("highlight the entry under the pointer")),
            HelpEntry.mouse(tr("mouse: click"), tr("choose the entry")),
            HelpEntry.mouse(tr("mouse: double click"), tr("a mode: play its last game at once")),
            HelpEntry.mouse(tr("mouse: wheel"), tr("move the highlight")),
        ])]
    }

    public func statusDetail(now: TimePoint) -> String? { nil }

    /// "C M J 2 S R O H Q": each entry's letter, once.
    private var letters: String {
        var seen: [Character] = []
        for e in entries where !seen.contains(e.hotkey) { seen.append(e.hotkey) }
        if !seen.contains("c") { seen.insert("c", at: 0) }
        return seen.map { $0.uppercased() }.joined(separator: " ")
    }

    var selectedEntry: Entry { entries[selected] }

    public func handle(_ input: ScreenInput, now: TimePoint, context: AppContext) -> ScreenOutcome {
        switch input {
        case .key(let key):
            return handleKey(key)
        case .gesture(let g):
            switch g {
            case .hover(let p):
                if let i = entryIndex(at: p), i != selected { selected = i; return .changed }
                return .handled
            case .tap(let p, .primary):
                guard let i = entryIndex(at: p) else { return .handled }
                selected = i
                return activate(tap: (p, now))
            case .wheel(.up, _): return move(by: -1)
            case .wheel(.down, _): return move(by: 1)
            default: return .handled
            }
        }
    }

    private func handleKey(_ key: Key) -> ScreenOutcome {
        switch key {
        case .up, .backTab: return move(by: -1)
        case .down, .tab: return move(by: 1)
        case .home, .pageUp: selected = 0; return .changed
        case .end, .pageDown: selected = entries.count - 1; return .changed
        case .enter, .character(" "): return activate()
        case .character(let c):
            let lower = Character(c.lowercased())
            let matches = entries.indices.filter { entries[$0].hotkey == lower }
            guard !matches.isEmpty else { return .ignored }
            if matches.count == 1 {
                selected = matches[0]
                return activate()
            }
            // Several entries share the letter: each press moves to the next.
            selected = matches.first(where: { $0 > selected }) ?? matches[0]
            return .changed
        default:
            return .ignored
        }
    }

    private func move(by delta: Int) -> ScreenOutcome {
        selected = (selected + delta + entries.count) % entries.count
        return .changed
    }

    /// `tap`: the click that chose the entry, so that the new-game panel
    /// takes a second click there as a double click.
    private func activate(tap: (Point, TimePoint)? = nil) -> ScreenOutcome {
        switch selectedEntry.action {
        case .quit: return .quit
        case .help: return .showHelp
        case .scores: return .showScores
        case .resume(let m): return .openShelf(m)
        case .mode(let m):
            guard registry.isAvailable(m) else { return .notice(registry.notice(for: m)) }
            // A mode with choices opens its new-game panel on the last ones.
            if let form = registry.form(m), let info = registry.info(m) {
                return .push(NewGamePanel(info: info, form: form, remembered: remembered[m.rawValue], openedBy: tap))
            }
            return .startMode(m, resume: false)
        }
    }

    /// An entry's text and which of its characters is its letter: the title
    /// with its letter marked, or the title and "(M)" when it has none.
    static func label(_ entry: Entry) -> (text: String, hot: Int) {
        if let i = entry.title.firstIndex(where: { Character($0.lowercased()) == entry.hotkey }) {
            return (entry.title, entry.title.distance(from: entry.title.startIndex, to: i))
        }
        return (entry.title + "(\(entry.hotkey.uppercased()))", entry.title.count + 1)
    }

    func entryIndex(at p: Point) -> Int? { entryRects.firstIndex { $0.contains(p) } }

    public func gesturePolicy(at point: Point) -> GesturePolicy { .tapOnly }

    // MARK: Drawing

    struct Layout {
        var bands: [Int] = []
        var titleRow: Int
        var banner: Bool
        var subtitleRow: Int?
        var box: Rect
        var entryRects: [Rect]
        var blurbRow: Int?
    }

    func layout(area: Rect) -> Layout {
        let boxWidth = min(area.width, 48)
        let boxHeight = entries.count + 2
        let showBands = area.height >= boxHeight + 3 + 2 * (BrocadeBand.height + 1)
        let inner = showBands ? area.inset(top: BrocadeBand.height + 1, bottom: BrocadeBand.height + 1) : area
        let showSub = inner.height >= boxHeight + 5
        // Room to spare: the title in block letters.
        let banner = inner.height >= boxHeight + 5 + BannerFont.height + 6
            && inner.width >= BannerFont.width(of: "BROCADE") + 4
        let titleHeight = banner ? BannerFont.height + 1 : 1
        let blockHeight = boxHeight + titleHeight + 1 + (showSub ? 2 : 0) + 2
        let top = inner.minY + max(0, (inner.height - blockHeight) / 2)
        let titleRow = top
        let subtitleRow = showSub ? top + titleHeight : nil
        let boxTop = top + titleHeight + (showSub ? 2 : 1)
        let box = Rect(x: area.minX + (area.width - boxWidth) / 2, y: boxTop, width: boxWidth, height: boxHeight)
        let rects = entries.indices.map { Rect(x: box.minX + 1, y: box.minY + 1 + $0, width: box.width - 2, height: 1) }
        let blurbRow = box.maxY + 1 < inner.maxY ? box.maxY + 1 : nil
        var bands: [Int] = []
        if showBands { bands = [area.minY, area.maxY - BrocadeBand.height] }
        return Layout(bands: bands, titleRow: titleRow, banner: banner, subtitleRow: subtitleRow, box: box, entryRects: rects, blurbRow: blurbRow)
    }

    public func draw(into canvas: inout Canvas, area: Rect, now: TimePoint, context: AppContext) {
        let t = context.theme, g = context.glyphs
        let l = layout(area: area)
        entryRects = l.entryRects
        for (i, y) in l.bands.enumerated() {
            BrocadeBand.draw(into: &canvas, row: y, in: area, context: context, flipped: i == 1)
        }
        if l.banner {
            let w = BannerFont.width(of: "BROCADE")
            let colors = t.depth == .none ? [Color.default] : [t.brocade[1], t.brocade[1], t.brocade[0], t.brocade[0], t.brocade[0]]
            BannerFont.draw("BROCADE", at: Point(x: area.minX + (area.width - w) / 2, y: l.titleRow), into: &canvas,
                            colors: colors, unicode: g.unicode, attributes: t.title.attributes)
            if let row = l.subtitleRow {
                let sub = g.unicode ? "黎锦 · " + tr("puzzles woven in the terminal") : tr("puzzles woven in the terminal")
                canvas.centered(sub, row: row, in: area, style: t.subtitle)
            }
        } else {
            let name = g.unicode ? "B R O C A D E  ·  黎 锦" : "B R O C A D E"
            canvas.centered(name, row: l.titleRow, in: area, style: t.title)
            if let row = l.subtitleRow {
                canvas.centered(tr("puzzles woven in the terminal"), row: row, in: area, style: t.subtitle)
            }
        }
        canvas.frame(l.box, glyphs: g, style: t.frame)
        for (i, entry) in entries.enumerated() {
            let r = l.entryRects[i]
            let isSel = i == selected
            let base = isSel ? t.itemSelected : t.item
            canvas.fill(r, style: base)
            let marker: Character = isSel ? g.pointer : " "
            canvas.put(marker, at: Point(x: r.minX + 1, y: r.minY), style: base, clip: r)
            var x = r.minX + 3
            // The letter that chooses it: its first, or the one it has of its
            // own; a title without it (in Chinese) is followed by it: "分数(S)".
            let (label, hot) = Self.label(entry)
            for (k, c) in label.enumerated() {
                let isHot = k == hot
                x += canvas.put(c, at: Point(x: x, y: r.minY), style: isHot ? (isSel ? t.hotkeySelected : t.hotkey) : base, clip: r)
            }
            if case .mode(let m) = entry.action, !registry.isAvailable(m) {
                let unavailable = tr("(unavailable)")
                canvas.text(unavailable, at: Point(x: r.maxX - TextWidth.of(unavailable) - 1, y: r.minY),
                            style: isSel ? base : t.description, clip: r)
            }
        }
        if let row = l.blurbRow {
            canvas.centered(selectedEntry.blurb, row: row, in: area, style: t.description)
        }
    }
}
