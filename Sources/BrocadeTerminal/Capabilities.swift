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
}
