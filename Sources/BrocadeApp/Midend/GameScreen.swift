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
    // `private(set)`, not private: read (never written) by what the screen
    // shows, in GameScreen+Panels.swift and GameScreen+Status.swift; as are
    // `animation`, `area`, `scores` and `assistant`.
    private(set) var rank: Rank = .notRecorded
    private var goalShown = false
    private var recordedThisGame = false
    private(set) var animation: Animation?
    /// Inputs that came during an animation, played in order after it.
    private(set) var queue: [ScreenInput] = []
    private(set) var area = Rect(x: 0, y: 0, width: minimumTerminalSize.width, height: minimumTerminalSize.height - 1)
    private(set) var layout: Mode.Layout
    private var buttons: [(Rect, Key)] = []
    private(set) var scores: ScoreTable?
    /// The hint, the assistant's play and its search (GameAssistant.swift).
    private(set) var assistant = GameAssistant<Mode>()
    /// The mode's effects, run off the event loop (GameEffects.swift).
    private var effects = GameEffects<Mode>()

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
    var hint: Move? { assistant.hint }
    /// The assistant plays the moves itself (autoplay, the solver).
    var isAssistantPlaying: Bool { assistant.isPlaying }
    /// What remains of the assistant's plan for the position on screen.
    var plannedMoves: [Move]? { assistant.plan?.moves }
    /// How fast the assistant plays on (+ and - while it plays).
    var pace: AssistantPace { assistant.pace }
    /// An effect the mode asked for is running or waits its turn.
    var isRunningEffects: Bool { effects.isBusy }

    // MARK: Screen

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
        // A search in progress: look for its answer, and turn the spinner;
        // or the assistant's next move.
        due += assistant.deadlines(now: now, idle: isIdle)
        // An effect running: look for what came of it soon.
        if effects.isRunning { due.append(now + 5) }
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
        assistant.look(now: now, state: state)
        if let next = assistant.nextMove(now: now, idle: isIdle, stepTime: mode.assistantKeys?.stepTime ?? 0) {
            outcome = outcome.merged(perform(.move(next, animate: pace.animates), now: now, byAssistant: true))
        }
        startSearchIfNeeded(now: now)
        if let done = effects.takeDone() {
            if let result = done.result {
                let before = ui
                for answer in mode.interpret(done: result, state: state, ui: &ui, layout: layout) {
                    outcome = outcome.merged(carryOut(answer, uiBefore: before, now: now))
                }
            }
            effects.startNext(mode: mode)
        }
        return outcome
    }

    /// The assistant searches the position the player will see next: only
    /// once the queue is played and no animation runs.
    private func startSearchIfNeeded(now: TimePoint) {
        assistant.startSearchIfNeeded(mode: mode, state: state, ui: ui, ready: isIdle && session.status == .playing, now: now)
    }

    /// Tests only: blocks until the search under way (if any) has answered,
    /// so a test's manual clock, not the wall clock, decides what happens next.
    func waitForSearch() { assistant.waitForSearch() }

    /// Tests: blocks until the running effect (a save, an export) is done.
    func waitForEffect() { effects.wait() }

    private func playQueue(now: TimePoint) -> ScreenOutcome {
        var outcome = ScreenOutcome.changed
        while animation == nil, phase == .playing, !queue.isEmpty {
            outcome = outcome.merged(handlePlaying(queue.removeFirst(), now: now))
        }
        return outcome
    }

    // MARK: Input

    public func gesturePolicy(at point: Point) -> GesturePolicy {
        guard phase == .playing, !assistant.isPlaying else { return .tapOnly }
        return mode.gesturePolicy(at: point, state: state, ui: ui, layout: layout)
    }

    public func handle(_ input: ScreenInput, now: TimePoint, context: AppContext) -> ScreenOutcome {
        if assistant.isPlaying {
            // + and - (> and <) change its pace; any other key or click
            // stops its play, and does nothing else; the move on screen is its last.
            if case .key(let key) = input,
               assistant.changePace(by: key, stepTime: mode.assistantKeys?.stepTime ?? 0, now: now) {
                return .changed
            }
            switch input {
            case .key, .gesture(.tap), .gesture(.pan(.began, _, _, _)), .gesture(.swipe):
                assistant.stop()
                return .changed
            default:
                return .handled
            }
        }
        if assistant.isSearching, input == .key(.escape) {
            assistant.stop()
            return .changed
        }
        let input = buttonKey(input)
        // A question, the goal or the result on show (GameScreen+Panels.swift).
        if let answer = panelAnswer(to: input) {
            switch answer {
            case .newGame: return newGame(now: now)
            case .askNewGame: return askNewGame(now: now)
            case .play(let resumeClock):
                phase = .playing
                if resumeClock { session.resume(.overlay, at: now) }
                return playQueue(now: now)
            case .wait:
                queue.append(input)
                return .handled
            case .skipCelebration:
                phase = .finished(celebrationUntil: nil)
                return .changed
            case .undo: return undo(now: now)
            case .outcome(let o): return o
            }
        }
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

    /// A click on a panel's button is its key.
    private func buttonKey(_ input: ScreenInput) -> ScreenInput {
        if case .gesture(.tap(let p, .primary)) = input, let k = ChoicePanel.key(at: p, in: buttons) { return .key(k) }
        return input
    }

    private func handlePlaying(_ input: ScreenInput, now: TimePoint) -> ScreenOutcome {
        let before = ui
        let answer = mode.interpret(input, state: state, ui: &ui, layout: layout)
        if case .notMine = answer { return standardKey(input, now: now) }
        if assistant.goal == .hint, ui != before, mode.assistantChoice(state: state, ui: ui) != assistant.choice {
            // Another piece chosen: the hint was about the last one.
            assistant.reset()
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
            effects.ask(effect, mode: mode)
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
            assistant.ask(.hint, now: now)
            startSearchIfNeeded(now: now)
            return .changed
        case .character(let c) where c == mode.assistantKeys?.play:
            guard session.status == .playing else { return .handled }
            session.markAssisted()
            assistant.ask(.play, now: now)
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
            assistant.followed(move, from: before, mode: mode)
        case .undo:
            guard session.undo(at: now) else { return .handled }
            change = .undo
            assistant.forgetPlan()
        case .redo:
            guard session.redo(at: now) else { return .handled }
            change = .redo
            assistant.forgetPlan()
        }
        if !byAssistant {
            // A hint, or a search for one, is about a board that is gone.
            assistant.stop()
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
            if assistant.isPlaying { assistant.stop() }
        }
        return .changed
    }

    private func finish(now: TimePoint) -> ScreenOutcome {
        assistant.reset()
        queue.removeAll()
        let celebration = animate && mode.celebrationTime > 0 ? now + mode.celebrationTime : nil
        phase = .finished(celebrationUntil: celebration)
        guard !recordedThisGame else { return .changed }
        recordedThisGame = true
        rank = .notRecorded
        return result(now: now).map { .finished($0) } ?? .changed
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
        effects.newGame()
        phase = .playing
        animation = nil
        queue.removeAll()
        assistant.reset()
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

    public func draw(into canvas: inout Canvas, area: Rect, now: TimePoint, context: AppContext) {
        draw(into: &canvas, area: area, now: now, context: context, panel: true)
    }

    /// The frame, with or without the panel over it (a test compares the
    /// two: the result panel must leave a finished picture whole). The
    /// drawing is GameScreen+Panels.swift's; the panel's buttons it drew
    /// are kept for clicks.
    func draw(into canvas: inout Canvas, area: Rect, now: TimePoint, context: AppContext, panel showPanel: Bool) {
        setArea(area)
        buttons = drawFrame(into: &canvas, now: now, context: context, panel: showPanel)
    }
}
