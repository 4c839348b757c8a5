import BrocadeCore
import BrocadeTUI

/// Games, saves and scores: a mode opened on a new game or its newest kept
/// one, the shelf of kept games, a game set aside for a new one, the game
/// on screen saved, and a finished game recorded in the scores.
extension AppController {
    /// Opens a mode: its newest kept game when `resume` is set and there
    /// is one, else a new game. False when the mode could not be opened.
    @discardableResult
    func start(_ mode: GameMode, resume: Bool, now: TimePoint, request: GameRequest? = nil) -> Bool {
        guard registry.isAvailable(mode) else {
            notices.insert(registry.notice(for: mode), at: 0)
            return false
        }
        if resume {
            let hadGames = store.hasSave(mode: mode.rawValue)
            if let screen = newestKeptScreen(mode) {
                screen.resume(.suspended, now: now)
                push(screen, now: now)
                return true
            }
            // A save set aside has said so already.
            if !hadGames { notices.insert(tr("No saved \(registry.title(mode)) game to continue; here is a new one."), at: 0) }
        }
        var context = self.context
        if let request { context.options.modeOptions[mode] = request }
        guard let screen = try? registry.makeScreen(mode, context: context, save: nil) else { return false }
        push(screen, now: now)
        notices += store.takeNotices()
        return true
    }

    /// The mode's newest kept game that can be played; a save that cannot
    /// is set aside on the way, with a notice.
    private func newestKeptScreen(_ mode: GameMode) -> Screen? {
        defer { notices += store.takeNotices() }
        return store.keptGames(mode: mode.rawValue).lazy.compactMap { self.restore(mode, $0) }.first
    }

    /// A kept game as its screen, saving to its own file; nil when its save
    /// cannot be played, which is then set aside.
    private func restore(_ mode: GameMode, _ kept: KeptGame) -> Screen? {
        do {
            guard let screen = try registry.makeScreen(mode, context: context, save: kept.bytes) else { return nil }
            screen.adoptSaveID(kept.id)
            return screen
        } catch {
            store.setAsideSave(mode: mode.rawValue, id: kept.id, reason: "\(error)")
            return nil
        }
    }

    /// The menu's Continue: the list of the mode's kept games.
    func openShelf(_ mode: GameMode, now: TimePoint) {
        let items = store.keptGames(mode: mode.rawValue).compactMap { k in
            restore(mode, k).map { ShelfScreen.Item(id: k.id, savedAt: k.savedAt, screen: $0) }
        }
        notices += store.takeNotices()
        guard !items.isEmpty, let info = registry.info(mode) else {
            notices.insert(tr("No saved \(registry.title(mode)) game to continue."), at: 0)
            return
        }
        push(ShelfScreen(info: info, items: items, today: unixTime(), remove: { [store] id in
            store.removeSave(mode: mode.rawValue, id: id)
        }), now: now)
    }

    /// A game in progress set aside for a new one goes on its mode's shelf.
    func keepGame(id: String, save: [UInt8]) {
        guard let mode = current.gameMode else { return }
        if store.writeSave(mode: mode.rawValue, id: id, save) {
            notices.insert(tr("The game you left is kept: Continue in the menu picks it up."), at: 0)
        }
        notices += store.takeNotices()
    }

    /// Writes the game on screen to its save; a game with nothing left to
    /// keep (undone to its start, nothing to redo) takes its save away, so
    /// Continue never brings back moves the player undid.
    func saveCurrentGame(now: TimePoint) {
        autosaveAt = nil
        guard let mode = current.gameMode, let id = current.saveID else { return }
        if let bytes = current.saveData(now: now) {
            store.writeSave(mode: mode.rawValue, id: id, bytes)
        } else {
            store.removeSave(mode: mode.rawValue, id: id)
        }
        notices += store.takeNotices()
    }

    func record(_ result: GameResult, now: TimePoint) {
        guard let mode = current.gameMode else { return }
        autosaveAt = nil
        if let id = current.saveID { store.removeSave(mode: mode.rawValue, id: id) }
        let entry = ScoreEntry(name: store.playerName, date: CalendarDate.iso8601(unixSeconds: unixTime()),
                               timeMilliseconds: result.timeMilliseconds, moves: result.moves, score: result.score,
                               largestTile: result.largestTile, assisted: result.assisted)
        let (rank, book) = store.record(entry, mode: mode.rawValue, parameters: result.parameters, ranking: result.ranking)
        notices += store.takeNotices()
        current.recorded(rank: rank, book: book)
    }
}
