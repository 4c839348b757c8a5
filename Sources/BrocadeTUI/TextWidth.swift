/// How many terminal columns text takes. Wide (East Asian) characters take
/// two; control characters are never drawn.
public enum TextWidth {
    public static func of(_ c: Character) -> Int {
        guard let scalar = c.unicodeScalars.first else { return 0 }
        let v = scalar.value
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
        return isWide(v) ? 2 : 1
    }

    public static func of(_ s: String) -> Int { s.reduce(0) { $0 + of($1) } }

    static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// The longest prefix of `s` that fits in `width` columns.
    public static func truncate(_ s: String, to width: Int) -> String {
        var out = "", used = 0
        for c in s {
            let w = of(c)
            if used + w > width { break }
            out.append(c)
            used += w
        }
        return out
    }

    /// Splits `s` into lines of at most `width` columns, breaking at spaces
    /// and, in Chinese, between any two characters, as Chinese is written
    /// without spaces; closing punctuation (，。：) never starts a line and
    /// opening punctuation (（「) never ends one. Only a word wider than a
    /// whole line is cut, and never inside a character.
    public static func wrap(_ s: String, to width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in s.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for (unit, spaced) in breakUnits(paragraph) {
                var u = unit
                let candidate = line.isEmpty ? u : line + (spaced ? " " : "") + u
                if of(candidate) <= width { line = candidate; continue }
                if !line.isEmpty { lines.append(line); line = "" }
                while of(u) > width {
                    let head = truncate(u, to: width)
                    lines.append(head)
                    u = String(u.dropFirst(head.count))
                }
                line = u
            }
            lines.append(line)
        }
        return lines
    }

    /// Punctuation that closes, and so stays at the end of the line before.
    static let closing: Set<Character> = ["，", "。", "、", "；", "：", "！", "？", "）", "」", "』", "》", "〉", "】", "…", ",", ".", ";", ":", "!", "?", ")", "%"]
    /// Punctuation that opens, and so stays with what follows it.
    static let opening: Set<Character> = ["（", "「", "『", "《", "〈", "【", "("]

    /// The pieces a line may break between, each with whether a space came
    /// before it: a word between spaces, or one wide character, with the
    /// punctuation that must not be parted from it.
    static func breakUnits(_ paragraph: Substring) -> [(String, Bool)] {
        var units: [(String, Bool)] = []
        var word = "", spaced = false, glueNext = false
        func flush() {
            guard !word.isEmpty else { return }
            units.append((word, spaced))
            word = ""
            spaced = false
        }
        for c in paragraph {
            if c == " " {
                flush()
                if !units.isEmpty { spaced = true }
                glueNext = false
                continue
            }
            let wide = of(c) == 2
            if closing.contains(c) {
                // Onto whatever came just before, space or not.
                if word.isEmpty, !spaced, let last = units.popLast() { word = last.0; spaced = last.1 }
                word.append(c)
                if wide { flush() }
                continue
            }
            if wide && !glueNext { flush() }
            if !wide, let last = word.last, of(last) == 2, !opening.contains(last) { flush() }
            word.append(c)
            glueNext = opening.contains(c)
            if wide && !glueNext { flush() }
        }
        flush()
        return units
    }

    /// Text for a terminal without Unicode: tone marks dropped from pinyin,
    /// other non-ASCII characters (Chinese titles) left out.
    public static func ascii(_ s: String) -> String {
        let folds: [Character: String] = [
            "ā": "a", "á": "a", "ǎ": "a", "à": "a", "ē": "e", "é": "e", "ě": "e", "è": "e",
            "ī": "i", "í": "i", "ǐ": "i", "ì": "i", "ō": "o", "ó": "o", "ǒ": "o", "ò": "o",
            "ū": "u", "ú": "u", "ǔ": "u", "ù": "u", "ǖ": "u", "ǘ": "u", "ǚ": "u", "ǜ": "u", "ü": "u",
            "Ā": "A", "Á": "A", "Ǎ": "A", "À": "A", "É": "E", "È": "E", "Ō": "O", "Ó": "O",
            "·": "-", "…": "...", "—": "-", "–": "-", "’": "'", "‘": "'", "“": "\"", "”": "\"",
        ]
        var out = ""
        for c in s {
            if c.isASCII { out.append(c) } else if let f = folds[c] { out += f }
        }
        // Collapse the gaps left where characters were dropped.
        var collapsed = ""
        for c in out where !(c == " " && collapsed.last == " ") { collapsed.append(c) }
        return String(collapsed.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

/// Text read from a file or the environment, made safe to print: control
/// characters (C0, DEL and C1, so ESC and CSI among them) and invisible
/// format characters are dropped, so nothing read can reach the terminal as
/// an escape sequence; line breaks become spaces.
public enum SafeText {
    public static func clean(_ s: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(s.unicodeScalars.count)
        for scalar in s.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control where scalar == "\n" || scalar == "\t",
                 .lineSeparator, .paragraphSeparator:
                out.unicodeScalars.append(" ")
            case .control, .format, .surrogate, .privateUse, .unassigned:
                continue
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    public static func isClean(_ s: String) -> Bool { clean(s) == s }
}
