import BrocadeCore
import BrocadeTUI
import BrocadeTestSupport
import Foundation
import Testing

/// Generated Li brocades from the command line: shown whole and mirrored,
/// played in the jigsaw (the day's too) and the sliding puzzle, saved by
/// their generator's version and seed.
@Suite(.terminalThreads) struct GeneratedPictureEndToEndTests {
    static let bin = TerminalHarness.binary

    @Test func aGeneratedPictureDrawsWholeAndMirrored() throws {
        let t = try TerminalHarness()
        try t.launch("picture --generate 7")
        try t.waitFor("Generated · seed 7")
        try PictureEndToEndTests.expectMirroredRows(t, atLeast: 18)
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
    }

    @Test func theDaysPictureIsPlayedAndSavedByVersionAndSeed() throws {
        let t = try TerminalHarness()
        try t.launch("jigsaw --daily --seed 5 --no-animation")
        try t.waitFor("12 in the tray")
        try t.keys("Enter", "Enter")
        try t.waitFor("11 in the tray")
        try t.keys("q", "y")
        try t.waitFor("Continue Mirror jigsaw")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
        let save = try String(contentsOfFile: try t.keptGame("mirror-jigsaw"), encoding: .utf8)
        let today = GeneratedPicture.dailySeed(unixSeconds: Int64(Date().timeIntervalSince1970))
        #expect(save.contains("generated:v\(GeneratedPicture.version):\(today)"), "the save names the day's picture")
        // It resumes as it was.
        try t.launch("jigsaw --resume --no-animation")
        try t.waitFor("11 in the tray")
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
    }

    @Test func theSlidingPuzzlePlaysOne() throws {
        let t = try TerminalHarness()
        try t.launch("slide --generate 11 --seed 2")
        let screen = try t.waitFor("Sliding puzzle")
        #expect(screen.contains("▀") || screen.contains("▄"), "picture tiles")
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
    }

    @Test func badGenerateArguments() throws {
        for args in [["jigsaw", "--generate", "3", "--picture", "frog"], ["jigsaw", "--daily", "--generate", "3"],
                     ["slide", "--daily", "--image", "x.png"], ["picture", "frog", "--generate", "2"], ["jigsaw", "--generate", "-1"],
                     ["picture", "--generate", "lots"]] {
            let r = try TerminalHarness.runFull([Self.bin] + args)
            #expect(r.status == 64, "\(args)")
            #expect(r.stderr.split(separator: "\n").first.map { $0.hasPrefix("Error:") } == true, "\(args): \(r.stderr)")
        }
    }
}
