import BrocadeCore
import BrocadeTUI

/// A jigsaw's pieces as pictures, square or cut with tabs, drawn the one
/// way: the drawing asks for a piece, turned, at a cell, or its mirror
/// image, and need not know how it was cut.
protocol PieceImages {
    /// Draws `piece` turned clockwise by `turns` as if it sat in the cell
    /// whose top-left screen cell is `origin`; `mirrored`, its mirror image
    /// (turned the other way) at a reflected cell.
    func draw(_ piece: Int, turns: Int, at origin: Point, mirrored: Bool, into canvas: inout Canvas, clip: Rect?)
}

/// Square pieces: each its rectangle of the picture, turned by `PieceTurn`.
struct SquarePieces: PieceImages {
    /// The board's picture and its mirror image (nil in the classic jigsaw).
    let picture: Canvas
    let mirrored: Canvas?
    /// A piece's size on screen, and the pieces across.
    let piece: Size
    let columns: Int

    /// Piece `piece`'s part of the picture, turned as the piece is; its
    /// mirror image is the mirrored picture at the reflected place, turned
    /// the other way (a quarter clockwise on the left is a quarter
    /// anticlockwise in the mirror).
    func image(_ piece: Int, turns: Int, mirrored inMirror: Bool) -> Canvas? {
        let home = Rect(x: (piece % columns) * self.piece.width, y: (piece / columns) * self.piece.height,
                        width: self.piece.width, height: self.piece.height)
        guard inMirror else { return PieceTurn.turned(picture.cropped(to: home), quarterTurns: turns) }
        guard let m = mirrored else { return nil }
        let x = m.size.width - home.maxX
        return PieceTurn.turned(m.cropped(to: Rect(x: x, y: home.minY, width: home.width, height: home.height)), quarterTurns: -turns)
    }

    func draw(_ piece: Int, turns: Int, at origin: Point, mirrored: Bool, into canvas: inout Canvas, clip: Rect?) {
        guard let img = image(piece, turns: turns, mirrored: mirrored) else { return }
        canvas.blit(img, at: origin, clip: clip)
    }
}

extension TabbedPieces: PieceImages {
    func draw(_ piece: Int, turns: Int, at origin: Point, mirrored: Bool, into canvas: inout Canvas, clip: Rect?) {
        let area = clip ?? Rect(origin: .zero, size: canvas.size)
        if mirrored {
            drawMirrored(piece, turns: turns, cellPixel: Self.pixel(of: origin), into: &canvas, clip: area)
        } else {
            draw(piece, turns: turns, cellPixel: Self.pixel(of: origin), into: &canvas, clip: area)
        }
    }
}

extension JigsawMode.Images {
    /// The board's pieces, with tabs when the game has them, `side` pixels
    /// a piece (`columns` across) for square ones cut at `piece` cells.
    func pieces(tabs: PieceTabs?, side: Int, piece: Size, columns: Int) -> any PieceImages {
        if let tabbed = tabbed(tabs, side: side) { return tabbed }
        return SquarePieces(picture: picture, mirrored: mirrored, piece: piece, columns: columns)
    }
}
