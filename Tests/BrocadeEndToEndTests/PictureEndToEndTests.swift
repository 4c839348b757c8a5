import Foundation
import Testing

/// `brocade pictures` and `brocade picture` with the real library.
@Suite(.terminalThreads) struct PictureEndToEndTests {
    static let bin = TerminalHarness.binary

    @Test func picturesAreListedFromAnyDirectory() throws {
        let r = try TerminalHarness.runFull(["/bin/sh", "-c", "cd / && '\(Self.bin)' pictures"])
        #expect(r.status == 0, "\(r.stderr)")
        for name in ["dalishen", "frog", "bird", "deer", "lozenge", "zigzag", "star", "waves"] {
            #expect(r.stdout.contains(name), "missing \(name)")
        }
        // Each by its English name, then its Chinese and pinyin with the description.
        #expect(r.stdout.contains("Strong man"))
        #expect(r.stdout.contains("大力神 Dàlì shén: The strong man figure"))
    }

    @Test func anInstalledCopyFindsItsShareDirectory() throws {
        let prefix = NSTemporaryDirectory() + "/brocade-prefix-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        try FileManager.default.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: prefix + "/share", withIntermediateDirectories: true)
        // Copied by cp, not by this process: a write descriptor opened here could
        // leak into a child another test spawns meanwhile, and the copy would
        // then fail to start with "text file busy" (ETXTBSY).
        #expect(try TerminalHarness.runFull(["/bin/cp", Self.bin, prefix + "/bin/brocade"]).status == 0)
        try FileManager.default.copyItem(atPath: TerminalHarness.packageRoot + "/Resources", toPath: prefix + "/share/brocade")
        let r = try TerminalHarness.runFull([prefix + "/bin/brocade", "pictures"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("dalishen"))
        // Without a library anywhere: one line, exit 66.
        try FileManager.default.removeItem(atPath: prefix + "/share/brocade")
        let none = try TerminalHarness.runFull([prefix + "/bin/brocade", "pictures"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(none.status == 66)
        #expect(none.stderr.hasPrefix("brocade: no picture library found"))
        // BROCADE_DATA_DIR points at one.
        let env = ["PATH": "/usr/bin:/bin", "BROCADE_DATA_DIR": TerminalHarness.packageRoot + "/Resources"]
        #expect(try TerminalHarness.runFull([prefix + "/bin/brocade", "pictures"], environment: env).status == 0)
    }

    /// The rows of a picture (a run of more than 20 coloured or half-block
    /// cells), each as the columns where it does not show its mirror image.
    static func pictureRows(_ lines: [[TerminalHarness.StyledCell]]) -> [[Int]] {
        lines.compactMap { row in
            let span = row.indices.filter { "▀▄█".contains(row[$0].character) || (row[$0].character == " " && row[$0].bg.hasPrefix("48;5;")) }
            guard let first = span.first, let last = span.last, last - first > 20 else { return nil }
            let unmirrored = (first...last).filter {
                JigsawEndToEndTests.looks(row[$0]) != JigsawEndToEndTests.looks(row[first + last - $0])
            }
            return unmirrored
        }
    }

    /// Every picture row shows, cell for cell, its own mirror image: the
    /// colours a cell shows top and bottom match those of the cell
    /// reflected across the mirror line. The picture reaches tmux in
    /// pieces, so this waits (10 s at most) for at least `minimum` rows,
    /// all mirrored, then checks the last screen read.
    static func expectMirroredRows(_ t: TerminalHarness, atLeast minimum: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let rows = pictureRows(try t.styledLines { lines in
            let rows = pictureRows(lines)
            return rows.count >= minimum && rows.allSatisfy(\.isEmpty)
        })
        for r in rows {
            for i in r { Issue.record("not mirrored at column \(i)", sourceLocation: sourceLocation) }
        }
        #expect(rows.count >= minimum, "only \(rows.count) picture rows", sourceLocation: sourceLocation)
    }

    @Test(arguments: [(80, 24), (200, 60)])
    func aPictureDrawsWholeAndMirrored(width: Int, height: Int) throws {
        let t = try TerminalHarness(width: width, height: height)
        try t.launch("picture dalishen")
        // The title can be on screen before the rest of the first frame
        // (once, beside the other tests, a capture caught the title
        // alone), so wait for the mirror line too before reading the
        // picture.
        try t.waitUntil("the title and the mirror line") { $0.contains("Strong man") && $0.contains("┊") }
        try Self.expectMirroredRows(t, atLeast: height >= 60 ? 38 : 18)
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
    }

    @Test func badPictureArguments() throws {
        let unknown = try TerminalHarness.runFull([Self.bin, "picture", "nosuch"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("no picture named 'nosuch'"))
        let missing = try TerminalHarness.runFull([Self.bin, "picture", "--image", "/nonexistent/x.png"])
        #expect(missing.status == 65)
        #expect(missing.stderr == "brocade: cannot load '/nonexistent/x.png': No such file or directory\n")
        let text = NSTemporaryDirectory() + "/brocade-not-image-\(getpid()).png"
        try "hello".write(toFile: text, atomically: true, encoding: .utf8)
        defer { unlink(text) }
        let notImage = try TerminalHarness.runFull([Self.bin, "picture", "--image", text])
        #expect(notImage.status == 65)
        #expect(notImage.stderr == "brocade: cannot load '\(text)': not an image format brocade can read\n")
        let both = try TerminalHarness.runFull([Self.bin, "picture", "frog", "--image", text])
        #expect(both.status == 64)
    }
}
