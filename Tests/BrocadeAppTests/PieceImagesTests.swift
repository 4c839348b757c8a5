import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp

/// Square and tabbed pieces drawn through the one protocol, as their own
/// drawing draws them.
@Suite struct PieceImagesTests {
    /// A 16x8 picture (2x2 pieces of 8x4 cells), every cell its own colour, and its mirror image.
    static func picture() -> (Canvas, Canvas) {
        var c = Canvas(size: Size(width: 16, height: 8))
        for y in 0..<8 {
            for x in 0..<16 {
                c[x, y] = Cell("▀", style: CellStyle(foreground: .rgb(UInt8(x * 10), UInt8(y * 2 * 10), 0),
                                                     background: .rgb(UInt8(x * 10), UInt8((y * 2 + 1) * 10), 0)))
            }
        }
        return (c, c.mirroredColumns())
    }

    @Test func squarePiecesAreTheirRectangleTurnedAndTheMirrorTurnsBack() {
        let (picture, mirrored) = Self.picture()
        let pieces: any PieceImages = SquarePieces(picture: picture, mirrored: mirrored, piece: Size(width: 8, height: 4), columns: 2)
        for turns in 0..<4 {
            var canvas = Canvas(size: Size(width: 20, height: 10))
            pieces.draw(3, turns: turns, at: Point(x: 2, y: 1), mirrored: false, into: &canvas, clip: nil)
            let want = PieceTurn.turned(picture.cropped(to: Rect(x: 8, y: 4, width: 8, height: 4)), quarterTurns: turns)
            #expect(canvas.cropped(to: Rect(x: 2, y: 1, width: 8, height: 4)) == want)
            var back = Canvas(size: Size(width: 20, height: 10))
            pieces.draw(3, turns: turns, at: Point(x: 2, y: 1), mirrored: true, into: &back, clip: nil)
            // Piece 3 (bottom right) is at the bottom left of the mirror image, turned the other way.
            let wantBack = PieceTurn.turned(mirrored.cropped(to: Rect(x: 0, y: 4, width: 8, height: 4)), quarterTurns: -turns)
            #expect(back.cropped(to: Rect(x: 2, y: 1, width: 8, height: 4)) == wantBack)
        }
        // The clip holds.
        var clipped = Canvas(size: Size(width: 20, height: 10))
        pieces.draw(0, turns: 0, at: Point(x: 0, y: 0), mirrored: false, into: &clipped, clip: Rect(x: 0, y: 0, width: 4, height: 4))
        #expect(clipped[5, 0] == Canvas(size: Size(width: 1, height: 1))[0, 0])
        // Without a mirror image, no mirror copy.
        let classic = SquarePieces(picture: picture, mirrored: nil, piece: Size(width: 8, height: 4), columns: 2)
        #expect(classic.image(0, turns: 0, mirrored: true) == nil)
    }

    @Test func tabbedPiecesDrawAsTheirOwnDrawingDoes() {
        let (picture, mirrored) = Self.picture()
        let tabs = PieceTabs(columns: 2, rows: 2, seed: 5)
        let tabbed = TabbedPieces(tabs: tabs, side: 8, picture: HalfBlockPixels(decoding: picture), mirrored: HalfBlockPixels(decoding: mirrored))
        let pieces: any PieceImages = tabbed
        for mirror in [false, true] {
            var a = Canvas(size: Size(width: 30, height: 12)), b = a
            pieces.draw(1, turns: 1, at: Point(x: 10, y: 3), mirrored: mirror, into: &a, clip: nil)
            let all = Rect(origin: .zero, size: b.size)
            if mirror {
                tabbed.drawMirrored(1, turns: 1, cellPixel: TabbedPieces.pixel(of: Point(x: 10, y: 3)), into: &b, clip: all)
            } else {
                tabbed.draw(1, turns: 1, cellPixel: TabbedPieces.pixel(of: Point(x: 10, y: 3)), into: &b, clip: all)
            }
            #expect(a == b)
            #expect(a != Canvas(size: a.size), "something drawn")
        }
    }
}
