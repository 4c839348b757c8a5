import BrocadeCore

/// 2048: the board, the score line, the slide animation, and the panels for
/// a win, a game over and a new game.
public final class Game2048Screen: Screen {
    /// What a save holds.
    struct Saved: Codable, Sendable {
        var session: GameSession<Game2048>
        var seed: UInt64
        var gameNumber: Int
        var winShown: Bool
        var recorded: Bool
    }

    enum Panel: Equatable {
        case won
        case over
        case confirmNew
    }

    /// A move being drawn: the board before, the board after, when it began.
    struct Animation {
        var start: TimePoint
        var before: Game2048
        var after: Game2048
    }

    enum Input: Equatable {
        case move(Direction)
        case undo
        case redo
    }

    static let slideTime: Int64 = 80
    static let animationTime: Int64 = 120
    static let frameTime: Int64 = 20

    private(set) var session: GameSession<Game2048>
    private var seed: UInt64
    private var gameNumber: Int
    private var winShown: Bool
    private var recordedThisGame: Bool
    private(set) var panel: Panel?
    private var animation: Animation?
    private(set) var queue: [Input] = []
    private var best = 0
    private var rank: Int??
    private let animate: Bool
    private var buttons: [(Rect, Key)] = []
    /// The player's search for a hint or the next autoplay move.
    private var thinking: BackgroundJob<Direction?>?
    private var thinkingSince = TimePoint.zero
    private(set) var hint: Direction?
    private(set) var autoplay = false

    public init(size: Int, target: Int, seed: UInt64, animate: Bool) {
        self.seed = seed
        gameNumber = 0
        winShown = false
        recordedThisGame = false
        self.animate = animate
        session = GameSession(Game2048(size: size, target: target, seed: seed))
    }

    /// A game from a given position (tests and puzzles).
    init(game: Game2048, seed: UInt64, animate: Bool) {
        self.seed = seed
        gameNumber = 0
        winShown = game.hasReachedTarget
        recordedThisGame = false
        self.animate = animate
        session = GameSession(game)
    }

    /// Restores a saved game; throws when the save is not a 2048 save of this version.
    public init(save: [UInt8], animate: Bool) throws {
        let s = try SaveFile<Saved>.decode(save, mode: GameMode.twentyFortyEight.rawValue)
        session = s.session
        seed = s.seed
        gameNumber = s.gameNumber
        winShown = s.winShown
        recordedThisGame = s.recorded
        self.animate = animate
        if session.status == .lost { panel = .over }
    }

    var game: Game2048 { session.state }

    public var title: String { "2048" }
    public var minimumSize: Size { minimumTerminalSize }
    public var mode: GameMode? { .twentyFortyEight }
    public var isGameInProgress: Bool { session.isInProgress }

    public var helpSections: [HelpSection] {
        [HelpSection("2048", [
            HelpEntry("Arrows, wasd, hjkl", "slide every tile that way"),
            HelpEntry("mouse: swipe", "press, drag 2 columns or a row, release"),
            HelpEntry("u", "undo (the game then counts as assisted, as with H and A)"),
            HelpEntry("Ctrl-R", "redo"),
            HelpEntry("H", "hint: the move the computer player would make"),
            HelpEntry("A", "autoplay on and off (any key stops it)"),
            HelpEntry("Esc", "stop a hint search"),
            HelpEntry("n", "new game (asks first during a game)"),
            HelpEntry("k, Enter", "keep playing after reaching the target"),
            HelpEntry("q", "back to the menu; the game is saved"),
        ]), HelpSection("Rules", [
            HelpEntry("slide", "equal tiles that meet merge into their sum"),
            HelpEntry("merge", "once per move, nearest the wall first"),
            HelpEntry("new tile", "after each move: 2, or 4 one time in ten"),
            HelpEntry("goal", "make the target tile (\(game.target)); play on after"),
            HelpEntry("game over", "no empty cell and no equal neighbours"),
        ])]
    }

    public func statusDetail(now: TimePoint) -> String? {
        "\(game.size)x\(game.size) · moves \(session.moveCount) · \(formatDuration(milliseconds: session.elapsed(at: now)))"
    }

    public func willShow(store: GameStore) {
        let table = store.loadScores().table(mode: GameMode.twentyFortyEight.rawValue, parameters: parameters)
        best = table?.bestScore ?? 0
    }

    var parameters: [String: String] { ["size": "\(game.size)"] }

    public func pause(_ reason: PauseReason, now: TimePoint) { session.pause(reason, at: now) }
    public func resume(_ reason: PauseReason, now: TimePoint) { session.resume(reason, at: now) }

    public func saveData(now: TimePoint) -> [UInt8]? {
        guard session.isInProgress else { return nil }
        let saved = Saved(session: session, seed: seed, gameNumber: gameNumber, winShown: winShown, recorded: recordedThisGame)
        var copy = saved
        copy.session.pause(.suspended, at: now)
        return try? JSONCoding.encode(SaveFile(mode: GameMode.twentyFortyEight.rawValue, game: copy))
    }

    public func recorded(rank: Int?, book: ScoreBook) {
        self.rank = .some(rank)
        best = book.table(mode: GameMode.twentyFortyEight.rawValue, parameters: parameters)?.bestScore ?? best
    }

    // MARK: Time

    public func nextDeadline(now: TimePoint) -> TimePoint? {
        if let a = animation { return min(a.start + Self.animationTime, now + Self.frameTime) }
        // A search in progress: look for its answer (and turn the spinner).
        if thinking != nil { return now + 80 }
        guard session.timer.isRunning else { return nil }
        // The clock on the status line moves once a second.
        let elapsed = session.elapsed(at: now)
        return now + (1000 - elapsed % 1000)
    }

    public func tick(now: TimePoint) -> ScreenOutcome {
        var outcome = ScreenOutcome.changed
        if let job = thinking, let answer = job.value {
            thinking = nil
            if autoplay {
                if let d = answer {
                    outcome = enqueue(.move(d), now: now)
                    if session.status == .playing && panel == nil { think(now: now) } else { autoplay = false }
                } else {
                    autoplay = false
                }
            } else {
                hint = answer
            }
            if case .finished = outcome { return outcome }
        }
        guard let a = animation else { return outcome }
        if now < a.start + Self.animationTime { return outcome }
        animation = nil
        return playQueue(now: now)
    }

    /// Starts the computer player on the current position, off the event loop.
    private func think(now: TimePoint) {
        let game = session.state
        thinkingSince = now
        thinking = BackgroundJob { Expectimax2048().bestMove(game) }
    }

    /// Plays queued inputs in order until one starts an animation.
    private func playQueue(now: TimePoint) -> ScreenOutcome {
        var outcome = ScreenOutcome.changed
        // The win panel waits for an answer; keys pressed meanwhile wait too.
        while animation == nil, panel == nil, !queue.isEmpty {
            let next = queue.removeFirst()
            let o = perform(next, now: now)
            if case .finished = o { outcome = o }
        }
        return outcome
    }

    private func finishAnimation(now: TimePoint) -> ScreenOutcome {
        animation = nil
        return playQueue(now: now)
    }

    // MARK: Input

    public func gesturePolicy(at point: Point) -> GesturePolicy {
        GesturePolicy([.tap, .swipe], panSlop: 0, swipeDistance: 2)
    }

    public func handle(_ input: ScreenInput, now: TimePoint, context: AppContext) -> ScreenOutcome {
        switch input {
        case .key(let key):
            return handleKey(key, now: now)
        case .gesture(.swipe(let dir, _, _)):
            if panel != nil { return .handled }
            return enqueue(.move(dir), now: now)
        case .gesture(.tap(let p, .primary)):
            if let (_, key) = buttons.first(where: { $0.0.contains(p) }) { return handleKey(key, now: now) }
            return .handled
        default:
            return .handled
        }
    }

    private func handleKey(_ key: Key, now: TimePoint) -> ScreenOutcome {
        if autoplay {
            // Any key stops autoplay, and does nothing else.
            autoplay = false
            thinking?.cancel()
            thinking = nil
            return .changed
        }
        if thinking != nil, key == .escape {
            thinking?.cancel()
            thinking = nil
            return .changed
        }
        switch panel {
        case .confirmNew:
            switch ChoicePanel.yesNo(.key(key), buttons: []) {
            case .yes: return newGame(now: now)
            case .no:
                panel = nil
                session.resume(.overlay, at: now)
                return .changed
            case nil: return .handled
            }
        case .won:
            switch key {
            case .character("k"), .character("K"), .enter, .character(" "), .escape:
                panel = nil
                return playQueue(now: now)
            case .character("n"), .character("N"):
                return askNewGame(now: now)
            default:
                // Moves made while the panel is up wait for the answer.
                if let d = key.direction { queue.append(.move(d)) }
                return .handled
            }
        case .over:
            switch key {
            case .character("n"), .character("N"), .enter, .character(" "):
                return newGame(now: now)
            case .character("u"):
                panel = nil
                return enqueue(.undo, now: now)
            case .character("q"):
                return .pop
            default:
                return key == .escape ? .ignored : .handled
            }
        case nil:
            break
        }
        if let d = key.direction { return enqueue(.move(d), now: now) }
        switch key {
        // Lower-case h and a are directions (hjkl, wasd); their capitals help.
        case .character("H"):
            guard thinking == nil, session.status == .playing else { return .handled }
            session.markAssisted()
            hint = nil
            think(now: now)
            return .changed
        case .character("A"):
            guard session.status == .playing else { return .handled }
            session.markAssisted()
            autoplay = true
            hint = nil
            if thinking == nil { think(now: now) }
            return .changed
        case .character("u"), .character("U"): return enqueue(.undo, now: now)
        case .control("r"): return enqueue(.redo, now: now)
        case .character("n"), .character("N"): return askNewGame(now: now)
        default: return .ignored
        }
    }

    /// During an animation inputs wait their turn, in order, none lost.
    private func enqueue(_ input: Input, now: TimePoint) -> ScreenOutcome {
        if animation != nil {
            queue.append(input)
            return .changed
        }
        return perform(input, now: now)
    }

    private func perform(_ input: Input, now: TimePoint) -> ScreenOutcome {
        switch input {
        case .move(let dir):
            let before = session.state
            guard session.apply(dir, at: now) else { return .handled }
            hint = nil
            if animate { animation = Animation(start: now, before: before, after: session.state) }
            if session.state.hasReachedTarget && !winShown {
                winShown = true
                panel = .won
            }
            if session.status == .lost {
                panel = .over
                return finish(now: now)
            }
            return .changed
        case .undo:
            guard session.undo(at: now) else { return .handled }
            if panel == .over { panel = nil }
            return .changed
        case .redo:
            guard session.redo(at: now) else { return .handled }
            if session.status == .lost { panel = .over }
            return .changed
        }
    }

    private func finish(now: TimePoint) -> ScreenOutcome {
        guard !recordedThisGame else { return .changed }
        recordedThisGame = true
        rank = nil
        return .finished(result(now: now))
    }

    func result(now: TimePoint) -> GameResult {
        GameResult(parameters: parameters, ranking: .highestScore, timeMilliseconds: session.elapsed(at: now),
                   moves: session.moveCount, score: game.score, largestTile: game.largestTile, assisted: session.isAssisted)
    }

    private func askNewGame(now: TimePoint) -> ScreenOutcome {
        animation = nil
        queue.removeAll()
        guard session.isInProgress else { return newGame(now: now) }
        panel = .confirmNew
        session.pause(.overlay, at: now)
        return .changed
    }

    private func newGame(now: TimePoint) -> ScreenOutcome {
        // A game given up after some play still counts for the scores.
        let abandoned = session.moveCount > 0 && !recordedThisGame ? result(now: now) : nil
        gameNumber += 1
        let next = Game2048(size: game.size, target: game.target, seed: seed &+ UInt64(gameNumber))
        session = GameSession(next)
        panel = nil
        animation = nil
        queue.removeAll()
        winShown = false
        recordedThisGame = false
        rank = nil
        if let abandoned { return .finished(abandoned) }
        return .changed
    }

    // MARK: Drawing

    public func draw(into canvas: inout Canvas, area: Rect, now: TimePoint, context: AppContext) {
        let n = game.size
        let l = TileGridLayout.make(area: area, n: n)
        let depth = context.theme.depth
        drawHeader(into: &canvas, layout: l, area: area, now: now, context: context)
        canvas.fill(l.board, style: Tile2048Palette.boardStyle(depth: depth))
        if depth == .none {
            canvas.frame(l.board, glyphs: context.glyphs, style: .plain)
        }
        for i in 0..<(n * n) { drawEmpty(into: &canvas, l.cell(i, size: n), context: context) }
        if let a = animation, now < a.start + Self.animationTime {
            drawAnimation(a, now: now, into: &canvas, layout: l, context: context)
        } else {
            for (i, v) in game.cells.enumerated() where v != 0 {
                drawTile(v, in: l.cell(i, size: n), into: &canvas, context: context)
            }
        }
        buttons = []
        if animation == nil || now >= animation!.start + Self.animationTime, let panel {
            drawPanel(panel, over: l.board, area: area, into: &canvas, context: context)
        }
    }

    private func drawHeader(into canvas: inout Canvas, layout l: TileGridLayout, area: Rect, now: TimePoint, context: AppContext) {
        let t = context.theme
        let gained = animation.map { $0.after.score - $0.before.score } ?? 0
        var parts: [(String, CellStyle)] = [
            ("Score ", t.description), ("\(game.score)", t.title),
        ]
        if gained > 0 { parts.append((" +\(gained)", t.hotkey)) }
        parts += [("   Best ", t.description), ("\(max(best, game.score))", t.title),
                  ("   Tile ", t.description), ("\(game.largestTile)", t.title),
                  ("   Moves ", t.description), ("\(session.moveCount)", t.title)]
        if session.isAssisted { parts.append(("   assisted", t.description)) }
        let g = context.glyphs
        if autoplay {
            parts.append(("   autoplay: any key stops", t.hotkey))
        } else if thinking != nil {
            let frames: [String] = g.unicode ? ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"] : ["|", "/", "-", "\\"]
            parts.append(("   thinking \(frames[Int(max(0, now - thinkingSince) / 80) % frames.count])", t.hotkey))
        } else if let hint {
            let arrow = g.unicode ? ["↑", "↓", "←", "→"] : ["^", "v", "<", ">"]
            let i = [Direction.up, .down, .left, .right].firstIndex(of: hint)!
            parts.append(("   hint: \(arrow[i]) \(hint.rawValue)", t.hotkey.with([.bold])))
        }
        var width = parts.reduce(0) { $0 + TextWidth.of($1.0) }
        if width > area.width, let i = parts.firstIndex(where: { $0.0 == "   Best " }) {
            // At 80 columns the helper's words need the room the best score had.
            width -= TextWidth.of(parts[i].0) + TextWidth.of(parts[i + 1].0)
            parts.removeSubrange(i...(i + 1))
        }
        var x = area.minX + max(0, (area.width - width) / 2)
        for (s, style) in parts { x = canvas.text(s, at: Point(x: x, y: l.header), style: style, clip: area) }
    }

    private func drawEmpty(into canvas: inout Canvas, _ r: Rect, context: AppContext) {
        let style = Tile2048Palette.emptyStyle(depth: context.theme.depth)
        canvas.fill(r, style: style)
        if context.theme.depth == .none || context.theme.depth <= .ansi16 {
            let dot: Character = context.glyphs.unicode ? "·" : "."
            canvas.put(dot, at: r.center, style: style)
        }
    }

    func drawTile(_ v: Int, in r: Rect, into canvas: inout Canvas, context: AppContext, extra: TextAttributes = []) {
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
        let label = Tile2048Palette.label(v, width: inner.width)
        canvas.centered(label, row: r.minY + (r.height - 1) / 2, in: inner, style: style)
    }

    private func drawAnimation(_ a: Animation, now: TimePoint, into canvas: inout Canvas, layout l: TileGridLayout, context: AppContext) {
        let n = game.size
        let t = now - a.start
        if t < Self.slideTime {
            // Tiles glide from their old cells to their new ones.
            let f = Double(t) / Double(Self.slideTime)
            for m in a.after.lastMotions {
                let from = l.cell(m.from, size: n), to = l.cell(m.to, size: n)
                let x = from.minX + Int((Double(to.minX - from.minX) * f).rounded())
                let y = from.minY + Int((Double(to.minY - from.minY) * f).rounded())
                drawTile(m.value, in: Rect(x: x, y: y, width: from.width, height: from.height), into: &canvas, context: context)
            }
            return
        }
        // Then merged tiles pop and the new tile appears.
        let merged = Set(a.after.lastMotions.filter(\.merged).map(\.to))
        for (i, v) in a.after.cells.enumerated() where v != 0 && i != a.after.lastSpawn?.index {
            let r = l.cell(i, size: n)
            if merged.contains(i) {
                let grown = Rect(x: r.minX - 1, y: r.minY, width: r.width + 2, height: r.height)
                drawTile(v, in: grown, into: &canvas, context: context, extra: [.bold])
            } else {
                drawTile(v, in: r, into: &canvas, context: context)
            }
        }
        if let spawn = a.after.lastSpawn {
            let r = l.cell(spawn.index, size: n)
            if t >= Self.slideTime + (Self.animationTime - Self.slideTime) / 2 {
                drawTile(spawn.value, in: r, into: &canvas, context: context)
            } else {
                let small = Rect(x: r.center.x - 1, y: r.center.y, width: min(3, r.width), height: 1)
                drawTile(spawn.value, in: small, into: &canvas, context: context)
            }
        }
    }

    private func drawPanel(_ panel: Panel, over board: Rect, area: Rect, into canvas: inout Canvas, context: AppContext) {
        let t = context.theme
        var lines: [(String, CellStyle)] = []
        var choices: [(String, Key)] = []
        switch panel {
        case .won:
            lines = [("You made \(game.target)!", t.overlayTitle), ("Score \(game.score)", t.overlay)]
            choices = [("Keep playing (k)", .character("k")), ("New game (n)", .character("n"))]
        case .over:
            lines = [("Game over", t.overlayTitle),
                     ("Score \(game.score) · best \(max(best, game.score)) · tile \(game.largestTile)", t.overlay)]
            if let rank {
                lines.append((rank.map { "Rank \($0) in the \(game.size)x\(game.size) scores\(session.isAssisted ? ", among assisted games" : "")" } ?? "Not in the top ten this time", t.overlay))
            }
            choices = [("New game (n)", .character("n")), ("Undo (u)", .character("u")), ("Menu (q)", .character("q"))]
        case .confirmNew:
            lines = [("Start a new game?", t.overlayTitle), ("This one ends; its score is kept.", t.overlay)]
            choices = [("Yes (y)", .character("y")), ("No (n)", .character("N"))]
        }
        buttons = ChoicePanel(lines: lines.map(\.0), choices: choices.map { ($0.0, $0.1) })
            .draw(over: board, area: area, into: &canvas, context: context)
    }
}
