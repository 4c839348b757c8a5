import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp

@Suite struct HalfBlockPixelsTests {
    static let red = Color.rgb(200, 0, 0), blue = Color.palette(4)
    static let colours: [Color?] = [nil, .default, red, blue]

    /// A picture whose every pixel differs, so a misplaced one shows.
    static func picture(width: Int, height: Int) -> HalfBlockPixels {
        var p = HalfBlockPixels(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { p[x, y] = .rgb(UInt8(x), UInt8(y), UInt8((x * 7 + y * 3) % 256)) }
        }
        return p
    }

    @Test func everyPairOfPixelsRoundTrips() {
        for top in Self.colours {
            for bottom in Self.colours {
                let h = HalfBlockPixels.halves(of: HalfBlockPixels.cell(top: top, bottom: bottom))
                #expect(h.top == top && h.bottom == bottom, "\(String(describing: top)) over \(String(describing: bottom))")
            }
        }
    }

    @Test func everyGlyphCombinationRoundTrips() {
        // Whatever a cell is, its two pixels drawn again read the same, and
        // drawing is one way only: encoded again, the cell is unchanged.
        let styles: [Color] = [.default, Self.red, Self.blue]
        for ch in ["▀", "▄", "█", " ", "x"] as [Character] {
            for fg in styles {
                for bg in styles {
                    for attributes in [TextAttributes(), .reverse, .bold] {
                        let cell = Cell(ch, style: CellStyle(foreground: fg, background: bg, attributes: attributes))
                        let h = HalfBlockPixels.halves(of: cell)
                        let again = HalfBlockPixels.cell(top: h.top, bottom: h.bottom)
                        let back = HalfBlockPixels.halves(of: again)
                        #expect(back.top == h.top && back.bottom == h.bottom, "\(ch) \(fg) \(bg) \(attributes)")
                        #expect(HalfBlockPixels.cell(top: back.top, bottom: back.bottom) == again)
                    }
                }
            }
        }
        // What chafa draws reads as it looks.
        let upper = HalfBlockPixels.halves(of: Cell("▀", style: CellStyle(foreground: Self.red, background: Self.blue)))
        #expect(upper.top == Self.red && upper.bottom == Self.blue)
        let lower = HalfBlockPixels.halves(of: Cell("▄", style: CellStyle(foreground: Self.red)))
        #expect(lower.top == nil && lower.bottom == Self.red)
        let reversed = HalfBlockPixels.halves(of: Cell("▀", style: CellStyle(foreground: Self.red, background: Self.blue, attributes: .reverse)))
        #expect(reversed.top == Self.blue && reversed.bottom == Self.red)
    }

    @Test func aCanvasRoundTrips() {
        var canvas = Canvas(size: Size(width: 16, height: 4))
        var i = 0
        for top in Self.colours {
            for bottom in Self.colours {
                let c = HalfBlockPixels.cell(top: top, bottom: bottom)
                canvas[i % 16, i / 16] = c
                canvas[15 - i % 16, 3 - i / 16] = c
                i += 1
            }
        }
        let px = HalfBlockPixels(decoding: canvas)
        #expect(px.width == 16 && px.height == 8)
        #expect(px.canvas == canvas)
        #expect(HalfBlockPixels(decoding: px.canvas) == px)
    }

    @Test func turningAPieceFourTimesGivesItBack() {
        for s in [4, 6, 8, 12, 16] {
            var canvas = Canvas(size: Size(width: s, height: s / 2))
            for y in 0..<(s / 2) {
                for x in 0..<s {
                    let glyph: Character = ["▀", "▄", "█", " "][(x + 3 * y) % 4]
                    canvas[x, y] = Cell(glyph, style: CellStyle(foreground: .rgb(UInt8(x), UInt8(y), 1), background: .rgb(UInt8(y), 9, UInt8(x))))
                }
            }
            let px = HalfBlockPixels(decoding: canvas)
            let once = px.rotated(quarterTurns: 1)
            #expect(once.width == s && once.height == s)
            #expect(once != px)
            #expect(once.rotated(quarterTurns: 1).rotated(quarterTurns: 1).rotated(quarterTurns: 1) == px)
            #expect(px.rotated(quarterTurns: 4) == px)
            #expect(px.rotated(quarterTurns: -1) == px.rotated(quarterTurns: 3))
            #expect(HalfBlockPixels(decoding: once.rotated(quarterTurns: 3).canvas) == px)
        }
        // Clockwise: the top-left pixel goes to the top-right.
        let p = Self.picture(width: 3, height: 2), r = p.rotated(quarterTurns: 1)
        #expect(r.width == 2 && r.height == 3)
        #expect(r[1, 0] == p[0, 0] && r[0, 0] == p[0, 1] && r[0, 2] == p[2, 1])
    }

    @Test func mirroringAndCropping() {
        let p = Self.picture(width: 5, height: 4)
        #expect(p.mirrored()[0, 1] == p[4, 1])
        #expect(p.mirrored().mirrored() == p)
        let c = p.cropped(to: Rect(x: 3, y: -1, width: 4, height: 3))
        #expect(c.width == 4 && c.height == 3)
        #expect(c[0, 1] == p[3, 0] && c[1, 2] == p[4, 1])
        #expect(c[0, 0] == nil && c[2, 1] == nil)
    }

    @Test func drawingAtAnOddPixelRow() {
        let green = Color.rgb(0, 200, 0), solidGreen = Cell("█", style: CellStyle(foreground: green))
        var canvas = Canvas(size: Size(width: 4, height: 3), fill: solidGreen)
        canvas.text("ab", at: Point(x: 1, y: 2))
        // Board pixel rows 1...4: the lower half of cell row 0 to the upper half of row 2.
        var px = HalfBlockPixels(width: 2, height: 4, fill: Self.red)
        px[1, 3] = nil
        canvas.drawPixels(px, atPixel: Point(x: 1, y: 1))
        // Row 0: its lower half is the pixels' first row; its upper half stays green.
        #expect(canvas[1, 0] == Cell("▀", style: CellStyle(foreground: green, background: Self.red)))
        #expect(canvas[2, 0] == Cell("▀", style: CellStyle(foreground: green, background: Self.red)))
        #expect(canvas[1, 1] == Cell(" ", style: CellStyle(background: Self.red)))
        #expect(canvas[2, 1] == Cell(" ", style: CellStyle(background: Self.red)))
        // Row 2: red above text, which reads as nothing drawn.
        #expect(canvas[1, 2] == Cell("▀", style: CellStyle(foreground: Self.red)))
        // Where the pixels draw nothing in a cell, it is left alone, text and all.
        #expect(canvas[2, 2] == Cell("b"))
        for p in [Point(x: 0, y: 0), Point(x: 3, y: 0), Point(x: 0, y: 1), Point(x: 3, y: 1), Point(x: 3, y: 2), Point(x: 0, y: 2)] {
            #expect(canvas[p.x, p.y] == solidGreen, "\(p)")
        }
        // Starting above and left of the canvas: clipped.
        var small = Canvas(size: Size(width: 2, height: 2))
        small.drawPixels(HalfBlockPixels(width: 3, height: 4, fill: Self.blue), atPixel: Point(x: -1, y: -1))
        #expect(small[0, 0] == Cell(" ", style: CellStyle(background: Self.blue)))
        #expect(small[1, 0] == Cell(" ", style: CellStyle(background: Self.blue)))
        #expect(small[0, 1] == Cell("▀", style: CellStyle(foreground: Self.blue)))
        #expect(small[1, 1] == Cell("▀", style: CellStyle(foreground: Self.blue)))
        // Clipped to a rectangle.
        var clipped = Canvas(size: Size(width: 3, height: 1))
        clipped.drawPixels(HalfBlockPixels(width: 3, height: 2, fill: Self.blue), atPixel: .zero, clip: Rect(x: 1, y: 0, width: 1, height: 1))
        #expect(clipped[0, 0] == .blank && clipped[1, 0] == Cell(" ", style: CellStyle(background: Self.blue)) && clipped[2, 0] == .blank)
    }

    @Test func piecesCutWithTheirTabsMakeTheWholePicture() {
        for s in [4, 8, 12] {
            let tabs = PieceTabs(columns: 3, rows: 2, seed: 21)
            let picture = Self.picture(width: 3 * s, height: 2 * s)
            for mirrored in [false, true] {
                var board = Canvas(size: Size(width: 3 * s, height: s))
                for piece in 0..<tabs.count {
                    var cell = Point(x: (piece % 3) * s, y: (piece / 3) * s)
                    let cut = picture.piece(tabs.mask(of: piece, side: s), cellAt: cell, mirrored: mirrored)
                    if mirrored { cell.x = 3 * s - s - cell.x }
                    board.drawPixels(cut.pixels, atPixel: Point(x: cell.x + cut.offset.x, y: cell.y + cut.offset.y))
                }
                #expect(HalfBlockPixels(decoding: board) == (mirrored ? picture.mirrored() : picture), "side \(s)")
            }
        }
    }

    @Test func aTurnedPieceKeepsItsShape() {
        let tabs = PieceTabs(columns: 3, rows: 3, seed: 5), s = 16
        let picture = Self.picture(width: 3 * s, height: 3 * s)
        let mask = tabs.mask(of: 4, side: s)
        for turns in 0..<4 {
            for mirrored in [false, true] {
                let cut = picture.piece(mask, cellAt: Point(x: s, y: s), quarterTurns: turns, mirrored: mirrored)
                var shape = mask.rotated(quarterTurns: turns)
                if mirrored { shape = shape.mirrored() }
                #expect(cut.offset == shape.origin)
                #expect(cut.pixels.pixels.map { $0 != nil } == shape.bits)
            }
        }
        // Turned a quarter clockwise, the cell's top-left pixel is its top-right.
        let cut = picture.piece(mask, cellAt: Point(x: s, y: s), quarterTurns: 1)
        #expect(cut.pixels[s - 1 - cut.offset.x, -cut.offset.y] == picture[s, s])
    }
}

/// Pictures that are not half blocks: ASCII (with colour and without) and
/// other block glyphs come back whole, cell for cell.
@Suite struct HalfBlockGlyphTests {
    static func asciiPicture(width: Int, height: Int, colour: Bool) -> Canvas {
        var c = Canvas(size: Size(width: width, height: height))
        let ramp: [Character] = [".", ":", "-", "=", "+", "*", "#", "%", "@", "▌"]
        for y in 0..<height {
            for x in 0..<width {
                let style = colour ? CellStyle(foreground: .rgb(UInt8(x), UInt8(y), 1), background: .rgb(UInt8(y), UInt8(x), 2)) : .plain
                c[x, y] = Cell(ramp[(x * 3 + y * 7) % ramp.count], style: style)
            }
        }
        return c
    }

    @Test func glyphPiecesCutWithTabsTileThePictureCellForCell() {
        for colour in [false, true] {
            for s in [4, 8, 12] {
                let tabs = PieceTabs(columns: 3, rows: 2, seed: 9)
                let picture = Self.asciiPicture(width: 3 * s, height: s, colour: colour)
                let px = HalfBlockPixels(decoding: picture)
                var board = Canvas(size: picture.size)
                for piece in 0..<tabs.count {
                    let cell = Point(x: (piece % 3) * s, y: (piece / 3) * s)
                    let cut = px.piece(tabs.mask(of: piece, side: s), cellAt: cell)
                    board.drawPixels(cut.pixels, atPixel: Point(x: cell.x + cut.offset.x, y: cell.y + cut.offset.y))
                }
                #expect(board == picture, "colour \(colour), side \(s)")
            }
        }
    }

    @Test func glyphsTurnAndMirrorWithTheirPixels() {
        let picture = Self.asciiPicture(width: 6, height: 3, colour: false)
        let px = HalfBlockPixels(decoding: picture)
        #expect(px.glyph(0, 0) == picture[0, 0] && px.glyph(0, 1) == picture[0, 0])
        #expect(px.rotated(quarterTurns: 1).rotated(quarterTurns: 3) == px)
        #expect(px.mirrored().glyph(5, 2) == picture[0, 1])
        // Four turns and back to cells: the picture again.
        #expect(px.rotated(quarterTurns: 2).rotated(quarterTurns: 2).canvas == picture)
        // A glyph's lower pixel alone draws nothing over what is there.
        var under = Canvas(size: Size(width: 1, height: 1), fill: Cell("█", style: CellStyle(foreground: .rgb(1, 2, 3))))
        under.drawPixels(px.cropped(to: Rect(x: 0, y: 1, width: 1, height: 1)), atPixel: Point(x: 0, y: 1))
        #expect(under[0, 0] == Cell("█", style: CellStyle(foreground: .rgb(1, 2, 3))))
    }
}
