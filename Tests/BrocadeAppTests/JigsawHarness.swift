import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// A jigsaw of the fake pictures, opened by the app as from the command
/// line, and its screen; a save it writes opens again the same way.
func jigsawGame(variant: JigsawMode.Variant = .mirror, columns: Int = 3, seed: UInt64 = 4, lock: Bool = false, rotate: Bool = false,
                tabs: Bool = false, store: MemoryStore = MemoryStore(playerName: "ann"), size: Size = Size(width: 80, height: 24),
                pictures: PictureProvider = FakePictures(), depth: ColorDepth = .palette256) -> (AppHarness, JigsawScreen) {
    let fake = pictures
    let screen = JigsawScreen(picture: fake.pictures[0], provider: fake, variant: variant, columns: columns, rows: nil,
                              lock: lock, rotate: rotate, tabs: tabs, seed: seed, animate: false)
    var registry = ModeRegistry()
    registry.register(variant == .mirror ? .mirrorJigsaw : .jigsaw) { _, save in
        if let save { return try JigsawScreen(save: save, provider: fake, mode: variant == .mirror ? .mirrorJigsaw : .jigsaw, animate: false) }
        return screen
    }
    let h = AppHarness(options: AppOptions(seed: 1, colorDepth: depth, startMode: variant == .mirror ? .mirrorJigsaw : .jigsaw), registry: registry,
                       store: store, size: size)
    return (h, screen)
}
