import Foundation
import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeImaging
import CImaging

private func libraryDirectory() -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources").path
}

private func maxRSSKiB() -> Int {
    var u = rusage()
    getrusage(RUSAGE_SELF.rawValue, &u)
    return Int(u.ru_maxrss)
}

@Suite struct ImageLoaderTests {
    @Test(arguments: ["ppm", "bmp", "png"])
    func formatsWrittenByTheTests(ext: String) throws {
        let img = ImageFixtures.halves(6, 4)
        let bytes = ext == "ppm" ? ImageFixtures.ppm(img) : ext == "bmp" ? ImageFixtures.bmp(img) : ImageFixtures.png(img)
        let path = try ImageFixtures.write(bytes, "halves.\(ext)")
        defer { unlink(path) }
        let loaded = try ImageLoader.load(path: path)
        #expect(loaded.width == 6 && loaded.height == 4)
        #expect(loaded == img)
    }

    @Test func committedJPEGAndGIF() throws {
        let jpg = try ImageLoader.load(path: ImageFixtures.directory + "/red-8x8.jpg")
        #expect(jpg.width == 8 && jpg.height == 8)
        let p = jpg.pixel(x: 4, y: 4)
        #expect(abs(Int(p.0) - 200) < 12 && abs(Int(p.1) - 40) < 12 && abs(Int(p.2) - 40) < 12)
        let gif = try ImageLoader.load(path: ImageFixtures.directory + "/blue-2x2.gif")
        #expect(gif.width == 2 && gif.height == 2)
        #expect(gif.pixel(x: 0, y: 0) == (40, 80, 200, 255))
        #expect(try ImageLoader.info(path: ImageFixtures.directory + "/blue-2x2.gif").format == "gif")
    }

    @Test func largeImagesAreDecodedSmaller() throws {
        let path = try ImageFixtures.write(ImageFixtures.png(ImageFixtures.halves(600, 300)), "big.png")
        defer { unlink(path) }
        let img = try ImageLoader.load(path: path, maxSide: 100)
        #expect(img.width == 100 && img.height == 50)
    }

    @Test func missingFile() {
        #expect(throws: ImageError(kind: .missing, path: "/nonexistent/x.png", reason: "No such file or directory")) {
            try ImageLoader.load(path: "/nonexistent/x.png")
        }
    }

    @Test func aDirectoryIsNotReadable() throws {
        let e = try #require(throws: ImageError.self) { try ImageLoader.load(path: NSTemporaryDirectory()) }
        #expect(e.kind == .unreadable)
        #expect(e.reason == "not a regular file")
    }

    @Test(arguments: [
        ("text.png", Array("just some words, not a picture\n".utf8)),
        ("random.bin", (0..<512).map { UInt8(($0 * 73 + 11) % 251) }),
        ("empty.png", [UInt8]()),
    ])
    func notAnImage(name: String, bytes: [UInt8]) throws {
        let path = try ImageFixtures.write(bytes, name)
        defer { unlink(path) }
        let e = try #require(throws: ImageError.self) { try ImageLoader.load(path: path) }
        #expect(e.kind == .notImage)
        #expect(e.description == "cannot load '\(path)': not an image format brocade can read")
    }

    @Test func truncatedPNG() throws {
        let full = ImageFixtures.png(ImageFixtures.halves(40, 40))
        let path = try ImageFixtures.write(Array(full.prefix(full.count / 2)), "cut.png")
        defer { unlink(path) }
        let e = try #require(throws: ImageError.self) { try ImageLoader.load(path: path) }
        #expect(e.kind == .broken)
        #expect(!e.description.contains("\n"))
    }

    @Test func aHugeClaimedSizeIsRefusedQuicklyWithBoundedMemory() throws {
        let path = try ImageFixtures.write(ImageFixtures.png(ImageFixtures.halves(4, 4), claimedWidth: 100_000, claimedHeight: 100_000), "huge.png")
        defer { unlink(path) }
        let before = maxRSSKiB()
        let start = Date()
        let e = try #require(throws: ImageError.self) { try ImageLoader.load(path: path) }
        #expect(Date().timeIntervalSince(start) < 1)
        #expect(e.kind == .tooLarge)
        #expect(e.reason == "100000 x 100000 pixels is more than the 40000000 allowed")
        #expect(maxRSSKiB() - before < 64 * 1024)
    }
}

@Suite struct CellRendererTests {
    static let img = ImageFixtures.halves(8, 4)

    @Test func truecolourKeepsExactColours() {
        let c = CellRenderer.render(Self.img, cols: 8, rows: 2, depth: .direct, unicode: true)
        #expect(c.size == Size(width: 8, height: 2))
        // A solid cell is drawn by its colour in either position, whatever glyph chafa picks.
        let left = c[0, 0].style, right = c[7, 1].style
        #expect([left.foreground, left.background].contains(.rgb(200, 40, 40)))
        #expect([right.foreground, right.background].contains(.rgb(40, 80, 200)))
    }

    @Test(arguments: [ColorDepth.palette256, .ansi16, .ansi8])
    func paletteDepthsUsePaletteColours(depth: ColorDepth) {
        let c = CellRenderer.render(Self.img, cols: 8, rows: 2, depth: depth, unicode: true)
        for cell in c.cells {
            for color in [cell.style.foreground, cell.style.background] {
                if case .palette(let i) = color { #expect(Int(i) < depth.rawValue) }
                if case .rgb = color { Issue.record("rgb colour at depth \(depth)") }
            }
        }
        // Red and blue halves stay apart.
        #expect(c[0, 0].style != c[7, 0].style)
    }

    @Test func asciiRenderingIsASCII() {
        let c = CellRenderer.render(Self.img, cols: 8, rows: 2, depth: .palette256, unicode: false)
        #expect(c.text.unicodeScalars.allSatisfy { $0.isASCII })
    }

    /// A grey ramp from white on the left to black on the right, 20 pixels wide.
    static let greyRamp: PixelImage = {
        var px: [UInt8] = []
        for _ in 0..<2 { for x in 0..<20 { let v = UInt8(255 - x * 255 / 19); px += [v, v, v, 255] } }
        return PixelImage(width: 20, height: 2, rgba: px)
    }()

    @Test(arguments: [ColorDepth.none, .ansi8, .palette256, .direct], [CellRenderer.Style.pixelArt, .photo])
    func asciiPicturesUseADensityRamp(depth: ColorDepth, style: CellRenderer.Style) throws {
        let c = CellRenderer.render(Self.greyRamp, cols: 20, rows: 1, depth: depth, unicode: false, style: style)
        var steps = try (0..<20).map { x in try #require(CellRenderer.asciiRamp.firstIndex(of: c[x, 0].character)) }
        // Without colour the characters are the light (the terminal's text on its dark ground).
        if depth == .none { steps = steps.map { CellRenderer.asciiRamp.count - 1 - $0 } }
        // Darker pixels, denser characters; white is blank and black the densest.
        #expect(steps == steps.sorted(), "\(steps)")
        #expect(steps.first == 0 && steps.last == CellRenderer.asciiRamp.count - 1, "\(steps)")
        #expect(Set(steps).count >= 8, "only \(Set(steps).count) characters of the ramp")
        if depth == .none {
            #expect(c.cells.allSatisfy { $0.style == .plain })
        } else {
            // The colour is the cell's background; the ink a darker shade of it.
            #expect(c[0, 0].style.background == .rgb(255, 255, 255))
            #expect(c[10, 0].style.background == .rgb(121, 121, 121))
            #expect(c[10, 0].style.foreground == .rgb(48, 48, 48))
        }
    }

    @Test func asciiRampFollowsLumaNotTheSumOfChannels() {
        // Pure green looks far lighter than pure blue.
        let green = CellRenderer.asciiCharacter(red: 0, green: 255, blue: 0)
        let blue = CellRenderer.asciiCharacter(red: 0, green: 0, blue: 255)
        let ramp = CellRenderer.asciiRamp
        #expect(ramp.firstIndex(of: green)! < ramp.firstIndex(of: blue)!)
    }

    @Test func asciiLeavesTransparentCellsBlank() {
        let px = PixelImage(width: 2, height: 2, rgba: [0, 0, 0, 0, 0, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 255])
        let c = CellRenderer.render(px, cols: 2, rows: 1, depth: .palette256, unicode: false)
        #expect(c[0, 0].character == " " && c[0, 0].style == .plain)
        #expect(c[1, 0].character == "@")
    }

    @Test func monochromeUsesShapesNotColours() {
        // A light left half, a dark right half.
        var px: [UInt8] = []
        for _ in 0..<4 { for x in 0..<8 { px += x < 4 ? [250, 250, 250, 255] : [5, 5, 5, 255] } }
        let c = CellRenderer.render(PixelImage(width: 8, height: 4, rgba: px), cols: 8, rows: 2, depth: .none, unicode: true)
        #expect(c.cells.allSatisfy { $0.style.foreground == .default && $0.style.background == .default })
        #expect(c[0, 0].character != c[7, 0].character)
    }

    @Test func snapshotOfAFourColourTile() {
        // Top half gold over bottom half indigo: a half block per cell, in
        // the two colours, whichever way round chafa draws it.
        var px: [UInt8] = []
        for y in 0..<2 { for _ in 0..<2 { px += y == 0 ? [232, 178, 48, 255] : [46, 84, 170, 255] } }
        let c = CellRenderer.render(PixelImage(width: 2, height: 2, rgba: px), cols: 2, rows: 1, depth: .direct, unicode: true)
        let gold = Color.rgb(232, 178, 48), indigo = Color.rgb(46, 84, 170)
        for x in 0..<2 {
            let cell = c[x, 0]
            switch cell.character {
            case "▀": #expect(cell.style.foreground == gold && cell.style.background == indigo)
            case "▄": #expect(cell.style.foreground == indigo && cell.style.background == gold, "\(cell.style)")
            default: Issue.record("unexpected glyph \(cell.character)")
            }
        }
    }

    @Test func spacesKeepTheirBackground() {
        let c = CellRenderer.render(Self.img, cols: 8, rows: 2, depth: .palette256, unicode: true)
        let left = c[0, 0], right = c[7, 0]
        // Solid halves: whatever the glyph, the visible colour is the nearest palette entry.
        let visible = { (cell: Cell) -> Color in cell.character == " " ? cell.style.background : cell.style.foreground }
        #expect(visible(left) == .palette(ColorMath.nearest256((200, 40, 40))) || visible(left) == .palette(160))
        #expect(visible(right) != visible(left))
    }
}

extension ImageLoaderTests {
    /// The decoders read a whole file whatever its header claims, so the
    /// file's size is checked first (a sparse file costs no disk).
    @Test func anOversizedFileIsRefusedBeforeDecoding() throws {
        let path = try ImageFixtures.write(ImageFixtures.png(ImageFixtures.halves(4, 4)), "padded.png")
        defer { unlink(path) }
        #expect(truncate(path, off_t(BROCADE_IMAGE_MAX_FILE_BYTES) + 1) == 0)
        let e = try #require(throws: ImageError.self) { try ImageLoader.load(path: path) }
        #expect(e.kind == .tooLarge)
        #expect(e.reason.hasSuffix("more than the 268435456 allowed"))
    }
}

@Suite struct PictureIndexLimitTests {
    func library(_ index: [UInt8]) throws -> String {
        let dir = ImageFixtures.temp("lib")
        try FileManager.default.createDirectory(atPath: dir + "/pictures", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: dir + "/pictures/pictures.json", contents: Data(index))
        return dir
    }

    @Test func anOversizedIndexIsRefusedUnread() throws {
        let dir = try library(Array("{}".utf8))
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(truncate(dir + "/pictures/pictures.json", 2_000_000_000) == 0)
        let e = try #require(throws: ValidationError.self) { try PictureLibrary(directory: dir) }
        #expect(e.description == "the index is larger than 1000000 bytes")
    }

    @Test func aFIFOInPlaceOfTheIndexIsRefusedAtOnce() throws {
        let dir = try library([])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        unlink(dir + "/pictures/pictures.json")
        #expect(mkfifo(dir + "/pictures/pictures.json", 0o600) == 0)
        #expect(throws: ValidationError("not a regular file")) { try PictureLibrary(directory: dir) }
    }

    /// Titles are shown on screen and printed by `brocade pictures`.
    @Test func titlesLoseEscapeSequencesAndNamesMustBePlain() throws {
        let index = #"{"format": "brocade-pictures", "version": 1, "pictures": [{"name": "frog", "file": "frog.xpm", "#
            + #""title": "Fr\u001b[31mog\u009b2J\u001b]2;pwned\u0007!", "description": "a\u001b[?1049hb\nc"}]}"#
        let dir = try library(Array(index.utf8))
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let lib = try PictureLibrary(directory: dir)
        #expect(lib.pictures[0].title == "Fr[31mog2J]2;pwned!")
        #expect(lib.pictures[0].description == "a[?1049hb c")
        let badName = index.replacingOccurrences(of: #""name": "frog""#, with: #""name": "fr\u001bog""#)
        let dir2 = try library(Array(badName.utf8))
        defer { try? FileManager.default.removeItem(atPath: dir2) }
        #expect(throws: ValidationError.self) { try PictureLibrary(directory: dir2) }
    }
}

@Suite struct PictureLibraryTests {
    @Test func theBuiltInPicturesLoad() throws {
        let lib = try PictureLibrary(directory: libraryDirectory())
        #expect(lib.pictures.count >= 8)
        let brocade = ["dalishen", "frog", "bird", "deer", "lozenge", "zigzag"].filter { lib.picture(named: $0) != nil }
        #expect(brocade.count >= 5)
        for p in lib.pictures {
            let img = try lib.image(p)
            #expect(img.width == 30 && img.height == 40, "\(p.name)")
            #expect(!p.title.isEmpty && !p.description.isEmpty)
            #expect(p.description.count < 80)
        }
    }

    @Test func aBuiltInPictureIsLoadedFromTheIndexNotFromWhatASaveSays() throws {
        let lib = try PictureLibrary(directory: libraryDirectory())
        let frog = try #require(lib.picture(named: "frog"))
        // A save claiming the frog lives elsewhere still gets the library's frog.
        let forged = PictureInfo(name: "frog", file: "../../../../etc/passwd", title: frog.title, description: "")
        #expect(try lib.image(forged) == (try PictureLibrary(directory: libraryDirectory()).image(frog)))
        let unknown = PictureInfo(name: "nosuch", file: "frog.xpm", title: "x", description: "")
        #expect(throws: ImageError.self) { try PictureLibrary(directory: libraryDirectory()).image(unknown) }
    }

    @Test func searchOrder() {
        let paths = PictureLibrary.searchPaths(environment: ["BROCADE_DATA_DIR": "/data"], executable: "/opt/x/bin/brocade")
        #expect(paths.first == "/data")
        #expect(paths[1] == "/opt/x/share/brocade")
        #expect(paths.contains("/opt/x/bin/Resources"))
        #expect(paths.contains("/opt/Resources"))
        #expect(paths.suffix(3) == ["/usr/local/share/brocade", "/usr/share/brocade", "/usr/share/games/brocade"])
        #expect(!paths.contains("/opt/x/share/games/brocade"))
    }

    @Test func theDebianPackagesGameFindsItsDataUnderShareGames() {
        let paths = PictureLibrary.searchPaths(environment: [:], executable: "/usr/games/brocade")
        #expect(Array(paths.prefix(2)) == ["/usr/share/games/brocade", "/usr/share/brocade"])
    }

    @Test func findUsesTheOverride() throws {
        let lib = try PictureLibrary.find(environment: ["BROCADE_DATA_DIR": libraryDirectory()], executable: nil)
        #expect(lib.directory == libraryDirectory())
        #expect(throws: PictureLibrary.NotFound.self) {
            try PictureLibrary.find(environment: ["BROCADE_DATA_DIR": "/nonexistent"], executable: "/nonexistent/bin/brocade")
        }
    }

    @Test func mirroredRenderingIsTheRenderingOfMirroredPixels() throws {
        let lib = try PictureLibrary(directory: libraryDirectory())
        for p in lib.pictures {
            let mirrored = try lib.rendered(p, cols: 30, rows: 20, depth: .palette256, unicode: true, mirrored: true)
            let expected = CellRenderer.render(try lib.woven(p, half: Size(width: 30, height: 40), flat: false).flippedHorizontally(),
                                               cols: 30, rows: 20, depth: .palette256, unicode: true)
            #expect(mirrored == expected, "\(p.name)")
            // At a size that drops pixel columns too, the halves stay mirror images.
            let left = try lib.rendered(p, cols: 17, rows: 11, depth: .direct, unicode: true, mirrored: false)
            let right = try lib.rendered(p, cols: 17, rows: 11, depth: .direct, unicode: true, mirrored: true)
            // Compare what a cell shows (its top and bottom colours), not how
            // chafa chose to encode it.
            func looks(_ c: Cell) -> [Color] {
                switch c.character {
                case "▀": return [c.style.foreground, c.style.background]
                case "▄": return [c.style.background, c.style.foreground]
                case "█": return [c.style.foreground, c.style.foreground]
                default: return [c.style.background, c.style.background]
                }
            }
            for y in 0..<11 {
                for x in 0..<17 {
                    #expect(looks(left[x, y]) == looks(right[16 - x, y]), "\(p.name) \(x),\(y)")
                }
            }
        }
    }

    @Test func rendersAreCached() throws {
        let lib = try PictureLibrary(directory: libraryDirectory())
        let p = lib.pictures[0]
        let a = try lib.rendered(p, cols: 24, rows: 16, depth: .direct, unicode: true, mirrored: false)
        let b = try lib.rendered(p, cols: 24, rows: 16, depth: .direct, unicode: true, mirrored: false)
        #expect(a == b)
        #expect(lib.cachedRenders == 1)
        _ = try lib.rendered(p, cols: 24, rows: 16, depth: .ansi8, unicode: true, mirrored: false)
        #expect(lib.cachedRenders == 2)
    }

    @Test(arguments: [(2, 3, Size(width: 6, height: 4)), (3, 4, Size(width: 5, height: 3)), (4, 5, Size(width: 4, height: 2))])
    func piecesSplitTheRenderingExactly(cols: Int, rows: Int, piece: Size) throws {
        let lib = try PictureLibrary(directory: libraryDirectory())
        let size = Size(width: cols * piece.width, height: rows * piece.height)
        let rects = (0..<(cols * rows)).map { i in
            Rect(x: i % cols * piece.width, y: i / cols * piece.height, width: piece.width, height: piece.height)
        }
        let whole = try lib.rendered(lib.pictures[0], cols: size.width, rows: size.height,
                                   depth: .palette256, unicode: true, mirrored: false)
        #expect(whole.size == size)
        var rebuilt = Canvas(size: size)
        var covered = 0
        for (i, r) in rects.enumerated() {
            #expect(Rect(origin: .zero, size: size).contains(r), "piece \(i)")
            rebuilt.blit(whole.cropped(to: r), at: r.origin)
            covered += r.size.area
        }
        #expect(covered == size.area) // no overlap, no gap
        #expect(rebuilt == whole)
    }

    @Test func filesTheUserNamesRenderAsPhotos() throws {
        let lib = try PictureLibrary(directory: libraryDirectory())
        let path = try ImageFixtures.write(ImageFixtures.png(ImageFixtures.halves(64, 48)), "photo.png")
        defer { unlink(path) }
        let p = try lib.addImage(path: path)
        #expect(p.title.hasSuffix("photo.png"))
        #expect(lib.pixelSize(p) == Size(width: 64, height: 48))
        let c = try lib.rendered(p, cols: 16, rows: 6, depth: .direct, unicode: true, mirrored: false)
        #expect(c.size == Size(width: 16, height: 6))
    }
}

@Suite struct PixelImageTests {
    @Test func flipCropScale() {
        let img = ImageFixtures.halves(4, 2)
        #expect(img.flippedHorizontally().pixel(x: 0, y: 0) == (40, 80, 200, 255))
        #expect(img.flippedHorizontally().flippedHorizontally() == img)
        #expect(img.cropped(toAspect: 1, 1).width == 2)
        #expect(img.cropped(toAspect: 4, 1).height == 1)
        let big = img.scaledNearest(width: 8, height: 4)
        #expect(big.pixel(x: 3, y: 3) == (200, 40, 40, 255))
        #expect(big.pixel(x: 4, y: 0) == (40, 80, 200, 255))
        let small = ImageFixtures.halves(8, 8).scaledSmooth(width: 2, height: 2)
        #expect(small.pixel(x: 0, y: 0) == (200, 40, 40, 255))
        let whole = img.withMirror()
        #expect(whole.width == 8)
        #expect(whole.pixel(x: 3, y: 0) == whole.pixel(x: 4, y: 0))
    }
}

@Suite struct ImageFormatTests {
    @Test func onlyTheDocumentedFormatsAreDecoded() throws {
        let path = NSTemporaryDirectory() + "brocade-\(UUID().uuidString).svg"
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Whether or not an SVG decoder is installed, brocade does not use it.
        let e = try #require(throws: ImageError.self) { try ImageLoader.load(path: path) }
        #expect(e.kind == .notImage)
    }
}

/// Generated pictures in the library: woven from their name, rendered like
/// the built-in ones, offered to the gallery; another version's refused.
@Suite struct GeneratedLibraryTests {
    @Test func aGeneratedPictureIsWovenFromItsName() throws {
        let lib = try PictureLibrary(directory: libraryDirectory())
        let p = GeneratedPicture.info(seed: 42)
        #expect(lib.pixelSize(p) == Size(width: 30, height: 40))
        #expect(try lib.image(p) == GeneratedPicture.image(seed: 42))
        let c = try lib.rendered(p, cols: 30, rows: 20, depth: .direct, unicode: true, mirrored: false)
        #expect(c.size == Size(width: 30, height: 20))
        // Pixel for pixel at its own size: the top-left cell is the border's first two pixels.
        let px = GeneratedPicture.image(seed: 42)
        let top = px.pixel(x: 0, y: 0), cell = c[0, 0]
        // The upper pixel: the foreground of a block or an upper half, else the background.
        let ink = cell.character == "▀" || cell.character == "█" ? cell.style.foreground : cell.style.background
        #expect(ink == .rgb(top.0, top.1, top.2))
        let other = PictureInfo(name: "generated:v9:42", file: "", title: "", description: "")
        let e = try #require(throws: ImageError.self) { try lib.image(other) }
        #expect(e.description.contains("another version of brocade's generator"))
        #expect(lib.pixelSize(other) == nil)
        // A first-version picture, which an old save names, is still woven
        // as it was: its 30 x 40 pixels, and at a board's size that generator's weave.
        let first = PictureInfo(name: "generated:v1:42", file: "", title: "", description: "")
        #expect(try lib.image(first) == GeneratedPicture.firstVersionImage(seed: 42))
        #expect(try lib.woven(first, half: Size(width: 48, height: 60), flat: true) == GeneratedPicture.firstVersionImage(seed: 42, half: Size(width: 48, height: 60)))
        // The gallery's: the day's and a new one.
        #expect(lib.generatedPictures.count == 2)
        #expect(lib.generatedPictures.allSatisfy { GeneratedPicture.seed(of: $0.name) != nil })
    }
}
