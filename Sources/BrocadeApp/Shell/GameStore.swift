import BrocadeCore
import BrocadeTUI

/// Where the app keeps scores, games in progress and settings. The storage
/// module provides the real one; tests use one in memory.
///
/// Games in progress are kept on a shelf, each under its id, as many as the
/// player starts: starting a new game never overwrites another, and two
/// instances never touch each other's games.
public protocol GameStore: AnyObject {
    var settings: Settings { get }
    var playerName: String { get }
    /// One-line messages for the player (a file set aside, a directory that
    /// cannot be written), each returned once.
    func takeNotices() -> [String]
    /// Games left are kept (false when nothing can be written: leaving then asks first).
    var canKeepGames: Bool { get }
    /// How many games of the mode are kept.
    func keptCount(mode: String) -> Int
    /// The mode's kept games, newest first; one that cannot be read is set aside, with a notice.
    func keptGames(mode: String) -> [KeptGame]
    func loadSave(mode: String, id: String) -> [UInt8]?
    @discardableResult func writeSave(mode: String, id: String, _ bytes: [UInt8]) -> Bool
    /// Takes game `id` off the shelf: it was finished, or the player removed it.
    func removeSave(mode: String, id: String)
    func setAsideSave(mode: String, id: String, reason: String)
    /// Keeps the new-game panel's choices for the mode's next game.
    func rememberChoices(mode: String, _ values: [String: String])
    func loadScores() -> ScoreBook
    @discardableResult
    func record(_ entry: ScoreEntry, mode: String, parameters: [String: String], ranking: Ranking) -> (rank: Int?, book: ScoreBook)
}

extension GameStore {
    public func hasSave(mode: String) -> Bool { keptCount(mode: mode) > 0 }
}

/// A store that keeps everything in memory, for tests.
public final class MemoryStore: GameStore {
    public var settings: Settings
    public var playerName: String
    /// Each mode's kept games, newest first.
    public var shelf: [String: [KeptGame]] = [:]
    public var book = ScoreBook()
    public var notices: [String] = []
    public var setAside: [String: String] = [:]
    /// How many times a save was written.
    public var saveWrites = 0
    public var canKeepGames = true
    /// The clock of `savedAt`: each write is a second later.
    private var clock: Int64 = 1_700_000_000

    public init(settings: Settings = Settings(), playerName: String = "player") {
        self.settings = settings
        self.playerName = playerName
    }

    /// The newest kept game of each mode; setting one puts it on the shelf
    /// (in the place of a game of its id), setting nil empties the mode's shelf.
    public var saves: [String: [UInt8]] {
        get { shelf.compactMapValues { $0.first?.bytes } }
        set {
            for mode in shelf.keys where newValue[mode] == nil { shelf[mode] = nil }
            for (mode, bytes) in newValue where shelf[mode]?.first?.bytes != bytes {
                let id = SaveHeader.read(bytes)?.id.flatMap { SaveID.isValid($0) ? $0 : nil } ?? "test"
                put(mode: mode, id: id, bytes)
            }
        }
    }

    private func put(mode: String, id: String, _ bytes: [UInt8]) {
        clock += 1
        var games = shelf[mode, default: []].filter { $0.id != id }
        games.insert(KeptGame(id: id, savedAt: clock, bytes: bytes), at: 0)
        shelf[mode] = games
    }

    public func takeNotices() -> [String] {
        defer { notices.removeAll() }
        return notices
    }

    public func keptCount(mode: String) -> Int { shelf[mode]?.count ?? 0 }
    public func keptGames(mode: String) -> [KeptGame] { shelf[mode] ?? [] }
    public func loadSave(mode: String, id: String) -> [UInt8]? { shelf[mode]?.first { $0.id == id }?.bytes }
    public func writeSave(mode: String, id: String, _ bytes: [UInt8]) -> Bool {
        guard canKeepGames else { return false }
        saveWrites += 1
        put(mode: mode, id: id, bytes)
        return true
    }
    public func removeSave(mode: String, id: String) {
        shelf[mode]?.removeAll { $0.id == id }
        if shelf[mode]?.isEmpty == true { shelf[mode] = nil }
    }
    public func setAsideSave(mode: String, id: String, reason: String) {
        guard shelf[mode]?.contains(where: { $0.id == id }) == true else { return }
        removeSave(mode: mode, id: id)
        setAside[mode] = reason
        notices.append(tr("Could not read the saved game (\(reason)); kept it aside and started afresh."))
    }
    public func rememberChoices(mode: String, _ values: [String: String]) { settings.lastChoices[mode] = values }
    public func loadScores() -> ScoreBook { book }
    public func record(_ entry: ScoreEntry, mode: String, parameters: [String: String], ranking: Ranking) -> (rank: Int?, book: ScoreBook) {
        var e = entry
        e.name = PlayerName.clean(e.name)
        let rank = book.add(e, mode: mode, parameters: parameters, ranking: ranking)
        return (rank, book)
    }
}
