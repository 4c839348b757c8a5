import BrocadeCore

/// Makes the screen for a game mode. Modes register here as they are built;
/// the menu says so for the ones that are not.
public struct ModeRegistry {
    /// Makes a new game, or restores one from its save (throwing when the
    /// save cannot be used).
    public typealias Factory = (AppContext, _ save: [UInt8]?) throws -> Screen

    private var factories: [GameMode: Factory] = [:]
    private var reasons: [GameMode: String] = [:]

    public init() {}

    public mutating func register(_ mode: GameMode, _ factory: @escaping Factory) {
        factories[mode] = factory
    }

    public func isAvailable(_ mode: GameMode) -> Bool { factories[mode] != nil }

    /// Says why a mode cannot be played here (instead of "not in this version").
    public mutating func markUnavailable(_ mode: GameMode, because reason: String) {
        factories[mode] = nil
        reasons[mode] = reason
    }

    /// The one-line message for choosing a mode that cannot be played.
    public func notice(for mode: GameMode) -> String {
        reasons[mode] ?? Self.unavailableNotice(mode)
    }

    public func makeScreen(_ mode: GameMode, context: AppContext, save: [UInt8]? = nil) throws -> Screen? {
        guard let f = factories[mode] else { return nil }
        return try f(context, save)
    }

    /// The message for a mode that is not in this build.
    public static func unavailableNotice(_ mode: GameMode) -> String {
        "\(mode.title) is not in this version of brocade yet."
    }

    /// Every mode built so far, without pictures (so without the jigsaws).
    public static var standard: ModeRegistry { standard(pictures: nil) }

    /// Every mode built so far; the jigsaws need pictures (without them
    /// the menu says so), the sliding puzzle only for picture tiles.
    public static func standard(pictures: PictureProvider?) -> ModeRegistry {
        var r = ModeRegistry()
        if let pictures, !pictures.pictures.isEmpty {
            for (mode, variant) in [(GameMode.mirrorJigsaw, JigsawScreen.Variant.mirror), (.jigsaw, .classic)] {
                r.register(mode) { context, save in
                    let o = context.options
                    if let save { return try JigsawScreen(save: save, provider: pictures, mode: mode, animate: o.animation) }
                    let picture = o.jigsawPicture ?? pictures.pictures.first { $0.name == "dalishen" } ?? pictures.pictures[0]
                    return JigsawScreen(picture: picture, provider: pictures, variant: variant, columns: o.jigsawColumns,
                                        rows: o.jigsawRows, lock: o.jigsawLock, seed: o.seed ?? 0, animate: o.animation)
                }
            }
        } else {
            for mode in [GameMode.mirrorJigsaw, .jigsaw] {
                r.markUnavailable(mode, because: pictures == nil
                    ? "\(mode.title) needs the picture library, which was not found (see brocade pictures)."
                    : "\(mode.title) needs the picture library, which is empty.")
            }
        }
        r.register(.slide) { context, save in
            let o = context.options
            if let save {
                return try SlideScreen(save: save, provider: pictures, arrows: o.slideArrows, animate: o.animation,
                                       tables: o.solverTables)
            }
            return SlideScreen(size: o.slideSize, level: o.slideLevel, seed: o.seed ?? 0, scramble: o.slideScramble,
                               picture: o.slidePicture, provider: pictures, arrows: o.slideArrows, animate: o.animation,
                               tables: o.solverTables)
        }
        r.register(.twentyFortyEight) { context, save in
            let o = context.options
            if let save { return try Game2048Screen(save: save, animate: o.animation) }
            return Game2048Screen(size: o.board2048, target: o.target2048, seed: o.seed ?? 0, animate: o.animation)
        }
        return r
    }
}
