import Testing
import BrocadeTUI

@Suite struct CanvasImageTests {
    static let source = ImageSource(key: "s", width: 4, height: 4, rgba: [UInt8](repeating: 200, count: 64))

    @Test func textTakesItsCellFromTheImages() {
        var c = Canvas(size: Size(width: 10, height: 4))
        c.place(ImageLayer(source: Self.source, cells: Rect(x: 2, y: 1, width: 4, height: 2)))
        #expect(c.showsImage(at: 2, 1) && c.image(0, showsAt: 5, 2) && !c.showsImage(at: 6, 1))
        c.text("ab", at: Point(x: 3, y: 1))
        #expect(!c.showsImage(at: 3, 1) && !c.showsImage(at: 4, 1) && c.showsImage(at: 5, 1))
        // Restyling keeps the image (a theme's ground painted under it).
        c.restyle(c.bounds) { $0.background = .palette(1) }
        #expect(c.showsImage(at: 5, 1))
        #expect(c.imageText == "s 4x4+0+0 at 2,1 4x2 shows 6")
    }

    @Test func aLaterImageLiesOverAnEarlierOne() {
        var c = Canvas(size: Size(width: 10, height: 4))
        c.place(ImageLayer(source: Self.source, cells: Rect(x: 0, y: 0, width: 4, height: 2)))
        c.place(ImageLayer(source: Self.source, cells: Rect(x: 2, y: 0, width: 4, height: 2)))
        // Both show where they overlap (the later one's clear pixels show the earlier).
        #expect(c.image(0, showsAt: 3, 0) && c.image(1, showsAt: 3, 0))
        c.put("x", at: Point(x: 3, y: 0))
        #expect(!c.image(0, showsAt: 3, 0) && !c.image(1, showsAt: 3, 0))
    }

    @Test func croppingAndCopyingCarryTheImages() {
        var piece = Canvas(size: Size(width: 8, height: 4))
        piece.place(ImageLayer(source: Self.source, cells: piece.bounds))
        piece.text("7", at: Point(x: 0, y: 0))
        let cut = piece.cropped(to: Rect(x: 2, y: 1, width: 4, height: 2))
        #expect(cut.images.count == 1 && cut.images[0].cells == Rect(x: -2, y: -1, width: 8, height: 4))
        #expect(cut.images[0].sourceRect(for: Rect(x: 0, y: 0, width: 4, height: 2)) == Rect(x: 1, y: 1, width: 2, height: 2))
        var screen = Canvas(size: Size(width: 20, height: 10))
        screen.blit(piece, at: Point(x: 5, y: 3), clip: Rect(x: 0, y: 0, width: 8, height: 10))
        #expect(screen.images.count == 1 && screen.images[0].clip == Rect(x: 5, y: 3, width: 3, height: 4))
        // The text over the piece stays text; clipped cells show nothing.
        #expect(!screen.showsImage(at: 5, 3) && screen.showsImage(at: 6, 3) && !screen.showsImage(at: 8, 3))
    }
}
