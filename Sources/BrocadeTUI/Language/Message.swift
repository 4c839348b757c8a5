/// A message in English as the code writes it, with the values it shows
/// kept apart: `tr("\(placed)/\(total) placed")` is looked up as
/// "{0}/{1} placed", and the catalogue's words get the values back in
/// whatever order they put them ("已放置 {0}/{1}").
public struct Message: ExpressibleByStringInterpolation, Sendable, Hashable {
    /// The English with each value as {0}, {1}...: the catalogues' key.
    public fileprivate(set) var key: String
    /// The values, already written out.
    public private(set) var arguments: [String]

    public init(stringLiteral value: String) {
        key = value
        arguments = []
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [String] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 3 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) { key += literal }

        public mutating func appendInterpolation<T>(_ value: T) {
            key += "{\(arguments.count)}"
            arguments.append(String(describing: value))
        }
    }

    /// The message in `language`: the catalogue's words, or the English.
    public func text(in language: Language) -> String {
        let template = Catalogue.of(language)?.messages[key] ?? key
        return Self.fill(template, with: arguments)
    }

    /// Puts each {n} of `template` back as `arguments[n]`; anything else in
    /// braces stays as it is.
    static func fill(_ template: String, with arguments: [String]) -> String {
        guard !arguments.isEmpty, template.contains("{") else { return template }
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"),
               let n = Int(rest[afterOpen..<close]), arguments.indices.contains(n) {
                out += arguments[n]
                rest = rest[rest.index(after: close)...]
            } else {
                out.append("{")
                rest = rest[afterOpen...]
            }
        }
        return out + rest
    }
}

/// The message in the player's language. Write the English literally, so
/// the catalogue test finds it: `tr("Undo")`, `tr("\(n) moves")`.
public func tr(_ message: Message) -> String {
    message.text(in: Language.current)
}

/// The same English said in a place where another language needs other
/// words (the loom's "Play" tries a design; the panel's "Play" starts the
/// game): the catalogue keeps it under its context, as gettext's msgctxt.
public func tr(_ message: Message, context: StaticString) -> String {
    var m = message
    m.key = "\(context)\u{4}" + m.key
    let text = m.text(in: Language.current)
    // Without an entry, the English: the key less its context.
    return text.hasPrefix("\(context)\u{4}") ? String(text.dropFirst("\(context)\u{4}".count)) : text
}
