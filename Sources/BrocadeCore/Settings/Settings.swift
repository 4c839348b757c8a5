import BrocadeTUI

/// What a player can set in the settings file. Command-line options
/// override these for one run.
public struct Settings: Equatable, Sendable {
    public enum Theme: String, CaseIterable, Sendable {
        /// Li brocade colours where the terminal has colour.
        case brocade
        /// No colour even where the terminal has it: bold, reverse, underline.
        case mono
    }

    /// What the arrow keys move in the sliding puzzle.
    public enum SlideArrows: String, CaseIterable, Sendable {
        /// The tile next to the blank moves the way of the arrow.
        case tile
        /// The blank moves the way of the arrow.
        case blank
    }

    public var theme: Theme = .brocade
    public var animations = true
    public var longPressMilliseconds = 350
    public var slideArrows: SlideArrows = .tile
    /// How pictures reach the terminal: auto (kitty, else sixel, else half blocks), or one of them.
    public var graphics: GraphicsMode = .auto
    /// How long the 2048 player thinks a move, for the hint and the A key.
    public var thinkMilliseconds = Expectimax2048.Tuning.defaultThinkMilliseconds
    /// The 4x4 solver's tables: the standard ones, or the large ones for a faster search.
    public var solverTables: SlideSolverTables.Size = .standard
    /// The language; nil follows the locale (LC_ALL, LC_MESSAGES, LANG).
    public var language: Language?
    /// The name for the scores; nil means the login name.
    public var playerName: String?
    /// Each mode's last choices in the new-game panel ("cols" = "3"), by
    /// mode name; brocade writes them, a player may edit them.
    public var lastChoices: [String: [String: String]] = [:]

    public static let longPressRange = 100...2000

    public init() {}
}

/// Cleans a name before it is stored or shown: no control, format or
/// unassigned characters (so no file can send escape sequences to the
/// terminal), spaces collapsed, at most 24 columns.
public enum PlayerName {
    public static let maxColumns = 24

    public static func clean(_ raw: String) -> String {
        var out = ""
        var lastWasSpace = true
        for scalar in raw.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                continue
            case .spaceSeparator:
                if !lastWasSpace { out.append(" ") }
                lastWasSpace = true
            default:
                out.unicodeScalars.append(scalar)
                lastWasSpace = false
            }
        }
        while out.last == " " { out.removeLast() }
        // A name must not start with combining marks that would fuse with what precedes it.
        while let first = out.unicodeScalars.first, first.properties.generalCategory == .nonspacingMark {
            out.unicodeScalars.removeFirst()
        }
        return TextWidth.truncate(out, to: maxColumns)
    }
}
