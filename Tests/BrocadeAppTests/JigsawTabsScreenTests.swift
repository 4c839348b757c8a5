import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// Pieces with tabs on screen (`--tabs`): drawn in their shapes on the
/// board, in the tray, in hand and in the mirror, fitting into the whole
/// picture; a press finds a piece by its pixels.
@Suite struct JigsawTabsScreenTests {
    static let felt = JigsawPalette(Theme(depth: .palette256)).felt.background

    /// Piece `piece` from the tray into `cell`, by mouse: its slot, then the cell.
    static func place(_ h: AppHarness, _ s: JigsawScreen, _ piece: Int, at cell: Int) throws {
        let index = try #require(s.rules.trayPlace(of: piece)), perPage = s.layout.perPage
        while s.page > index / perPage { h.type("[") }
        while s.page < index / perPage { h.type("]") }
        h.click(s.layout.slots[index % perPage].center)
        h.click(s.layout.cellRect(cell).center)
        h.now = h.now + 1000 // no double click
        #expect(s.rules.cell(of: piece) == cell)
    }

    static func picture(_ pictures: PixelPictures, _ l: JigsawLayout, mirrored: Bool = false) -> HalfBlockPixels {
        HalfBlockPixels(decoding: pictures.render(pictures.pictures[0], cols: l.board.width, rows: l.board.height, depth: .palette256,
                                                  unicode: true, mirrored: mirrored)!)
    }

    @Test(arguments: [JigsawMode.Variant.mirror, .classic])
    func theBoardFillsWithThePictureWithNoGapsAndNoDoubles(_ variant: JigsawMode.Variant) throws {
        let pictures = PixelPictures()
        let (h, s) = jigsawGame(variant: variant, tabs: true, pictures: pictures)
        let l = s.layout, tabs = try #require(s.rules.tabs), n = s.rules.count, side = l.piece.width, last = n - 1
        #expect(PieceTabs.knobDepth(side: side) >= 2, "knobs of 2 pixels at least at 80x24 (side \(side))")
        for piece in 0..<last { try Self.place(h, s, piece, at: piece) }
        h.key(.tab) // the cursor off the board
        // The board's picture: the left half, or the whole symmetric picture in the classic game.
        let context = AppContext(theme: Theme(depth: .palette256), glyphs: Glyphs(unicode: true), options: AppOptions(seed: 1))
        let want = variant == .mirror ? Self.picture(pictures, l)
            : HalfBlockPixels(decoding: SymmetricPicture.render(pictures.pictures[0], provider: pictures, size: l.board.size, context: context))
        let c = h.frame()
        let board = HalfBlockPixels(decoding: c.cropped(to: l.board))
        var feltPixels = 0
        for y in 0..<board.height {
            for x in 0..<board.width {
                // The missing piece's shape is felt; every other pixel is the picture's.
                if tabs.cell(atPixel: Point(x: x, y: y), side: side) == last {
                    #expect(board[x, y] == Self.felt, "felt at \(x),\(y)")
                    feltPixels += 1
                } else {
                    #expect(board[x, y] == want[x, y], "picture at \(x),\(y)")
                }
            }
        }
        #expect(feltPixels > side * side / 2)
        // The mirror half is the left half seen in the mirror, pixel for pixel.
        if let m = l.mirror {
            #expect(HalfBlockPixels(decoding: c.cropped(to: m.reflect(l.board))).pixels == board.mirrored().pixels)
        }
        // The last piece completes it.
        try Self.place(h, s, last, at: last)
        #expect(s.rules.status == .won)
    }

    @Test func aPressOnAKnobTakesItsPieceAndOnAnEmptySocketTheCellBehind() throws {
        let (h, s) = jigsawGame(tabs: true)
        let l = s.layout, tabs = try #require(s.rules.tabs), side = l.piece.width, columns = s.rules.columns
        let knob = PieceTabs.knobRows(side: side)
        // A piece with a knob on its right, and one with a socket there.
        let withKnob = try #require((0..<s.rules.count).first { $0 % columns < columns - 1 && tabs.shape(of: $0, .right) == .knob })
        let withSocket = try #require((0..<s.rules.count).first { $0 % columns < columns - 1 && tabs.shape(of: $0, .right) == .socket })
        /// The screen cell of the first pixel row of the knob beyond `piece`'s right edge whose pixel is a cell's upper half.
        func rightEdgePoint(_ piece: Int, depth: Int) -> Point {
            let r = l.cellRect(piece)
            let py = knob[depth].first { $0 % 2 == 0 }!
            return Point(x: r.maxX + depth, y: r.minY + py / 2)
        }
        try Self.place(h, s, withKnob, at: withKnob)
        let onKnob = rightEdgePoint(withKnob, depth: 0)
        #expect(l.cell(at: onKnob) == withKnob + 1, "the knob lies in the neighbouring cell")
        #expect(s.mode.boardCell(at: onKnob, s.rules, l) == withKnob)
        // Clicked, the knob picks its piece; so does its mirror image.
        h.click(onKnob)
        #expect(s.selected == withKnob)
        h.click(onKnob)
        h.now = h.now + 1000
        #expect(s.selected == nil)
        let m = try #require(l.mirror)
        #expect(s.mode.boardCell(at: Point(x: m.reflect(x: onKnob.x), y: onKnob.y), s.rules, l) == withKnob)
        // A socket of a placed piece with no knob in it: the empty cell behind.
        if s.rules.board[withSocket] == nil { try Self.place(h, s, withSocket, at: withSocket) }
        let inSocket = Point(x: l.cellRect(withSocket).maxX - 1, y: rightEdgePoint(withSocket, depth: 0).y)
        #expect(s.rules.board[withSocket + 1] == nil)
        #expect(s.mode.boardCell(at: inSocket, s.rules, l) == withSocket + 1)
        // A tray piece clicked, then the socket: the piece goes into that empty cell.
        while s.page > 0 { h.type("[") }
        let next = s.rules.tray[0]
        h.click(l.slots[0].center)
        h.click(inSocket)
        #expect(s.rules.cell(of: next) == withSocket + 1)
    }

    /// A tray piece is the board's piece, its knobs and all on its felt,
    /// its number below the knobs' reach, at 80x24 and at 200x60.
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 200, height: 60)])
    func trayPiecesShowTheirWholeShapeOnFelt(size: Size) throws {
        let pictures = PixelPictures()
        let (h, s) = jigsawGame(tabs: true, values: ["numbers": "on"], size: size, pictures: pictures)
        h.key(.tab) // the cursor off the tray
        let l = s.layout, tabs = try #require(s.rules.tabs), c = h.frame(), side = l.piece.width
        #expect(l.reach == TabbedPieces.reach(side: side) && l.reach.dx >= 2)
        for (i, slot) in l.slots.enumerated() where i < s.rules.tray.count {
            let piece = s.rules.tray[i], bay = l.bay(slot)
            #expect(slot.size == l.piece)
            let shape = tabs.mask(of: piece, side: side)
            // Its knobs reach no further than the room kept round the slot.
            #expect(shape.origin.x >= -l.reach.dx && shape.origin.y >= -2 * l.reach.dy)
            #expect(shape.origin.x + shape.width <= side + l.reach.dx && shape.origin.y + shape.height <= side + 2 * l.reach.dy)
            let shown = HalfBlockPixels(decoding: c.cropped(to: bay))
            for y in 0..<shown.height {
                for x in 0..<shown.width {
                    let inside = shape.contains(Point(x: x - l.reach.dx, y: y - 2 * l.reach.dy))
                    #expect((shown[x, y] == Self.felt) != inside, "piece \(piece + 1), pixel \(x),\(y)")
                }
            }
            // The number under the felt, clear of the knobs.
            #expect(l.badgeRow(slot) == bay.maxY)
            let below = (slot.minX..<slot.maxX).map { String(c[$0, bay.maxY].character) }.joined()
            #expect(below.contains("\(piece + 1)"))
        }
    }

    @Test func theHandAndItsMirrorCopyShowTheShapeTurnedTheMirrorsWay() throws {
        let pictures = PixelPictures()
        let (h, s) = jigsawGame(rotate: true, tabs: true, pictures: pictures)
        let l = s.layout, tabs = try #require(s.rules.tabs), side = l.piece.width
        let piece = s.rules.tray[0]
        h.key(.enter) // lifted with the keyboard, over the first cell: its mirror copy far off
        h.key(.down) // clear of the frame above the board
        let hand = try #require(s.hand)
        #expect(hand.piece == piece)
        let copy = try #require(s.mirrorCopyRect(of: hand))
        let reach = TabbedPieces.reach(side: side)
        for _ in 0..<4 {
            let k = s.rules.turns[piece], c = h.frame()
            let around = hand.rect.inset(top: -reach.dy, left: -reach.dx, bottom: -reach.dy, right: -reach.dx)
            let shown = HalfBlockPixels(decoding: c.cropped(to: around))
            // The shape, turned: its pixels where the mask is, felt around it.
            let shape = tabs.mask(of: piece, side: side, quarterTurns: k)
            for y in 0..<shown.height {
                for x in 0..<shown.width {
                    let inside = shape.contains(Point(x: x - reach.dx, y: y - 2 * reach.dy))
                    #expect((shown[x, y] == Self.felt) != inside, "turn \(k), pixel \(x),\(y)")
                }
            }
            let mirrored = copy.inset(top: -reach.dy, left: -reach.dx, bottom: -reach.dy, right: -reach.dx)
            #expect(HalfBlockPixels(decoding: c.cropped(to: mirrored)).pixels == shown.mirrored().pixels, "the mirror copy at turn \(k)")
            h.type("r")
        }
    }

    @Test func theTabsAreSavedWithTheGame() throws {
        let store = MemoryStore()
        let (h, s) = jigsawGame(rotate: true, tabs: true, store: store)
        try Self.place(h, s, s.rules.tray[0], at: 4)
        h.type("r")
        h.type("q"); h.type("y")
        let save = try #require(store.saves["mirror-jigsaw"])
        let restored = try JigsawScreen(save: save, provider: FakePictures(), mode: .mirrorJigsaw, animate: false)
        #expect(restored.rules == s.rules)
        #expect(restored.rules.tabs == s.rules.tabs && restored.rules.tabs != nil)
        #expect(restored.mode.params.tabs && restored.mode.params.rotate)
        #expect(restored.mode.scoreParameters(restored.rules)["cut"] == "with tabs")
    }
}
