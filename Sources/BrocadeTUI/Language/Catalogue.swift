/// One language's words for brocade's English messages, read from the
/// gettext PO text of its catalogue file, `Catalogues/<code>.po`, which the
/// EmbedCatalogues plugin compiles in as `<code>Catalogue` (msgctxt, msgid,
/// msgstr, comments; strings with \" \\ \n \t escapes, split over lines
/// as PO allows).
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
    public static func of(_ language: Language) -> Catalogue? { shipped[language] }

    /// The PO text of every language but English: a new language's
    /// catalogue file is one entry here.
    static let texts: [Language: String] = [
        .zh: zhCatalogue,
    ]

    /// A catalogue that fails to parse would fail its test; a player gets English rather than a crash.
    static let shipped: [Language: Catalogue] = Dictionary(uniqueKeysWithValues: texts.compactMap { language, po in
        (try? Catalogue(language: language, po: po)).map { (language, $0) }
    })

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

        // Read as UTF-8 bytes: the catalogue is parsed at start-up, and
        // bytes are several times faster than Characters here.
        let bytes = Array(po.utf8)
        var lineNumber = 0
        for raw in bytes.split(separator: 10, omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = raw.drop { $0 == 32 || $0 == 9 }
            if line.isEmpty || line.first == UInt8(ascii: "#") {
                if line.isEmpty { try finish(lineNumber) }
                continue
            }
            if starts(line, "msgctxt ") {
                if entry.id != nil || entry.context != nil { try finish(lineNumber) }
                entry.context = try quoted(line.dropFirst(8), lineNumber)
                current = \.context
            } else if starts(line, "msgid ") {
                if entry.id != nil { try finish(lineNumber) }
                entry.id = try quoted(line.dropFirst(6), lineNumber)
                current = \.id
            } else if starts(line, "msgstr ") {
                guard entry.id != nil, entry.str == nil else {
                    throw ParseError(line: lineNumber, reason: "msgstr without its msgid")
                }
                entry.str = try quoted(line.dropFirst(7), lineNumber)
                current = \.str
            } else if line.first == UInt8(ascii: "\"") {
                guard let key = current else { throw ParseError(line: lineNumber, reason: "a string outside an entry") }
                entry[keyPath: key] = (entry[keyPath: key] ?? "") + (try quoted(line, lineNumber))
            } else {
                throw ParseError(line: lineNumber, reason: "not PO: \(String(decoding: line.prefix(30), as: UTF8.self))")
            }
        }
        try finish(lineNumber)
        return messages
    }

    static func starts(_ line: ArraySlice<UInt8>, _ prefix: StaticString) -> Bool {
        let p = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
        return line.count >= p.count && zip(line, p).allSatisfy { $0 == $1 }
    }

    /// A PO string: "…" with C escapes.
    static func quoted(_ s: ArraySlice<UInt8>, _ lineNumber: Int) throws -> String {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        let t = s.drop { $0 == 32 }
        guard t.first == quote, t.count >= 2, t.last == quote else {
            throw ParseError(line: lineNumber, reason: "expected a quoted string")
        }
        var out: [UInt8] = []
        out.reserveCapacity(t.count)
        var escaped = false
        for c in t.dropFirst().dropLast() {
            if escaped {
                switch c {
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "t"): out.append(9)
                case quote, backslash: out.append(c)
                default: throw ParseError(line: lineNumber, reason: "unknown escape \\\(Character(Unicode.Scalar(c)))")
                }
                escaped = false
            } else if c == backslash {
                escaped = true
            } else if c == quote {
                throw ParseError(line: lineNumber, reason: "a quote inside a string must be \\\"")
            } else {
                out.append(c)
            }
        }
        if escaped { throw ParseError(line: lineNumber, reason: "a string ends in a lone backslash") }
        return String(decoding: out, as: UTF8.self)
    }
}
