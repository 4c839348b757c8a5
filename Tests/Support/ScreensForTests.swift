import BrocadeCore
import BrocadeTUI
// Tests are built for debugging, where the app's internals can be reached;
// a release build of the whole package (`swift build -c release`) builds
// this library without them.
#if DEBUG
@testable import BrocadeApp

// The game screens as the tests make them: a new game as the mode's
// registry entry makes it (from its schema's values), a given position or
// a save, with the state and UI state to read back.

/// The mode a registry entry makes for a new game of `values` (and a
/// picture), with the run's `options`: what the menu or the command line
/// would play.
func entryMode<Mode: PuzzleMode>(_ entry: ModeRegistry.Entry, _ values: ChoiceValues, picture: PictureInfo? = nil,
                                 options: AppOptions = AppOptions(seed: 0)) -> Mode {
    var o = options
    o.modeOptions[entry.info.mode] = GameRequest(values, picture: picture)
    let context = AppContext(theme: Theme(depth: o.colorDepth), glyphs: Glyphs(unicode: o.unicode), options: o)
    do {
        guard let screen = try ModeRegistry([entry]).makeScreen(entry.info.mode, context: context) as? GameScreen<Mode> else {
            preconditionFailure("\(entry.info.mode) made no \(Mode.self) screen")
        }
        return screen.mode
    } catch {
        preconditionFailure("\(entry.info.mode): \(error)")
    }
}

extension GameScreen where Mode == Game2048Mode {
    public convenience init(size: Int, target: Int, seed: UInt64, animate: Bool) {
        self.init(mode: entryMode(Game2048Mode.entry, ["size": "\(size)", "target": "\(target)"]), seed: seed, animate: animate)
    }

    /// With the assistant thinking up to `thinkMilliseconds` a move (`--think`).
    public convenience init(size: Int, target: Int, seed: UInt64, animate: Bool, thinkMilliseconds: Int) {
        var options = AppOptions(seed: 0)
        options.thinkMilliseconds = thinkMilliseconds
        self.init(mode: entryMode(Game2048Mode.entry, ["size": "\(size)", "target": "\(target)"], options: options), seed: seed,
                  animate: animate)
    }

    public convenience init(game: Game2048, seed: UInt64, animate: Bool) {
        self.init(mode: try! Game2048Mode(params: .init(size: game.size, target: game.target)), state: game, seed: seed,
                  animate: animate)
    }

    public convenience init(save: [UInt8], animate: Bool) throws {
        let (mode, restored) = try GameScreen.read(save, as: .twentyFortyEight, mode: { try Game2048Mode(params: $0) },
                                                   legacy: Game2048Mode.legacySave)
        self.init(mode: mode, restored: restored, animate: animate)
    }

    public var game: Game2048 { session.state }
}

extension GameScreen where Mode == SlideMode {
    public convenience init(size: Int, level: SlidingRules.Level, seed: UInt64, scramble: Int?, picture: PictureInfo?,
                            provider: PictureProvider?, arrows: Settings.SlideArrows, animate: Bool,
                            tables: SlideSolverTables = SlideSolverTables()) {
        var options = AppOptions(seed: seed)
        options.slideArrows = arrows
        options.solverTables = tables
        let values = ["size": "\(size)", "rules": level.rawValue, "scramble": scramble.map { "\($0)" } ?? "none"]
        self.init(mode: entryMode(SlideMode.entry(pictures: provider), values, picture: picture, options: options), seed: seed, animate: animate)
    }

    /// A game from a given position.
    public convenience init(rules: SlidingRules, provider: PictureProvider? = nil, arrows: Settings.SlideArrows = .tile,
                            animate: Bool = false, tables: SlideSolverTables = SlideSolverTables()) {
        let params = SlideMode.Params(size: rules.size, level: rules.level)
        self.init(mode: try! SlideMode(params: params, provider: provider, arrows: arrows, tables: tables), state: rules, seed: 0,
                  animate: animate)
    }

    public convenience init(save: [UInt8], provider: PictureProvider?, arrows: Settings.SlideArrows, animate: Bool,
                            tables: SlideSolverTables = SlideSolverTables()) throws {
        let (mode, restored) = try GameScreen.read(save, as: .slide, mode: {
            try SlideMode(params: $0, provider: provider, arrows: arrows, tables: tables)
        }, legacy: SlideMode.legacySave)
        self.init(mode: mode, restored: restored, animate: animate)
    }

    public var rules: SlidingRules { session.state }
    public static func spoken(_ move: String) -> String { SlideMode.spoken(move) }
}

extension GameScreen where Mode == JigsawMode {
    public convenience init(picture: PictureInfo, provider: PictureProvider, variant: JigsawMode.Variant, columns: Int, rows: Int?,
                            lock: Bool, rotate: Bool = false, tabs: Bool = false, seed: UInt64, animate: Bool) {
        let values = ["cols": "\(columns)", "rows": rows.map { "\($0)" } ?? "auto", "lock": GameOption.onOff(lock),
                      "rotate": GameOption.onOff(rotate), "tabs": GameOption.onOff(tabs)]
        self.init(mode: entryMode(JigsawMode.entry(variant, pictures: provider), values, picture: picture), seed: seed, animate: animate)
    }

    public convenience init(save: [UInt8], provider: PictureProvider, mode gameMode: GameMode, animate: Bool) throws {
        let (mode, restored) = try GameScreen.read(save, as: gameMode, mode: { try JigsawMode(params: $0, provider: provider) },
                                                   legacy: { try JigsawMode.legacySave($0, mode: gameMode) })
        self.init(mode: mode, restored: restored, animate: animate)
    }

    public var rules: JigsawRules { session.state }
}
#endif
