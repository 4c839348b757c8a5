import BrocadeCore
import BrocadeTUI

extension GameScreen {
    /// A new game of `mode`, dealt by the run's dealer, which deals its
    /// next games (`n`) too.
    static func new(_ mode: Mode, context: AppContext) -> GameScreen {
        let dealer = context.options.dealer
        let (seed, number) = dealer.deal(mode.info.mode)
        let screen = GameScreen(mode: mode, state: mode.newGame(seed: seed &+ UInt64(number)), seed: seed, animate: context.options.animation)
        screen.dealt(by: dealer, gameNumber: number)
        return screen
    }

    /// The game a save holds: a game record, its parameters checked by
    /// making the mode from them and every move replayed; or a save of the
    /// first format, through the mode's reader for it.
    static func restore(_ bytes: [UInt8], as gameMode: GameMode, context: AppContext, mode make: (Mode.Params) throws -> Mode,
                        legacy: ([UInt8]) throws -> (Mode.Params, RestoredGame<Mode>)) throws -> GameScreen {
        let (mode, restored) = try read(bytes, as: gameMode, mode: make, legacy: legacy)
        let screen = GameScreen(mode: mode, restored: restored, animate: context.options.animation)
        screen.dealt(by: context.options.dealer, gameNumber: restored.gameNumber)
        return screen
    }

    /// The mode and game a save holds.
    static func read(_ bytes: [UInt8], as gameMode: GameMode, mode make: (Mode.Params) throws -> Mode,
                     legacy: ([UInt8]) throws -> (Mode.Params, RestoredGame<Mode>)) throws -> (Mode, RestoredGame<Mode>) {
        guard let head = SaveHeader.read(bytes) else { throw ValidationError(tr("not a brocade save")) }
        if head.version == 1, head.format == GameRecord<Mode.Params, Mode.Rules>.format {
            let (params, read) = try legacy(bytes)
            var restored = read
            let mode = try make(params)
            try mode.validate(restored.session.start)
            restored.session = restored.session.mappingStates(mode.prepare)
            return (mode, restored)
        }
        let record = try GameRecord<Mode.Params, Mode.Rules>.decode(bytes, mode: gameMode.rawValue)
        let mode = try make(record.params)
        try mode.validate(record.start)
        // Replayed as saved, then prepared: what the mode adds (a jigsaw's
        // look-alikes) cannot make a saved move refused.
        let session = try record.session().mappingStates(mode.prepare)
        let restored = RestoredGame<Mode>(session: session, seed: record.seed, gameNumber: record.gameNumber,
                                          id: record.id, goalShown: record.goalShown, recorded: record.recorded)
        return (mode, restored)
    }
}

/// A save read back: the session and what the game screen keeps beside it.
struct RestoredGame<Mode: PuzzleMode> {
    var session: GameSession<Mode.Rules>
    var seed: UInt64
    var gameNumber: Int
    var id: String?
    var goalShown: Bool
    var recorded: Bool
}
