import Foundation
import Testing
import BrocadeCore
import BrocadeTUI
import BrocadeImaging

/// `brocade designs` and `brocade design export`: a design saved in a
/// private HOME, listed, and written out as PNG and ANSI text; no terminal.
@Suite(.terminalThreads) struct DesignEndToEndTests {
    static let bin = TerminalHarness.binary

    /// A private HOME; `designs` is its designs directory.
    final class Home {
        let path = NSTemporaryDirectory() + "brocade-designs-\(UUID().uuidString)"
        var designs: String { path + "/.local/share/brocade/designs" }
        var environment: [String: String] { ["HOME": path, "PATH": "/usr/bin:/bin"] }

        init() throws {
            try FileManager.default.createDirectory(atPath: designs, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        func save(_ file: DesignFile) throws {
            try Data(try JSONCoding.encode(file)).write(to: URL(fileURLWithPath: designs + "/\(file.name).json"))
        }

        func run(_ args: [String]) throws -> TerminalHarness.Result {
            try TerminalHarness.runFull([DesignEndToEndTests.bin] + args, environment: environment)
        }
    }

    static var border: DesignFile {
        var d = Design(columns: 3, rows: 2)
        d = d.applying(.place(tile: .motif(.frog, colorway: 0), cell: 0, turns: 0))!
        d = d.applying(.place(tile: .piece(picture: "dalishen", column: 1, row: 1), cell: 2, turns: 1))!
        d = d.applying(.fillRow(row: 1, tile: .motif(.zigzag, colorway: 2), turns: 0))!
        return DesignFile(name: "border", design: d)
    }

    static func expectedImage(_ design: Design) throws -> PixelImage {
        DesignImages.designImage(design, library: try PictureLibrary(directory: TerminalHarness.packageRoot + "/Resources"))
    }

    @Test func helpNamesTheCommands() throws {
        let help = try TerminalHarness.runFull([Self.bin, "--help"]).stdout
        #expect(help.contains("designs ") && help.contains("design "))
        let export = try TerminalHarness.runFull([Self.bin, "design", "export", "--help"])
        #expect(export.status == 0)
        for opt in ["--png", "--scale", "--ansi"] { #expect(export.stdout.contains(opt)) }
    }

    @Test func designsAreListed() throws {
        let home = try Home()
        let none = try home.run(["designs"])
        #expect(none.status == 0 && none.stderr.isEmpty)
        #expect(none.stdout == "No saved designs in \(home.designs).\n")
        try home.save(Self.border)
        try home.save(DesignFile(name: "a-long-name", design: Design(columns: 8, rows: 8)))
        try Data("not a design".utf8).write(to: URL(fileURLWithPath: home.designs + "/broken.json"))
        let r = try home.run(["designs"])
        #expect(r.status == 0)
        #expect(r.stdout == """
            a-long-name  16x8  0 of 128 cells filled
            border       6x2   10 of 12 cells filled

            """)
        // The broken file is named on stderr and kept.
        #expect(r.stderr.hasPrefix("brocade: Could not read the design 'broken'"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.designs).contains { $0.hasPrefix("broken.json.corrupt-") })
    }

    @Test func xdgDataHomeIsWhereDesignsAre() throws {
        let home = try Home()
        let data = home.path + "/data"
        try FileManager.default.createDirectory(atPath: data + "/brocade/designs", withIntermediateDirectories: true)
        try Data(try JSONCoding.encode(Self.border)).write(to: URL(fileURLWithPath: data + "/brocade/designs/border.json"))
        let r = try TerminalHarness.runFull([Self.bin, "designs"], environment: home.environment.merging(["XDG_DATA_HOME": data]) { $1 })
        #expect(r.stdout.hasPrefix("border  6x2"), "\(r.stdout)")
    }

    @Test(arguments: [nil, 1, 3])
    func pngIsTheWholeDesignScaled(scale: Int?) throws {
        let home = try Home()
        try home.save(Self.border)
        let out = home.path + "/out/border.png"
        try FileManager.default.createDirectory(atPath: home.path + "/out", withIntermediateDirectories: true)
        let r = try home.run(["design", "export", "border", "--png", out] + (scale.map { ["--scale", "\($0)"] } ?? []))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.isEmpty && r.stderr.isEmpty)
        let expected = try Self.expectedImage(Self.border.design)
        #expect(expected.width == 60 && expected.height == 20)
        let s = scale ?? 8
        let png = try ImageLoader.load(path: out)
        #expect(png == expected.scaledNearest(width: 60 * s, height: 20 * s))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path + "/out") == ["border.png"])
    }

    @Test func ansiIsTheWholeDesignInHalfBlocks() throws {
        let home = try Home()
        try home.save(Self.border)
        let out = home.path + "/border.ans"
        let r = try home.run(["design", "export", "border", "--ansi", out])
        #expect(r.status == 0, "\(r.stderr)")
        let text = try String(contentsOfFile: out, encoding: .utf8)
        #expect(text == AnsiExport.text(try Self.expectedImage(Self.border.design)))
        let lines = text.split(separator: "\n")
        #expect(lines.count == 10)
        #expect(lines.allSatisfy { $0.hasSuffix("\u{1B}[0m") && $0.filter { $0 == "\u{2580}" }.count == 60 })
        #expect(text.contains("\u{1B}[38;2;") && text.contains(";48;2;"))
    }

    @Test func exitStatuses() throws {
        let home = try Home()
        try home.save(Self.border)
        let png = home.path + "/x.png"
        for args in [["border"], ["border", "--png", png, "--ansi", png], ["border", "--png", png, "--scale", "0"],
                     ["border", "--png", png, "--scale", "33"], ["border", "--png", png, "--scale", "big"],
                     ["border", "--ansi", png, "--scale", "2"], ["../border", "--png", png], ["a b", "--png", png],
                     ["border", "--png", ""], ["border", "--png", png, "--size", "3"], ["--png", png]] {
            let r = try home.run(["design", "export"] + args)
            #expect(r.status == 64, "\(args): \(r.stderr)")
            #expect(r.stderr.hasPrefix("Error:"), "\(args): \(r.stderr)")
        }
        let missing = try home.run(["design", "export", "nosuch", "--png", png])
        #expect(missing.status == 66)
        #expect(missing.stderr == "brocade: no design named 'nosuch'\n")
        for target in ["/nonexistent/dir/x.png", home.path] {
            let r = try home.run(["design", "export", "border", "--png", target])
            #expect(r.status == 73, "\(target)")
            #expect(r.stderr.hasPrefix("brocade: cannot write '\(target)': ") && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        }
        #expect(try home.run(["design", "export", "border", "--ansi", "/nonexistent/x.ans"]).status == 73)
        // A design that cannot be read: set aside, said, and status 65.
        try Data("{\"format\":\"brocade-design\"".utf8).write(to: URL(fileURLWithPath: home.designs + "/broken.json"))
        let broken = try home.run(["design", "export", "broken", "--png", png])
        #expect(broken.status == 65)
        #expect(broken.stderr.hasPrefix("brocade: Could not read the design 'broken'"))
        #expect(!FileManager.default.fileExists(atPath: png))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.designs).contains { $0.hasPrefix("broken.json.corrupt-") })
    }

    /// A piece of a picture brocade does not have leaves its cell as ground, and says so.
    @Test func aPieceOfAnUnknownPictureIsGround() throws {
        let home = try Home()
        var d = Design(columns: 1, rows: 1)
        d = d.applying(.place(tile: .piece(picture: "nosuch", column: 0, row: 0), cell: 0, turns: 0))!
        try home.save(DesignFile(name: "odd", design: d))
        let out = home.path + "/odd.png"
        let r = try home.run(["design", "export", "odd", "--png", out, "--scale", "1"])
        #expect(r.status == 0)
        #expect(r.stderr == "brocade: pieces of nosuch cannot be drawn; their cells are left as ground\n")
        #expect(try ImageLoader.load(path: out) == Design(columns: 1, rows: 1).image(tileImage: { _ in nil }).withMirror())
    }
}
