import BrocadeTUI

/// What a screen in another language must not show: English left behind,
/// and wide characters cut in half.
public enum LanguageChecks {
    /// Words that stay as they are in every language: key names, the game's
    /// name, file formats and the terminal's own words.
    public static let untranslated: Set<String> = [
        "brocade", "Brocade", "Esc", "Enter", "Tab", "Space", "Ctrl", "Shift", "Alt", "PgUp", "PgDn", "Home", "End",
        "Backspace", "Del", "Delete", "Ins", "Up", "Down", "Left", "Right", "wasd", "hjkl", "WASD", "HJKL",
        "ASCII", "UTF", "PNG", "JPEG", "GIF", "BMP", "PNM", "XPM", "ANSI", "TERM", "COLORTERM", "NO_COLOR", "LANG",
        "LC_ALL", "LC_MESSAGES", "LC_CTYPE", "XDG", "HOME", "toml", "json", "tmux", "xterm", "ncurses", "IDA",
        // The setting's key, which the help names as the settings file spells it.
        "language",
    ]

    /// Runs of three or more ASCII letters not in `untranslated` or `allowed`:
    /// on a Chinese screen, English nobody translated. Key letters (q, u, H)
    /// and numbers pass, and so do the things a player types as they are:
    /// option names (--no-color), files and paths (settings.toml,
    /// XDG_STATE_HOME/brocade/MODE.json) and setting keys (think_ms), each
    /// found as a whole token between spaces or Chinese.
    public static func englishWords(in text: String, allowed: Set<String> = []) -> [String] {
        var found: [String] = []
        let edge: Set<Character> = [",", ";", ":", ")", "(", "[", "]", "\"", "'", "‘", "’", "“", "”"]
        for raw in tokens(of: text) {
            let token = Substring(String(raw.drop { edge.contains($0) }.reversed().drop { edge.contains($0) }.reversed()))
            if token.hasPrefix("-") || token.contains("/") || token.contains("_") || token.contains("=")
                || isFileName(token) { continue }
            var word = ""
            func finish() {
                defer { word = "" }
                guard word.count >= 3, !untranslated.contains(word), !allowed.contains(word) else { return }
                found.append(word)
            }
            for c in token {
                if c.isASCII && c.isLetter { word.append(c) } else { finish() }
            }
            finish()
        }
        return found
    }

    /// Pieces of text between spaces, wide characters and box drawing.
    static func tokens(of text: String) -> [Substring] {
        text.split { c in c == " " || c == "\n" || !c.isASCII }
    }

    /// "settings.toml", "scores.json", "slide.pdb": a name, a dot, an extension.
    static func isFileName(_ token: Substring) -> Bool {
        let edge: Set<Character> = [",", ";", ":", ")", "(", "\"", "'"]
        let t = token.drop { edge.contains($0) }.reversed().drop { edge.contains($0) }.reversed()
        let chars = Array(t)
        guard let dot = chars.lastIndex(of: "."), dot != 0 else { return false }
        let ext = chars[(dot + 1)...]
        return (1...5).contains(ext.count) && ext.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// Cells where a wide character is cut: a continuation cell with no wide
    /// character before it, or a wide character whose second cell is not its
    /// continuation.
    public static func cutWideCharacters(in canvas: Canvas) -> [Point] {
        var cut: [Point] = []
        for y in 0..<canvas.size.height {
            for x in 0..<canvas.size.width {
                let cell = canvas[x, y]
                if cell.isContinuation {
                    if x == 0 || TextWidth.of(canvas[x - 1, y].character) != 2 { cut.append(Point(x: x, y: y)) }
                } else if TextWidth.of(cell.character) == 2 {
                    if x + 1 >= canvas.size.width || !canvas[x + 1, y].isContinuation { cut.append(Point(x: x, y: y)) }
                }
            }
        }
        return cut
    }

    /// Runs `body` with the app speaking `language`, for this test alone.
    public static func speaking<T>(_ language: Language, _ body: () throws -> T) rethrows -> T {
        try Language.$override.withValue(language, operation: body)
    }
}
