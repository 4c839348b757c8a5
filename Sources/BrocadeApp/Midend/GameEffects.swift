import BrocadeCore
import BrocadeTUI

/// The mode's effects as the game screen runs them: one at a time, off the
/// event loop, in the order asked, each with the game that asked (counted
/// from the screen's first): what comes of one asked before a new game is
/// not the new game's. The game screen holds it privately.
struct GameEffects<Mode: PuzzleMode> {
    /// What came of the effect that ran: its result, or nil when the game
    /// that asked is gone.
    struct Done {
        var result: Mode.EffectResult?
    }

    private var waiting: [(effect: Mode.Effect, game: Int)] = []
    private var running: (job: BackgroundJob<Mode.EffectResult>, game: Int)?
    private var gamesDealt = 0

    /// An effect runs or waits its turn.
    var isBusy: Bool { running != nil || !waiting.isEmpty }
    /// An effect runs: the screen looks for what came of it soon.
    var isRunning: Bool { running != nil }

    /// A new game is dealt: what comes of effects asked before is not its.
    mutating func newGame() { gamesDealt += 1 }

    /// The mode asked for an effect: it waits its turn, which may be now.
    mutating func ask(_ effect: Mode.Effect, mode: Mode) {
        waiting.append((effect, gamesDealt))
        startNext(mode: mode)
    }

    /// The next effect the mode asked for, on a thread of its own.
    mutating func startNext(mode: Mode) {
        guard running == nil, !waiting.isEmpty else { return }
        guard let run = mode.effects else {
            waiting.removeAll()
            return
        }
        let (effect, game) = waiting.removeFirst()
        running = (BackgroundJob { run(effect) }, game)
    }

    /// The running effect, once done, taken off; the screen starts the
    /// next (`startNext`) once the mode has heard what came of it.
    mutating func takeDone() -> Done? {
        guard let r = running, r.job.isDone else { return nil }
        running = nil
        return Done(result: r.game == gamesDealt ? r.job.value : nil)
    }

    /// Tests: blocks until the running effect (a save, an export) is done.
    func wait() { running?.job.wait() }
}
