import BrocadeTUI

/// How a terminal that shows pixels gets a frame's images: ncurses draws
/// the cells first (a blank wherever an image shows), then the presenter
/// writes what brings the terminal's images up to the frame.
public protocol PixelPresenter: AnyObject {
    /// Whether an image will show in cell (x, y), so ncurses writes a blank
    /// there (in the terminal's own colours) rather than the half blocks.
    func showsImage(_ canvas: Canvas, x: Int, y: Int) -> Bool
    /// The bytes that bring the terminal's images to `canvas`, written after
    /// ncurses's refresh. `rewritten` holds, per cell, whether ncurses wrote
    /// it this frame (it may have drawn over pixels).
    func frame(_ canvas: Canvas, cellPixels: Size, rewritten: [Bool]) -> [UInt8]
    /// The screen was cleared (resize, Ctrl-L): none of ours is on it now.
    func screenCleared()
    /// What takes every image off before the terminal is given back: for
    /// good (`finally`, on exit) or for a while (Ctrl-Z); after it, the next
    /// frame places them all again.
    func leave(finally: Bool) -> [UInt8]
}

/// The ways of drawing pixels brocade speaks.
public enum PixelProtocol: String, Hashable, Sendable {
    case kitty
    case sixel
}

/// Sixels as the terminal screen draws them (`SixelPresenter`): never on
/// the last row, where a sixel would scroll the screen.
final class SixelScreenPresenter: PixelPresenter {
    private var sixel = SixelPresenter()

    func showsImage(_ canvas: Canvas, x: Int, y: Int) -> Bool {
        y < canvas.size.height - 1 && canvas.showsImage(at: x, y)
    }

    func frame(_ canvas: Canvas, cellPixels: Size, rewritten: [Bool]) -> [UInt8] {
        sixel.frame(canvas, rewritten: rewritten, cellPixels: cellPixels)
    }

    func screenCleared() { sixel.invalidate() }

    /// Sixels are cells' pixels: ncurses's own clear on leaving takes them.
    func leave(finally: Bool) -> [UInt8] {
        sixel.invalidate()
        return []
    }
}
