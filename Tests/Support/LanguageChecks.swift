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
    ]

    /// Runs of three or more ASCII letters not in `untranslated` or `allowed`:
    /// on a Chinese screen, English nobody translated. Key letters (q, u, H)
    /// and numbers pass; so do option names after "--".
    public static func englishWords(in text: String, allowed: Set<String> = []) -> [String] {
        var found: [String] = []
        var word = ""
        var previous: Character = " ", beforeWord: Character = " ", beforeThat: Character = " "
        func finish() {
            defer { word = "" }
            guard word.count >= 3 else { return }
            if beforeWord == "-" && beforeThat == "-" { return } // --option
            if untranslated.contains(word) || allowed.contains(word) { return }
            found.append(word)
        }
        for c in text {
            if c.isASCII && (c.isLetter || c == "_") {
                if word.isEmpty { beforeWord = previous }
                word.append(c)
            } else {
                finish()
                beforeThat = previous
            }
            if word.isEmpty { beforeThat = previous }
            previous = c
        }
        finish()
        return found
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
