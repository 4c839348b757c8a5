import BrocadeCore
import BrocadeTUI

/// The Li brocade mirror jigsaw, and its classic variant without the mirror.
/// Pieces wait in a tray at the bottom; a long press lifts one, a drag
/// carries it (clamped to the board's half, its mirror image following on
/// the other side), and a release snaps it to the nearest cell. Everything
/// can be done with the keyboard too.
public struct JigsawMode: ScoredMode {
    public enum Variant: String, Codable, Sendable { case mirror, classic }

    public struct Params: Codable, Equatable, Sendable {
        public var picture: PictureInfo
        public var variant: Variant
        /// Pieces across the board (both halves of the picture in the classic variant).
        public var columns: Int
        public var rows: Int
        /// A piece dropped in its own cell stays put.
        public var lock: Bool
        /// Pieces start turned and are turned back (`--rotate`).
        public var rotate: Bool
        /// Pieces are cut with interlocking tabs (`--tabs`).
        public var tabs: Bool

        public init(picture: PictureInfo, variant: Variant, columns: Int, rows: Int, lock: Bool, rotate: Bool = false, tabs: Bool = false) {
            self.picture = picture
            self.variant = variant
            self.columns = columns
            self.rows = rows
            self.lock = lock
            self.rotate = rotate
            self.tabs = tabs
        }

        private enum CodingKeys: String, CodingKey { case picture, variant, columns, rows, lock, rotate, tabs }

        // Saves from before turned pieces and tabs have no `rotate` or `tabs`.
        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(picture: try c.decode(PictureInfo.self, forKey: .picture), variant: try c.decode(Variant.self, forKey: .variant),
                      columns: try c.decode(Int.self, forKey: .columns), rows: try c.decode(Int.self, forKey: .rows),
                      lock: try c.decode(Bool.self, forKey: .lock), rotate: try c.decodeIfPresent(Bool.self, forKey: .rotate) ?? false,
                      tabs: try c.decodeIfPresent(Bool.self, forKey: .tabs) ?? false)
        }

        /// The board for `perHalf` pieces across one half of the picture,
        /// and `rows` rows or as many as the picture's shape asks for.
        public static func make(picture: PictureInfo, provider: PictureProvider, variant: Variant, perHalf: Int, rows: Int?,
                                lock: Bool, rotate: Bool = false, tabs: Bool = false) -> Params {
            let px = provider.pixelSize(picture) ?? Size(width: 30, height: 40)
            // A tall picture cut into many columns would want more rows than a
            // board has: the picture is then cropped to the rows there are.
            let r = rows ?? min(rowsRange.upperBound, JigsawRules.rows(forColumns: perHalf, pixelWidth: px.width, pixelHeight: px.height))
            return Params(picture: picture, variant: variant, columns: variant == .classic ? perHalf * 2 : perHalf, rows: r, lock: lock,
                          rotate: rotate, tabs: tabs)
        }

        /// Pieces across one half, and rows: the command line's and the
        /// panel's `cols` and `rows`.
        public static let perHalfRange = 1...8
        public static let rowsRange = 1...8

        public func validated() throws -> Params {
            // The classic board has both halves' pieces.
            guard (1...(2 * Self.perHalfRange.upperBound)).contains(columns), Self.rowsRange.contains(rows) else {
                throw ValidationError(tr("\(columns)x\(rows) pieces is not a board this game has"))
            }
            return self
        }
    }

    enum Origin: Equatable { case tray, cell(Int) }

    /// A piece in hand: where it came from, where it is drawn, and where the
    /// pointer holds it.
    struct Hand: Equatable {
        var piece: Int
        var origin: Origin
        var rect: Rect
        var grab: Offset
        var overTray: Bool
        /// Carried with the keyboard: it sits on `cell`.
        var keyboardCell: Int?
    }

    enum Focus { case tray, board }

    public struct UI: Equatable {
        var hand: Hand?
        /// A piece clicked, waiting for a click on a cell.
        var selected: Int?
        var page = 0
        var focus: Focus = .tray
        var trayCursor = 0
        var boardCursor = 0
        var showBadges = true
        var showGhost = false
        /// A tray piece lifted by a quick drag: the swipe that drag also
        /// makes turns no page.
        var liftedByDragAt: Point?
    }

    public typealias Rules = JigsawRules
    public typealias Layout = JigsawLayout

    static let victoryTime: Int64 = 2500

    public let info: ModeInfo
    public let params: Params
    let provider: PictureProvider
    private let images = PictureCache<Images>()
    private let trayImages = PictureCache<Images>()

    // Computed, so that each is in the language of the moment; the menu's
    // letters stay m and j in every language.
    public static var mirrorInfo: ModeInfo {
        ModeInfo(mode: .mirrorJigsaw, title: tr("Mirror jigsaw"), blurb: tr("Rebuild a Li brocade picture; every piece has a mirror twin."),
                 goal: tr("Place the pieces on the left half of the board; each one's mirror image fills the right half. You win when the symmetric picture is whole."),
                 ranking: .fastest, letter: "m")
    }
    public static var classicInfo: ModeInfo {
        ModeInfo(mode: .jigsaw, title: tr("Jigsaw"), blurb: tr("The classic jigsaw, without the mirror."),
                 goal: tr("Put every piece in its own place, turned the right way up when the game turns them (--rotate). You win when the picture is whole."),
                 ranking: .fastest, letter: "j")
    }

    public init(params: Params, provider: PictureProvider) throws {
        self.params = try params.validated()
        guard provider.pixelSize(params.picture) != nil else {
            throw ValidationError(tr("the picture '\(params.picture.name)' cannot be found"))
        }
        self.provider = provider
        info = params.variant == .mirror ? Self.mirrorInfo : Self.classicInfo
    }

    var title: String { info.title }

    public func newGame(seed: UInt64) -> JigsawRules {
        JigsawRules(columns: params.columns, rows: params.rows, seed: seed, lockCorrect: params.lock, rotates: params.rotate,
                    tabs: params.tabs)
    }

    public func newUI(for state: JigsawRules) -> UI { UI() }

    public func validate(_ state: JigsawRules) throws {
        guard state.columns == params.columns, state.rows == params.rows else {
            throw ValidationError(tr("the saved board does not match its size"))
        }
        guard state.rotates == params.rotate, (state.tabs != nil) == params.tabs else {
            throw ValidationError(tr("the saved board does not match its variant"))
        }
    }

    public func scoreParameters(_ state: JigsawRules) -> [String: String] {
        // Turned pieces and tabs are games of their own in the scores.
        var p = ["picture": params.picture.name, "size": "\(state.columns)x\(state.rows)"]
        if params.rotate { p["pieces"] = "turned" }
        if params.tabs { p["cut"] = "with tabs" }
        return p
    }

    public func statusDetail(_ state: JigsawRules) -> String { tr("\(state.placedCorrectly)/\(state.count) placed") }

    /// The goal as this game has it: with turned pieces or without.
    public func goal(_ state: JigsawRules) -> String {
        switch (params.variant, params.rotate) {
        case (.mirror, false): return info.goal
        case (.mirror, true):
            return tr("Place the pieces on the left half of the board, each turned the right way up (r); each one's mirror image fills the right half. You win when the symmetric picture is whole.")
        case (.classic, false): return tr("Put every piece in its own place. You win when the picture is whole.")
        case (.classic, true): return tr("Put every piece in its own place, turned the right way up (r). You win when the picture is whole.")
        }
    }

    public func helpSections(_ state: JigsawRules) -> [HelpSection] {
        var sections = [HelpSection(tr("\(title): mouse"), [
            HelpEntry.mouse(tr("hold or drag up a piece"), tr("to lift it from the tray, then onto the board")),
            HelpEntry.mouse(tr("drag a board piece"), tr("move it at once")),
            HelpEntry.mouse(tr("release"), tr("snaps to a cell; a taken cell sends it back")),
            HelpEntry.mouse(tr("click tray piece, cell"), tr("pick and place without dragging")),
            HelpEntry.mouse(tr("right click a piece"), tr("back to the tray (or drag it there)")),
            HelpEntry.mouse(tr("wheel, swipe on the tray"), tr("turn the tray's pages")),
        ]), HelpSection(tr("\(title): keys"), [
            HelpEntry("Tab", tr("between the tray and the board")),
            HelpEntry(tr("tray: Left Right, a d h l"), tr("choose a piece; pages turn by themselves")),
            HelpEntry("Enter, Space", tr("lift the piece (tray) or pick it up (board)")),
            HelpEntry(tr("piece in hand: arrows"), tr("move it a cell (also wasd, hjkl)")),
            HelpEntry("Enter / Esc", tr("drop it / put it back")),
            HelpEntry(tr("board: arrows, x"), tr("move the cursor; x sends the piece to the tray")),
            HelpEntry("[ ], PgUp PgDn", tr("tray pages")),
            HelpEntry("t, g", tr("number badges; faint picture on the board")),
            HelpEntry("u, Ctrl-R, n", tr("undo, redo, new game")),
        ])]
        if state.rotates {
            sections.append(HelpSection(tr("Turned pieces"), [
                HelpEntry("r, R", tr("turn the piece in hand or at the cursor (R: back)")),
                HelpEntry.mouse(tr("mouse: double click"), tr("turn a piece a quarter clockwise")),
                HelpEntry.mouse(tr("mouse: wheel in a drag"), tr("turn the piece being dragged")),
                HelpEntry.note(tr("home"), tr("a piece counts in its own cell, upright")),
            ]))
        }
        if state.tabs != nil {
            sections.append(HelpSection(tr("Pieces with tabs"), [
                HelpEntry.note(tr("knob, socket"), tr("every inner edge: a knob here, a socket there")),
                HelpEntry.mouse(tr("press a knob"), tr("takes its piece; an empty socket, its cell")),
                HelpEntry.note(tr("placed home"), tr("neighbours fit exactly; outer edges are flat")),
            ]))
        }
        return sections
    }

    // MARK: Layout

    public func layout(area: Rect, state: JigsawRules) -> JigsawLayout {
        // The classic board shows the whole picture: the half and its mirror image.
        let px = provider.pixelSize(params.picture).map { params.variant == .classic ? Size(width: 2 * $0.width, height: $0.height) : $0 }
        return JigsawLayout.make(area: area, columns: state.columns, rows: state.rows, mirrored: params.variant == .mirror, picture: px)
    }

    /// A resize keeps pieces in their cells; a piece in hand is re-clamped.
    public func relayout(_ ui: inout UI, layout l: JigsawLayout, state: JigsawRules) {
        if var h = ui.hand {
            if let c = h.keyboardCell { h.rect = l.cellRect(c) } else { h.rect = l.dragArea.clamp(Rect(origin: h.rect.origin, size: l.piece)) }
            ui.hand = h
        }
        ui.page = min(ui.page, l.pageCount(state.tray.count) - 1)
    }

    public func gesturePolicy(at point: Point, state: JigsawRules, ui: UI, layout l: JigsawLayout) -> GesturePolicy {
        if ui.hand?.keyboardCell != nil { return .tapOnly }
        if l.tray.contains(point) {
            // A pan too, so a quick drag upwards can lift the piece at once.
            if trayPiece(at: point, state, ui, l) != nil { return GesturePolicy([.longPress, .tap, .pan, .swipe]) }
            return GesturePolicy([.tap, .swipe])
        }
        if let c = boardCell(at: point, state, l), state.board[c] != nil {
            return GesturePolicy([.pan, .tap], panSlop: 0)
        }
        return .tapOnly
    }

    /// The board cell a press at `p` (on either half) is about: with tabs,
    /// the cell of the piece whose pixels are there, knobs included.
    func boardCell(at p: Point, _ rules: JigsawRules, _ l: JigsawLayout) -> Int? {
        let q = l.unmirrored(p)
        guard let tabs = rules.tabs else { return l.cell(at: q) }
        return TabbedPieces.cell(at: q, board: l.board.origin, side: l.piece.width, tabs: tabs, rules: rules)
    }

    /// The tray piece under `p` on the current page, and its slot.
    func trayPiece(at p: Point, _ rules: JigsawRules, _ ui: UI, _ l: JigsawLayout) -> (Int, Rect)? {
        let tray = rules.tray
        for (i, slot) in l.slots.enumerated() where slot.contains(p) {
            let index = ui.page * l.perPage + i
            if index < tray.count { return (tray[index], slot) }
        }
        return nil
    }

    // MARK: Input

    public func interpret(_ input: ScreenInput, state: JigsawRules, ui: inout UI, layout: JigsawLayout) -> Interpretation<JigsawRules.Move> {
        switch input {
        case .key(let k): return interpretKey(k, state, &ui, layout)
        case .gesture(let g): return interpretGesture(g, state, &ui, layout)
        }
    }

    private func interpretKey(_ key: Key, _ rules: JigsawRules, _ ui: inout UI, _ l: JigsawLayout) -> Interpretation<JigsawRules.Move> {
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
            case .enter, .character(" "): return drop(at: cell, rules, &ui)
            case .escape:
                ui.hand = nil
                return .uiChanged
            default: return .handled
            }
        }
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
        case .character("u"), .character("U"), .control("r"), .character("n"), .character("N"):
            return .notMine
        default: break
        }
        let tray = rules.tray
        switch ui.focus {
        case .tray:
            guard !tray.isEmpty else {
                if key.direction != nil || key.isConfirm { ui.focus = .board; return .uiChanged }
                return .notMine
            }
            switch key {
            case .left, .character("a"), .character("h"):
                ui.trayCursor = max(0, ui.trayCursor - 1)
                ui.page = ui.trayCursor / l.perPage
                return .uiChanged
            case .right, .character("d"), .character("l"):
                ui.trayCursor = min(tray.count - 1, ui.trayCursor + 1)
                ui.page = ui.trayCursor / l.perPage
                return .uiChanged
            case .up, .character("w"), .character("k"):
                ui.focus = .board
                return .uiChanged
            case .enter, .character(" "):
                let piece = tray[min(ui.trayCursor, tray.count - 1)]
                let start = rules.board.firstIndex(where: { $0 == nil }) ?? 0
                ui.hand = Hand(piece: piece, origin: .tray, rect: l.cellRect(start), grab: .zero, overTray: false, keyboardCell: start)
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
                    ui.hand = Hand(piece: piece, origin: .cell(ui.boardCursor), rect: l.cellRect(ui.boardCursor), grab: .zero,
                                   overTray: false, keyboardCell: ui.boardCursor)
                    return .uiChanged
                }
                if let s = ui.selected { return place(s, at: ui.boardCursor, &ui) }
                return .handled
            case .character("x"), .character("X"):
                guard let piece = rules.board[ui.boardCursor] else { return .handled }
                if rules.isLocked(piece) { return locked(piece, &ui) }
                return .move(.toTray(piece: piece))
            default: return .notMine
            }
        }
    }

    /// The piece r and R turn: the one in hand, else the one under the cursor.
    private func turnTarget(_ rules: JigsawRules, _ ui: UI) -> Int? {
        let tray = rules.tray
        return ui.hand?.piece ?? (ui.focus == .board ? rules.board[ui.boardCursor]
            : tray.isEmpty ? nil : tray[min(ui.trayCursor, tray.count - 1)])
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
        ]
        if rules.rotates {
            let turns = turnTarget(rules, ui).map { !rules.isLocked($0) } ?? false
            list.append(ModeAction(.character("r"), tr("turn clockwise"), enabled: turns))
            list.append(ModeAction(.character("R"), tr("turn anticlockwise"), enabled: turns))
        }
        let atCursor = free && ui.focus == .board ? rules.board[ui.boardCursor] : nil
        list.append(ModeAction(.character("x"), tr("piece back to the tray"), enabled: atCursor.map { !rules.isLocked($0) } ?? false))
        let pages = l.pageCount(rules.tray.count)
        if pages > 1 {
            list.append(ModeAction(.character("["), tr("previous page"), enabled: free && ui.page > 0))
            list.append(ModeAction(.character("]"), tr("next page"), enabled: free && ui.page < pages - 1))
        }
        return list
    }

    private func step(_ cell: Int, _ d: Direction, _ rules: JigsawRules) -> Int {
        let c = cell % rules.columns + d.offset.dx, r = cell / rules.columns + d.offset.dy
        return r.clamped(to: 0...(rules.rows - 1)) * rules.columns + c.clamped(to: 0...(rules.columns - 1))
    }

    private func turnPage(_ d: Int, _ rules: JigsawRules, _ ui: inout UI, _ l: JigsawLayout) -> Interpretation<JigsawRules.Move> {
        let pages = l.pageCount(rules.tray.count)
        let next = (ui.page + d).clamped(to: 0...(pages - 1))
        guard next != ui.page else { return .handled }
        ui.page = next
        ui.trayCursor = min(max(0, rules.tray.count - 1), ui.page * l.perPage)
        return .uiChanged
    }

    private func interpretGesture(_ g: Gesture, _ rules: JigsawRules, _ ui: inout UI, _ l: JigsawLayout) -> Interpretation<JigsawRules.Move> {
        switch g {
        case .longPress(.began, _, let start):
            guard let (piece, slot) = trayPiece(at: start, rules, ui, l) else { return .handled }
            ui.selected = nil
            ui.hand = lift(piece, from: slot, at: start, l)
            return .uiChanged
        case .longPress(.changed, let p, _), .pan(.changed, let p, _, _):
            guard ui.hand != nil, ui.hand?.keyboardCell == nil else { return .handled }
            follow(p, &ui, l)
            return .uiChanged
        case .longPress(.ended, let p, _), .pan(.ended, let p, _, _):
            guard ui.hand != nil, ui.hand?.keyboardCell == nil else { return .handled }
            follow(p, &ui, l)
            let h = ui.hand!
            if l.tray.contains(p) {
                ui.hand = nil
                if case .cell = h.origin { return .move(.toTray(piece: h.piece)) }
                return .uiChanged
            }
            return drop(at: l.nearestCell(to: h.rect), rules, &ui)
        case .longPress(.cancelled, _, _), .pan(.cancelled, _, _, _):
            if ui.hand?.keyboardCell == nil { ui.hand = nil }
            return .uiChanged
        case .pan(.began, let p, let start, _) where l.tray.contains(start):
            // A quick drag up out of the tray lifts the piece at once; a
            // sideways one is left to turn the page when it ends.
            ui.liftedByDragAt = nil
            let t = p - start
            guard t.dy < 0, -2 * t.dy >= abs(t.dx), let (piece, slot) = trayPiece(at: start, rules, ui, l) else { return .handled }
            ui.selected = nil
            ui.hand = lift(piece, from: slot, at: start, l)
            ui.liftedByDragAt = start
            follow(p, &ui, l)
            return .uiChanged
        case .pan(.began, let p, let start, _):
            let s = l.unmirrored(start)
            guard let c = boardCell(at: start, rules, l), let piece = rules.board[c] else { return .handled }
            if rules.isLocked(piece) { return locked(piece, &ui) }
            ui.selected = nil
            let r = l.cellRect(c)
            ui.hand = Hand(piece: piece, origin: .cell(c), rect: r, grab: s - r.origin, overTray: false, keyboardCell: nil)
            follow(l.unmirrored(p), &ui, l)
            return .uiChanged
        case .swipe(_, let start, _) where ui.liftedByDragAt == start:
            ui.liftedByDragAt = nil
            return .handled
        case .swipe(let d, let start, _) where l.tray.contains(start) && ui.hand == nil:
            // The content follows the finger: a swipe left shows the next page.
            if d == .left { return turnPage(1, rules, &ui, l) }
            if d == .right { return turnPage(-1, rules, &ui, l) }
            return .handled
        case .wheel(let d, _) where rules.rotates && ui.hand != nil:
            // The wheel turns the piece being dragged.
            return turn(ui.hand!.piece, by: d == .down || d == .right ? 1 : -1, rules, &ui)
        case .wheel(let d, _):
            return turnPage(d == .down || d == .right ? 1 : -1, rules, &ui, l)
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

    private func tap(_ p: Point, _ rules: JigsawRules, _ ui: inout UI, _ l: JigsawLayout) -> Interpretation<JigsawRules.Move> {
        if l.previousPage.contains(p) { return turnPage(-1, rules, &ui, l) }
        if l.nextPage.contains(p) { return turnPage(1, rules, &ui, l) }
        if let (piece, _) = trayPiece(at: p, rules, ui, l) {
            ui.selected = ui.selected == piece ? nil : piece
            if let i = rules.tray.firstIndex(of: piece) { ui.trayCursor = i }
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

    /// A tray piece in hand at a board piece's size, held at the same place
    /// of its picture as the pointer held it in its (maybe smaller) slot.
    private func lift(_ piece: Int, from slot: Rect, at p: Point, _ l: JigsawLayout) -> Hand {
        let (rect, grab) = l.lifted(from: slot, at: p)
        return Hand(piece: piece, origin: .tray, rect: rect, grab: grab, overTray: l.tray.contains(p), keyboardCell: nil)
    }

    /// Moves the piece in hand with the pointer, keeping where it was grabbed.
    private func follow(_ p: Point, _ ui: inout UI, _ l: JigsawLayout) {
        guard var h = ui.hand else { return }
        (h.rect, h.overTray) = l.held(at: p, grab: h.grab)
        ui.hand = h
    }

    private func drop(at cell: Int, _ rules: JigsawRules, _ ui: inout UI) -> Interpretation<JigsawRules.Move> {
        guard let h = ui.hand else { return .handled }
        ui.hand = nil
        if case .cell(let from) = h.origin, from == cell { return .uiChanged }
        if isTaken(cell, by: h, rules) {
            // No move: the piece goes back, and the player is told why.
            ui.selected = nil
            switch h.origin {
            case .tray: return .refused(tr("Cell \(cell + 1) is taken: piece \(h.piece + 1) went back to the tray"))
            case .cell(let from): return .refused(tr("Cell \(cell + 1) is taken: piece \(h.piece + 1) went back to cell \(from + 1)"))
            }
        }
        return place(h.piece, at: cell, &ui)
    }

    /// A quarter turn of a piece, clockwise when `by` is positive.
    private func turn(_ piece: Int, by: Int, _ rules: JigsawRules, _ ui: inout UI) -> Interpretation<JigsawRules.Move> {
        if rules.isLocked(piece) { return locked(piece, &ui) }
        return .move(.turn(piece: piece, by: by))
    }

    /// A locked piece stays put; the player is told why it does not move.
    private func locked(_ piece: Int, _ ui: inout UI) -> Interpretation<JigsawRules.Move> {
        ui.selected = nil
        return .refused(tr("Piece \(piece + 1) is locked in its place (--lock)"))
    }

    /// An occupied cell is no move: the piece stays where it was.
    private func place(_ piece: Int, at cell: Int, _ ui: inout UI) -> Interpretation<JigsawRules.Move> {
        ui.selected = nil
        return .move(.place(piece: piece, cell: cell))
    }

    /// Keeps the tray cursor and page on pieces that exist.
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
        let n = rules.tray.count
        ui.trayCursor = min(ui.trayCursor, max(0, n - 1))
        ui.page = min(ui.page, l.pageCount(n) - 1)
        if let s = ui.selected, !rules.tray.contains(s) && rules.cell(of: s) == nil { ui.selected = nil }
    }

    // MARK: Results

    private func pictureTitle(_ context: AppContext) -> String {
        let title = PictureText.title(params.picture)
        return context.glyphs.unicode ? title : TextWidth.ascii(title)
    }

    public func resultLines(_ state: JigsawRules, moves: Int, elapsed: Int64, scores: ScoreTable?, context: AppContext) -> [String] {
        [tr("Complete: \(pictureTitle(context))"), tr("Time \(formatDuration(milliseconds: elapsed)) · moves \(moves)")]
    }

    public func rankScope(_ state: JigsawRules) -> String {
        switch (params.rotate, params.tabs) {
        case (false, false): return tr("for this picture and size")
        case (true, false): return tr("for this picture and size, with turned pieces")
        case (false, true): return tr("for this picture and size, with tabs")
        case (true, true): return tr("for this picture and size, with turned pieces and tabs")
        }
    }
    public var celebrationTime: Int64 { Self.victoryTime }

    // MARK: Drawing

    public func panelPlace(_ layout: JigsawLayout, area: Rect) -> (over: Rect, area: Rect) { (layout.canvas, layout.area) }

    /// The finished picture stays in view: the result goes below it, where
    /// the tray was (empty by then), or beside it, and over it only when
    /// there is no room anywhere else.
    public func resultPlace(_ l: JigsawLayout, area: Rect, height: Int) -> (over: Rect, area: Rect) {
        let below = Rect(x: l.area.minX, y: l.finished.maxY, width: l.area.width, height: l.area.maxY - l.finished.maxY)
        if below.height >= height { return (below, below) }
        let left = Rect(x: l.area.minX, y: l.area.minY, width: l.finished.minX - l.area.minX, height: l.area.height)
        if left.width >= 40 { return (left, left) }
        return (l.canvas, l.area)
    }

    struct Images {
        /// The board's picture (the left half, or the whole picture for the classic game) and its mirror image.
        var picture: Canvas
        var mirrored: Canvas?
        /// The same in pixels, to cut pieces with tabs from (`--tabs` only).
        var pixels: HalfBlockPixels?
        var mirroredPixels: HalfBlockPixels?

        init(picture: Canvas, mirrored: Canvas?, tabs: Bool) {
            self.picture = picture
            self.mirrored = mirrored
            if tabs {
                pixels = HalfBlockPixels(decoding: picture)
                mirroredPixels = mirrored.map(HalfBlockPixels.init(decoding:))
            }
        }

        /// The pieces of a game with tabs, `side` pixels a piece.
        func tabbed(_ tabs: PieceTabs?, side: Int) -> TabbedPieces? {
            guard let tabs, let pixels else { return nil }
            return TabbedPieces(tabs: tabs, side: side, picture: pixels, mirrored: mirroredPixels)
        }
    }

    private func pictureImages(_ l: JigsawLayout, context: AppContext) -> Images {
        images.value(size: l.board.size, context: context) {
            switch params.variant {
            case .mirror:
                let depth = context.theme.depth, unicode = context.glyphs.unicode, p = params.picture
                let left = provider.render(p, cols: l.board.width, rows: l.board.height, depth: depth, unicode: unicode, mirrored: false)
                    ?? Canvas(size: l.board.size)
                let right = provider.render(p, cols: l.board.width, rows: l.board.height, depth: depth, unicode: unicode, mirrored: true)
                    ?? Canvas(size: l.board.size)
                return Images(picture: left, mirrored: right, tabs: params.tabs)
            case .classic:
                return Images(picture: SymmetricPicture.render(params.picture, provider: provider, size: l.board.size, context: context),
                              mirrored: nil, tabs: params.tabs)
            }
        }
    }

    /// A tray piece's side in pixels: its slot's, or with tabs less, so
    /// that its knobs fit the slot too.
    private func trayPieceSide(_ l: JigsawLayout) -> Int {
        params.tabs ? TabbedPieces.side(fittingSlot: l.trayPiece.width) : l.trayPiece.width
    }

    /// The picture at the tray's scale; the board's own when the sizes agree.
    private func trayImage(_ l: JigsawLayout, _ images: Images, context: AppContext) -> Images {
        let s = trayPieceSide(l)
        guard s != l.piece.width else { return images }
        let size = Size(width: l.columns * s, height: l.rows * s / 2)
        return trayImages.value(size: size, context: context) {
            let picture: Canvas
            switch params.variant {
            case .mirror:
                picture = provider.render(params.picture, cols: size.width, rows: size.height, depth: context.theme.depth,
                                          unicode: context.glyphs.unicode, mirrored: false) ?? Canvas(size: size)
            case .classic:
                picture = SymmetricPicture.render(params.picture, provider: provider, size: size, context: context)
            }
            return Images(picture: picture, mirrored: nil, tabs: params.tabs)
        }
    }

    /// Piece `piece` as the tray shows it.
    private func trayPieceImage(_ piece: Int, _ picture: Canvas, _ l: JigsawLayout, turns: Int) -> Canvas {
        let w = l.trayPiece.width, h = l.trayPiece.height
        let c = picture.cropped(to: Rect(x: (piece % l.columns) * w, y: (piece / l.columns) * h, width: w, height: h))
        return PieceTurn.turned(c, quarterTurns: turns)
    }

    /// Piece `piece`'s part of the picture, turned as the piece is.
    private func pieceImage(_ piece: Int, _ images: Images, _ l: JigsawLayout, turns: Int) -> Canvas {
        let home = l.cellRect(piece)
        return PieceTurn.turned(images.picture.cropped(to: home.offsetBy(Offset(dx: -l.board.minX, dy: -l.board.minY))),
                                quarterTurns: turns)
    }

    /// Its mirror image: the mirrored picture at the reflected place, turned
    /// the other way (a quarter clockwise on the left is a quarter
    /// counter-clockwise in the mirror).
    private func mirroredPieceImage(_ piece: Int, _ images: Images, _ l: JigsawLayout, turns: Int) -> Canvas? {
        guard let m = images.mirrored else { return nil }
        let home = l.cellRect(piece).offsetBy(Offset(dx: -l.board.minX, dy: -l.board.minY))
        let x = l.board.width - home.maxX
        return PieceTurn.turned(m.cropped(to: Rect(x: x, y: home.minY, width: home.width, height: home.height)), quarterTurns: -turns)
    }

    public func draw(into canvas: inout Canvas, frame f: GameFrame<Self>, context: AppContext) {
        let images = pictureImages(f.layout, context: context)
        let p = JigsawPalette(context.theme), g = JigsawGlyphs(unicode: context.glyphs.unicode)
        drawBoard(into: &canvas, f, images: images, palette: p, glyphs: g, context: context)
        guard f.state.status != .won else { return }
        drawTray(into: &canvas, f, images: images, palette: p, context: context)
        // After the tray: the frame's bottom edge may be the tray's top line.
        Self.drawFrame(into: &canvas, f.layout, palette: p, glyphs: g)
        // Pieces with tabs after the frame, so that a knob reaching over it shows.
        drawTabbedPieces(into: &canvas, f, images: images)
        drawCues(into: &canvas, f, palette: p, context: context)
        if let h = f.ui.hand {
            drawHand(h, into: &canvas, f, images: images, palette: p, context: context)
        }
    }

    private func drawBoard(into canvas: inout Canvas, _ f: GameFrame<Self>, images: Images, palette p: JigsawPalette, glyphs g: JigsawGlyphs,
                           context: AppContext) {
        let l = f.layout, rules = f.state, ui = f.ui
        if rules.status == .won {
            // The whole picture, its halves closed over the mirror line as
            // the celebration left them; tray and frame are gone.
            canvas.fill(l.area, style: p.ground)
            canvas.blit(images.picture, at: l.finished.origin)
            if let right = images.mirrored, let m = l.mirror { canvas.blit(right, at: Point(x: m.line, y: l.finished.minY)) }
            return
        }
        canvas.fill(l.canvas, style: p.ground)
        if let m = l.mirror {
            for y in l.canvas.minY..<l.canvas.maxY { canvas.put(g.mirror, at: Point(x: m.line, y: y), style: p.mirrorLine) }
        }
        for cell in 0..<rules.count {
            let r = l.cellRect(cell)
            let inHand = ui.hand.map { $0.origin == .cell(cell) } ?? false
            if let piece = rules.board[cell], !inHand {
                // Pieces with tabs overlap their neighbours: drawn once every cell is.
                guard rules.tabs == nil else { continue }
                canvas.blit(pieceImage(piece, images, l, turns: rules.turns[piece]), at: r.origin)
                if let m = l.mirror, let img = mirroredPieceImage(piece, images, l, turns: rules.turns[piece]) {
                    canvas.blit(img, at: m.reflect(r).origin)
                }
                continue
            }
            // With tabs, an empty cell is felt in the shape of its piece, which
            // a piece's shape shows against: its neighbours' sockets too.
            let tabs = rules.tabs != nil
            if let shape = rules.tabs?.mask(of: cell, side: l.piece.width), p.felt.background != .default {
                let felt = HalfBlockPixels(shape, color: p.felt.background), o = shape.origin
                canvas.drawPixels(felt, atPixel: TabbedPieces.pixel(of: r.origin) + Offset(dx: o.x, dy: o.y), clip: l.board)
                if let m = l.mirror {
                    let back = TabbedPieces.pixel(of: m.reflect(r).origin) + Offset(dx: shape.mirrored().origin.x, dy: o.y)
                    canvas.drawPixels(felt.mirrored(), atPixel: back, clip: m.reflect(l.board))
                }
            }
            if ui.showGhost {
                ghost(images.picture.cropped(to: r.offsetBy(Offset(dx: -l.board.minX, dy: -l.board.minY))), at: r.origin,
                      into: &canvas, toward: (tabs ? p.felt : p.ground).background)
            }
            // A faint grid marks the empty cells, on both halves.
            let grid = tabs ? p.onFelt(p.grid) : p.grid
            for (point, glyph) in Self.gridLines(of: r, board: l.board, glyphs: g) {
                canvas.put(glyph, at: point, style: grid)
                if let m = l.mirror { canvas.put(glyph, at: Point(x: m.reflect(x: point.x), y: point.y), style: grid) }
            }
            if ui.showBadges {
                // The number in the middle of the cell, clear of its grid lines.
                let label = "\(cell + 1)"
                let inner = r.inset(top: r.minY > l.board.minY ? 1 : 0, left: r.minX > l.board.minX ? 1 : 0)
                let x = inner.minX + max(0, (inner.width - TextWidth.of(label)) / 2)
                canvas.text(label, at: Point(x: x, y: inner.minY + (inner.height - 1) / 2), style: tabs ? p.onFelt(p.number) : p.number,
                            clip: r)
            }
        }
    }

    /// The placed pieces of a game with tabs, and their mirror copies.
    private func drawTabbedPieces(into canvas: inout Canvas, _ f: GameFrame<Self>, images: Images) {
        let l = f.layout, rules = f.state
        guard let pieces = images.tabbed(rules.tabs, side: l.piece.width) else { return }
        for cell in 0..<rules.count {
            guard let piece = rules.board[cell], f.ui.hand?.origin != .cell(cell) else { continue }
            let r = l.cellRect(cell), turns = rules.turns[piece]
            pieces.draw(piece, turns: turns, cellPixel: TabbedPieces.pixel(of: r.origin), into: &canvas, clip: l.canvas)
            if let m = l.mirror {
                pieces.drawMirrored(piece, turns: turns, cellPixel: TabbedPieces.pixel(of: m.reflect(r).origin), into: &canvas,
                                    clip: l.canvas)
            }
        }
    }

    /// An empty cell's share of the grid: the line along its top and its
    /// left side, where another cell is its neighbour (the frame is the rest).
    static func gridLines(of r: Rect, board: Rect, glyphs g: JigsawGlyphs) -> [(Point, Character)] {
        var out: [(Point, Character)] = []
        let top = r.minY > board.minY, left = r.minX > board.minX
        if top { for x in r.minX..<r.maxX { out.append((Point(x: x, y: r.minY), g.gridHorizontal)) } }
        if left { for y in r.minY..<r.maxY { out.append((Point(x: r.minX, y: y), g.gridVertical)) } }
        if top && left { out.append((r.origin, g.gridCross)) }
        return out
    }

    /// The frame around the board and its mirror image, the mirror line
    /// joining the two; on the tray's top line when it runs there.
    static func drawFrame(into canvas: inout Canvas, _ l: JigsawLayout, palette p: JigsawPalette, glyphs g: JigsawGlyphs) {
        var r = l.frame
        if let m = l.mirror { r = Rect(x: r.minX, y: r.minY, width: m.reflect(x: r.minX) - r.minX + 1, height: r.height) }
        guard r.width >= 2, r.height >= 2 else { return }
        let onTray = r.maxY - 1 == l.tray.minY
        for x in (r.minX + 1)..<(r.maxX - 1) {
            canvas.put(g.horizontal, at: Point(x: x, y: r.minY), style: p.frame)
            canvas.put(g.horizontal, at: Point(x: x, y: r.maxY - 1), style: p.frame)
        }
        for y in (r.minY + 1)..<(r.maxY - 1) {
            canvas.put(g.vertical, at: Point(x: r.minX, y: y), style: p.frame)
            canvas.put(g.vertical, at: Point(x: r.maxX - 1, y: y), style: p.frame)
        }
        canvas.put(g.topLeft, at: r.origin, style: p.frame)
        canvas.put(g.topRight, at: Point(x: r.maxX - 1, y: r.minY), style: p.frame)
        // Standing on the tray's line, the sides meet it rather than turn.
        canvas.put(onTray ? g.teeUp : g.bottomLeft, at: Point(x: r.minX, y: r.maxY - 1), style: p.frame)
        canvas.put(onTray ? g.teeUp : g.bottomRight, at: Point(x: r.maxX - 1, y: r.maxY - 1), style: p.frame)
        if let m = l.mirror {
            canvas.put(g.teeDown, at: Point(x: m.line, y: r.minY), style: p.frame)
            canvas.put(g.teeUp, at: Point(x: m.line, y: r.maxY - 1), style: p.frame)
        }
    }

    /// The keyboard cursor, a piece picked by a click, and the cell a
    /// piece in hand would drop into: free, or taken.
    private func drawCues(into canvas: inout Canvas, _ f: GameFrame<Self>, palette p: JigsawPalette, context: AppContext) {
        let l = f.layout, rules = f.state, ui = f.ui, g = context.glyphs
        if let s = ui.selected, let c = rules.cell(of: s) {
            canvas.cornerOutline(l.cellRect(c), glyphs: g, style: p.selected)
        }
        if ui.focus == .board, ui.hand == nil {
            canvas.cornerOutline(l.cellRect(ui.boardCursor), glyphs: g, style: context.theme.itemSelected)
        }
        if let h = ui.hand, !h.overTray {
            let target = dropTarget(h, l)
            canvas.cornerOutline(l.cellRect(target), glyphs: g, style: isTaken(target, by: h, rules) ? p.occupied : p.target)
        }
    }

    /// The cell a piece in hand would drop into.
    func dropTarget(_ h: Hand, _ l: JigsawLayout) -> Int { h.keyboardCell ?? l.nearestCell(to: h.rect) }

    /// Another piece holds `cell` (a piece's own cell is free for it).
    func isTaken(_ cell: Int, by h: Hand, _ rules: JigsawRules) -> Bool {
        guard let other = rules.board[cell] else { return false }
        return other != h.piece
    }

    private func ghost(_ img: Canvas, at origin: Point, into canvas: inout Canvas, toward ground: Color) {
        var faint = img
        faint.restyle(faint.bounds) { style in
            style.attributes.insert(.dim)
            style.foreground = Self.faded(style.foreground, toward: ground)
            style.background = Self.faded(style.background, toward: ground)
        }
        canvas.blit(faint, at: origin)
    }

    static func faded(_ c: Color, toward g: Color) -> Color {
        func rgb(_ c: Color) -> (Int, Int, Int)? {
            switch c {
            case .rgb(let r, let g, let b): return (Int(r), Int(g), Int(b))
            case .palette(let i): let v = ColorMath.rgb(ofPalette: i); return (Int(v.0), Int(v.1), Int(v.2))
            case .default: return nil
            }
        }
        guard let a = rgb(c), let b = rgb(g) else { return c }
        let mix = (UInt8((a.0 + 3 * b.0) / 4), UInt8((a.1 + 3 * b.1) / 4), UInt8((a.2 + 3 * b.2) / 4))
        if case .palette = c { return .palette(ColorMath.nearest256(mix)) }
        return .rgb(mix.0, mix.1, mix.2)
    }

    private func drawTray(into canvas: inout Canvas, _ f: GameFrame<Self>, images: Images, palette p: JigsawPalette, context: AppContext) {
        let t = context.theme, g = context.glyphs
        let l = f.layout, ui = f.ui
        canvas.fill(l.tray, style: t.overlay)
        for x in l.tray.minX..<l.tray.maxX {
            canvas.put(g.horizontal, at: Point(x: x, y: l.tray.minY), style: t.overlay.with([.dim]))
        }
        let tray = f.state.tray
        let pages = l.pageCount(tray.count)
        let small = tray.isEmpty ? images : trayImage(l, images, context: context)
        let side = trayPieceSide(l), tabbed = small.tabbed(f.state.tabs, side: side)
        for (i, slot) in l.slots.enumerated() {
            let index = ui.page * l.perPage + i
            guard index < tray.count else { break }
            let piece = tray[index]
            if ui.hand?.piece == piece && ui.hand?.origin == .tray {
                canvas.fill(slot, style: p.ground)
                continue
            }
            if let tabbed {
                // The piece in the middle of its slot of felt, its knobs inside it.
                canvas.fill(slot, style: p.felt)
                let inset = (slot.width - side) / 2
                tabbed.draw(piece, turns: f.state.turns[piece], cellPixel: TabbedPieces.pixel(of: slot.origin) + Offset(dx: inset, dy: inset),
                            into: &canvas, clip: l.tray)
            } else {
                canvas.blit(trayPieceImage(piece, small.picture, l, turns: f.state.turns[piece]), at: slot.origin)
            }
            if ui.showBadges {
                // In the row under the slot, never over the piece's picture.
                let badge = " \(piece + 1) "
                let x = slot.minX + (slot.width - TextWidth.of(badge)) / 2
                canvas.text(badge, at: Point(x: x, y: slot.maxY), style: t.buttonFocused, clip: l.tray)
            }
            if ui.selected == piece || (ui.focus == .tray && ui.trayCursor == index && ui.hand == nil) {
                canvas.cornerOutline(slot, glyphs: g, style: ui.selected == piece ? t.hotkey.with([.bold, .reverse]) : t.itemSelected)
            }
        }
        let left: Character = g.unicode ? "◀" : "<", right: Character = g.unicode ? "▶" : ">"
        let arrowStyle = t.overlayKey
        if ui.page > 0 { canvas.put(left, at: Point(x: l.previousPage.minX, y: l.previousPage.center.y), style: arrowStyle) }
        if ui.page < pages - 1 { canvas.put(right, at: Point(x: l.nextPage.minX, y: l.nextPage.center.y), style: arrowStyle) }
        let label = tray.isEmpty ? tr("tray empty") : tr("page \(ui.page + 1)/\(pages) · \(tray.count) in the tray")
        canvas.centered(label, row: l.pageLabelRow, in: l.tray, style: t.overlay.with([.dim]))
    }

    /// The piece in hand, outlined so that its edge shows on the dark
    /// ground even where its own pixels are dark; red over a taken cell.
    private func drawHand(_ h: Hand, into canvas: inout Canvas, _ f: GameFrame<Self>, images: Images, palette p: JigsawPalette,
                          context: AppContext) {
        let l = f.layout, g = context.glyphs
        // The mirror image follows once the piece is above the tray; drawn
        // first, so that against the mirror line the piece's own outline shows.
        let turns = f.state.turns[h.piece], tabbed = images.tabbed(f.state.tabs, side: l.piece.width)
        // The outline keeps clear of the knobs, within the screen's game area.
        let reach = tabbed?.reach ?? .zero
        func outline(_ r: Rect) -> Rect {
            let around = r.inset(top: -1 - reach.dy, left: -1 - reach.dx, bottom: -1 - reach.dy, right: -1 - reach.dx)
            return tabbed == nil ? around : around.intersection(l.area)
        }
        if let copy = mirrorCopyRect(of: h, layout: l), let img = mirroredPieceImage(h.piece, images, l, turns: turns) {
            Self.dashedFrame(outline(copy), into: &canvas, glyphs: JigsawGlyphs(unicode: g.unicode), style: p.mirrorLine)
            if let tabbed {
                canvas.fill(outline(copy).inset(by: 1), style: p.felt)
                tabbed.drawMirrored(h.piece, turns: turns, cellPixel: TabbedPieces.pixel(of: copy.origin), into: &canvas, clip: l.area)
            } else {
                canvas.blit(img, at: copy.origin)
            }
        }
        let taken = !h.overTray && isTaken(dropTarget(h, l), by: h, f.state)
        let style = taken ? p.occupied : p.outline
        let around = outline(h.rect)
        canvas.frame(around, glyphs: g, style: style)
        if let tabbed {
            canvas.fill(around.inset(by: 1), style: p.felt)
            tabbed.draw(h.piece, turns: turns, cellPixel: TabbedPieces.pixel(of: h.rect.origin), into: &canvas, clip: l.area)
        } else {
            canvas.blit(pieceImage(h.piece, images, l, turns: turns), at: h.rect.origin)
        }
        let takenLabel = " " + tr("taken") + " ", takenWidth = TextWidth.of(takenLabel)
        if taken, around.width >= takenWidth + 2 {
            canvas.text(takenLabel, at: Point(x: around.minX + (around.width - takenWidth) / 2, y: around.maxY - 1), style: style)
        }
    }

    /// The mirror image's outline, dashed like the mirror line: a reflection, not a piece.
    static func dashedFrame(_ r: Rect, into canvas: inout Canvas, glyphs g: JigsawGlyphs, style: CellStyle) {
        guard r.width >= 2, r.height >= 2 else { return }
        for x in (r.minX + 1)..<(r.maxX - 1) {
            canvas.put(g.gridHorizontal, at: Point(x: x, y: r.minY), style: style)
            canvas.put(g.gridHorizontal, at: Point(x: x, y: r.maxY - 1), style: style)
        }
        for y in (r.minY + 1)..<(r.maxY - 1) {
            canvas.put(g.gridVertical, at: Point(x: r.minX, y: y), style: style)
            canvas.put(g.gridVertical, at: Point(x: r.maxX - 1, y: y), style: style)
        }
        canvas.put(g.squareTopLeft, at: r.origin, style: style)
        canvas.put(g.squareTopRight, at: Point(x: r.maxX - 1, y: r.minY), style: style)
        canvas.put(g.squareBottomLeft, at: Point(x: r.minX, y: r.maxY - 1), style: style)
        canvas.put(g.squareBottomRight, at: Point(x: r.maxX - 1, y: r.maxY - 1), style: style)
    }

    /// Where the piece in hand's mirror image goes: nowhere over the tray.
    func mirrorCopyRect(of h: Hand, layout l: JigsawLayout) -> Rect? {
        h.overTray ? nil : l.mirrorCopy(of: h.rect)
    }

    public func drawCelebration(into canvas: inout Canvas, frame f: GameFrame<Self>, elapsed: Int64, context: AppContext) {
        let t = context.theme, g = context.glyphs, p = JigsawPalette(t), jg = JigsawGlyphs(unicode: g.unicode)
        let l = f.layout, at = l.finished
        let images = pictureImages(l, context: context)
        canvas.fill(l.area, style: p.ground)
        // The halves start apart and close into one picture over the mirror line.
        let gap = max(0, Int(6 - elapsed / 150))
        let left = images.picture
        if let right = images.mirrored, let m = l.mirror {
            canvas.blit(left, at: Point(x: at.minX - gap, y: at.minY))
            canvas.blit(right, at: Point(x: m.line + gap, y: at.minY))
            if elapsed < 600 {
                var line = p.mirrorLine
                if elapsed > 300 { line.attributes.insert(.dim) }
                for y in at.minY..<at.maxY { canvas.put(jg.mirror, at: Point(x: m.line, y: y), style: line) }
            }
        } else {
            canvas.blit(left, at: at.origin)
        }
        // Sparkles rise.
        var rng = SeededRandom(seed: UInt64(f.state.count))
        let glyphs: [Character] = g.unicode ? ["✦", "✧", "·", "*"] : ["*", "+", "."]
        for _ in 0..<24 {
            let x = l.area.minX + rng.int(in: 0..<max(1, l.area.width))
            let y0 = l.area.maxY - 1 - rng.int(in: 0..<max(1, l.area.height / 2))
            let y = y0 - Int(elapsed / 120)
            if y >= l.area.minY {
                // Only on the bare ground around the picture: a sparkle on
                // it would punch a hole into its pixels.
                let q = Point(x: x, y: y), glyph = glyphs[rng.int(in: 0..<glyphs.count)]
                var color = t.brocade[rng.int(in: 0..<4)]
                if t.depth <= .ansi16, color == .blue { color = .yellow } // blue hardly shows on black
                if let under = canvas.cell(at: q), under.character == " ", under.style.background == p.ground.background {
                    canvas.put(glyph, at: q, style: CellStyle(foreground: color, background: p.ground.background))
                }
            }
        }
        // The title above the picture, or under it when the picture reaches the top.
        let row = at.minY - 2 >= l.area.minY ? at.minY - 2 : min(l.area.maxY - 1, at.maxY + 1)
        canvas.centered(pictureTitle(context), row: row, in: l.area, style: CellStyle(foreground: p.target.foreground,
                                                                                         background: p.ground.background,
                                                                                         attributes: [.bold]))
    }
}

/// The jigsaws' game screen.
public typealias JigsawScreen = GameScreen<JigsawMode>
