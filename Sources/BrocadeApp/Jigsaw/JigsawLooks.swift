import BrocadeCore
import BrocadeTUI

/// Which pieces look alike, so that a piece counts in any cell that looks
/// as it does (`PieceLooks`): cut from the picture's own pixels, never from
/// what a terminal of some size shows, so a game counts the same anywhere.
extension JigsawMode {
    /// Looks are compared at most this many pixels a piece: a photo's
    /// thousands would cost time and tell nothing more.
    static let looksSide = 16

    /// The game's state with its pieces' looks; as it is when the picture's
    /// pixels cannot be had (the rule is then a piece's own cell only).
    func withLooks(_ state: JigsawRules) -> JigsawRules {
        guard let board = boardPixels(columns: state.columns, rows: state.rows) else { return state.withLooks(nil) }
        return state.withLooks(PieceLooks(picture: board, columns: state.columns, rows: state.rows, tabs: state.tabs))
    }

    /// The board's picture in pixels, cut as the board shows it: the half
    /// picture letterboxed to the board's shape (square pieces), at a whole
    /// number of pixels a piece; for the classic jigsaw, that half and its
    /// mirror image side by side. Made once per mode.
    func boardPixels(columns: Int, rows: Int) -> PixelImage? {
        looksPixels.value(columns: columns, rows: rows) {
            let halfColumns = params.variant == .classic ? columns / 2 : columns
            guard halfColumns >= 1, params.variant == .mirror || columns % 2 == 0,
                  let px = provider.pixelSize(params.picture), px.width > 0, px.height > 0 else { return nil }
            // As the renderer fits it (`PictureLibrary.woven`): a woven
            // picture laid out for the board's shape, any other whole and
            // letterboxed with its ground on the half's outer side; at a
            // whole number of pixels a piece.
            let ownSide = max((px.width + halfColumns - 1) / halfColumns, (px.height + rows - 1) / rows)
            // No coarser than a woven picture's threads, which a board of
            // that many pieces shows.
            let side = max(1, min(Self.looksSide, max(ownSide, (WovenBoard.threadsAcross + halfColumns - 1) / halfColumns)))
            guard let cut = provider.matchedPixels(params.picture, half: Size(width: halfColumns * side, height: rows * side)),
                  cut.width == halfColumns * side, cut.height == rows * side else { return nil }
            return params.variant == .classic ? cut.withMirror() : cut
        }
    }
}

/// The board's picture in pixels, made once for a board's size.
final class LooksPixelsCache {
    private var entry: (columns: Int, rows: Int, pixels: PixelImage?)?

    func value(columns: Int, rows: Int, make: () -> PixelImage?) -> PixelImage? {
        if let e = entry, e.columns == columns, e.rows == rows { return e.pixels }
        let p = make()
        entry = (columns, rows, p)
        return p
    }
}
