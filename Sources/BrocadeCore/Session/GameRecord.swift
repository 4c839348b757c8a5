import BrocadeTUI

/// A saved game as a record, the way Tatham's puzzles save: the mode's
/// parameters, the seed, the starting position and the moves, replayed and
/// checked on load. Compact, and without a whole state per undo step.
public struct GameRecord<Params: Codable & Sendable, Rules: GameRules>: Codable, Sendable {
    public static var format: String { "brocade-save" }
    /// 1 was a whole session per save (still read through each mode's
    /// legacy reader); 2 is this record.
    public static var version: Int { 2 }

    public var format: String
    public var version: Int
    public var mode: String
    /// Names this game, so that finishing it removes its own save only,
    /// never the save of another game of the mode running elsewhere.
    public var id: String
    public var params: Params
    public var seed: UInt64
    /// How many new games were dealt from `seed` before this one.
    public var gameNumber: Int
    public var start: Rules
    public var moves: [Rules.Move]
    public var undone: [Rules.Move]
    public var timer: PlayTimer
    public var assisted: Bool
    /// A goal shown while play goes on (2048's target tile) is not shown again.
    public var goalShown: Bool
    /// The game is already in the scores (a finished game taken back with undo).
    public var recorded: Bool

    public init(mode: String, id: String, params: Params, seed: UInt64, gameNumber: Int, session: GameSession<Rules>,
                now: TimePoint, goalShown: Bool, recorded: Bool) {
        format = Self.format
        version = Self.version
        self.mode = mode
        self.id = id
        self.params = params
        self.seed = seed
        self.gameNumber = gameNumber
        start = session.start
        moves = session.moves
        undone = session.undoneMoves
        timer = session.pausedTimer(at: now)
        assisted = session.isAssisted
        self.goalShown = goalShown
        self.recorded = recorded
    }

    /// The session the record describes, every move replayed by the rules.
    public func session() throws -> GameSession<Rules> {
        try GameSession(replaying: start, moves: moves, undone: undone, timer: timer, assisted: assisted)
    }

    public func encoded() throws -> [UInt8] { try JSONCoding.encodeCompact(self) }

    /// Reads a record, checking that it is one, of this version and this mode.
    public static func decode(_ bytes: [UInt8], mode: String) throws -> GameRecord {
        let head = try JSONCoding.decode(SaveHeader.self, from: bytes)
        guard head.format == format else { throw ValidationError(tr("not a brocade save")) }
        guard head.version == version else { throw ValidationError(tr("format version \(head.version), expected \(version)")) }
        guard head.mode == mode else { throw ValidationError(tr("a save of \(head.mode), not \(mode)")) }
        let record = try JSONCoding.decode(GameRecord.self, from: bytes)
        guard record.gameNumber >= 0, record.id.count <= 64 else { throw ValidationError(tr("the save's game number or id is out of range")) }
        return record
    }
}

/// What every save starts with, whatever its version: enough to tell which
/// reader it needs, and whose game it is.
public struct SaveHeader: Codable, Sendable {
    public var format: String
    public var version: Int
    public var mode: String
    public var id: String?

    public static func read(_ bytes: [UInt8]) -> SaveHeader? { try? JSONCoding.decode(SaveHeader.self, from: bytes) }
}
