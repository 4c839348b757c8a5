import Foundation
import Testing
import BrocadeTUI
@testable import BrocadeTerminal

/// The sixel encoder's images read back by libsixel's decoder (sixel2png),
/// and the presenter's frames read back by a small reader of our own: what
/// tiles each frame sends, where, and what pixels they hold.
@Suite struct SixelEncoderTests {
    /// A channel as a sixel register carries it (percent) and a decoder
    /// gives it back.
    static func roundTrip(_ v: UInt8) -> UInt8 { UInt8((SixelEncoder.percent(v) * 255 + 50) / 100) }

    @Test func fewColoursComeBackExactly() throws {
        // 37x23: neither side a multiple of six; 200 colours, all opaque.
        let w = 37, h = 23
        var colours: [(UInt8, UInt8, UInt8)] = []
        var rng = SplitMix(seed: 7)
        for _ in 0..<200 { colours.append((rng.byte(), rng.byte(), rng.byte())) }
        var rgba: [UInt8] = []
        for i in 0..<(w * h) {
            let c = colours[(i * 7 + i / w) % colours.count]
            rgba += [c.0, c.1, c.2, 255]
        }
        let six = SixelEncoder().encode(rgba: rgba, width: w, height: h)
        let back = try SixelDecoding.libsixel(six)
        #expect(back.width == w && back.height == h)
        var wrong = 0
        for i in 0..<(w * h) {
            for ch in 0..<3 where back.rgba[i * 4 + ch] != Self.roundTrip(rgba[i * 4 + ch]) { wrong += 1 }
        }
        #expect(wrong == 0, "\(wrong) channels differ")
        // Our own reader agrees with libsixel.
        let ours = try #require(SixelDecoding.image(six))
        #expect(ours.width == w && ours.height == h)
        #expect(zip(ours.rgba, back.rgba).allSatisfy { $0 == $1 })
    }

    /// A gradient of thousands of colours: a median cut's, 256 for a large
    /// image, fewer for a small one (a tile a piece in hand re-sends). A
    /// uniform grid of 256 colours over this gradient errs by about 4 on
    /// average (measured 3.9 at 640x160, and 7.8 with the 64 colours of
    /// a 320x40 image).
    @Test(arguments: [(640, 160, 256, 5.0), (320, 40, 64, 9.0)])
    func aGradientComesBackClose(_ w: Int, _ h: Int, _ colours: Int, _ meanError: Double) throws {
        var rgba: [UInt8] = []
        for y in 0..<h {
            for x in 0..<w { rgba += [UInt8(x * 255 / (w - 1)), UInt8(255 - x * 255 / (w - 1)), UInt8(y * 234 / (h - 1)), 255] }
        }
        let six = SixelEncoder().encode(rgba: rgba, width: w, height: h)
        let back = try SixelDecoding.libsixel(six)
        #expect(back.width == w && back.height == h)
        var worst = 0
        var total = 0
        for i in 0..<(w * h) {
            for ch in 0..<3 {
                let d = abs(Int(back.rgba[i * 4 + ch]) - Int(rgba[i * 4 + ch]))
                worst = max(worst, d)
                total += d
            }
        }
        let mean = Double(total) / Double(w * h * 3)
        #expect(mean < meanError, "mean error \(mean)")
        #expect(worst <= 24, "worst error \(worst)")
        #expect(try #require(SixelDecoding.image(six)).registers == colours)
    }

    @Test func transparentPixelsAreLeftUnset() throws {
        // A ring: opaque outside, transparent within; P2 = 1 so the
        // terminal keeps what it had under the hole.
        let w = 12, h = 14
        var rgba: [UInt8] = []
        for y in 0..<h {
            for x in 0..<w {
                let hole = (3..<9).contains(x) && (4..<10).contains(y)
                rgba += hole ? [255, 255, 255, 0] : [200, 30, 40, 255]
            }
        }
        let six = SixelEncoder().encode(rgba: rgba, width: w, height: h)
        #expect(six.starts(with: Array("\u{1B}P0;1;0q\"1;1;12;14".utf8)))
        #expect(six.suffix(2) == [0x1B, 0x5C])
        let img = try #require(SixelDecoding.image(six))
        for y in 0..<h {
            for x in 0..<w {
                let hole = (3..<9).contains(x) && (4..<10).contains(y)
                #expect(img.isSet(x, y) == !hole, "pixel \(x),\(y)")
            }
        }
        // Only the one colour is defined; runs are run-length coded.
        #expect(img.registers == 1)
        #expect(six.count < 80, "\(six.count) bytes")
    }
}

@Suite struct SixelPresenterTests {
    static let px = Size(width: 4, height: 6)

    /// A picture of 41 colours of its own (so a tile's come back exactly),
    /// strewn so that a pixel out of place shows.
    static func picture(_ key: String, _ w: Int, _ h: Int, hole: Rect? = nil) -> ImageSource {
        var rng = SplitMix(seed: UInt64(key.utf8.reduce(0) { $0 &* 31 &+ Int($1) }))
        let colours = (0..<41).map { _ in [rng.byte(), rng.byte(), rng.byte()] }
        var rgba: [UInt8] = []
        for y in 0..<h {
            for x in 0..<w {
                let transparent = hole?.contains(Point(x: x, y: y)) ?? false
                rgba += colours[(x * 7 + y * 13 + (x / 5) * (y / 4)) % 41] + [transparent ? 0 : 255]
            }
        }
        return ImageSource(key: key, width: w, height: h, rgba: rgba)
    }

    /// A 30x12 canvas with a board picture over cells (2,1) 24x9.
    static func board() -> Canvas {
        var c = Canvas(size: Size(width: 30, height: 12), cellPixels: px)
        c.place(ImageLayer(source: picture("board", 24 * px.width, 9 * px.height), cells: Rect(x: 2, y: 1, width: 24, height: 9)))
        return c
    }

    static func withPiece(at p: Point, _ base: Canvas = board()) -> Canvas {
        var c = base
        c.place(ImageLayer(source: picture("piece", 5 * px.width, 3 * px.height), cells: Rect(origin: p, size: Size(width: 5, height: 3))))
        return c
    }

    @Test func theFirstFrameDrawsEveryImageCellAndTheSecondNothing() throws {
        var presenter = SixelPresenter()
        let canvas = Self.withPiece(at: Point(x: 6, y: 3))
        let first = try SixelStream(presenter.frame(canvas))
        #expect(first.cells == Self.cells(Rect(x: 2, y: 1, width: 24, height: 9)))
        #expect(first.savesAndRestoresCursor)
        // The pixels are the board's, with the piece's over them.
        let expected = SixelStream.composite(canvas, px: Self.px)
        #expect(first.mismatches(expected).prefix(5) == [])
        #expect(presenter.frame(canvas).isEmpty)
        #expect(presenter.frame(Self.withPiece(at: Point(x: 6, y: 3))).isEmpty)
    }

    @Test func aPieceMovedResendsOnlyTheCellsItLeftAndTook() throws {
        var presenter = SixelPresenter()
        _ = presenter.frame(Self.withPiece(at: Point(x: 6, y: 3)))
        let moved = Self.withPiece(at: Point(x: 7, y: 4))
        let step = try SixelStream(presenter.frame(moved))
        // Old 6..<11 x 3..<6, new 7..<12 x 4..<7.
        let touched = Self.cells(Rect(x: 6, y: 3, width: 5, height: 3)).union(Self.cells(Rect(x: 7, y: 4, width: 5, height: 3)))
        #expect(step.cells == touched)
        #expect(step.mismatches(SixelStream.composite(moved, px: Self.px)).prefix(5) == [])
        #expect(step.erased.isEmpty)
    }

    /// After Ctrl-L every tile goes out again, from the cache: the same
    /// bytes, none encoded anew; a picture no longer drawn is not kept.
    @Test func tilesAreKeptByWhatTheyShow() throws {
        var presenter = SixelPresenter()
        let canvas = Self.withPiece(at: Point(x: 6, y: 3))
        let first = presenter.frame(canvas)
        let kept = presenter.cachedTiles
        #expect(kept > 0 && presenter.encodedTiles == kept)
        presenter.invalidate()
        #expect(presenter.frame(canvas) == first)
        #expect(presenter.cachedTiles == kept && presenter.encodedTiles == kept)
        // The same pixels under another key are another picture.
        var renamed = Canvas(size: canvas.size, cellPixels: Self.px)
        for layer in canvas.images {
            let s = layer.source
            renamed.place(ImageLayer(source: ImageSource(key: s.key + "'", width: s.width, height: s.height, rgba: s.rgba),
                                     crop: layer.crop, cells: layer.cells, clip: layer.clip))
        }
        presenter.invalidate()
        #expect(presenter.frame(renamed) == first)
        #expect(presenter.cachedTiles == 2 * kept && presenter.encodedTiles == 2 * kept)
    }

    @Test func textOverAPictureIsATransparentCell() throws {
        var canvas = Self.board()
        canvas.text("hi", at: Point(x: 10, y: 5))
        var presenter = SixelPresenter()
        let frame = try SixelStream(presenter.frame(canvas))
        let text: Set = [Point(x: 10, y: 5), Point(x: 11, y: 5)]
        #expect(frame.cells == Self.cells(Rect(x: 2, y: 1, width: 24, height: 9)).subtracting(text))
        // The tile over row 5 spans the text cells, and leaves them unset.
        #expect(frame.tiles.contains { $0.row <= 5 && $0.row + $0.rows > 5 && $0.column <= 10 && $0.column + $0.columns >= 12 })
        let cover = SixelPresenter.covered(canvas, cellPixels: Self.px)
        #expect(!cover[5 * 30 + 10] && !cover[5 * 30 + 11] && cover[5 * 30 + 9])
        let shown = SixelPresenter.displayed(canvas, cellPixels: Self.px)
        #expect(shown.rowText(5).contains("hi"))
        #expect(shown[9, 5].character == "\u{A0}" && shown[9, 5].style == .plain)
    }

    @Test func nothingReachesTheLastRow() throws {
        var canvas = Canvas(size: Size(width: 10, height: 5), cellPixels: Self.px)
        canvas.place(ImageLayer(source: Self.picture("all", 40, 30), cells: canvas.bounds))
        var presenter = SixelPresenter()
        let frame = try SixelStream(presenter.frame(canvas))
        #expect(frame.cells == Self.cells(Rect(x: 0, y: 0, width: 10, height: 4)))
        #expect(frame.tiles.allSatisfy { $0.row + $0.rows <= 4 && $0.image.height == $0.rows * Self.px.height })
        let cover = SixelPresenter.covered(canvas, cellPixels: Self.px)
        #expect(cover[..<40].allSatisfy { $0 } && cover[40...].allSatisfy { !$0 })
        // The last row keeps its cells for the half blocks.
        canvas.fill(Rect(x: 0, y: 4, width: 10, height: 1), with: "▀")
        #expect(SixelPresenter.displayed(canvas, cellPixels: Self.px).rowText(4) == String(repeating: "▀", count: 10))
    }

    @Test func cellsNcursesWroteOverAreSentAgain() throws {
        var presenter = SixelPresenter()
        let canvas = Self.withPiece(at: Point(x: 6, y: 3))
        _ = presenter.frame(canvas)
        var written = [Bool](repeating: false, count: canvas.size.area)
        written[2 * 30 + 20] = true
        written[0] = true // no image there: nothing to send for it
        let again = try SixelStream(presenter.frame(canvas, rewritten: written))
        #expect(again.cells == [Point(x: 20, y: 2)])
        #expect(again.mismatches(SixelStream.composite(canvas, px: Self.px)).prefix(5) == [])
        presenter.invalidate()
        let all = try SixelStream(presenter.frame(canvas))
        #expect(all.cells == Self.cells(Rect(x: 2, y: 1, width: 24, height: 9)))
    }

    /// ncurses rewrites the cells between two it writes on a row rather
    /// than move the cursor over a few: those lose their pixels too.
    @Test func cellsBetweenTwoWrittenOnesAreSentAgain() throws {
        var presenter = SixelPresenter()
        let canvas = Self.board()
        _ = presenter.frame(canvas)
        var written = [Bool](repeating: false, count: canvas.size.area)
        // Four cells apart on row 3, twenty apart on row 6.
        for (x, y) in [(3, 3), (8, 3), (3, 6), (24, 6)] { written[y * 30 + x] = true }
        let again = try SixelStream(presenter.frame(canvas, rewritten: written))
        let expected = Self.cells(Rect(x: 3, y: 3, width: 6, height: 1)).union([Point(x: 3, y: 6), Point(x: 24, y: 6)])
        #expect(again.cells == expected)
    }

    @Test func aCellLeftWithTransparentPixelsIsErasedFirst() throws {
        // A piece with a transparent corner, over no picture, moves right:
        // the cell its corner now covers had its opaque pixels.
        func scene(_ x: Int) -> Canvas {
            var c = Canvas(size: Size(width: 20, height: 8), cellPixels: Self.px)
            let source = Self.picture("tab", 3 * Self.px.width, 2 * Self.px.height, hole: Rect(x: 0, y: 0, width: 4, height: 6))
            c.place(ImageLayer(source: source, cells: Rect(x: x, y: 2, width: 3, height: 2)))
            return c
        }
        var presenter = SixelPresenter()
        _ = presenter.frame(scene(4))
        let step = try SixelStream(presenter.frame(scene(5)))
        // (5, 2) showed the piece's opaque middle, and now its hole.
        #expect(step.erased == [Point(x: 5, y: 2)])
        #expect(step.mismatches(SixelStream.composite(scene(5), px: Self.px)).prefix(5) == [])
    }

    @Test func tilesKeepToTheGridAndToTheirWidth() throws {
        var canvas = Canvas(size: Size(width: 100, height: 3), cellPixels: Size(width: 10, height: 20))
        canvas.place(ImageLayer(source: Self.picture("wide", 1000, 40), cells: Rect(x: 0, y: 0, width: 100, height: 2)))
        var presenter = SixelPresenter()
        let frame = try SixelStream(presenter.frame(canvas), px: Size(width: 10, height: 20))
        #expect(frame.tiles.allSatisfy { $0.image.width <= 960 && $0.column % 32 == 0 && $0.rows == 2 }, "\(frame.tiles.map { ($0.column, $0.row, $0.columns, $0.rows) })")
        #expect(frame.tiles.count == 4)
        // At most 960 pixels tall too: 20-pixel cells, 48 rows a tile.
        var tall = Canvas(size: Size(width: 10, height: 100), cellPixels: Size(width: 10, height: 20))
        tall.place(ImageLayer(source: Self.picture("tall", 100, 2000), cells: tall.bounds))
        var p2 = SixelPresenter()
        let rows = try SixelStream(p2.frame(tall), px: Size(width: 10, height: 20)).tiles.map(\.rows)
        #expect(rows == [48, 48, 3])
    }

    static func cells(_ r: Rect) -> Set<Point> {
        var s = Set<Point>()
        for y in r.minY..<r.maxY { for x in r.minX..<r.maxX { s.insert(Point(x: x, y: y)) } }
        return s
    }
}

/// Deterministic bytes for test pictures.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
}

/// A sixel image as decoded: RGBA, alpha 0 where no sixel set the pixel.
struct DecodedImage {
    var width: Int
    var height: Int
    var rgba: [UInt8]
    var registers = 0
    func isSet(_ x: Int, _ y: Int) -> Bool { rgba[(y * width + x) * 4 + 3] != 0 }
}

enum SixelDecoding {
    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Our reader of one sixel image (DCS ... ST), as the encoder writes it.
    static func image(_ bytes: [UInt8]) -> DecodedImage? {
        guard bytes.count >= 4, bytes[0] == 0x1B, bytes[1] == 0x50, bytes.suffix(2) == [0x1B, 0x5C] else { return nil }
        guard let q = bytes.firstIndex(of: 0x71) else { return nil }
        var i = q + 1
        func number() -> Int {
            var n = 0
            while i < bytes.count, (0x30...0x39).contains(bytes[i]) { n = n * 10 + Int(bytes[i] - 0x30); i += 1 }
            return n
        }
        guard bytes[i] == 0x22 else { return nil }
        i += 1
        var attrs: [Int] = [number()]
        while bytes[i] == 0x3B { i += 1; attrs.append(number()) }
        guard attrs.count == 4 else { return nil }
        var img = DecodedImage(width: attrs[2], height: attrs[3], rgba: [UInt8](repeating: 0, count: attrs[2] * attrs[3] * 4))
        var palette: [Int: (UInt8, UInt8, UInt8)] = [:]
        var colour = 0, x = 0, band = 0
        let end = bytes.count - 2
        func put(_ c: UInt8, _ n: Int) {
            let bits = c - 0x3F
            for _ in 0..<n {
                for r in 0..<6 where bits & (1 << r) != 0 {
                    let y = band * 6 + r
                    guard x < img.width, y < img.height, let p = palette[colour] else { continue }
                    let k = (y * img.width + x) * 4
                    img.rgba[k] = p.0; img.rgba[k + 1] = p.1; img.rgba[k + 2] = p.2; img.rgba[k + 3] = 255
                }
                x += 1
            }
        }
        while i < end {
            let c = bytes[i]
            switch c {
            case 0x23:
                i += 1
                let n = number()
                if i < end, bytes[i] == 0x3B {
                    var p: [Int] = []
                    while bytes[i] == 0x3B { i += 1; p.append(number()) }
                    guard p.count == 4, p[0] == 2 else { return nil }
                    func ch(_ v: Int) -> UInt8 { UInt8((v * 255 + 50) / 100) }
                    palette[n] = (ch(p[1]), ch(p[2]), ch(p[3]))
                    img.registers = palette.count
                }
                colour = n
            case 0x21:
                i += 1
                let n = number()
                put(bytes[i], n)
                i += 1
            case 0x24: x = 0; i += 1
            case 0x2D: x = 0; band += 1; i += 1
            case 0x3F...0x7E: put(c, 1); i += 1
            default: return nil
            }
        }
        return img
    }

    /// libsixel's reading of an image (sixel2png), through a PNG.
    static func libsixel(_ bytes: [UInt8]) throws -> DecodedImage {
        guard let tool = ["/usr/bin/sixel2png", "/usr/local/bin/sixel2png"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw Failure(description: "sixel2png is not installed (Debian: libsixel-bin; make test-deps installs it)")
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("brocade-sixel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let six = dir.appendingPathComponent("in.six"), png = dir.appendingPathComponent("out.png")
        try Data(bytes).write(to: six)
        try run(tool, ["-i", six.path, "-o", png.path])
        return try PNGReader.read(Data(contentsOf: png))
    }

    static func run(_ tool: String, _ args: [String]) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = args
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw Failure(description: "\(tool) failed: \(p.terminationStatus)") }
    }
}

/// What one frame of the presenter wrote: its tiles decoded and the cells
/// it erased, on a screen of cells.
struct SixelStream {
    struct Tile {
        var row: Int
        var column: Int
        var image: DecodedImage
        var columns: Int
        var rows: Int
    }
    var tiles: [Tile] = []
    var erased: Set<Point> = []
    var savesAndRestoresCursor = false
    var px: Size

    init(_ bytes: [UInt8], px: Size = SixelPresenterTests.px) throws {
        self.px = px
        guard !bytes.isEmpty else { return }
        savesAndRestoresCursor = bytes.prefix(2) == [0x1B, 0x37] && bytes.suffix(2) == [0x1B, 0x38]
        var i = 2
        var row = 0, column = 0
        let end = bytes.count - 2
        while i < end {
            guard bytes[i] == 0x1B else { throw SixelDecoding.Failure(description: "stray byte \(bytes[i]) at \(i)") }
            if bytes[i + 1] == 0x5B {
                var j = i + 2
                var params: [Int] = [0]
                while (0x30...0x3B).contains(bytes[j]) {
                    if bytes[j] == 0x3B { params.append(0) } else { params[params.count - 1] = params.last! * 10 + Int(bytes[j] - 0x30) }
                    j += 1
                }
                switch bytes[j] {
                case 0x48: row = params[0] - 1; column = params[1] - 1
                case 0x58: for k in 0..<params[0] { erased.insert(Point(x: column + k, y: row)) }
                case 0x6D: break
                default: throw SixelDecoding.Failure(description: "unexpected CSI \(bytes[j])")
                }
                i = j + 1
            } else if bytes[i + 1] == 0x50 {
                var j = i + 2
                while !(bytes[j] == 0x1B && bytes[j + 1] == 0x5C) { j += 1 }
                guard let img = SixelDecoding.image(Array(bytes[i...(j + 1)])) else { throw SixelDecoding.Failure(description: "bad sixel at \(i)") }
                tiles.append(Tile(row: row, column: column, image: img, columns: img.width / px.width, rows: img.height / px.height))
                i = j + 2
            } else {
                throw SixelDecoding.Failure(description: "unexpected escape \(bytes[i + 1])")
            }
        }
    }

    /// The cells some tile set a pixel in.
    var cells: Set<Point> {
        var s = Set<Point>()
        for t in tiles {
            for y in 0..<t.image.height {
                for x in 0..<t.image.width where t.image.isSet(x, y) {
                    s.insert(Point(x: t.column + x / px.width, y: t.row + y / px.height))
                }
            }
        }
        return s
    }

    /// The canvas's images composited, at `px` a cell, as the terminal should show them: pixel (x, y) of the screen.
    static func composite(_ canvas: Canvas, px: Size) -> [Point: (UInt8, UInt8, UInt8)] {
        var out: [Point: (UInt8, UInt8, UInt8)] = [:]
        for (n, layer) in canvas.images.enumerated() {
            for cy in layer.clip.minY..<layer.clip.maxY where cy < canvas.size.height - 1 {
                for cx in layer.clip.minX..<layer.clip.maxX where canvas.image(n, showsAt: cx, cy) {
                    for j in 0..<px.height {
                        for i in 0..<px.width {
                            // Pictures in these tests are made at the cell's scale.
                            let sx = layer.crop.minX + (cx - layer.cells.minX) * px.width + i
                            let sy = layer.crop.minY + (cy - layer.cells.minY) * px.height + j
                            let p = layer.source.pixel(x: sx, y: sy)
                            guard p.3 >= 128 else { continue }
                            out[Point(x: cx * px.width + i, y: cy * px.height + j)] = (p.0, p.1, p.2)
                        }
                    }
                }
            }
        }
        return out
    }

    /// Screen pixels some tile set that differ from `expected` (as a
    /// register carries them), or that it set and `expected` has not.
    func mismatches(_ expected: [Point: (UInt8, UInt8, UInt8)]) -> [Point] {
        var bad: [Point] = []
        for t in tiles {
            for y in 0..<t.image.height {
                for x in 0..<t.image.width where t.image.isSet(x, y) {
                    let p = Point(x: t.column * px.width + x, y: t.row * px.height + y)
                    let k = (y * t.image.width + x) * 4
                    guard let e = expected[p] else { bad.append(p); continue }
                    let r = SixelEncoderTests.roundTrip
                    if t.image.rgba[k] != r(e.0) || t.image.rgba[k + 1] != r(e.1) || t.image.rgba[k + 2] != r(e.2) { bad.append(p) }
                }
            }
        }
        return bad
    }
}

/// Enough of PNG to read what sixel2png writes: 8-bit grey, RGB, RGBA or
/// palette, not interlaced, through zlib (Foundation has no inflate on
/// Linux, so python3's, run as a filter).
enum PNGReader {
    static func read(_ data: Data) throws -> DecodedImage {
        let script = """
        import sys, zlib, struct
        d = sys.stdin.buffer.read()
        pos, idat, plte, trns = 8, b'', None, None
        while pos < len(d):
            n, t = struct.unpack('>I4s', d[pos:pos + 8]); c = d[pos + 8:pos + 8 + n]; pos += 12 + n
            if t == b'IHDR': w, h, bd, ct, _, _, il = struct.unpack('>IIBBBBB', c)
            elif t == b'PLTE': plte = c
            elif t == b'tRNS': trns = c
            elif t == b'IDAT': idat += c
        assert bd == 8 and il == 0, (bd, il)
        bpp = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[ct]
        raw = zlib.decompress(idat); stride = w * bpp; out = bytearray(); prev = bytearray(stride); p = 0
        for y in range(h):
            f = raw[p]; line = bytearray(raw[p + 1:p + 1 + stride]); p += 1 + stride
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0; b = prev[i]; c = prev[i - bpp] if i >= bpp else 0
                if f == 1: line[i] = (line[i] + a) & 255
                elif f == 2: line[i] = (line[i] + b) & 255
                elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
                elif f == 4:
                    pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                    line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            prev = line
            for x in range(w):
                if ct == 6: out += line[x * 4:x * 4 + 4]
                elif ct == 2: out += line[x * 3:x * 3 + 3] + b'\\xff'
                elif ct == 0: out += bytes([line[x]] * 3) + b'\\xff'
                elif ct == 4: out += bytes([line[x * 2]] * 3) + bytes([line[x * 2 + 1]])
                else:
                    k = line[x]; out += plte[k * 3:k * 3 + 3] + bytes([trns[k] if trns and k < len(trns) else 255])
        sys.stdout.buffer.write(b'%d %d\\n' % (w, h) + bytes(out))
        """
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-c", script]
        let input = Pipe(), output = Pipe()
        p.standardInput = input
        p.standardOutput = output
        try p.run()
        input.fileHandleForWriting.write(data)
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0, let nl = out.firstIndex(of: 0x0A) else {
            throw SixelDecoding.Failure(description: "could not read the PNG")
        }
        let head = String(decoding: out[out.startIndex..<nl], as: UTF8.self).split(separator: " ").compactMap { Int($0) }
        return DecodedImage(width: head[0], height: head[1], rgba: Array(out[(nl + 1)...]))
    }
}
