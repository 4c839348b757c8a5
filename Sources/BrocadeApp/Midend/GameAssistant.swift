import BrocadeCore
import BrocadeTUI

/// The assistant as the game screen keeps it: what it was asked (a hint,
/// or to play on), its search off the event loop, the plan found and the
/// player's choice it was found for, and the pace of its play. The game
/// screen holds it privately and says when the board changes; the modes
/// see only the `AssistantView` of a frame.
struct GameAssistant<Mode: PuzzleMode> {
    typealias Move = Mode.Rules.Move

    /// What the assistant is asked to do.
    enum Goal: Equatable { case off, hint, play }

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

    private(set) var goal: Goal = .off
    private var search: Search?
    /// The plan for the position on screen, kept while play follows it,
    /// and the player's choice it was found for.
    private(set) var plan: AssistantPlan<Move>?
    private var planChoice: Int?
    private var nextStep = TimePoint.zero
    /// How fast the assistant plays on (+ and - while it plays).
    private(set) var pace = AssistantPace()

    /// The hint on show, if any.
    var hint: Move? { goal == .hint ? plan?.moves.first : nil }
    var isPlaying: Bool { goal == .play }
    var isSearching: Bool { search != nil }
    /// The choice the hint under way or on show is about.
    var choice: Int? { search?.choice ?? planChoice }

    /// What a frame shows of it.
    var view: AssistantView<Move> {
        var shownPlan = plan?.moves
        if search != nil { shownPlan = nil }
        return AssistantView<Move>(searchingSince: search?.since, playing: goal == .play,
                                   hint: goal == .hint ? plan?.moves.first : nil, plan: shownPlan, note: plan?.note)
    }

    /// H: a hint; A or S: play on from now.
    mutating func ask(_ goal: Goal, now: TimePoint) {
        self.goal = goal
        if goal == .play { nextStep = now }
    }

    /// + and - (> and <) while it plays: true when the key was one of them.
    mutating func changePace(by key: Key, stepTime: Int64, now: TimePoint) -> Bool {
        guard let changed = pace.changed(by: key) else { return false }
        if changed != pace { nextStep = min(nextStep, now + changed.pause(after: stepTime)) }
        pace = changed
        return true
    }

    /// Stops its search and its play; the plan stays until the board changes.
    mutating func stop() {
        search?.job.cancel()
        search = nil
        goal = .off
    }

    /// Stops, and forgets the plan too.
    mutating func reset() {
        stop()
        plan = nil
    }

    /// The board was changed by undo or redo: the plan is about a board that is gone.
    mutating func forgetPlan() { plan = nil }

    /// A move was played from `before`: the plan goes on if the mode says
    /// the move followed it.
    mutating func followed(_ move: Move, from before: Mode.Rules, mode: Mode) {
        if let p = plan, let rest = mode.plan(p.moves, after: move, from: before) { plan?.moves = rest } else { plan = nil }
    }

    /// When it next needs the clock: to look for its search's answer and
    /// turn the spinner, or to play its next move.
    func deadlines(now: TimePoint, idle: Bool) -> [TimePoint] {
        var due: [TimePoint] = []
        if let s = search { due.append(max(now, min(s.nextLook, now + Spinner.frameTime))) }
        if goal == .play, search == nil, idle { due.append(plan?.moves.isEmpty == false ? max(now, nextStep) : now) }
        return due
    }

    /// On the clock: takes the search's answer once it has one, if it is
    /// about the board on screen.
    mutating func look(now: TimePoint, state: Mode.Rules) {
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
    }

    /// The move it plays now, if its play is due.
    mutating func nextMove(now: TimePoint, idle: Bool, stepTime: Int64) -> Move? {
        guard goal == .play, idle, now >= nextStep, let next = plan?.moves.first else { return nil }
        nextStep = now + pace.pause(after: stepTime)
        return next
    }

    /// It searches the position the player will see next: only once the
    /// queue is played and no animation runs (`ready`).
    mutating func startSearchIfNeeded(mode: Mode, state: Mode.Rules, ui: Mode.UI, ready: Bool, now: TimePoint) {
        guard goal != .off, search == nil, ready else { return }
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

    /// Tests only: blocks until the search under way (if any) has answered.
    func waitForSearch() { search?.job.wait() }
}
