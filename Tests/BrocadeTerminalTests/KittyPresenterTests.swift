import Foundation
import Testing
import BrocadeTUI
import CZlib
@testable import BrocadeTerminal

/// The kitty graphics stream, read back: commands, their keys, the pixels
/// transmitted and where each placement lands.
struct KittyStream {
    struct Command {
        var keys: [String: String]
        var payload: String
        /// The cursor (0-based cell) when the command came.
        var at: Point
        subscript(_ k: String) -> Int? { keys[k].flatMap { Int($0) } }
    }

    var commands: [Command] = []
    /// Transmitted images by id: width, height, RGBA.
    var images: [Int: (Int, Int, [UInt8])] = [:]

    init(_ bytes: [UInt8]) {
        let s = Array(bytes)
        var i = 0
        var cursor = Point(x: 0, y: 0)
        var pending: (keys: [String: String], data: String)?
        while i < s.count {
            if s[i] == 0x1B, i + 1 < s.count, s[i + 1] == UInt8(ascii: "_") {
                var j = i + 2
                while j + 1 < s.count, !(s[j] == 0x1B && s[j + 1] == UInt8(ascii: "\\")) { j += 1 }
                let body = String(decoding: s[(i + 3)..<j], as: UTF8.self)
                let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
                var keys: [String: String] = [:]
                for kv in parts[0].split(separator: ",") {
                    let p = kv.split(separator: "=", maxSplits: 1)
                    if p.count == 2 { keys[String(p[0])] = String(p[1]) }
                }
                let payload = parts.count > 1 ? String(parts[1]) : ""
                if var p = pending {
                    p.data += payload
                    pending = p
                    if keys["m"] != "1" { finish(p); pending = nil }
                } else if keys["a"] == "t" {
                    if keys["m"] == "1" { pending = (keys, payload) } else { finish((keys, payload)) }
                    commands.append(Command(keys: keys, payload: "", at: cursor))
                } else {
                    commands.append(Command(keys: keys, payload: payload, at: cursor))
                }
                i = j + 2
            } else if s[i] == 0x1B, i + 1 < s.count, s[i + 1] == UInt8(ascii: "[") {
                var j = i + 2
                while j < s.count, !(0x40...0x7E).contains(s[j]) { j += 1 }
                if j < s.count, s[j] == UInt8(ascii: "H") {
                    let n = String(decoding: s[(i + 2)..<j], as: UTF8.self).split(separator: ";").compactMap { Int($0) }
                    if n.count == 2 { cursor = Point(x: n[1] - 1, y: n[0] - 1) }
                }
                i = j + 1
            } else {
                i += 1
            }
        }
    }

    private mutating func finish(_ t: (keys: [String: String], data: String)) {
        guard let id = t.keys["i"].flatMap({ Int($0) }), let w = t.keys["s"].flatMap({ Int($0) }),
              let h = t.keys["v"].flatMap({ Int($0) }), let raw = Data(base64Encoded: t.data) else { return }
        var bytes = [UInt8](raw)
        if t.keys["o"] == "z" {
            var size = uLong(w * h * 4)
            var out = [UInt8](repeating: 0, count: Int(size))
            let status = out.withUnsafeMutableBufferPointer { o in
                bytes.withUnsafeBufferPointer { uncompress(o.baseAddress, &size, $0.baseAddress, uLong($0.count)) }
            }
            guard status == Z_OK else { return }
            bytes = out
        }
        images[id] = (w, h, bytes)
    }

    var placements: [Command] { commands.filter { $0.keys["a"] == "p" } }
    var deletions: [Command] { commands.filter { $0.keys["a"] == "d" } }
    var transmissions: [Command] { commands.filter { $0.keys["a"] == "t" } }
}

@Suite struct KittyPresenterTests {
    /// A vertical gradient: every row its own colour.
    static func gradient(key: String = "g", width: Int = 40, height: Int = 64) -> ImageSource {
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { rgba += [UInt8(y * 255 / max(1, height - 1)), UInt8(x * 6 % 256), UInt8(255 - y * 255 / max(1, height - 1)), 255] }
        }
        return ImageSource(key: key, width: width, height: height, rgba: rgba)
    }

    static let cell = Size(width: 8, height: 16)

    func canvas(_ layers: [ImageLayer], size: Size = Size(width: 40, height: 12)) -> Canvas {
        var c = Canvas(size: size, cellPixels: Self.cell)
        for l in layers { c.place(l) }
        return c
    }

    @Test func anImageIsSentOnceAndPlacedOverItsCells() throws {
        let p = KittyPresenter()
        let src = Self.gradient()
        let c = canvas([ImageLayer(source: src, cells: Rect(x: 3, y: 2, width: 5, height: 4))])
        let stream = KittyStream(p.frame(c, cellPixels: Self.cell, rewritten: []))
        #expect(stream.transmissions.count == 1)
        let sent = try #require(stream.images[1])
        #expect(sent.0 == 40 && sent.1 == 64 && sent.2 == src.rgba)
        let place = try #require(stream.placements.first)
        #expect(stream.placements.count == 1)
        #expect(place.at == Point(x: 3, y: 2))
        // The whole image: no source rectangle, the protocol's default.
        #expect(place["c"] == 5 && place["r"] == 4 && place.keys["w"] == nil && place.keys["h"] == nil && place.keys["x"] == nil
                && place.keys["y"] == nil)
        // Every command asks for no reply.
        #expect(stream.commands.allSatisfy { $0.keys["q"] == "2" })
        // The same frame again sends nothing.
        #expect(p.frame(c, cellPixels: Self.cell, rewritten: []).isEmpty)
    }

    @Test func aMovedPieceSendsPlacementsOnly() throws {
        let p = KittyPresenter()
        let board = Self.gradient(key: "board", width: 400, height: 320)
        let mirror = Self.gradient(key: "board:mirrored", width: 400, height: 320)
        func frame(_ at: Point) -> Canvas {
            // A piece and its mirror copy: crops of the two pictures.
            canvas([ImageLayer(source: board, crop: Rect(x: 80, y: 64, width: 80, height: 64), cells: Rect(origin: at, size: Size(width: 10, height: 4))),
                    ImageLayer(source: mirror, crop: Rect(x: 240, y: 64, width: 80, height: 64),
                               cells: Rect(x: 30 - at.x, y: at.y, width: 10, height: 4))], size: Size(width: 60, height: 20))
        }
        _ = p.frame(frame(Point(x: 2, y: 3)), cellPixels: Self.cell, rewritten: [])
        let step = p.frame(frame(Point(x: 3, y: 4)), cellPixels: Self.cell, rewritten: [])
        let stream = KittyStream(step)
        #expect(stream.transmissions.isEmpty)
        #expect(stream.placements.count == 2)
        #expect(stream.placements.map(\.at) == [Point(x: 3, y: 4), Point(x: 27, y: 4)])
        #expect(step.count <= 300, "a drag step sent \(step.count) bytes")
    }

    @Test func textOverAnImageKeepsItsCellsClear() throws {
        let p = KittyPresenter()
        var c = canvas([ImageLayer(source: Self.gradient(), cells: Rect(x: 0, y: 0, width: 10, height: 4))])
        // A word over the middle of the second row.
        c.text("hi", at: Point(x: 4, y: 1))
        let stream = KittyStream(p.frame(c, cellPixels: Self.cell, rewritten: []))
        var covered = Set<Point>()
        for pl in stream.placements {
            let cols = try #require(pl["c"]), rows = try #require(pl["r"])
            for y in pl.at.y..<(pl.at.y + rows) { for x in pl.at.x..<(pl.at.x + cols) { #expect(covered.insert(Point(x: x, y: y)).inserted) } }
            // Each rectangle shows its own part of the picture: 4 source pixels a column, 16 a row.
            #expect(pl["x"] == pl.at.x * 4 && pl["y"] == pl.at.y * 16 && pl["w"] == cols * 4 && pl["h"] == rows * 16)
        }
        #expect(covered.count == 38)
        #expect(!covered.contains(Point(x: 4, y: 1)) && !covered.contains(Point(x: 5, y: 1)))
    }

    @Test func goneLayersAreDeletedAndLeavingDeletesEverything() throws {
        let p = KittyPresenter()
        let src = Self.gradient()
        _ = p.frame(canvas([ImageLayer(source: src, cells: Rect(x: 0, y: 0, width: 5, height: 4)),
                            ImageLayer(source: src, cells: Rect(x: 10, y: 0, width: 5, height: 4))]), cellPixels: Self.cell, rewritten: [])
        let next = KittyStream(p.frame(canvas([ImageLayer(source: src, cells: Rect(x: 0, y: 0, width: 5, height: 4))]),
                                       cellPixels: Self.cell, rewritten: []))
        #expect(next.placements.isEmpty && next.deletions.count == 1 && next.deletions[0].keys["d"] == "i")
        // After a clear (which takes kitty's pixels with the placements),
        // what is left is deleted, and everything sent and placed again.
        p.screenCleared()
        let again = KittyStream(p.frame(canvas([ImageLayer(source: src, cells: Rect(x: 0, y: 0, width: 5, height: 4))]),
                                        cellPixels: Self.cell, rewritten: []))
        #expect(again.transmissions.count == 1 && again.placements.count == 1 && again.deletions.first?.keys["d"] == "a")
        let bye = KittyStream(p.leave(finally: true))
        #expect(bye.deletions.count == 1 && bye.deletions[0].keys["d"] == "A")
    }

    @Test func laterLayersLieHigher() throws {
        let p = KittyPresenter()
        let stream = KittyStream(p.frame(canvas([ImageLayer(source: Self.gradient(key: "a"), cells: Rect(x: 0, y: 0, width: 5, height: 4)),
                                                 ImageLayer(source: Self.gradient(key: "b"), cells: Rect(x: 2, y: 1, width: 5, height: 4))]),
                                         cellPixels: Self.cell, rewritten: []))
        let z = stream.placements.compactMap { $0["z"] }
        #expect(z.count >= 2 && z.first! < z.last!)
        // Above the text (z >= 0): text keeps its cells clear instead.
        #expect(z.allSatisfy { $0 >= 0 })
    }
}

@Suite struct SixelScreenPresenterTests {
    /// A piece dragged over 20 steps beside a board: every step sends the
    /// piece, never the board again: elsewhere images are kept; xterm keeps
    /// 16, and the presenter keeps track of which (SixelTerminalTests).
    @Test(arguments: [SixelTerminal.standard, .xterm, .mlterm])
    func aDragNeverDrawsTheWholeScreenAgain(_ terminal: SixelTerminal) {
        let p = SixelScreenPresenter(terminal: terminal)
        let cell = Size(width: 8, height: 16)
        let board = ImageLayer(source: KittyPresenterTests.gradient(key: "board", width: 320, height: 160),
                               cells: Rect(x: 0, y: 0, width: 40, height: 10))
        func frame(_ x: Int) -> [UInt8] {
            var c = Canvas(size: Size(width: 80, height: 24), cellPixels: cell)
            c.place(board)
            c.place(ImageLayer(source: KittyPresenterTests.gradient(key: "piece"), cells: Rect(x: 50 + x % 20, y: 14, width: 5, height: 4)))
            return p.frame(c, cellPixels: cell, rewritten: [])
        }
        let first = frame(0).count
        var sizes: [Int] = []
        for step in 1...20 { sizes.append(frame(step).count) }
        #expect(sizes.allSatisfy { $0 > 0 && $0 < first / 2 }, "\(sizes) after \(first)")
    }
}

@Suite struct RowsMayMoveTests {
    func canvas(_ rows: [String]) -> Canvas {
        var c = Canvas(size: Size(width: 6, height: rows.count))
        for (y, r) in rows.enumerated() { c.text(r, at: Point(x: 0, y: y)) }
        return c
    }

    /// ncurses scrolls a region when a row it drew comes back a row up or
    /// down (the finish's rising sparkles), and the terminal takes the images
    /// along: such a frame puts every image back, when an image lies in the
    /// rows that scroll (a no-break space under it).
    @Test func aRowThatComesBackElsewhereOverImagesIsAMove() {
        // Three rows moved down two, over a row of images.
        let old = canvas(["a*", "b*", "c*", "\u{A0}x", "e", "f"])
        #expect(TerminalScreen.rowsMayMove(from: old, to: canvas(["", "", "a*", "b*", "c*", "f"])))
        // A row that changed into something new moves nothing; nor does a frame alike.
        #expect(!TerminalScreen.rowsMayMove(from: old, to: canvas(["a+", "b*", "c*", "\u{A0}x", "e", "f"])))
        #expect(!TerminalScreen.rowsMayMove(from: old, to: old))
        // One or two rows found elsewhere are not scrolled (ncurses moves
        // three in a row at least), nor are rows where no image lies.
        #expect(!TerminalScreen.rowsMayMove(from: old, to: canvas(["", "a*", "", "\u{A0}x", "e", "f"])))
        let text = canvas(["a*", "b*", "c*", "d", "e", "\u{A0}"])
        #expect(!TerminalScreen.rowsMayMove(from: text, to: canvas(["", "a*", "b*", "c*", "e", "\u{A0}"])))
    }
}

/// After a resize, a terminal that shows pixels and gives no cell size
/// through the tty is asked for it (CSI 16t), its answer taken by the event
/// loop; one whose tty gives it, or one drawn in half blocks, is not.
@Suite struct CellSizeAfterResizeTests {
    @Test func onlyATerminalThatShowsPixelsAndGivesNoSizeIsAsked() {
        #expect(TerminalScreen.asksCellSize(tty: nil, showsPixels: true))
        #expect(!TerminalScreen.asksCellSize(tty: Size(width: 9, height: 20), showsPixels: true))
        #expect(!TerminalScreen.asksCellSize(tty: nil, showsPixels: false))
    }
}
