import Foundation
import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeImaging

private func resources() -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources").path
}

/// A picture with every kind of pixel: colours, an odd size, and some
/// alpha (a motif's clear ground).
private func sample() -> PixelImage {
    var px: [UInt8] = []
    for y in 0..<5 {
        for x in 0..<7 { px += [UInt8(x * 30), UInt8(y * 50), UInt8((x * y * 17) % 256), x == 3 ? 0 : 255] }
    }
    return PixelImage(width: 7, height: 5, rgba: px)
}

@Suite struct ImageExportTests {
    @Test(arguments: [1, 3])
    func pngDecodesBackToTheSamePixels(scale: Int) throws {
        let path = ImageFixtures.temp("export.png")
        defer { unlink(path) }
        let img = sample()
        try ImageExport.writePNG(img, to: path, scale: scale)
        #expect(try ImageLoader.info(path: path).format == "png")
        let back = try ImageLoader.load(path: path)
        #expect(back == img.scaledNearest(width: img.width * scale, height: img.height * scale))
        // No temporary file is left beside it.
        let dir = (path as NSString).deletingLastPathComponent, name = (path as NSString).lastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.contains(name + ".tmp-") }.isEmpty)
    }

    @Test func aPNGReplacesTheFileAndFollowsALink() throws {
        let path = ImageFixtures.temp("old.png"), link = ImageFixtures.temp("link.png")
        defer { unlink(path); unlink(link) }
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        #expect(symlink(path, link) == 0)
        try ImageExport.writePNG(sample(), to: link, scale: 2)
        #expect(try ImageLoader.load(path: path).width == 14)
        var st = stat()
        #expect(lstat(link, &st) == 0 && (st.st_mode & S_IFMT) == S_IFLNK)
    }

    @Test func whatCannotBeWrittenSaysWhy() throws {
        let missing = "/nonexistent/dir/x.png"
        let e = try #require(throws: ExportError.self) { try ImageExport.writePNG(sample(), to: missing, scale: 1) }
        #expect(e.description == "cannot write '/nonexistent/dir/x.png': No such file or directory")
        let dir = NSTemporaryDirectory()
        #expect(throws: ExportError(path: dir, reason: "not a regular file")) { try ImageExport.writePNG(sample(), to: dir, scale: 1) }
        #expect(throws: ExportError(path: "/dev/null", reason: "not a regular file")) {
            try ImageExport.writeAtomically(Array("x".utf8), to: "/dev/null")
        }
        for scale in [0, 33] {
            let path = ImageFixtures.temp("scale.png")
            let e = try #require(throws: ExportError.self) { try ImageExport.writePNG(sample(), to: path, scale: scale) }
            #expect(e.description == "cannot write '\(path)': scale \(scale) is not between 1 and 32")
            #expect(!FileManager.default.fileExists(atPath: path))
        }
        #expect(throws: ExportError.self) { try ImageExport.pngData(PixelImage(width: 0, height: 0, rgba: []), scale: 1) }
    }
}

@Suite struct AnsiExportTests {
    /// Each line's cells as (top, bottom) colours, bottom nil when the
    /// line gives no background; reading the escapes as a terminal does.
    static func cells(_ text: String) -> [[((Int, Int, Int), (Int, Int, Int)?)]] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
            var fg = (-1, -1, -1), bg: (Int, Int, Int)?
            var out: [((Int, Int, Int), (Int, Int, Int)?)] = []
            var rest = Substring(line)
            while !rest.isEmpty {
                if rest.hasPrefix("\u{1B}[") {
                    let end = rest.firstIndex(of: "m")!
                    let codes = rest[rest.index(rest.startIndex, offsetBy: 2)..<end].split(separator: ";").map { Int($0)! }
                    var i = 0
                    while i < codes.count {
                        switch codes[i] {
                        case 0: fg = (-1, -1, -1); bg = nil; i += 1
                        case 38: fg = (codes[i + 2], codes[i + 3], codes[i + 4]); i += 5
                        case 48: bg = (codes[i + 2], codes[i + 3], codes[i + 4]); i += 5
                        default: Issue.record("unexpected SGR \(codes[i])"); i += 1
                        }
                    }
                    rest = rest[rest.index(after: end)...]
                } else {
                    #expect(rest.first == "\u{2580}")
                    out.append((fg, bg))
                    rest = rest.dropFirst()
                }
            }
            return out
        }
    }

    static func rgb(_ img: PixelImage, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let p = img.pixel(x: x, y: y)
        return (Int(p.0), Int(p.1), Int(p.2))
    }

    @Test(arguments: [4, 5])
    func twoPixelRowsALineInTheirColours(height: Int) {
        var px: [UInt8] = []
        for y in 0..<height {
            for x in 0..<3 { px += [UInt8(10 + x), UInt8(20 + y), x == 1 ? 7 : 200, 255] }
        }
        let img = PixelImage(width: 3, height: height, rgba: px)
        let text = AnsiExport.text(img)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == (height + 1) / 2 + 1 && lines.last == "")
        #expect(lines.dropLast().allSatisfy { $0.hasSuffix("\u{1B}[0m") })
        #expect(text.hasSuffix("\u{1B}[0m\n"))
        let cells = Self.cells(text)
        #expect(cells.count == (height + 1) / 2)
        for (row, line) in cells.enumerated() {
            #expect(line.count == 3)
            for (x, cell) in line.enumerated() {
                #expect(cell.0 == Self.rgb(img, x, row * 2))
                if row * 2 + 1 < height {
                    #expect(cell.1.map { $0 == Self.rgb(img, x, row * 2 + 1) } == true)
                } else {
                    // An odd last row: the foreground alone, the terminal's own below.
                    #expect(cell.1 == nil)
                }
            }
        }
        #expect(lines[lines.count - 2].contains("48;2") == height.isMultiple(of: 2))
    }

    @Test func anEmptyPictureIsNoText() {
        #expect(AnsiExport.text(PixelImage(width: 0, height: 0, rgba: [])) == "")
    }
}

@Suite struct DesignImagesTests {
    @Test func aPieceIsItsBlockOfThePicture() throws {
        let lib = try PictureLibrary(directory: resources())
        let dalishen = try lib.image(try #require(lib.picture(named: "dalishen")))
        for (column, row) in [(0, 0), (2, 3), (1, 2)] {
            let tile = try #require(lib.tileImage(.piece(picture: "dalishen", column: column, row: row)))
            #expect(tile == dalishen.cropped(to: Rect(x: column * 10, y: row * 10, width: 10, height: 10)))
        }
        #expect(lib.tileImage(.piece(picture: "dalishen", column: 3, row: 0)) == nil)
        #expect(lib.tileImage(.piece(picture: "dalishen", column: 0, row: 4)) == nil)
        #expect(lib.tileImage(.piece(picture: "nosuch", column: 0, row: 0)) == nil)
        #expect(DesignImages.tileImage(.piece(picture: "dalishen", column: 0, row: 0), library: nil) == nil)
        #expect(lib.tileImage(.motif(.frog, colorway: 2)) == MotifTile.image(.frog, colorway: 2))
    }

    @Test func theDesignIsSymmetric() throws {
        let lib = try PictureLibrary(directory: resources())
        var d = Design(columns: 3, rows: 2)
        d = d.applying(.place(tile: .motif(.bird, colorway: 0), cell: 0, turns: 1))!
        d = d.applying(.place(tile: .piece(picture: "dalishen", column: 1, row: 1), cell: 2, turns: 0))!
        d = d.applying(.fillRow(row: 1, tile: .motif(.zigzag, colorway: 1), turns: 0))!
        let img = lib.designImage(d)
        #expect(img.width == 60 && img.height == 20)
        for y in 0..<img.height {
            for x in 0..<(img.width / 2) {
                #expect(img.pixel(x: x, y: y) == img.pixel(x: img.width - 1 - x, y: y))
            }
        }
        #expect(img.cropped(to: Rect(x: 0, y: 0, width: 30, height: 20)) == d.image(tileImage: lib.tileImage))
        #expect(DesignImages.missingPieces(d, library: lib).isEmpty)
        let unknown = d.applying(.place(tile: .piece(picture: "nosuch", column: 0, row: 0), cell: 1, turns: 0))!
        #expect(DesignImages.missingPieces(unknown, library: lib) == ["nosuch"])
        #expect(DesignImages.missingPieces(d, library: nil) == ["dalishen"])
    }
}

/// A picture in a terminal's pixels fills the same cells as its half blocks:
/// a cell is seldom exactly twice as tall as it is wide, and a picture made
/// in the cells' own shape was framed otherwise (a band of ground over the
/// pieces at the top and the bottom edge).
@Suite struct PicturePixelsShapeTests {
    /// The share of a row's pixels in the picture's ground.
    func groundShare(_ img: PixelImage, row y: Int) -> Double {
        let g = Letterbox.darkGround
        let n = (0..<img.width).filter { let p = img.pixel(x: $0, y: y); return (p.0, p.1, p.2) == g }.count
        return Double(n) / Double(img.width)
    }

    @Test(arguments: [Size(width: 9, height: 20), Size(width: 8, height: 19), Size(width: 10, height: 18)])
    func theEdgeRowsShowThePictureAsTheHalfBlocksDo(cell: Size) throws {
        let lib = try PictureLibrary(directory: resources())
        // A photo of one's own, 3:4, on a board of 15x10 cells: 15x20 half
        // blocks, the photo's own shape, so its half blocks have no band.
        let path = try ImageFixtures.write(ImageFixtures.ppm(ImageFixtures.halves(30, 40)), "photo.ppm")
        defer { unlink(path) }
        let photo = try lib.addImage(path: path)
        var pictures = [photo]
        for name in ["dalishen", "frog"] { pictures.append(try #require(lib.picture(named: name))) }
        for picture in pictures {
            let (cols, rows) = (15, 10)
            let half = try lib.woven(picture, half: Size(width: cols, height: rows * 2))
            let pixels = try #require(lib.pixels(picture, cols: cols, rows: rows, cell: cell, mirrored: false))
            #expect(pixels.width == cols * cell.width && pixels.height == rows * cell.height)
            // Where the half blocks' top and bottom rows show the picture, so
            // do the pixels' (a band of ground would be all ground there).
            for (h, p) in [(0, 0), (half.height - 1, pixels.height - 1)] where groundShare(half, row: h) < 0.5 {
                #expect(groundShare(pixels, row: p) < 0.5, "\(picture.name) at \(cell): row \(p) is ground")
            }
        }
    }
}
