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
    /// ncurses may scroll rows this frame (`TerminalScreen.rowsMayMove`):
    /// the terminal would move images with them, so all are put back.
    func rowsMoved()
    /// What takes every image off before the terminal is given back: for
    /// good (`finally`, on exit) or for a while (Ctrl-Z); after it, the next
    /// frame places them all again.
    func leave(finally: Bool) -> [UInt8]
}

/// Sixels as the terminal screen draws them (`SixelPresenter`): never on
/// the last row, where a sixel would scroll the screen; in the way the
/// terminal (`SixelTerminal`) needs them.
final class SixelScreenPresenter: PixelPresenter {
    private(set) var sixel: SixelPresenter
    let terminal: SixelTerminal

    /// Where the terminal keeps a few images only (xterm: 16, the topmost
    /// recycled first), the presenter models them (`SixelSlots`) and sends
    /// again just the cells whose pixels went with an image pushed out; its
    /// tiles are then as large as the terminal draws a sixel (1000 pixels),
    /// so a whole picture takes few images. Elsewhere a drag step sends the
    /// cells that changed, nothing more.
    init(terminal: SixelTerminal = .standard) {
        self.terminal = terminal
        if let limit = terminal.imageLimit {
            sixel = SixelPresenter(blockColumns: 1000, maxTilePixels: 1000,
                                   spansText: terminal.keepsTextUnderTransparentCells, imageSlots: limit)
        } else {
            sixel = SixelPresenter(spansText: terminal.keepsTextUnderTransparentCells)
        }
    }

    func showsImage(_ canvas: Canvas, x: Int, y: Int) -> Bool { SixelPresenter.shows(canvas, x: x, y: y) }

    func frame(_ canvas: Canvas, cellPixels: Size, rewritten: [Bool]) -> [UInt8] {
        sixel.frame(canvas, rewritten: rewritten, cellPixels: cellPixels)
    }

    /// How many sixel images (DCS ... q) the bytes hold.
    static func images(in bytes: [UInt8]) -> Int {
        var n = 0
        for i in 0..<max(0, bytes.count - 1) where bytes[i] == 0x1B && bytes[i + 1] == UInt8(ascii: "P") { n += 1 }
        return n
    }

    func screenCleared() { sixel.invalidate() }

    func rowsMoved() { screenCleared() }

    /// Sixels are cells' pixels: ncurses's own clear on leaving takes them.
    func leave(finally: Bool) -> [UInt8] {
        sixel.invalidate()
        return []
    }
}
