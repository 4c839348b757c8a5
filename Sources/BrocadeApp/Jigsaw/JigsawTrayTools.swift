import BrocadeCore
import BrocadeTUI

/// The tray's tools, as jigsaw apps have them: the edge pieces first, a
/// shuffle, and a tidy that closes the gaps pieces taken left (the tray
/// stays put otherwise: see `JigsawRules.trayPlaces`); each of the three
/// closes the gaps. An arrangement is the rules' tray order, amended into every
/// state of the game rather than played as a move: it survives Continue
/// and undo (undoing a drop does not undo the tidying), counts as no move,
/// and a saved game replays exactly because the order is in the move, not
/// drawn again.
extension JigsawMode {
    /// A piece of the whole picture's border. In the mirror jigsaw the
    /// board is the left half: its top and bottom rows and its left column
    /// are the border, while its right column meets the mirror line, the
    /// middle of the picture.
    func isEdge(_ piece: Int, _ rules: JigsawRules) -> Bool {
        let column = piece % rules.columns, row = piece / rules.columns
        if row == 0 || row == rules.rows - 1 || column == 0 { return true }
        return params.variant == .classic && column == rules.columns - 1
    }

    /// The tray order with the border pieces first, each group as it was,
    /// the gaps closed (the places of the pieces on the board last).
    func edgesFirst(_ rules: JigsawRules) -> [Int] {
        let tray = rules.tray, placed = rules.tidyOrder.dropFirst(tray.count)
        return tray.filter { isEdge($0, rules) } + tray.filter { !isEdge($0, rules) } + placed
    }

    /// The tray has empty places before its last piece.
    func hasGaps(_ rules: JigsawRules) -> Bool { rules.trayPlaces.contains(nil) }

    /// A new random order, in which the tray's pieces do not all stay as
    /// they were. Drawn from the order it replaces, so the same tray
    /// shuffles the same way (a key and its click agree) and the next
    /// shuffle differs.
    func shuffled(_ rules: JigsawRules) -> [Int] {
        var rng = SeededRandom(seed: rules.trayOrder.reduce(0x9E37_79B9_7F4A_7C15) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 })
        let tray = rules.tray, placed = rules.trayOrder.filter { !tray.contains($0) }
        guard tray.count > 1 else { return rules.trayOrder }
        var order = tray
        while order == tray { order = rng.shuffled(order) }
        // Pieces on the board keep their turn at the end, should they come back.
        return order + placed
    }

    /// Arranges the tray and shows its first page.
    func arrange(_ order: [Int], _ rules: JigsawRules, _ ui: inout UI, unchanged: String? = nil) -> Interpretation<JigsawRules.Move> {
        guard rules.tray.count > 1 else { return .refused(tr("Nothing to arrange: the tray holds at most one piece")) }
        guard order != rules.trayOrder else { return unchanged.map { .refused($0) } ?? .handled }
        ui.page = 0
        ui.trayCursor = 0
        ui.selected = nil
        return .amend(.arrange(order: order))
    }

    /// Closes the tray's gaps, its pieces in their order. The cursor stays
    /// on its piece; from a gap it goes to where the gap closed (the piece
    /// that came after it, now in view under the cursor).
    func tidy(_ rules: JigsawRules, _ ui: inout UI, _ l: JigsawLayout) -> Interpretation<JigsawRules.Move> {
        let order = rules.tidyOrder
        guard order != rules.trayOrder else { return .refused(tr("The tray has no gaps to close")) }
        let places = rules.trayPlaces, tray = rules.tray
        let cursor = min(ui.trayCursor, places.count)
        let before = places.prefix(cursor).compactMap { $0 }.count
        ui.trayCursor = min(before, max(0, tray.count - 1))
        ui.page = ui.trayCursor / max(1, l.perPage)
        ui.selected = nil
        return .amend(.arrange(order: order))
    }

    /// The keys of the tray's tools: e, edge pieces first; m, mix (shuffle);
    /// y, tidy (close the gaps).
    func trayToolKey(_ key: Key, _ rules: JigsawRules, _ ui: inout UI, _ l: JigsawLayout) -> Interpretation<JigsawRules.Move>? {
        switch key {
        case .character("e"), .character("E"):
            return arrange(edgesFirst(rules), rules, &ui, unchanged: tr("The edge pieces already come first in the tray"))
        case .character("m"), .character("M"):
            return arrange(shuffled(rules), rules, &ui)
        case .character("y"), .character("Y"):
            return tidy(rules, &ui, l)
        default: return nil
        }
    }

    /// The tools as actions, for the action bar and the mouse.
    func trayToolActions(_ rules: JigsawRules, enabled: Bool) -> [ModeAction] {
        let some = enabled && rules.tray.count > 1
        return [ModeAction(.character("e"), tr("edge pieces first"), enabled: some),
                ModeAction(.character("m"), tr("shuffle the tray"), enabled: some),
                ModeAction(.character("y"), tr("tidy the tray: close its gaps"), enabled: enabled && hasGaps(rules))]
    }

    /// The tools' buttons on the tray's label row, for the mouse: edge
    /// pieces first on the left, shuffle on the right and, while the tray
    /// has gaps, tidy beside it, with their short words where the long
    /// ones do not fit (tidy left out only when even then it would not);
    /// none when even those would crowd the page label or the board's
    /// frame, or with nothing to arrange. Each with its key and its words.
    func trayToolButtons(_ rules: JigsawRules, _ l: JigsawLayout) -> [(Key, Rect, String)] {
        let gaps = hasGaps(rules)
        guard rules.tray.count > 1 || gaps else { return [] }
        let pages = l.pageCount(rules.trayPlaces.count)
        let label = TextWidth.of(tr("page \(pages)/\(pages) · \(rules.tray.count) in the tray"))
        let y = l.pageLabelRow
        // On the tray's top line the board's frame stands: the buttons keep
        // clear of it and of a cell either side.
        var frame: Rect?
        if y == l.tray.minY, l.frame.maxY - 1 == y {
            let right = l.mirror.map { $0.reflect(x: l.frame.minX) } ?? l.frame.maxX - 1
            frame = Rect(x: l.frame.minX - 1, y: y, width: right - l.frame.minX + 3, height: 1)
        }
        var forms: [(String, String, String?)] = [(Self.edgesButton, Self.shuffleButton, Self.tidyButton), (Self.shortEdgesButton, Self.shuffleButton, Self.tidyButton)]
        if gaps { forms.append((Self.shortEdgesButton, Self.shuffleButton, nil)) }
        for (edges, shuffle, tidy) in forms {
            let tidy = gaps ? tidy : nil
            let we = TextWidth.of(edges), ws = TextWidth.of(shuffle), wt = tidy.map { TextWidth.of($0) + 1 } ?? 0
            // The label is centred: each button must keep clear of its half.
            guard max(we, ws + wt) + 2 <= (l.tray.width - label) / 2 - 1 else { continue }
            var buttons: [(Key, Rect, String)] = []
            if rules.tray.count > 1 {
                buttons = [(Key.character("e"), Rect(x: l.tray.minX + 1, y: y, width: we, height: 1), edges),
                           (Key.character("m"), Rect(x: l.tray.maxX - 1 - ws, y: y, width: ws, height: 1), shuffle)]
            }
            if let tidy {
                let w = TextWidth.of(tidy)
                buttons.append((Key.character("y"), Rect(x: l.tray.maxX - 1 - ws - 1 - w, y: y, width: w, height: 1), tidy))
            }
            if let frame, buttons.contains(where: { $0.1.intersects(frame) }) { continue }
            return buttons
        }
        return []
    }

    static var edgesButton: String { "[ " + tr("Edges first") + " ]" }
    static var shortEdgesButton: String { "[ " + tr("Edges") + " ]" }
    static var shuffleButton: String { "[ " + tr("Shuffle") + " ]" }
    static var tidyButton: String { "[ " + tr("Tidy") + " ]" }

    func drawTrayToolButtons(into canvas: inout Canvas, _ f: GameFrame<Self>, context: AppContext) {
        guard f.ui.hand == nil else { return }
        for (_, r, words) in trayToolButtons(f.state, f.layout) {
            canvas.text(words, at: r.origin, style: context.theme.button, clip: r)
        }
    }
}
