@testable import BrocadeApp
import BrocadeTestSupport
import BrocadeCore
import BrocadeTUI
import Foundation
import Testing

/// No file brocade reads can put an escape sequence on the terminal, and no
/// file it writes is open to others.
@Suite(.terminalThreads) struct SecurityEndToEndTests {
    /// ESC, CSI as one C1 character, OSC, and sequences that would colour the
    /// text, clear the screen, retitle the window, leave the alternate screen
    /// and stop mouse reporting if they reached the terminal. As JSON or
    /// TOML string escapes.
    static let evil = #"E\u001b[9;38;2;1;2;3mV\u009b2J\u001b]2;pwned\u0007\u001b[?1049l\u001b[?1003lIL"#
    /// How it shows once cleaned: every control character gone, the rest as text.
    static let shown = "E[9;38;2;1;2;3mV2J]2;pwned[?1049l[?1003lIL"

    /// The terminal did nothing the file asked: the title is unchanged, no
    /// cell has the injected colour, the screen was not cleared, and a
    /// running brocade still has the alternate screen and the mouse.
    static func expectNothingInjected(_ t: TerminalHarness, title: String, running: Bool, visible: String,
                                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let modes = try t.tmux(["display-message", "-p", "-t", t.target, "#{pane_title}|#{alternate_on}|#{mouse_any_flag}"])
            .trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: "|")
        #expect(modes[0] == title, "the pane's title changed to \(modes[0])", sourceLocation: sourceLocation)
        if running {
            #expect(modes[1] == "1", "left the alternate screen", sourceLocation: sourceLocation)
            #expect(modes[2] == "1", "mouse reporting stopped", sourceLocation: sourceLocation)
        }
        let cells = try t.styledLines().joined()
        #expect(!cells.contains { $0.fg == "38;2;1;2;3" }, "the injected colour took effect", sourceLocation: sourceLocation)
        // The text itself is there, cleaned: found across the terminal's own
        // line wraps, or across the notice's word wraps.
        let lines = try t.lines()
        let squeezed = lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(lines.joined().contains(visible) || squeezed.contains(visible),
                "\(visible) not on the screen:\n\(lines.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    static func title(_ t: TerminalHarness) throws -> String {
        try t.tmux(["display-message", "-p", "-t", t.target, "#{pane_title}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    @Test func scoresFromAFile() throws {
        let t = try TerminalHarness(width: 100, height: 30)
        let title = try Self.title(t)
        try Self.write("""
            {"format": "brocade-scores", "version": 1, "tables": [
              {"mode": "2048", "ranking": "highestScore", "parameters": {"size": "4\(Self.evil)"},
               "entries": [{"name": "\(Self.evil)", "date": "20\\u001b[9;38;2;1;2;3m\\u009b2J-01-01", "score": 64, "largestTile": 8, "assisted": false}]},
              {"mode": "\(Self.evil)", "ranking": "fastest", "parameters": {"\(Self.evil)": "1"}, "entries": []}]}
            """, to: t.home + "/.local/share/brocade/scores.json")
        try t.launch()
        try t.waitFor("▶ Mirror jigsaw")
        try t.keys("o")
        try t.waitFor("No scores yet") // the first tab, Mirror jigsaw
        try t.keys("2")
        try t.waitFor("best score 64")
        try Self.expectNothingInjected(t, title: title, running: true, visible: "E[9;38;2;1;2;3mV2J]2;pwn")
        try Self.expectNothingInjected(t, title: title, running: true, visible: "4" + Self.shown)
        try t.keys("q", "q")
        #expect(try t.exitStatus() == 0)
        // And printed straight to the terminal by `brocade scores`.
        try t.shell("clear; \(TerminalHarness.binary) scores --mode 2048")
        try t.waitFor("best score 64")
        try Self.expectNothingInjected(t, title: title, running: false, visible: "E[9;38;2;1;2;3mV2J]2;pwn  ")
        try Self.expectNothingInjected(t, title: title, running: false, visible: "20[9;38;2;")
        try t.shell("clear; \(TerminalHarness.binary) scores --json")
        try t.waitFor("\"format\" : \"brocade-scores\"")
        try Self.expectNothingInjected(t, title: title, running: false, visible: "\"name\" : \"E[9;38;2;1;2;3mV2J]2;pwn\"")
    }

    @Test func settingsValues() throws {
        let t = try TerminalHarness()
        let title = try Self.title(t)
        let settings = t.home + "/.config/brocade/settings.toml"
        // A player name: cleaned, it goes into the scores of a finished game.
        try Self.write("player_name = \"\(Self.evil)\"\n", to: settings)
        let seed: UInt64 = 3
        let r = SlidingRules.scrambled(size: 3, level: .norm, moves: 1, seed: seed)
        try t.launch("slide --scramble 1 --seed \(seed) --no-animation")
        try t.waitFor("3x3 norm · moves 0")
        let cell = SlideEndToEndTests.layout(3).cell(SlideEndToEndTests.solvingCell(r), size: 3)
        try t.click(cell.center.x, cell.center.y)
        try t.waitFor("Solved!")
        try t.keys("q")
        try t.waitFor("▶ Sliding puzzle")
        try t.keys("o", "s")
        try t.waitFor("fewest moves 1")
        try Self.expectNothingInjected(t, title: title, running: true, visible: "E[9;38;2;1;2;3mV2J]2;pwn")
        try t.keys("q", "q")
        #expect(try t.exitStatus() == 0)
        // A value that is refused is quoted in the notice, cleaned; on
        // stderr too, where `brocade scores` reports it.
        try Self.write("theme = \"\(Self.evil)\"\n", to: settings)
        try t.shell("clear; \(TerminalHarness.binary) scores --mode slide")
        try t.waitFor("Could not read the settings")
        try Self.expectNothingInjected(t, title: title, running: false, visible: "theme '" + Self.shown)
        try Self.write("theme = \"\(Self.evil)\"\n", to: settings)
        try t.launch()
        try t.waitFor("? help")
        try t.waitFor("Could not read the settings")
        try Self.expectNothingInjected(t, title: title, running: true, visible: "V2J]2;pwned[?1049l")
        try t.keys("q", "q")
        #expect(try t.exitStatus() == 0)
    }

    @Test func savedGameFields() throws {
        let t = try TerminalHarness()
        let title = try Self.title(t)
        // A save that names another mode is set aside, and the notice quotes it.
        try t.launch("2048 --seed 1 --no-animation")
        try t.waitFor("moves 0")
        try t.keys("Left", "q", "y")
        try t.waitFor("Continue 2048")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
        let kept2048 = try t.keptGame("2048")
        let save2048 = try String(contentsOfFile: kept2048, encoding: .utf8)
        try save2048.replacingOccurrences(of: "\"mode\":\"2048\"", with: "\"mode\":\"\(Self.evil)\"")
            .write(toFile: kept2048, atomically: false, encoding: .utf8)
        try t.launch("2048 --resume --no-animation")
        try t.waitFor("Could not read the saved game")
        try Self.expectNothingInjected(t, title: title, running: true, visible: "a save of " + Self.shown)
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)

        // A jigsaw save's picture title, shown when the game is won: play
        // every piece home but the last, leave, and edit the save.
        let rules = JigsawRules(columns: 2, rows: 3, seed: JigsawEndToEndTests.seed)
        let (keys, _, _) = JigsawEndToEndTests.keysToPlace(rules, count: rules.count - 1)
        try t.launch("jigsaw --seed \(JigsawEndToEndTests.seed) --no-animation --size small")
        try t.waitFor("6 in the tray")
        for k in keys { try t.keys(k) }
        try t.waitFor("1 in the tray")
        try t.keys("q", "y")
        try t.waitFor("Continue Mirror jigsaw")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
        let save = try t.keptGame("mirror-jigsaw")
        let text = try String(contentsOfFile: save, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "\"大力神 Dàlì shén\"", with: "\"\(Self.evil)\"")
        #expect(edited != text)
        try edited.write(toFile: save, atomically: false, encoding: .utf8)
        try t.launch("jigsaw --resume --no-animation")
        try t.waitFor("1 in the tray")
        try t.keys("Enter", "Enter")
        try t.waitFor("Complete:")
        try Self.expectNothingInjected(t, title: title, running: true, visible: "Complete: E[9;38;2;1;2;3mV2J")
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
    }

    @Test func pictureIndexTitles() throws {
        let t = try TerminalHarness()
        let title = try Self.title(t)
        let data = t.home + "/data"
        try FileManager.default.createDirectory(atPath: data + "/pictures", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TerminalHarness.packageRoot + "/Resources/pictures/frog.xpm",
                                         toPath: data + "/pictures/frog.xpm")
        try Self.write(#"{"format": "brocade-pictures", "version": 1, "pictures": [{"name": "frog", "file": "frog.xpm", "title": ""#
                       + Self.evil + #"", "description": "D"# + Self.evil + #""}]}"#, to: data + "/pictures/pictures.json")
        try t.launch("picture frog", env: "BROCADE_DATA_DIR=\(data)")
        try t.waitFor("? help")
        try Self.expectNothingInjected(t, title: title, running: true, visible: Self.shown)
        try Self.expectNothingInjected(t, title: title, running: true, visible: "D" + Self.shown)
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
        try t.shell("clear; BROCADE_DATA_DIR=\(data) \(TerminalHarness.binary) pictures")
        try t.waitFor("frog")
        try Self.expectNothingInjected(t, title: title, running: false, visible: "frog  " + Self.shown)
    }

    /// Under umask 0, after saves, scores and settings: every file and
    /// folder brocade made is closed to the group and to others.
    @Test func nothingWritableByOthersEvenUnderUmaskZero() throws {
        let t = try TerminalHarness()
        try t.shell("umask 0")
        let seed: UInt64 = 3
        let r = SlidingRules.scrambled(size: 3, level: .norm, moves: 1, seed: seed)
        try t.launch("slide --scramble 1 --seed \(seed) --no-animation")
        try t.waitFor("3x3 norm · moves 0")
        let cell = SlideEndToEndTests.layout(3).cell(SlideEndToEndTests.solvingCell(r), size: 3)
        try t.click(cell.center.x, cell.center.y)
        try t.waitFor("Solved!")
        try t.keys("q")
        try t.waitFor("▶ Sliding puzzle")
        try t.keys("2")
        try t.waitFor("New game: 2048")
        try t.keys("Enter")
        try t.waitFor("moves 0")
        try t.keys("Left", "q", "y")
        try t.waitFor("Continue 2048")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
        // A broken file set aside keeps its mode too.
        try Self.write("{", to: t.home + "/.local/state/brocade/slide.json")
        chmod(t.home + "/.local/state/brocade/slide.json", 0o600)
        try t.launch("slide --resume --no-animation")
        try t.waitFor("Could not read the saved game")
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)

        let fm = FileManager.default
        var seen: [String] = []
        for top in [".local", ".config"] {
            let root = t.home + "/" + top
            var paths = [root]
            if let e = fm.enumerator(atPath: root) { while let p = e.nextObject() as? String { paths.append(root + "/" + p) } }
            for p in paths {
                var st = stat()
                #expect(lstat(p, &st) == 0)
                #expect(st.st_mode & 0o022 == 0, "\(p) has mode \(String(st.st_mode & 0o7777, radix: 8))")
                seen.append(String(p.dropFirst(t.home.count)))
            }
        }
        for expected in ["/.local/share/brocade/scores.json", "/.local/share/brocade/scores.json.lock",
                         "/.local/state/brocade/2048", "/.config/brocade/settings.toml"] {
            #expect(seen.contains(expected), "\(expected) was not written: \(seen)")
        }
        #expect(seen.contains { $0.hasPrefix("/.local/state/brocade/2048/") && $0.hasSuffix(".json") })
        #expect(seen.contains { $0.hasPrefix("/.local/state/brocade/slide/") && $0.contains(".json.corrupt-") })
    }
}
