import BrocadeCore
import BrocadeTUI

/// What the terminal can show, as settled at start-up.
public struct TerminalCapabilities: Hashable, Sendable {
    public var colorDepth: ColorDepth
    /// False when the locale is not UTF-8 or ASCII was asked for.
    public var unicode: Bool

    public init(colorDepth: ColorDepth, unicode: Bool) {
        self.colorDepth = colorDepth
        self.unicode = unicode
    }

    /// Applies the user's wishes and the environment to what the terminal reports.
    /// `NO_COLOR` counts when set to anything but the empty string.
    public static func resolve(reportedColors: Int, hasColors: Bool, codesetIsUTF8: Bool,
                               environment: [String: String], noColor: Bool, ascii: Bool) -> TerminalCapabilities {
        let noColorEnv = !(environment["NO_COLOR"] ?? "").isEmpty
        let depth: ColorDepth = (noColor || noColorEnv || !hasColors) ? .none : ColorDepth(colors: reportedColors)
        return TerminalCapabilities(colorDepth: depth, unicode: codesetIsUTF8 && !ascii)
    }

    /// Whether a locale's character set, as `nl_langinfo(CODESET)` names
    /// it, is UTF-8: the game draws Unicode only then.
    public static func isUTF8(codeset: String) -> Bool {
        let c = codeset.uppercased()
        return c == "UTF-8" || c == "UTF8"
    }

    /// The direct-colour terminfo entry to start ncurses on instead of `term`,
    /// or nil to keep `term` (see `directColorChoice`).
    public static func directColorEntry(term: String, environment: [String: String], noColor: Bool,
                                        colors: (String) -> Int?) -> String? {
        directColorChoice(term: term, environment: environment, noColor: noColor, colors: colors).entry
    }

    /// Whether COLORTERM asks for 24-bit colour (truecolor or 24bit).
    public static func colorTermAsksDirect(_ environment: [String: String]) -> Bool {
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        return colorTerm == "truecolor" || colorTerm == "24bit"
    }

    /// How COLORTERM's 24-bit colour is reached.
    ///
    /// Terminals that show 24-bit colour say so with COLORTERM=truecolor (or
    /// 24bit) but keep TERM at an entry whose setaf only knows a palette
    /// (xterm-256color, xterm-kitty, konsole, mlterm). ncurses draws RGB only
    /// through an entry whose colours are direct, so we take the entry of the
    /// same family built for that (`directCandidates`): those differ from
    /// theirs in colour only, so keys and mouse stay as they were. A family
    /// without one gets xterm-direct, which sends the standard RGB sequences
    /// (ESC [ 38 : 2 : : R : G : B m), when its terminal is an xterm-alike (its
    /// entry has 256 colours or its name starts xterm), never for screen,
    /// whose terminal passes no RGB on.
    /// `colors` gives an entry's colour count, nil when it is not installed.
    public static func directColorChoice(term: String, environment: [String: String], noColor: Bool,
                                         colors: (String) -> Int?) -> DirectColorChoice {
        guard colorTermAsksDirect(environment) else { return .notAsked }
        guard !noColor, (environment["NO_COLOR"] ?? "").isEmpty else { return .colourOff }
        guard let own = colors(term) else { return .noEntry }
        if ColorDepth(colors: own) == .direct { return .own }
        if own < 8 { return .noColours }
        func isDirect(_ name: String) -> Bool { colors(name).map { ColorDepth(colors: $0) == .direct } ?? false }
        if let family = directCandidates(term).first(where: { isDirect($0) }) { return .family(family) }
        let xtermAlike = ColorDepth(colors: own) >= .palette256 || term.hasPrefix("xterm")
        if xtermAlike, !term.hasPrefix("screen"), isDirect(genericDirect) { return .generic(genericDirect) }
        return .notInstalled(directCandidates(term))
    }

    /// The entry that sends the standard RGB sequences, for a family without its own.
    public static let genericDirect = "xterm-direct"

    /// The direct-colour entries of `term`'s family, likeliest first:
    /// `foo-256color` and `foo` give `foo-direct`; `xterm-foo` (xterm-kitty)
    /// gives `foo-direct` too; `foo-bar` (vte-2018) gives `foo-direct`. An
    /// xterm-alike with none of its own gets `genericDirect` instead.
    public static func directCandidates(_ term: String) -> [String] {
        var stem = term
        for suffix in ["-256color", "-88color", "-16color", "-color"] where stem.hasSuffix(suffix) {
            stem = String(stem.dropLast(suffix.count))
            break
        }
        guard !stem.isEmpty, !stem.hasSuffix("-direct") else { return [] }
        var names = [stem + "-direct"]
        if stem.hasPrefix("xterm-") { names.append(String(stem.dropFirst("xterm-".count)) + "-direct") }
        if !stem.hasPrefix("xterm-"), let dash = stem.firstIndex(of: "-"), stem.startIndex != dash {
            names.append(String(stem[..<dash]) + "-direct")
        }
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}

/// What `directColorChoice` decided, and why: the report says so.
public enum DirectColorChoice: Hashable, Sendable {
    /// COLORTERM does not ask for 24-bit colour.
    case notAsked
    /// --no-color or NO_COLOR.
    case colourOff
    /// TERM has no terminfo entry.
    case noEntry
    /// TERM's own entry has no colours.
    case noColours
    /// TERM's own entry is already direct (xterm-direct).
    case own
    /// The direct entry of TERM's family.
    case family(String)
    /// No family entry: the one that sends the standard RGB sequences.
    case generic(String)
    /// None installed: the names looked for.
    case notInstalled([String])

    /// The entry to draw through instead of TERM, if any.
    public var entry: String? {
        switch self {
        case .family(let e), .generic(let e): return e
        default: return nil
        }
    }
}
