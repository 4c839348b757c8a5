import BrocadeCore
import BrocadeTUI

/// How the app was started.
public struct AppOptions: Sendable {
    /// The seed for new games; nil picks one from the time of day.
    public var seed: UInt64?
    public var animation: Bool
    public var colorDepth: ColorDepth
    public var unicode: Bool
    /// The mode asked for on the command line; nil opens the menu.
    public var startMode: GameMode?
    /// Continue the saved game of `startMode` (`--resume`).
    public var resume: Bool
    public var gestures: GestureConfig
    /// The jigsaw's picture, pieces across one half (2 to 4 for the sizes;
    /// `jigsawRows` nil means from the picture's shape), and variant flags.
    public var jigsawPicture: PictureInfo?
    public var jigsawColumns = 3
    public var jigsawRows: Int?
    public var jigsawLock = false
    /// The sliding puzzle: size, rule level, an easy scramble instead of a
    /// shuffle, a picture on the tiles, and what the arrow keys move.
    public var slideSize = 3
    public var slideLevel: SlidingRules.Level = .norm
    public var slideScramble: Int?
    public var slidePicture: PictureInfo?
    public var slideArrows: Settings.SlideArrows = .tile
    /// The solver's tables, shared by every sliding puzzle of the process
    /// (the command line backs them with the cache file).
    public var solverTables = SlideSolverTables()
    /// 2048's board size (3 to 8) and target tile.
    public var board2048 = 4
    public var target2048 = 2048

    public init(seed: UInt64? = nil, animation: Bool = true, colorDepth: ColorDepth = .palette256,
                unicode: Bool = true, startMode: GameMode? = nil, resume: Bool = false, gestures: GestureConfig = .standard) {
        self.seed = seed
        self.animation = animation
        self.colorDepth = colorDepth
        self.unicode = unicode
        self.startMode = startMode
        self.resume = resume
        self.gestures = gestures
    }
}

/// The smallest terminal brocade draws in.
public let minimumTerminalSize = Size(width: 80, height: 24)
