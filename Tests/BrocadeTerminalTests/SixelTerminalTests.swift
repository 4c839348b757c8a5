import Testing
import BrocadeTUI
@testable import BrocadeTerminal

/// What differs between sixel terminals: mlterm paints over a sixel's
/// transparent cells, xterm keeps 16 images; the others neither.
@Suite struct SixelTerminalTests {
    static let px = SixelPresenterTests.px

    @Test func theTerminalIsToldByItsAnswerElseItsEnvironment() {
        #expect(SixelTerminal.identify(version: "XTerm(379)", environment: [:]) == .xterm)
        #expect(SixelTerminal.identify(version: "mlterm(3.9.0)", environment: [:]) == .mlterm)
        // An answer wins over what the environment inherited.
        #expect(SixelTerminal.identify(version: "Konsole 22.12.3", environment: ["XTERM_VERSION": "XTerm(379)"]) == .standard)
        #expect(SixelTerminal.identify(version: nil, environment: ["XTERM_VERSION": "XTerm(379)"]) == .xterm)
        #expect(SixelTerminal.identify(version: nil, environment: ["TERM": "mlterm"]) == .mlterm)
        #expect(SixelTerminal.identify(version: nil, environment: ["MLTERM": "3.9.0", "TERM": "xterm"]) == .mlterm)
        #expect(SixelTerminal.identify(version: nil, environment: ["TERM": "xterm-256color"]) == .standard)
    }

    /// Two pieces in the tray, two cells apart, over the tray's ground.
    static func tray() -> Canvas {
        var c = Canvas(size: Size(width: 30, height: 8), cellPixels: px)
        c.fill(Rect(x: 0, y: 0, width: 30, height: 7), with: "░")
        for (n, x) in [3, 10].enumerated() {
            c.place(ImageLayer(source: SixelPresenterTests.picture("piece\(n)", 5 * px.width, 3 * px.height),
                               cells: Rect(x: x, y: 2, width: 5, height: 3)))
        }
        return c
    }

    /// Where a tile of the frame spans a cell no image shows.
    static func textCellsInTiles(_ stream: SixelStream, _ canvas: Canvas) -> [Point] {
        var out: [Point] = []
        for t in stream.tiles {
            for y in t.row..<(t.row + t.rows) {
                for x in t.column..<(t.column + t.columns) where !canvas.showsImage(at: x, y) { out.append(Point(x: x, y: y)) }
            }
        }
        return out
    }

    /// mlterm makes every cell a sixel covers part of the picture, and
    /// paints a transparent one white: a tile there holds image cells only,
    /// so the ground between two pieces keeps its text.
    @Test func inMltermNoTileSpansTheGroundBetweenTwoPieces() throws {
        let canvas = Self.tray()
        let standard = SixelScreenPresenter(terminal: .standard)
        let spanning = try SixelStream(standard.frame(canvas, cellPixels: Self.px, rewritten: []))
        // Elsewhere one tile a row spans both pieces and the gap (fewer images).
        #expect(!Self.textCellsInTiles(spanning, canvas).isEmpty)

        let mlterm = SixelScreenPresenter(terminal: .mlterm)
        let frame = try SixelStream(mlterm.frame(canvas, cellPixels: Self.px, rewritten: []))
        #expect(Self.textCellsInTiles(frame, canvas) == [])
        #expect(frame.cells == SixelPresenterTests.cells(Rect(x: 3, y: 2, width: 5, height: 3))
            .union(SixelPresenterTests.cells(Rect(x: 10, y: 2, width: 5, height: 3))))
        #expect(frame.mismatches(SixelStream.composite(canvas, px: Self.px)).prefix(5) == [])
    }

    /// A picture with text over it (a notice over the board): in mlterm
    /// the tiles go round the text; the pixels are the same.
    @Test func inMltermTilesGoRoundTextOverAPicture() throws {
        var canvas = SixelPresenterTests.board()
        canvas.text("hi", at: Point(x: 10, y: 5))
        let mlterm = SixelScreenPresenter(terminal: .mlterm)
        let frame = try SixelStream(mlterm.frame(canvas, cellPixels: Self.px, rewritten: []))
        #expect(Self.textCellsInTiles(frame, canvas) == [])
        #expect(frame.mismatches(SixelStream.composite(canvas, px: Self.px)).prefix(5) == [])
    }

    /// A long drag: many small images. Outside xterm no frame is ever a
    /// whole redraw (what xterm's 16 images need): each step sends the
    /// cells the piece left and took, no more.
    @Test(arguments: [SixelTerminal.standard, .mlterm])
    func outsideXtermADragNeverRedrawsTheWholePicture(_ terminal: SixelTerminal) throws {
        let presenter = SixelScreenPresenter(terminal: terminal)
        _ = presenter.frame(SixelPresenterTests.withPiece(at: Point(x: 3, y: 2)), cellPixels: Self.px, rewritten: [])
        for step in 1...30 {
            let p = Point(x: 3 + step % 15, y: 2 + (step / 15) % 3)
            let canvas = SixelPresenterTests.withPiece(at: p)
            let frame = try SixelStream(presenter.frame(canvas, cellPixels: Self.px, rewritten: []))
            // The board is 24x9 cells; a piece moved one cell touches at most 5x4 + 5x4.
            #expect(frame.cells.count <= 40, "step \(step): \(frame.cells.count) cells sent")
        }
    }

    /// A small mirror jigsaw: three rows of pieces in the tray at the
    /// bottom (drawn once: the pictures xterm must keep), and a piece lifted
    /// from it, dragged up and along the board's left half while its
    /// mirror copy moves on the right, with text written over a few cells
    /// on some steps. 60x20 cells of 4x6 pixels.
    /// Pictures of the same 41 colours (so an image of several comes back
    /// exactly), strewn differently by key.
    /// What ncurses writes going from `previous` to `canvas`: the cells an
    /// image left, and with `text` every other cell whose text changed.
    static func written(from previous: Canvas?, to canvas: Canvas, px: Size, text: Bool) -> [Bool] {
        let size = canvas.size
        guard let previous else { return [Bool](repeating: false, count: size.area) }
        let was = SixelPresenter.covered(previous, cellPixels: px), now = SixelPresenter.covered(canvas, cellPixels: px)
        return (0..<size.area).map { i in
            !now[i] && (was[i] || (text && previous.cells[i] != canvas.cells[i]))
        }
    }

    static func picture(_ key: String, _ w: Int, _ h: Int) -> ImageSource {
        var rng = SplitMix(seed: 11)
        let colours = (0..<41).map { _ in [rng.byte(), rng.byte(), rng.byte()] }
        let k = key.utf8.reduce(0) { ($0 &* 31 &+ Int($1)) % 1009 }
        var rgba: [UInt8] = []
        for y in 0..<h {
            for x in 0..<w { rgba += colours[(x * 7 + y * 13 + k + (x / 5) * (y / 4)) % 41] + [255] }
        }
        return ImageSource(key: key, width: w, height: h, rgba: rgba)
    }

    static func jigsaw(_ step: Int) -> Canvas {
        var c = Canvas(size: Size(width: 60, height: 20), cellPixels: px)
        for n in 0..<15 where !(n == 1 && step > 0) {
            c.place(ImageLayer(source: picture("tray\(n)", 4 * px.width, 2 * px.height),
                               cells: Rect(x: 2 + (n % 5) * 6, y: 13 + (n / 5) * 2, width: 4, height: 2)))
        }
        c.place(ImageLayer(source: picture("tray-right", 20 * px.width, 6 * px.height),
                           cells: Rect(x: 34, y: 13, width: 20, height: 6)))
        guard step > 0 else { return c }
        let p = step < 10 ? Point(x: 8, y: 13 - step) : Point(x: 8 + (step - 10) % 18, y: 3 + (step / 28) % 3)
        c.place(ImageLayer(source: picture("held", 4 * px.width, 2 * px.height),
                           cells: Rect(x: p.x, y: p.y, width: 4, height: 2)))
        c.place(ImageLayer(source: picture("mirror", 4 * px.width, 2 * px.height),
                           cells: Rect(x: 56 - p.x - 4, y: p.y, width: 4, height: 2)))
        return c
    }

    /// xterm as the presenter's bytes leave it (`XtermSim`: 16 images, the
    /// topmost pushed out): a long drag. After every frame each pixel of
    /// the screen is the canvas's, but for cells the model knows it left
    /// to the next frame (none with one image a frame), and no step sends
    /// more than the cells the piece and its copy left and took, and a few
    /// it must send again. Images of at most 1000 pixels (each frame's
    /// cells fit one: 120 steps) and of 100 (the piece and its copy need
    /// one each, as at 200x60: 50 steps, near the top of the screen; see
    /// `slotFrame` for why such a drag runs out of rows there, and leaves
    /// a few cells a frame to the next).
    @Test(arguments: [1000, 100])
    func inXtermALongDragLosesNoPixelAndSendsLittle(_ maxImagePixels: Int) throws {
        var presenter = SixelPresenter(blockColumns: 1000, maxTilePixels: maxImagePixels, imageSlots: 16)
        presenter.maxImagePixels = maxImagePixels
        var xterm = XtermSim(size: Size(width: 60, height: 20), px: Self.px)
        var biggest = 0
        var before: [Bool] = []
        for step in 0..<(maxImagePixels >= 1000 ? 120 : 50) {
            let canvas = Self.jigsaw(step)
            // ncurses writes the cells an image left (its text comes back),
            // and here some over the board on some steps.
            let cover = SixelPresenter.covered(canvas, cellPixels: Self.px)
            var written = before.isEmpty ? [Bool](repeating: false, count: canvas.size.area) : zip(before, cover).map { $0 && !$1 }
            before = cover
            if step % 7 == 3 { for x in 30..<40 { written[8 * 60 + x] = true } }
            let bytes = presenter.frame(canvas, rewritten: written)
            try xterm.apply(bytes, written: written)
            let wrong = xterm.wrong(canvas)
            let known = maxImagePixels >= 1000 ? 0 : presenter.pendingCells
            #expect(wrong.count == known, "step \(step): \(wrong.count) cells wrong (the model knows \(presenter.pendingCells)), first \(wrong.prefix(3))")
            if wrong.count != known { break }
            if step > 1 { biggest = max(biggest, try SixelStream(bytes).cells.count) }
        }
        // A step moves two pieces of 4x2 cells: 32 cells at most, which
        // other terminals get; the tray alone is 180.
        #expect(biggest <= 48, "a step sent \(biggest) cells")
    }

    /// The drag that sent a step four times over in xterm at 200x60 (cells
    /// of 4x6 pixels, images of at most 400: 100 columns by 66 rows, as
    /// xterm's 1000 pixels are with cells of 10x15): a tray of three
    /// rows of pieces at the bottom; the piece in hand, drawn with a shadow
    /// over the two rows below it and an outline of text round it, rises
    /// out of the tray and goes along the board, its mirror copy (outlined
    /// too) too far for one image. The tray cells the shadow left, drawn in
    /// an image high on the screen, went with the next step's image and
    /// came back pushing that one out, round after round: every dozen steps
    /// one sent eight images and left 32 cells wrong, and the next sent the
    /// whole tray again. Now, after every step, the screen is right, no step
    /// sends an image twice, and none sends more than the cells the pieces
    /// left and took.
    @Test func inXtermTheCellsAPieceLeavesStayAndNoImageGoesTwice() throws {
        let size = Size(width: 200, height: 60), px = Size(width: 4, height: 6)
        var pieces: [ImageSource] = []
        for n in 0..<57 { pieces.append(Self.picture("tray\(n)", 8 * px.width, 4 * px.height)) }
        let held = Self.picture("held", 8 * px.width, 4 * px.height)
        let mirror = Self.picture("held-mirror", 8 * px.width, 4 * px.height)
        let shadow = Self.picture("shadow", 8 * px.width, 2 * px.height)
        func path(_ s: Int) -> Point {
            if s <= 25 { return Point(x: 6, y: 43 - s) }
            if s <= 55 { return Point(x: 6 + (s - 25) * 2, y: 18) }
            return Point(x: 66 - (s - 55), y: 18 - (s - 55))
        }
        func scene(_ step: Int) -> Canvas {
            var c = Canvas(size: size, cellPixels: px)
            for n in 0..<57 where !(n == 0 && step > 0) {
                c.place(ImageLayer(source: pieces[n], cells: Rect(x: 6 + (n % 19) * 10, y: 43 + (n / 19) * 5, width: 8, height: 4)))
            }
            guard step > 0 else { return c }
            let p = path(step)
            c.place(ImageLayer(source: shadow, cells: Rect(x: p.x + 1, y: p.y + 4, width: 8, height: 2)))
            c.place(ImageLayer(source: held, cells: Rect(x: p.x, y: p.y, width: 8, height: 4)))
            let m = Point(x: 192 - p.x - 8, y: p.y)
            c.place(ImageLayer(source: mirror, cells: Rect(x: m.x, y: m.y, width: 8, height: 4)))
            for q in [p, m] {
                let bar = String(repeating: "\u{2500}", count: 8)
                _ = c.text("\u{256D}" + bar + "\u{256E}", at: Point(x: q.x - 1, y: q.y - 1))
                for y in q.y..<(q.y + 4) {
                    _ = c.put("\u{2502}", at: Point(x: q.x - 1, y: y))
                    _ = c.put("\u{2502}", at: Point(x: q.x + 8, y: y))
                }
            }
            return c
        }
        var presenter = SixelPresenter(blockColumns: 1000, maxTilePixels: 400, imageSlots: 16)
        presenter.maxImagePixels = 400
        var xterm = XtermSim(size: size, px: px)
        var previous: Canvas?
        var most = 0, repeated = 0
        for step in 0..<50 {
            let canvas = scene(step)
            let written = Self.written(from: previous, to: canvas, px: px, text: true)
            previous = canvas
            let bytes = presenter.frame(canvas, rewritten: written)
            try xterm.apply(bytes, written: written)
            let wrong = xterm.wrong(canvas)
            #expect(wrong.isEmpty && presenter.pendingCells == 0,
                    "step \(step): \(wrong.count) cells wrong, the model knows \(presenter.pendingCells)")
            if !wrong.isEmpty { break }
            guard step > 0 else { continue }
            let stream = try SixelStream(bytes, px: px)
            let places = stream.tiles.map { "\($0.row),\($0.column),\($0.image.width)x\($0.image.height)" }
            repeated += places.count - Set(places).count
            most = max(most, stream.cells.count)
        }
        #expect(repeated == 0, "\(repeated) images sent again in the step that sent them")
        // The piece and its copy (32 cells each) where they were and are,
        // the shadow (16 cells) likewise, and a few more: a tray row is 570.
        #expect(most <= 200, "a step sent \(most) cells")
    }

    /// After a piece is placed near the top of the board and the screen
    /// is cleared (Ctrl-L), the next drag's piece and copy, too far for one
    /// image, go at the top rows xterm recycles first, with the placed piece
    /// (cells of 2x4 pixels, images of at most 200: 100 columns by 50 rows,
    /// as xterm's 1000 pixels at 10x20). A step sends no image more than
    /// twice, and no more than the pieces and what they pushed out (the
    /// placed piece, sent again); the screen is right but for what the model
    /// knows it left to the next frame. Before, a step sent an image four
    /// times and 1,280 cells (in real xterm, images pushing each other out
    /// in turn: steps of 168 KB).
    @Test func afterAClearADragNearAPlacedPieceSendsEachImageOnce() throws {
        let size = Size(width: 200, height: 60), px = Size(width: 2, height: 4)
        var tray: [ImageSource] = []
        for n in 0..<57 { tray.append(Self.picture("t\(n)", 8 * px.width, 4 * px.height)) }
        func scene(_ step: Int) -> Canvas {
            var c = Canvas(size: size, cellPixels: px)
            for n in 2..<57 {
                c.place(ImageLayer(source: tray[n], cells: Rect(x: 6 + (n % 19) * 10, y: 43 + (n / 19) * 5, width: 8, height: 4)))
            }
            // The first piece, placed near the top, and its mirror copy.
            c.place(ImageLayer(source: tray[0], cells: Rect(x: 26, y: 5, width: 8, height: 4)))
            c.place(ImageLayer(source: tray[1], cells: Rect(x: 158, y: 5, width: 8, height: 4)))
            guard step > 0 else { return c }
            let p = step <= 15 ? Point(x: 16, y: 43 - step) : Point(x: 16 + (step - 15) * 2, y: 28)
            c.place(ImageLayer(source: Self.picture("held", 8 * px.width, 4 * px.height), cells: Rect(x: p.x, y: p.y, width: 8, height: 4)))
            c.place(ImageLayer(source: Self.picture("copy", 8 * px.width, 4 * px.height), cells: Rect(x: 192 - p.x - 8, y: p.y, width: 8, height: 4)))
            return c
        }
        var presenter = SixelPresenter(blockColumns: 1000, maxTilePixels: 200, imageSlots: 16)
        presenter.maxImagePixels = 200
        var xterm = XtermSim(size: size, px: px)
        var previous: Canvas?
        var most = 0, sentAgain = 0
        for step in 0..<60 {
            // A drag first, a few steps, then Ctrl-L at step 10.
            let canvas = scene(step)
            let written = Self.written(from: previous, to: canvas, px: px, text: false)
            previous = canvas
            if step == 10 {
                presenter.invalidate()
                xterm.clearScreen()
            }
            let bytes = presenter.frame(canvas, rewritten: written)
            try xterm.apply(bytes, written: written)
            let wrong = xterm.wrong(canvas)
            #expect(wrong.count == presenter.pendingCells, "step \(step): \(wrong.count) cells wrong, the model knows \(presenter.pendingCells)")
            if wrong.count != presenter.pendingCells { break }
            guard step > 0, step != 10 else { continue }
            let stream = try SixelStream(bytes, px: px)
            var times: [String: Int] = [:]
            for t in stream.tiles { times["\(t.row),\(t.column),\(t.image.width)x\(t.image.height)", default: 0] += 1 }
            sentAgain = max(sentAgain, times.values.max() ?? 0)
            most = max(most, stream.cells.count)
        }
        #expect(sentAgain <= 2, "an image went \(sentAgain) times in one step")
        // The piece and its copy where they were and are (32 cells each),
        // the placed piece and its copy (64), twice: the tray alone is 1,700.
        #expect(most <= 300, "a step sent \(most) cells")
    }

    /// Without the model (every image counted kept), xterm loses pixels.
    @Test func withoutTheModelXtermLosesPixels() throws {
        var presenter = SixelPresenter(blockColumns: 1000, maxTilePixels: 100)
        var xterm = XtermSim(size: Size(width: 60, height: 20), px: Self.px)
        var lost = false
        var before: [Bool] = []
        for step in 0..<60 where !lost {
            let canvas = Self.jigsaw(step)
            let cover = SixelPresenter.covered(canvas, cellPixels: Self.px)
            let written = before.isEmpty ? [Bool](repeating: false, count: canvas.size.area) : zip(before, cover).map { $0 && !$1 }
            before = cover
            try xterm.apply(presenter.frame(canvas, rewritten: written), written: written)
            lost = !xterm.wrong(canvas).isEmpty
        }
        #expect(lost)
    }

    /// The same through the screen presenter, as TerminalScreen makes it
    /// for xterm (told by XTVERSION): it keeps 16 images and no more.
    @Test func theScreenPresenterModelsXtermsSixteenImages() {
        #expect(SixelScreenPresenter(terminal: .xterm).sixel.slots?.slots.count == 16)
        #expect(SixelScreenPresenter(terminal: .standard).sixel.slots == nil)
        #expect(SixelScreenPresenter(terminal: .mlterm).sixel.slots == nil)
    }
}

/// xterm 379's sixel images, as graphics.c keeps them, fed a presenter's
/// bytes: 16 slots; a new image takes the first free one, else that of
/// the image whose top row is highest (lowest slot among equals); text and
/// ECH clear every image's pixels in their cells. Each screen pixel shows
/// the newest image that set it.
struct XtermSim {
    let size: Size, px: Size
    var slots: [(id: Int, row: Int)?] = Array(repeating: nil, count: 16)
    /// Per screen pixel, the images that set it, oldest first, with the colour.
    var pixels: [[(id: Int, rgb: [UInt8])]]
    var next = 0

    init(size: Size, px: Size) {
        self.size = size
        self.px = px
        pixels = Array(repeating: [], count: size.width * px.width * size.height * px.height)
    }

    var pixelWidth: Int { size.width * px.width }

    /// ncurses cleared the screen: every image's pixels are gone; their
    /// slots stay taken.
    mutating func clearScreen() {
        for k in pixels.indices { pixels[k].removeAll() }
    }

    mutating func clearCell(_ x: Int, _ y: Int) {
        for j in 0..<px.height {
            for i in 0..<px.width { pixels[(y * px.height + j) * pixelWidth + x * px.width + i].removeAll() }
        }
    }

    mutating func apply(_ bytes: [UInt8], written: [Bool]) throws {
        for y in 0..<size.height { for x in 0..<size.width where written[y * size.width + x] { clearCell(x, y) } }
        let stream = try SixelStream(bytes, px: px)
        // ECHs come before the tile they serve; the reader keeps them
        // apart, so they are applied first: an ECH never follows a tile
        // over the same cells in one frame here.
        for p in stream.erased { clearCell(p.x, p.y) }
        for t in stream.tiles {
            let n: Int
            if let free = slots.firstIndex(where: { $0 == nil }) {
                n = free
            } else {
                var best = 0
                for k in 1..<slots.count where slots[k]!.row < slots[best]!.row { best = k }
                n = best
                let gone = slots[n]!.id
                for k in pixels.indices { pixels[k].removeAll { $0.id == gone } }
            }
            slots[n] = (next, t.row)
            for y in 0..<t.image.height {
                for x in 0..<t.image.width where t.image.isSet(x, y) {
                    let sx = t.column * px.width + x, sy = t.row * px.height + y
                    guard sx < pixelWidth, sy < size.height * px.height else { continue }
                    let i = (y * t.image.width + x) * 4
                    pixels[sy * pixelWidth + sx].append((next, Array(t.image.rgba[i..<(i + 3)])))
                }
            }
            next += 1
        }
    }

    /// The cells whose pixels differ from the canvas's composite.
    func wrong(_ canvas: Canvas) -> [Point] {
        let expected = SixelStream.composite(canvas, px: px)
        var out = Set<Point>()
        for sy in 0..<(size.height * px.height) {
            for sx in 0..<pixelWidth {
                let shown = pixels[sy * pixelWidth + sx].last?.rgb
                let r = SixelEncoderTests.roundTrip
                let want = expected[Point(x: sx, y: sy)].map { [r($0.0), r($0.1), r($0.2)] }
                if shown != want { out.insert(Point(x: sx / px.width, y: sy / px.height)) }
            }
        }
        return out.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }
}
