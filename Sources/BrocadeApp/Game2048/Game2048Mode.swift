import BrocadeCore
import BrocadeTUI

/// 2048: the board, the score line and the slide animation. Moves are
/// directions; the assistant is the expectimax player (H hints, A plays).
public struct Game2048Mode: ScoredMode {
    public struct Params: Codable, Equatable, Sendable {
        /// One of `Game2048.sizes`.
        public var size: Int
        /// A power of two in `targets`.
        public var target: Int

        public init(size: Int, target: Int) {
            self.size = size
            self.target = target
        }

        /// The targets a game may have (its powers of two).
        public static let targets = 8...131_072

        public func validated() throws -> Params {
            guard Game2048.sizes.contains(size) else {
                throw ValidationError(tr("size \(size) is not between \(Game2048.sizes.lowerBound) and \(Game2048.sizes.upperBound)"))
            }
            guard Self.targets.contains(target), target.nonzeroBitCount == 1 else {
                throw ValidationError(tr("target \(target) is not a power of two from \(Self.targets.lowerBound) to \(Self.targets.upperBound)"))
            }
            return self
        }
    }

    public typealias Rules = Game2048
    /// The highest score this game has reached, so that Best never drops
    /// when a move is undone (never undone itself, never saved).
    public struct UI: Equatable, Sendable {
        var highestScore: Int
    }
    public typealias Layout = TileGridLayout

    static let slideTime: Int64 = 80
    static let animationTime: Int64 = 120

    /// Made each time it is asked for: its words are in the player's language.
    public static var info: ModeInfo {
        ModeInfo(mode: .twentyFortyEight, title: "2048", blurb: tr("Slide and merge tiles until one reads 2048."),
                 goal: tr("Slide the tiles so that equal ones merge into their sum, and reach the target tile (2048 by default). The game ends when no move is left."),
                 ranking: .highestScore)
    }
    public var info: ModeInfo { Self.info }
    public let params: Params
    /// How long the player behind H and A thinks a move (not saved with
    /// the game: it is the player's setting, not the game's).
    public var thinkMilliseconds: Int

    public init(params: Params, thinkMilliseconds: Int = Expectimax2048.Tuning.defaultThinkMilliseconds) throws {
        self.params = try params.validated()
        self.thinkMilliseconds = thinkMilliseconds
    }

    public func newGame(seed: UInt64) -> Game2048 { Game2048(size: params.size, target: params.target, seed: seed) }
    public func newUI(for state: Game2048) -> UI { UI(highestScore: state.score) }

    public func update(_ ui: inout UI, after change: StateChange, state: Game2048, layout: TileGridLayout) {
        ui.highestScore = max(ui.highestScore, state.score)
    }

    public func validate(_ state: Game2048) throws {
        guard state.size == params.size, state.target == params.target else {
            throw ValidationError(tr("the saved board does not match its size and target"))
        }
    }

    public func scoreParameters(_ state: Game2048) -> [String: String] { ["size": "\(state.size)"] }
    public func score(_ state: Game2048) -> (score: Int?, largestTile: Int?) { (state.score, state.largestTile) }
    public func statusDetail(_ state: Game2048) -> String { "\(state.size)x\(state.size)" }

    public func goal(_ state: Game2048) -> String {
        tr("Slide the tiles so that equal ones merge into their sum, and reach the \(state.target) tile. The game ends when no move is left.")
    }

    public func helpSections(_ state: Game2048) -> [HelpSection] {
        [HelpSection("2048", [
            HelpEntry(tr("Arrows, wasd, hjkl"), tr("slide every tile that way")),
            HelpEntry.mouse(tr("mouse: swipe"), tr("press, drag 2 columns or a row, release")),
            HelpEntry("u", tr("undo (then, as with H and A, the game is assisted)")),
            HelpEntry("Ctrl-R", tr("redo")),
            HelpEntry("H", tr("hint: the move the computer player would make")),
            HelpEntry("A", tr("autoplay on and off (any key stops it)")),
            HelpEntry("+ -", tr("faster, slower during autoplay (or > <)")),
            HelpEntry("Esc", tr("stop a hint search")),
            HelpEntry.note("--think, think_ms", tr("H and A think up to \(thinkMilliseconds) ms a move")),
            HelpEntry("n", tr("new game (this one kept for Continue)")),
            HelpEntry("k, Enter", tr("keep playing after reaching the target")),
            HelpEntry("q", tr("back to the menu; the game is saved")),
        ]), HelpSection(tr("Rules"), [
            HelpEntry.note(tr("slide"), tr("equal tiles that meet merge into their sum")),
            HelpEntry.note(tr("merge"), tr("once per move, nearest the wall first")),
            HelpEntry.note(tr("new tile"), tr("after each move: 2, or 4 one time in ten")),
            HelpEntry.note(tr("goal"), tr("make the target tile (\(state.target)); play on after")),
            HelpEntry.note(tr("game over"), tr("no empty cell and no equal neighbours")),
        ])]
    }

    // MARK: Input

    public func layout(area: Rect, state: Game2048) -> TileGridLayout { TileGridLayout.make(area: area, n: state.size) }

    public func gesturePolicy(at point: Point, state: Game2048, ui: UI, layout: TileGridLayout) -> GesturePolicy {
        GesturePolicy([.tap, .swipe], panSlop: 0, swipeDistance: 2)
    }

    public func interpret(_ input: ScreenInput, state: Game2048, ui: inout UI, layout: TileGridLayout) -> Interpretation<Direction> {
        switch input {
        // Lower-case h and a are directions (hjkl, wasd); their capitals help.
        case .key(let key): return key.direction.map { .move($0) } ?? .notMine
        case .gesture(.swipe(let dir, _, _)): return .move(dir)
        default: return .handled
        }
    }

    // MARK: Results and the assistant

    public func resultLines(_ state: Game2048, moves: Int, elapsed: Int64, scores: ScoreTable?, context: AppContext) -> [String] {
        [tr("Game over"), tr("Score \(state.score) · best \(max(scores?.bestScore ?? 0, state.score)) · tile \(state.largestTile)")]
    }

    public func rankScope(_ state: Game2048) -> String { tr("in the \(state.size)x\(state.size) scores") }
    public var finishUndo: FinishUndo { .button }
    public func goalLines(_ state: Game2048) -> [String]? {
        state.hasReachedTarget ? [tr("You made \(state.target)!"), tr("Score \(state.score)")] : nil
    }
    public var newGameQuestion: (title: String, detail: String) { (tr("Start a new game?"), tr("This one ends; its score is kept.")) }
    public var recordsAbandonedGames: Bool { true }

    public var assistantKeys: AssistantKeys? { AssistantKeys(play: "A", playLabel: tr("autoplay"), stopLabel: tr("stop autoplay")) }

    /// One move at a time: after it, the player searches the new board.
    public func assistant(for state: Game2048) -> (@Sendable (@escaping @Sendable () -> Bool) -> AssistantPlan<Direction>?)? {
        search(state, tuning: tuning(hurried: false))
    }

    /// Autoplay at its fastest thinks a tenth as long a move, so a whole
    /// game goes by in minutes, not a quarter of an hour.
    public func hurriedAssistant(for state: Game2048, choice: Int?) -> (@Sendable (@escaping @Sendable () -> Bool) -> AssistantPlan<Direction>?)? {
        search(state, tuning: tuning(hurried: true))
    }

    func tuning(hurried: Bool) -> Expectimax2048.Tuning {
        Expectimax2048.Tuning(thinkMilliseconds: hurried ? max(1, thinkMilliseconds / 10) : thinkMilliseconds)
    }

    private func search(_ state: Game2048, tuning: Expectimax2048.Tuning) -> (@Sendable (@escaping @Sendable () -> Bool) -> AssistantPlan<Direction>?) {
        return { isCancelled in
            Expectimax2048(tuning: tuning).bestMove(state, isCancelled: isCancelled).map { AssistantPlan([$0]) }
        }
    }

    // MARK: Drawing

    public func animationLength(from before: Game2048, to after: Game2048) -> Int64 { Self.animationTime }

    public func panelPlace(_ layout: TileGridLayout, area: Rect) -> (over: Rect, area: Rect) { (layout.board, area) }

    /// The result panel keeps off the final board: below it where there
    /// is room, else at the foot of the screen, the board drawn smaller
    /// above it (see `draw`).
    public func resultPlace(_ l: TileGridLayout, area: Rect, height: Int) -> (over: Rect, area: Rect) {
        let below = Rect(x: area.minX, y: l.board.maxY, width: area.width, height: area.maxY - l.board.maxY)
        if below.height >= height { return (below, below) }
        let foot = Rect(x: area.minX, y: max(area.minY, area.maxY - height), width: area.width, height: min(height, area.height))
        return (foot, foot)
    }

    /// The board beside a result panel `panelRows` tall: where it is when
    /// the panel finds room below it, else made smaller above the panel.
    static func finishedLayout(_ l: TileGridLayout, area: Rect, n: Int, panelRows: Int) -> TileGridLayout {
        guard area.maxY - l.board.maxY < panelRows else { return l }
        return TileGridLayout.make(area: Rect(x: area.minX, y: area.minY, width: area.width,
                                              height: max(1, area.height - panelRows)), n: n)
    }

    public func draw(into canvas: inout Canvas, frame: GameFrame<Self>, context: AppContext) {
        var f = frame
        let n = f.state.size
        // The game is over: the final board stays in view above the panel.
        if let rows = f.resultHeight { f.layout = Self.finishedLayout(f.layout, area: f.area, n: n, panelRows: rows) }
        let l = f.layout
        drawHeader(into: &canvas, frame: f, context: context)
        Self.drawBoard(size: n, layout: l, into: &canvas, context: context)
        if let a = f.animation {
            drawAnimation(from: a.before, to: f.state, elapsed: a.elapsed, into: &canvas, layout: l, context: context)
        } else {
            Self.drawTiles(f.state, layout: l, into: &canvas, context: context)
        }
    }

    /// The board and its empty cells.
    static func drawBoard(size n: Int, layout l: TileGridLayout, into canvas: inout Canvas, context: AppContext) {
        let depth = context.theme.depth
        canvas.fill(l.board, style: Tile2048Palette.boardStyle(depth: depth))
        if depth == .none {
            canvas.frame(l.board, glyphs: context.glyphs, style: .plain)
        }
        for i in 0..<(n * n) { drawEmpty(into: &canvas, l.cell(i, size: n), context: context) }
    }

    /// The tiles at rest in their cells.
    static func drawTiles(_ game: Game2048, layout l: TileGridLayout, into canvas: inout Canvas, context: AppContext) {
        for (i, v) in game.cells.enumerated() where v != 0 {
            drawTile(v, in: l.cell(i, size: game.size), into: &canvas, context: context)
        }
    }

    /// A direction as the hint says it.
    static func word(_ d: Direction) -> String {
        switch d {
        case .up: return tr("up")
        case .down: return tr("down")
        case .left: return tr("left")
        case .right: return tr("right")
        }
    }

    private func drawHeader(into canvas: inout Canvas, frame f: GameFrame<Self>, context: AppContext) {
        let t = context.theme, game = f.state, area = f.area
        let gained = f.animation.map { game.score - $0.before.score } ?? 0
        let g = context.glyphs
        var helper: (String, CellStyle)?
        if f.assistant.playing {
            helper = (tr("autoplay: + - speed, other keys stop"), t.emphasis)
        } else if let since = f.assistant.searchingSince {
            helper = (tr("thinking \(Spinner.frame(since: since, now: f.now, unicode: g.unicode))"), t.emphasis)
        } else if let hint = f.assistant.hint {
            let arrow = g.unicode ? ["↑", "↓", "←", "→"] : ["^", "v", "<", ">"]
            let i = [Direction.up, .down, .left, .right].firstIndex(of: hint)!
            helper = (tr("hint: \(arrow[i]) \(Self.word(hint))"), t.emphasis)
        }
        // The best recorded, or the most this game has reached: never less
        // after an undo.
        let best = max(f.scores?.bestScore ?? 0, f.ui.highestScore, game.score)
        // The widest form that fits. Score, Best and the helper's words always
        // stay; the gaps close first, then Moves goes (the status line has
        // it), then Tile (the board shows it).
        func parts(gap: Int, moves: Bool, tile: Bool) -> [(String, CellStyle)] {
            let sep = String(repeating: " ", count: gap)
            var p: [(String, CellStyle)] = [(tr("Score") + " ", t.description), ("\(game.score)", t.title)]
            // The gap unstyled, as before the helper: the gain's style may underline.
            if gained > 0 { p += [(" ", t.description), ("+\(gained)", t.emphasis)] }
            p += [(sep + tr("Best") + " ", t.description), ("\(best)", t.title)]
            if tile { p += [(sep + tr("Tile") + " ", t.description), ("\(game.largestTile)", t.title)] }
            if moves { p += [(sep + tr("Moves") + " ", t.description), ("\(f.moveCount)", t.title)] }
            if f.isAssisted { p.append((sep + tr("assisted"), t.description)) }
            // The gap unstyled: the helper's style underlines.
            if let h = helper { p += [(sep, t.description), h] }
            return p
        }
        let forms = [(3, true, true), (2, true, true), (1, true, true), (1, false, true), (1, false, false)]
        var chosen = parts(gap: 1, moves: false, tile: false)
        for (gap, moves, tile) in forms {
            let p = parts(gap: gap, moves: moves, tile: tile)
            if p.reduce(0, { $0 + TextWidth.of($1.0) }) <= area.width { chosen = p; break }
        }
        let width = chosen.reduce(0) { $0 + TextWidth.of($1.0) }
        var x = area.minX + max(0, (area.width - width) / 2)
        for (s, style) in chosen { x = canvas.text(s, at: Point(x: x, y: f.layout.header), style: style, clip: area) }
    }

    private static func drawEmpty(into canvas: inout Canvas, _ r: Rect, context: AppContext) {
        let style = Tile2048Palette.emptyStyle(depth: context.theme.depth)
        canvas.fill(r, style: style)
        if context.theme.depth == .none || context.theme.depth <= .ansi16 {
            let dot: Character = context.glyphs.unicode ? "·" : "."
            canvas.put(dot, at: r.center, style: style)
        }
    }

    static func drawTile(_ v: Int, in r: Rect, into canvas: inout Canvas, context: AppContext, extra: TextAttributes = []) {
        let depth = context.theme.depth
        var style = Tile2048Palette.style(for: v, depth: depth)
        style.attributes.formUnion(extra)
        canvas.fill(r, style: style)
        var inner = r
        if depth == .none {
            // Without colour a tile needs an outline to stand apart from an empty cell.
            if r.height >= 3 {
                canvas.frame(r, glyphs: context.glyphs, style: style)
                inner = r.inset(by: 1)
            } else if r.width >= 4 {
                canvas.put("[", at: r.origin, style: style)
                canvas.put("]", at: Point(x: r.maxX - 1, y: r.minY), style: style)
                inner = r.inset(left: 1, right: 1)
            }
        }
        // Large tiles get large digits, with a cell of room around them;
        // the more digits, the smaller, as in the original game.
        let digits = String(v)
        if let scale = DigitFont.scale(for: digits, in: Size(width: inner.width - 2, height: inner.height - 2)) {
            let at = inner.centered(DigitFont.size(of: digits, scale: scale)).origin
            DigitFont.draw(digits, at: at, scale: scale, into: &canvas, style: style, unicode: context.glyphs.unicode)
            return
        }
        let label = Tile2048Palette.label(v, width: inner.width)
        canvas.centered(label, row: r.minY + (r.height - 1) / 2, in: inner, style: style)
    }

    private func drawAnimation(from before: Game2048, to after: Game2048, elapsed t: Int64, into canvas: inout Canvas,
                               layout l: TileGridLayout, context: AppContext) {
        let n = after.size
        if t < Self.slideTime {
            // Tiles glide from their old cells to their new ones.
            let f = Double(t) / Double(Self.slideTime)
            for m in after.lastMotions {
                let from = l.cell(m.from, size: n), to = l.cell(m.to, size: n)
                let x = from.minX + Int((Double(to.minX - from.minX) * f).rounded())
                let y = from.minY + Int((Double(to.minY - from.minY) * f).rounded())
                Self.drawTile(m.value, in: Rect(x: x, y: y, width: from.width, height: from.height), into: &canvas, context: context)
            }
            return
        }
        // Then merged tiles pop and the new tile appears.
        let merged = Set(after.lastMotions.filter(\.merged).map(\.to))
        for (i, v) in after.cells.enumerated() where v != 0 && i != after.lastSpawn?.index {
            let r = l.cell(i, size: n)
            if merged.contains(i) {
                let grown = Rect(x: r.minX - 1, y: r.minY, width: r.width + 2, height: r.height)
                Self.drawTile(v, in: grown, into: &canvas, context: context, extra: [.bold])
            } else {
                Self.drawTile(v, in: r, into: &canvas, context: context)
            }
        }
        if let spawn = after.lastSpawn {
            let r = l.cell(spawn.index, size: n)
            if t >= Self.slideTime + (Self.animationTime - Self.slideTime) / 2 {
                Self.drawTile(spawn.value, in: r, into: &canvas, context: context)
            } else {
                let small = Rect(x: r.center.x - 1, y: r.center.y, width: min(3, r.width), height: 1)
                Self.drawTile(spawn.value, in: small, into: &canvas, context: context)
            }
        }
    }
}

/// The 2048 game screen.
public typealias Game2048Screen = GameScreen<Game2048Mode>
