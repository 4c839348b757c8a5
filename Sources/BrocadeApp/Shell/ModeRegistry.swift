import BrocadeCore
import BrocadeTUI

/// The list of modes: the single source of the menu's entries and letters,
/// the score tabs and the screens. Adding a mode is a folder of its own
/// and one line in `standard`.
public struct ModeRegistry {
    /// Makes a new game, or restores one from its save (throwing when the
    /// save cannot be used).
    public typealias Factory = (AppContext, _ save: [UInt8]?) throws -> Screen

    public struct Entry {
        public var info: ModeInfo
        var factory: Factory?
        /// Why the mode cannot be played here, when it cannot.
        var unavailable: String?
        /// Makes its new-game panel's controls each time the panel opens
        /// (a list of saved designs changes); nil for a mode the menu starts at once.
        var makeForm: (() -> NewGameForm)?
        public var form: NewGameForm? { makeForm?() }
        /// A chosen game reaches `factory` as the mode's options (`AppOptions.modeOptions`).
        public init(_ info: ModeInfo, form: NewGameForm? = nil, _ factory: @escaping Factory) {
            self.info = info
            makeForm = form.map { f in { f } }
            self.factory = factory
        }

        public init(_ info: ModeInfo, makeForm: @escaping () -> NewGameForm, _ factory: @escaping Factory) {
            self.info = info
            self.makeForm = makeForm
            self.factory = factory
        }

        public init(_ info: ModeInfo, unavailable reason: String) {
            self.info = info
            unavailable = reason
        }
    }

    public private(set) var entries: [Entry] = []
    /// The pictures the modes play, for their titles where only their
    /// names are kept (the score tables).
    public var pictures: [PictureInfo] = []

    public init(_ entries: [Entry] = []) {
        for e in entries { add(e) }
    }

    /// Adds a mode at the end, or puts it in the place of one of its name.
    public mutating func add(_ entry: Entry) {
        if let i = entries.firstIndex(where: { $0.info.mode == entry.info.mode }) { entries[i] = entry } else { entries.append(entry) }
    }

    /// Registers a screen factory for a built-in mode (tests put stand-ins in).
    public mutating func register(_ mode: GameMode, _ factory: @escaping Factory) {
        let info = Self.builtIn.first { $0.mode == mode } ?? ModeInfo(mode: mode, title: mode.rawValue, blurb: "", ranking: .fastest)
        add(Entry(info, factory))
    }

    /// Every mode, in menu order.
    public var modes: [ModeInfo] { entries.map(\.info) }

    public func info(_ mode: GameMode) -> ModeInfo? { entries.first { $0.info.mode == mode }?.info }
    public func title(_ mode: GameMode) -> String { info(mode)?.title ?? mode.rawValue }

    public func form(_ mode: GameMode) -> NewGameForm? { entries.first { $0.info.mode == mode && $0.factory != nil }?.form }

    public func isAvailable(_ mode: GameMode) -> Bool { entries.contains { $0.info.mode == mode && $0.factory != nil } }

    /// The one-line message for choosing a mode that cannot be played.
    public func notice(for mode: GameMode) -> String {
        entries.first { $0.info.mode == mode }?.unavailable ?? tr("There is no mode called \(mode.rawValue).")
    }

    public func makeScreen(_ mode: GameMode, context: AppContext, save: [UInt8]? = nil) throws -> Screen? {
        guard let f = entries.first(where: { $0.info.mode == mode })?.factory else { return nil }
        return try f(context, save)
    }

    /// The built-in modes' names, for commands that need no pictures (scores).
    public static var builtIn: [ModeInfo] { standard.modes }

    /// Every mode, without pictures (so without the jigsaws).
    public static var standard: ModeRegistry { standard(pictures: nil) }

    /// Every mode: the jigsaws need pictures (without them the menu says
    /// so), the sliding puzzle only for picture tiles.
    public static func standard(pictures: PictureProvider?) -> ModeRegistry { standard(pictures: pictures, designs: nil) }

    /// Every mode with the saved designs: Create keeps them, and the
    /// jigsaws and the sliding puzzle play them as pictures.
    /// `searched`: where the picture library was looked for, when it was
    /// not found (the sliding puzzle's panel says so).
    public static func standard(pictures: PictureProvider?, designs: DesignService?, searched: [String]? = nil) -> ModeRegistry {
        let all: PictureProvider? = pictures.map { p in designs.map { PicturesWithDesigns(p, designs: $0) } ?? p }
        var registry = ModeRegistry([
            JigsawMode.entry(.mirror, pictures: all),
            JigsawMode.entry(.classic, pictures: all),
            Game2048Mode.entry,
            SlideMode.entry(pictures: all, searched: searched),
            CreateMode.entry(pictures: all, designs: designs),
        ])
        registry.pictures = pictures?.pictures ?? []
        return registry
    }
}
