import BrocadeCore
import BrocadeTUI

/// A mode's name, as the command line, saves and score tables spell it.
/// What a mode is comes from the registry (`ModeRegistry`); this is only
/// its key.
public struct GameMode: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    public static let mirrorJigsaw = GameMode("mirror-jigsaw")
    public static let jigsaw = GameMode("jigsaw")
    public static let twentyFortyEight = GameMode("2048")
    public static let slide = GameMode("slide")
    public static let create = GameMode("create")
}

/// What the menu, the scores and the help say of a mode.
public struct ModeInfo: Sendable, Equatable {
    public var mode: GameMode
    public var title: String
    /// One line for the menu.
    public var blurb: String
    /// The goal, in a sentence or two: what the player does and when the
    /// game is won or over (the menu's help lists every mode's).
    public var goal: String
    public var ranking: Ranking
    /// Whether its games go in the score tables (a design is never won).
    public var keepsScores: Bool

    /// The menu's letter when the first is taken ("Create" leaves c to "Continue").
    var letter: Character?
    /// The menu's line for going on with what was left, when "game" is not the word.
    public var continueBlurb: String?

    public init(mode: GameMode, title: String, blurb: String, goal: String = "", ranking: Ranking, keepsScores: Bool = true,
                letter: Character? = nil) {
        self.mode = mode
        self.title = title
        self.blurb = blurb
        self.goal = goal
        self.ranking = ranking
        self.keepsScores = keepsScores
        self.letter = letter
    }

    /// The menu's letter: the title's first, in lower case, unless it has its
    /// own. A title in a language not written in letters ("镜像拼图") keeps the
    /// English one's letter, which the mode's name starts with too: the keys
    /// are the same in every language.
    public var menuKey: Character {
        if let letter { return letter }
        if let first = title.first, first.isASCII, first.isLetter || first.isNumber { return Character(first.lowercased()) }
        return Character(mode.rawValue.prefix(1).lowercased())
    }
}
