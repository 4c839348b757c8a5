import BrocadeCore
import BrocadeTUI

/// Score tables as lines of text: for the scores screen and for
/// `brocade scores`.
public enum ScoreTableText {
    public enum Line: Equatable, Sendable {
        case heading(String)
        case summary(String)
        case columns(String)
        case row(String, isPlayer: Bool)
        case note(String)
        case blank
    }

    public static func modeName(_ raw: String) -> String {
        ModeRegistry.builtIn.first { $0.mode.rawValue == raw }?.title ?? raw
    }

    /// A table's parameters as a player reads them: "dalishen · 3x4",
    /// "4x4", "3x3 · norm", not "rules=norm size=3"; the picture as the
    /// game names it (`picture(_:pictures:)`).
    public static func label(_ parameters: [String: String], pictures: [PictureInfo] = []) -> String {
        let known = ["picture", "size", "rules"]
        var parts: [String] = []
        for key in known {
            guard let v = parameters[key] else { continue }
            if key == "rules", let level = SlidingRules.Level(rawValue: v) {
                // As the game's status line names them: 标准 in Chinese, norm in English.
                parts.append(SlideMode.levelName(level))
                continue
            }
            if key == "picture" {
                parts.append(picture(v, pictures: pictures))
                continue
            }
            parts.append(key == "size" && Int(v) != nil ? "\(v)x\(v)" : v)
        }
        for key in parameters.keys.sorted() where !known.contains(key) { parts.append(extra(key, parameters[key]!)) }
        return parts.joined(separator: " · ")
    }

    /// A picture as the game names it: a design "Design · loom1" (not its
    /// id, "design:loom1"), a generated one "Generated · seed 42"; a
    /// built-in one by the name --picture takes ("bird") in English, and
    /// by its translated title ("鸟纹") in another language, when
    /// `pictures` has it.
    public static func picture(_ name: String, pictures: [PictureInfo]) -> String {
        if let design = DesignPicture.designName(of: name) { return tr("Design · \(design)") }
        if let seed = GeneratedPicture.seed(of: name) { return tr("Generated · seed \(seed)") }
        if Language.current != .en, let p = pictures.first(where: { $0.name == name }) { return PictureText.title(p) }
        return name
    }

    /// A parameter beyond picture, size and rules, as "key value": the
    /// jigsaw's own in the player's language, any other as it is.
    static func extra(_ key: String, _ value: String) -> String {
        switch (key, value) {
        case ("pieces", "turned"): return tr("pieces turned")
        case ("cut", "with tabs"): return tr("cut with tabs")
        default: return "\(key) \(value)"
        }
    }

    public static func lines(for table: ScoreTable, player: String?, pictures: [PictureInfo] = []) -> [Line] {
        var out: [Line] = [.heading(table.parameters.isEmpty ? modeName(table.mode) : label(table.parameters, pictures: pictures))]
        if let summary = summary(table) { out.append(.summary(summary)) }
        for assisted in [false, true] {
            let top = table.top(assisted: assisted)
            if top.isEmpty { continue }
            if assisted { out.append(.note(tr("Assisted (undo, hints or the solver used):"))) }
            out.append(.columns(header(table.ranking)))
            for (i, e) in top.enumerated() {
                out.append(.row(row(i + 1, e, table.ranking), isPlayer: player.map { PlayerName.clean($0) == e.name } ?? false))
            }
        }
        out.append(.blank)
        return out
    }

    public static func lines(for book: ScoreBook, mode: String, player: String?, pictures: [PictureInfo] = []) -> [Line] {
        let tables = book.tables(mode: mode)
        if tables.isEmpty { return [.note(tr("No scores yet. Finish a game to see it here.")), .blank] }
        return tables.flatMap { lines(for: $0, player: player, pictures: pictures) }
    }

    /// The best of a table in one line: "best time 1:04, fewest moves 12".
    static func summary(_ table: ScoreTable) -> String? {
        switch table.ranking {
        case .fastest:
            let time = table.top(assisted: false, limit: 1).first?.timeMilliseconds.map { formatDuration(milliseconds: $0) }
            switch (time, table.fewestMoves) {
            case let (t?, m?): return tr("best time \(t), fewest moves \(m)")
            case let (t?, nil): return tr("best time \(t)")
            case let (nil, m?): return tr("fewest moves \(m)")
            case (nil, nil): return nil
            }
        case .highestScore:
            switch (table.bestScore, table.largestTile) {
            case let (s?, t?): return tr("best score \(s), largest tile \(t)")
            case let (s?, nil): return tr("best score \(s)")
            case let (nil, t?): return tr("largest tile \(t)")
            case (nil, nil): return nil
            }
        }
    }

    static func pad(_ s: String, _ w: Int, right: Bool = false) -> String {
        let t = TextWidth.truncate(s, to: w)
        let fill = String(repeating: " ", count: max(0, w - TextWidth.of(t)))
        return right ? fill + t : t + fill
    }

    static func header(_ r: Ranking) -> String {
        switch r {
        case .fastest:
            return pad("#", 3, right: true) + "  " + pad(tr("Name"), 24) + "  " + pad(tr("Time"), 8, right: true) + "  "
                + pad(tr("Moves"), 6, right: true) + "  " + tr("Date")
        case .highestScore:
            return pad("#", 3, right: true) + "  " + pad(tr("Name"), 24) + "  " + pad(tr("Score"), 8, right: true) + "  "
                + pad(tr("Tile"), 6, right: true) + "  " + tr("Date")
        }
    }

    static func row(_ rank: Int, _ e: ScoreEntry, _ r: Ranking) -> String {
        let date = CalendarDate.day(of: e.date)
        switch r {
        case .fastest:
            return pad("\(rank)", 3, right: true) + "  " + pad(e.name, 24) + "  "
                + pad(e.timeMilliseconds.map { formatDuration(milliseconds: $0) } ?? "-", 8, right: true) + "  "
                + pad(e.moves.map(String.init) ?? "-", 6, right: true) + "  " + date
        case .highestScore:
            return pad("\(rank)", 3, right: true) + "  " + pad(e.name, 24) + "  "
                + pad(e.score.map(String.init) ?? "-", 8, right: true) + "  "
                + pad(e.largestTile.map(String.init) ?? "-", 6, right: true) + "  " + date
        }
    }

    /// Plain text for a terminal or a pipe.
    public static func plainText(_ book: ScoreBook, modes: [ModeInfo], player: String?, pictures: [PictureInfo] = []) -> String {
        var out = ""
        for mode in modes {
            out += "\(mode.title)\n"
            for line in lines(for: book, mode: mode.mode.rawValue, player: player, pictures: pictures) {
                switch line {
                case .heading(let s): out += "  \(s)\n"
                case .summary(let s):
                    let inBrackets = tr("(\(s))")
                    out += "  \(inBrackets)\n"
                case .columns(let s), .note(let s): out += "  \(s)\n"
                case .row(let s, _): out += "  \(s)\n"
                case .blank: out += "\n"
                }
            }
        }
        return out
    }
}
