import BrocadeCore
import BrocadeTUI

/// Where the app keeps scores, saved games and settings. The storage module
/// provides the real one; tests use one in memory.
public protocol GameStore: AnyObject {
    var settings: Settings { get }
    var playerName: String { get }
    /// One-line messages for the player (a file set aside, a directory that
    /// cannot be written), each returned once.
    func takeNotices() -> [String]
    func hasSave(mode: String) -> Bool
    func loadSave(mode: String) -> [UInt8]?
    @discardableResult func writeSave(mode: String, _ bytes: [UInt8]) -> Bool
    /// Removes the mode's save if it is still the save of game `id` (nil:
    /// a save that names no game); another game's save stays.
    func removeSave(mode: String, id: String?)
    func setAsideSave(mode: String, reason: String)
    /// Keeps the new-game panel's choices for the mode's next game.
    func rememberChoices(mode: String, _ values: [String: String])
    func loadScores() -> ScoreBook
    @discardableResult
    func record(_ entry: ScoreEntry, mode: String, parameters: [String: String], ranking: Ranking) -> (rank: Int?, book: ScoreBook)
}

/// A store that keeps everything in memory, for a run where nothing may be
/// written, and for tests.
public final class MemoryStore: GameStore {
    public var settings: Settings
    public var playerName: String
    public var saves: [String: [UInt8]] = [:]
    public var book = ScoreBook()
    public var notices: [String] = []
    public var setAside: [String: String] = [:]
    /// How many times a save was written.
    public var saveWrites = 0

    public init(settings: Settings = Settings(), playerName: String = "player") {
        self.settings = settings
        self.playerName = playerName
    }

    public func takeNotices() -> [String] {
        defer { notices.removeAll() }
        return notices
    }

    public func hasSave(mode: String) -> Bool { saves[mode] != nil }
    public func loadSave(mode: String) -> [UInt8]? { saves[mode] }
    public func writeSave(mode: String, _ bytes: [UInt8]) -> Bool {
        saveWrites += 1
        saves[mode] = bytes
        return true
    }
    public func removeSave(mode: String, id: String?) {
        guard let bytes = saves[mode], SaveHeader.read(bytes)?.id == id else { return }
        saves[mode] = nil
    }
    public func setAsideSave(mode: String, reason: String) {
        if saves.removeValue(forKey: mode) != nil {
            setAside[mode] = reason
            notices.append(tr("Could not read the saved game (\(reason)); kept it aside and started afresh."))
        }
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
