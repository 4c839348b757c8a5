import BrocadeCore
import BrocadeTUI

/// The Li brocade mirror jigsaw, and its classic variant without the mirror.
/// Pieces wait in a tray at the bottom; a long press lifts one, a drag
/// carries it (clamped to the board's half, its mirror image following on
/// the other side), and a release snaps it to the nearest cell. Everything
/// can be done with the keyboard too.
public struct JigsawMode: ScoredMode {
    public enum Variant: String, Codable, Sendable { case mirror, classic }

    typealias Origin = CarriedFrom
    /// A piece in hand: the carrier's, its item a piece.
    typealias Hand = Carrier<Int>.Hand

    enum Focus { case tray, board }

    public struct UI: Equatable, HoldsCarrier {
        /// The piece in hand, the tray's page, the drag-up memory.
        var carrier = Carrier<Int>()
        /// A piece clicked, waiting for a click on a cell.
        var selected: Int?
        var focus: Focus = .tray
        var trayCursor = 0
        var boardCursor = 0
        var showBadges = false
        var showGhost = false
        /// The box lid: the whole picture over the board, until the next key or click.
        var showLid = false
    }

    public typealias Rules = JigsawRules
    public typealias Layout = JigsawLayout

    static let victoryTime: Int64 = 2500

    public let info: ModeInfo
    public let params: Params
    let provider: PictureProvider
    let images = PictureCache<Images>()
    let looksPixels = LooksPixelsCache()
    /// The terminal the board needs (`BoardFit`): a saved big board met in a small terminal asks for a larger one.
    public let minimumSize: Size

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
        minimumSize = Self.smallestTerminal(self.params, provider: provider)
    }

    var title: String { info.title }

    public func newGame(seed: UInt64) -> JigsawRules {
        withLooks(JigsawRules(columns: params.columns, rows: params.rows, seed: seed, lockCorrect: params.lock, rotates: params.rotate,
                              tabs: params.tabs))
    }

    /// A state read from a save: its looks are not saved, but made again.
    public func prepare(_ state: JigsawRules) -> JigsawRules { withLooks(state) }

    /// The numbers start as the game's choice; `t` turns them on and off.
    public func newUI(for state: JigsawRules) -> UI {
        var ui = UI()
        ui.showBadges = params.numbers
        // A game resumed with gaps in its tray: the keys start on its first
        // piece, not on an empty place.
        ui.trayCursor = state.trayPlaces.firstIndex { $0 != nil } ?? 0
        return ui
    }

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
        var p = ["picture": params.picture.name, "size": sizeText(state)]
        if params.rotate { p["pieces"] = "turned" }
        if params.tabs { p["cut"] = "with tabs" }
        return p
    }

    /// A game's size, one way everywhere (scores, Continue): "3x4", pieces
    /// across (one half of the mirror jigsaw, the whole classic board) by rows.
    func sizeText(_ state: JigsawRules) -> String { "\(state.columns)x\(state.rows)" }

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
            HelpEntry("Enter / Esc", tr("drop it, the cursor on it / put it back")),
            HelpEntry(tr("board: arrows, x"), tr("move the cursor; x sends the piece to the tray")),
            HelpEntry(tr("board: Enter, empty cell"), tr("take the tray's chosen piece there")),
            HelpEntry("[ ], PgUp PgDn", tr("tray pages")),
            HelpEntry("e, m", tr("tray: edge pieces first; shuffle it")),
            HelpEntry("y", tr("tidy the tray: close the gaps")),
            HelpEntry("t, g", tr("numbers on or off (--numbers); faint picture")),
            HelpEntry("b", tr("box lid: whole picture till a key or click")),
            HelpEntry("H", tr("hint: where the chosen piece goes")),
            HelpEntry("S", tr("the solver places the rest (any key stops it)")),
            HelpEntry("+ -", tr("faster, slower while the solver plays (or > <)")),
            HelpEntry("u, Ctrl-R, n", tr("undo, redo, new game")),
            HelpEntry.note(tr("look-alikes"), tr("a piece counts in any cell that looks the same")),
            HelpEntry.note(tr("the tray stays put"), tr("a piece taken leaves its place empty")),
        ])]
        if state.rotates {
            sections.append(HelpSection(tr("Turned pieces"), [
                HelpEntry("r, R", tr("turn the piece in hand or at the cursor (R: back)")),
                HelpEntry.mouse(tr("mouse: double click"), tr("turn a piece a quarter clockwise")),
                HelpEntry.mouse(tr("mouse: wheel in a drag"), tr("turn the piece being dragged")),
                HelpEntry.note(tr("home"), tr("upright, or turned where it looks the same")),
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
        return JigsawLayout.make(area: area, columns: state.columns, rows: state.rows, mirrored: params.variant == .mirror, picture: px,
                                 tabs: params.tabs)
    }

    /// A resize keeps pieces in their cells; a piece in hand is re-clamped.
    public func relayout(_ ui: inout UI, layout l: JigsawLayout, state: JigsawRules) {
        ui.carrier.relayout(l, count: state.trayPlaces.count)
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

    /// The tray piece under `p` on the current page (a knob's room round
    /// its slot included), and its slot; nil over an empty place.
    func trayPiece(at p: Point, _ rules: JigsawRules, _ ui: UI, _ l: JigsawLayout) -> (Int, Rect)? {
        let places = rules.trayPlaces
        for (i, slot) in l.slots.enumerated() where l.bay(slot).contains(p) {
            let index = ui.page * l.perPage + i
            if index < places.count, let piece = places[index] { return (piece, slot) }
        }
        return nil
    }

    // MARK: Results

    func pictureTitle(_ context: AppContext) -> String {
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
}

/// The jigsaws' game screen.
public typealias JigsawScreen = GameScreen<JigsawMode>

extension Carrier.Hand where Item == Int {
    /// The jigsaw's item in hand is a piece.
    var piece: Int { item }
}
