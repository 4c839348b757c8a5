import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// Pictures whose every cell differs (its letter and colours come from
/// where it is), in colour, so that a wrong crop or a default colour shows.
final class PatternPictures: PictureProvider {
    var pictures = [PictureInfo(name: "frog", file: "frog.xpm", title: "蛙纹 wā wén", description: "A frog.")]
    func pixelSize(_ picture: PictureInfo) -> Size? { Size(width: 30, height: 40) }
    func render(_ picture: PictureInfo, cols: Int, rows: Int, depth: ColorDepth, unicode: Bool, mirrored: Bool) -> Canvas? {
        var c = Canvas(size: Size(width: cols, height: rows))
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        for y in 0..<rows {
            for x in 0..<cols {
                let i = (mirrored ? cols - 1 - x : x) * 7 + y * 3
                let style = depth == .none ? CellStyle.plain
                    : CellStyle(foreground: .palette(UInt8(1 + i % 6)), background: .palette(UInt8(9 + i % 6)))
                c.put(letters[i % letters.count], at: Point(x: x, y: y), style: style)
            }
        }
        return c
    }
}

/// A jigsaw of the pattern pictures.
private func jigsaw(variant: JigsawMode.Variant = .mirror, size: Size = Size(width: 80, height: 24),
                    depth: ColorDepth = .palette256, values: ChoiceValues = [:]) -> (AppHarness, JigsawScreen) {
    jigsawGame(variant: variant, values: values, size: size, pictures: PatternPictures(), depth: depth)
}

@Suite struct JigsawBoardFillTests {
    /// The share of its half (or of the canvas) the board fills in the
    /// dimension that binds.
    static func fill(_ l: JigsawLayout) -> Double {
        let width = l.mirror == nil ? l.canvas.width : l.dragArea.width
        return max(Double(l.board.width) / Double(width), Double(l.board.height) / Double(l.canvas.height))
    }

    @Test(arguments: [JigsawMode.Variant.mirror, .classic])
    func at80x24TheBoardFillsItsHalf(variant: JigsawMode.Variant) {
        let (_, s) = jigsaw(variant: variant)
        let l = s.layout
        // The tray's pieces are the board's: the mirror board keeps 8x4 pieces
        // with a row of them in the tray; the classic board's 24 pieces are
        // 6x3, two rows of them in the tray.
        #expect(l.piece == (variant == .mirror ? Size(width: 8, height: 4) : Size(width: 6, height: 3)), "pieces \(l.piece)")
        #expect(l.trayRows == (variant == .mirror ? 1 : 2))
        #expect(l.slots.allSatisfy { $0.size == l.piece })
        #expect(Self.fill(l) >= 0.85, "board \(l.board) in canvas \(l.canvas)")
        #expect(l.canvas.contains(l.board))
        // The frame's top row and sides are inside the canvas; its bottom
        // row is the canvas's last row or the tray's top line.
        #expect(l.frame.minY >= l.canvas.minY && l.frame.minX >= l.canvas.minX && l.frame.maxX <= l.canvas.maxX)
        #expect(l.frame.maxY <= l.tray.minY + 1)
    }

    @Test func largerTerminalsFillTooAndKeepWholeMultiplesWithinAStep() {
        for (w, h) in [(80, 24), (100, 30), (120, 40), (160, 50), (200, 60), (250, 70)] {
            let area = Rect(x: 0, y: 0, width: w, height: h - 1)
            let l = JigsawLayout.make(area: area, columns: 3, rows: 4, mirrored: true, picture: Size(width: 30, height: 40))
            #expect(Self.fill(l) >= 0.85, "\(w)x\(h): board \(l.board) in \(l.canvas)")
            #expect(l.canvas.contains(l.board) && l.area.contains(l.tray))
            #expect(l.slots.allSatisfy { $0.size == l.piece })
            #expect(l.slots.allSatisfy { l.tray.contains(Rect(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height + 1)) })
        }
        // At 1x (30 x 20 cells for the half) the picture keeps whole pixels
        // even when one step larger would fit.
        let oneStepMore = JigsawLayout.make(area: Rect(x: 0, y: 0, width: 100, height: 33), columns: 3, rows: 4, mirrored: true,
                                            picture: Size(width: 30, height: 40))
        let unsnapped = JigsawLayout.make(area: Rect(x: 0, y: 0, width: 100, height: 33), columns: 3, rows: 4, mirrored: true)
        #expect(unsnapped.piece.height == 6)
        #expect(oneStepMore.board.size == Size(width: 30, height: 20))
        #expect(oneStepMore.slots.allSatisfy { $0.size == oneStepMore.piece })
        // Two steps and more above a multiple, the board stays as large as it can.
        let area = Rect(x: 0, y: 0, width: 200, height: 59)
        let big = JigsawLayout.make(area: area, columns: 3, rows: 4, mirrored: true, picture: Size(width: 30, height: 40))
        #expect(big.piece.height == 9)
        #expect(big.piece == JigsawLayout.make(area: area, columns: 3, rows: 4, mirrored: true).piece)
    }

    /// Every tray piece is its part of the board's picture, at the board's
    /// scale, its number in the row under it, never on its pixels.
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 200, height: 60), Size(width: 250, height: 70)])
    func trayPiecesAreThePictureAndTheirBadgesSitBelow(size: Size) throws {
        let (h, s) = jigsaw(size: size, values: ["numbers": "on"])
        h.key(.tab) // the cursor to the board: the tray's chosen piece keeps dim corners only
        let c = h.frame()
        let l = s.layout
        let chosen = Set(CueOutline.corners(l.slots[s.ui.trayCursor], lines: .light(Glyphs(unicode: true))).map(\.0))
        let picture = try #require(PatternPictures().render(PatternPictures().pictures[0], cols: l.board.width,
                                                            rows: l.board.height, depth: .palette256, unicode: true,
                                                            mirrored: false))
        for (i, slot) in l.slots.enumerated() where i < s.rules.tray.count {
            let piece = s.rules.tray[i]
            #expect(slot.size == l.piece)
            let home = l.cellRect(piece).offsetBy(Offset(dx: -l.board.minX, dy: -l.board.minY))
            for y in 0..<slot.height {
                for x in 0..<slot.width where !chosen.contains(Point(x: slot.minX + x, y: slot.minY + y)) {
                    #expect(c[slot.minX + x, slot.minY + y] == picture[home.minX + x, home.minY + y], "slot \(i) at \(x),\(y)")
                }
            }
            let below = (slot.minX..<slot.maxX).map { String(c[$0, l.badgeRow(slot)].character) }.joined()
            #expect(below.contains("\(piece + 1)"))
        }
    }
}

/// The empty board has a frame, mirrored, and a faint grid; the piece in
/// hand an outline.
@Suite struct JigsawBoardLookTests {
    @Test func theEmptyBoardIsFramedAndGridded() throws {
        let (h, s) = jigsaw(values: ["numbers": "on"])
        let c = h.frame()
        let l = s.layout
        let m = try #require(l.mirror)
        let right = m.reflect(x: l.frame.minX)
        #expect(c[l.frame.minX, l.frame.minY].character == "╭")
        #expect(c[right, l.frame.minY].character == "╮")
        #expect(c[m.line, l.frame.minY].character == "┬")
        #expect(c[l.frame.minX, l.board.minY + 1].character == "│")
        #expect(c[right, l.board.minY + 1].character == "│")
        // On the tray's top line at 80x24, the sides stand on it.
        #expect(l.frame.maxY - 1 == l.tray.minY)
        #expect(c[l.frame.minX, l.tray.minY].character == "┴")
        #expect(c[right, l.tray.minY].character == "┴")
        // Grid lines between cells, on both halves; numbers in the cells.
        let cell4 = l.cellRect(4)
        #expect(c[cell4.minX + 2, cell4.minY].character == "╌")
        #expect(c[m.reflect(x: cell4.minX + 2), cell4.minY].character == "╌")
        #expect(c[cell4.minX, cell4.minY + 1].character == "╎")
        #expect(c.rowText(cell4.minY + 2).contains("5"))
        // Without numbers (a new game's default) the cells are empty.
        let (plain, _) = jigsaw()
        #expect(!plain.frame().rowText(cell4.minY + 2).contains("5"))
    }

    @Test func aDraggedPieceIsOutlinedAndItsMirrorImageToo() throws {
        let (h, s) = jigsaw()
        let l = s.layout
        h.click(l.slots[0].center); h.click(l.cellRect(4).center)
        let start = l.cellRect(4).center
        h.pointer(.press(.primary), start)
        h.pointer(.move(.primary), start + Offset(dx: 2, dy: 0))
        let hand = try #require(s.hand)
        let c = h.frame()
        let around = hand.rect.inset(by: -1)
        #expect(c[around.minX, around.minY].character == "╭")
        #expect(c[around.maxX - 1, around.maxY - 1].character == "╯")
        let copy = try #require(s.mirrorCopyRect(of: hand)).inset(by: -1)
        #expect(c[copy.maxX - 1, copy.minY].character == "┐")
    }
}

/// Every state is visible at every colour depth: nothing on the board or
/// in the tray is left to the terminal's default colours (a plain xterm's
/// black on white), and no text is the colour of its ground.
@Suite struct JigsawColourTests {
    static func checkColours(_ c: Canvas, _ l: JigsawLayout, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for y in l.area.minY..<l.area.maxY {
            for x in l.area.minX..<l.area.maxX {
                let cell = c[x, y]
                if cell.isContinuation { continue }
                #expect(cell.style.background != .default, "\(what): default background at \(x),\(y)", sourceLocation: sourceLocation)
                // The pattern picture's letters are pixels: a half block may
                // well be one colour in both halves.
                if cell.character != " ", !("A"..."Z").contains(cell.character) {
                    #expect(cell.style.foreground != .default, "\(what): default foreground at \(x),\(y) '\(cell.character)'",
                            sourceLocation: sourceLocation)
                    #expect(cell.style.foreground != cell.style.background, "\(what): '\(cell.character)' unseen at \(x),\(y)",
                            sourceLocation: sourceLocation)
                }
            }
        }
    }

    @Test(arguments: [ColorDepth.ansi8, .ansi16, .palette256, .direct])
    func everyStateIsVisible(depth: ColorDepth) throws {
        let (h, s) = jigsaw(depth: depth)
        let l = s.layout
        Self.checkColours(h.frame(), l, "empty board")
        // A placed piece, the keyboard cursor, a piece carried over a taken cell.
        h.key(.enter); h.key(.enter)
        h.key(.tab)
        Self.checkColours(h.frame(), l, "board cursor")
        h.key(.tab)
        h.key(.enter)
        h.key(.left)
        Self.checkColours(h.frame(), l, "over a taken cell")
        h.key(.enter)
        Self.checkColours(h.frame(), l, "the message")
        h.type("g")
        Self.checkColours(h.frame(), l, "faint picture")
    }

    @Test func withoutColourTheTakenCellStillDiffers() {
        let p = JigsawPalette(Theme(depth: .none))
        #expect(p.occupied != p.target)
        #expect(p.grid != p.number)
        for depth in [ColorDepth.ansi8, .palette256, .direct] {
            let q = JigsawPalette(Theme(depth: depth))
            #expect(q.occupied.foreground != q.target.foreground)
            #expect(q.grid.foreground != q.ground.background && q.number.foreground != q.ground.background)
        }
    }
}

/// When the game is won at 80x24, the tray's line does not run out on both
/// sides of the result box.
@Suite struct JigsawResultBoxTests {
    @Test func noTrayLineBesideTheResultBox() throws {
        let (h, s) = jigsaw()
        for piece in s.rules.tray {
            chooseInTray(piece, h, s) // the cursor stayed on the piece dropped
            h.key(.enter)
            while let c = s.hand?.keyboardCell, c != piece {
                h.key(c % 3 < piece % 3 ? .right : c % 3 > piece % 3 ? .left : c < piece ? .down : .up)
            }
            h.key(.enter)
        }
        #expect(s.rules.status == .won)
        let c = h.frame()
        let complete = try #require(c.find("Complete:"))
        #expect(complete.y >= s.layout.finished.maxY, "the result box covers the picture")
        for y in s.layout.finished.maxY..<s.layout.area.maxY {
            #expect(c[0, y].character == " " && c[79, y].character == " ", "a line beside the box in row \(y): \(c.rowText(y))")
        }
    }
}

/// The faint picture keeps the picture's own colours: in 256 colours a
/// faded gold or indigo is not the grey the palette's dark end offers.
@Suite struct JigsawFaintColourTests {
    static func rgb(_ c: Color) -> (Int, Int, Int) {
        switch c {
        case .palette(let i): let v = ColorMath.rgb(ofPalette: i); return (Int(v.0), Int(v.1), Int(v.2))
        case .rgb(let r, let g, let b): return (Int(r), Int(g), Int(b))
        case .default: return (0, 0, 0)
        }
    }

    @Test func aFadedColourKeepsItsHueIn256Colours() {
        let ground = Color.palette(ColorMath.nearest256((0x20, 0x16, 0x1A)))
        for (thread, hue) in [(LiColor.gold, { (c: (Int, Int, Int)) in c.0 > c.2 && c.1 > c.2 }),
                              (.indigo, { c in c.2 > c.0 && c.2 > c.1 }),
                              (.red, { c in c.0 > c.1 && c.0 > c.2 })] {
            let own = Color.palette(ColorMath.nearest256(thread.rgb))
            let faint = Self.rgb(JigsawMode.faded(own, toward: ground))
            #expect(hue(faint), "\(thread): \(faint)")
            // Fainter than the thread itself.
            let full = Self.rgb(own)
            #expect(faint.0 + faint.1 + faint.2 < full.0 + full.1 + full.2, "\(thread)")
        }
    }
}
