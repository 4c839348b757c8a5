import Testing
import Foundation
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// Capital letters, a different one from cell to cell, so that a picture
/// can be told from the ground, the borders and the words around it.
private final class CapitalPictures: PictureProvider {
    let picture = PictureInfo(name: "capitals", file: "capitals.xpm", title: "Capitals", description: "Capitals.")
    let pixels: Size
    init(pixels: Size) { self.pixels = pixels }
    var pictures: [PictureInfo] { [picture] }
    func pixelSize(_ picture: PictureInfo) -> Size? { pixels }
    func render(_ picture: PictureInfo, cols: Int, rows: Int, depth: ColorDepth, unicode: Bool, mirrored: Bool) -> Canvas? {
        var c = Canvas(size: Size(width: cols, height: rows))
        for y in 0..<rows {
            for x in 0..<cols { c.put(Character(UnicodeScalar(UInt8(65 + (x + 2 * y) % 26))), at: Point(x: x, y: y)) }
        }
        return c
    }
}

private func isPicture(_ c: Character) -> Bool { c.isASCII && c.isUppercase }

/// The finished frame drawn twice, with the result panel over it and
/// without it.
private func finishedFrames<M: PuzzleMode>(_ s: GameScreen<M>, _ h: AppHarness) -> (panel: Canvas, bare: Canvas) {
    let area = Rect(x: 0, y: 0, width: h.size.width, height: h.size.height - 1)
    let context = AppContext(theme: Theme(depth: .palette256), glyphs: Glyphs(unicode: true), options: AppOptions(seed: 1))
    var panel = Canvas(size: h.size), bare = Canvas(size: h.size)
    s.draw(into: &panel, area: area, now: h.now, context: context, panel: true)
    s.draw(into: &bare, area: area, now: h.now, context: context, panel: false)
    return (panel, bare)
}

/// The picture is the rectangle of the capitals drawn without the panel:
/// whole (no hole in it), at least `least` cells tall, and every one of its
/// cells the same with the panel drawn; the panel is there.
private func expectPictureInView(_ frames: (panel: Canvas, bare: Canvas), title: String, least: Int, _ what: String,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
    let (panel, bare) = frames
    let size = bare.size
    var xs: [Int] = [], ys: [Int] = []
    for y in 0..<(size.height - 1) {
        for x in 0..<size.width where isPicture(bare[x, y].character) {
            xs.append(x)
            ys.append(y)
        }
    }
    guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else {
        Issue.record("\(what): no picture", sourceLocation: sourceLocation)
        return
    }
    let r = Rect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    #expect(panel.find(title) != nil, "\(what): no result panel", sourceLocation: sourceLocation)
    let holes = (r.minY..<r.maxY).flatMap { y in (r.minX..<r.maxX).filter { !isPicture(bare[$0, y].character) } }
    #expect(holes.isEmpty, "\(what): the picture \(r) is not whole", sourceLocation: sourceLocation)
    #expect(r.height >= least, "\(what): the picture \(r) is shrunk below \(least) rows", sourceLocation: sourceLocation)
    var covered: [Point] = []
    for y in r.minY..<r.maxY {
        for x in r.minX..<r.maxX where panel[x, y] != bare[x, y] { covered.append(Point(x: x, y: y)) }
    }
    #expect(covered.isEmpty, "\(what): the panel covers \(covered.count) cells of the picture \(r), from \(covered.first.map { "\($0)" } ?? "")",
            sourceLocation: sourceLocation)
}

private let sizes = [Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 120, height: 40), Size(width: 200, height: 60)]

/// Nothing hidden: a result panel never covers a finished picture. Each
/// finished frame is drawn with its panel and without it, and every cell
/// of the picture must be the same in both.
@Suite struct FinishInViewTests {
    /// The sliding puzzle with a picture, 3x3 to 8x8, one move from the
    /// end: the last tile clicked home.
    @Test(arguments: sizes, [3, 4, 5, 6, 7, 8])
    func theSlidingPuzzlesPictureStaysWhole(size: Size, n: Int) throws {
        let pictures = CapitalPictures(pixels: Size(width: 30, height: 40))
        var tiles = Array(1...(n * n - 2)) + [0, n * n - 1]
        let rules = SlidingRules(size: n, level: .norm, tiles: tiles)
        let mode = try SlideMode(params: SlideMode.Params(size: n, level: .norm, picture: pictures.picture), provider: pictures,
                                 arrows: .tile)
        let s = SlideScreen(mode: mode, state: rules, seed: 0, animate: false)
        var registry = ModeRegistry()
        registry.register(.slide) { _, _ in s }
        let h = AppHarness(options: AppOptions(seed: 1, startMode: .slide), registry: registry, store: MemoryStore(playerName: "ann"),
                           size: size)
        h.click(s.layout.cell(n * n - 1, size: n).center)
        #expect(s.rules.isSolved)
        tiles = s.rules.tiles
        // The picture at the tiles' size, or smaller by a quarter at most.
        let full = n * s.layout.tile.height
        expectPictureInView(finishedFrames(s, h), title: "Solved!", least: full - full / 4, "\(n)x\(n) at \(size)")
    }

    /// Where the picture must rise for the panel, it rises during the
    /// celebration, so that the panel comes without the picture jumping.
    @Test func theCelebrationEndsWithThePictureWhereThePanelLeavesIt() throws {
        let pictures = CapitalPictures(pixels: Size(width: 30, height: 40))
        let rules = SlidingRules(size: 4, level: .norm, tiles: Array(1...14) + [0, 15])
        let mode = try SlideMode(params: SlideMode.Params(size: 4, level: .norm, picture: pictures.picture), provider: pictures,
                                 arrows: .tile)
        let s = SlideScreen(mode: mode, state: rules, seed: 0, animate: true)
        var registry = ModeRegistry()
        registry.register(.slide) { _, _ in s }
        let h = AppHarness(options: AppOptions(seed: 1, startMode: .slide), registry: registry, store: MemoryStore(playerName: "ann"))
        h.click(s.layout.cell(15, size: 4).center)
        h.advance(SlideMode.glideTime + SlideMode.slideInTime + SlideMode.closeTime + SlideMode.holdTime - 20)
        let last = h.frame()
        #expect(!h.screen.contains("Solved!"))
        h.advance(40)
        let (panel, bare) = finishedFrames(s, h)
        #expect(panel.find("Solved!") != nil)
        let picture = (0..<23).filter { y in (0..<80).contains { isPicture(bare[$0, y].character) } }
        let whole = SlideMode.wholeRect(s.layout, n: 4)
        #expect(picture.first ?? 0 < whole.minY, "the picture at 80x24 rises for the panel")
        for y in picture {
            #expect((0..<80).allSatisfy { last[$0, y].character == bare[$0, y].character }, "row \(y) moves when the panel comes")
        }
    }

    /// Both jigsaws, every size, square pieces and pieces with tabs (and
    /// turned ones), the pictures' shape, a wide one and a tall one: the last
    /// piece placed.
    @Test(arguments: sizes, [JigsawMode.Variant.mirror, .classic])
    func theJigsawsPictureStaysWhole(size: Size, variant: JigsawMode.Variant) throws {
        for pixels in [Size(width: 30, height: 40), Size(width: 48, height: 24), Size(width: 20, height: 60)] {
            for perHalf in [2, 3, 4] {
                for (rotate, tabs) in [(false, false), (false, true), (true, false), (true, true)] {
                    let pictures = CapitalPictures(pixels: pixels)
                    let params = JigsawMode.Params.make(picture: pictures.picture, provider: pictures, variant: variant, perHalf: perHalf,
                                                        rows: nil, lock: false, rotate: rotate, tabs: tabs)
                    let mode = try JigsawMode(params: params, provider: pictures)
                    var rules = mode.newGame(seed: 7)
                    for piece in 0..<rules.count where rules.turns[piece] != 0 {
                        rules = try #require(rules.applying(.turn(piece: piece, by: 4 - rules.turns[piece])))
                    }
                    let last = rules.tray[0]
                    for piece in rules.tray where piece != last { rules = try #require(rules.applying(.place(piece: piece, cell: piece))) }
                    let s = JigsawScreen(mode: mode, state: rules, seed: 7, animate: false)
                    var registry = ModeRegistry()
                    registry.register(variant == .mirror ? .mirrorJigsaw : .jigsaw) { _, _ in s }
                    let h = AppHarness(options: AppOptions(seed: 1, startMode: variant == .mirror ? .mirrorJigsaw : .jigsaw),
                                       registry: registry, store: MemoryStore(playerName: "ann"), size: size)
                    let l = s.layout
                    let what = "\(variant) \(perHalf) a half\(rotate ? ", turned" : "")\(tabs ? ", tabs" : ""), \(pixels) pixels, at \(size)"
                    guard mode.minimumSize.width <= size.width && mode.minimumSize.height <= size.height else {
                        // Pieces would be under 6x3 cells (a tall picture's many rows): the game asks for a larger terminal.
                        #expect(h.screen.contains("brocade needs \(mode.minimumSize.width)x\(mode.minimumSize.height);"), "\(what)")
                        continue
                    }
                    h.click(l.slots[0].center)
                    h.click(l.cellRect(last).center)
                    #expect(s.rules.status == .won, "\(what): not finished")
                    expectPictureInView(finishedFrames(s, h), title: "Complete:", least: l.board.height, what)
                }
            }
        }
    }
}

/// A hint marks the tile to move without hiding it: the tile's cells are
/// the same with the hint as without, and cells round it change, in every
/// colour depth and in ASCII, on picture tiles and on numbers.
@Suite struct HintKeepsTheTileTests {
    static let oneAway = SlidingRules(size: 3, level: .norm, tiles: [1, 2, 3, 4, 5, 6, 7, 0, 8])


    @Test(arguments: [true, false])
    func theHintedTileKeepsItsCells(picture: Bool) throws {
        let pictures = CapitalPictures(pixels: Size(width: 30, height: 40))
        let mode = try SlideMode(params: SlideMode.Params(size: 3, level: .norm, picture: picture ? pictures.picture : nil),
                                 provider: pictures, arrows: .tile)
        let s = SlideScreen(mode: mode, state: Self.oneAway, seed: 0, animate: false)
        var registry = ModeRegistry()
        registry.register(.slide) { _, _ in s }
        let h = AppHarness(options: AppOptions(seed: 1, startMode: .slide), registry: registry, store: MemoryStore(playerName: "ann"))
        let area = Rect(x: 0, y: 0, width: 80, height: 23)
        let looks: [(ColorDepth, Bool)] = [(.palette256, true), (.ansi8, true), (.none, true), (.palette256, false), (.none, false)]
        func draw(_ depth: ColorDepth, _ unicode: Bool) -> Canvas {
            let context = AppContext(theme: Theme(depth: depth), glyphs: Glyphs(unicode: unicode), options: AppOptions(seed: 1))
            var c = Canvas(size: Size(width: 80, height: 24))
            s.draw(into: &c, area: area, now: h.now, context: context)
            return c
        }
        let before = looks.map { draw($0.0, $0.1) }
        h.type("H")
        h.settle(s) { s.hintCell != nil }
        #expect(s.hintCell == 8)
        let tile = s.layout.cell(8, size: 3)
        let ring = Rect(x: tile.minX - 1, y: tile.minY - 1, width: tile.width + 2, height: tile.height + 2)
        for (i, look) in looks.enumerated() {
            let after = draw(look.0, look.1)
            let what = "\(look.0), \(look.1 ? "Unicode" : "ASCII")\(picture ? ", picture" : "")"
            let changedOnTile = (tile.minY..<tile.maxY).flatMap { y in (tile.minX..<tile.maxX).filter { after[$0, y] != before[i][$0, y] } }
            #expect(changedOnTile.isEmpty, "\(what): the hint hides \(changedOnTile.count) cells of the tile")
            let changedAround = (ring.minY..<ring.maxY).flatMap { y in
                (ring.minX..<ring.maxX).filter { !tile.contains(Point(x: $0, y: y)) && after[$0, y] != before[i][$0, y] }
            }
            #expect(changedAround.count >= 2 * (tile.width + tile.height), "\(what): the hint does not show round the tile")
            // And an arrow in the gap points the way it goes: left.
            let gap = s.layout.cell(7, size: 3).center
            #expect(after[gap.x, gap.y].character == (look.1 ? "←" : "<"), "\(what)")
        }
    }

    /// 2048's hint is words in the header: the board is the same with it.
    @Test func twoThousandFortyEightsHintLeavesTheBoardAlone() {
        let s = Game2048Screen(game: Game2048(size: 4, seed: 21), seed: 21, animate: false)
        var registry = ModeRegistry()
        registry.register(.twentyFortyEight) { _, _ in s }
        let h = AppHarness(options: AppOptions(seed: 1, startMode: .twentyFortyEight), registry: registry,
                           store: MemoryStore(playerName: "ann"))
        let before = h.frame()
        h.type("H")
        h.settle(s) { s.hint != nil }
        #expect(s.hint != nil)
        let after = h.frame()
        let board = s.layout.board
        let changed = (board.minY..<board.maxY).flatMap { y in (board.minX..<board.maxX).filter { after[$0, y] != before[$0, y] } }
        #expect(changed.isEmpty, "the hint changes \(changed.count) cells of the board")
        #expect(h.screen.contains("hint: "))
    }
}
