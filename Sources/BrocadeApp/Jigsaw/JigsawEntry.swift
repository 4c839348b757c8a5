import BrocadeCore
import BrocadeTUI

extension JigsawMode {
    /// A jigsaw in the list of modes: a game of the command line's picture
    /// and size (dalishen by default), or the saved one. Without pictures
    /// the menu says why it cannot be played.
    static func entry(_ variant: Variant, pictures: PictureProvider?) -> ModeRegistry.Entry {
        let info = variant == .mirror ? mirrorInfo : classicInfo
        guard let pictures, !pictures.pictures.isEmpty else {
            return ModeRegistry.Entry(info, unavailable: pictures == nil
                ? tr("\(info.title) needs the picture library, which was not found (see brocade pictures).")
                : tr("\(info.title) needs the picture library, which is empty."))
        }
        return ModeRegistry.Entry(info, form: form(variant, pictures: pictures)) { context, save in
            let make = { (p: Params) in try JigsawMode(params: p, provider: pictures) }
            if let save {
                return try JigsawScreen.restore(save, as: info.mode, context: context, mode: make) { bytes in
                    try legacySave(bytes, mode: info.mode)
                }
            }
            // A game chosen in the new-game panel.
            if let params = context.options.options(for: info.mode, as: Params.self) {
                return JigsawScreen.new(try make(params), context: context)
            }
            let choice = context.options.options(for: info.mode, as: Choice.self) ?? Choice()
            let picture = choice.picture ?? pictures.pictures.first { $0.name == "dalishen" } ?? pictures.pictures[0]
            return JigsawScreen.new(try make(Params.make(picture: picture, provider: pictures, variant: variant,
                                                         perHalf: choice.perHalf, rows: choice.rows, lock: choice.lock,
                                                         rotate: choice.rotate, tabs: choice.tabs)),
                                    context: context)
        }
    }

    /// What the command line chooses of a new jigsaw: the picture (nil:
    /// dalishen), pieces across one half (2 to 4 for the sizes), rows (nil:
    /// from the picture's shape), whether pieces lock, whether they turn, and
    /// whether they have tabs.
    public struct Choice: Sendable {
        public var picture: PictureInfo?
        public var perHalf: Int
        public var rows: Int?
        public var lock: Bool
        public var rotate: Bool
        public var tabs: Bool

        public init(picture: PictureInfo? = nil, perHalf: Int = 3, rows: Int? = nil, lock: Bool = false, rotate: Bool = false,
                    tabs: Bool = false) {
            self.picture = picture
            self.perHalf = perHalf
            self.rows = rows
            self.lock = lock
            self.rotate = rotate
            self.tabs = tabs
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
        return (Params(picture: s.picture, variant: s.variant, columns: state.columns, rows: state.rows, lock: state.lockCorrect),
                RestoredGame(session: s.session, seed: s.seed, gameNumber: s.gameNumber, id: nil, goalShown: false, recorded: false))
    }
}
