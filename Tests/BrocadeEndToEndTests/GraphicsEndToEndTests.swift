import Foundation
import Testing

/// `--graphics` and the `graphics` setting as a player meets them in tmux:
/// always half blocks there, and `--check-terminal` says so and why; a bad
/// value refused; the replies of a graphics probe arriving late, whole or
/// in pieces, never reaching a game as keys.
@Suite(.terminalThreads) struct GraphicsEndToEndTests {
    /// The report's lines, wide enough not to wrap.
    static func report(_ t: TerminalHarness) throws -> [String] {
        try t.lines().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    static func line(_ lines: [String], _ label: String) -> String? {
        lines.first { $0.hasPrefix(label + ": ") }.map { String($0.dropFirst(label.count + 2)) }
    }

    static let insideTmux = "blocks (half blocks) (inside tmux (TMUX is set): it has no sixel and puts kitty images at the wrong place)"

    @Test func insideTmuxTheReportSaysHalfBlocksAndWhyWhateverIsAsked() throws {
        let t = try TerminalHarness(width: 250, height: 40)
        try t.launch("--check-terminal --no-mouse-check")
        #expect(try t.exitStatus() == 0)
        var lines = try Self.report(t)
        #expect(Self.line(lines, "graphics") == Self.insideTmux, "\(lines)")
        // tmux answers XTVERSION and DA1 itself; the kitty query is not sent to it.
        let replies = Self.line(lines, "replies") ?? ""
        #expect(replies.hasPrefix("XTVERSION tmux ") && replies.contains("(no sixel)") && replies.hasSuffix("kitty graphics not asked"),
                "\(lines)")
        #expect(Self.line(lines, "cell") != nil, "\(lines)")
        try t.expectTerminalRestored()

        // Forcing kitty changes nothing inside tmux.
        try t.launch("--check-terminal --no-mouse-check --graphics kitty")
        #expect(try t.exitStatus() == 0)
        #expect(Self.line(try Self.report(t), "graphics") == Self.insideTmux)

        // The setting, and the option over it.
        let config = t.home + "/.config/brocade"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "graphics = \"blocks\"\n".write(toFile: config + "/settings.toml", atomically: true, encoding: .utf8)
        try t.launch("--check-terminal --no-mouse-check")
        #expect(try t.exitStatus() == 0)
        lines = try Self.report(t)
        #expect(Self.line(lines, "graphics") == "blocks (half blocks) (graphics = \"blocks\" in the settings asks for half blocks)",
                "\(lines)")
        try t.launch("--check-terminal --no-mouse-check --graphics auto")
        #expect(try t.exitStatus() == 0)
        #expect(Self.line(try Self.report(t), "graphics") == Self.insideTmux)
    }

    @Test func aBadValueIsRefusedWithStatus64() throws {
        for args in [["--graphics", "iterm"], ["2048", "--graphics", "pixels"], ["--graphics"]] {
            let r = try TerminalHarness.runFull([TerminalHarness.binary] + args)
            #expect(r.status == 64, "\(args): \(r.stderr)")
            let first = r.stderr.split(separator: "\n").first.map(String.init) ?? ""
            #expect(first.hasPrefix("Error: ") && first.contains("--graphics"), "\(args): \(r.stderr)")
            if args.count > 1 {
                #expect(first.contains("'auto', 'kitty', 'sixel'") && first.contains("'blocks'"), "\(r.stderr)")
            }
            #expect(r.stdout.isEmpty)
        }
    }

    /// What kitty, xterm and tmux answer to the probe, typed into a running
    /// game long after the probe stopped waiting, whole and cut in two:
    /// the game neither leaves (their ESC) nor takes their letters as keys.
    @Test func lateProbeRepliesNeverReachTheGameAsKeys() throws {
        let t = try TerminalHarness()
        try t.launch("--seed 1 --graphics auto 2048")
        try t.waitFor("moves 0")
        try t.raw("\u{1B}_Gi=31;OK\u{1B}\\")
        try t.raw("\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[6;20;9t\u{1B}[4;700;999t\u{1B}[?62;c")
        try t.raw("\u{1B}_Gi=31;ENOTSUPPORTED:no\u{1B}\\\u{1B}[>1;4000;15c\u{1B}P>|XTerm(379)\u{1B}\\")
        // Cut in two, as a slow link may deliver them.
        try t.raw("\u{1B}_Gi=31;")
        try t.raw("OK\u{1B}\\")
        try t.raw("\u{1B}[?63;1;2;4")
        try t.raw(";6;9;15;16;22;28c")
        try t.raw("\u{1B}[6;2")
        try t.raw("0;9t")
        try TerminalRepliesEndToEndTests.expectStillPlaying(t)
    }
}
