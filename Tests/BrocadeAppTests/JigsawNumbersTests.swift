import Testing
import Foundation
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// The numbers are a choice: declared once in the jigsaws' schema, offered
/// by the panel and remembered, saved with the game, and `t` in play.
@Suite struct JigsawNumbersTests {
    /// The digits on the board and in the rows under the tray's slots
    /// (the page's label has its own).
    static func digits(_ c: Canvas, _ l: JigsawLayout) -> String {
        let rows = Array(l.canvas.minY..<l.tray.minY) + Set(l.slots.map(\.maxY)).sorted()
        var out = ""
        for y in rows {
            for x in l.area.minX..<l.area.maxX where c[x, y].character.isNumber { out.append(c[x, y].character) }
        }
        return out
    }

    @Test func theSchemaDeclaresTheChoiceOffByDefault() throws {
        for variant in [JigsawMode.Variant.mirror, .classic] {
            let schema = JigsawMode.schema(variant, pictures: FakePictures())
            let o = schema.option("numbers")
            #expect(o.defaultValue == "off" && o.domain.values == ["off", "on"] && o.inPanel)
            #expect(o.help?.contains("t turns them on and off") == true)
            #expect(o.rows.map(\.label) == ["Numbers"])
            #expect(schema.form.defaults["numbers"] == "off")
            let plain = try schema.make(), numbered = try schema.make(GameRequest(["numbers": "on"]))
            #expect(!plain.numbers && numbered.numbers)
        }
    }

    @Test(arguments: [JigsawMode.Variant.mirror, .classic], [false, true])
    func theBoardAndTrayAreNumberedOnlyWhenChosenAndTTurnsThem(variant: JigsawMode.Variant, numbers: Bool) {
        let (h, s) = jigsawGame(variant: variant, values: ["numbers": GameOption.onOff(numbers)])
        #expect(s.ui.showBadges == numbers)
        let l = s.layout
        // The cells' numbers (1 to 12, or 1 to 24) and the tray's badges.
        #expect(Self.digits(h.frame(), l).isEmpty == !numbers)
        h.type("t")
        #expect(Self.digits(h.frame(), l).isEmpty == numbers)
        h.type("t")
        #expect(Self.digits(h.frame(), l).isEmpty == !numbers)
    }

    @Test func theChoiceIsSavedWithTheGameAndOldSavesKeepTheirNumbers() throws {
        let fake = FakePictures()
        let p = JigsawMode.Params.make(picture: fake.pictures[0], provider: fake, variant: .mirror, perHalf: 3, rows: nil, lock: false,
                                       numbers: true)
        let back = try JSONDecoder().decode(JigsawMode.Params.self, from: JSONEncoder().encode(p))
        #expect(back == p && back.numbers)
        var off = p
        off.numbers = false
        let offBack = try JSONDecoder().decode(JigsawMode.Params.self, from: JSONEncoder().encode(off))
        #expect(!offBack.numbers)
        // A save from before the choice was played with the numbers shown.
        var json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(p)) as? [String: Any])
        json["numbers"] = nil
        let old = try JSONDecoder().decode(JigsawMode.Params.self, from: JSONSerialization.data(withJSONObject: json))
        #expect(old.numbers)
        // The numbers are a help to the eye, not a rule: one score table.
        let mode = try JigsawMode(params: p, provider: fake), modeOff = try JigsawMode(params: off, provider: fake)
        let rules = mode.newGame(seed: 1)
        #expect(mode.scoreParameters(rules) == modeOff.scoreParameters(rules))
    }

    @Test func thePanelOffersTheChoiceAndRemembersIt() throws {
        let store = MemoryStore()
        let h = AppHarness(options: AppOptions(seed: 1, animation: false), registry: .standard(pictures: FakePictures()), store: store,
                           size: Size(width: 80, height: 24))
        h.type("m")
        #expect(h.screen.contains("Numbers"))
        let row = try #require(h.find("Numbers"))
        // The row's "on", to the right of its label.
        let line = h.frame().text.components(separatedBy: "\n")[row.y]
        let on = try #require(line.range(of: " on ", range: line.index(line.startIndex, offsetBy: row.x)..<line.endIndex))
        h.click(Point(x: line.distance(from: line.startIndex, to: on.lowerBound) + 1, y: row.y))
        h.click(try #require(h.find("[ Play ]")))
        let j = try #require(h.app.current as? JigsawScreen)
        #expect(j.mode.params.numbers && j.ui.showBadges)
        #expect(store.settings.lastChoices["mirror-jigsaw"]?["numbers"] == "on")
        // The next panel starts from it.
        h.type("q")
        h.type("m")
        h.key(.enter)
        let again = try #require(h.app.current as? JigsawScreen)
        #expect(again.mode.params.numbers)
    }
}

/// The board's cues and the ghost, seen at every colour depth, and every
/// cell painted in ASCII.
@Suite struct JigsawSeenAtEveryDepthTests {
    static let depths: [ColorDepth] = [.ansi8, .ansi16, .palette256, .direct]

    /// Every cell of the corners inside `cell` reads against its own
    /// background, and the cells just around `cell` are as `plain` (the
    /// same board without the cue) has them: no neighbour is covered.
    static func expectCornersShow(_ c: Canvas, inside cell: Rect, plain: Canvas, clip: Rect, depth: ColorDepth, _ what: String,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        let corners = CueOutline.corners(cell, lines: .light(Glyphs(unicode: true))).filter { clip.contains($0.0) }
        #expect(corners.count >= 4, sourceLocation: sourceLocation)
        for (p, glyph) in corners {
            let s = c[p.x, p.y].style
            #expect(c[p.x, p.y].character == glyph, "\(what) at \(p), \(depth)", sourceLocation: sourceLocation)
            let front = CueOutline.shown(s.foreground, depth: depth), back = CueOutline.shown(s.background, depth: depth)
            #expect(front != nil && back != nil && CueOutline.standsOut(front!, on: back!), "\(what) at \(p), \(depth): \(s)",
                    sourceLocation: sourceLocation)
        }
        for (p, _) in CueOutline.ring(cell.inset(by: -1), lines: .light(Glyphs(unicode: true))) where c.bounds.contains(p) {
            #expect(c[p.x, p.y] == plain[p.x, p.y], "\(what): the cell \(p) beside it changed, \(depth)", sourceLocation: sourceLocation)
        }
    }

    /// The cursor on a placed piece and the piece picked by a click:
    /// corners inside the piece's own cells, every cell of them contrasting
    /// with what is under it, over any piece, and its neighbours untouched.
    /// (The cell a piece in hand would drop into is drawn the same way,
    /// under the piece's own frame when carried by key.)
    @Test(arguments: depths)
    func theCuesAreCornersInsideThePieceThatShowOverAnyPiece(depth: ColorDepth) throws {
        for piece in 0..<12 {
            let (h, s) = jigsawGame(pictures: ColouredPictures(), depth: depth)
            let l = s.layout
            func focus(_ f: JigsawMode.Focus) { if s.focus != f { h.key(.tab) } }
            // The piece from the tray (on its page) to its cell.
            let index = try #require(s.rules.trayPlace(of: piece))
            if index >= l.perPage { h.type("]") }
            h.click(l.slots[index % l.perPage].center)
            h.click(l.cellRect(piece).center)
            #expect(s.rules.board[piece] == piece)
            focus(.tray)
            let plain = h.frame()
            focus(.board)
            while s.ui.boardCursor != piece { h.key(s.ui.boardCursor % 3 < piece % 3 ? .right : .down) }
            Self.expectCornersShow(h.frame(), inside: l.cellRect(piece), plain: plain, clip: l.area, depth: depth, "cursor on piece \(piece)")
            // Picked by a click: the same corners.
            focus(.tray)
            h.click(l.cellRect(piece).center)
            #expect(s.ui.selected == piece)
            Self.expectCornersShow(h.frame(), inside: l.cellRect(piece), plain: plain, clip: l.area, depth: depth, "piece \(piece) picked")
        }
    }

    /// `g` at 8 and 16 colours: the faint picture differs from the ground
    /// it lies on, as it does in 256 colours and truecolour.
    @Test(arguments: depths)
    func theGhostShowsAtEveryDepth(depth: ColorDepth) {
        let (h, s) = jigsawGame(pictures: ColouredPictures(), depth: depth)
        let l = s.layout
        let before = h.frame()
        h.type("g")
        let after = h.frame()
        let ground = CueOutline.shown(JigsawPalette(Theme(depth: depth)).ground.background, depth: depth)
        var differ = 0, cells = 0
        for y in l.board.minY..<l.board.maxY {
            for x in l.board.minX..<l.board.maxX {
                cells += 1
                let c = after[x, y], was = before[x, y]
                guard c != was, c.character != " " else { continue }
                if let fg = CueOutline.shown(c.style.foreground, depth: depth), let g = ground, fg != g { differ += 1 }
            }
        }
        #expect(differ * 4 >= cells, "\(differ) of \(cells) board cells show the faint picture at \(depth)")
    }

    /// `g` shows the whole faint picture: no grid over it (it hid each empty
    /// cell's top row and left column), and its colours faded once, never
    /// dimmed as well (a terminal dims a cell's foreground only, which
    /// striped the half blocks).
    @Test(arguments: depths)
    func theFaintPictureIsWhole(depth: ColorDepth) {
        let (h, s) = jigsawGame(pictures: ColouredPictures(), depth: depth)
        let l = s.layout
        h.type("g")
        let c = h.frame()
        let gridGlyphs = Set(BoardDrawing.gridLines(of: l.cellRect(4), board: l.board, glyphs: JigsawGlyphs(unicode: true)).map(\.1))
        #expect(!gridGlyphs.isEmpty)
        for y in l.board.minY..<l.board.maxY {
            for x in l.board.minX..<l.board.maxX {
                #expect(!gridGlyphs.contains(c[x, y].character), "a grid line at \(x),\(y) over the faint picture, \(depth)")
                #expect(!c[x, y].style.attributes.contains(.dim), "dimmed at \(x),\(y), \(depth)")
            }
        }
        // Off again: the grid is back.
        h.type("g")
        let off = h.frame()
        #expect((l.board.minY..<l.board.maxY).contains { y in (l.board.minX..<l.board.maxX).contains { gridGlyphs.contains(off[$0, y].character) } })
    }

    /// In ASCII, with colours, every cell of the game's screen is painted:
    /// none keeps the terminal's own background.
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 200, height: 60)], [false, true])
    func everyCellIsPaintedInASCII(size: Size, ghost: Bool) {
        var options = AppOptions(seed: 4, animation: false, colorDepth: .palette256, startMode: .mirrorJigsaw)
        options.unicode = false
        let fake = ColouredPictures()
        options.modeOptions[.mirrorJigsaw] = GameRequest(["numbers": "on"], picture: fake.pictures[0])
        let h = AppHarness(options: options, registry: ModeRegistry([JigsawMode.entry(.mirror, pictures: fake)]), size: size)
        if ghost { h.type("g") }
        let c = h.frame()
        var unpainted: [Point] = []
        for y in 0..<size.height {
            for x in 0..<size.width where c[x, y].style.background == .default && !c[x, y].style.attributes.contains(.reverse) {
                unpainted.append(Point(x: x, y: y))
            }
        }
        #expect(unpainted.isEmpty, "\(unpainted.count) cells unpainted, first \(unpainted.prefix(5))")
    }
}

/// Pictures of stripes in the colours a jigsaw has to show its cues over:
/// gold, white, black, red, blue, a pale yellow, as half blocks (or as
/// `#` in ASCII), each cell's halves of two of them.
final class ColouredPictures: PictureProvider {
    static let colours: [Color] = [.palette(179), .palette(231), .palette(16), .palette(124), .palette(25), .palette(186)]
    var pictures = [PictureInfo(name: "stripes", file: "stripes.xpm", title: "Stripes", description: "Stripes.")]
    func pixelSize(_ picture: PictureInfo) -> Size? { Size(width: 30, height: 40) }
    func render(_ picture: PictureInfo, cols: Int, rows: Int, depth: ColorDepth, unicode: Bool, mirrored: Bool) -> Canvas? {
        var c = Canvas(size: Size(width: cols, height: rows))
        let n = Self.colours.count
        for y in 0..<rows {
            for x in 0..<cols {
                let k = (mirrored ? cols - 1 - x : x) / 2 + y
                c.put(unicode ? "▀" : "#", at: Point(x: x, y: y),
                      style: CellStyle(foreground: Self.colours[k % n], background: Self.colours[(k + 1) % n]))
            }
        }
        return c
    }
    func addImage(path: String) throws -> PictureInfo { throw ValidationError("no images") }
}
