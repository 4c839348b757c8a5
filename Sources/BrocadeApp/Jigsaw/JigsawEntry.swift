import BrocadeCore
import BrocadeTUI

extension JigsawMode {
    /// A jigsaw in the list of modes: a game of its schema's choices
    /// (dalishen by default), or the saved one. Without pictures
    /// the menu says why it cannot be played.
    static func entry(_ variant: Variant, pictures: PictureProvider?) -> ModeRegistry.Entry {
        let info = variant == .mirror ? mirrorInfo : classicInfo
        guard let pictures, !pictures.pictures.isEmpty else {
            return ModeRegistry.Entry(info, unavailable: pictures == nil
                ? tr("\(info.title) needs the picture library, which was not found (see brocade pictures).")
                : tr("\(info.title) needs the picture library, which is empty."))
        }
        let schema = schema(variant, pictures: pictures)
        return ModeRegistry.Entry(info, form: schema.form) { context, save in
            let make = { (p: Params) in try JigsawMode(params: p, provider: pictures) }
            if let save {
                return try JigsawScreen.restore(save, as: info.mode, context: context, mode: make) { bytes in
                    try legacySave(bytes, mode: info.mode)
                }
            }
            // The game the command line or the new-game panel asked for, or the defaults.
            return JigsawScreen.new(try make(schema.make(context.options.newGame(info.mode))), context: context)
        }
    }

    /// A save of the first format: the whole session.
    private struct Saved: Codable, Sendable {
        var session: GameSession<JigsawRules>
        var picture: PictureInfo
        var variant: Variant
        var seed: UInt64
        var gameNumber: Int
    }

    static func legacySave(_ bytes: [UInt8], mode: GameMode) throws -> (Params, RestoredGame<JigsawMode>) {
        let s = try SaveFile<Saved>.decode(bytes, mode: mode.rawValue)
        let state = s.session.state
        return (Params(picture: s.picture, variant: s.variant, columns: state.columns, rows: state.rows, lock: state.lockCorrect,
                       numbers: true),
                RestoredGame(session: s.session, seed: s.seed, gameNumber: s.gameNumber, id: nil, goalShown: false, recorded: false))
    }
}
