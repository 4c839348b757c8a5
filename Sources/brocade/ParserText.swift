import ArgumentParser
import BrocadeTUI

/// swift-argument-parser writes its own errors and help phrases in English,
/// and has no catalogue of its own. In another language they are put into
/// it here, by their shapes ("Unknown option '--x'"): the parser's headings
/// (USAGE:, OPTIONS:), option names and values stay as they are, and a
/// message of a shape not known here stays English rather than be garbled.
enum ParserText {
    /// One error message of the parser's (the text after "Error: ").
    static func error(_ message: String) -> String {
        if let (name, suggestion) = quoted(message, "Unknown option '", "'. Did you mean '", "'?") {
            guard isNear(name, suggestion) else { return tr("Unknown option '\(name)'") }
            return tr("Unknown option '\(name)'. Did you mean '\(suggestion)'?")
        }
        if let name = quoted(message, "Unknown option '", "'") { return tr("Unknown option '\(name)'") }
        if let name = quoted(message, "Missing value for '", "'") { return tr("Missing value for '\(name)'") }
        if let name = quoted(message, "Unexpected argument '", "'") { return tr("Unexpected argument '\(name)'") }
        if let name = quoted(message, "Missing expected argument '", "'") { return tr("Missing expected argument '\(name)'") }
        if let names = quoted(message, "Missing one of: '", "'") { return tr("Missing one of: '\(names)'") }
        if let (name, value) = quoted(message, "The option '", "' does not take any value, but '", "' was specified.") {
            return tr("The option '\(name)' does not take any value, but '\(value)' was specified.")
        }
        if message.hasPrefix("Invalid option: ") {
            return tr("Invalid option: \(message.dropFirst("Invalid option: ".count))")
        }
        if let colon = message.firstRange(of: " unexpected arguments: '"), let count = Int(message[..<colon.lowerBound]),
           message.hasSuffix("'") {
            return tr("\(count) unexpected arguments: '\(message[colon.upperBound...].dropLast())'")
        }
        if message.hasPrefix("The value '"), let cut = message.firstRange(of: "' is invalid for '") {
            let value = message[message.index(message.startIndex, offsetBy: "The value '".count)..<cut.lowerBound]
            let rest = message[cut.upperBound...]
            guard let close = rest.firstIndex(of: "'") else { return message }
            let option = rest[..<close]
            let after = rest[rest.index(after: close)...]
            let invalid = tr("The value '\(value)' is invalid for '\(option)'")
            if after.isEmpty { return invalid }
            if after.hasPrefix(". Please provide one of "), after.hasSuffix(".") {
                let list = after.dropFirst(". Please provide one of ".count).dropLast()
                    .replacing("', '", with: "'、'").replacing("' or '", with: "' " + tr("or") + " '")
                    .replacing("' and '", with: "' " + tr("or") + " '")
                return invalid + tr(". Please provide one of \(list).")
            }
            if after.hasPrefix(": ") { return invalid + tr(": \(after.dropFirst(2))") }
            return message
        }
        return message
    }

    // MARK: Suggestions

    /// Whether the option the parser suggests is near what was typed: a
    /// slip of a letter or two, one edit in three at most ("--colz",
    /// "--picutre"). The parser suggests anything within three edits, so
    /// "--cols" for "--bogus", which only misleads.
    static func isNear(_ typed: String, _ suggestion: String) -> Bool {
        let a = Array(typed.drop { $0 == "-" }), b = Array(suggestion.drop { $0 == "-" })
        return editDistance(a, b) <= max(1, max(a.count, b.count) / 3)
    }

    /// Levenshtein's distance: insertions, deletions and substitutions.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var row = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var previous = row[0]
            row[0] = i + 1
            for (j, y) in b.enumerated() {
                let next = min(row[j + 1] + 1, row[j] + 1, previous + (x == y ? 0 : 1))
                previous = row[j + 1]
                row[j + 1] = next
            }
        }
        return row[b.count]
    }

    /// The parser's English message with a suggestion that is not near
    /// what was typed left out: "Error: Unknown option '--bogus'".
    static func withoutFarSuggestion(_ full: String, message: String) -> String {
        guard let (name, suggestion) = quoted(message, "Unknown option '", "'. Did you mean '", "'?"), !isNear(name, suggestion) else {
            return full
        }
        let head = "Error: " + message
        guard full.hasPrefix(head) else { return full }
        return "Error: Unknown option '\(name)'" + full.dropFirst(head.count)
    }

    /// The parser's whole message: "Error: …", the usage, "See '… --help'
    /// for more information." The error line keeps its "Error:".
    static func fullMessage(_ full: String, message: String) -> String {
        var text = full
        let head = "Error: " + message
        if !message.isEmpty, text.hasPrefix(head) {
            text = "Error: " + error(message) + text.dropFirst(head.count)
        }
        return helpPhrases(text)
    }

    /// The phrases of the parser's own that its help and usage carry.
    static func helpPhrases(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var l = String(line)
            l = l.replacing("Show help information.", with: tr("Show help information."))
            l = l.replacing("Show the version.", with: tr("Show the version."))
            if let see = quoted(l, "  See '", "' for more information.") { l = tr("  See '\(see)' for more information.") }
            if let see = quoted(l, "  See '", "' for detailed help.") { l = tr("  See '\(see)' for detailed help.") }
            l = replaceParenthesis(l, "(default: ") { tr("(default: \($0))") }
            l = replaceParenthesis(l, "(values: ") { inner in
                guard let d = inner.firstRange(of: "; default: ") else { return tr("(values: \(inner))") }
                return tr("(values: \(inner[..<d.lowerBound]); default: \(inner[d.upperBound...]))")
            }
            // Chinese puts no space between its full stop and the bracket after it.
            if l.contains("。 （") { l = l.replacing("。 （", with: "。（") }
            return l
        }
        while lines.count > 1, lines.last == "", lines[lines.count - 2] == "" { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    // MARK: Wrapping

    /// Characters a line must not begin with, and ones it must not end with.
    static let closing: Set<Character> = ["，", "。", "、", "；", "：", "）", "！", "？", "”", "』", "」", "》"]
    static let opening: Set<Character> = ["（", "“", "『", "「", "《"]

    /// The parser wraps by characters, which in Chinese makes lines twice
    /// the terminal's width: the message is made unwrapped and wrapped here
    /// by display width, breaking at spaces and between Chinese characters
    /// (never before a closing mark or after an opening one). An option's
    /// help keeps its column; the usage line hangs after "USAGE: ".
    static func rewrap(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { raw -> [String] in
            let line = String(raw)
            // The error stays one line, and the help line after it as the parser lines it up.
            guard TextWidth.of(line) > width, !line.hasPrefix("Error: "), !line.hasPrefix("Help: ") else { return [line] }
            let indent = hangingIndent(line)
            let head = String(line.prefix(indent))
            let lines = wrap(String(line.dropFirst(indent)), width: max(20, width - indent))
            return lines.enumerated().map { ($0.offset == 0 ? head : String(repeating: " ", count: indent)) + $0.element }
        }.joined(separator: "\n")
    }

    /// Where a long line's text begins: after an option's name and the
    /// spaces that line its help up, after "USAGE: ", or its own indent.
    static func hangingIndent(_ line: String) -> Int {
        for label in ["USAGE: ", "Usage: "] where line.hasPrefix(label) { return label.count }
        let chars = Array(line)
        let lead = chars.prefix { $0 == " " }.count
        guard lead > 0 else { return 0 }
        var i = lead
        while i < chars.count, chars[i] != " " || (i + 1 < chars.count && chars[i + 1] != " ") { i += 1 }
        var j = i
        while j < chars.count, chars[j] == " " { j += 1 }
        // An option's row: its name, two spaces or more, then the help (all ASCII before it).
        if j - i >= 2, j < chars.count, j <= 40, chars[..<j].allSatisfy(\.isASCII) { return j }
        return lead
    }

    /// `text` in lines of at most `width` columns (a unit wider stays whole).
    static func wrap(_ text: String, width: Int) -> [String] {
        var units: [(text: String, space: Bool)] = []
        var current = "", spaceBefore = false
        var previous: Character?
        for c in text {
            if c == " " {
                if !current.isEmpty { units.append((current, spaceBefore)); current = "" }
                spaceBefore = true
                previous = c
                continue
            }
            if !current.isEmpty, let p = previous, TextWidth.of(c) == 2 || TextWidth.of(p) == 2,
               !closing.contains(c), !opening.contains(p) {
                units.append((current, spaceBefore))
                current = ""
                spaceBefore = false
            }
            current.append(c)
            previous = c
        }
        if !current.isEmpty { units.append((current, spaceBefore)) }
        var lines: [String] = [], line = ""
        for u in units {
            let candidate = line.isEmpty ? u.text : line + (u.space ? " " : "") + u.text
            if line.isEmpty || TextWidth.of(candidate) <= width {
                line = candidate
            } else {
                lines.append(line)
                line = u.text
            }
        }
        lines.append(line)
        return lines
    }

    /// `line` with "(default: x)" (its parentheses balanced on this line)
    /// turned into the language's words around x.
    static func replaceParenthesis(_ line: String, _ opening: String, _ say: (String) -> String) -> String {
        guard let start = line.firstRange(of: opening) else { return line }
        var depth = 1
        var i = start.upperBound
        while i < line.endIndex {
            if line[i] == "(" { depth += 1 }
            if line[i] == ")" { depth -= 1; if depth == 0 { break } }
            i = line.index(after: i)
        }
        guard i < line.endIndex else { return line }
        return String(line[..<start.lowerBound]) + say(String(line[start.upperBound..<i])) + String(line[line.index(after: i)...])
    }

    /// The text between `prefix` and `suffix` when `s` is exactly that, with no quote inside.
    static func quoted(_ s: String, _ prefix: String, _ suffix: String) -> String? {
        guard s.hasPrefix(prefix), s.hasSuffix(suffix), s.count >= prefix.count + suffix.count else { return nil }
        let inside = s.dropFirst(prefix.count).dropLast(suffix.count)
        return inside.contains("'") ? nil : String(inside)
    }

    /// The two texts of `prefix` A `middle` B `suffix`.
    static func quoted(_ s: String, _ prefix: String, _ middle: String, _ suffix: String) -> (String, String)? {
        guard s.hasPrefix(prefix), s.hasSuffix(suffix), s.count >= prefix.count + middle.count + suffix.count else { return nil }
        let inside = s.dropFirst(prefix.count).dropLast(suffix.count)
        guard let m = inside.firstRange(of: middle) else { return nil }
        return (String(inside[..<m.lowerBound]), String(inside[m.upperBound...]))
    }
}
