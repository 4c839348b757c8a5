import BrocadeCore
import BrocadeTUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every file brocade keeps: scores, saved games and settings. Nothing here
/// ever throws at the game: a file that cannot be read is set aside and
/// named in a notice, a directory that cannot be written is reported once,
/// and play goes on.
public final class Storage {
    public let directories: Directories
    public private(set) var settings = Settings()
    /// Why scores and saves cannot be kept, if they cannot.
    public private(set) var unwritableReason: String?
    private var pendingNotices: [String] = []
    /// The notice that scores and saves cannot be kept, while it is pending.
    private var pendingUnwritable: String?
    private var toldUnwritable = false

    public static let scoresLimit = 8 * 1024 * 1024
    public static let saveLimit = 16 * 1024 * 1024

    public init(environment: [String: String]) {
        directories = Directories.resolve(environment: environment)
        if let problem = directories.problem {
            unwritableReason = problem
        } else {
            for dir in [directories.data!, directories.state!] {
                do {
                    try FileSystem.checkWritable(dir)
                    FileSystem.removeStaleTemporaries(in: dir)
                } catch let e as StorageError {
                    unwritableReason = e.description
                    break
                } catch {
                    unwritableReason = "\(dir): \(error)"
                    break
                }
            }
        }
        if let reason = unwritableReason {
            noteUnwritable(reason)
            toldUnwritable = true
        }
        loadSettings()
    }

    /// The `language` setting, read without touching anything else: the
    /// language must be known before `--help` is written, and `--help`
    /// creates no folder and no file. A broken file says nothing here; the
    /// game sets it aside and says so when it starts.
    public static func languageSetting(environment: [String: String]) -> Language? {
        guard let config = Directories.resolve(environment: environment).config,
              case .bytes(let bytes)? = try? FileSystem.read(config + "/settings.toml", limit: SettingsFile.limit),
              let settings = try? SettingsFile.parse(String(decoding: bytes, as: UTF8.self)) else { return nil }
        return settings.language
    }

    /// The `graphics` setting, read before the terminal is taken (so before
    /// any folder is made): auto when there is no readable settings file.
    public static func graphicsSetting(environment: [String: String]) -> GraphicsMode {
        guard let config = Directories.resolve(environment: environment).config,
              case .bytes(let bytes)? = try? FileSystem.read(config + "/settings.toml", limit: SettingsFile.limit),
              let settings = try? SettingsFile.parse(String(decoding: bytes, as: UTF8.self)) else { return .auto }
        return settings.graphics
    }

    public var scoresPath: String? { directories.data.map { $0 + "/scores.json" } }
    public var settingsPath: String? { directories.config.map { $0 + "/settings.toml" } }
    /// The sliding-puzzle solver's tables, each board's in its own file of
    /// the cache home, each made when first needed; `willBuild` is told the
    /// board (4 or 5) when its tables must be built.
    public func slideSolverTables(_ size: SlideSolverTables.Size,
                                  willBuild: @escaping @Sendable (Int) -> Void = { _ in }) -> SlideSolverTables {
        SlideSolverTables(fourByFour: solverTables(size).source(willBuild: { willBuild(4) }),
                          fiveByFive: fiveByFiveSolverTables.source(willBuild: { willBuild(5) }))
    }

    /// The 5x5 sliding-puzzle solver's pattern databases: about 25 MiB.
    public var fiveByFiveSolverTables: SolverTablesFile {
        SolverTablesFile(file: CacheFile(path: directories.cache.map { $0 + "/slide-5x5.pdb" }), board: 5)
    }

    /// The 4x4 sliding-puzzle solver's pattern databases: about 11 MiB, or 550 MiB for the large ones.
    public func solverTables(_ size: SlideSolverTables.Size) -> SolverTablesFile {
        switch size {
        case .standard:
            SolverTablesFile(file: CacheFile(path: directories.cache.map { $0 + "/slide-4x4.pdb" }))
        case .large:
            SolverTablesFile(file: CacheFile(path: directories.cache.map { $0 + "/slide-4x4-large.pdb" }, limit: 1 << 30),
                             size: .large)
        }
    }

    /// One-line messages for the player, each given once.
    public func takeNotices() -> [String] {
        defer { pendingNotices.removeAll(); pendingUnwritable = nil }
        return pendingNotices
    }

    /// The notices about files that could not be read, without the one
    /// that scores and saves cannot be kept, which does not matter to a
    /// command that only reads.
    public func takeReadNotices() -> [String] {
        let unwritable = pendingUnwritable
        return takeNotices().filter { $0 != unwritable }
    }

    // Reasons quote what the files held; they go to the screen and stderr.
    private func note(_ s: String) { pendingNotices.append(SafeText.clean(s)) }

    private func noteUnwritable(_ reason: String) {
        note(tr("Scores and saves will not be kept: \(reason)."))
        pendingUnwritable = pendingNotices.last
    }

    private func writeFailed(_ error: Error) {
        guard !toldUnwritable else { return }
        toldUnwritable = true
        noteUnwritable("\(error)")
    }

    // MARK: Settings

    private func loadSettings() {
        guard let path = settingsPath else { return }
        switch readOrSetAside(path, limit: SettingsFile.limit, what: tr("settings"), parse: { bytes in
            try SettingsFile.parse(String(decoding: bytes, as: UTF8.self))
        }) {
        case .some(let s):
            settings = s
        case .none:
            // No file yet (or it was set aside): write the documented one.
            if !FileSystem.exists(path) {
                try? FileSystem.writeAtomically(Array(SettingsFile.template().utf8), to: path)
            }
        }
    }

    /// Writes the new-game panel's choices into settings.toml, keeping the
    /// rest of the file as the player left it. A file that could not be
    /// read was set aside, so it is written afresh.
    public func rememberChoices(mode: String, _ values: [String: String]) {
        settings.lastChoices[mode] = values
        guard let path = settingsPath else { return }
        var text = SettingsFile.template(settings)
        if FileSystem.exists(path), case .some(let r) = try? FileSystem.read(path, limit: SettingsFile.limit),
           case .bytes(let bytes) = r {
            let current = String(decoding: bytes, as: UTF8.self)
            // A file that has gone bad since it was read is not ours to rewrite.
            guard (try? SettingsFile.parse(current)) != nil else { return }
            text = current
        }
        do {
            try FileSystem.writeAtomically(Array(SettingsFile.remember(mode: mode, values, in: text).utf8), to: path)
        } catch {
            writeFailed(error)
        }
    }

    /// The name for new scores: the setting, else the login name.
    public var playerName: String {
        if let n = settings.playerName, !n.isEmpty { return n }
        let login = PlayerName.clean(Self.loginName() ?? "")
        return login.isEmpty ? "player" : login
    }

    static func loginName() -> String? {
        if let pw = getpwuid(getuid()), let name = pw.pointee.pw_name {
            let s = String(cString: name)
            if !s.isEmpty { return s }
        }
        return nil
    }

    // MARK: Scores

    public func loadScores() -> ScoreBook {
        guard let path = scoresPath else { return ScoreBook() }
        return readOrSetAside(path, limit: Self.scoresLimit, what: tr("scores"), parse: Self.parseScores) ?? ScoreBook()
    }

    static func parseScores(_ bytes: [UInt8]) throws -> ScoreBook {
        try JSONCoding.decode(ScoreBook.self, from: bytes).validated()
    }

    /// Adds a game under the lock, so two games finishing at once both keep
    /// their scores. Returns its rank (nil outside the shown top) and the book.
    @discardableResult
    public func record(_ entry: ScoreEntry, mode: String, parameters: [String: String], ranking: Ranking) -> (rank: Int?, book: ScoreBook) {
        var clean = entry
        clean.name = PlayerName.clean(entry.name)
        guard unwritableReason == nil, let path = scoresPath else {
            var book = ScoreBook()
            let rank = book.add(clean, mode: mode, parameters: parameters, ranking: ranking)
            return (rank, book)
        }
        do {
            return try FileLock.withLock(path) {
                var book = readOrSetAside(path, limit: Self.scoresLimit, what: tr("scores"), parse: Self.parseScores) ?? ScoreBook()
                let rank = book.add(clean, mode: mode, parameters: parameters, ranking: ranking)
                try FileSystem.writeAtomically(try JSONCoding.encode(book), to: path)
                return (rank, book)
            }
        } catch {
            writeFailed(error)
            var book = ScoreBook()
            let rank = book.add(clean, mode: mode, parameters: parameters, ranking: ranking)
            return (rank, book)
        }
    }

    // MARK: Saves

    /// Games can be kept: the state directory is writable and no write has failed.
    public var canKeepGames: Bool { unwritableReason == nil && !toldUnwritable }

    /// The folder of a mode's kept games, one file a game: `MODE/ID.json`.
    public func shelfPath(mode: String) -> String? { directories.state.map { $0 + "/\(mode)" } }
    public func savePath(mode: String, id: String) -> String? { shelfPath(mode: mode).map { $0 + "/\(id).json" } }
    /// Where a mode's one save was kept before the shelf: moved in on first look.
    func legacySavePath(mode: String) -> String? { directories.state.map { $0 + "/\(mode).json" } }

    /// The ids of a mode's kept games and when each was last saved, newest first.
    func shelf(mode: String) -> [(id: String, savedAt: Int64)] {
        moveLegacySave(mode: mode)
        guard let dir = shelfPath(mode: mode) else { return [] }
        FileSystem.removeStaleTemporaries(in: dir)
        return FileSystem.list(dir).compactMap { name -> (String, Int64)? in
            guard name.hasSuffix(".json") else { return nil }
            let id = String(name.dropLast(5))
            guard SaveID.isValid(id), let t = FileSystem.modified(dir + "/" + name) else { return nil }
            return (id, t)
        }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.map { (id: $0.0, savedAt: $0.1 / 1_000_000_000) }
    }

    /// The save of the first layout, `MODE.json`, becomes a game on the
    /// shelf under its own id (or a new one), once. Another instance doing
    /// the same at the same moment loses the rename, and nothing else.
    func moveLegacySave(mode: String) {
        guard unwritableReason == nil, let old = legacySavePath(mode: mode), FileSystem.exists(old),
              let dir = shelfPath(mode: mode) else { return }
        var id = "legacy"
        if case .bytes(let bytes)? = try? FileSystem.read(old, limit: Self.saveLimit), let named = SaveHeader.read(bytes)?.id,
           SaveID.isValid(named) { id = named }
        if id == "legacy" || FileSystem.exists(dir + "/\(id).json") { id = SaveID.random() }
        do {
            try FileSystem.makeDirectory(dir)
            try FileSystem.move(old, to: dir + "/\(id).json")
        } catch {
            // Left where it was: the next look tries again.
        }
    }

    public func keptCount(mode: String) -> Int { shelf(mode: mode).count }
    public func hasSave(mode: String) -> Bool { keptCount(mode: mode) > 0 }

    /// Every kept game of the mode, newest first; unreadable ones are set aside and said so.
    public func keptGames(mode: String) -> [KeptGame] {
        shelf(mode: mode).compactMap { entry in
            loadSave(mode: mode, id: entry.id).map { KeptGame(id: entry.id, savedAt: entry.savedAt, bytes: $0) }
        }
    }

    public func loadSave(mode: String, id: String) -> [UInt8]? {
        guard SaveID.isValid(id), let path = savePath(mode: mode, id: id) else { return nil }
        return readOrSetAside(path, limit: Self.saveLimit, what: tr("saved game"), parse: { $0 })
    }

    /// Writes game `id`'s save atomically; false when it could not be kept.
    /// Each game has a file of its own, so two instances never overwrite
    /// each other's games.
    @discardableResult
    public func writeSave(mode: String, id: String, _ bytes: [UInt8]) -> Bool {
        guard unwritableReason == nil, SaveID.isValid(id), let path = savePath(mode: mode, id: id) else { return false }
        do {
            try FileSystem.writeAtomically(bytes, to: path)
            return true
        } catch {
            writeFailed(error)
            return false
        }
    }

    /// Removes game `id` from the shelf (it was finished, or the player removed it).
    public func removeSave(mode: String, id: String) {
        guard SaveID.isValid(id), let path = savePath(mode: mode, id: id) else { return }
        FileSystem.remove(path)
    }

    /// A save the mode could not make sense of: kept aside, and said so.
    public func setAsideSave(mode: String, id: String, reason: String) {
        guard SaveID.isValid(id), let path = savePath(mode: mode, id: id), FileSystem.exists(path) else { return }
        setAside(path, what: tr("saved game"), reason: reason)
    }

    // MARK: Reading

    /// Reads and parses a file. Missing: nil. Unreadable, too large or
    /// unparsable: set aside as NAME.corrupt-TIMESTAMP with a notice, nil.
    /// `what` names the file in the notice; `afresh` says the game starts
    /// afresh without it.
    func readOrSetAside<T>(_ path: String, limit: Int, what: String, afresh: Bool = true,
                           parse: ([UInt8]) throws -> T) -> T? {
        do {
            switch try FileSystem.read(path, limit: limit) {
            case .missing:
                return nil
            case .tooLarge(let size):
                setAside(path, what: what, reason: tr("\(size) bytes, more than the \(limit) allowed"), afresh: afresh)
                return nil
            case .bytes(let bytes):
                do {
                    return try parse(bytes)
                } catch {
                    setAside(path, what: what, reason: Self.reason(error), afresh: afresh)
                    return nil
                }
            }
        } catch {
            setAside(path, what: what, reason: Self.reason(error), afresh: afresh)
            return nil
        }
    }

    private func setAside(_ path: String, what: String, reason: String, afresh: Bool = true) {
        do {
            let moved = try FileSystem.setAside(path)
            note(afresh ? tr("Could not read the \(what) (\(reason)); kept it as \(moved) and started afresh.")
                 : tr("Could not read the \(what) (\(reason)); kept it as \(moved)."))
        } catch {
            note(tr("Could not read the \(what) at \(path) (\(reason)), nor move it aside; it is left as it is."))
        }
    }

    static func reason(_ error: Error) -> String {
        switch error {
        case let e as DecodingError:
            switch e {
            case .dataCorrupted(let c): return tr("not valid JSON: \(c.debugDescription)")
            case .keyNotFound(let k, _): return tr("'\(k.stringValue)' is missing")
            case .typeMismatch(_, let c), .valueNotFound(_, let c):
                return tr("wrong value at \(c.codingPath.map(\.stringValue).joined(separator: "."))")
            @unknown default: return tr("not readable")
            }
        default:
            return "\(error)"
        }
    }
}
