import BrocadeCore
import BrocadeTUI

extension Game2048Mode {
    /// 2048 in the list of modes: a game of its schema's choices (the
    /// command line's or the panel's), or the saved one.
    static var entry: ModeRegistry.Entry {
        ModeRegistry.Entry(info, form: schema.form) { context, save in
            // The thinking time is the player's setting, not the game's: a
            // saved game takes today's.
            let mode = { try Game2048Mode(params: $0, thinkMilliseconds: context.options.thinkMilliseconds) }
            if let save {
                return try Game2048Screen.restore(save, as: info.mode, context: context, mode: mode, legacy: legacySave)
            }
            return Game2048Screen.new(try mode(schema.make(context.options.newGame(info.mode))), context: context)
        }
    }

    /// A save of the first format: the whole session.
    private struct Saved: Codable, Sendable {
        var session: GameSession<Game2048>
        var seed: UInt64
        var gameNumber: Int
        var winShown: Bool
        var recorded: Bool
    }

    static func legacySave(_ bytes: [UInt8]) throws -> (Params, RestoredGame<Game2048Mode>) {
        let s = try SaveFile<Saved>.decode(bytes, mode: info.mode.rawValue)
        let state = s.session.state
        return (Params(size: state.size, target: state.target),
                RestoredGame(session: s.session, seed: s.seed, gameNumber: s.gameNumber, id: nil, goalShown: s.winShown,
                             recorded: s.recorded))
    }
}
