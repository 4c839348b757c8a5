import BrocadeCore
import BrocadeTUI

/// settings.toml: read into Settings, with every value checked, and the
/// commented file written for a player who has none yet.
public enum SettingsFile {
    public static let version = 1
    public static let limit = 64 * 1024

    public static func parse(_ text: String) throws -> Settings {
        var s = Settings()
        for (key, value) in try SimpleTOML.parse(text) {
            switch (key, value) {
            case ("format_version", .integer(let v)):
                guard v == version else { throw ValidationError(tr("format_version \(v), expected \(version)")) }
            case ("player_name", .string(let v)):
                let name = PlayerName.clean(v)
                s.playerName = name.isEmpty ? nil : name
            case ("theme", .string(let v)):
                guard let t = Settings.Theme(rawValue: v) else {
                    throw ValidationError(tr("theme '\(v)' is not one of \(Settings.Theme.allCases.map(\.rawValue).joined(separator: tr(", ")))"))
                }
                s.theme = t
            case ("language", .string(let v)):
                if v == "auto" {
                    s.language = nil
                } else {
                    guard let l = Language(rawValue: v) else {
                        throw ValidationError(tr("language '\(v)' is not auto, \(Language.allCases.map(\.rawValue).joined(separator: tr(", ")))"))
                    }
                    s.language = l
                }
            case ("animations", .boolean(let v)):
                s.animations = v
            case ("long_press_ms", .integer(let v)):
                guard Settings.longPressRange.contains(v) else {
                    throw ValidationError(tr("long_press_ms \(v) is outside \(Settings.longPressRange.lowerBound)...\(Settings.longPressRange.upperBound)"))
                }
                s.longPressMilliseconds = v
            case ("think_ms", .integer(let v)):
                let range = Expectimax2048.Tuning.thinkRange
                guard range.contains(v) else {
                    throw ValidationError(tr("think_ms \(v) is outside \(range.lowerBound)...\(range.upperBound)"))
                }
                s.thinkMilliseconds = v
            case ("slide_arrows", .string(let v)):
                guard let a = Settings.SlideArrows(rawValue: v) else {
                    throw ValidationError(tr("slide_arrows '\(v)' is not tile or blank"))
                }
                s.slideArrows = a
            case ("graphics", .string(let v)):
                guard let g = GraphicsMode(rawValue: v) else {
                    throw ValidationError(tr("graphics '\(v)' is not auto, kitty, sixel or blocks"))
                }
                s.graphics = g
            case ("solver_tables", .string(let v)):
                guard let t = SlideSolverTables.Size(rawValue: v) else {
                    throw ValidationError(tr("solver_tables '\(v)' is not standard or large"))
                }
                s.solverTables = t
            case (let k, let v) where k.hasPrefix(lastPrefix):
                guard let (mode, name) = lastKey(k) else { throw ValidationError(tr("bad key '\(k)'")) }
                let text: String
                switch v {
                case .string(let t): text = SafeText.clean(t)
                case .integer(let n): text = "\(n)"
                case .boolean(let b): text = b ? "on" : "off"
                case .float: throw ValidationError(tr("\(k) has the wrong type of value"))
                }
                s.lastChoices[mode, default: [:]][name] = text
            case ("format_version", _), ("player_name", _), ("language", _), ("theme", _), ("animations", _), ("long_press_ms", _), ("slide_arrows", _),
                 ("think_ms", _), ("solver_tables", _), ("graphics", _):
                throw ValidationError(tr("\(key) has the wrong type of value"))
            default:
                throw ValidationError(tr("unknown setting '\(key)'"))
            }
        }
        return s
    }

    /// Keys of the new-game panel's last choices: `last_<mode>_<choice>`.
    static let lastPrefix = "last_"
    static let lastComment = "# The last new game chosen in each mode's panel (brocade keeps these up to date)."

    /// The mode and the choice a `last_` key names ("slide", "size" of
    /// "last_slide_size"); mode names may hold dashes, choices no underscore.
    static func lastKey(_ key: String) -> (mode: String, name: String)? {
        let rest = key.dropFirst(lastPrefix.count)
        guard let us = rest.lastIndex(of: "_") else { return nil }
        let mode = String(rest[..<us]), name = String(rest[rest.index(after: us)...])
        return mode.isEmpty || name.isEmpty ? nil : (mode, name)
    }

    /// `text` with the mode's last choices replaced by `values`; every other
    /// line (a player's comments and edits) stays as it was.
    public static func remember(mode: String, _ values: [String: String], in text: String) -> String {
        let prefix = lastPrefix + mode + "_"
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeAll { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix(prefix), let eq = trimmed.firstIndex(of: "=") else { return false }
            let key = trimmed[..<eq].trimmingCharacters()
            return lastKey(key).map { $0.mode == mode } ?? false
        }
        while lines.last == "" { lines.removeLast() }
        if !lines.contains(lastComment) { lines += ["", lastComment] }
        for (name, value) in values.sorted(by: { $0.key < $1.key }) where !name.isEmpty && !name.contains("_")
            && name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
            let v = !value.isEmpty && value.count < 10 && value.allSatisfy({ $0.isASCII && $0.isNumber }) ? value : SimpleTOML.quote(value)
            lines.append("\(prefix)\(name) = \(v)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The file as brocade writes it first: every key, documented, at its default.
    public static func template(_ s: Settings = Settings()) -> String {
        """
        # brocade settings. Edit freely; `man brocade` (FILES) explains each key.
        # Command-line options win over these for one run.
        format_version = \(version)

        # Your name in the scores (at most 24 columns). Empty: your login name.
        player_name = \(SimpleTOML.quote(s.playerName ?? ""))

        # The language: "auto" (as the locale says: LC_ALL, LC_MESSAGES or
        # LANG), "en" (English) or "zh" (简体中文, Simplified Chinese).
        language = \(SimpleTOML.quote(s.language?.rawValue ?? "auto"))

        # Colours: "brocade" (Li brocade colours) or "mono" (no colour: bold,
        # reverse and underline only).
        theme = \(SimpleTOML.quote(s.theme.rawValue))

        # Slide, pop and victory animations: true or false.
        animations = \(s.animations)

        # How pictures are drawn: "auto" (real pixels where the terminal shows
        # them, kitty graphics first, then sixel; half blocks elsewhere and
        # always inside tmux or screen), "kitty", "sixel" or "blocks".
        graphics = \(SimpleTOML.quote(s.graphics.rawValue))

        # How long (milliseconds, \(Settings.longPressRange.lowerBound) to \(Settings.longPressRange.upperBound)) a press must be held to lift a piece.
        long_press_ms = \(s.longPressMilliseconds)

        # What the arrow keys move in the sliding puzzle: "tile" (the tile next
        # to the blank moves the way of the arrow) or "blank".
        slide_arrows = \(SimpleTOML.quote(s.slideArrows.rawValue))

        # How long the 2048 player thinks a move for the hint and the A key
        # (milliseconds, \(Expectimax2048.Tuning.thinkRange.lowerBound) to \(Expectimax2048.Tuning.thinkRange.upperBound)), counted in positions weighed.
        think_ms = \(s.thinkMilliseconds)

        # The 4x4 sliding-puzzle solver's tables: "standard" (11 MiB, built in
        # seconds) or "large" (550 MiB in the cache, built once in minutes;
        # the hardest positions are solved several times faster).
        solver_tables = \(SimpleTOML.quote(s.solverTables.rawValue))

        """
    }
}
