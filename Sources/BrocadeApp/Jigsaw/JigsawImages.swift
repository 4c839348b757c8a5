import BrocadeCore
import BrocadeTUI

/// The pictures pieces are cut from, rendered once per board size and kept.
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
            return TabbedPieces(tabs: tabs, side: side, picture: pixels, mirrored: mirroredPixels)
        }
    }

    func pictureImages(_ l: JigsawLayout, context: AppContext) -> Images {
        images.value(size: l.board.size, context: context) {
            switch params.variant {
            case .mirror:
                let depth = context.theme.depth, unicode = context.glyphs.unicode, p = params.picture
                let left = provider.render(p, cols: l.board.width, rows: l.board.height, depth: depth, unicode: unicode, mirrored: false)
                    ?? Canvas(size: l.board.size)
                let right = provider.render(p, cols: l.board.width, rows: l.board.height, depth: depth, unicode: unicode, mirrored: true)
                    ?? Canvas(size: l.board.size)
                return Images(picture: left, mirrored: right, tabs: params.tabs)
            case .classic:
                return Images(picture: SymmetricPicture.render(params.picture, provider: provider, size: l.board.size, context: context),
                              mirrored: nil, tabs: params.tabs)
            }
        }
    }

    /// A tray piece's side in pixels: its slot's, or with tabs less, so
    /// that its knobs fit the slot too.
    func trayPieceSide(_ l: JigsawLayout) -> Int {
        params.tabs ? TabbedPieces.side(fittingSlot: l.trayPiece.width) : l.trayPiece.width
    }

    /// The picture at the tray's scale; the board's own when the sizes agree.
    func trayImage(_ l: JigsawLayout, _ images: Images, context: AppContext) -> Images {
        let s = trayPieceSide(l)
        guard s != l.piece.width else { return images }
        let size = Size(width: l.columns * s, height: l.rows * s / 2)
        return trayImages.value(size: size, context: context) {
            let picture: Canvas
            if let seed = GeneratedPicture.seed(of: params.picture.name) {
                // A generated picture is woven at the board's size: the tray
                // shows that weave made smaller, not another woven smaller.
                let across = params.variant == .classic ? l.board.width / 2 : l.board.width
                let half = GeneratedPicture.image(seed: seed, half: Size(width: across, height: l.board.height * 2))
                let px = params.variant == .classic ? half.withMirror() : half
                picture = provider.render(image: px, cols: size.width, rows: size.height, depth: context.theme.depth,
                                          unicode: context.glyphs.unicode) ?? Canvas(size: size)
                return Images(picture: picture, mirrored: nil, tabs: params.tabs)
            }
            switch params.variant {
            case .mirror:
                picture = provider.render(params.picture, cols: size.width, rows: size.height, depth: context.theme.depth,
                                          unicode: context.glyphs.unicode, mirrored: false) ?? Canvas(size: size)
            case .classic:
                picture = SymmetricPicture.render(params.picture, provider: provider, size: size, context: context)
            }
            return Images(picture: picture, mirrored: nil, tabs: params.tabs)
        }
    }

    /// Piece `piece` as the tray shows it.
    func trayPieceImage(_ piece: Int, _ picture: Canvas, _ l: JigsawLayout, turns: Int) -> Canvas {
        let w = l.trayPiece.width, h = l.trayPiece.height
        let c = picture.cropped(to: Rect(x: (piece % l.columns) * w, y: (piece / l.columns) * h, width: w, height: h))
        return PieceTurn.turned(c, quarterTurns: turns)
    }

    /// Piece `piece`'s part of the picture, turned as the piece is.
    func pieceImage(_ piece: Int, _ images: Images, _ l: JigsawLayout, turns: Int) -> Canvas {
        let home = l.cellRect(piece)
        return PieceTurn.turned(images.picture.cropped(to: home.offsetBy(Offset(dx: -l.board.minX, dy: -l.board.minY))),
                                quarterTurns: turns)
    }

    /// Its mirror image: the mirrored picture at the reflected place, turned
    /// the other way (a quarter clockwise on the left is a quarter
    /// counter-clockwise in the mirror).
    func mirroredPieceImage(_ piece: Int, _ images: Images, _ l: JigsawLayout, turns: Int) -> Canvas? {
        guard let m = images.mirrored else { return nil }
        let home = l.cellRect(piece).offsetBy(Offset(dx: -l.board.minX, dy: -l.board.minY))
        let x = l.board.width - home.maxX
        return PieceTurn.turned(m.cropped(to: Rect(x: x, y: home.minY, width: home.width, height: home.height)), quarterTurns: -turns)
    }
}
