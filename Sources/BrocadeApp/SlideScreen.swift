import BrocadeCore

/// The sliding puzzle: numbered tiles (or slices of a picture) and one gap.
/// Click a tile to slide it (a whole row or column under norm), drag it
/// towards the gap, or use the keys; the clock starts at the first move.
public final class SlideScreen: Screen {
    struct Saved: Codable, Sendable {
        var session: GameSession<SlidingRules>
        var picture: PictureInfo?
        /// So the next new shuffle after a restart is a new deal too.
        var seed: UInt64
        var gameNumber: Int
        var scramble: Int?
    }

    enum Input: Equatable {
        case move(Int)
        case undo
        case redo
    }

    /// A move being drawn: which tiles glide from where to where.
    struct Animation {
        var start: TimePoint
        var moves: [(tile: Int, from: Int, to: Int)]
    }

    /// A tile held by the pointer.
    struct Drag: Equatable {
        var cell: Int
        var start: Point
        /// How far it has travelled towards the gap, 0 to 1.
        var fraction: Double
    }

    static let glideTime: Int64 = 80
    /// Between the moves the solver plays (S).
    static let solveStepTime: Int64 = 180

    private(set) var session: GameSession<SlidingRules>
    private let picture: PictureInfo?
    private let provider: PictureProvider?
    private var seed: UInt64
    private var gameNumber = 0
    private var scramble: Int?
    private let arrows: Settings.SlideArrows
    private let animate: Bool
    private var animation: Animation?
    private(set) var queue: [Input] = []
    private(set) var cursor: Int?
    private(set) var drag: Drag?
    private(set) var showNumbers = true
    private var confirmNew = false
    private var rank: Int??
    private var buttons: [(Rect, Key)] = []
    private var lastArea = Rect(x: 0, y: 0, width: 80, height: 23)

    // The solver: a search off the event loop, the rest of the solution it
    // found (while the board follows it), the hint on show, and S's playing.
    private let tables: SlideSolverTables
    private var solving: BackgroundJob<SlideSolution?>?
    private var solvingFor: [Int] = []
    private var solvingSince = TimePoint.zero
    private(set) var plan: [Int]?
    private var planOptimal = false
    private(set) var hintCell: Int?
    private(set) var autoSolving = false
    private var nextSolveStep = TimePoint.zero

    public init(size: Int, level: SlidingRules.Level, seed: UInt64, scramble: Int?, picture: PictureInfo?,
                provider: PictureProvider?, arrows: Settings.SlideArrows, animate: Bool,
                tables: SlideSolverTables = SlideSolverTables()) {
        self.tables = tables
        self.seed = seed
        self.scramble = scramble
        self.picture = picture
        self.provider = provider
        self.arrows = arrows
        self.animate = animate
        session = GameSession(Self.deal(size: size, level: level, seed: seed, scramble: scramble))
        showNumbers = picture == nil
    }

    public init(save: [UInt8], provider: PictureProvider?, arrows: Settings.SlideArrows, animate: Bool,
                tables: SlideSolverTables = SlideSolverTables()) throws {
        self.tables = tables
        let s = try SaveFile<Saved>.decode(save, mode: GameMode.slide.rawValue)
        if let p = s.picture, provider?.pixelSize(p) == nil { throw ValidationError("the picture '\(p.name)' cannot be found") }
        session = s.session
        picture = s.picture
        self.provider = provider
        self.arrows = arrows
        self.animate = animate
        seed = s.seed
        gameNumber = s.gameNumber
        scramble = s.scramble
        showNumbers = picture == nil
    }

    /// Starts from a given position (tests and puzzles).
    func setRulesForTesting(_ r: SlidingRules) { session = GameSession(r) }

    static func deal(size: Int, level: SlidingRules.Level, seed: UInt64, scramble: Int?) -> SlidingRules {
        if let scramble { return SlidingRules.scrambled(size: size, level: level, moves: scramble, seed: seed) }
        return SlidingRules.shuffled(size: size, level: level, seed: seed)
    }

    var rules: SlidingRules { session.state }
    public var mode: GameMode? { .slide }
    public var title: String { "Sliding puzzle" }
    public var minimumSize: Size { minimumTerminalSize }
    public var isGameInProgress: Bool { session.isInProgress }
    var parameters: [String: String] { ["size": "\(rules.size)", "rules": rules.level.rawValue] }

    public var helpSections: [HelpSection] {
        var keys = [
            HelpEntry("click a tile", rules.level == .norm ? "slide it (and the tiles between) into the gap" : "slide it into the gap"),
            HelpEntry("drag a tile", "towards the gap; past half way it stays"),
            HelpEntry("Arrows, wasd, hjkl", arrows == .tile ? "slide the tile next to the gap that way" : "move the gap that way"),
            HelpEntry("Tab, then arrows, Enter", "a cursor: move the tile under it"),
            HelpEntry("u, Ctrl-R", "undo, redo"),
            HelpEntry("H", "hint: the next move of a shortest solution"),
            HelpEntry("S", "the solver plays to the end (any key stops it)"),
            HelpEntry("Esc", "stop the solver's search"),
            HelpEntry("n", "new shuffle (asks first during a game)"),
            HelpEntry("t", "numbers on picture tiles"),
            HelpEntry("q", "back to the menu; the game is saved"),
        ]
        if rules.size == 3 { keys.insert(HelpEntry("1 to 8", "slide that tile, if it can move"), at: 3) }
        let levels = HelpSection("Rules (\(rules.level.rawValue))", [
            HelpEntry("norm", "only a tile next to the gap moves into it"),
            HelpEntry("some", "diagonal neighbours too"),
            HelpEntry("none", "any tile may jump into the gap"),
            HelpEntry("goal", "tiles in order, the gap last"),
            HelpEntry("assisted", "a game with undo, H or S is ranked apart"),
        ])
        return [HelpSection("Sliding puzzle", keys), levels]
    }

    public func statusDetail(now: TimePoint) -> String? {
        "\(rules.size)x\(rules.size) \(rules.level.rawValue) · moves \(session.moveCount) · \(formatDuration(milliseconds: session.elapsed(at: now)))"
    }

    public func pause(_ reason: PauseReason, now: TimePoint) { session.pause(reason, at: now) }
    public func resume(_ reason: PauseReason, now: TimePoint) { session.resume(reason, at: now) }

    public func saveData(now: TimePoint) -> [UInt8]? {
        guard session.isInProgress else { return nil }
        var copy = Saved(session: session, picture: picture, seed: seed, gameNumber: gameNumber, scramble: scramble)
        copy.session.pause(.suspended, at: now)
        return try? JSONCoding.encode(SaveFile(mode: GameMode.slide.rawValue, game: copy))
    }

    public func recorded(rank: Int?, book: ScoreBook) { self.rank = .some(rank) }

    // MARK: Time

    public func nextDeadline(now: TimePoint) -> TimePoint? {
        var due: [TimePoint] = []
        if let a = animation { due.append(min(a.start + Self.glideTime, now + 16)) }
        // A search in progress: look for its answer, and turn the spinner.
        if solving != nil { due.append(now + 80) }
        if autoSolving, plan != nil, animation == nil { due.append(max(now, nextSolveStep)) }
        if session.timer.isRunning { due.append(now + (1000 - session.elapsed(at: now) % 1000)) }
        return due.min()
    }

    public func tick(now: TimePoint) -> ScreenOutcome {
        if let a = animation, now >= a.start + Self.glideTime {
            animation = nil
            let o = playQueue(now: now)
            if case .finished = o { return o }
        }
        if let job = solving, let answer = job.value {
            solving = nil
            if let answer, rules.tiles == solvingFor {
                plan = answer.moves
                planOptimal = answer.optimal
                if autoSolving { nextSolveStep = now } else { hintCell = answer.moves.first }
            } else {
                // The board moved on while the solver thought: its answer is stale.
                autoSolving = false
            }
        }
        if autoSolving, animation == nil, now >= nextSolveStep, let next = plan?.first {
            nextSolveStep = now + Self.solveStepTime
            let o = perform(.move(next), now: now)
            if plan?.isEmpty ?? true { autoSolving = false }
            return o
        }
        return .changed
    }

    // MARK: The solver

    /// Starts the solver on the board as it is, off the event loop.
    private func askSolver(now: TimePoint) {
        let position = rules
        let tables = self.tables
        solvingFor = position.tiles
        solvingSince = now
        solving = BackgroundJob(stoppable: { isCancelled in tables.solve(position, isCancelled: isCancelled) })
    }

    private func stopSolver() {
        solving?.cancel()
        solving = nil
        autoSolving = false
    }

    private func hint(now: TimePoint) -> ScreenOutcome {
        guard session.status == .playing else { return .handled }
        session.markAssisted()
        if let next = plan?.first {
            hintCell = next
        } else if solving == nil {
            askSolver(now: now)
        }
        return .changed
    }

    private func solveAll(now: TimePoint) -> ScreenOutcome {
        guard session.status == .playing else { return .handled }
        session.markAssisted()
        autoSolving = true
        hintCell = nil
        cursor = nil
        if plan != nil {
            nextSolveStep = now
        } else if solving == nil {
            askSolver(now: now)
        }
        return .changed
    }

    /// What the header says about the solver, if anything.
    private func solverText(now: TimePoint, unicode: Bool) -> String? {
        if solving != nil {
            let frames = unicode ? ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"] : ["|", "/", "-", "\\"]
            let spin = frames[Int(max(0, now - solvingSince) / 80) % frames.count]
            let what = SlideSolverTables.needed(for: rules) && !tables.isReady
                ? "preparing the solver (first time only)" : (autoSolving ? "solving" : "thinking")
            return "\(what) \(spin)  Esc stops"
        }
        if autoSolving { return "solver playing: any key stops" }
        if let cell = hintCell, let plan {
            let word = SlideMoveNotation.notation([cell], from: rules).first.map(Self.spoken) ?? ""
            let togo = "\(plan.count) to go" + (planOptimal ? "" : " (quick, maybe not the fewest)")
            return "hint: \(rules.tiles[cell]) \(word) · \(togo)"
        }
        return nil
    }

    /// U, DL, 12 ... as words for the header.
    static func spoken(_ move: String) -> String {
        let words = ["U": "up", "D": "down", "L": "left", "R": "right", "UL": "up-left", "UR": "up-right",
                     "DL": "down-left", "DR": "down-right"]
        return words[move] ?? "jumps in"
    }

    private func playQueue(now: TimePoint) -> ScreenOutcome {
        var outcome = ScreenOutcome.changed
        while animation == nil, !queue.isEmpty {
            let o = perform(queue.removeFirst(), now: now)
            if case .finished = o { outcome = o }
        }
        return outcome
    }

    // MARK: Input

    public func gesturePolicy(at point: Point) -> GesturePolicy {
        if let c = cell(at: point), rules.path(from: c).count == 1 { return GesturePolicy([.tap, .pan], panSlop: 0) }
        return .tapOnly
    }

    public func handle(_ input: ScreenInput, now: TimePoint, context: AppContext) -> ScreenOutcome {
        if autoSolving {
            // Any key or click stops the solver's play, and does nothing else.
            switch input {
            case .key, .gesture(.tap), .gesture(.pan(.began, _, _, _)):
                stopSolver()
                return .changed
            default:
                return .handled
            }
        }
        if solving != nil, input == .key(.escape) {
            stopSolver()
            return .changed
        }
        if confirmNew {
            switch ChoicePanel.yesNo(input, buttons: buttons) {
            case .yes: return newGame(now: now)
            case .no:
                confirmNew = false
                session.resume(.overlay, at: now)
                return .changed
            case nil: return .handled
            }
        }
        if session.status == .won {
            switch input {
            case .key(.character("n")), .key(.character("N")), .key(.enter): return newGame(now: now)
            case .key(.character("u")): return enqueue(.undo, now: now)
            case .gesture(.tap(let p, .primary)):
                if let (_, k) = buttons.first(where: { $0.0.contains(p) }) {
                    return k == .character("q") ? .pop : newGame(now: now)
                }
                return .handled
            default: return .ignored
            }
        }
        switch input {
        case .key(let k): return handleKey(k, now: now)
        case .gesture(let g): return handleGesture(g, now: now)
        }
    }

    private func handleKey(_ key: Key, now: TimePoint) -> ScreenOutcome {
        if let d = key.direction {
            if var c = cursor {
                let r = c / rules.size + d.offset.dy, col = c % rules.size + d.offset.dx
                c = r.clamped(to: 0...(rules.size - 1)) * rules.size + col.clamped(to: 0...(rules.size - 1))
                cursor = c
                return .changed
            }
            // What the arrow moves: the tile next to the gap that way, or the gap itself.
            let dir = arrows == .tile ? d : d.opposite
            guard let cell = rules.cellMoving(dir) else { return .handled }
            return enqueue(.move(cell), now: now)
        }
        switch key {
        case .tab, .backTab:
            cursor = cursor == nil ? rules.blank : nil
            return .changed
        case .enter, .character(" "):
            guard let c = cursor else { return .ignored }
            return enqueue(.move(c), now: now)
        case .escape where cursor != nil:
            cursor = nil
            return .changed
        case .character("u"), .character("U"): return enqueue(.undo, now: now)
        case .control("r"): return enqueue(.redo, now: now)
        case .character("t"), .character("T"):
            showNumbers.toggle()
            return .changed
        // Lower-case h and s are directions (hjkl, wasd); their capitals ask the solver.
        case .character("H"): return hint(now: now)
        case .character("S"): return solveAll(now: now)
        case .character("n"), .character("N"):
            guard session.isInProgress else { return newGame(now: now) }
            confirmNew = true
            session.pause(.overlay, at: now)
            return .changed
        case .character(let ch) where rules.size == 3 && ("1"..."8").contains(ch):
            guard let n = Int(String(ch)), let cell = rules.tiles.firstIndex(of: n) else { return .handled }
            return rules.canMove(cell) ? enqueue(.move(cell), now: now) : .handled
        default:
            return .ignored
        }
    }

    private func handleGesture(_ g: Gesture, now: TimePoint) -> ScreenOutcome {
        switch g {
        case .tap(let p, .primary):
            guard let c = cell(at: p) else { return .handled }
            return rules.canMove(c) ? enqueue(.move(c), now: now) : .handled
        case .pan(.began, let p, let start, _):
            guard animation == nil, let c = cell(at: start), rules.path(from: c).count == 1 else { return .handled }
            drag = Drag(cell: c, start: start, fraction: 0)
            return follow(p)
        case .pan(.changed, let p, _, _):
            return follow(p)
        case .pan(.ended, let p, _, _):
            guard drag != nil else { return .handled }
            _ = follow(p)
            let d = drag!
            drag = nil
            // Past half way the tile goes on into the gap; short of it, it settles back.
            if d.fraction >= 0.5 { return perform(.move(d.cell), now: now, glide: false) }
            return .changed
        case .pan(.cancelled, _, _, _):
            drag = nil
            return .changed
        default:
            return .handled
        }
    }

    /// The held tile follows the pointer along the way to the gap only.
    private func follow(_ p: Point) -> ScreenOutcome {
        guard var d = drag else { return .handled }
        let l = layout(lastArea)
        let from = l.cell(d.cell, size: rules.size), to = l.cell(rules.blank, size: rules.size)
        let dx = to.minX - from.minX, dy = to.minY - from.minY
        let moved = p - d.start
        let along = dx != 0 ? Double(moved.dx) / Double(dx) : Double(moved.dy) / Double(dy)
        d.fraction = min(1, max(0, along))
        drag = d
        return .changed
    }

    private func enqueue(_ input: Input, now: TimePoint) -> ScreenOutcome {
        if animation != nil {
            queue.append(input)
            return .changed
        }
        return perform(input, now: now)
    }

    private func perform(_ input: Input, now: TimePoint, glide: Bool = true) -> ScreenOutcome {
        let before = rules
        switch input {
        case .move(let cell):
            let steps = rules.path(from: cell)
            guard session.apply(cell, at: now) else { return .handled }
            // A slide of several tiles is as many single steps of a solution.
            if let p = plan, p.starts(with: steps) { plan = Array(p.dropFirst(steps.count)) } else { plan = nil }
        case .undo:
            guard session.undo(at: now) else { return .handled }
            plan = nil
        case .redo:
            guard session.redo(at: now) else { return .handled }
            plan = nil
        }
        hintCell = nil
        if solving != nil && !autoSolving {
            // The hint asked for is about a board that is gone.
            solving?.cancel()
            solving = nil
        }
        if animate && glide {
            // Every tile that changed cell glides from its old cell to its new one.
            var moves: [(Int, Int, Int)] = []
            for (i, t) in rules.tiles.enumerated() where t != 0 && before.tiles[i] != t {
                if let from = before.tiles.firstIndex(of: t) { moves.append((t, from, i)) }
            }
            animation = Animation(start: now, moves: moves)
        }
        if session.status == .won {
            cursor = nil
            rank = nil
            return .finished(GameResult(parameters: parameters, ranking: .fastest, timeMilliseconds: session.elapsed(at: now),
                                        moves: session.moveCount, assisted: session.isAssisted))
        }
        return .changed
    }

    private func newGame(now: TimePoint) -> ScreenOutcome {
        gameNumber += 1
        session = GameSession(Self.deal(size: rules.size, level: rules.level, seed: seed &+ UInt64(gameNumber), scramble: scramble))
        confirmNew = false
        animation = nil
        queue.removeAll()
        drag = nil
        rank = nil
        stopSolver()
        plan = nil
        hintCell = nil
        return .changed
    }

    // MARK: Layout and drawing

    func layout(_ area: Rect) -> TileGridLayout { TileGridLayout.make(area: area, n: rules.size) }

    func cell(at p: Point) -> Int? {
        let l = layout(lastArea)
        for i in 0..<(rules.size * rules.size) where l.cell(i, size: rules.size).contains(p) { return i }
        return nil
    }

    public func draw(into canvas: inout Canvas, area: Rect, now: TimePoint, context: AppContext) {
        lastArea = area
        let t = context.theme, g = context.glyphs
        let n = rules.size
        let l = layout(area)
        buttons = []
        canvas.fill(l.board, style: t.depth == .none ? .plain : CellStyle(background: t.ground))
        if t.depth == .none { canvas.frame(l.board, glyphs: g, style: .plain) }
        if let solver = solverText(now: now, unicode: g.unicode) {
            let lead = "\(n)x\(n) \(rules.level.rawValue) · "
            let width = TextWidth.of(lead) + TextWidth.of(solver)
            let x = canvas.text(lead, at: Point(x: area.minX + max(0, (area.width - width) / 2), y: l.header),
                                style: t.description, clip: area)
            canvas.text(solver, at: Point(x: x, y: l.header), style: t.hotkey.with([.bold]), clip: area)
        } else {
            let header = "\(n)x\(n) · rules \(rules.level.rawValue) · \(rules.misplaced) out of place"
            canvas.centered(header, row: l.header, in: area, style: t.description)
        }
        let image = pictureCanvas(l, context: context)
        var moving: [Int: (Int, Int)] = [:]
        var fraction = 1.0
        if let a = animation, now < a.start + Self.glideTime {
            fraction = Double(now - a.start) / Double(Self.glideTime)
            for m in a.moves { moving[m.tile] = (m.from, m.to) }
        }
        for (i, tile) in rules.tiles.enumerated() where tile != 0 {
            var r = l.cell(i, size: n)
            if let (from, to) = moving[tile] {
                r = interpolate(l.cell(from, size: n), l.cell(to, size: n), fraction)
            } else if let d = drag, d.cell == i {
                r = interpolate(l.cell(i, size: n), l.cell(rules.blank, size: n), d.fraction)
            }
            drawTile(tile, in: r, image: image, layout: l, context: context, hinted: i == hintCell)
        }
        if let c = cursor {
            let r = l.cell(c, size: n)
            let style = t.itemSelected
            canvas.put(g.topLeft, at: r.origin, style: style)
            canvas.put(g.bottomRight, at: Point(x: r.maxX - 1, y: r.maxY - 1), style: style)
            canvas.put(g.topRight, at: Point(x: r.maxX - 1, y: r.minY), style: style)
            canvas.put(g.bottomLeft, at: Point(x: r.minX, y: r.maxY - 1), style: style)
        }
        if session.status == .won && animation == nil {
            var lines = ["Solved!", "Time \(formatDuration(milliseconds: session.elapsed(at: now))) · moves \(session.moveCount)"]
            if let rank { lines.append(rank.map { "Rank \($0) for \(n)x\(n) \(rules.level.rawValue)\(session.isAssisted ? ", among assisted games" : "")" } ?? "Not in the top ten this time") }
            panel(lines, [("New game (n)", .character("n")), ("Menu (q)", .character("q"))], over: l.board, area: area, into: &canvas, context: context)
        }
        if confirmNew {
            panel(["Start a new shuffle?", "This one is given up."], [("Yes (y)", .character("y")), ("No (n)", .character("n"))],
                  over: l.board, area: area, into: &canvas, context: context)
        }

        func drawTile(_ tile: Int, in r: Rect, image: Canvas?, layout l: TileGridLayout, context: AppContext, hinted: Bool) {
            let t = context.theme
            if hinted {
                // The tile to move next, plain and bright, picture or not.
                let style = t.itemSelected.with([.bold])
                canvas.fill(r, style: style)
                canvas.centered("\(tile)", row: r.minY + (r.height - 1) / 2, in: r, style: style)
                if r.height >= 3 { canvas.frame(r, glyphs: context.glyphs, style: style) }
                return
            }
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
    }

    private func interpolate(_ a: Rect, _ b: Rect, _ f: Double) -> Rect {
        Rect(x: a.minX + Int((Double(b.minX - a.minX) * f).rounded()), y: a.minY + Int((Double(b.minY - a.minY) * f).rounded()),
             width: a.width, height: a.height)
    }

    /// The whole picture (its left half and mirror image) at the tiles' size.
    /// The stitched picture for a size and look, made once.
    private var pictureCache: (key: [Int], canvas: Canvas)?

    private func pictureCanvas(_ l: TileGridLayout, context: AppContext) -> Canvas? {
        guard let picture, let provider else { return nil }
        let n = rules.size
        let w = n * l.tile.width, h = n * l.tile.height
        let key = [w, h, context.theme.depth.rawValue, context.glyphs.unicode ? 1 : 0]
        if let c = pictureCache, c.key == key { return c.canvas }
        let half = w / 2
        let depth = context.theme.depth, unicode = context.glyphs.unicode
        var whole = Canvas(size: Size(width: w, height: h))
        if let left = provider.render(picture, cols: half, rows: h, depth: depth, unicode: unicode, mirrored: false) {
            whole.blit(left, at: .zero)
        }
        if let right = provider.render(picture, cols: w - half, rows: h, depth: depth, unicode: unicode, mirrored: true) {
            whole.blit(right, at: Point(x: half, y: 0))
        }
        pictureCache = (key, whole)
        return whole
    }

    private func panel(_ lines: [String], _ choices: [(String, Key)], over board: Rect, area: Rect, into canvas: inout Canvas, context: AppContext) {
        buttons = ChoicePanel(lines: lines, choices: choices.map { ($0.0, $0.1) }).draw(over: board, area: area, into: &canvas, context: context)
    }
}
