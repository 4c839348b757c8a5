/// One language's words for brocade's English messages, read from the
/// gettext PO text its catalogue file holds (msgctxt, msgid, msgstr, comments;
/// strings with \" \\ \n \t escapes, split over lines as PO allows).
public struct Catalogue: Sendable {
    public let language: Language
    /// English key to the language's text; untranslated entries are left out.
    public let messages: [String: String]

    public struct ParseError: Error, CustomStringConvertible, Equatable {
        public let line: Int
        public let reason: String
        public var description: String { "line \(line): \(reason)" }
    }

    public init(language: Language, po: String) throws {
        self.language = language
        messages = try Self.parse(po)
    }

    /// The catalogue of `language`, parsed once; nil for English.
    public static func of(_ language: Language) -> Catalogue? {
        switch language {
        case .en: return nil
        case .zh: return zh
        }
    }

    /// A catalogue that fails to parse would fail its test; a player gets English rather than a crash.
    static let zh: Catalogue? = try? Catalogue(language: .zh, po: zhCatalogue)

    public static func parse(_ po: String) throws -> [String: String] {
        var messages: [String: String] = [:]
        var current: WritableKeyPath<Entry, String?>?
        var entry = Entry()

        struct Entry { var context: String?; var id: String?; var str: String? }

        func finish(_ lineNumber: Int) throws {
            defer { entry = Entry(); current = nil }
            guard entry.id != nil || entry.str != nil || entry.context != nil else { return }
            guard let id = entry.id, let str = entry.str else {
                throw ParseError(line: lineNumber, reason: "an entry needs both msgid and msgstr")
            }
            guard !id.isEmpty else { return } // the header
            let key = entry.context.map { $0 + "\u{4}" + id } ?? id
            if messages[key] != nil { throw ParseError(line: lineNumber, reason: "msgid \"\(id)\" appears twice") }
            if !str.isEmpty { messages[key] = str }
        }

        var lineNumber = 0
        for raw in po.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = raw.drop { $0 == " " || $0 == "\t" }
            if line.isEmpty || line.hasPrefix("#") {
                if line.isEmpty { try finish(lineNumber) }
                continue
            }
            if line.hasPrefix("msgctxt ") {
                if entry.id != nil || entry.context != nil { try finish(lineNumber) }
                entry.context = try quoted(line.dropFirst(8), lineNumber)
                current = \.context
            } else if line.hasPrefix("msgid ") {
                if entry.id != nil { try finish(lineNumber) }
                entry.id = try quoted(line.dropFirst(6), lineNumber)
                current = \.id
            } else if line.hasPrefix("msgstr ") {
                guard entry.id != nil, entry.str == nil else {
                    throw ParseError(line: lineNumber, reason: "msgstr without its msgid")
                }
                entry.str = try quoted(line.dropFirst(7), lineNumber)
                current = \.str
            } else if line.hasPrefix("\"") {
                guard let key = current else { throw ParseError(line: lineNumber, reason: "a string outside an entry") }
                entry[keyPath: key] = (entry[keyPath: key] ?? "") + (try quoted(line, lineNumber))
            } else {
                throw ParseError(line: lineNumber, reason: "not PO: \(line.prefix(30))")
            }
        }
        try finish(lineNumber)
        return messages
    }

    /// A PO string: "…" with C escapes.
    static func quoted(_ s: Substring, _ lineNumber: Int) throws -> String {
        let t = s.drop { $0 == " " }
        guard t.first == "\"", t.count >= 2, t.last == "\"" else {
            throw ParseError(line: lineNumber, reason: "expected a quoted string")
        }
        var out = ""
        var escaped = false
        for c in t.dropFirst().dropLast() {
            if escaped {
                switch c {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "\"", "\\": out.append(c)
                default: throw ParseError(line: lineNumber, reason: "unknown escape \\\(c)")
                }
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else if c == "\"" {
                throw ParseError(line: lineNumber, reason: "a quote inside a string must be \\\"")
            } else {
                out.append(c)
            }
        }
        if escaped { throw ParseError(line: lineNumber, reason: "a string ends in a lone backslash") }
        return out
    }
}
