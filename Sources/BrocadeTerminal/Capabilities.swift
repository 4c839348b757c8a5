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
    /// or nil to keep `term`.
    ///
    /// Terminals that show 24-bit colour say so with COLORTERM=truecolor (or
    /// 24bit) but keep TERM at a 256-colour entry, whose setaf only knows the
    /// palette. ncurses draws RGB only through an entry whose colours are
    /// direct, so we take the entry of the same family built for that:
    /// `foo-256color` becomes `foo-direct`, `foo` becomes `foo-direct`. Those
    /// entries differ from theirs in colour only, so keys and mouse stay as
    /// they were. Nothing changes when colour is off anyway, when TERM is not
    /// a 256-colour entry (a terminal that claims fewer colours gets what it
    /// claims) or when no such direct entry is installed.
    /// `colors` gives an entry's colour count, nil when it is not installed.
    public static func directColorEntry(term: String, environment: [String: String], noColor: Bool,
                                        colors: (String) -> Int?) -> String? {
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        guard colorTerm == "truecolor" || colorTerm == "24bit" else { return nil }
        guard !noColor, (environment["NO_COLOR"] ?? "").isEmpty else { return nil }
        guard let own = colors(term), ColorDepth(colors: own) == .palette256 else { return nil }
        let family = term.hasSuffix("-256color") ? String(term.dropLast("-256color".count)) : term
        let candidate = family + "-direct"
        guard let direct = colors(candidate), ColorDepth(colors: direct) == .direct else { return nil }
        return candidate
    }
}
