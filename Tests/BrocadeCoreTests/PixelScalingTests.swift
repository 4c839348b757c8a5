import Testing
import BrocadeTUI
@testable import BrocadeCore

/// Pixel art made smaller keeps its lines and highlights, and its colours.
@Suite struct PixelScalingTests {
    /// One row of `width` black pixels with a white one at `column`.
    func line(at column: Int, width: Int = 10) -> PixelImage {
        var px: [UInt8] = []
        for x in 0..<width { px += x == column ? [255, 255, 255, 255] : [0, 0, 0, 255] }
        return PixelImage(width: width, height: 1, rgba: px)
    }

    func whites(_ img: PixelImage) -> Int { (0..<img.width).filter { img.pixel(x: $0, y: 0).0 == 255 }.count }

    @Test func aLineAPixelWideStaysWhereNearestNeighbourLosesIt() {
        // 10 to 8 columns: nearest-neighbour drops columns 4 and 9.
        for column in [4, 9] { #expect(whites(line(at: column).scaledNearest(width: 8, height: 1)) == 0) }
        // Plain black columns go instead, wherever the line is.
        for column in 0..<10 { #expect(whites(line(at: column).scaledKeepingDetail(width: 8, height: 1)) == 1, "column \(column)") }
        // Rows alike: the picture turned on its side.
        for row in 0..<10 {
            var px: [UInt8] = []
            for y in 0..<10 { px += y == row ? [255, 255, 255, 255] : [0, 0, 0, 255] }
            let small = PixelImage(width: 1, height: 10, rgba: px).scaledKeepingDetail(width: 1, height: 7)
            #expect((0..<7).filter { small.pixel(x: 0, y: $0).0 == 255 }.count == 1, "row \(row)")
        }
    }

    @Test func onlyItsOwnColoursAndItsProportionsStay() {
        // A red and blue checkerboard, 9x9 to 4x4: only red and blue come out,
        // and each stretch of nearest-neighbour's loses one column, no more.
        var px: [UInt8] = []
        for y in 0..<9 { for x in 0..<9 { px += (x + y) % 2 == 0 ? [200, 0, 0, 255] : [0, 0, 200, 255] } }
        let small = PixelImage(width: 9, height: 9, rgba: px).scaledKeepingDetail(width: 4, height: 4)
        #expect(small.width == 4 && small.height == 4)
        for y in 0..<4 { for x in 0..<4 {
            let p = small.pixel(x: x, y: y)
            #expect((p.0 == 200 && p.2 == 0) || (p.0 == 0 && p.2 == 200))
        } }
        // A white line in the last column of 20, at 10: the right half keeps it at its edge.
        #expect(line(at: 19, width: 20).scaledKeepingDetail(width: 10, height: 1).pixel(x: 9, y: 0).0 == 255)
    }

    @Test func largerIsNearestNeighbour() {
        let img = line(at: 3)
        #expect(img.scaledKeepingDetail(width: 10, height: 1) == img)
        #expect(img.scaledKeepingDetail(width: 20, height: 3) == img.scaledNearest(width: 20, height: 3))
    }
}
