import BrocadeCore
import BrocadeTUI

/// Create mode, the loom: motifs and picture pieces from a palette placed
/// freely on the left half of a canvas split by the mirror line, which
/// makes every design symmetric. Tiles are placed, moved, turned, deleted,
/// and whole rows or columns filled; the design is kept by name, exported
/// as PNG and ANSI, and played as a jigsaw. An editor rather than a
/// puzzle: nothing to win, no scores, and its files are written by the
/// app, off the event loop, as effects (`CreateEffects`).
public struct CreateMode: PuzzleMode {
    public struct Params: Codable, Equatable, Sendable {
        /// Cells across the left half, and down.
        public var columns: Int
        public var rows: Int
        /// The design's name, once it has one.
        public var name: String?
        /// The design it starts from (one reopened); nil for an empty loom.
        public var start: Design?

        public init(columns: Int, rows: Int, name: String? = nil, start: Design? = nil) {
            self.columns = columns
            self.rows = rows
            self.name = name
            self.start = start
        }

        public func validated() throws -> Params {
            guard Design.sizes.contains(columns), Design.sizes.contains(rows) else {
                throw ValidationError(tr("\(columns)x\(rows) cells is not a size a design can have"))
            }
            if let start, start.columns != columns || start.rows != rows { throw ValidationError(tr("the design does not fit its size")) }
            if let name, !DesignFile.isValidName(name) { throw ValidationError(tr("'\(name)' is not a name a design can have")) }
            return self
        }
    }

    public typealias Rules = Loom
    /// What an input means to the loom: its effects are saves, exports and games of the design.
    public typealias Answer = Interpreted<Loom.Move, Effect>
    public typealias Layout = JigsawLayout

    enum Focus: Equatable { case palette, canvas }

    /// A tile carried: which, and the quarter turns it lands with.
    struct Carried: Equatable {
        var tile: Tile
        var turns: Int
    }

    /// A tile being dragged, from the palette or from a cell: the carrier's.
    typealias Hand = Carrier<Carried>.Hand

    /// What a name is being asked for: a save (the first, or one under
    /// another name), an export, a game.
    enum Naming: Equatable, Sendable { case save, saveAs, export, play }

    public struct UI: Equatable, HoldsCarrier {
        /// The tile in hand, the palette's page, the drag-up memory.
        var carrier = Carrier<Carried>()
        var paletteCursor = 0
        var focus: Focus = .palette
        var cursor = 0
        /// The palette tile chosen for placing, and the turns it goes in with.
        var selected: Tile?
        var turns = 0
        /// A cell whose tile the keyboard carries.
        var carrying: Int?
        /// A name being typed, and what it is for: edited as the new-game
        /// panel's path is (Ctrl-U, Ctrl-W, Ctrl-A, Ctrl-E...).
        var naming: Naming?
        var field = TextField(separators: ["-", "_"])
        /// What is wrong with the name typed, shown in the box.
        var nameError: String?
        /// A name kept by another design, which Enter now replaces (the
        /// player was told, and pressed Enter again, or came from a save
        /// that found it changed).
        var replacing: String?
        /// The names designs are kept under, once read (off the event loop).
        var taken: Set<String>?
        /// The name the box offered, replaced by a free one once the names
        /// are read, unless the player has typed since.
        var offered: String?
    }

    /// Made each time it is asked for: its words are in the player's language.
    public static var info: ModeInfo {
        var i = ModeInfo(mode: .create, title: tr("Create"), blurb: tr("Weave your own: motifs on a mirrored loom, kept, exported, played."),
                         goal: tr("Weave a symmetric design on the mirrored loom, save it, and play it as a jigsaw or a sliding puzzle. There is nothing to win."),
                         ranking: .fastest, keepsScores: false, letter: "r")
        i.continueBlurb = tr("Go on weaving the design left on the loom.")
        return i
    }

    public var info: ModeInfo { Self.info }
    public let params: Params
    let provider: PictureProvider?
    let designs: DesignService?
    let palette: Palette
    let tileImages = TileImageCache()

    public init(params: Params, provider: PictureProvider?, designs: DesignService?) throws {
        self.params = try params.validated()
        self.provider = provider
        self.designs = designs
        palette = Palette(provider: provider)
    }

    /// The design reopened, under its name, or an empty loom.
    public func newGame(seed: UInt64) -> Loom {
        // A design reopened is as its file holds it: a save must not find it changed.
        Loom(params.start ?? Design(columns: params.columns, rows: params.rows), name: params.name,
             kept: params.name == nil ? nil : params.start)
    }

    public func newUI(for state: Loom) -> UI { UI() }

    public func validate(_ state: Loom) throws {
        guard state.design.columns == params.columns, state.design.rows == params.rows else {
            throw ValidationError(tr("the saved design does not match its size"))
        }
    }

    /// The name the design is kept under. A save from before the name was
    /// the design's has it only in its parameters (a design reopened).
    func name(_ state: Loom) -> String? { state.name ?? params.name }

    public func statusDetail(_ state: Loom) -> String {
        let d = state.design, woven = d.cells.filter { $0 != nil }.count
        return (name(state).map { "\($0) · " } ?? "") + tr("\(woven)/\(d.count) woven")
    }

    public var newGameQuestion: (title: String, detail: String) {
        (tr("Start a new design?"), tr("This one stays only as you last saved it (S)."))
    }

    public var leaveQuestion: (title: String, detail: String) {
        (tr("Leave the loom?"), tr("Designs in progress cannot be kept here: this one would be lost unless saved (S)."))
    }

    public var newGameLabel: String { tr("new design") }

    /// While a name is typed, the keys are the name's.
    public func passesStandardKeys(_ ui: UI) -> Bool { ui.naming == nil }

    /// Every key the loom has but the cursor's and the text's: save,
    /// export, play, turn, delete, fill, the palette's pages.
    public func actions(state: Loom, ui: UI, layout l: JigsawLayout) -> [ModeAction] {
        let d = state.design
        if ui.naming != nil { return [ModeAction(.enter, tr("OK")), ModeAction(.escape, tr("Cancel"))] }
        let keeps = designs != nil
        var list = [
            ModeAction(.character("S"), tr("save the design"), enabled: keeps),
            ModeAction(.character("W"), tr("save it under another name"), enabled: keeps),
            ModeAction(.character("e"), tr("export PNG and ANSI"), enabled: keeps),
            ModeAction(.character("p"), tr("play it as a jigsaw"), enabled: keeps && !d.isEmpty && provider != nil),
            ModeAction(.character("r"), tr("turn clockwise")),
            ModeAction(.character("R"), tr("turn anticlockwise")),
            ModeAction(.character("x"), tr("delete the tile"), enabled: ui.focus == .canvas && d.cells[ui.cursor] != nil),
            ModeAction(.character("f"), tr("fill the row"), enabled: fillTile(d, ui) != nil),
            ModeAction(.character("F"), tr("fill the column"), enabled: fillTile(d, ui) != nil),
        ]
        let pages = l.pageCount(palette.tiles.count)
        if pages > 1 {
            list.append(ModeAction(.character("["), tr("previous page"), enabled: ui.page > 0))
            list.append(ModeAction(.character("]"), tr("next page"), enabled: ui.page < pages - 1))
        }
        return list
    }

    public func helpSections(_ state: Loom) -> [HelpSection] {
        [HelpSection(tr("Create: mouse"), [
            HelpEntry.mouse(tr("click a tile, then cells"), tr("place it, again and again")),
            HelpEntry.mouse(tr("hold or drag up a tile"), tr("to carry it onto a cell")),
            HelpEntry.mouse(tr("drag a placed tile"), tr("move it; onto the palette: delete")),
            HelpEntry.mouse(tr("double click a tile"), tr("turn it a quarter clockwise")),
            HelpEntry.mouse(tr("right click a tile"), tr("delete it")),
            HelpEntry.mouse(tr("wheel"), tr("turn the tile in hand; else pages")),
            HelpEntry.mouse(tr("Save, Export, Play"), tr("the buttons under the palette")),
        ]), HelpSection(tr("Create: keys"), [
            HelpEntry("Tab", tr("between the palette and the canvas")),
            HelpEntry(tr("palette: Left Right"), tr("choose a tile; Enter takes it")),
            HelpEntry(tr("arrows, wasd, hjkl"), tr("move the cursor on the canvas")),
            HelpEntry("Enter, Space", tr("place the tile taken; carry, drop")),
            HelpEntry("r, R", tr("turn a quarter clockwise / back")),
            HelpEntry("x, Delete, Backspace", tr("delete the tile at the cursor")),
            HelpEntry("f, F", tr("fill the cursor's row / column")),
            HelpEntry("Esc", tr("close the name box; let go of the tile in hand")),
            HelpEntry("[ ], PgUp PgDn", tr("palette pages")),
            HelpEntry("S", tr("save the design by name")),
            HelpEntry("W", tr("save it under another name")),
            HelpEntry("e", tr("export it: a PNG and an ANSI file")),
            HelpEntry("p", tr("play it as a mirror jigsaw")),
            HelpEntry("u, Ctrl-R, n", tr("undo, redo, new design")),
        ])]
    }

    // MARK: Layout

    public func layout(area: Rect, state: Loom) -> JigsawLayout {
        let d = state.design
        // A row under the palette for its page label: its buttons are on the row above.
        return JigsawLayout.make(area: area, columns: d.columns, rows: d.rows, mirrored: true,
                                 picture: Size(width: d.columns * Tile.side, height: d.rows * Tile.side), footer: 1)
    }

    public func relayout(_ ui: inout UI, layout l: JigsawLayout, state: Loom) {
        ui.carrier.relayout(l, count: palette.tiles.count)
    }

    public func gesturePolicy(at point: Point, state loom: Loom, ui: UI, layout l: JigsawLayout) -> GesturePolicy {
        let state = loom.design
        // The name box takes clicks on its buttons only.
        if ui.naming != nil { return .tapOnly }
        if l.tray.contains(point) {
            if paletteTile(at: point, ui, l) != nil { return GesturePolicy([.longPress, .tap, .pan, .swipe]) }
            return GesturePolicy([.tap, .swipe])
        }
        if let c = l.cell(at: l.unmirrored(point)), state.cells[c] != nil {
            // With a tile in hand a click puts it here, and a double click turns
            // the tile that is here: the click waits to see which it is.
            return GesturePolicy([.pan, .tap], panSlop: 0, tapWaitsForDoubleTap: ui.selected != nil)
        }
        return .tapOnly
    }

    /// The buttons on the palette's label row, for the mouse alone: save on
    /// the left, export and play on the right, each as wide as its title
    /// is drawn.
    static func actionButtons(_ l: JigsawLayout) -> [(Naming, Rect)] {
        let y = l.pageLabelRow - 1
        func width(_ n: Naming) -> Int { TextWidth.of(buttonTitle(n)) }
        let play = Rect(x: l.tray.maxX - 1 - width(.play), y: y, width: width(.play), height: 1)
        return [(.save, Rect(x: l.tray.minX + 1, y: y, width: width(.save), height: 1)),
                (.export, Rect(x: play.minX - 1 - width(.export), y: y, width: width(.export), height: 1)), (.play, play)]
    }

    static func buttonTitle(_ n: Naming) -> String {
        switch n {
        case .save, .saveAs: return "[ " + tr("Save") + " ]"
        case .export: return "[ " + tr("Export") + " ]"
        case .play: return "[ " + tr("Play", context: "loom") + " ]"
        }
    }

    static var okTitle: String { "[ " + tr("OK") + " ]" }
    static var cancelTitle: String { "[ " + tr("Cancel") + " ]" }

    /// The box a name is typed in, and its OK and Cancel buttons (each
    /// drawn from its left edge, two cells wider than its title).
    static func namingBox(_ l: JigsawLayout) -> (box: Rect, ok: Rect, cancel: Rect) {
        let width = min(l.canvas.width - 4, 52)
        let box = Rect(x: l.canvas.minX + (l.canvas.width - width) / 2, y: l.canvas.minY + max(0, l.canvas.height / 2 - 3), width: width, height: 7)
        let ok = Rect(x: box.minX + box.width / 2 - 12, y: box.maxY - 2, width: TextWidth.of(okTitle) + 2, height: 1)
        return (box, ok, Rect(x: ok.maxX + 4, y: ok.minY, width: TextWidth.of(cancelTitle) + 2, height: 1))
    }

    /// The palette tile under `p` on the current page, its index and slot.
    func paletteTile(at p: Point, _ ui: UI, _ l: JigsawLayout) -> (index: Int, slot: Rect)? {
        for (i, slot) in l.slots.enumerated() where slot.contains(p) {
            let index = ui.page * l.perPage + i
            if index < palette.tiles.count { return (index, slot) }
        }
        return nil
    }

    // MARK: Input

    public func interpret(_ input: ScreenInput, state: Loom, ui: inout UI, layout: JigsawLayout) -> Answer {
        if ui.naming != nil {
            switch input {
            case .key(let k): return nameKey(k, state, &ui, layout)
            case .gesture(.tap(let p, .primary)):
                let b = Self.namingBox(layout)
                if b.ok.contains(p) { return nameKey(.enter, state, &ui, layout) }
                if b.cancel.contains(p) { return nameKey(.escape, state, &ui, layout) }
                return .handled
            default: return .handled
            }
        }
        switch input {
        case .key(let k): return interpretKey(k, state, &ui, layout)
        case .gesture(let g): return interpretGesture(g, state, &ui, layout)
        }
    }

    /// A change to the design, as a move of the loom.
    private func edit(_ move: Design.Move) -> Answer { .move(.edit(move)) }

    private func interpretKey(_ key: Key, _ loom: Loom, _ ui: inout UI, _ l: JigsawLayout) -> Answer {
        let d = loom.design
        // Esc lets go of a tile dragged before anything else.
        if key == .escape, ui.hand != nil {
            ui.hand = nil
            return .uiChanged
        }
        switch key {
        case .tab, .backTab:
            ui.focus = ui.focus == .palette ? .canvas : .palette
            return .uiChanged
        case .character("["), .pageUp: return turnPage(-1, &ui, l)
        case .character("]"), .pageDown: return turnPage(1, &ui, l)
        case .character("r"), .character("R"):
            let by = key == .character("r") ? 1 : -1
            if ui.focus == .canvas, ui.carrying == nil, d.cells[ui.cursor] != nil { return edit(.turn(cell: ui.cursor, by: by)) }
            // The tile taken from the palette goes in turned.
            ui.turns = ((ui.turns + by) % 4 + 4) % 4
            return .uiChanged
        case .character("x"), .character("X"), .delete, .backspace:
            guard ui.focus == .canvas, d.cells[ui.cursor] != nil else { return .handled }
            ui.carrying = nil
            return edit(.clear(cell: ui.cursor))
        case .character("f"), .character("F"):
            guard let (tile, turns) = fillTile(d, ui) else { return .refused(tr("Take a tile from the palette first (Enter or a click)")) }
            let row = ui.cursor / d.columns, col = ui.cursor % d.columns
            return edit(key == .character("f") ? .fillRow(row: row, tile: tile, turns: turns) : .fillColumn(column: col, tile: tile, turns: turns))
        // s is down, as in every game (wasd); S saves.
        case .character("S"): return act(.save, loom, &ui)
        case .character("W"): return act(.saveAs, loom, &ui)
        case .character("e"), .character("E"): return act(.export, loom, &ui)
        case .character("p"), .character("P"): return act(.play, loom, &ui)
        case .escape where ui.carrying != nil:
            ui.carrying = nil
            return .uiChanged
        case .escape where ui.selected != nil:
            ui.selected = nil
            return .uiChanged
        case .escape:
            // Nothing to let go of: Esc never leaves the loom (q does).
            return .outcome(.notice(tr("Nothing to let go of: q leaves the loom")))
        case .character("u"), .character("U"), .control("r"), .character("n"), .character("N"):
            return .notMine
        default: break
        }
        switch ui.focus {
        case .palette:
            let n = palette.tiles.count
            switch key {
            case .left, .character("a"), .character("h"), .right, .character("d"), .character("l"):
                let back = key == .left || key == .character("a") || key == .character("h")
                ui.carrier.step(&ui.paletteCursor, by: back ? -1 : 1, count: n, perPage: l.perPage)
                return .uiChanged
            case .up, .character("w"), .character("k"):
                ui.focus = .canvas
                return .uiChanged
            case .enter, .character(" "):
                ui.selected = palette.tiles[min(ui.paletteCursor, n - 1)]
                ui.focus = .canvas
                return .uiChanged
            default: return .notMine
            }
        case .canvas:
            if let dir = key.direction {
                let row = ui.cursor / d.columns, col = ui.cursor % d.columns
                if dir == .down && row == d.rows - 1 && ui.carrying == nil {
                    ui.focus = .palette
                    return .uiChanged
                }
                let r = (row + dir.offset.dy).clamped(to: 0...(d.rows - 1)), c = (col + dir.offset.dx).clamped(to: 0...(d.columns - 1))
                ui.cursor = r * d.columns + c
                return .uiChanged
            }
            guard key == .enter || key == .character(" ") else { return .notMine }
            if let from = ui.carrying {
                ui.carrying = nil
                return from == ui.cursor ? .uiChanged : edit(.move(from: from, to: ui.cursor))
            }
            if let tile = ui.selected { return edit(.place(tile: tile, cell: ui.cursor, turns: ui.turns)) }
            if d.cells[ui.cursor] != nil {
                ui.carrying = ui.cursor
                return .uiChanged
            }
            return .refused(tr("Take a tile from the palette first (Tab, then Enter)"))
        }
    }

    /// The tile a fill repeats: the one taken from the palette, else the one at the cursor.
    private func fillTile(_ d: Design, _ ui: UI) -> (Tile, Int)? {
        if let t = ui.selected { return (t, ui.turns) }
        if let p = d.cells[ui.cursor] { return (p.tile, p.turns) }
        return nil
    }

    private func turnPage(_ by: Int, _ ui: inout UI, _ l: JigsawLayout) -> Answer {
        guard ui.carrier.turnPage(by, count: palette.tiles.count, l) else { return .handled }
        ui.paletteCursor = min(palette.tiles.count - 1, ui.page * l.perPage)
        return .uiChanged
    }

    private func interpretGesture(_ g: Gesture, _ loom: Loom, _ ui: inout UI, _ l: JigsawLayout) -> Answer {
        let d = loom.design
        // The buttons under the palette come before anything else there.
        if case .tap(let p, .primary) = g, let (what, _) = Self.actionButtons(l).first(where: { $0.1.contains(p) }) {
            return act(what, loom, &ui)
        }
        let seen = ui
        let event = ui.carrier.interpret(g, layout: l, count: palette.tiles.count, turns: true,
                                         trayItem: { p in paletteTile(at: p, seen, l).map { (Carried(tile: palette.tiles[$0.index], turns: seen.turns), $0.slot) } },
                                         boardItem: { p in
                                             l.cell(at: l.unmirrored(p)).flatMap { c in d.cells[c].map { (c, Carried(tile: $0.tile, turns: $0.turns)) } }
                                         })
        switch event {
        case .lifted, .moved, .cancelled: return .uiChanged
        case .returned(let h):
            // Back to the palette: a placed tile is deleted.
            if case .cell(let from) = h.origin { return edit(.clear(cell: from)) }
            return .uiChanged
        case .dropped(let h, let target):
            ui.cursor = target
            ui.focus = .canvas
            if case .cell(let from) = h.origin { return from == target ? .uiChanged : edit(.move(from: from, to: target)) }
            return edit(.place(tile: h.item.tile, cell: target, turns: h.item.turns))
        case .paged:
            ui.paletteCursor = min(palette.tiles.count - 1, ui.page * l.perPage)
            return .uiChanged
        case .turn(let by):
            // The wheel turns the tile being dragged; it lands turned.
            ui.hand!.item.turns = ((ui.hand!.item.turns + by) % 4 + 4) % 4
            return .uiChanged
        case .none: return .handled
        case .notMine: break
        }
        switch g {
        case .doubleTap(let p):
            guard let c = l.cell(at: l.unmirrored(p)), d.cells[c] != nil else { return .handled }
            // The cursor goes there, as a click's does (a click that waited for it never came).
            ui.cursor = c
            ui.focus = .canvas
            return edit(.turn(cell: c, by: 1))
        case .tap(let p, .secondary):
            guard let c = l.cell(at: l.unmirrored(p)), d.cells[c] != nil else { return .handled }
            return edit(.clear(cell: c))
        case .tap(let p, .primary):
            if let (index, _) = paletteTile(at: p, ui, l) {
                let tile = palette.tiles[index]
                ui.selected = ui.selected == tile ? nil : tile
                ui.paletteCursor = index
                ui.focus = .palette
                return .uiChanged
            }
            guard let c = l.cell(at: l.unmirrored(p)) else { return .handled }
            ui.cursor = c
            ui.focus = .canvas
            if let tile = ui.selected { return edit(.place(tile: tile, cell: c, turns: ui.turns)) }
            return .uiChanged
        default:
            return .handled
        }
    }

    public func update(_ ui: inout UI, after change: StateChange, state loom: Loom, layout l: JigsawLayout) {
        let state = loom.design
        if change != .move { ui.hand = nil; ui.carrying = nil }
        if change == .newGame {
            ui.selected = nil
            ui.turns = 0
        }
        ui.cursor = min(ui.cursor, state.count - 1)
        if let c = ui.carrying, state.cells[c] == nil { ui.carrying = nil }
    }

    // MARK: Saving, exporting, playing

    /// Asks for the design to be saved under its name (asking for one
    /// first, or another for a save-as), then for what was asked: nothing
    /// more, an export, or a jigsaw of it. The app writes it (`effects`);
    /// `interpret(done:)` hears how it went.
    private func act(_ what: Naming, _ loom: Loom, _ ui: inout UI) -> Answer {
        guard designs != nil else { return .refused(tr("Designs cannot be kept here: there is no data directory")) }
        guard what != .saveAs, let name = name(loom) else {
            // The box offers a name at once; the names kept are read off the
            // event loop (an export may hold the folder) and a free one
            // replaces it when they come, unless the player typed meanwhile.
            let offer = what == .saveAs ? name(loom) ?? "design-1" : "design-1"
            ui.naming = what
            ui.field = TextField(offer, separators: ["-", "_"])
            ui.offered = what == .saveAs && name(loom) != nil ? nil : offer
            ui.nameError = nil
            ui.replacing = nil
            ui.taken = nil
            return .effect(.listNames)
        }
        return .effect(.keep(keeping(name, then: what, loom)))
    }

    /// A save under `name`: over the design this loom last kept there, or
    /// over nothing (a new name), or, when the player said so, over anything.
    func keeping(_ name: String, then what: Naming, _ loom: Loom, replacing: Bool = false) -> Keeping {
        let over: Keeping.Over
        if replacing {
            over = .anything
        } else if name == self.name(loom) {
            over = loom.kept.map { .design($0) } ?? .anything
        } else {
            over = .nothing
        }
        return Keeping(file: DesignFile(name: name, design: loom.design), then: what == .saveAs ? .save : what, over: over)
    }

    /// Keys while a name is typed: letters, digits, - and _, edited as any
    /// text field is; Enter takes it. What is wrong is said in the box.
    private func nameKey(_ key: Key, _ loom: Loom, _ ui: inout UI, _ l: JigsawLayout) -> Answer {
        switch key {
        case .escape:
            ui.naming = nil
            ui.nameError = nil
            ui.replacing = nil
            return .uiChanged
        case .enter:
            let name = ui.field.text
            guard DesignFile.isValidName(name), let what = ui.naming else {
                ui.nameError = tr("A name is 1 to 40 letters, digits, - or _")
                return .uiChanged
            }
            let own = name == self.name(loom)
            if !own, ui.replacing != name, ui.taken?.contains(name) == true {
                ui.nameError = tr("\(name) is another design: Enter replaces it")
                ui.replacing = name
                return .uiChanged
            }
            let replacing = ui.replacing == name
            ui.naming = nil
            ui.nameError = nil
            ui.replacing = nil
            return .effect(.keep(keeping(name, then: what, loom, replacing: replacing)))
        default:
            var edited = ui.field
            guard edited.edit(key) else { return .handled }
            // Empty while it is edited, but never a character a name cannot have.
            guard edited.text.isEmpty || DesignFile.isValidName(edited.text) else {
                ui.nameError = tr("A name is 1 to 40 letters, digits, - or _")
                return .uiChanged
            }
            ui.field = edited
            ui.nameError = nil
            ui.offered = nil
            return .uiChanged
        }
    }

    // MARK: Drawing

    public func panelPlace(_ layout: JigsawLayout, area: Rect) -> (over: Rect, area: Rect) { (layout.canvas, layout.area) }
}

/// Tile pictures rendered at a size, each as it is drawn (turned, mirrored),
/// kept while the size stays: a frame only copies them.
final class TileImageCache {
    struct Drawn: Hashable {
        var tile: Tile
        var turns: Int
        var mirrored: Bool
    }

    private var key: [Int] = []
    private var canvases: [Drawn: Canvas] = [:]

    func canvas(_ drawn: Drawn, size: Size, context: AppContext, make: () -> Canvas) -> Canvas {
        let k = [size.width, size.height, context.theme.depth.rawValue, context.glyphs.unicode ? 1 : 0,
                 context.cellPixels?.width ?? 0, context.cellPixels?.height ?? 0]
        if k != key {
            key = k
            canvases = [:]
        }
        if let c = canvases[drawn] { return c }
        let c = make()
        canvases[drawn] = c
        return c
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
