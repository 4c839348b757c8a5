import BrocadeCore
import BrocadeTUI

/// What a screen gets from the app: the look, and the options it started with.
public struct AppContext: Sendable {
    public var theme: Theme
    public var glyphs: Glyphs
    public var options: AppOptions
    /// Where the pointer holds a press that may become a long press (the
    /// app sets it for each frame): a tray piece there is drawn held.
    public var heldPress: Point?
    /// A cell's size in pixels when the terminal shows images (the frame's
    /// `Canvas.cellPixels`), nil when it shows cells only.
    public var cellPixels: Size?

    public init(theme: Theme, glyphs: Glyphs, options: AppOptions) {
        self.theme = theme
        self.glyphs = glyphs
        self.options = options
    }
}

/// Input as a screen sees it: keys, and gestures already recognised.
public enum ScreenInput: Hashable, Sendable {
    case key(Key)
    case gesture(Gesture)
}

/// What a screen wants after handling input.
public enum ScreenOutcome {
    /// Not for this screen; the app may act on it (q, Esc).
    case ignored
    /// Handled; nothing visible changed.
    case handled
    /// Handled; draw again.
    case changed
    /// Show a one-line message in the status line until the next input.
    case notice(String)
    case push(Screen)
    /// Leave this screen.
    case pop
    case showHelp
    case quit
    /// Start this mode: a new game, or the newest kept one when `resume` is set.
    case startMode(GameMode, resume: Bool)
    /// Open the shelf of the mode's kept games (the menu's Continue).
    case openShelf(GameMode)
    /// Play this game (chosen on the shelf) in the place of the screen.
    case openGame(Screen)
    /// A game in progress set aside for a new one: keep it on the shelf.
    case keepGame(id: String, save: [UInt8])
    /// Start a new game of this mode as the new-game panel chose it.
    case startGame(GameMode, GameChoice)
    /// Open the scores screen.
    case showScores
    /// A game ended: record it. The screen learns its rank through `recorded`.
    case finished(GameResult)
}

/// A kept game as the shelf lists it.
public struct ShelfSummary {
    /// What game it is: its picture or size, how far along.
    public var line: String
    public var moves: Int
    public var elapsed: Int64
    public var preview: Canvas?
}

/// A line of help: the keys (or mouse action) and what they do.
public struct HelpEntry: Hashable, Sendable {
    /// What the line names. The keys tables of the README and the manual
    /// (`KeysReference`) take the keys and the mouse actions, and leave the
    /// notes (a rule, a term, an option) to the overlay.
    public enum Kind: Hashable, Sendable { case keys, mouse, note }

    public var keys: String
    public var action: String
    public var kind: Kind

    public init(_ keys: String, _ action: String, kind: Kind = .keys) {
        self.keys = keys
        self.action = action
        self.kind = kind
    }

    /// A mouse action and what it does.
    public static func mouse(_ gesture: String, _ action: String) -> HelpEntry { HelpEntry(gesture, action, kind: .mouse) }
    /// A term or a rule, explained: neither a key nor a mouse action.
    public static func note(_ term: String, _ meaning: String) -> HelpEntry { HelpEntry(term, meaning, kind: .note) }
}

public struct HelpSection: Hashable, Sendable {
    public var title: String
    /// Prose before the entries (a game's goal), each paragraph wrapped to the box.
    public var paragraphs: [String] = []
    public var entries: [HelpEntry]

    public init(_ title: String, _ entries: [HelpEntry]) {
        self.title = title
        self.entries = entries
    }

    /// A section of prose: each paragraph wrapped to the help box's width.
    public init(_ title: String, paragraphs: [String]) {
        self.title = title
        self.paragraphs = paragraphs
        entries = []
    }
}

/// One full screen of the app: the menu, or a game mode.
public protocol Screen: AnyObject {
    /// The name in the status line.
    var title: String { get }
    /// Below this size the app shows the too-small screen instead.
    var minimumSize: Size { get }
    /// Every key and mouse action this screen understands.
    var helpSections: [HelpSection] { get }
    /// True while leaving would throw away a game in progress (q asks first).
    var isGameInProgress: Bool { get }
    /// What leaving a game in progress asks: its title and what becomes of the game.
    var leaveQuestion: (title: String, detail: String) { get }

    /// Time, moves and the like for the status line.
    func statusDetail(now: TimePoint) -> String?
    func handle(_ input: ScreenInput, now: TimePoint, context: AppContext) -> ScreenOutcome
    func gesturePolicy(at point: Point) -> GesturePolicy
    func nextDeadline(now: TimePoint) -> TimePoint?
    func tick(now: TimePoint) -> ScreenOutcome
    /// Draws into `area` (the whole canvas but the status line).
    func draw(into canvas: inout Canvas, area: Rect, now: TimePoint, context: AppContext)
    /// Overlays, suspends and small terminals stop a game's clock.
    func pause(_ reason: PauseReason, now: TimePoint)
    func resume(_ reason: PauseReason, now: TimePoint)
    /// The mode whose game this is, for saves and scores; nil for other screens.
    var gameMode: GameMode? { get }
    /// Names the game in its save, so that finishing it removes its own
    /// save only; nil for a save that names no game.
    var saveID: String? { get }
    /// The game in progress as a save file; nil when there is nothing to keep.
    func saveData(now: TimePoint) -> [UInt8]?
    /// The game came from the shelf's file `id`: its saves go back there.
    func adoptSaveID(_ id: String)
    /// What the shelf of kept games shows of this game; a preview when the
    /// mode has a picture and a size is given.
    func shelfSummary(previewSize: Size?, now: TimePoint, context: AppContext) -> ShelfSummary?
    /// The result the screen reported was recorded with this rank (1-based,
    /// nil outside the top ten).
    func recorded(rank: Int?, book: ScoreBook)
    /// The screen is about to be shown: pushed, or come back to (the menu
    /// refreshes its entries, a game reads its best score).
    func willShow(store: GameStore)
    /// What its keys do, for the mouse: the status line's "≡" list, each
    /// enabled only when its key would do something now. Empty for screens
    /// whose every action is on screen already (the menu).
    var actions: [ScreenAction] { get }
    /// True while a text field has the focus: the characters typed are the
    /// screen's (q and ? are letters of a path), not the app's keys.
    var isTyping: Bool { get }
}

extension Screen {
    public var isGameInProgress: Bool { false }
    public var leaveQuestion: (title: String, detail: String) { (tr("Leave this game?"), tr("Games cannot be kept here: this one would be lost.")) }
    public func statusDetail(now: TimePoint) -> String? { nil }
    public func gesturePolicy(at point: Point) -> GesturePolicy { .tapOnly }
    public func nextDeadline(now: TimePoint) -> TimePoint? { nil }
    public func tick(now: TimePoint) -> ScreenOutcome { .handled }
    public func pause(_ reason: PauseReason, now: TimePoint) {}
    public func resume(_ reason: PauseReason, now: TimePoint) {}
    public var gameMode: GameMode? { nil }
    public var saveID: String? { nil }
    public func saveData(now: TimePoint) -> [UInt8]? { nil }
    public func adoptSaveID(_ id: String) {}
    public func shelfSummary(previewSize: Size?, now: TimePoint, context: AppContext) -> ShelfSummary? { nil }
    public func recorded(rank: Int?, book: ScoreBook) {}
    public func willShow(store: GameStore) {}
    public var actions: [ScreenAction] { [] }
    public var isTyping: Bool { false }
}
