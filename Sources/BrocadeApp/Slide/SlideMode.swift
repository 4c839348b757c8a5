import BrocadeCore
import BrocadeTUI

/// The sliding puzzle: numbered tiles (or slices of a picture) and one gap.
/// Click a tile to slide it (a whole row or column under norm), drag it
/// towards the gap, or use the keys. A move is the cell of the tile that
/// moves; the assistant is the optimal solver (H hints, S plays).
public struct SlideMode: ScoredMode {
    public struct Params: Codable, Equatable, Sendable {
        public var size: Int
        public var level: SlidingRules.Level
        /// Random moves away from the goal instead of a shuffle (an easy game).
        public var scramble: Int?
        public var picture: PictureInfo?

        public init(size: Int, level: SlidingRules.Level, scramble: Int? = nil, picture: PictureInfo? = nil) {
            self.size = size
            self.level = level
            self.scramble = scramble
            self.picture = picture
        }

        /// How many random moves a scramble may make.
        public static let scrambles = 1...10_000

        public func validated() throws -> Params {
            guard SlidingRules.sizes.contains(size) else {
                throw ValidationError(tr("size \(size) is not between \(SlidingRules.sizes.lowerBound) and \(SlidingRules.sizes.upperBound)"))
            }
            if let scramble, !Self.scrambles.contains(scramble) {
                throw ValidationError(tr("scramble \(scramble) is not between \(Self.scrambles.lowerBound) and \(Self.scrambles.upperBound)"))
            }
            return self
        }
    }

    public struct UI: Equatable {
        /// The keyboard cursor (Tab), on a cell.
        var cursor: Int?
        /// A tile held by the pointer.
        var drag: Drag?
        var showNumbers: Bool
        /// The box lid (a game with a picture): the whole picture over the
        /// board, until the next key or click, which does nothing else.
        var showLid = false
    }

    /// A tile held by the pointer.
    struct Drag: Equatable {
        var cell: Int
        var start: Point
        /// How far it has travelled towards the gap, 0 to 1.
        var fraction: Double
    }

    public typealias Rules = SlidingRules
    public typealias Layout = TileGridLayout

    static let glideTime: Int64 = 80
    /// Between the moves the solver plays (S).
    static let solveStepTime: Int64 = 180

    /// Made each time it is asked for: its words are in the player's
    /// language; the menu's letter stays s whatever the title.
    public static var info: ModeInfo {
        ModeInfo(mode: .slide, title: tr("Sliding puzzle"), blurb: tr("Put the shuffled tiles back in order."),
                 goal: tr("Slide tiles into the gap until they are in order, or the picture is whole, in as few moves as you can."),
                 ranking: .fastest, letter: "s")
    }
    public var info: ModeInfo { Self.info }
    public let params: Params
    let provider: PictureProvider?
    private let arrows: Settings.SlideArrows
    private let tables: SlideSolverTables
    private let pictures = PictureCache<Canvas>()
    private let smallPictures = PictureCache<Canvas>()

    public init(params: Params, provider: PictureProvider?, arrows: Settings.SlideArrows,
                tables: SlideSolverTables = SlideSolverTables()) throws {
        self.params = try params.validated()
        if let p = params.picture, provider?.pixelSize(p) == nil { throw ValidationError(tr("the picture '\(p.name)' cannot be found")) }
        self.provider = provider
        self.arrows = arrows
        self.tables = tables
    }

    public func newGame(seed: UInt64) -> SlidingRules {
        if let scramble = params.scramble {
            return SlidingRules.scrambled(size: params.size, level: params.level, moves: scramble, seed: seed)
        }
        return SlidingRules.shuffled(size: params.size, level: params.level, seed: seed)
    }

    public func newUI(for state: SlidingRules) -> UI { UI(cursor: nil, drag: nil, showNumbers: params.picture == nil) }

    public func validate(_ state: SlidingRules) throws {
        guard state.size == params.size, state.level == params.level else {
            throw ValidationError(tr("the saved board does not match its size and rules"))
        }
    }

    public func scoreParameters(_ state: SlidingRules) -> [String: String] { ["size": "\(state.size)", "rules": state.level.rawValue] }
    public func statusDetail(_ state: SlidingRules) -> String { "\(state.size)x\(state.size) \(Self.levelName(state.level))" }

    /// A level of the rules as players read it (the command line's none,
    /// some and norm in English).
    static func levelName(_ level: SlidingRules.Level) -> String {
        switch level {
        case .none: return tr("none")
        case .some: return tr("some")
        case .norm: return tr("norm")
        }
    }

    public func goal(_ rules: SlidingRules) -> String {
        params.picture == nil ? tr("Slide tiles into the gap until they are in order, the gap last, in as few moves as you can.")
            : tr("Slide tiles into the gap until the picture is whole, in as few moves as you can.")
    }

    public func helpSections(_ rules: SlidingRules) -> [HelpSection] {
        var keys = [
            HelpEntry.mouse(tr("click a tile"),
                      rules.level == .norm ? tr("slide it (and the tiles between) into the gap") : tr("slide it into the gap")),
            HelpEntry.mouse(tr("drag a tile"), tr("towards the gap; past half way it stays")),
            HelpEntry(tr("Arrows, wasd, hjkl"),
                      arrows == .tile ? tr("slide the tile next to the gap that way") : tr("move the gap that way")),
            HelpEntry(tr("Tab, arrows, Enter Space"), tr("a cursor: move the tile under it")),
            HelpEntry("u, Ctrl-R", tr("undo, redo")),
            HelpEntry("H", tr("hint: the next move of a solution")),
            HelpEntry("S", tr("the solver plays to the end (any key stops it)")),
            HelpEntry("+ -", tr("faster, slower while the solver plays (or > <)")),
            HelpEntry("Esc", tr("stop the solver's search")),
            HelpEntry("n", tr("new shuffle (this one kept for Continue)")),
            HelpEntry("t", tr("numbers on picture tiles")),
            HelpEntry("q", tr("back to the menu; the game is saved")),
        ]
        if params.picture != nil { keys.insert(HelpEntry("b", tr("box lid: whole picture till a key or click")), at: keys.count - 1) }
        if rules.size == 3 { keys.insert(HelpEntry(tr("1 to 8"), tr("slide that tile, if it can move")), at: 3) }
        let levels = HelpSection(tr("Rules (\(Self.levelName(rules.level)))"), [
            HelpEntry.note(Self.levelName(.norm), tr("only a tile next to the gap moves into it")),
            HelpEntry.note(Self.levelName(.some), tr("diagonal neighbours too")),
            HelpEntry.note(Self.levelName(.none), tr("any tile may jump into the gap")),
            HelpEntry.note(tr("goal"), tr("tiles in order, the gap last")),
            HelpEntry.note(tr("assisted"), tr("a game with undo, H or S is ranked apart")),
        ])
        return [HelpSection(tr("Sliding puzzle"), keys), levels]
    }

    // MARK: Input

    public func layout(area: Rect, state: SlidingRules) -> TileGridLayout { TileGridLayout.make(area: area, n: state.size) }

    func cell(at p: Point, _ rules: SlidingRules, _ l: TileGridLayout) -> Int? {
        (0..<(rules.size * rules.size)).first { l.cell($0, size: rules.size).contains(p) }
    }

    public func gesturePolicy(at point: Point, state: SlidingRules, ui: UI, layout: TileGridLayout) -> GesturePolicy {
        // Under the box lid a press is a click that puts it away.
        if ui.showLid { return .tapOnly }
        if let c = cell(at: point, state, layout), state.path(from: c).count == 1 { return GesturePolicy([.tap, .pan], panSlop: 0) }
        return .tapOnly
    }

    public func interpret(_ input: ScreenInput, state rules: SlidingRules, ui: inout UI,
                          layout l: TileGridLayout) -> Interpretation<Int> {
        // The box lid goes at the next key or click (or press, swipe,
        // wheel), which does nothing else: no tile slides.
        if ui.showLid {
            switch input {
            case .key, .gesture(.tap), .gesture(.doubleTap), .gesture(.longPress(.began, _, _)), .gesture(.pan(.began, _, _, _)),
                 .gesture(.swipe), .gesture(.wheel):
                ui.showLid = false
                return .uiChanged
            default:
                return .handled
            }
        }
        switch input {
        case .key(let key): return interpretKey(key, rules, &ui)
        case .gesture(.tap(let p, .primary)):
            guard let c = cell(at: p, rules, l) else { return .handled }
            return rules.canMove(c) ? .move(c) : .handled
        case .gesture(.pan(.began, let p, let start, _)):
            guard let c = cell(at: start, rules, l), rules.path(from: c).count == 1 else { return .handled }
            ui.drag = Drag(cell: c, start: start, fraction: 0)
            follow(p, &ui, rules, l)
            return .uiChanged
        case .gesture(.pan(.changed, let p, _, _)):
            guard ui.drag != nil else { return .handled }
            follow(p, &ui, rules, l)
            return .uiChanged
        case .gesture(.pan(.ended, let p, _, _)):
            guard ui.drag != nil else { return .handled }
            follow(p, &ui, rules, l)
            let d = ui.drag!
            ui.drag = nil
            // Past half way the tile goes on into the gap; short of it, it settles back.
            return d.fraction >= 0.5 ? .move(d.cell, animate: false) : .uiChanged
        case .gesture(.pan(.cancelled, _, _, _)):
            ui.drag = nil
            return .uiChanged
        default:
            return .handled
        }
    }

    private func interpretKey(_ key: Key, _ rules: SlidingRules, _ ui: inout UI) -> Interpretation<Int> {
        let n = rules.size
        if let d = key.direction {
            if let c = ui.cursor {
                let r = c / n + d.offset.dy, col = c % n + d.offset.dx
                ui.cursor = r.clamped(to: 0...(n - 1)) * n + col.clamped(to: 0...(n - 1))
                return .uiChanged
            }
            // What the arrow moves: the tile next to the gap that way, or the gap itself.
            guard let cell = rules.cellMoving(arrows == .tile ? d : d.opposite) else { return .handled }
            return .move(cell)
        }
        switch key {
        case .tab, .backTab:
            ui.cursor = ui.cursor == nil ? rules.blank : nil
            return .uiChanged
        case .enter, .character(" "):
            guard let c = ui.cursor else { return .notMine }
            return .move(c)
        case .escape where ui.cursor != nil:
            ui.cursor = nil
            return .uiChanged
        case .character("t"), .character("T"):
            ui.showNumbers.toggle()
            return .uiChanged
        case .character("b"), .character("B") where params.picture != nil:
            guard ui.drag == nil else { return .handled }
            ui.showLid = true
            return .uiChanged
        case .character(let ch) where n == 3 && ("1"..."8").contains(ch):
            guard let t = Int(String(ch)), let cell = rules.tiles.firstIndex(of: t) else { return .handled }
            return rules.canMove(cell) ? .move(cell) : .handled
        default:
            return .notMine
        }
    }

    /// The held tile follows the pointer along the way to the gap only.
    private func follow(_ p: Point, _ ui: inout UI, _ rules: SlidingRules, _ l: TileGridLayout) {
        guard var d = ui.drag else { return }
        let from = l.cell(d.cell, size: rules.size), to = l.cell(rules.blank, size: rules.size)
        let dx = to.minX - from.minX, dy = to.minY - from.minY
        let moved = p - d.start
        let along = dx != 0 ? Double(moved.dx) / Double(dx) : Double(moved.dy) / Double(dy)
        d.fraction = min(1, max(0, along))
        ui.drag = d
    }

    public func update(_ ui: inout UI, after change: StateChange, state: SlidingRules, layout: TileGridLayout) {
        ui.drag = nil
        ui.showLid = false
        if state.status == .won { ui.cursor = nil }
    }

    // MARK: Results and the assistant

    public func resultLines(_ state: SlidingRules, moves: Int, elapsed: Int64, scores: ScoreTable?, context: AppContext) -> [String] {
        [tr("Solved!"), tr("Time \(formatDuration(milliseconds: elapsed)) · moves \(moves)")]
    }

    public func rankScope(_ state: SlidingRules) -> String { tr("for \(state.size)x\(state.size) \(Self.levelName(state.level))") }
    public var finishUndo: FinishUndo { .key }
    public var newGameQuestion: (title: String, detail: String) { (tr("Start a new shuffle?"), tr("This one is given up.")) }

    public var assistantKeys: AssistantKeys? {
        AssistantKeys(play: "S", stepTime: Self.solveStepTime, playLabel: tr("solve"), stopLabel: tr("stop the solver"))
    }

    public var newGameLabel: String { tr("new shuffle") }

    /// Numbers on the tiles, and the box lid, where a picture is on them.
    public func actions(state: SlidingRules, ui: UI, layout: TileGridLayout) -> [ModeAction] {
        guard params.picture != nil else { return [] }
        return [ModeAction(.character("t"), ui.showNumbers ? tr("hide numbers") : tr("show numbers")),
                ModeAction(.character("b"), tr("the box lid: the whole picture"), enabled: ui.drag == nil)]
    }

    /// A shortest solution, or the best one found in the solver's time
    /// (with what is proven of its length), as single steps.
    public func assistant(for state: SlidingRules) -> (@Sendable (@escaping @Sendable () -> Bool) -> AssistantPlan<Int>?)? {
        let tables = self.tables
        return { isCancelled in
            tables.solve(state, isCancelled: isCancelled).map { AssistantPlan($0.moves, note: SolverNote.note(for: $0)) }
        }
    }

    /// A slide of several tiles is as many single steps of a solution.
    public func plan(_ plan: [Int], after move: Int, from state: SlidingRules) -> [Int]? {
        let steps = state.path(from: move)
        return plan.starts(with: steps) ? Array(plan.dropFirst(steps.count)) : nil
    }

    /// What the header says about the solver, if anything.
    private func solverText(_ f: GameFrame<Self>, unicode: Bool) -> String? {
        let rules = f.state, a = f.assistant
        if let since = a.searchingSince {
            let spinner = Spinner.frame(since: since, now: f.now, unicode: unicode)
            if tables.isBuilding(for: rules) {
                // The slow first time: what it is doing, and for how long.
                let seconds = Int((f.now - since) / 1000)
                return tr("\(Self.buildingText(size: rules.size)) \(spinner) \(seconds) s  Esc stops")
            }
            let what = !tables.isReady(for: rules)
                ? tr("preparing the solver (first time only)") : (a.playing ? tr("solving") : tr("thinking"))
            return tr("\(what) \(spinner)  Esc stops")
        }
        if a.playing { return tr("solver playing: + - speed, other keys stop") }
        if let cell = a.hint, let plan = a.plan {
            let move = SlideMoveNotation.notation([cell], from: rules).first
            let word = move.map(Self.spoken) ?? ""
            let togo = SolverNote.toGo(plan.count, note: a.note)
            // A picture's tiles show no numbers (unless t shows them): the
            // hint names the tile the ring marks, by the way it goes.
            if !f.ui.showNumbers {
                let jumps = move.map { Self.direction($0) == nil } ?? true
                let how = jumps ? tr("the marked tile jumps into the gap") : tr("slide the marked tile \(word)")
                return tr("hint: \(how) · \(togo)")
            }
            return tr("hint: \(rules.tiles[cell]) \(word) · \(togo)")
        }
        return nil
    }

    /// How long the first build of the solver's tables takes, in seconds:
    /// the 4x4 ones and the 5x5 ones (which larger boards use too), as
    /// measured (processor time: release 6 s and 17 s, debug 27 s and 90 s;
    /// a busy machine takes several times as long, and the header counts the
    /// seconds gone by).
    #if DEBUG
    static let buildSeconds = (four: 30, five: 90)
    #else
    static let buildSeconds = (four: 10, five: 20)
    #endif

    /// What the header says while the solver's tables are built, the first time.
    static func buildingText(size: Int) -> String {
        size == 4 ? tr("building 4x4 solver tables, once (about \(buildSeconds.four) s)")
            : tr("building 5x5 solver tables, once (about \(buildSeconds.five) s)")
    }

    /// U, DL, 12 ... as words for the header.
    static func spoken(_ move: String) -> String { direction(move) ?? tr("jumps in") }

    /// A move to a neighbour as its word; nil for a jump from further away.
    static func direction(_ move: String) -> String? {
        switch move {
        case "U": return tr("up")
        case "D": return tr("down")
        case "L": return tr("left")
        case "R": return tr("right")
        case "UL": return tr("up-left")
        case "UR": return tr("up-right")
        case "DL": return tr("down-left")
        case "DR": return tr("down-right")
        default: return nil
        }
    }

    // MARK: Drawing

    public func animationLength(from before: SlidingRules, to after: SlidingRules) -> Int64 { Self.glideTime }
    public var frameTime: Int64 { 16 }

    public func panelPlace(_ layout: TileGridLayout, area: Rect) -> (over: Rect, area: Rect) { (layout.board, area) }

    public func draw(into canvas: inout Canvas, frame f: GameFrame<Self>, context: AppContext) {
        let g = context.glyphs, t = context.theme
        let rules = f.state, n = rules.size, l = f.layout, area = f.area
        let image = pictureCanvas(l, n: n, context: context)
        if let image, rules.isSolved, f.animation == nil {
            // Solved: the gaps are closed and the last tile is in; the picture
            // shows whole, clear of the result panel (risen or made smaller
            // for it where it must), its ground moved with it.
            let r = f.resultHeight.map { finishedRect(l, area: area, panelRows: $0) } ?? Self.wholeRect(l, n: n)
            drawGroundAndHeader(into: &canvas, frame: f, context: context, ground: Self.ground(around: r, l, n: n))
            canvas.blit(finishedPicture(r.size, whole: image, context: context), at: r.origin, clip: area)
            return
        }
        drawGroundAndHeader(into: &canvas, frame: f, context: context)
        // Every tile that changed cell glides from its old cell to its new one.
        var moving: [Int: (Int, Int)] = [:]
        var fraction = 1.0
        if let a = f.animation {
            fraction = Double(a.elapsed) / Double(Self.glideTime)
            for (i, tile) in rules.tiles.enumerated() where tile != 0 && a.before.tiles[i] != tile {
                if let from = a.before.tiles.firstIndex(of: tile) { moving[tile] = (from, i) }
            }
        }
        let hintCell = f.assistant.hint
        var placed: [(tile: Int, rect: Rect, cell: Int)] = []
        for (i, tile) in rules.tiles.enumerated() where tile != 0 {
            var r = l.cell(i, size: n)
            if let (from, to) = moving[tile] {
                r = interpolate(l.cell(from, size: n), l.cell(to, size: n), fraction)
            } else if let d = f.ui.drag, d.cell == i {
                r = interpolate(l.cell(i, size: n), l.cell(rules.blank, size: n), d.fraction)
            }
            placed.append((tile, r, i))
        }
        if image != nil {
            // Borders first, so that a tile on its way covers those it passes.
            drawBorders(around: placed.map(\.rect), area: area, into: &canvas, context: context)
        }
        for p in placed {
            drawTile(p.tile, in: p.rect, rules: rules, image: image, layout: l, showNumbers: f.ui.showNumbers,
                     area: area, into: &canvas, context: context)
        }
        if let p = placed.first(where: { $0.cell == hintCell }) {
            drawHint(around: p.rect, from: p.cell, rules: rules, layout: l, area: area, into: &canvas, context: context)
        }
        if let c = f.ui.cursor {
            canvas.cornerOutline(l.cell(c, size: n), glyphs: g, style: t.itemSelected)
        }
        if let image, f.ui.showLid { drawLid(image, into: &canvas, frame: f, context: context) }
    }

    /// The box lid: the whole picture the tiles are cut from, its gaps
    /// closed, over the board, its caption in the header's place.
    private func drawLid(_ image: Canvas, into canvas: inout Canvas, frame f: GameFrame<Self>, context: AppContext) {
        let t = context.theme, l = f.layout, area = f.area
        canvas.fill(Rect(x: area.minX, y: l.header, width: area.width, height: 1).intersection(area), style: .plain)
        canvas.fill(l.board.intersection(area), style: t.depth == .none ? .plain : CellStyle(background: t.ground))
        canvas.blit(image, at: Self.wholeRect(l, n: f.state.size).origin, clip: area)
        var style = t.overlay
        style.attributes.insert(.bold)
        canvas.centered(" " + tr("Box lid · any key or click goes back") + " ", row: l.header, in: area, style: style)
    }

    /// The board's ground around the finished picture where it stands (risen
    /// or made smaller for the result panel): the board's margins around it.
    static func ground(around picture: Rect, _ l: TileGridLayout, n: Int) -> Rect {
        let whole = wholeRect(l, n: n)
        let left = whole.minX - l.board.minX, top = whole.minY - l.board.minY
        // Never over the header: no higher than the board's top, or the picture's own.
        let y = max(picture.minY - top, min(l.board.minY, picture.minY))
        return Rect(x: picture.minX - left, y: y, width: picture.width + l.board.width - whole.width,
                    height: picture.maxY + (l.board.maxY - whole.maxY) - y)
    }

    /// `ground`: where the board's ground goes, when not under the board.
    private func drawGroundAndHeader(into canvas: inout Canvas, frame f: GameFrame<Self>, context: AppContext, ground: Rect? = nil) {
        let t = context.theme, g = context.glyphs
        let rules = f.state, n = rules.size, l = f.layout, area = f.area
        canvas.fill((ground ?? l.board).intersection(area), style: t.depth == .none ? .plain : CellStyle(background: t.ground))
        // Without colour the board is outlined; picture tiles have outlines of their own.
        if t.depth == .none && params.picture == nil { canvas.frame(l.board, glyphs: g, style: .plain) }
        if let solver = solverText(f, unicode: g.unicode) {
            let lead = "\(n)x\(n) \(Self.levelName(rules.level)) · "
            let width = TextWidth.of(lead) + TextWidth.of(solver)
            let x = canvas.text(lead, at: Point(x: area.minX + max(0, (area.width - width) / 2), y: l.header),
                                style: t.description, clip: area)
            canvas.text(solver, at: Point(x: x, y: l.header), style: t.emphasis, clip: area)
        } else {
            let header = tr("\(n)x\(n) · rules \(Self.levelName(rules.level)) · \(rules.misplaced) out of place")
            canvas.centered(header, row: l.header, in: area, style: t.description)
        }
    }

    /// Where the whole picture sits once the gaps between the tiles close.
    static func wholeOrigin(_ l: TileGridLayout, image: Canvas) -> Point { l.board.centered(image.size).origin }

    /// The whole picture's cells once the gaps close: the tiles' size, centred on the board.
    static func wholeRect(_ l: TileGridLayout, n: Int) -> Rect {
        l.board.centered(Size(width: n * l.tile.width, height: n * l.tile.height))
    }

    /// Where tile `tile` sits in the whole picture.
    static func wholeRect(_ tile: Int, _ l: TileGridLayout, n: Int, image: Canvas) -> Rect {
        let o = wholeOrigin(l, image: image)
        return Rect(x: o.x + (tile - 1) % n * l.tile.width, y: o.y + (tile - 1) / n * l.tile.height,
                    width: l.tile.width, height: l.tile.height)
    }

    /// A thin line round each picture tile, drawn in the gaps beside it, so
    /// that tiles whose slices are all ground still stand apart from the
    /// empty cell. Eighth blocks hug the tile's edges; where the lines of two
    /// tiles share a gap row, a double line holds both.
    func drawBorders(around rects: [Rect], area: Rect, into canvas: inout Canvas, context: AppContext) {
        let t = context.theme
        let top: UInt8 = 1, bottom: UInt8 = 2, left: UInt8 = 4, right: UInt8 = 8
        var marks: [Point: UInt8] = [:]
        for r in rects {
            for x in r.minX..<r.maxX {
                marks[Point(x: x, y: r.minY - 1), default: 0] |= bottom
                marks[Point(x: x, y: r.maxY), default: 0] |= top
            }
            for y in r.minY..<r.maxY {
                marks[Point(x: r.minX - 1, y: y), default: 0] |= right
                marks[Point(x: r.maxX, y: y), default: 0] |= left
            }
        }
        let u = context.glyphs.unicode
        let style = t.depth == .none ? CellStyle.plain
            : CellStyle(foreground: t.description.foreground, background: t.ground)
        for (p, m) in marks {
            let ch: Character
            switch m {
            case right: ch = u ? "▕" : "|"
            case left: ch = u ? "▏" : "|"
            case _ where m & (left | right) != 0: ch = "|"
            case bottom: ch = u ? "▁" : "_"
            case top: ch = u ? "▔" : "-"
            default: ch = u ? "═" : "="
            }
            canvas.put(ch, at: p, style: style, clip: area)
        }
    }

    // MARK: The finish with a picture

    static let slideInTime: Int64 = 300
    static let closeTime: Int64 = 300
    static let holdTime: Int64 = 900

    /// With a picture, the finish is shown before the result panel: the last
    /// tile slides in, the gaps close, and the whole picture stays a moment.
    public var celebrationTime: Int64 {
        params.picture == nil ? 0 : Self.glideTime + Self.slideInTime + Self.closeTime + Self.holdTime
    }

    public func drawCelebration(into canvas: inout Canvas, frame f: GameFrame<Self>, elapsed: Int64, context: AppContext) {
        let rules = f.state, n = rules.size, l = f.layout, area = f.area
        guard let image = pictureCanvas(l, n: n, context: context), rules.isSolved, elapsed >= Self.glideTime else {
            // First the move that solved it, as any move.
            draw(into: &canvas, frame: f, context: context)
            return
        }
        let last = n * n
        let t = elapsed - Self.glideTime
        if t < Self.slideInTime + Self.closeTime { drawGroundAndHeader(into: &canvas, frame: f, context: context) }
        if t < Self.slideInTime {
            // The missing tile comes in over the board's right edge to the empty cell.
            let home = l.cell(last - 1, size: n)
            let start = Rect(x: l.board.maxX, y: home.minY, width: home.width, height: home.height)
            let r = interpolate(start, home, Self.easeOut(Double(t) / Double(Self.slideInTime)))
            let rects = (0..<last).map { i in i == last - 1 ? r : l.cell(i, size: n) }
            let clip = l.board.intersection(area)
            drawBorders(around: rects, area: clip, into: &canvas, context: context)
            for (i, rect) in rects.enumerated() {
                drawTile(i + 1, in: rect, rules: rules, image: image, layout: l, showNumbers: false, area: clip,
                         into: &canvas, context: context)
            }
        } else if t < Self.slideInTime + Self.closeTime {
            // The gaps close: every tile moves to its place in the whole picture.
            let fraction = Self.easeOut(Double(t - Self.slideInTime) / Double(Self.closeTime))
            for i in 0..<last {
                let r = interpolate(l.cell(i, size: n), Self.wholeRect(i + 1, l, n: n, image: image), fraction)
                drawTile(i + 1, in: r, rules: rules, image: image, layout: l, showNumbers: false, area: area,
                         into: &canvas, context: context)
            }
        } else {
            // The whole picture, rising to where the result panel will leave
            // it; one that must be made smaller for the panel stays whole
            // here a moment first.
            let whole = Self.wholeRect(l, n: n)
            var end = f.resultHeight.map { finishedRect(l, area: area, panelRows: $0) } ?? whole
            if end.size != whole.size { end = whole }
            let rise = Self.easeOut(Double(t - Self.slideInTime - Self.closeTime) / Double(Self.closeTime))
            let at = interpolate(whole, end, rise)
            drawGroundAndHeader(into: &canvas, frame: f, context: context, ground: Self.ground(around: at, l, n: n))
            canvas.blit(image, at: at.origin, clip: area)
        }
    }

    static func easeOut(_ x: Double) -> Double {
        let c = min(1, max(0, x))
        return 1 - (1 - c) * (1 - c)
    }

    /// A picture stays in view beside the result panel: below the picture or
    /// right of it where there is room, else at the foot of the screen, with
    /// the picture risen above it (see `finishedRect`).
    public func resultPlace(_ l: TileGridLayout, area: Rect, height: Int) -> (over: Rect, area: Rect) {
        guard params.picture != nil else { return panelPlace(l, area: area) }
        let whole = Self.wholeRect(l, n: params.size)
        let below = Rect(x: area.minX, y: whole.maxY, width: area.width, height: area.maxY - whole.maxY)
        if below.height >= height { return (below, below) }
        let right = Rect(x: whole.maxX, y: area.minY, width: area.maxX - whole.maxX, height: area.height)
        // The widest line, "Rank 10 for 8x8 norm, among assisted games", in
        // its frame, and a column either side.
        if right.width >= 50 { return (right, right) }
        let foot = Rect(x: area.minX, y: max(area.minY, area.maxY - height), width: area.width, height: min(height, area.height))
        return (foot, foot)
    }

    /// Where the finished picture goes beside a result panel `panelRows`
    /// tall: where the gaps closed when the panel finds room below or beside
    /// it; else risen to the row under the header, as near its place as the
    /// panel at the foot lets it; and only when even that is too low, made
    /// smaller (the shape kept) to fit between the header and the panel.
    func finishedRect(_ l: TileGridLayout, area: Rect, panelRows: Int) -> Rect {
        let whole = Self.wholeRect(l, n: params.size)
        let panel = resultPlace(l, area: area, height: panelRows).over
        guard panel.intersects(whole) else { return whole }
        let top = max(area.minY, l.header + 1)
        let room = panel.minY - top
        if whole.height <= room { return Rect(x: whole.minX, y: min(whole.minY, panel.minY - whole.height), width: whole.width, height: whole.height) }
        let rows = max(1, room)
        let width = max(2, whole.width * rows / whole.height / 2 * 2)
        return Rect(x: whole.minX + (whole.width - width) / 2, y: top, width: width, height: rows)
    }

    func drawTile(_ tile: Int, in r: Rect, rules: SlidingRules, image: Canvas?, layout l: TileGridLayout, showNumbers: Bool,
                          area: Rect, into canvas: inout Canvas, context: AppContext) {
        let t = context.theme, n = rules.size
        if let image {
            // The tile shows its own slice of the picture: the one of its home cell.
            let slice = image.cropped(to: Rect(x: (tile - 1) % n * l.tile.width, y: (tile - 1) / n * l.tile.height,
                                               width: l.tile.width, height: l.tile.height))
            canvas.blit(slice, at: r.origin, clip: area)
            if showNumbers {
                canvas.text(" \(tile) ", at: r.origin, style: t.buttonFocused, clip: r)
            }
            return
        }
        let home = rules.tiles[tile - 1] == tile
        var style: CellStyle
        if t.depth == .none {
            style = CellStyle(attributes: home ? [.bold] : [])
        } else {
            style = CellStyle(foreground: t.brocade[2], background: home ? t.brocade[3] : t.brocade[0], attributes: [.bold])
        }
        canvas.fill(r, style: style)
        if t.depth == .none && r.height >= 3 {
            canvas.frame(r, glyphs: context.glyphs, style: style)
        }
        canvas.centered("\(tile)", row: r.minY + (r.height - 1) / 2, in: r, style: style)
    }

    /// The hinted tile keeps its picture (or number): a bright line in the
    /// gaps round it marks it, and an arrow in the empty cell shows the way
    /// it goes. Gold on the ground in colour, reversed without; heavy lines,
    /// or # in ASCII.
    private func drawHint(around r: Rect, from cell: Int, rules: SlidingRules, layout l: TileGridLayout, area: Rect,
                          into canvas: inout Canvas, context: AppContext) {
        let t = context.theme, u = context.glyphs.unicode, n = rules.size
        let style = t.depth == .none ? CellStyle(attributes: [.reverse, .bold])
            : CellStyle(foreground: t.brocade[1], background: t.ground, attributes: [.bold])
        let ring = Rect(x: r.minX - 1, y: r.minY - 1, width: r.width + 2, height: r.height + 2)
        for x in ring.minX..<ring.maxX {
            let corner = x == ring.minX || x == ring.maxX - 1
            canvas.put(u ? (corner ? (x == ring.minX ? "┏" : "┓") : "━") : "#", at: Point(x: x, y: ring.minY), style: style, clip: area)
            canvas.put(u ? (corner ? (x == ring.minX ? "┗" : "┛") : "━") : "#", at: Point(x: x, y: ring.maxY - 1), style: style, clip: area)
        }
        for y in (ring.minY + 1)..<(ring.maxY - 1) {
            canvas.put(u ? "┃" : "#", at: Point(x: ring.minX, y: y), style: style, clip: area)
            canvas.put(u ? "┃" : "#", at: Point(x: ring.maxX - 1, y: y), style: style, clip: area)
        }
        // The way from the tile to the gap, one of eight.
        let dy = (rules.blank / n - cell / n).signum(), dx = (rules.blank % n - cell % n).signum()
        let arrows: [[Character]] = u ? [["↖", "↑", "↗"], ["←", "·", "→"], ["↙", "↓", "↘"]]
            : [["\\", "^", "/"], ["<", ".", ">"], ["/", "v", "\\"]]
        canvas.put(arrows[dy + 1][dx + 1], at: l.cell(rules.blank, size: n).center, style: style, clip: area)
    }

    private func interpolate(_ a: Rect, _ b: Rect, _ f: Double) -> Rect {
        Rect(x: a.minX + Int((Double(b.minX - a.minX) * f).rounded()), y: a.minY + Int((Double(b.minY - a.minY) * f).rounded()),
             width: a.width, height: a.height)
    }

    /// The finished picture at `size`: the whole picture when that is its
    /// size, else drawn again smaller (once per size and look).
    private func finishedPicture(_ size: Size, whole: Canvas, context: AppContext) -> Canvas {
        guard size != whole.size, let picture = params.picture, let provider else { return whole }
        return smallPictures.value(size: size, context: context) {
            SymmetricPicture.render(picture, provider: provider, size: size, context: context)
        }
    }

    /// The whole picture at the tiles' size, made once per size and look.
    private func pictureCanvas(_ l: TileGridLayout, n: Int, context: AppContext) -> Canvas? {
        guard let picture = params.picture, let provider else { return nil }
        let size = Size(width: n * l.tile.width, height: n * l.tile.height)
        return pictures.value(size: size, context: context) {
            SymmetricPicture.render(picture, provider: provider, size: size, context: context)
        }
    }
}

/// The sliding puzzle's game screen.
public typealias SlideScreen = GameScreen<SlideMode>
