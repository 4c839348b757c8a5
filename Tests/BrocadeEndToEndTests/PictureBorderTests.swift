import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeImaging
import Foundation
import Testing

/// Every built-in picture shows whole: its border rows (top and bottom) and
/// its outer columns are drawn on the board, in the new-game panel's
/// preview and at the finish, at every size, in both jigsaws: the picture
/// woven for the pixels it is shown at, never cropped. Drawn by the game's
/// own code from the real library.
@Suite(.terminalThreads) struct PictureBorderTests {
    static let names = ["dalishen", "frog", "bird", "deer", "lozenge", "zigzag", "star", "waves", "people", "frogs", "flock", "herd", "stars"]
    static func library() throws -> PictureLibrary { try PictureLibrary(directory: TerminalHarness.packageRoot + "/Resources") }
    static let context = AppContext(theme: Theme(depth: .direct), glyphs: Glyphs(unicode: true), options: AppOptions(seed: 1, animation: false))
    /// Terminals, and the pieces across a half they are tried with.
    static let cases: [(terminal: Size, perHalf: [Int])] = [
        (Size(width: 80, height: 24), [1, 2, 3, 4]),
        (Size(width: 200, height: 60), [2, 3, 4, 7, 10]),
    ]

    @Test func theListIsTheLibrarys() throws {
        #expect(try Self.library().pictures.map(\.name) == Self.names)
    }

    /// The picture's pixels as colours, and its whole (the half and its mirror image) row by row.
    struct Source {
        var half: PixelImage
        var ground: Color

        func color(_ x: Int, _ y: Int) -> Color { let p = half.pixel(x: x, y: y); return .rgb(p.0, p.1, p.2) }
        /// Row `y` of the whole picture: the half, then its mirror image.
        func wholeRow(_ y: Int) -> [Color] { let r = (0..<half.width).map { color($0, y) }; return r + r.reversed() }
        func column(_ x: Int) -> [Color] { (0..<half.height).map { color(x, $0) } }
    }

    /// The picture as a board of `half` pixels a half weaves it.
    static func source(_ name: String, _ library: PictureLibrary, half: Size) throws -> Source {
        let img = try library.woven(try #require(library.picture(named: name)), half: half, flat: false)
        let g = img.groundColour
        return Source(half: img, ground: .rgb(g.0, g.1, g.2))
    }

    /// Whether `shown` is `source` scaled: its pixels are source's in order,
    /// each repeated or skipped but never out of order, starting with the
    /// first and ending with the last. Nil is a pixel under a line or a
    /// glyph drawn over the picture, which says nothing.
    static func isScaled(_ shown: [Color?], of source: [Color]) -> Bool {
        let known = shown.compactMap { $0 }
        guard shown.first != nil, shown.last != nil, known.first == source.first, known.last == source.last else { return false }
        var j = 0
        for c in known {
            while j < source.count && source[j] != c { j += 1 }
            if j == source.count { return false }
        }
        return true
    }

    /// The whole picture's pixels as drawn in `canvas`, its frame of ground taken off.
    static func picturePixels(_ canvas: Canvas, ground: Color) -> [[Color?]] {
        let px = HalfBlockPixels(decoding: canvas)
        var rows: [[Color?]] = (0..<px.height).map { y in (0..<px.width).map { x in px.glyph(x, y) == nil ? px[x, y] : nil } }
        func plain(_ line: [Color?]) -> Bool { line.allSatisfy { $0 == nil || $0 == ground } }
        while let r = rows.first, plain(r) { rows.removeFirst() }
        while let r = rows.last, plain(r) { rows.removeLast() }
        while let w = rows.first?.count, w > 0, plain(rows.map { $0[0] }) { rows = rows.map { Array($0.dropFirst()) } }
        while let w = rows.first?.count, w > 0, plain(rows.map { $0[w - 1] }) { rows = rows.map { Array($0.dropLast()) } }
        return rows
    }

    /// Its border rows and outer columns show, wherever `canvas` drew it:
    /// the picture woven for the size it is shown at, scaled to no other.
    static func expectWhole(_ canvas: Canvas, _ name: String, _ library: PictureLibrary, _ what: String,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        let whole = HalfBlockPixels(decoding: canvas)
        guard whole.width >= 2, whole.height >= 1 else {
            Issue.record("\(what): no picture", sourceLocation: sourceLocation)
            return
        }
        // The picture fills what it is drawn in: woven at its pixels.
        let s = try source(name, library, half: Size(width: whole.width / 2, height: whole.height))
        // Nothing is trimmed: a woven picture has no frame (its edge row may
        // well be one thread across).
        let rows: [[Color?]] = (0..<whole.height).map { y in (0..<whole.width).map { x in whole.glyph(x, y) == nil ? whole[x, y] : nil } }
        guard let first = rows.first, let last = rows.last, !first.isEmpty else {
            Issue.record("\(what): no picture", sourceLocation: sourceLocation)
            return
        }
        #expect(isScaled(first, of: s.wholeRow(0)), "\(what): the top row", sourceLocation: sourceLocation)
        #expect(isScaled(last, of: s.wholeRow(s.half.height - 1)), "\(what): the bottom row", sourceLocation: sourceLocation)
        #expect(isScaled(rows.map { $0[0] }, of: s.column(0)), "\(what): the left column", sourceLocation: sourceLocation)
        #expect(isScaled(rows.map { $0[first.count - 1] }, of: s.column(0)), "\(what): the right column", sourceLocation: sourceLocation)
    }

    static func screen(_ name: String, _ variant: JigsawMode.Variant, perHalf: Int, terminal: Size, _ library: PictureLibrary) throws -> GameScreen<JigsawMode> {
        let mode: GameMode = variant == .mirror ? .mirrorJigsaw : .jigsaw
        var options = AppOptions(seed: 1, animation: false, colorDepth: .direct, startMode: mode)
        options.modeOptions[mode] = GameRequest(["cols": "\(perHalf)"], picture: library.picture(named: name))
        let context = AppContext(theme: Theme(depth: .direct), glyphs: Glyphs(unicode: true), options: options)
        let made = try ModeRegistry([JigsawMode.entry(variant, pictures: library)]).makeScreen(mode, context: context)
        let screen = try #require(made as? GameScreen<JigsawMode>)
        var canvas = Canvas(size: terminal)
        screen.draw(into: &canvas, area: BoardFit.area(terminal: terminal), now: TimePoint(milliseconds: 0), context: context)
        return screen
    }

    @Test(arguments: names) func onTheBoardAndAtTheFinish(_ name: String) throws {
        let library = try Self.library()
        for (terminal, sizes) in Self.cases {
            for perHalf in sizes {
                for variant in [JigsawMode.Variant.mirror, .classic] {
                    let what = "\(name), \(variant), \(perHalf) a half, \(terminal.width)x\(terminal.height)"
                    let screen = try Self.screen(name, variant, perHalf: perHalf, terminal: terminal, library)
                    let l = screen.layout
                    // The board: the picture its pieces are cut from, both halves.
                    let images = screen.mode.pictureImages(l, context: Self.context)
                    var board = Canvas(size: Size(width: l.board.width * (images.mirrored == nil ? 1 : 2), height: l.board.height))
                    board.blit(images.picture, at: .zero)
                    if let m = images.mirrored { board.blit(m, at: Point(x: l.board.width, y: 0)) }
                    try Self.expectWhole(board, name, library, "\(what), the board")
                    // The finish, once the halves have closed.
                    var finish = Canvas(size: terminal)
                    screen.mode.drawCelebration(into: &finish, frame: screen.frame(now: TimePoint(milliseconds: 0)), elapsed: 2_000,
                                                context: Self.context)
                    let at = l.finished
                    let shown = Rect(x: at.minX, y: at.minY, width: images.mirrored == nil ? at.width : 2 * at.width, height: at.height)
                    try Self.expectWhole(finish.cropped(to: shown), name, library, "\(what), the finish")
                }
            }
        }
    }

    @Test(arguments: names) func inThePreview(_ name: String) throws {
        let library = try Self.library()
        // The panel's preview areas at 80x24 and 200x60.
        for (size, sizes) in [(Size(width: 34, height: 12), [1, 2, 3, 4]), (Size(width: 60, height: 36), [2, 3, 4, 10])] {
            for perHalf in sizes {
                for variant in [JigsawMode.Variant.mirror, .classic] {
                    let preview = try #require(JigsawMode.preview(["picture": name, "cols": "\(perHalf)", "rows": "auto"], variant: variant,
                                                                  pictures: library, size: size, context: Self.context))
                    // The cut is a ruler along its foot and right side, never over it.
                    let picture = preview.cropped(to: Rect(x: 0, y: 0, width: preview.size.width - 1, height: preview.size.height - 1))
                    try Self.expectWhole(picture, name, library, "\(name), \(variant), \(perHalf) a half, preview \(size.width)x\(size.height)")
                }
            }
        }
    }
}
