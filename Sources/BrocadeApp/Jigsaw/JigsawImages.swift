import BrocadeCore
import BrocadeTUI

/// The pictures pieces are cut from, rendered once per board size and kept:
/// the board, the mirror copy, the hand and the tray all cut from them.
extension JigsawMode {
    struct Images {
        /// The board's picture (the left half, or the whole picture for the classic game) and its mirror image.
        var picture: Canvas
        var mirrored: Canvas?
        /// The same in pixels, to cut pieces with tabs from (`--tabs` only).
        var pixels: HalfBlockPixels?
        var mirroredPixels: HalfBlockPixels?

        init(picture: Canvas, mirrored: Canvas?, tabs: Bool) {
            self.picture = picture
            self.mirrored = mirrored
            if tabs {
                pixels = HalfBlockPixels(decoding: picture)
                mirroredPixels = mirrored.map(HalfBlockPixels.init(decoding:))
            }
        }

        /// The pieces of a game with tabs, `side` pixels a piece.
        func tabbed(_ tabs: PieceTabs?, side: Int) -> TabbedPieces? {
            guard let tabs, let pixels else { return nil }
            var pieces = TabbedPieces(tabs: tabs, side: side, picture: pixels, mirrored: mirroredPixels)
            pieces.pictureLayer = picture.images.first
            pieces.mirroredLayer = mirrored?.images.first
            return pieces
        }
    }

    func pictureImages(_ l: JigsawLayout, context: AppContext) -> Images {
        images.value(size: l.board.size, context: context) {
            switch params.variant {
            case .mirror:
                let p = params.picture
                let left = provider.render(p, cols: l.board.width, rows: l.board.height, context: context, mirrored: false)
                    ?? Canvas(size: l.board.size)
                let right = provider.render(p, cols: l.board.width, rows: l.board.height, context: context, mirrored: true)
                    ?? Canvas(size: l.board.size)
                return Images(picture: left, mirrored: right, tabs: params.tabs)
            case .classic:
                return Images(picture: SymmetricPicture.render(params.picture, provider: provider, size: l.board.size, context: context),
                              mirrored: nil, tabs: params.tabs)
            }
        }
    }
}
