import BrocadeTUI

/// One finished game in a score table.
public struct ScoreEntry: Codable, Equatable, Sendable {
    public var name: String
    /// When the game ended, as ISO 8601 UTC (2026-11-21T23:40:00Z).
    public var date: String
    public var timeMilliseconds: Int64?
    public var moves: Int?
    public var score: Int?
    public var largestTile: Int?
    /// Undo, a hint or the solver was used: ranked apart.
    public var assisted: Bool

    public init(name: String, date: String, timeMilliseconds: Int64? = nil, moves: Int? = nil,
                score: Int? = nil, largestTile: Int? = nil, assisted: Bool = false) {
        self.name = name
        self.date = date
        self.timeMilliseconds = timeMilliseconds
        self.moves = moves
        self.score = score
        self.largestTile = largestTile
        self.assisted = assisted
    }

    var isValid: Bool {
        (timeMilliseconds ?? 0) >= 0 && (moves ?? 0) >= 0 && (score ?? 0) >= 0 && (largestTile ?? 0) >= 0
            && date.count <= 40 && name.count <= 200
    }
}

/// How a table orders its games.
public enum Ranking: String, Codable, Sendable {
    /// Best time first, then fewest moves (jigsaw, sliding puzzle).
    case fastest
    /// Highest score first, then the largest tile (2048).
    case highestScore

    func better(_ a: ScoreEntry, _ b: ScoreEntry) -> Bool {
        switch self {
        case .fastest:
            let ta = a.timeMilliseconds ?? .max, tb = b.timeMilliseconds ?? .max
            if ta != tb { return ta < tb }
            let ma = a.moves ?? .max, mb = b.moves ?? .max
            if ma != mb { return ma < mb }
        case .highestScore:
            let sa = a.score ?? 0, sb = b.score ?? 0
            if sa != sb { return sa > sb }
            let la = a.largestTile ?? 0, lb = b.largestTile ?? 0
            if la != lb { return la > lb }
        }
        return a.date < b.date // the earlier game keeps its place
    }
}

/// The scores of one mode with one set of parameters (2048 on 4x4; the
/// sliding puzzle at 3x3 under norm).
public struct ScoreTable: Codable, Equatable, Sendable {
    public var mode: String
    public var parameters: [String: String]
    public var ranking: Ranking
    /// Every game recorded, best first within assisted and unassisted.
    public var entries: [ScoreEntry]

    public init(mode: String, parameters: [String: String], ranking: Ranking, entries: [ScoreEntry] = []) {
        self.mode = mode
        self.parameters = parameters
        self.ranking = ranking
        self.entries = entries
    }

    /// "size=4 rules=norm": the parameters in a stable order.
    public var parameterText: String {
        parameters.keys.sorted().map { "\($0)=\(parameters[$0]!)" }.joined(separator: " ")
    }

    public func top(assisted: Bool, limit: Int = ScoreBook.shown) -> [ScoreEntry] {
        Array(entries.filter { $0.assisted == assisted }.sorted(by: ranking.better).prefix(limit))
    }

    /// Best time and fewest moves may come from different games.
    public var fewestMoves: Int? { entries.filter { !$0.assisted }.compactMap(\.moves).min() }
    public var largestTile: Int? { entries.compactMap(\.largestTile).max() }
    public var bestScore: Int? { entries.filter { !$0.assisted }.compactMap(\.score).max() }
}

/// Every score table. Tables keep up to `kept` games each; screens show the
/// top `shown`.
public struct ScoreBook: Codable, Equatable, Sendable {
    public static let shown = 10
    public static let kept = 5000
    public static let format = "brocade-scores"
    public static let version = 1

    public var format = ScoreBook.format
    public var version = ScoreBook.version
    public var tables: [ScoreTable] = []

    public init() {}

    public func table(mode: String, parameters: [String: String]) -> ScoreTable? {
        tables.first { $0.mode == mode && $0.parameters == parameters }
    }

    public func tables(mode: String) -> [ScoreTable] {
        tables.filter { $0.mode == mode }.sorted { $0.parameterText < $1.parameterText }
    }

    /// Adds a game; returns its rank among the games of its kind (assisted
    /// or not), 1-based, or nil when it is outside the top `shown`.
    @discardableResult
    public mutating func add(_ entry: ScoreEntry, mode: String, parameters: [String: String], ranking: Ranking) -> Int? {
        var index = tables.firstIndex { $0.mode == mode && $0.parameters == parameters }
        if index == nil {
            tables.append(ScoreTable(mode: mode, parameters: parameters, ranking: ranking))
            index = tables.count - 1
        }
        var table = tables[index!]
        table.entries.append(entry)
        table.entries.sort { a, b in
            a.assisted != b.assisted ? !a.assisted : table.ranking.better(a, b)
        }
        if table.entries.count > Self.kept {
            table.entries.removeLast(table.entries.count - Self.kept)
        }
        tables[index!] = table
        let same = table.entries.filter { $0.assisted == entry.assisted }
        guard let rank = same.firstIndex(of: entry) else { return nil }
        return rank < Self.shown ? rank + 1 : nil
    }

    /// Checks what a file claimed: the right format and version, and values
    /// in range. Names are cleaned, never trusted.
    public func validated() throws -> ScoreBook {
        guard format == Self.format else { throw ValidationError(tr("not a brocade scores file")) }
        guard version == Self.version else { throw ValidationError(tr("format version \(version), expected \(Self.version)")) }
        var copy = self
        for i in copy.tables.indices {
            // `brocade scores` prints these as they are.
            copy.tables[i].mode = SafeText.clean(copy.tables[i].mode)
            copy.tables[i].parameters = Dictionary(copy.tables[i].parameters.map { (SafeText.clean($0.key), SafeText.clean($0.value)) },
                                                   uniquingKeysWith: { a, _ in a })
            for j in copy.tables[i].entries.indices {
                guard copy.tables[i].entries[j].isValid else { throw ValidationError(tr("a score is out of range")) }
                copy.tables[i].entries[j].name = PlayerName.clean(copy.tables[i].entries[j].name)
                copy.tables[i].entries[j].date = SafeText.clean(copy.tables[i].entries[j].date)
            }
            guard copy.tables[i].entries.count <= Self.kept else { throw ValidationError(tr("too many scores in one table")) }
        }
        return copy
    }
}
