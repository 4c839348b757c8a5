import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeTerminal

/// Which pictures a terminal gets, from what real terminals answered here
/// (Debian 12, under Xvfb: kitty, xterm, mlterm; and tmux 3.3a) to the probe's questions: the
/// kitty query, XTVERSION, CSI 16t, CSI 14t, OSC 11 and DA1, in that order.
@Suite struct GraphicsProbeTests {
    /// kitty 0.26.5, its window 999x700 pixels for 111x35 cells.
    static let kitty = "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[6;20;9t\u{1B}[4;700;999t"
        + "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?62;c"
    /// `xterm -ti vt340` (XTerm 379): sixel in DA1, no answer to CSI 16t or 14t.
    static let vt340 = "\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?63;1;2;4;6;9;15;16;22;28c"
    /// Plain xterm: neither.
    static let xterm = "\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c"
    /// tmux 3.3a answers XTVERSION and DA1 itself (the kitty query is never sent there).
    static let tmux = "\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}[?1;2c"
    /// mlterm 3.9: no XTVERSION, no kitty, sixel in DA1, both window reports.
    static let mlterm = "\u{1B}[6;22;10t\u{1B}[4;528;800t\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?63;1;2;3;4;6;7;15;18;22;29c"
    /// Konsole 22.12 as the notes tell it: the kitty OK, and sixel in DA1.
    static let konsole = "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;1;4c"
    /// VTE: neither, and only CSI 14t (its tty gives 0x0 pixels).
    static let vte = "\u{1B}[4;720;960t\u{1B}[?65;1;9c"

    static func replies(_ s: String) -> TerminalReplies { TerminalReplies.parse(Array(s.utf8)) }

    static let plain = ["TERM": "xterm-256color"]

    static func choose(_ s: String?, mode: GraphicsMode = .auto, source: GraphicsSource = .standard,
                       env: [String: String] = plain, tty: Size? = nil,
                       size: Size? = Size(width: 80, height: 24)) -> GraphicsChoice {
        GraphicsProbe.choose(mode: mode, source: source, environment: env, replies: s.map(replies), ttyCellPixels: tty, size: size)
    }

    @Test func eachTerminalsRepliesAreRead() {
        let k = Self.replies(Self.kitty)
        #expect(k.kitty == .ok && k.kittyGraphics)
        #expect(k.version == "kitty(0.26.5)")
        #expect(k.cellPixels == Size(width: 9, height: 20))
        #expect(k.textAreaPixels == Size(width: 999, height: 700))
        #expect(k.background == .rgb(0, 0, 0))
        #expect(k.deviceAttributes == [62] && !k.sixel)

        let v = Self.replies(Self.vt340)
        #expect(v.kitty == nil && v.version == "XTerm(379)" && v.cellPixels == nil)
        #expect(v.deviceAttributes == [63, 1, 2, 4, 6, 9, 15, 16, 22, 28] && v.sixel)
        #expect(v.background == .rgb(255, 255, 255))

        let m = Self.replies(Self.mlterm)
        #expect(m.sixel && m.version == nil && m.kitty == nil && m.cellPixels == Size(width: 10, height: 22))

        let x = Self.replies(Self.xterm)
        #expect(!x.sixel && !x.kittyGraphics && x.answered)

        let t = Self.replies(Self.tmux)
        #expect(t.version == "tmux 3.3a" && t.deviceAttributes == [1, 2] && !t.sixel)

        let c = Self.replies(Self.konsole)
        #expect(c.kittyGraphics && c.sixel)

        // A VT132's class is 4: not sixel. DA2 is not DA1.
        #expect(!Self.replies("\u{1B}[?4;6c").sixel)
        #expect(Self.replies("\u{1B}[>41;379;0c").deviceAttributes == nil)
        // Kitty's refusal, and an answer to another image id.
        #expect(Self.replies("\u{1B}_Gi=31;ENOTSUPPORTED:no\u{1B}\\").kitty == .error("ENOTSUPPORTED:no"))
        #expect(Self.replies("\u{1B}_Gi=7;OK\u{1B}\\").kitty == nil)
        // Nothing, and replies cut off: nothing read from them.
        #expect(Self.replies("") == TerminalReplies())
        #expect(Self.replies("\u{1B}_Gi=31;OK").kitty == nil)
        #expect(Self.replies("\u{1B}[?62;4").deviceAttributes == nil)
        #expect(Self.replies("\u{1B}[6;0;0t").cellPixels == nil)
        // Keys typed while waiting, and escape sequences in XTVERSION's text, change nothing.
        #expect(Self.replies("q\u{1B}[A" + Self.kitty + "x").kittyGraphics)
        #expect(Self.replies("\u{1B}P>|evil\u{9B}2J\u{1B}\\").version == "evil2J")
    }

    @Test func autoChoosesKittyOverSixelAndHalfBlocksForTheRest() {
        let k = Self.choose(Self.kitty, tty: Size(width: 9, height: 20))
        #expect(k.kind == .kitty && k.cellPixels == Size(width: 9, height: 20) && k.cellPixelsSource == .ioctl)
        #expect(k.reason == .kittyAnswered && k.showsPixels && k.canvasCellPixels == Size(width: 9, height: 20))
        // Konsole has both: kitty.
        #expect(Self.choose(Self.konsole, tty: Size(width: 8, height: 17)).kind == .kitty)
        let v = Self.choose(Self.vt340, tty: Size(width: 6, height: 13))
        #expect(v.kind == .sixel && v.reason == .sixelListed && v.cellPixels == Size(width: 6, height: 13))
        #expect(Self.choose(Self.mlterm, tty: Size(width: 10, height: 22)).kind == .sixel)
        let x = Self.choose(Self.xterm, tty: Size(width: 6, height: 13))
        #expect(x.kind == .blocks && x.reason == .neither && x.canvasCellPixels == nil)
        // No answer at all, or not a terminal.
        #expect(Self.choose("", tty: Size(width: 6, height: 13)).reason == .noAnswer)
        #expect(Self.choose(nil).reason == .notATerminal)
    }

    @Test func insideTmuxOrScreenItIsAlwaysHalfBlocks() {
        var env = Self.plain
        env["TMUX"] = "/tmp/tmux-0/default,1,0"
        // Even if the outer terminal's kitty reply came through.
        let t = Self.choose(Self.kitty, env: env, tty: Size(width: 9, height: 20))
        #expect(t.kind == .blocks && t.reason == .multiplexer(.tmux, evidence: "TMUX is set"))
        #expect(t.reason.description == "inside tmux (TMUX is set): it has no sixel and puts kitty images at the wrong place")
        // Forcing does not get through either.
        #expect(Self.choose(Self.vt340, mode: .sixel, source: .option, env: env, tty: Size(width: 6, height: 13)).kind == .blocks)
        #expect(Self.choose(Self.kitty, env: ["TERM": "tmux-256color"]).reason == .multiplexer(.tmux, evidence: "TERM=tmux-256color"))
        #expect(Self.choose(Self.kitty, env: ["TERM": "xterm", "STY": "1.pts-0.host"]).reason == .multiplexer(.screen, evidence: "STY is set"))
        #expect(Self.choose(Self.kitty, env: ["TERM": "screen-256color"]).reason == .multiplexer(.screen, evidence: "TERM=screen-256color"))
        #expect(Self.choose(Self.kitty, env: ["TERM": "linux"]).reason == .textTerminal("linux"))
    }

    @Test func aForcedProtocolIsObeyedWhenACellsSizeIsKnown() {
        // Plain xterm, sixel forced: obeyed, and the reason says it was not advertised.
        let s = Self.choose(Self.xterm, mode: .sixel, source: .option, tty: Size(width: 6, height: 13))
        #expect(s.kind == .sixel && s.reason == .forced(.sixel, .option, advertised: false))
        #expect(s.reason.description == "--graphics sixel, though the terminal did not say it has it")
        let k = Self.choose(Self.kitty, mode: .kitty, source: .setting, tty: Size(width: 9, height: 20))
        #expect(k.kind == .kitty && k.reason.description == "graphics = \"kitty\" in the settings, and the terminal has it")
        // No cell size anywhere: half blocks, and why.
        let none = Self.choose(Self.xterm, mode: .kitty, source: .option)
        #expect(none.kind == .blocks && none.reason == .noCellSize(.kitty, .option))
        #expect(Self.choose(Self.vt340).reason == .noCellSize(.sixel, .standard))
        // Blocks asked for: half blocks whatever the terminal has.
        let b = Self.choose(Self.kitty, mode: .blocks, source: .option, tty: Size(width: 9, height: 20))
        #expect(b.kind == .blocks && b.reason.description == "--graphics blocks asks for half blocks")
    }

    @Test func theCellsSizeComesFromTheTtyElseCSI16tElseCSI14t() {
        // The tty first, then CSI 16t.
        #expect(Self.choose(Self.kitty, tty: Size(width: 10, height: 21)).cellPixels == Size(width: 10, height: 21))
        let k = Self.choose(Self.kitty)
        #expect(k.cellPixels == Size(width: 9, height: 20) && k.cellPixelsSource == .cellReport)
        // VTE: only the text area, divided by the columns and rows.
        let v = Self.choose(Self.vte + "\u{1B}_Gi=31;OK\u{1B}\\", size: Size(width: 80, height: 24))
        #expect(v.cellPixels == Size(width: 12, height: 30) && v.cellPixelsSource == .textAreaReport)
        // From the tty's window: xterm's 2-pixel border drops out; 0 is unknown.
        #expect(GraphicsProbe.cellPixels(rows: 24, columns: 80, xpixel: 484, ypixel: 316) == Size(width: 6, height: 13))
        #expect(GraphicsProbe.cellPixels(rows: 35, columns: 111, xpixel: 999, ypixel: 700) == Size(width: 9, height: 20))
        #expect(GraphicsProbe.cellPixels(rows: 24, columns: 80, xpixel: 0, ypixel: 0) == nil)
        #expect(GraphicsProbe.cellPixels(rows: 0, columns: 0, xpixel: 640, ypixel: 480) == nil)
    }

    @Test func whatIsAskedEndsWithDA1AndNeverSendsTmuxAnAPC() {
        let all = GraphicsProbe.query([.kitty, .version, .pixels, .background])
        #expect(all == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[>0q\u{1B}[16t\u{1B}[14t\u{1B}]11;?\u{1B}\\\u{1B}[c")
        #expect(GraphicsProbe.query([]) == "")
        // The game in an ordinary terminal asks everything; blocks asks only the background, as before.
        #expect(GraphicsProbe.questions(mode: .auto, environment: Self.plain, background: true) == [.kitty, .version, .pixels, .background])
        #expect(GraphicsProbe.questions(mode: .blocks, environment: Self.plain, background: true) == [.background])
        #expect(GraphicsProbe.query(GraphicsProbe.questions(mode: .blocks, environment: Self.plain, background: true))
                == TerminalBackground.query)
        #expect(GraphicsProbe.questions(mode: .blocks, environment: Self.plain, background: false).isEmpty)
        // In tmux the game asks nothing more than before; the report asks, but no APC (tmux takes it as a title).
        let tmux = ["TERM": "xterm-256color", "TMUX": "/tmp/t,1,0"]
        #expect(GraphicsProbe.questions(mode: .auto, environment: tmux, background: true) == [.background])
        #expect(GraphicsProbe.questions(mode: .auto, environment: tmux, background: true, report: true) == [.version, .pixels, .background])
        #expect(GraphicsProbe.questions(mode: .kitty, environment: ["TERM": "linux"], background: false, report: true).isEmpty)
    }
}

@Suite struct GraphicsProbeWaitTests {
    @Test func terminalsThatNameThemselvesAreWaitedForLonger() {
        #expect(GraphicsProbe.answersSurely(["KITTY_WINDOW_ID": "1", "TERM": "xterm-kitty"]))
        #expect(GraphicsProbe.answersSurely(["XTERM_VERSION": "XTerm(379)", "TERM": "xterm-256color"]))
        #expect(GraphicsProbe.answersSurely(["TERM": "foot"]))
        // An unknown terminal, or one that says nothing of itself: the usual wait.
        #expect(!GraphicsProbe.answersSurely(["TERM": "xterm-256color"]))
        #expect(!GraphicsProbe.answersSurely(["TERM": "vt100", "XTERM_VERSION": ""]))
    }
}
