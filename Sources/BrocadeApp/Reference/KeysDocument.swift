import BrocadeCore
import BrocadeTUI

/// The files whose keys tables `KeysReference` writes, and how: the
/// README's one table in English; in each manual page, a list a screen, in
/// its language, where its subsection names it (`keys: jigsaws`).
public enum KeysDocument: String, CaseIterable, Sendable {
    case readme = "README.md"
    case manual = "man/brocade.6"
    case chineseManual = "man/zh_CN/brocade.6"

    /// Its path from the package's root.
    public var path: String { rawValue }

    public var language: Language { self == .chineseManual ? .zh : .en }

    /// The regions it must have, each once, in any order: the README's table, or every row's list.
    public func regionNames(_ rows: [KeysReference.Row]) -> [String] {
        self == .readme ? ["keys: table"] : rows.map { "keys: \($0.id)" }
    }

    /// `text` with its tables made anew from the help, in its language.
    public func regenerated(_ text: String, pictures: PictureProvider, picture: PictureInfo) throws -> String {
        try Language.$override.withValue(language) {
            let rows = try KeysReference.rows(pictures: pictures, picture: picture)
            let names = GeneratedRegions.names(in: text)
            if names.sorted() != regionNames(rows).sorted() {
                throw GeneratedRegions.Problem(description: "\(path) has the regions \(names), not \(regionNames(rows))")
            }
            return try GeneratedRegions.replacing(in: text) { name in
                if self == .readme { return KeysReference.markdownTable(rows) }
                guard let row = rows.first(where: { "keys: \($0.id)" == name }) else {
                    throw GeneratedRegions.Problem(description: "\(path): no screen is called \(name)")
                }
                return KeysReference.mdocList(row)
            }
        }
    }
}
