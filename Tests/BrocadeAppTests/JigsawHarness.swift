import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// A jigsaw of the fake pictures, opened by the app through the mode's
/// registry entry as from the command line (`values` are its schema's,
/// over the named ones), and its screen; a save it writes opens again the
/// same way.
func jigsawGame(variant: JigsawMode.Variant = .mirror, columns: Int = 3, seed: UInt64 = 4, lock: Bool = false, rotate: Bool = false,
                tabs: Bool = false, values: ChoiceValues = [:], store: MemoryStore = MemoryStore(playerName: "ann"),
                size: Size = Size(width: 80, height: 24), pictures: PictureProvider = FakePictures(),
                depth: ColorDepth = .palette256) -> (AppHarness, JigsawScreen) {
    let mode: GameMode = variant == .mirror ? .mirrorJigsaw : .jigsaw
    var options = AppOptions(seed: seed, animation: false, colorDepth: depth, startMode: mode)
    let named = ["cols": "\(columns)", "lock": GameOption.onOff(lock), "rotate": GameOption.onOff(rotate), "tabs": GameOption.onOff(tabs)]
    options.modeOptions[mode] = GameRequest(named.merging(values) { $1 }, picture: pictures.pictures[0])
    let h = AppHarness(options: options, registry: ModeRegistry([JigsawMode.entry(variant, pictures: pictures)]), store: store, size: size)
    guard let screen = h.app.current as? JigsawScreen else { preconditionFailure("the jigsaw did not open") }
    return (h, screen)
}

/// The tray's cursor onto `piece` with the keys, as a player does: Tab to
/// the tray, then Left or Right (the cursor stays on a place a piece was
/// taken from, so a player steps to the next one).
func chooseInTray(_ piece: Int, _ h: AppHarness, _ s: JigsawScreen) {
    guard let place = s.rules.trayPlace(of: piece) else { preconditionFailure("piece \(piece) is not in the tray") }
    if s.focus == .board { h.key(.tab) }
    var left = s.rules.count * 2
    while s.ui.trayCursor != place, left > 0 {
        h.key(s.ui.trayCursor < place ? .right : .left)
        left -= 1
    }
}
