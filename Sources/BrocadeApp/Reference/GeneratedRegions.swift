/// The parts of a hand-written file that a program writes: each between a
/// line naming it, `BEGIN GENERATED keys: NAME`, and a line `END
/// GENERATED`, in the file's own comments (`.\"` in roff, `<!-- -->` in
/// Markdown). Only what lies between the two lines is replaced.
public enum GeneratedRegions {
    public struct Problem: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// The names of the regions, in order.
    public static func names(in text: String) -> [String] {
        lines(text).compactMap(name)
    }

    /// `text` with each region's lines replaced by `make(name)`.
    public static func replacing(in text: String, _ make: (String) throws -> String) throws -> String {
        var out: [String] = [], open: String?
        for line in lines(text) {
            if let n = name(line) {
                guard open == nil else { throw Problem(description: "region \(open!) has no END GENERATED before \(n)") }
                out.append(line)
                out += lines(try make(n))
                open = n
            } else if line.contains("END GENERATED") {
                guard open != nil else { throw Problem(description: "END GENERATED without a BEGIN") }
                out.append(line)
                open = nil
            } else if open == nil {
                out.append(line)
            }
        }
        if let open { throw Problem(description: "region \(open) has no END GENERATED") }
        return out.joined(separator: "\n")
    }

    static func lines(_ text: String) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// The region a line begins: "keys: jigsaws" in `.\" BEGIN GENERATED keys: jigsaws (…)`.
    static func name(_ line: String) -> String? {
        guard let r = line.firstRange(of: "BEGIN GENERATED ") else { return nil }
        let rest = line[r.upperBound...]
        let end = rest.firstRange(of: " (")?.lowerBound ?? rest.firstRange(of: " -->")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }
}
