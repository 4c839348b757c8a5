import BrocadeCore
import BrocadeTUI

/// The one game screen, for every mode: Tatham's midend. It owns what the
/// modes share: the session (undo, redo, the clock), the seed and game
/// number, the input queue during animations, the assistant's search off
/// the event loop, the new-game question, the goal and result panels with
/// their rank, pause and resume, and saves. The mode interprets input,
/// lays out and draws.
public final class GameScreen<Mode: PuzzleMode>: Screen {
    public typealias Move = Mode.Rules.Move

    /// What the screen is doing besides play.
    enum Phase: Equatable {
        case playing
        /// "Start a new game?" is asked.
        case confirmNew
        /// A goal reached while play goes on (2048's target).
        case goalReached
        /// The game ended; a celebration may play first.
        case finished(celebrationUntil: TimePoint?)
    }

    /// Where the game stands in the scores.
    enum Rank: Equatable {
        case notRecorded
        case ranked(Int)
        case outsideTopTen
    }

    /// A move being drawn: the state before it, when it began, how long.
    struct Animation {
        var before: Mode.Rules
        var start: TimePoint
        var length: Int64
    }

    /// What the assistant is asked to do.
    enum AssistantGoal: Equatable { case off, hint, play }

    struct Search {
        var job: BackgroundJob<AssistantPlan<Move>?>
        var since: TimePoint
        var position: Mode.Rules
        /// What the player had chosen for it to start from (`assistantChoice`).
        var choice: Int?
        /// When to look for the answer next: soon at first (most searches
        /// take a millisecond or two), then less often, up to the spinner's pace.
        var nextLook: TimePoint
        var lookEvery: Int64 = 2

        mutating func lookLater(_ now: TimePoint) {
            lookEvery = min(Spinner.frameTime, lookEvery * 2)
            nextLook = now + lookEvery
        }
    }

    let mode: Mode
    private(set) var session: GameSession<Mode.Rules>
    private(set) var ui: Mode.UI
    private var seed: UInt64
    private var gameNumber: Int
    /// Deals the next game (`n`); without one, the next game of `seed`.
    private var dealer: Dealer?
    /// The app keeps a game left for another (false: a new game asks first,
    /// as the game would be lost).
    private var keepsGames = false
    public private(set) var saveID: String?
    private let makeID: () -> String
    private let animate: Bool
    private(set) var phase: Phase = .playing
    private var rank: Rank = .notRecorded
    private var goalShown = false
    private var recordedThisGame = false
    private var animation: Animation?
    /// Inputs that came during an animation, played in order after it.
    private(set) var queue: [ScreenInput] = []
    private var area = Rect(x: 0, y: 0, width: minimumTerminalSize.width, height: minimumTerminalSize.height - 1)
    private(set) var layout: Mode.Layout
    private var buttons: [(Rect, Key)] = []
    private var scores: ScoreTable?

    private var goal: AssistantGoal = .off
    private var search: Search?
    /// The plan for the position on screen, kept while play follows it,
    /// and the player's choice it was found for.
    private var plan: AssistantPlan<Move>?
    private var planChoice: Int?
    private var nextStep = TimePoint.zero
    /// How fast the assistant plays on (+ and - while it plays).
    private(set) var pace = AssistantPace()

    /// The mode's effects waiting their turn, and the one running off the
    /// event loop, each with the game that asked (counted from this
    /// screen's first): what comes of one asked before a new game is not
    /// the new game's.
    private var effectQueue: [(effect: Mode.Effect, game: Int)] = []
    private var effectJob: (job: BackgroundJob<Mode.EffectResult>, game: Int)?
    private var gamesDealt = 0

    /// A new game of `mode`, dealt by `seed`.
    public convenience init(mode: Mode, seed: UInt64, animate: Bool, makeID: @escaping () -> String = GameScreen.randomID) {
        self.init(mode: mode, state: mode.newGame(seed: seed), seed: seed, animate: animate, makeID: makeID)
    }

    /// A game from a given position (tests and puzzles); a goal it has
    /// already reached is not announced again.
    public init(mode: Mode, state: Mode.Rules, seed: UInt64, animate: Bool,
                makeID: @escaping () -> String = GameScreen.randomID) {
        self.mode = mode
        self.seed = seed
        self.animate = animate
        self.makeID = makeID
        gameNumber = 0
        session = GameSession(state)
        ui = mode.newUI(for: state)
        layout = mode.layout(area: area, state: state)
        saveID = makeID()
        goalShown = mode.goalLines(state) != nil
    }

    /// A saved game. `saveID` is nil for a save of the first format, which
    /// named no game.
    init(mode: Mode, restored: RestoredGame<Mode>, animate: Bool) {
        self.mode = mode
        self.animate = animate
        makeID = GameScreen.randomID
        session = restored.session
        seed = restored.seed
        gameNumber = restored.gameNumber
        saveID = restored.id
        goalShown = restored.goalShown
        recordedThisGame = restored.recorded
        ui = mode.newUI(for: restored.session.state)
        layout = mode.layout(area: area, state: restored.session.state)
        if session.status != .playing { phase = .finished(celebrationUntil: nil) }
    }

    public static func randomID() -> String { SaveID.random() }

    /// The run's dealer deals this screen's next games; this one was game `gameNumber` of its seed.
    func dealt(by dealer: Dealer, gameNumber: Int) {
        self.dealer = dealer
        self.gameNumber = gameNumber
    }

    var state: Mode.Rules { session.state }
    /// The hint on show, if any.
    var hint: Move? { goal == .hint ? plan?.moves.first : nil }
    /// The assistant plays the moves itself (autoplay, the solver).
    var isAssistantPlaying: Bool { goal == .play }
    /// What remains of the assistant's plan for the position on screen.
    var plannedMoves: [Move]? { plan?.moves }
    /// An effect the mode asked for is running or waits its turn.
    var isRunningEffects: Bool { effectJob != nil || !effectQueue.isEmpty }

    // MARK: Screen

    public var title: String { mode.info.title }
    public var minimumSize: Size { mode.minimumSize }
    public var gameMode: GameMode? { mode.info.mode }
    public var isGameInProgress: Bool { session.isInProgress }
    public var leaveQuestion: (title: String, detail: String) { mode.leaveQuestion }
    /// The mode's help, after its goal.
    public var helpSections: [HelpSection] {
        let goal = mode.goal(state)
        return (goal.isEmpty ? [] : [HelpSection(tr("Goal"), paragraphs: [goal])]) + mode.helpSections(state)
    }

    /// What the keys do now, for the mouse: the mode's own actions between
    /// those every mode has (undo, redo, the assistant's hint and play,
    /// new game); during a question or a result, its answers.
    public var actions: [ScreenAction] {
        let y = ScreenAction(.character("y"), tr("Yes")), no = ScreenAction(.character("n"), tr("No"))
        let newGame = ScreenAction(.character("n"), mode.newGameLabel)
        switch phase {
        case .confirmNew:
            return [y, no]
        case .goalReached:
            return [ScreenAction(.character("k"), tr("keep playing")), newGame]
        case .finished(let until):
            // Any key skips the celebration.
            if until != nil { return [ScreenAction(.character(" "), tr("skip the celebration"))] }
            var list = [newGame]
            if mode.finishUndo != .none { list.append(ScreenAction(.character("u"), tr("undo"), enabled: session.canUndo)) }
            return list
        case .playing:
            break
        }
        let assistant = mode.assistantKeys
        if goal == .play {
            // Any key stops its play; Esc does nothing else. + and - pace it.
            return [ScreenAction(.escape, assistant?.stopLabel ?? tr("stop playing")),
                    ScreenAction(.character("+"), tr("faster"), enabled: pace.canGoFaster),
                    ScreenAction(.character("-"), tr("slower"), enabled: pace.canGoSlower)]
        }
        let open = mode.passesStandardKeys(ui)
        var list: [ScreenAction] = []
        if search != nil { list.append(ScreenAction(.escape, tr("stop the search"))) }
        list.append(ScreenAction(.character("u"), tr("undo"), enabled: open && session.canUndo))
        list.append(ScreenAction(.control("r"), tr("redo"), enabled: open && session.canRedo))
        if let a = assistant {
            let playing = open && session.status == .playing
            list.append(ScreenAction(.character(a.hint), a.hintLabel, enabled: playing && goal != .hint))
            list.append(ScreenAction(.character(a.play), a.playLabel, enabled: playing))
        }
        list += mode.actions(state: state, ui: ui, layout: layout)
        var new = newGame
        new.isEnabled = open
        return list + [new]
    }

    public func statusDetail(now: TimePoint) -> String? {
        let moves = tr("moves \(session.moveCount)")
        let speed = goal == .play ? " · " + tr("speed \(pace.label)") : ""
        return "\(mode.statusDetail(state)) · \(moves) · \(formatDuration(milliseconds: session.elapsed(at: now)))\(speed)"
    }

    public func pause(_ reason: PauseReason, now: TimePoint) { session.pause(reason, at: now) }
    public func resume(_ reason: PauseReason, now: TimePoint) { session.resume(reason, at: now) }

    public func willShow(store: GameStore) {
        keepsGames = store.canKeepGames
        scores = mode.scoring.flatMap { store.loadScores().table(mode: mode.info.mode.rawValue, parameters: $0.scoreParameters(state)) }
    }

    public func recorded(rank: Int?, book: ScoreBook) {
        self.rank = rank.map { .ranked($0) } ?? .outsideTopTen
        scores = mode.scoring.flatMap { book.table(mode: mode.info.mode.rawValue, parameters: $0.scoreParameters(state)) }
    }

    public func adoptSaveID(_ id: String) { saveID = id }

    public func shelfSummary(previewSize: Size?, now: TimePoint, context: AppContext) -> ShelfSummary? {
        ShelfSummary(line: mode.shelfLine(state), moves: session.moveCount, elapsed: session.elapsed(at: now),
                     preview: previewSize.flatMap { mode.preview(state, size: $0, context: context) })
    }

    public func saveData(now: TimePoint) -> [UInt8]? {
        guard session.hasPlayToKeep else { return nil }
        if saveID == nil { saveID = makeID() }
        let record = GameRecord(mode: mode.info.mode.rawValue, id: saveID!, params: mode.params, seed: seed,
                                gameNumber: gameNumber, session: session, now: now, goalShown: goalShown,
                                recorded: recordedThisGame)
        return try? record.encoded()
    }

    // MARK: Time

    private var isIdle: Bool { animation == nil && queue.isEmpty && phase == .playing }

    public func nextDeadline(now: TimePoint) -> TimePoint? {
        var due: [TimePoint] = []
        if let a = animation { due.append(min(a.start + a.length, now + mode.frameTime)) }
        if case .finished(let until?) = phase { due.append(min(until, now + 50)) }
        // A search in progress: look for its answer, and turn the spinner.
        if let s = search { due.append(max(now, min(s.nextLook, now + Spinner.frameTime))) }
        if goal == .play, search == nil, isIdle { due.append(plan?.moves.isEmpty == false ? max(now, nextStep) : now) }
        // An effect running: look for what came of it soon.
        if effectJob != nil { due.append(now + 5) }
        // The clock on the status line moves once a second.
        if session.timer.isRunning { due.append(now + (1000 - session.elapsed(at: now) % 1000)) }
        return due.min()
    }

    public func tick(now: TimePoint) -> ScreenOutcome {
        var outcome = ScreenOutcome.changed
        if let a = animation, now >= a.start + a.length {
            animation = nil
            outcome = outcome.merged(playQueue(now: now))
        }
        if case .finished(let until?) = phase, now >= until { phase = .finished(celebrationUntil: nil) }
        if var s = search, !s.job.isDone, now >= s.nextLook {
            s.lookLater(now)
            search = s
        }
        if let s = search, s.job.isDone {
            search = nil
            let answer = s.job.value
            if let answer, let found = answer, s.position == state {
                plan = found
                planChoice = s.choice
                if goal == .play { nextStep = now }
            } else if s.position == state {
                // Nothing to suggest: the assistant has nothing more to do.
                goal = .off
            }
        }
        if goal == .play, isIdle, now >= nextStep {
            if let next = plan?.moves.first {
                nextStep = now + pace.pause(after: mode.assistantKeys?.stepTime ?? 0)
                outcome = outcome.merged(perform(.move(next, animate: pace.animates), now: now, byAssistant: true))
            }
        }
        startSearchIfNeeded(now: now)
        if let running = effectJob, running.job.isDone {
            effectJob = nil
            if running.game == gamesDealt, let done = running.job.value {
                let before = ui
                for answer in mode.interpret(done: done, state: state, ui: &ui, layout: layout) {
                    outcome = outcome.merged(carryOut(answer, uiBefore: before, now: now))
                }
            }
            startNextEffect()
        }
        return outcome
    }

    /// The next effect the mode asked for, on a thread of its own.
    private func startNextEffect() {
        guard effectJob == nil, !effectQueue.isEmpty else { return }
        guard let run = mode.effects else {
            effectQueue.removeAll()
            return
        }
        let (effect, game) = effectQueue.removeFirst()
        effectJob = (BackgroundJob { run(effect) }, game)
    }

    /// The assistant searches the position the player will see next: only
    /// once the queue is played and no animation runs.
    private func startSearchIfNeeded(now: TimePoint) {
        guard goal != .off, search == nil, isIdle, session.status == .playing else { return }
        let choice = mode.assistantChoice(state: state, ui: ui)
        // A hint is about the player's choice; the assistant's own play keeps its plan.
        if let plan, !plan.moves.isEmpty, goal == .play || planChoice == choice { return }
        plan = nil
        let hurried = goal == .play && pace.speed == .fastest
        guard let work = hurried ? mode.hurriedAssistant(for: state, choice: choice) : mode.assistant(for: state, choice: choice) else {
            goal = .off
            return
        }
        search = Search(job: BackgroundJob(stoppable: work), since: now, position: state, choice: choice, nextLook: now + 2)
    }

    /// Tests only: blocks until the search under way (if any) has answered,
    /// so a test's manual clock, not the wall clock, decides what happens next.
    func waitForSearch() { search?.job.wait() }

    /// Tests: blocks until the running effect (a save, an export) is done.
    func waitForEffect() { effectJob?.job.wait() }

    private func stopAssistant() {
        search?.job.cancel()
        search = nil
        goal = .off
    }

    private func playQueue(now: TimePoint) -> ScreenOutcome {
        var outcome = ScreenOutcome.changed
        while animation == nil, phase == .playing, !queue.isEmpty {
            outcome = outcome.merged(handlePlaying(queue.removeFirst(), now: now))
        }
        return outcome
    }

    // MARK: Input

    public func gesturePolicy(at point: Point) -> GesturePolicy {
        guard phase == .playing, goal != .play else { return .tapOnly }
        return mode.gesturePolicy(at: point, state: state, ui: ui, layout: layout)
    }

    public func handle(_ input: ScreenInput, now: TimePoint, context: AppContext) -> ScreenOutcome {
        if goal == .play {
            // + and - (> and <) change its pace; any other key or click
            // stops its play, and does nothing else; the move on screen is its last.
            if case .key(let key) = input, let changed = pace.changed(by: key) {
                if changed != pace { nextStep = min(nextStep, now + changed.pause(after: mode.assistantKeys?.stepTime ?? 0)) }
                pace = changed
                return .changed
            }
            switch input {
            case .key, .gesture(.tap), .gesture(.pan(.began, _, _, _)), .gesture(.swipe):
                stopAssistant()
                return .changed
            default:
                return .handled
            }
        }
        if search != nil, input == .key(.escape) {
            stopAssistant()
            return .changed
        }
        let input = buttonKey(input)
        switch phase {
        case .confirmNew:
            switch ChoicePanel.yesNo(input, buttons: []) {
            case .yes: return newGame(now: now)
            case .no:
                phase = .playing
                session.resume(.overlay, at: now)
                return playQueue(now: now)
            case nil: return .handled
            }
        case .goalReached:
            switch input {
            case .key(.character("k")), .key(.character("K")), .key(.enter), .key(.character(" ")), .key(.escape):
                phase = .playing
                return playQueue(now: now)
            case .key(.character("n")), .key(.character("N")):
                return askNewGame(now: now)
            case .key:
                // Play pressed meanwhile waits for the answer.
                queue.append(input)
                return .handled
            default:
                return .handled
            }
        case .finished(let until):
            if until != nil {
                // Any key or click skips the celebration.
                switch input {
                case .key, .gesture(.tap):
                    phase = .finished(celebrationUntil: nil)
                    return .changed
                default: return .handled
                }
            }
            return handleFinished(input, now: now)
        case .playing:
            if animation != nil {
                switch input {
                case .gesture(.hover): return .handled
                // Esc is answered at once: it may be the way out of the game.
                case .key(.escape): break
                default:
                    queue.append(input)
                    return .changed
                }
            }
            return handlePlaying(input, now: now)
        }
    }

    /// A click on a panel's button is its key.
    private func buttonKey(_ input: ScreenInput) -> ScreenInput {
        if case .gesture(.tap(let p, .primary)) = input, let k = ChoicePanel.key(at: p, in: buttons) { return .key(k) }
        return input
    }

    private func handleFinished(_ input: ScreenInput, now: TimePoint) -> ScreenOutcome {
        switch input {
        case .key(.character("n")), .key(.character("N")), .key(.enter), .key(.character(" ")):
            return newGame(now: now)
        case .key(.character("u")) where mode.finishUndo != .none, .key(.character("U")) where mode.finishUndo != .none:
            return undo(now: now)
        case .key(.character("q")):
            return .pop
        case .key:
            return .ignored
        default:
            return .handled
        }
    }

    private func handlePlaying(_ input: ScreenInput, now: TimePoint) -> ScreenOutcome {
        let before = ui
        let answer = mode.interpret(input, state: state, ui: &ui, layout: layout)
        if case .notMine = answer { return standardKey(input, now: now) }
        if goal == .hint, ui != before, mode.assistantChoice(state: state, ui: ui) != (search?.choice ?? planChoice) {
            // Another piece chosen: the hint was about the last one.
            stopAssistant()
            plan = nil
        }
        return carryOut(answer, uiBefore: before, now: now)
    }

    /// Does what the mode answered, to input or to an effect's result.
    private func carryOut(_ answer: Interpreted<Move, Mode.Effect>, uiBefore before: Mode.UI, now: TimePoint) -> ScreenOutcome {
        switch answer {
        case .move(let move, let animate):
            let o = perform(.move(move, animate: animate), now: now, byAssistant: false)
            if case .handled = o, ui != before { return .changed }
            return o
        case .amend(let move):
            return session.amend(move) || ui != before ? .changed : .handled
        case .uiChanged:
            return .changed
        case .refused(let why):
            return .notice(why)
        case .outcome(let o):
            return o
        case .effect(let effect):
            effectQueue.append((effect, gamesDealt))
            startNextEffect()
            return ui != before ? .changed : .handled
        case .handled, .notMine:
            return ui != before ? .changed : .handled
        }
    }

    /// The keys every mode has: undo, redo, new game, the assistant's.
    private func standardKey(_ input: ScreenInput, now: TimePoint) -> ScreenOutcome {
        guard case .key(let key) = input else { return .handled }
        switch key {
        case .character("u"), .character("U"): return undo(now: now)
        case .control("r"): return perform(.redo, now: now, byAssistant: false)
        case .character("n"), .character("N"): return askNewGame(now: now)
        case .character(let c) where c == mode.assistantKeys?.hint:
            guard session.status == .playing else { return .handled }
            session.markAssisted()
            goal = .hint
            startSearchIfNeeded(now: now)
            return .changed
        case .character(let c) where c == mode.assistantKeys?.play:
            guard session.status == .playing else { return .handled }
            session.markAssisted()
            goal = .play
            nextStep = now
            startSearchIfNeeded(now: now)
            return .changed
        default:
            return .ignored
        }
    }

    private func undo(now: TimePoint) -> ScreenOutcome {
        if animation != nil {
            queue.append(.key(.character("u")))
            return .changed
        }
        return perform(.undo, now: now, byAssistant: false)
    }

    enum Action {
        case move(Move, animate: Bool)
        case undo
        case redo
    }

    /// Plays a move, undo or redo; reports a game that just ended.
    private func perform(_ action: Action, now: TimePoint, byAssistant: Bool) -> ScreenOutcome {
        let before = state
        let change: StateChange
        switch action {
        case .move(let move, _):
            guard session.apply(move, at: now) else { return .handled }
            change = .move
            if let p = plan, let rest = mode.plan(p.moves, after: move, from: before) { plan?.moves = rest } else { plan = nil }
        case .undo:
            guard session.undo(at: now) else { return .handled }
            change = .undo
            plan = nil
        case .redo:
            guard session.redo(at: now) else { return .handled }
            change = .redo
            plan = nil
        }
        if !byAssistant {
            // A hint, or a search for one, is about a board that is gone.
            if search != nil { search?.job.cancel(); search = nil }
            goal = .off
        }
        mode.update(&ui, after: change, state: state, layout: layout)
        if case .move(_, true) = action, animate {
            let length = mode.animationLength(from: before, to: state)
            if length > 0 { animation = Animation(before: before, start: now, length: length) }
        }
        if phase != .playing, session.status == .playing {
            phase = .playing
        }
        if session.status != .playing {
            return finish(now: now)
        }
        if !goalShown, mode.goalLines(state) != nil {
            goalShown = true
            phase = .goalReached
            // The player decides whether to play on, and with whom.
            if goal == .play { stopAssistant() }
        }
        return .changed
    }

    private func finish(now: TimePoint) -> ScreenOutcome {
        stopAssistant()
        plan = nil
        queue.removeAll()
        let celebration = animate && mode.celebrationTime > 0 ? now + mode.celebrationTime : nil
        phase = .finished(celebrationUntil: celebration)
        guard !recordedThisGame else { return .changed }
        recordedThisGame = true
        rank = .notRecorded
        return result(now: now).map { .finished($0) } ?? .changed
    }

    /// The game as the scores record it; nil for a mode without scores.
    func result(now: TimePoint) -> GameResult? {
        guard let scoring = mode.scoring else { return nil }
        let s = scoring.score(state)
        return GameResult(parameters: scoring.scoreParameters(state), ranking: mode.info.ranking,
                          timeMilliseconds: session.elapsed(at: now), moves: session.moveCount, score: s.score,
                          largestTile: s.largestTile, assisted: session.isAssisted)
    }

    private func askNewGame(now: TimePoint) -> ScreenOutcome {
        animation = nil
        queue.removeAll()
        // The game in progress is kept for later: nothing to ask.
        guard session.isInProgress, !keepsGames else { return newGame(now: now) }
        phase = .confirmNew
        session.pause(.overlay, at: now)
        return .changed
    }

    private func newGame(now: TimePoint) -> ScreenOutcome {
        // A game in progress goes on the shelf; where it cannot, a game given
        // up after some play still counts, if the mode says so.
        var kept: (id: String, save: [UInt8])?
        if keepsGames, let bytes = saveData(now: now), let id = saveID { kept = (id, bytes) }
        let abandoned = kept == nil && mode.scoring?.recordsAbandonedGames == true && session.moveCount > 0 && !recordedThisGame
            ? result(now: now) : nil
        if let dealer { (seed, gameNumber) = dealer.deal(mode.info.mode) } else { gameNumber += 1 }
        let next = mode.newGame(seed: seed &+ UInt64(gameNumber))
        session = GameSession(next)
        layout = mode.layout(area: area, state: next)
        ui = mode.newUI(for: next)
        mode.update(&ui, after: .newGame, state: next, layout: layout)
        saveID = makeID()
        gamesDealt += 1
        phase = .playing
        animation = nil
        queue.removeAll()
        stopAssistant()
        plan = nil
        goalShown = false
        recordedThisGame = false
        rank = .notRecorded
        if let abandoned { return .finished(abandoned) }
        if let kept { return .keepGame(id: kept.id, save: kept.save) }
        return .changed
    }

    // MARK: Drawing

    /// Lays out again when the size changed; drawing never does.
    private func setArea(_ a: Rect) {
        guard a != area else { return }
        area = a
        let l = mode.layout(area: a, state: state)
        if l != layout {
            layout = l
            mode.relayout(&ui, layout: l, state: state)
        }
    }

    func frame(now: TimePoint) -> GameFrame<Mode> {
        var shownPlan = plan?.moves
        if search != nil { shownPlan = nil }
        let view = AssistantView<Move>(searchingSince: search?.since, playing: goal == .play,
                                       hint: goal == .hint ? plan?.moves.first : nil, plan: shownPlan, note: plan?.note)
        let anim = animation.flatMap { a in now < a.start + a.length ? (a.before, now - a.start) : nil }
        return GameFrame(state: state, ui: ui, layout: layout, area: area, now: now, moveCount: session.moveCount,
                         isAssisted: session.isAssisted, animation: anim, assistant: view, scores: scores)
    }

    public func draw(into canvas: inout Canvas, area: Rect, now: TimePoint, context: AppContext) {
        draw(into: &canvas, area: area, now: now, context: context, panel: true)
    }

    /// The frame, with or without the panel over it (a test compares the
    /// two: the result panel must leave a finished picture whole).
    func draw(into canvas: inout Canvas, area: Rect, now: TimePoint, context: AppContext, panel showPanel: Bool) {
        setArea(area)
        buttons = []
        var f = frame(now: now)
        let (lines, choices) = panel(now: now, context: context)
        if case .finished(let until?) = phase {
            // The result panel's rows, so that the celebration can end with
            // the picture where the panel will leave it.
            if !lines.isEmpty { f.resultHeight = lines.count + 4 }
            mode.drawCelebration(into: &canvas, frame: f, elapsed: mode.celebrationTime - (until - now), context: context)
            return
        }
        let isResult = !(phase == .playing || phase == .confirmNew || phase == .goalReached)
        if isResult && !lines.isEmpty { f.resultHeight = lines.count + 4 }
        mode.draw(into: &canvas, frame: f, context: context)
        guard showPanel, f.animation == nil, !lines.isEmpty else { return }
        let place = isResult ? mode.resultPlace(layout, area: area, height: lines.count + 4) : mode.panelPlace(layout, area: area)
        buttons = ChoicePanel(lines: lines, choices: choices).draw(over: place.over, area: place.area, into: &canvas, context: context)
    }

    /// The panel the phase shows, if any.
    private func panel(now: TimePoint, context: AppContext) -> ([String], [(label: String, key: Key)]) {
        switch phase {
        case .playing:
            return ([], [])
        case .confirmNew:
            let q = mode.newGameQuestion
            return ([q.title, q.detail], [(tr("Yes (y)"), .character("y")), (tr("No (n)"), .character("n"))])
        case .goalReached:
            return (mode.goalLines(state) ?? [], [(tr("Keep playing (k)"), .character("k")), (tr("New game (n)"), .character("n"))])
        case .finished:
            // A mode without scores has no result to show.
            guard let scoring = mode.scoring else { return ([], []) }
            var lines = scoring.resultLines(state, moves: session.moveCount, elapsed: session.elapsed(at: now), scores: scores,
                                            context: context)
            let scope = scoring.rankScope(state)
            switch rank {
            case .notRecorded: break
            case .ranked(let r) where session.isAssisted: lines.append(tr("Rank \(r) \(scope), among assisted games"))
            case .ranked(let r): lines.append(tr("Rank \(r) \(scope)"))
            case .outsideTopTen: lines.append(tr("Not in the top ten this time"))
            }
            var choices: [(label: String, key: Key)] = [(tr("New game (n)"), .character("n"))]
            if mode.finishUndo == .button { choices.append((tr("Undo (u)"), .character("u"))) }
            choices.append((tr("Menu (q)"), .character("q")))
            return (lines, choices)
        }
    }
}

/// A save read back: the session and what the game screen keeps beside it.
struct RestoredGame<Mode: PuzzleMode> {
    var session: GameSession<Mode.Rules>
    var seed: UInt64
    var gameNumber: Int
    var id: String?
    var goalShown: Bool
    var recorded: Bool
}

extension ScreenOutcome {
    /// Two outcomes of one step as one: a finished game is never lost.
    func merged(_ other: ScreenOutcome) -> ScreenOutcome {
        if case .finished = self { return self }
        if case .finished = other { return other }
        // A game set aside for a new one must reach its shelf.
        if case .keepGame = self { return self }
        if case .keepGame = other { return other }
        switch other {
        case .ignored, .handled: return self
        default: return other
        }
    }
}
