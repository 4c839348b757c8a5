import BrocadeCore
import BrocadeTUI

/// How the app was started.
public struct AppOptions: Sendable {
    /// The command line's seed; nil deals every game anew. Setting it
    /// starts the deals over.
    public var seed: UInt64? {
        get { dealer.seed }
        set { dealer = Dealer(seed: newValue) }
    }
    /// Deals every new game of the run, the same one for all of its screens.
    public var dealer: Dealer
    public var animation: Bool
    public var colorDepth: ColorDepth
    /// The terminal's background as it answered (OSC 11); nil when it did
    /// not. The theme paints its own dark ground when this is light.
    public var terminalBackground: Color? = Theme.assumedBackground
    public var unicode: Bool
    /// The mode asked for on the command line; nil opens the menu.
    public var startMode: GameMode?
    /// Continue the saved game of `startMode` (`--resume`).
    public var resume: Bool
    public var gestures: GestureConfig
    /// What the command line (or the new-game panel) asked of each mode's
    /// new games: its schema's values (size, rules, picture), which the
    /// mode's entry makes into its parameters; a mode without an entry
    /// deals its defaults.
    public var modeOptions: [GameMode: GameRequest] = [:]
    /// What the sliding puzzle's arrow keys move (a setting).
    public var slideArrows: Settings.SlideArrows = .tile
    /// How long the 2048 player thinks a move (a setting, or --think).
    public var thinkMilliseconds = Expectimax2048.Tuning.defaultThinkMilliseconds
    /// The solver's tables, shared by every sliding puzzle of the process
    /// (the command line backs them with the cache file).
    public var solverTables = SlideSolverTables()
    /// The paths that complete a partly typed file name (directories end
    /// in "/"); the command line lists the file system, tests give their own.
    public var completePath: @Sendable (String) -> [String] = { _ in [] }
    /// A typed path as the file system takes it ("~/" is the home directory).
    public var expandPath: @Sendable (String) -> String = { $0 }

    public init(seed: UInt64? = nil, animation: Bool = true, colorDepth: ColorDepth = .palette256,
                unicode: Bool = true, startMode: GameMode? = nil, resume: Bool = false, gestures: GestureConfig = .standard) {
        dealer = Dealer(seed: seed)
        self.animation = animation
        self.colorDepth = colorDepth
        self.unicode = unicode
        self.startMode = startMode
        self.resume = resume
        self.gestures = gestures
    }
}

extension AppOptions {
    /// The new game asked of `mode`: nothing asked is every default.
    public func newGame(_ mode: GameMode) -> GameRequest { modeOptions[mode] ?? GameRequest() }
}

/// The smallest terminal brocade draws in.
public let minimumTerminalSize = Size(width: 80, height: 24)
