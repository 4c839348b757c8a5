import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp

/// The board the density of the pictures is measured at (PictureDensityTests
/// in the core's tests): a 10 x 10 mirror jigsaw at 200 x 60 has a half of
/// 80 x 80 half-block pixels, eight a piece, a thread of the weave a pixel.
@Suite struct JigsawBoardPixelsTests {
    @Test func aTenByTenHalfAt200x60Is80PixelsSquare() {
        let l = JigsawLayout.make(area: Rect(x: 0, y: 0, width: 200, height: 59), columns: 10, rows: 10, mirrored: true, tabs: false)
        #expect(Size(width: l.board.width, height: l.board.height * 2) == Size(width: 80, height: 80))
        #expect(WovenBoard.threads(forHalf: Size(width: l.board.width, height: l.board.height * 2)) == Size(width: 80, height: 80))
    }
}
