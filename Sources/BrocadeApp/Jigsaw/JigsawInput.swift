import BrocadeCore
import BrocadeTUI

/// The jigsaw's input: keys and gestures turned into moves or changes of
/// the screen's state (the piece in hand, the cursors, the tray's page).
extension JigsawMode {
    public func interpret(_ input: ScreenInput, state: JigsawRules, ui: inout UI, layout: JigsawLayout) -> Interpretation<JigsawRules.Move> {
        switch input {
        case .key(let k): return interpretKey(k, state, &ui, layout)
        case .gesture(let g): return interpretGesture(g, state, &ui, layout)
        }
    }

    func interpretKey(_ key: Key, _ rules: JigsawRules, _ ui: inout UI, _ l: JigsawLayout) -> Interpretation<JigsawRules.Move> {
        // The box lid goes at the next key, which does nothing else.
        if ui.showLid {
            ui.showLid = false
            return .uiChanged
        }
        if rules.rotates, key == .character("r") || key == .character("R") {
            guard let piece = turnTarget(rules, ui) else { return .handled }
            return turn(piece, by: key == .character("r") ? 1 : -1, rules, &ui)
        }
        // A piece carried with the keyboard.
        if var h = ui.hand, let cell = h.keyboardCell {
            if let d = key.direction {
                h.keyboardCell = step(cell, d, rules)
                h.rect = l.cellRect(h.keyboardCell!)
                ui.hand = h
                return .uiChanged
            }
            switch key {
            case .enter, .character(" "):
                ui.hand = nil
                return drop(h, at: cell, rules, &ui)
            case .escape:
                ui.hand = nil
                return .uiChanged
            default: return .handled
            }
        }
        if let tool = trayToolKey(key, rules, &ui, l) { return tool }
        switch key {
        case .tab, .backTab:
            ui.focus = ui.focus == .tray ? .board : .tray
            return .uiChanged
        case .character("["), .pageUp: return turnPage(-1, rules, &ui, l)
        case .character("]"), .pageDown: return turnPage(1, rules, &ui, l)
        case .character("t"), .character("T"):
            ui.showBadges.toggle()
            return .uiChanged
        case .character("g"), .character("G"):
            ui.showGhost.toggle()
            return .uiChanged
        case .character("b"), .character("B"):
            guard ui.hand == nil else { return .handled }
            ui.showLid = true
            return .uiChanged
        case .character("u"), .character("U"), .control("r"), .character("n"), .character("N"):
            return .notMine
        default: break
        }
        switch ui.focus {
        case .tray:
            guard !rules.tray.isEmpty else {
                if key.direction != nil || key.isConfirm { ui.focus = .board; return .uiChanged }
                return .notMine
            }
            switch key {
            case .left, .character("a"), .character("h"), .right, .character("d"), .character("l"):
                let back = key == .left || key == .character("a") || key == .character("h")
                stepTrayCursor(by: back ? -1 : 1, rules, &ui, l)
                return .uiChanged
            case .up, .character("w"), .character("k"):
                ui.focus = .board
                return .uiChanged
            case .enter, .character(" "):
                // The piece at the cursor, never another: an empty place lifts nothing.
                guard let piece = trayCursorPiece(rules, ui) else { return .refused(Self.emptyPlaceWords) }
                let start = rules.board.firstIndex(where: { $0 == nil }) ?? 0
                ui.hand = Hand(item: piece, origin: .tray, rect: l.cellRect(start), grab: .zero, overTray: false, keyboardCell: start)
                return .uiChanged
            default: return .notMine
            }
        case .board:
            if let d = key.direction {
                if d == .down && ui.boardCursor / rules.columns == rules.rows - 1 {
                    ui.focus = .tray
                } else {
                    ui.boardCursor = step(ui.boardCursor, d, rules)
                }
                return .uiChanged
            }
            switch key {
            case .enter, .character(" "):
                if let piece = rules.board[ui.boardCursor], rules.isLocked(piece) { return locked(piece, &ui) }
                if let piece = rules.board[ui.boardCursor] {
                    ui.hand = Hand(item: piece, origin: .cell(ui.boardCursor), rect: l.cellRect(ui.boardCursor), grab: .zero,
                                   overTray: false, keyboardCell: ui.boardCursor)
                    return .uiChanged
                }
                if let s = ui.selected { return place(s, at: ui.boardCursor, &ui) }
                // An empty cell takes the tray's chosen piece into hand here,
                // so the next piece is a key away after a drop; the chosen
                // place only, never a piece the player did not point at.
                guard !rules.tray.isEmpty else { return .handled }
                guard let piece = trayCursorPiece(rules, ui) else { return .refused(Self.emptyPlaceWords) }
                ui.hand = Hand(item: piece, origin: .tray, rect: l.cellRect(ui.boardCursor), grab: .zero, overTray: false,
                               keyboardCell: ui.boardCursor)
                return .uiChanged
            case .character("x"), .character("X"):
                guard let piece = rules.board[ui.boardCursor] else { return .handled }
                if rules.isLocked(piece) { return locked(piece, &ui) }
                return .move(.toTray(piece: piece))
            default: return .notMine
            }
        }
    }

    /// The piece r and R turn: the one in hand, else the one under the cursor.
    func turnTarget(_ rules: JigsawRules, _ ui: UI) -> Int? {
        ui.hand?.piece ?? (ui.focus == .board ? rules.board[ui.boardCursor] : trayCursorPiece(rules, ui))
    }

    /// The piece in the tray's place under its cursor; nil on an empty place.
    func trayCursorPiece(_ rules: JigsawRules, _ ui: UI) -> Int? {
        let places = rules.trayPlaces
        return places.indices.contains(ui.trayCursor) ? places[ui.trayCursor] : nil
    }

    static var emptyPlaceWords: String { tr("No piece in the tray's chosen place: Tab, then Left or Right to choose one") }

    /// Moves the tray's cursor to the next piece that way, over the gaps;
    /// the page follows it. Nowhere when no piece lies that way.
    func stepTrayCursor(by d: Int, _ rules: JigsawRules, _ ui: inout UI, _ l: JigsawLayout) {
        let places = rules.trayPlaces
        var i = ui.trayCursor + d
        while places.indices.contains(i), places[i] == nil { i += d }
        guard places.indices.contains(i) else { return }
        ui.trayCursor = i
        ui.page = i / max(1, l.perPage)
    }

    /// After a page turn the cursor is on the page's first piece (its first
    /// place when it has none).
    func cursorToPage(_ rules: JigsawRules, _ ui: inout UI, _ l: JigsawLayout) {
        let places = rules.trayPlaces, first = ui.page * l.perPage
        let onPage = first..<max(first, min(places.count, first + l.perPage))
        ui.trayCursor = onPage.first { places[$0] != nil } ?? first
    }

    /// A piece carried with the keyboard keeps every key but r and R.
    public func passesStandardKeys(_ ui: UI) -> Bool { ui.hand?.keyboardCell == nil }

    /// The keys the mouse has no other way to: the faint picture, the
    /// numbers, turning (--rotate), a piece at the cursor back to the tray,
    /// and the tray's pages when there are several.
    public func actions(state rules: JigsawRules, ui: UI, layout l: JigsawLayout) -> [ModeAction] {
        let free = passesStandardKeys(ui)
        var list = [
            ModeAction(.character("g"), ui.showGhost ? tr("hide the faint picture") : tr("show the faint picture"), enabled: free),
            ModeAction(.character("t"), ui.showBadges ? tr("hide numbers") : tr("show numbers"), enabled: free),
            ModeAction(.character("b"), tr("the box lid: the whole picture"), enabled: free && ui.hand == nil),
        ]
        if rules.rotates {
            let turns = turnTarget(rules, ui).map { !rules.isLocked($0) } ?? false
            list.append(ModeAction(.character("r"), tr("turn clockwise"), enabled: turns))
            list.append(ModeAction(.character("R"), tr("turn anticlockwise"), enabled: turns))
        }
        let atCursor = free && ui.focus == .board ? rules.board[ui.boardCursor] : nil
        list.append(ModeAction(.character("x"), tr("piece back to the tray"), enabled: atCursor.map { !rules.isLocked($0) } ?? false))
        list += trayToolActions(rules, enabled: free)
        let pages = l.pageCount(rules.trayPlaces.count)
        if pages > 1 {
            list.append(ModeAction(.character("["), tr("previous page"), enabled: free && ui.page > 0))
            list.append(ModeAction(.character("]"), tr("next page"), enabled: free && ui.page < pages - 1))
        }
        return list
    }

    func step(_ cell: Int, _ d: Direction, _ rules: JigsawRules) -> Int {
        let c = cell % rules.columns + d.offset.dx, r = cell / rules.columns + d.offset.dy
        return r.clamped(to: 0...(rules.rows - 1)) * rules.columns + c.clamped(to: 0...(rules.columns - 1))
    }

    func turnPage(_ d: Int, _ rules: JigsawRules, _ ui: inout UI, _ l: JigsawLayout) -> Interpretation<JigsawRules.Move> {
        guard ui.carrier.turnPage(d, count: rules.trayPlaces.count, l) else { return .handled }
        cursorToPage(rules, &ui, l)
        return .uiChanged
    }

    func interpretGesture(_ g: Gesture, _ rules: JigsawRules, _ ui: inout UI, _ l: JigsawLayout) -> Interpretation<JigsawRules.Move> {
        // The box lid goes at the next click (or press, swipe, wheel), which does nothing else.
        if ui.showLid {
            switch g {
            case .tap, .doubleTap, .longPress(.began, _, _), .pan(.began, _, _, _), .swipe, .wheel:
                ui.showLid = false
                return .uiChanged
            default:
                return .handled
            }
        }
        // A locked piece is not lifted off the board: the player is told why.
        if case .pan(.began, _, let start, _) = g, !l.tray.contains(start), let c = boardCell(at: start, rules, l),
           let piece = rules.board[c], rules.isLocked(piece) {
            return locked(piece, &ui)
        }
        let seen = ui
        let event = ui.carrier.interpret(g, layout: l, count: rules.trayPlaces.count, turns: rules.rotates,
                                         trayItem: { trayPiece(at: $0, rules, seen, l) },
                                         boardItem: { p in boardCell(at: p, rules, l).flatMap { c in rules.board[c].map { (c, $0) } } })
        switch event {
        case .lifted:
            ui.selected = nil
            return .uiChanged
        case .moved, .cancelled: return .uiChanged
        case .dropped(let h, let cell): return drop(h, at: cell, rules, &ui)
        case .returned(let h):
            if case .cell = h.origin { return .move(.toTray(piece: h.item)) }
            return .uiChanged
        case .paged:
            cursorToPage(rules, &ui, l)
            return .uiChanged
        case .turn(let by): return turn(ui.hand!.item, by: by, rules, &ui)
        case .none: return .handled
        case .notMine: break
        }
        switch g {
        case .doubleTap(let p) where rules.rotates:
            // The two taps before it chose the piece and let it go again.
            let piece = trayPiece(at: p, rules, ui, l)?.0 ?? boardCell(at: p, rules, l).flatMap { rules.board[$0] }
            guard let piece else { return .handled }
            ui.selected = nil
            return turn(piece, by: 1, rules, &ui)
        case .tap(let p, .secondary):
            if let c = boardCell(at: p, rules, l), let piece = rules.board[c] {
                if rules.isLocked(piece) { return locked(piece, &ui) }
                return .move(.toTray(piece: piece))
            }
            return .handled
        case .tap(let p, .primary):
            return tap(p, rules, &ui, l)
        default:
            return .handled
        }
    }

    func tap(_ p: Point, _ rules: JigsawRules, _ ui: inout UI, _ l: JigsawLayout) -> Interpretation<JigsawRules.Move> {
        if let (key, _, _) = trayToolButtons(rules, l).first(where: { $0.1.contains(p) }), let tool = trayToolKey(key, rules, &ui, l) { return tool }
        if let (piece, _) = trayPiece(at: p, rules, ui, l) {
            ui.selected = ui.selected == piece ? nil : piece
            if let i = rules.trayPlace(of: piece) { ui.trayCursor = i }
            ui.focus = .tray
            return .uiChanged
        }
        guard let c = boardCell(at: p, rules, l) else { return .handled }
        ui.boardCursor = c
        ui.focus = .board
        if let s = ui.selected, rules.board[c] == nil { return place(s, at: c, &ui) }
        if let piece = rules.board[c], ui.selected == nil, rules.isLocked(piece) {
            return locked(piece, &ui)
        } else if let piece = rules.board[c], ui.selected == nil {
            // Click a placed piece, then a cell: it moves there.
            ui.selected = piece
        } else if let s = ui.selected, rules.board[c] == s {
            ui.selected = nil
        }
        return .uiChanged
    }

    /// Lets go of the piece `h` over `cell`: a move there, nothing when it
    /// is where it came from, a refusal when another piece holds the cell.
    /// The board's cursor and focus stay on the piece just dropped, so it
    /// can be turned or moved again at once.
    func drop(_ h: Hand, at cell: Int, _ rules: JigsawRules, _ ui: inout UI) -> Interpretation<JigsawRules.Move> {
        if isTaken(cell, by: h, rules) {
            // No move: the piece goes back, and the player is told why.
            ui.selected = nil
            // Numbers off, no numbers in the words either.
            guard ui.showBadges else {
                if case .tray = h.origin { return .refused(tr("That cell is taken: the piece went back to the tray")) }
                return .refused(tr("That cell is taken: the piece went back where it was"))
            }
            switch h.origin {
            case .tray: return .refused(tr("Cell \(cell + 1) is taken: piece \(h.piece + 1) went back to the tray"))
            case .cell(let from): return .refused(tr("Cell \(cell + 1) is taken: piece \(h.piece + 1) went back to cell \(from + 1)"))
            }
        }
        ui.boardCursor = cell
        ui.focus = .board
        if case .cell(let from) = h.origin, from == cell { return .uiChanged }
        return place(h.piece, at: cell, &ui)
    }

    /// A quarter turn of a piece, clockwise when `by` is positive.
    func turn(_ piece: Int, by: Int, _ rules: JigsawRules, _ ui: inout UI) -> Interpretation<JigsawRules.Move> {
        if rules.isLocked(piece) { return locked(piece, &ui) }
        return .move(.turn(piece: piece, by: by))
    }

    /// A locked piece stays put; the player is told why it does not move.
    func locked(_ piece: Int, _ ui: inout UI) -> Interpretation<JigsawRules.Move> {
        ui.selected = nil
        guard ui.showBadges else { return .refused(tr("That piece is locked in its place (--lock)")) }
        return .refused(tr("Piece \(piece + 1) is locked in its place (--lock)"))
    }

    /// An occupied cell is no move: the piece stays where it was.
    func place(_ piece: Int, at cell: Int, _ ui: inout UI) -> Interpretation<JigsawRules.Move> {
        ui.selected = nil
        return .move(.place(piece: piece, cell: cell))
    }

    /// Keeps the tray's page among the pages there are, and its cursor on
    /// its piece: the pieces stay put, so it is the piece the player chose
    /// whatever else comes and goes. When that piece itself leaves the tray,
    /// the cursor goes to the next piece on the same page (else the one
    /// before it), which the tray shows as chosen even while the board has
    /// the keys, so Enter on an empty cell brings a piece the player sees.
    /// The page stays, unless it has no piece left: then the cursor goes on
    /// to the next piece (else the last before) and, when it showed that
    /// page, the tray shows its page.
    public func update(_ ui: inout UI, after change: StateChange, state rules: JigsawRules, layout l: JigsawLayout) {
        if change != .move || rules.status == .won { ui.hand = nil }
        // A piece in hand that a move took from where the hand holds it
        // (a click placed it while the keyboard carried it) is let go.
        if let h = ui.hand {
            switch h.origin {
            case .cell(let c) where rules.board[c] != h.piece: ui.hand = nil
            case .tray where !rules.tray.contains(h.piece): ui.hand = nil
            default: break
            }
        }
        let places = rules.trayPlaces
        ui.page = min(ui.page, l.pageCount(places.count) - 1)
        ui.trayCursor = ui.trayCursor.clamped(to: 0...max(0, rules.count - 1))
        if trayCursorPiece(rules, ui) == nil {
            let per = max(1, l.perPage), page = ui.trayCursor / per
            let onPage = (page * per)..<max(page * per, min(places.count, (page + 1) * per))
            let after = onPage.first { $0 > ui.trayCursor && places[$0] != nil }
            let before = onPage.last { $0 < ui.trayCursor && places[$0] != nil }
            if let next = after ?? before {
                ui.trayCursor = next
            } else if let next = places.indices.first(where: { $0 > ui.trayCursor && places[$0] != nil })
                        ?? places.indices.last(where: { $0 < ui.trayCursor && places[$0] != nil }) {
                // Its page has no piece left: the next page with one, as a
                // player would turn to it. No piece moved to get there.
                ui.trayCursor = next
                if page == ui.page { ui.page = next / per }
            }
        }
        if let s = ui.selected, !rules.tray.contains(s) && rules.cell(of: s) == nil { ui.selected = nil }
    }
}
