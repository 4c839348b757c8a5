import Foundation
import Testing
import BrocadeCore
import BrocadeTUI
import BrocadeImaging

/// `brocade picture … --export FILE.png --size WxH [--flat]`: the whole
/// mirrored picture as the jigsaw weaves it for a board of that many
/// pixels, written with no terminal (stdin /dev/null, output to files, no
/// TERM), read back and checked; and its errors, each one line, writing nothing.
@Suite(.terminalThreads) struct PictureExportCLITests {
    static let bin = TerminalHarness.binary

    /// A private HOME with a saved design and an image file of its own.
    final class Home {
        let path = NSTemporaryDirectory() + "brocade-export-\(UUID().uuidString)"
        var designs: String { path + "/.local/share/brocade/designs" }
        var image: String { path + "/photo.png" }
        var environment: [String: String] { ["HOME": path, "PATH": "/usr/bin:/bin"] }

        init() throws {
            try FileManager.default.createDirectory(atPath: designs, withIntermediateDirectories: true)
            var d = Design(columns: 3, rows: 2)
            d = d.applying(.place(tile: .motif(.frog, colorway: 0), cell: 0, turns: 0))!
            d = d.applying(.fillRow(row: 1, tile: .motif(.zigzag, colorway: 2), turns: 0))!
            try Data(try JSONCoding.encode(DesignFile(name: "border", design: d))).write(to: URL(fileURLWithPath: designs + "/border.json"))
            // A photo that is not its own mirror image: a gradient across, and down.
            var rgba: [UInt8] = []
            for y in 0..<30 { for x in 0..<40 { rgba += [UInt8(x * 6), UInt8(y * 8), 90, 255] } }
            try ImageExport.writePNG(PixelImage(width: 40, height: 30, rgba: rgba), to: image, scale: 1)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        func run(_ args: [String]) throws -> TerminalHarness.Result {
            try TerminalHarness.runFull([PictureExportCLITests.bin, "picture"] + args, environment: environment)
        }
    }

    static var library: PictureLibrary {
        get throws { try PictureLibrary(directory: TerminalHarness.packageRoot + "/Resources") }
    }

    /// Each row the same read from either end.
    static func isMirrored(_ p: PixelImage) -> Bool {
        (0..<p.height).allSatisfy { y in (0..<(p.width / 2)).allSatisfy { x in p.pixel(x: x, y: y) == p.pixel(x: p.width - 1 - x, y: y) } }
    }

    /// How many different colours the picture has.
    static func colours(_ p: PixelImage) -> Int {
        Set((0..<p.height).flatMap { y in (0..<p.width).map { x in
            let c = p.pixel(x: x, y: y)
            return [c.0, c.1, c.2]
        } }).count
    }

    @Test(arguments: [["dalishen"], ["--generate", "7"], ["--design", "border"], ["--image", "photo"]])
    func everyKindOfPictureIsWrittenWholeAndMirroredAtTheBoardsSize(source: [String]) throws {
        let home = try Home()
        let args = source == ["--image", "photo"] ? ["--image", home.image] : source
        for (w, h) in [(200, 120), (60, 90), (1000, 400)] {
            let out = home.path + "/out-\(w)x\(h).png"
            let r = try home.run(args + ["--export", out, "--size", "\(w)x\(h)"])
            #expect(r.status == 0, "\(args) \(w)x\(h): \(r.stderr)")
            #expect(r.stdout.isEmpty && r.stderr.isEmpty, "\(r.stdout)\(r.stderr)")
            let png = try ImageLoader.load(path: out, maxSide: 4096)
            #expect(png.width == w && png.height == h, "\(args): \(png.width)x\(png.height)")
            #expect(Self.isMirrored(png), "\(args) \(w)x\(h): the right half is not the left half's mirror image")
            #expect(Self.colours(png) >= 3, "\(args) \(w)x\(h): a picture, not a plain ground")
        }
    }

    /// The built-in and generated pictures are what the jigsaw weaves for
    /// the board: `PictureLibrary.woven` of the half, mirrored; --flat its
    /// flat colours.
    @Test(arguments: [false, true])
    func theExportIsWhatTheJigsawWeaves(flat: Bool) throws {
        let home = try Home()
        let library = try Self.library
        for (args, picture) in [(["zigzag"], try #require(library.picture(named: "zigzag"))),
                                (["--generate", "12"], GeneratedPicture.info(seed: 12))] {
            let out = home.path + "/woven.png"
            let r = try home.run(args + ["--export", out, "--size", "300x200"] + (flat ? ["--flat"] : []))
            #expect(r.status == 0, "\(r.stderr)")
            let expected = try library.woven(picture, half: Size(width: 150, height: 200), flat: flat).withMirror()
            #expect(try ImageLoader.load(path: out) == expected, "\(args) flat \(flat)")
        }
    }

    @Test func withoutSizeTheBoardIs600x400() throws {
        let home = try Home()
        let out = home.path + "/default.png"
        let r = try home.run(["frog", "--export", out])
        #expect(r.status == 0, "\(r.stderr)")
        let png = try ImageLoader.load(path: out)
        #expect(png.width == 600 && png.height == 400)
    }

    @Test func theHelpSaysSo() throws {
        let r = try TerminalHarness.runFull([Self.bin, "picture", "--help"])
        #expect(r.status == 0)
        for word in ["--export <file>", "--size <wxh>", "--flat", "--design <name>", "600x400", "4096x4096"] {
            #expect(r.stdout.contains(word), "\(word) is not in the help:\n\(r.stdout)")
        }
    }

    /// Bad input: one line saying what is wrong (with the usage after it, as
    /// every command's usage errors), status 64, and no file written; a
    /// file that cannot be written 73, one that cannot be read 65, a design
    /// that does not exist 66. A file there before is left as it was.
    @Test func badInputIsOneLineAndWritesNothing() throws {
        let home = try Home()
        let out = home.path + "/kept.png"
        try Data("kept".utf8).write(to: URL(fileURLWithPath: out))
        let usage: [([String], String)] = [
            (["dalishen", "--export", out, "--size", "0x5"], "Error: --size 0x5 is not between 2x1 and 4096x4096"),
            (["dalishen", "--export", out, "--size", "601x400"], "Error: --size 601x400: the width is two mirrored halves, so it must be even"),
            (["dalishen", "--export", out, "--size", "4098x400"], "Error: --size 4098x400 is not between 2x1 and 4096x4096"),
            (["dalishen", "--export", out, "--size", "600x5000"], "Error: --size 600x5000 is not between 2x1 and 4096x4096"),
            (["dalishen", "--export", out, "--size", "big"], "Error: --size 'big' is not a width and height in pixels, such as 600x400"),
            (["dalishen", "--export", out, "--size", "4x-4"], "Error: --size '4x-4' is not a width and height in pixels, such as 600x400"),
            (["dalishen", "--flat"], "Error: --flat goes with --export"),
            (["dalishen", "--size", "600x400"], "Error: --size goes with --export"),
            (["dalishen", "--export", ""], "Error: --export needs a file name"),
            (["--export", out], "Error: name a picture, or give --image PATH, --generate SEED or --design NAME"),
            (["dalishen", "--design", "border", "--export", out], "Error: give one of a picture name, --image, --generate and --design"),
            (["nosuch", "--export", out], "Error: no picture named 'nosuch'"),
            (["--design", "../x", "--export", out], "Error: '../x' is not a design's name"),
        ]
        for (args, said) in usage {
            let r = try home.run(args)
            #expect(r.status == 64, "\(args): \(r.stderr)")
            #expect(r.stderr.hasPrefix(said), "\(args): \(r.stderr)")
            #expect(r.stderr.split(separator: "\n").first.map { !$0.isEmpty } == true)
        }
        let missing = try home.run(["--design", "nosuch", "--export", out])
        #expect(missing.status == 66 && missing.stderr == "brocade: no design named 'nosuch'\n", "\(missing.stderr)")
        let unreadable = try home.run(["--image", home.path + "/none.png", "--export", out])
        #expect(unreadable.status == 65 && unreadable.stderr.split(separator: "\n").count == 1, "\(unreadable.stderr)")
        for target in ["/nonexistent/dir/x.png", home.path] {
            let r = try home.run(["dalishen", "--export", target])
            #expect(r.status == 73, "\(target)")
            #expect(r.stderr.hasPrefix("brocade: cannot write '\(target)': ") && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        }
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "kept")
        // Nothing else written beside them, not even a file half-written.
        let left = try FileManager.default.contentsOfDirectory(atPath: home.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(left == ["kept.png", "photo.png"], "\(left)")
    }
}
