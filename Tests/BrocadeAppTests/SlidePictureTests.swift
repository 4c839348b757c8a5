import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// A picture of letters, so that every cell of it can be told from the ground and the borders.
final class LetterPictures: PictureProvider {
    let picture = PictureInfo(name: "letters", file: "letters.xpm", title: "Letters", description: "Letters.")
    var pictures: [PictureInfo] { [picture] }
    func pixelSize(_ picture: PictureInfo) -> Size? { Size(width: 30, height: 40) }
    func render(_ picture: PictureInfo, cols: Int, rows: Int, depth: ColorDepth, unicode: Bool, mirrored: Bool) -> Canvas? {
        var c = Canvas(size: Size(width: cols, height: rows))
        for y in 0..<rows {
            for x in 0..<cols { c.put(Character(UnicodeScalar(UInt8(65 + (x + 2 * y) % 26))), at: Point(x: x, y: y)) }
        }
        return c
    }
}

private func pictureSlide(_ rules: SlidingRules, animate: Bool, size: Size = Size(width: 80, height: 24),
                          unicode: Bool = true) throws -> (AppHarness, SlideScreen) {
    let pictures = LetterPictures()
    let params = SlideMode.Params(size: rules.size, level: rules.level, picture: pictures.picture)
    let mode = try SlideMode(params: params, provider: pictures, arrows: .tile)
    let screen = SlideScreen(mode: mode, state: rules, seed: 0, animate: animate)
    var registry = ModeRegistry()
    registry.register(.slide) { _, _ in screen }
    let h = AppHarness(options: AppOptions(seed: 1, unicode: unicode, startMode: .slide), registry: registry,
                       store: MemoryStore(playerName: "ann"), size: size)
    return (h, screen)
}

@Suite struct SlidePictureTests {
    static let oneAway = SlidingRules(size: 3, level: .norm, tiles: [1, 2, 3, 4, 5, 6, 7, 0, 8])

    /// The cells where the whole picture goes once the gaps close.
    private func pictureRect(_ s: SlideScreen, _ h: AppHarness) -> Rect {
        let l = s.layout(for: Rect(x: 0, y: 0, width: h.size.width, height: h.size.height - 1))
        return l.board.centered(Size(width: 3 * l.tile.width, height: 3 * l.tile.height))
    }

    private func allLetters(_ c: Canvas, _ r: Rect, rows: Range<Int>? = nil) -> Bool {
        (rows ?? r.minY..<r.maxY).allSatisfy { y in (r.minX..<r.maxX).allSatisfy { c[$0, y].character.isLetter } }
    }

    @Test(arguments: [true, false])
    func everyPictureTileHasABorderAndTheEmptyCellNone(unicode: Bool) throws {
        let (h, s) = try pictureSlide(Self.oneAway, animate: false, unicode: unicode)
        let l = s.layout(for: Rect(x: 0, y: 0, width: 80, height: 23))
        let c = h.frame()
        let left: Character = unicode ? "▕" : "|", right: Character = unicode ? "▏" : "|"
        let above: Set<Character> = unicode ? ["▁", "═"] : ["_", "="], below: Set<Character> = unicode ? ["▔", "═"] : ["-", "="]
        for i in 0..<9 {
            let r = l.cell(i, size: 3)
            let mid = r.minY + r.height / 2, centre = r.minX + r.width / 2
            if s.rules.tiles[i] == 0 {
                // The gap: its picture is missing, and so is its outline.
                #expect(c[r.minX, mid].character == " ")
                #expect(c[r.minX - 1, mid].character == " ", "a border left of the empty cell")
                #expect(c[r.maxX, mid].character == " ", "a border right of the empty cell")
                // Above it only the line of the tile above, none of its own.
                #expect(c[centre, r.minY - 1].character == (unicode ? "▔" : "-"))
                continue
            }
            #expect(c[r.minX, mid].character.isLetter, "tile \(s.rules.tiles[i]) shows its picture")
            #expect(c[r.minX - 1, mid].character == left, "cell \(i)")
            #expect(c[r.maxX, mid].character == right, "cell \(i)")
            #expect(above.contains(c[centre, r.minY - 1].character), "cell \(i)")
            #expect(below.contains(c[centre, r.maxY].character), "cell \(i)")
        }
        // Borders and gaps break the picture up while it is shuffled.
        #expect(!allLetters(c, pictureRect(s, h)))
    }

    /// The last move: the missing tile slides in from the right, the gaps
    /// close, the whole picture shows, and only then the result panel, which
    /// leaves the picture's upper rows in view.
    @Test func solvingSlidesTheMissingTileInAndShowsTheWholePicture() throws {
        let (h, s) = try pictureSlide(Self.oneAway, animate: true)
        let l = s.layout(for: Rect(x: 0, y: 0, width: 80, height: 23))
        let home = l.cell(8, size: 3), whole = pictureRect(s, h)
        h.click(l.cell(8, size: 3).center)
        #expect(s.rules.isSolved)
        h.advance(SlideMode.glideTime + SlideMode.slideInTime / 3)
        var c = h.frame()
        let mid = home.minY + home.height / 2
        // On its way: its left edge is not yet home, but part of it is in view to the right.
        #expect(!c[home.minX, mid].character.isLetter)
        #expect((home.minX..<80).contains { c[$0, mid].character.isLetter })
        #expect(!h.screen.contains("Solved!"))
        h.advance(SlideMode.slideInTime + SlideMode.closeTime)
        c = h.frame()
        #expect(allLetters(c, whole), "the picture is whole, without gaps or borders")
        #expect(!h.screen.contains("Solved!"))
        h.advance(SlideMode.holdTime)
        c = h.frame()
        #expect(h.screen.contains("Solved!"))
        try expectWholeAbovePanel(c, l)
    }

    /// The panel at the foot of the screen, and the picture, made smaller,
    /// whole above it: letters from the board's top to the row over the
    /// panel's frame, as wide as the picture's shape asks.
    private func expectWholeAbovePanel(_ c: Canvas, _ l: TileGridLayout, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let frameTop = try #require(c.find("Solved!"), sourceLocation: sourceLocation).y - 1
        let x = l.board.center.x
        let column = (l.board.minY..<frameTop).allSatisfy { c[x, $0].character.isLetter }
        #expect(column, "a row of the picture is missing above the panel", sourceLocation: sourceLocation)
        let width = (l.board.minX..<l.board.maxX).filter { c[$0, frameTop - 1].character.isLetter }.count
        #expect(width >= 2 * (frameTop - l.board.minY) - 2, "the picture keeps its shape: \(width) wide", sourceLocation: sourceLocation)
    }

    @Test func withoutAnimationTheSolvedPictureIsWholeAtOnce() throws {
        let (h, s) = try pictureSlide(Self.oneAway, animate: false, size: Size(width: 200, height: 60))
        let l = s.layout(for: Rect(x: 0, y: 0, width: 200, height: 59))
        h.click(l.cell(8, size: 3).center)
        let c = h.frame()
        #expect(h.screen.contains("Solved!"))
        try expectWholeAbovePanel(c, l)
        // Taken back, the tiles are apart again.
        h.type("u")
        let apart = !allLetters(h.frame(), pictureRect(s, h))
        #expect(apart)
    }
}

/// The box lid of a sliding puzzle with a picture: b, or its entry in the
/// actions list, shows the whole picture over the board, its gaps closed,
/// until the next key or click, which does nothing else (no tile slides).
@Suite struct SlideBoxLidTests {
    static let oneAway = SlidingRules(size: 3, level: .norm, tiles: [1, 2, 3, 4, 5, 6, 7, 0, 8])

    private func whole(_ c: Canvas, _ l: TileGridLayout) -> Bool {
        let r = l.board.centered(Size(width: 3 * l.tile.width, height: 3 * l.tile.height))
        return (r.minY..<r.maxY).allSatisfy { y in (r.minX..<r.maxX).allSatisfy { c[$0, y].character.isLetter } }
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 200, height: 60)])
    func theLidShowsTheWholePictureUntilAKeyOrAClick(size: Size) throws {
        let (h, s) = try pictureSlide(Self.oneAway, animate: false, size: size)
        let l = s.layout(for: Rect(x: 0, y: 0, width: size.width, height: size.height - 1))
        #expect(!whole(h.frame(), l))
        h.type("b")
        #expect(whole(h.frame(), l), "\(h.screen)")
        #expect(h.screen.contains("Box lid · any key or click goes back"))
        // The next key only puts the lid away: Left would have slid tile 8.
        h.key(.left)
        #expect(s.session.moveCount == 0 && !whole(h.frame(), l))
        #expect(!h.screen.contains("Box lid"))
        // By mouse: the actions list's entry, then a click on the tile that
        // would slide, which slides nothing.
        let lid = try #require(ActionsList.actions(h).first { $0.label == "the box lid: the whole picture" })
        try ActionsList.click(lid, h)
        #expect(whole(h.frame(), l))
        h.click(l.cell(8, size: 3).center)
        #expect(s.session.moveCount == 0 && !whole(h.frame(), l))
        // And the game goes on: the same click now slides it.
        h.click(l.cell(8, size: 3).center)
        #expect(s.rules.isSolved)
    }

    @Test func theHelpSaysSoOnlyWithAPicture() throws {
        let (h, _) = try pictureSlide(Self.oneAway, animate: false)
        h.type("?")
        #expect(h.screen.contains("box lid: whole picture till a key or click"))
        let numbers = SlideScreen(rules: Self.oneAway, arrows: .tile, animate: false)
        var registry = ModeRegistry()
        registry.register(.slide) { _, _ in numbers }
        let plain = AppHarness(options: AppOptions(seed: 1, startMode: .slide), registry: registry, store: MemoryStore(playerName: "ann"))
        #expect(!ActionsList.actions(plain).contains { $0.label == "the box lid: the whole picture" })
        plain.type("b")
        #expect(!plain.screen.contains("Box lid"))
        plain.type("?")
        #expect(!plain.screen.contains("box lid"))
    }
}

/// A picture fitted as the library fits one: letterboxed whole against the
/// mirror line, each pixel row its own colour, so that a half fitted a pixel
/// row higher or lower than the other shows.
final class StripedPictures: PictureProvider {
    let picture = PictureInfo(name: "stripes", file: "stripes.xpm", title: "Stripes", description: "Stripes.")
    var pictures: [PictureInfo] { [picture] }
    func pixelSize(_ picture: PictureInfo) -> Size? { Size(width: 30, height: 40) }
    func render(_ picture: PictureInfo, cols: Int, rows: Int, depth: ColorDepth, unicode: Bool, mirrored: Bool) -> Canvas? {
        var rgba: [UInt8] = []
        for y in 0..<40 { for _ in 0..<30 { rgba += [UInt8(y * 6), 50, UInt8(200 - y * 4), 255] } }
        var image = PixelImage(width: 30, height: 40, rgba: rgba).letterboxed(width: cols, height: rows * 2, anchor: .mirrorLine,
                                                                            ground: (0, 0, 0))
        if mirrored { image = image.flippedHorizontally() }
        return render(image: image, cols: cols, rows: rows, depth: depth, unicode: unicode)
    }
    func addImage(path: String) throws -> PictureInfo { throw ValidationError("no") }
}

@Suite struct SlidePictureMirrorTests {
    /// 5x5 and 7x7 tiles are an odd number of cells wide, and so is the
    /// whole picture: its halves must still be fitted alike, row for row.
    @Test(arguments: [5, 6, 7])
    func theSolvedPictureIsItsOwnMirrorImageRowForRow(n: Int) throws {
        var tiles = Array(1..<(n * n)) + [0]
        tiles.swapAt(n * n - 2, n * n - 1)
        let pictures = StripedPictures()
        let params = SlideMode.Params(size: n, level: .norm, picture: pictures.picture)
        let mode = try SlideMode(params: params, provider: pictures, arrows: .tile)
        let screen = SlideScreen(mode: mode, state: SlidingRules(size: n, level: .norm, tiles: tiles), seed: 0, animate: false)
        var registry = ModeRegistry()
        registry.register(.slide) { _, _ in screen }
        let h = AppHarness(options: AppOptions(seed: 1, unicode: true, startMode: .slide), registry: registry,
                           store: MemoryStore(playerName: "ann"), size: Size(width: 200, height: 60))
        let l = screen.layout(for: Rect(x: 0, y: 0, width: 200, height: 59))
        h.click(l.cell(n * n - 1, size: n).center)
        #expect(screen.rules.isSolved)
        let c = h.frame()
        #expect(h.screen.contains("Solved!"))
        // The picture's cells: the half blocks.
        let cells = (0..<60).flatMap { y in (0..<200).map { Point(x: $0, y: y) } }.filter { c[$0.x, $0.y].character == "▀" }
        let minX = try #require(cells.map(\.x).min()), maxX = try #require(cells.map(\.x).max())
        let minY = try #require(cells.map(\.y).min()), maxY = try #require(cells.map(\.y).max())
        #expect(maxX - minX + 1 >= 5 * n, "the picture is in view")
        var torn: [Int] = []
        for y in minY...maxY where (minX...maxX).contains(where: { c[$0, y].style != c[maxX - ($0 - minX), y].style }) {
            torn.append(y)
        }
        #expect(torn.isEmpty, "rows whose right half is not the left half's mirror image: \(torn)")
    }
}
