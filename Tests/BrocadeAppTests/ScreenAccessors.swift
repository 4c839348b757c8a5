import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp

// The UI state of the game screens, read by the tests under the names the
// screens had before they shared one game screen.

extension GameScreen where Mode == Game2048Mode {
    var autoplay: Bool { isAssistantPlaying }
}

extension GameScreen where Mode == SlideMode {
    var hintCell: Int? { hint }
    var autoSolving: Bool { isAssistantPlaying }
    var cursor: Int? { ui.cursor }
    var drag: SlideMode.Drag? { ui.drag }
    func layout(for area: Rect) -> TileGridLayout { mode.layout(area: area, state: rules) }
}

extension GameScreen where Mode == JigsawMode {
    var hand: JigsawMode.Hand? { ui.hand }
    var page: Int { ui.page }
    var selected: Int? { ui.selected }
    var focus: JigsawMode.Focus { ui.focus }
    func mirrorCopyRect(of h: JigsawMode.Hand) -> Rect? { mode.mirrorCopyRect(of: h, layout: layout) }
    func trayPiece(at p: Point) -> (Int, Rect)? { mode.trayPiece(at: p, rules, ui, layout) }
}

extension GameScreen where Mode == CreateMode {
    var loom: Loom { session.state }
    var rules: Design { session.state.design }
}
