import BrocadeTUI

extension KeysReference {
    /// The README's "Keys at a glance" table: a row a screen, its keys
    /// (each key in backquotes) and its mouse actions, a help line each,
    /// between " · ".
    public static func markdownTable(_ rows: [Row]) -> String {
        var lines = ["| Screen | Keys | Mouse |", "|---|---|---|"]
        for r in rows {
            let keys = r.keys.map { markdownKeys($0.keys) + " " + cell($0.action) }
            let mouse = r.mouse.map { cell(gesture($0.keys)) + ": " + cell($0.action) }
            lines.append("| \(r.title) | \(keys.joined(separator: " · ")) | \(mouse.joined(separator: " · ")) |")
        }
        return lines.joined(separator: "\n")
    }

    static func markdownKeys(_ keys: String) -> String {
        words(keys).map { w in
            (isKey(w.word) ? "`\(w.word)`" : cell(w.word)) + (w.comma ? "," : "")
        }.joined(separator: " ")
    }

    /// Text in a table cell: a bar would end the cell, a backquote start code.
    static func cell(_ text: String) -> String {
        text.replacing("|", with: "\\|").replacing("`", with: "'")
    }
}
