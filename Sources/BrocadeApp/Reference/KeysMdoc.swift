import BrocadeTUI

extension KeysReference {
    /// A row as mdoc for the manual pages, in the language of the moment:
    /// a sentence, then a compact list of the help's lines, the keys with
    /// Cm, then the mouse actions.
    public static func mdocList(_ row: Row) -> String {
        // The keys' column as wide as its widest line, up to a third of the page.
        let width = min(24, (row.keys + row.mouse).map { TextWidth.of($0.keys) }.max() ?? 0) + 2
        var lines = [roffText(tr("In short, as the help (?) lists them:")), ".Bl -tag -width \(width)n -compact"]
        for e in row.keys {
            lines.append(".It " + mdocKeys(e.keys))
            lines.append(roffText(e.action))
        }
        for e in row.mouse {
            lines.append(".It " + e.keys.split(separator: " ").map { macroArgument(String($0)) }.joined(separator: " "))
            lines.append(roffText(e.action))
        }
        lines.append(".El")
        return lines.joined(separator: "\n")
    }

    /// A help line's keys on an .It line: each key with Cm, each other
    /// word plain (No).
    static func mdocKeys(_ keys: String) -> String {
        var out: [String] = [], inCm = false
        for w in words(keys) {
            if isKey(w.word) {
                out += ["Cm", macroArgument(w.word)]
                inCm = true
            } else {
                if inCm { out.append("No") }
                out.append(macroArgument(w.word))
                inCm = false
            }
            if w.comma { out.append(",") }
        }
        return out.joined(separator: " ")
    }

    /// A word on a macro line, behind \& where mdoc would read it as a
    /// macro (a capital and one or two letters: "Tab", "No") or as
    /// punctuation ("[", "?").
    static func macroArgument(_ word: String) -> String {
        let macroLike = word.wholeMatch(of: #/[A-Z%][A-Za-z][a-z]?/#) != nil
        let punctuation = word.allSatisfy { "()[].,:;?!|".contains($0) }
        return (macroLike || punctuation ? "\\&" : "") + roffEscaped(word)
    }

    static func roffEscaped(_ text: String) -> String { text.replacing("\\", with: "\\e") }

    /// A text line: escaped, and never read as a request.
    static func roffText(_ text: String) -> String {
        let t = roffEscaped(text)
        return t.hasPrefix(".") || t.hasPrefix("'") ? "\\&" + t : t
    }
}
