import BrocadeTUI
/// The part of TOML a flat settings file needs: comments, blank lines and
/// `key = value` with strings, integers, floats and booleans. Anything else
/// (tables, arrays, dates) is reported as an error with its line number, so a
/// hand-edited file that goes wrong is named, never half-read.
public enum SimpleTOML {
    public enum Value: Equatable, Sendable {
        case string(String)
        case integer(Int)
        case float(Double)
        case boolean(Bool)
    }

    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { tr("line \(line): \(message)") }
    }

    public static func parse(_ text: String) throws -> [(key: String, value: Value)] {
        var out: [(String, Value)] = []
        var seen = Set<String>()
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNo = i + 1
            var line = Substring(raw)
            if line.last == "\r" { line = line.dropLast() }
            line = line.drop { $0 == " " || $0 == "\t" }
            if line.isEmpty || line.first == "#" { continue }
            guard let eq = line.firstIndex(of: "=") else {
                if line.first == "[" { throw ParseError(line: lineNo, message: tr("tables are not used in this file")) }
                throw ParseError(line: lineNo, message: tr("expected key = value"))
            }
            let key = line[..<eq].trimmingCharacters()
            guard !key.isEmpty, key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }) else {
                throw ParseError(line: lineNo, message: tr("bad key '\(key)'"))
            }
            guard seen.insert(key).inserted else { throw ParseError(line: lineNo, message: tr("'\(key)' is set twice")) }
            let value = try parseValue(line[line.index(after: eq)...], line: lineNo)
            out.append((key, value))
        }
        return out
    }

    private static func parseValue(_ s: Substring, line: Int) throws -> Value {
        var rest = s.drop { $0 == " " || $0 == "\t" }
        guard let first = rest.first else { throw ParseError(line: line, message: tr("missing value")) }
        let value: Value
        if first == "\"" || first == "'" {
            rest = rest.dropFirst()
            var text = ""
            var closed = false
            while let c = rest.first {
                rest = rest.dropFirst()
                if c == first { closed = true; break }
                if c == "\\" && first == "\"" {
                    guard let e = rest.first else { break }
                    rest = rest.dropFirst()
                    switch e {
                    case "\"": text.append("\"")
                    case "\\": text.append("\\")
                    case "n": text.append("\n")
                    case "t": text.append("\t")
                    case "r": text.append("\r")
                    case "u", "U":
                        let n = e == "u" ? 4 : 8
                        let hex = String(rest.prefix(n))
                        guard hex.count == n, let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) else {
                            throw ParseError(line: line, message: tr("bad \\\(e) escape"))
                        }
                        text.unicodeScalars.append(scalar)
                        rest = rest.dropFirst(n)
                    default: throw ParseError(line: line, message: tr("bad escape \\\(e)"))
                    }
                } else {
                    text.append(c)
                }
            }
            guard closed else { throw ParseError(line: line, message: tr("unterminated string")) }
            value = .string(text)
        } else {
            let end = rest.firstIndex { $0 == " " || $0 == "\t" || $0 == "#" } ?? rest.endIndex
            let token = String(rest[..<end]).replacingUnderscores()
            rest = rest[end...]
            if token == "true" { value = .boolean(true) }
            else if token == "false" { value = .boolean(false) }
            else if let n = Int(token) { value = .integer(n) }
            else if let d = Double(token), token.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) { value = .float(d) }
            else { throw ParseError(line: line, message: tr("cannot read value '\(token)'")) }
        }
        let tail = rest.drop { $0 == " " || $0 == "\t" }
        if let c = tail.first, c != "#" { throw ParseError(line: line, message: tr("unexpected text after the value")) }
        return value
    }

    /// A TOML string literal for `s`.
    public static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension Substring {
    func trimmingCharacters() -> String {
        String(self.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

extension String {
    func replacingUnderscores() -> String {
        // TOML allows 1_000 in numbers.
        filter { $0 != "_" }
    }
}
