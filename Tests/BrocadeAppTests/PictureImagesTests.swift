import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp

/// A picture whose every pixel row is its own colour (a vertical gradient)
/// and whose columns differ too, so any crop, flip or turn is told apart.
final class GradientPictures: PictureProvider {
    var pictures = [PictureInfo(name: "gradient", file: "gradient.png", title: "Gradient", description: "Rows of colour.")]
    func pixelSize(_ picture: PictureInfo) -> Size? { Size(width: 30, height: 40) }
    func pixels(_ picture: PictureInfo) -> PixelImage? { Self.image(width: 30, height: 40) }
    func matchedPixels(_ picture: PictureInfo, half: Size) -> PixelImage? { Self.image(width: half.width, height: half.height) }
    func render(_ picture: PictureInfo, cols: Int, rows: Int, depth: ColorDepth, unicode: Bool, mirrored: Bool) -> Canvas? {
        let img = Self.image(width: cols, height: rows * 2)
        return (mirrored ? img.flippedHorizontally() : img).halfBlocks()
    }

    static func image(width: Int, height: Int) -> PixelImage {
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { rgba += [UInt8(y * 255 / max(1, height - 1)), UInt8(x * 255 / max(1, width - 1)), 90, 255] }
        }
        return PixelImage(width: width, height: height, rgba: rgba)
    }
}

@Suite struct PictureImagesTests {
    static let cell = Size(width: 8, height: 16)

    func frame(_ h: AppHarness, cellPixels: Size? = cell) -> Canvas {
        var c = Canvas(size: h.size, cellPixels: cellPixels)
        h.app.draw(into: &c, now: h.now)
        return c
    }

    /// The pixels layer `i` shows in cell (x, y), as the terminal scales them.
    func pixels(of layer: ImageLayer, cellAt p: Point) -> PixelImage {
        let r = layer.sourceRect(for: Rect(origin: p, size: Size(width: 1, height: 1)))
        return layer.source.pixelImage.cropped(to: r)
    }

    @Test func cellsStayTheSameAndThePicturesComeAsImages() throws {
        let (h, s) = jigsawGame(columns: 3, size: Size(width: 100, height: 30), pictures: GradientPictures())
        let blocks = frame(h, cellPixels: nil), pixels = frame(h)
        // A terminal without pixels sees exactly what it saw.
        #expect(blocks.images.isEmpty)
        #expect(blocks.cells == pixels.cells)
        // Each piece in the tray is the board's picture, at the terminal's pixels.
        let l = s.layout
        let tray = pixels.images.filter { l.tray.contains($0.clip) && $0.source.key.hasPrefix("picture:") }
        #expect(tray.count == s.rules.count)
        // The chosen piece's corners are an image over it, which leaves the
        // piece whole under them: its corners' cells show it too.
        let cue = try #require(pixels.images.firstIndex { l.tray.contains($0.clip) && $0.source.key.hasPrefix("sprite") })
        let chosen = try #require(pixels.images.firstIndex { $0.clip == pixels.images[cue].clip && $0.source.key.hasPrefix("picture:") })
        let corner = pixels.images[chosen].clip.origin
        #expect(pixels.image(chosen, showsAt: corner.x, corner.y) && pixels.image(cue, showsAt: corner.x, corner.y))
        #expect(blocks.cells[corner.y * blocks.size.width + corner.x].character != " ")
        let source = try #require(tray.first?.source)
        #expect(source.key == "picture:gradient")
        #expect(source.width == l.board.width * 8 && source.height == l.board.height * 16)
        // Many colours down one cell: real pixels, which half blocks cannot show.
        let one = self.pixels(of: tray[0], cellAt: tray[0].clip.origin)
        let colours = Set((0..<one.height).map { one.pixel(x: 0, y: $0).0 })
        #expect(colours.count >= 8)
    }

    @Test func aPlacedPieceAndItsMirrorCopyShowTheirOwnPixels() throws {
        let (h, s) = jigsawGame(columns: 3, size: Size(width: 100, height: 30), pictures: GradientPictures())
        try dropPiece(0, at: 0, h, s)
        let c = frame(h)
        let l = s.layout, m = try #require(l.mirror)
        let home = l.cellRect(0), reflected = m.reflect(home)
        let left = try #require(c.images.last { $0.clip == home && $0.source.key == "picture:gradient" })
        let right = try #require(c.images.last { $0.clip == reflected && $0.source.key == "picture:gradient:mirrored" })
        // Cell for cell, the copy is the piece seen in a mirror.
        for dy in 0..<home.height {
            for dx in 0..<home.width {
                let a = pixels(of: left, cellAt: Point(x: home.minX + dx, y: home.minY + dy))
                let b = pixels(of: right, cellAt: Point(x: reflected.maxX - 1 - dx, y: home.minY + dy))
                #expect(a == b.flippedHorizontally())
            }
        }
    }

    @Test func theHelpOverlayTakesItsCellsFromThePictures() throws {
        let (h, s) = jigsawGame(columns: 3, size: Size(width: 100, height: 30), pictures: GradientPictures())
        for piece in 0..<4 { try dropPiece(piece, at: piece, h, s) }
        let before = frame(h)
        h.type("?")
        let c = frame(h)
        #expect(c.find("Help") != nil)
        // Every cell the overlay drew shows no image, and some showed one before.
        var covered = 0
        for y in 0..<c.size.height {
            for x in 0..<c.size.width where c[x, y] != before[x, y] {
                #expect(!c.showsImage(at: x, y))
                if before.showsImage(at: x, y) { covered += 1 }
            }
        }
        #expect(covered > 20)
    }

    @Test func theFaintPictureIsAFadedVariant() throws {
        let (h, s) = jigsawGame(columns: 3, size: Size(width: 100, height: 30), pictures: GradientPictures())
        h.type("g")
        let c = frame(h)
        let faint = c.images.filter { $0.source.key.hasPrefix("picture:gradient|faint:") }
        #expect(faint.count == s.rules.count)
        let full = try #require(c.images.first { $0.source.key == "picture:gradient" })
        let a = full.source.pixel(x: 5, y: 5), b = try #require(faint.first).source.pixel(x: 5, y: 5)
        #expect(a != b)
    }

    @Test func aTurnedPieceIsATurnedVariant() throws {
        let (h, s) = jigsawGame(columns: 3, rotate: true, size: Size(width: 100, height: 30), pictures: GradientPictures())
        let c = frame(h)
        let turned = s.rules.turns.filter { $0 % 4 != 0 }.count
        #expect(turned > 0)
        #expect(c.images.filter { $0.source.key.contains("|turn") }.count == turned)
    }

    @Test func piecesWithTabsAreCutInTheirShape() throws {
        let (h, s) = jigsawGame(columns: 3, tabs: true, size: Size(width: 100, height: 30), pictures: GradientPictures())
        let blocks = frame(h, cellPixels: nil), c = frame(h)
        #expect(blocks.cells == c.cells)
        let pieces = c.images.filter { $0.source.key.contains("|tab") }
        #expect(pieces.count == s.rules.count)
        // What shows through a socket is the tray's felt the pieces lie on,
        // not the colours of their half blocks in the cells under them.
        let felt = JigsawPalette(h.app.context.theme).felt.background
        for (i, layer) in c.images.enumerated() where layer.source.key.contains("|tab") && s.layout.tray.contains(layer.clip) {
            for y in layer.clip.minY..<layer.clip.maxY {
                for x in layer.clip.minX..<layer.clip.maxX where c.image(i, showsAt: x, y) { #expect(c.ground(at: x, y) == felt) }
            }
        }
        // Clear outside the shape: some pixels of each are see-through, the middle is not.
        for layer in pieces {
            let src = layer.source
            #expect(stride(from: 3, to: src.rgba.count, by: 4).contains { src.rgba[$0] == 0 })
            #expect(src.pixel(x: src.width / 2, y: src.height / 2).3 == 255)
        }
    }

    @Test func theShelfsPreviewShowsPlacedPiecesInPixels() throws {
        let (h, s) = jigsawGame(columns: 3, size: Size(width: 100, height: 30), pictures: GradientPictures())
        try dropPiece(0, at: 4, h, s)
        var context = h.app.context
        context.cellPixels = Self.cell
        let preview = try #require(s.mode.preview(s.rules, size: Size(width: 40, height: 16), context: context))
        // The piece and its mirror image, where the piece lies now.
        #expect(preview.images.count == 2)
        #expect(Set(preview.images.map(\.source.key)) == ["picture:gradient", "picture:gradient:mirrored"])
        context.cellPixels = nil
        #expect(s.mode.preview(s.rules, size: Size(width: 40, height: 16), context: context)?.images.isEmpty == true)
    }

    @Test func thePieceInHandAndItsCopyAreOneImageEachAndCutNothingUnderThem() throws {
        let (h, s) = jigsawGame(columns: 3, size: Size(width: 100, height: 30), pictures: GradientPictures())
        let l = s.layout
        // Lifted and carried over the tray's next piece: its outline and
        // shadow lie over that piece.
        h.pointer(.press(.primary), l.slots[0].center)
        h.pointer(.move(.primary), l.slots[0].center + Offset(dx: 0, dy: -2))
        h.pointer(.move(.primary), l.slots[1].center + Offset(dx: -2, dy: -1))
        let hand = try #require(s.hand)
        let over = frame(h), blocks = frame(h, cellPixels: nil)
        #expect(blocks.cells == over.cells)
        let sprite = try #require(over.images.last)
        #expect(sprite.source.key.hasPrefix("sprite") && sprite.clip.contains(hand.rect))
        // The piece's own pixels are in it, at the terminal's scale.
        #expect(sprite.source.width == sprite.cells.width * 8 && sprite.source.height == sprite.cells.height * 16)
        // The tray piece under the outline shows in every one of its cells.
        let under = try #require(over.images.firstIndex { $0.clip == l.slots[1].intersection($0.clip) && $0.clip.intersects(sprite.clip)
                                                          && $0.source.key.hasPrefix("picture:") })
        let r = over.images[under].clip
        for y in r.minY..<r.maxY { for x in r.minX..<r.maxX { #expect(over.image(under, showsAt: x, y)) } }
        // Over the board, the mirror copy is one image too, the piece's
        // seen in a mirror.
        h.pointer(.move(.primary), l.cellRect(0).center)
        let board = frame(h)
        let sprites = board.images.filter { $0.source.key.hasPrefix("sprite") && !$0.source.key.contains("clear") }
        #expect(sprites.count == 2)
        // Both images were at hand before: the next step only moves them.
        #expect(board.preloads.contains { $0.key.hasPrefix("sprite") })
        // In a sixel terminal, composited cell by cell, nothing is flattened.
        var sixel = Canvas(size: h.size, cellPixels: Self.cell)
        sixel.flattensImages = false
        h.app.draw(into: &sixel, now: h.now)
        #expect(!sixel.images.contains { $0.source.key.hasPrefix("sprite") } && sixel.preloads.allSatisfy { !$0.key.hasPrefix("sprite") })
    }

    /// Over a taken cell the outline turns red and says "taken": in kitty
    /// the word is drawn in the piece's image, so it cuts neither that image
    /// nor the placed piece under it, and the drop target's cue, an image
    /// of its own there, was sent ahead.
    @Test func overATakenCellTheWordTakenIsPartOfThePiecesImage() throws {
        let (h, s) = jigsawGame(columns: 3, size: Size(width: 120, height: 40), pictures: GradientPictures())
        let l = s.layout
        h.now = h.now + 1000
        h.click(l.slots[0].center)
        h.click(l.cellRect(0).center)
        #expect(s.rules.board[0] != nil)
        // The tray stays put: slot 1 still holds its piece.
        let slot = 1
        h.now = h.now + 1000
        h.pointer(.press(.primary), l.slots[slot].center)
        h.pointer(.move(.primary), l.slots[slot].center + Offset(dx: 0, dy: -2))
        h.pointer(.move(.primary), l.cellRect(0).center)
        let blocks = frame(h, cellPixels: nil), over = frame(h)
        let row = try #require((0..<h.size.height).first { blocks.rowText($0).contains(" taken ") })
        // Half blocks: the word as text, as always.
        #expect(blocks.cells == over.cells)
        let from = try #require(blocks.rowText(row).range(of: " taken ")).lowerBound
        let x0 = blocks.rowText(row).distance(from: blocks.rowText(row).startIndex, to: from)
        let sprite = try #require(over.images.lastIndex { $0.source.key.hasPrefix("sprite") && $0.clip.contains(Point(x: x0, y: row)) })
        let red = try #require(ColorMath.rgbComponents(blocks.cell(at: Point(x: x0 + 1, y: row))!.style.foreground))
        let shown = (x0..<(x0 + 7)).map { over.image(sprite, showsAt: $0, row) }
        #expect(shown.allSatisfy { $0 }, "the label's cells in the image: \(shown)")
        // The letters are there, in the outline's colour.
        let letters = (x0 + 1..<x0 + 6).map { pixels(of: over.images[sprite], cellAt: Point(x: $0, y: row)) }
        for (i, cell) in letters.enumerated() {
            let set = stride(from: 0, to: cell.rgba.count, by: 4).filter {
                (cell.rgba[$0], cell.rgba[$0 + 1], cell.rgba[$0 + 2]) == red && cell.rgba[$0 + 3] == 255
            }
            #expect(set.count >= 8, "letter \(i) of taken has \(set.count) pixels")
        }
        #expect(over.preloads.contains { $0.key.hasPrefix("sprite") && $0.key.contains("clear") })
    }

    /// In a sixel terminal too, a cue over a picture is an image of its
    /// own over the picture: as text, each of its cells showed its line on
    /// a flat colour and lost the picture's pixels there (seen in xterm).
    @Test func inASixelTerminalACueOverAPictureKeepsThePicturesPixels() throws {
        let (h, s) = jigsawGame(columns: 3, size: Size(width: 100, height: 30), pictures: GradientPictures())
        let l = s.layout
        try dropPiece(0, at: 0, h, s)
        // The piece just dropped keeps the cursor: corners over its picture.
        var sixel = Canvas(size: h.size, cellPixels: Self.cell)
        sixel.flattensImages = false
        h.app.draw(into: &sixel, now: h.now)
        let cell = l.cellRect(0), corner = cell.origin
        let cue = try #require(sixel.images.lastIndex { $0.source.key.contains("clear") })
        #expect(sixel.image(cue, showsAt: corner.x, corner.y))
        // Under it the placed piece still shows in the corner's cell, and
        // the cue's pixels are its line only: most of the cell is clear.
        let placed = try #require(sixel.images.firstIndex { $0.source.key.hasPrefix("picture:") && $0.clip.contains(corner) })
        #expect(sixel.image(placed, showsAt: corner.x, corner.y))
        let px = pixels(of: sixel.images[cue], cellAt: corner)
        let clear = stride(from: 3, to: px.rgba.count, by: 4).filter { px.rgba[$0] < 128 }.count
        #expect(clear * 2 > px.width * px.height)
        // The piece in hand is still left to the terminal's compositing.
        #expect(!sixel.images.contains { $0.source.key.hasPrefix("sprite") && !$0.source.key.contains("clear") })
    }

    func dropPiece(_ piece: Int, at cell: Int, _ h: AppHarness, _ s: JigsawScreen) throws {
        let index = try #require(s.rules.trayPlace(of: piece))
        let l = s.layout
        h.now = h.now + 1000
        h.click(l.slots[index % l.perPage].center)
        h.click(l.cellRect(cell).center)
        #expect(s.rules.board[cell] == piece)
    }
}
