import Testing
import BrocadeTUI
@testable import BrocadeCore

/// A picture fitted whole, never cropped; and a generated brocade woven at
/// the size it is shown.
@Suite struct LetterboxTests {
    /// A `w` x `h` picture of ground with a red frame a pixel wide.
    func framed(_ w: Int, _ h: Int) -> PixelImage {
        var px: [UInt8] = []
        for y in 0..<h { for x in 0..<w { px += x == 0 || y == 0 || x == w - 1 || y == h - 1 ? [200, 0, 0, 255] : [20, 20, 20, 255] } }
        return PixelImage(width: w, height: h, rgba: px)
    }

    func isRed(_ img: PixelImage, _ x: Int, _ y: Int) -> Bool { img.pixel(x: x, y: y).0 == 200 }

    @Test func theRectangleTouchesTwoSidesAndKeepsTheShape() {
        // 30x40 into 40x40: as tall as the board, 30 across; a half's room all on the left.
        #expect(Letterbox.rect(Size(width: 30, height: 40), in: Size(width: 40, height: 40), anchor: .mirrorLine)
            == Rect(x: 10, y: 0, width: 30, height: 40))
        #expect(Letterbox.rect(Size(width: 30, height: 40), in: Size(width: 40, height: 40), anchor: .centre)
            == Rect(x: 5, y: 0, width: 30, height: 40))
        // Into 30x50: as wide, centred down.
        #expect(Letterbox.rect(Size(width: 30, height: 40), in: Size(width: 30, height: 50), anchor: .mirrorLine)
            == Rect(x: 0, y: 5, width: 30, height: 40))
        // The same shape: all of it.
        #expect(Letterbox.rect(Size(width: 30, height: 40), in: Size(width: 15, height: 20), anchor: .centre)
            == Rect(x: 0, y: 0, width: 15, height: 20))
    }

    @Test func theFrameShowsWholeAtEverySize() {
        let img = framed(30, 40)
        // Board halves as the jigsaw cuts them: 4x5, 3x4, 2x3 pieces, square in pixels, at several scales.
        for (w, h) in [(32, 40), (24, 30), (16, 24), (8, 12), (48, 60), (30, 37), (64, 100), (20, 20)] {
            let out = img.letterboxed(width: w, height: h, anchor: .mirrorLine)
            #expect(out.width == w && out.height == h)
            let r = Letterbox.rect(Size(width: 30, height: 40), in: Size(width: w, height: h), anchor: .mirrorLine)
            // All four sides of the frame inside the rectangle, ground (the picture's most colour) outside.
            for x in r.minX..<r.maxX { #expect(isRed(out, x, r.minY) && isRed(out, x, r.maxY - 1), "\(w)x\(h) column \(x)") }
            for y in r.minY..<r.maxY { #expect(isRed(out, r.minX, y) && isRed(out, r.maxX - 1, y), "\(w)x\(h) row \(y)") }
            for y in 0..<h { for x in 0..<w where !r.contains(Point(x: x, y: y)) { #expect(out.pixel(x: x, y: y).0 == 20) } }
            #expect(r.maxX == w, "a half's frame of ground is on its outer side")
        }
    }

    @Test func shrinkingKeepsTheFirstAndLastLines() {
        // Plain rows next to the edges would be the cheapest to drop; the edges stay.
        let img = framed(30, 40)
        for n in 2..<30 {
            let small = img.scaledKeepingDetail(width: n, height: n)
            #expect(isRed(small, 0, n / 2) && isRed(small, n - 1, n / 2) && isRed(small, n / 2, 0) && isRed(small, n / 2, n - 1), "\(n)")
        }
    }

    @Test func theGroundIsTheCommonestColour() {
        let g = framed(30, 40).groundColour
        #expect(g.0 == 20 && g.1 == 20 && g.2 == 20)
    }

    @Test func aGeneratedPictureIsWovenAtTheSizeShown() {
        for half in [Size(width: 48, height: 60), Size(width: 100, height: 100), Size(width: 30, height: 40), Size(width: 13, height: 18)] {
            let img = GeneratedPicture.image(seed: 42, half: half)
            #expect(img.width == half.width && img.height == half.height)
            #expect(img == WovenBoard.half(GeneratedPicture.design(seed: 42), half: half))
            // A first-version picture (an old save's) too.
            let old = GeneratedPicture.firstVersionImage(seed: 42, half: half)
            #expect(old.width == half.width && old.height == half.height)
            if 2 * half.width >= 24 && half.height >= 24 {
                // Exactly that generator's weave at that size, not a smaller one scaled up.
                #expect(old == BrocadeGenerator.weave(seed: 42, size: Size(width: 2 * half.width, height: half.height)).grid.leftHalf.image)
            }
        }
        // At the standard size it is the library's picture.
        #expect(GeneratedPicture.image(seed: 7, half: Size(width: 30, height: 40)) == GeneratedPicture.image(seed: 7))
        // Large, it has lines a pixel wide, which a picture scaled up from 30x40 cannot have.
        let big = GeneratedPicture.image(seed: 42, half: Size(width: 100, height: 100))
        #expect(big != GeneratedPicture.image(seed: 42).scaledNearest(width: 100, height: 100))
        #expect((0..<big.height).contains { y in
            (1..<(big.width - 1)).contains { x in
                let p = big.pixel(x: x, y: y), l = big.pixel(x: x - 1, y: y), r = big.pixel(x: x + 1, y: y)
                return (p.0, p.1, p.2) != (l.0, l.1, l.2) && (p.0, p.1, p.2) != (r.0, r.1, r.2)
            }
        })
    }
}
