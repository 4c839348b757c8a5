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

    /// xterm: past 12 images since the last whole picture, the whole
    /// picture again, so none of it is lost to the 16-image limit.
    @Test func inXtermALongDragRedrawsThePictureBeforeSixteenImages() throws {
        let presenter = SixelScreenPresenter(terminal: .xterm)
        _ = presenter.frame(SixelPresenterTests.withPiece(at: Point(x: 3, y: 2)), cellPixels: Self.px, rewritten: [])
        var whole = 0
        for step in 1...30 {
            let canvas = SixelPresenterTests.withPiece(at: Point(x: 3 + step % 15, y: 2))
            let frame = try SixelStream(presenter.frame(canvas, cellPixels: Self.px, rewritten: []))
            if frame.cells.count >= 24 * 9 { whole += 1 }
            #expect(presenter.live <= 12)
        }
        #expect(whole > 0)
    }
}
