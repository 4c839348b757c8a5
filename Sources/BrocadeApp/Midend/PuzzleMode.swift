import BrocadeCore
import BrocadeTUI

/// What an input means to a mode, as Tatham's `interpret_move` answers.
/// `Effect` is the work a mode may ask the app to do (`Never` for most).
public enum Interpreted<Move, Effect> {
    /// A move for the rules. `animate: false` when the player already saw
    /// it happen (a tile dragged all the way).
    case move(Move, animate: Bool = true)
    /// A move made to every state of the game, those undo goes back to as
    /// well, and never undone: a fact about the whole game rather than a
    /// step of it (a design's name).
    case amend(Move)
    /// Only the UI state changed (a cursor, the piece in hand): draw again.
    case uiChanged
    /// Nothing moved, and the player is told why in the status line (a
    /// drop on a taken cell, a locked piece), until their next action.
    case refused(String)
    /// Understood, and nothing to do.
    case handled
    /// Not the mode's: the game screen's own keys (undo, new game, the
    /// assistant), then the app's (q, Esc, ?), may take it.
    case notMine
    /// Work for the app, described (a design to write to a file): the game
    /// screen runs it off the event loop with the mode's `effects`, and
    /// what came of it comes back through `interpret(done:)`.
    case effect(Effect)
    /// Something for the app to do at once (a notice, a game to open).
    case outcome(ScreenOutcome)
}

/// What an input means to a mode without effects (most of them).
public typealias Interpretation<Move> = Interpreted<Move, Never>

/// A change to the game's state, for the mode to bring its UI state in line.
public enum StateChange: Equatable, Sendable {
    case move, undo, redo, newGame
}

/// What the assistant found: moves from the position it searched.
public struct AssistantPlan<Move: Sendable>: Sendable {
    public var moves: [Move]
    /// Words about the plan for the header ("quick, maybe not the fewest").
    public var note: String?

    public init(_ moves: [Move], note: String? = nil) {
        self.moves = moves
        self.note = note
    }
}

/// The keys and pace of a mode's assistant: a hint key and a key that
/// plays on by itself (2048's autoplay, the sliding puzzle's solver).
public struct AssistantKeys: Sendable {
    public var hint: Character
    public var play: Character
    /// Between the moves it plays, beyond any animation.
    public var stepTime: Int64
    /// The keys' words in the actions list: the hint, playing on, and
    /// stopping that play.
    public var hintLabel: String
    public var playLabel: String
    public var stopLabel: String

    public init(hint: Character = "H", play: Character, stepTime: Int64 = 0, hintLabel: String = tr("hint"),
                playLabel: String = tr("play on"), stopLabel: String = tr("stop playing")) {
        self.hint = hint
        self.play = play
        self.stepTime = stepTime
        self.hintLabel = hintLabel
        self.playLabel = playLabel
        self.stopLabel = stopLabel
    }
}

/// What the assistant is doing, for the mode's header.
public struct AssistantView<Move> {
    /// A search is running, since then.
    public var searchingSince: TimePoint?
    /// It plays the moves itself.
    public var playing: Bool
    /// The move to show as a hint.
    public var hint: Move?
    /// The rest of the plan from the position on screen.
    public var plan: [Move]?
    public var note: String?
}

/// How a finished game may be taken back.
public enum FinishUndo: Sendable {
    case none
    /// u undoes the last move.
    case key
    /// u undoes, and the result panel has a button for it.
    case button
}

/// Everything a mode needs to draw a frame.
public struct GameFrame<Mode: PuzzleMode> {
    public var state: Mode.Rules
    public var ui: Mode.UI
    public var layout: Mode.Layout
    public var area: Rect
    public var now: TimePoint
    public var moveCount: Int
    public var isAssisted: Bool
    /// The move being animated: the state before it, and how far along.
    public var animation: (before: Mode.Rules, elapsed: Int64)?
    public var assistant: AssistantView<Mode.Rules.Move>
    /// This game's score table, for a best score to beat.
    public var scores: ScoreTable?
    /// The rows of the result panel drawn over this frame once the game is
    /// over (and during the celebration before it): a mode whose finish is a
    /// picture can keep it clear of them.
    public var resultHeight: Int? = nil
}

/// One game mode, in the spirit of Tatham's `struct game`: parameters,
/// pure functions over the rules' state and the UI state, and drawing.
/// Everything the modes share (undo, new games, the input queue, the
/// assistant's thread, the result panel, the clock, saves) is the game
/// screen's, in `GameScreen`.
public protocol PuzzleMode {
    /// The game type: size, rules, picture. The score table's key and the
    /// first thing in a save.
    associatedtype Params: Codable, Equatable, Sendable
    associatedtype Rules: GameRules
    /// Cursor, piece in hand, focus: never undone, never saved as a move.
    associatedtype UI: Equatable
    /// Where things are on screen, made when the size changes.
    associatedtype Layout: Equatable

    /// Its name, menu entry and ranking.
    var info: ModeInfo { get }
    var params: Params { get }

    /// The game dealt by `seed`.
    func newGame(seed: UInt64) -> Rules
    func newUI(for state: Rules) -> UI
    /// Checks that a state read from a save belongs to these parameters.
    func validate(_ state: Rules) throws
    /// A state read from a save (and each one its undo goes back to), given
    /// what the mode keeps out of saves but made for its new games (the
    /// jigsaw's pieces' looks, from its picture). By default the state as read.
    func prepare(_ state: Rules) -> Rules

    /// How its finished games are scored; nil for a mode without scores
    /// (create mode): no score table, no rank. `ScoredMode` gives it.
    var scoring: (any GameScoring<Rules>)? { get }
    /// The status line's words before "· moves N · time".
    func statusDetail(_ state: Rules) -> String
    func helpSections(_ state: Rules) -> [HelpSection]
    /// The goal for this game, which its help starts with: by default the
    /// mode's (`info.goal`); a mode may say it for its own parameters.
    func goal(_ state: Rules) -> String
    /// The shelf of kept games: which game this is ("Dalishen · 3x4 · 5/12 placed").
    func shelfLine(_ state: Rules) -> String
    /// A small picture of the game for the shelf, at most `size`; nil for a mode without a picture.
    func preview(_ state: Rules, size: Size, context: AppContext) -> Canvas?

    func layout(area: Rect, state: Rules) -> Layout
    /// The smallest terminal the game can be played in (a big jigsaw's
    /// board needs more); below it the app asks for a larger one.
    var minimumSize: Size { get }
    /// The size changed: keep the UI state within the new layout.
    func relayout(_ ui: inout UI, layout: Layout, state: Rules)
    func gesturePolicy(at point: Point, state: Rules, ui: UI, layout: Layout) -> GesturePolicy
    /// Work the mode may ask the app for, and what comes of it: `Never`
    /// for a mode without any.
    associatedtype Effect: Sendable = Never
    associatedtype EffectResult: Sendable = Never
    func interpret(_ input: ScreenInput, state: Rules, ui: inout UI, layout: Layout) -> Interpreted<Rules.Move, Effect>
    /// Carries an effect out: the game screen calls it off the event loop,
    /// one effect at a time in the order asked; nil for a mode without effects.
    var effects: (@Sendable (Effect) -> EffectResult)? { get }
    /// What came of an effect, as input: the answers are played in order.
    func interpret(done: EffectResult, state: Rules, ui: inout UI, layout: Layout) -> [Interpreted<Rules.Move, Effect>]
    /// The state changed (a move, undo, redo, a new game).
    func update(_ ui: inout UI, after change: StateChange, state: Rules, layout: Layout)

    func draw(into canvas: inout Canvas, frame: GameFrame<Self>, context: AppContext)
    /// Where panels (results, questions) are centred, and the area they stay in.
    func panelPlace(_ layout: Layout, area: Rect) -> (over: Rect, area: Rect)
    /// Where the result panel goes, `height` rows tall: by default where
    /// the other panels go; a mode whose finish is a picture keeps it in view.
    func resultPlace(_ layout: Layout, area: Rect, height: Int) -> (over: Rect, area: Rect)
    /// How long a move is drawn moving, 0 for at once.
    func animationLength(from before: Rules, to after: Rules) -> Int64
    var frameTime: Int64 { get }

    var finishUndo: FinishUndo { get }
    /// A celebration drawn before the result panel (the jigsaw's closing halves).
    var celebrationTime: Int64 { get }
    func drawCelebration(into canvas: inout Canvas, frame: GameFrame<Self>, elapsed: Int64, context: AppContext)
    /// A goal reached while play goes on (2048's target): the panel's lines.
    func goalLines(_ state: Rules) -> [String]?
    /// The new-game question: its title and what happens to this game.
    var newGameQuestion: (title: String, detail: String) { get }
    /// Leaving a game in progress where games cannot be kept: the question and what becomes of it.
    var leaveQuestion: (title: String, detail: String) { get }

    /// The mode's own actions, for the mouse (the status line's "≡" list),
    /// beyond those the game screen adds for every mode (undo, redo, the
    /// assistant, new game): keys with their words, each enabled only when
    /// the key would do something now. A click on one is its key pressed.
    func actions(state: Rules, ui: UI, layout: Layout) -> [ModeAction]
    /// False while the mode keeps every key to itself (a name being typed,
    /// a piece carried with the keyboard): the game screen's own keys then
    /// do nothing, and its actions are shown disabled.
    func passesStandardKeys(_ ui: UI) -> Bool
    /// The new-game key's words in the actions list ("new shuffle").
    var newGameLabel: String { get }

    /// The assistant's keys, nil for a mode without one.
    var assistantKeys: AssistantKeys? { get }
    /// The search, to run off the event loop; nil when there is none. It
    /// must look at `isCancelled` now and then.
    func assistant(for state: Rules) -> (@Sendable (_ isCancelled: @escaping @Sendable () -> Bool) -> AssistantPlan<Rules.Move>?)?
    /// What the player has chosen for the assistant to start from (the
    /// jigsaw's piece in hand, picked or under the cursor); nil by default.
    /// A hint found for one choice goes when the player makes another.
    func assistantChoice(state: Rules, ui: UI) -> Int?
    /// The search from `state` that starts with the player's choice; by
    /// default the search of `assistant(for:)`.
    func assistant(for state: Rules, choice: Int?) -> (@Sendable (_ isCancelled: @escaping @Sendable () -> Bool) -> AssistantPlan<Rules.Move>?)?
    /// The search while the assistant plays at its fastest pace: a mode
    /// whose search takes a budget (2048's player) may think less; by
    /// default the search of `assistant(for:choice:)`.
    func hurriedAssistant(for state: Rules, choice: Int?) -> (@Sendable (_ isCancelled: @escaping @Sendable () -> Bool) -> AssistantPlan<Rules.Move>?)?
    /// What remains of a plan after the player made `move` from `state`;
    /// nil when the move left it.
    func plan(_ plan: [Rules.Move], after move: Rules.Move, from state: Rules) -> [Rules.Move]?
}

extension PuzzleMode {
    public var minimumSize: Size { minimumTerminalSize }
    public func validate(_ state: Rules) throws {}
    public func prepare(_ state: Rules) -> Rules { state }
    public func goal(_ state: Rules) -> String { info.goal }
    public func shelfLine(_ state: Rules) -> String { statusDetail(state) }
    public func preview(_ state: Rules, size: Size, context: AppContext) -> Canvas? { nil }
    public var scoring: (any GameScoring<Rules>)? { nil }
    public var effects: (@Sendable (Effect) -> EffectResult)? { nil }
    public func relayout(_ ui: inout UI, layout: Layout, state: Rules) {}
    public func update(_ ui: inout UI, after change: StateChange, state: Rules, layout: Layout) {}
    public func animationLength(from before: Rules, to after: Rules) -> Int64 { 0 }
    public var frameTime: Int64 { 20 }
    public func resultPlace(_ layout: Layout, area: Rect, height: Int) -> (over: Rect, area: Rect) { panelPlace(layout, area: area) }
    public var finishUndo: FinishUndo { .none }
    public var celebrationTime: Int64 { 0 }
    public func drawCelebration(into canvas: inout Canvas, frame: GameFrame<Self>, elapsed: Int64, context: AppContext) {}
    public func goalLines(_ state: Rules) -> [String]? { nil }
    public var newGameQuestion: (title: String, detail: String) { (tr("Start a new game?"), tr("This one is given up.")) }
    public var leaveQuestion: (title: String, detail: String) { (tr("Leave this game?"), tr("Games cannot be kept here: this one would be lost.")) }
    public func actions(state: Rules, ui: UI, layout: Layout) -> [ModeAction] { [] }
    public func passesStandardKeys(_ ui: UI) -> Bool { true }
    public var newGameLabel: String { tr("new game") }
    public var assistantKeys: AssistantKeys? { nil }
    public func assistant(for state: Rules) -> (@Sendable (_ isCancelled: @escaping @Sendable () -> Bool) -> AssistantPlan<Rules.Move>?)? { nil }
    public func assistantChoice(state: Rules, ui: UI) -> Int? { nil }
    public func assistant(for state: Rules, choice: Int?) -> (@Sendable (_ isCancelled: @escaping @Sendable () -> Bool) -> AssistantPlan<Rules.Move>?)? {
        assistant(for: state)
    }
    public func hurriedAssistant(for state: Rules, choice: Int?) -> (@Sendable (_ isCancelled: @escaping @Sendable () -> Bool) -> AssistantPlan<Rules.Move>?)? {
        assistant(for: state, choice: choice)
    }
    public func plan(_ plan: [Rules.Move], after move: Rules.Move, from state: Rules) -> [Rules.Move]? {
        plan.first == move ? Array(plan.dropFirst()) : nil
    }
}

extension PuzzleMode where EffectResult == Never {
    public func interpret(done: Never, state: Rules, ui: inout UI, layout: Layout) -> [Interpreted<Rules.Move, Effect>] {}
}

/// How a mode's finished games are scored: the table each goes in, its
/// score, and the result panel's words.
public protocol GameScoring<Rules> {
    associatedtype Rules
    /// The score table this game goes in.
    func scoreParameters(_ state: Rules) -> [String: String]
    func score(_ state: Rules) -> (score: Int?, largestTile: Int?)
    /// The result panel: its title and lines, before the rank line.
    func resultLines(_ state: Rules, moves: Int, elapsed: Int64, scores: ScoreTable?, context: AppContext) -> [String]
    /// "in the 4x4 scores", "for this picture and size".
    func rankScope(_ state: Rules) -> String
    /// A game left for a new one still counts in the scores (2048).
    var recordsAbandonedGames: Bool { get }
}

/// A mode that scores its games: it is its own `scoring`.
public protocol ScoredMode: PuzzleMode, GameScoring {}

extension ScoredMode {
    public var scoring: (any GameScoring<Rules>)? { self }
    public func score(_ state: Rules) -> (score: Int?, largestTile: Int?) { (nil, nil) }
    public var recordsAbandonedGames: Bool { false }
}

/// A mode without UI state of its own.
public struct NoUI: Equatable, Sendable {
    public init() {}
}
