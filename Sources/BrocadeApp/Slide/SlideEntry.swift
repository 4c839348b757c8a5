import BrocadeCore
import BrocadeTUI

extension SlideMode {
    /// The sliding puzzle in the list of modes: a game of its schema's
    /// choices (the command line's or the panel's), or the saved one.
    /// `searched`: where the picture library was looked for in vain.
    static func entry(pictures: PictureProvider?, searched: [String]? = nil) -> ModeRegistry.Entry {
        let schema = schema(pictures: pictures, searched: searched)
        return ModeRegistry.Entry(info, form: schema.form) { context, save in
            let o = context.options
            let make = { (p: Params) in try SlideMode(params: p, provider: pictures, arrows: o.slideArrows, tables: o.solverTables) }
            if let save {
                return try SlideScreen.restore(save, as: info.mode, context: context, mode: make, legacy: legacySave)
            }
            return SlideScreen.new(try make(schema.make(o.newGame(info.mode))), context: context)
        }
    }

    /// A save of the first format: the whole session.
    private struct Saved: Codable, Sendable {
        var session: GameSession<SlidingRules>
        var picture: PictureInfo?
        var seed: UInt64
        var gameNumber: Int
        var scramble: Int?
    }

    static func legacySave(_ bytes: [UInt8]) throws -> (Params, RestoredGame<SlideMode>) {
        let s = try SaveFile<Saved>.decode(bytes, mode: info.mode.rawValue)
        let state = s.session.state
        return (Params(size: state.size, level: state.level, scramble: s.scramble, picture: s.picture),
                RestoredGame(session: s.session, seed: s.seed, gameNumber: s.gameNumber, id: nil, goalShown: false, recorded: false))
    }
}
