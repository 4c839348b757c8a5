import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeTerminal

private func decode(_ s: String, extra: [([UInt8], Key)] = []) -> [InputEvent] {
    var d = InputDecoder(extraKeys: extra)
    return d.feed(Array(s.utf8), now: .zero) + d.flush(now: TimePoint(milliseconds: 100))
}

private func keys(_ s: String) -> [Key] {
    decode(s).compactMap { if case .key(let k) = $0 { return k } else { return nil } }
}

private func mouse(_ kind: PointerEvent.Kind, _ x: Int, _ y: Int) -> InputEvent {
    .pointer(PointerEvent(kind, at: Point(x: x, y: y), time: .zero))
}

@Suite struct InputDecoderTests {
    @Test func printableAndUTF8() {
        #expect(keys("aZ?") == [.character("a"), .character("Z"), .character("?")])
        #expect(keys("黎é") == [.character("黎"), .character("é")])
        #expect(keys(" ") == [.character(" ")])
    }

    @Test func controlKeys() {
        #expect(keys("\r\n\t\u{7F}\u{08}") == [.enter, .enter, .tab, .backspace, .backspace])
        #expect(keys("\u{12}") == [.control("r")])
        #expect(keys("\u{03}\u{1A}\u{0C}") == [.control("c"), .control("z"), .control("l")])
    }

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
        ("\u{1B}[1;5A", .up), ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
        ("\u{1B}[2~", .insert), ("\u{1B}[3~", .delete), ("\u{1B}[Z", .backTab), ("\u{1B}OM", .enter),
        ("\u{1B}OP", .function(1)), ("\u{1B}[15~", .function(5)), ("\u{1B}[24~", .function(12)),
    ])
    func escapeSequences(bytes: String, key: Key) {
        #expect(keys(bytes) == [key])
    }

    @Test func loneEscapeWaitsThenIsEsc() {
        var d = InputDecoder()
        #expect(d.feed([0x1B], now: TimePoint(milliseconds: 10)).isEmpty)
        #expect(d.deadline == TimePoint(milliseconds: 35))
        #expect(d.flush(now: TimePoint(milliseconds: 35)) == [.key(.escape)])
        #expect(d.deadline == nil)
    }

    @Test func sequenceSplitAcrossReads() {
        var d = InputDecoder()
        #expect(d.feed(Array("\u{1B}[".utf8), now: .zero).isEmpty)
        #expect(d.feed(Array("<0;10;5".utf8), now: .zero).isEmpty)
        #expect(d.feed(Array("M".utf8), now: .zero) == [mouse(.press(.primary), 9, 4)])
        #expect(d.deadline == nil)
        // A UTF-8 character split in two.
        let bytes = Array("黎".utf8)
        #expect(d.feed(bytes[0..<1], now: .zero).isEmpty)
        #expect(d.feed(bytes[1...], now: .zero) == [.key(.character("黎"))])
    }

    @Test func escapeThenKeyIsEscAndTheKey() {
        #expect(keys("\u{1B}q") == [.escape, .character("q")])
        #expect(keys("\u{1B}\u{1B}") == [.escape, .escape])
    }

    @Test func sgrMouse() {
        #expect(decode("\u{1B}[<0;10;5M") == [mouse(.press(.primary), 9, 4)])
        #expect(decode("\u{1B}[<0;10;5m") == [mouse(.release(.primary), 9, 4)])
        #expect(decode("\u{1B}[<2;1;1M") == [mouse(.press(.secondary), 0, 0)])
        #expect(decode("\u{1B}[<1;3;3M") == [mouse(.press(.middle), 2, 2)])
        #expect(decode("\u{1B}[<32;11;5M") == [mouse(.move(.primary), 10, 4)])
        #expect(decode("\u{1B}[<35;11;5M") == [mouse(.move(nil), 10, 4)])
        #expect(decode("\u{1B}[<64;4;4M") == [mouse(.wheel(.up), 3, 3)])
        #expect(decode("\u{1B}[<65;4;4M") == [mouse(.wheel(.down), 3, 3)])
        #expect(decode("\u{1B}[<66;4;4M") == [mouse(.wheel(.left), 3, 3)])
        #expect(decode("\u{1B}[<67;4;4M") == [mouse(.wheel(.right), 3, 3)])
        // Shift, Alt and Ctrl bits do not change the button.
        #expect(decode("\u{1B}[<16;2;2M") == [mouse(.press(.primary), 1, 1)])
    }

    @Test func sgrMouseBeyondColumn223() {
        #expect(decode("\u{1B}[<0;250;70M") == [mouse(.press(.primary), 249, 69)])
        #expect(decode("\u{1B}[<32;1000;300M") == [mouse(.move(.primary), 999, 299)])
    }

    @Test func burstsKeepArrivalOrder() {
        let burst = "\u{1B}[<0;5;5M\u{1B}[<32;6;5M\u{1B}[<32;7;5M\u{1B}[<32;8;6M\u{1B}[<0;8;6mq"
        #expect(decode(burst) == [
            mouse(.press(.primary), 4, 4), mouse(.move(.primary), 5, 4), mouse(.move(.primary), 6, 4),
            mouse(.move(.primary), 7, 5), mouse(.release(.primary), 7, 5), .key(.character("q")),
        ])
    }

    @Test func x10Mouse() {
        // ESC [ M, then button+32, column+33, row+33.
        let press: [UInt8] = [0x1B, 0x5B, 0x4D, 32, 33 + 9, 33 + 4]
        let release: [UInt8] = [0x1B, 0x5B, 0x4D, 32 + 3, 33 + 9, 33 + 4]
        var d = InputDecoder()
        #expect(d.feed(press + release, now: .zero) == [mouse(.press(.primary), 9, 4), mouse(.release(nil), 9, 4)])
    }

    @Test func unknownSequencesAreSwallowedWhole() {
        #expect(keys("\u{1B}[?1;2c" + "a") == [.character("a")])
        #expect(keys("\u{1B}[I\u{1B}[O" + "b") == [.character("b")]) // focus in/out
        #expect(keys("\u{1B}[200~") == [])
        #expect(keys("\u{1B}[99~x") == [.character("x")])
        #expect(keys("\u{1B}O~y") == [.character("y")])
        #expect(decode("\u{1B}[<0;5M").isEmpty) // too few fields
    }

    /// What terminals answer to queries (OSC 11's background, OSC 10, a
    /// DECRQSS, kitty's graphics OK, a PM, a SOS), with BEL, ST or the
    /// 8-bit ST: nothing of them reaches the game, not an Esc (which would
    /// leave it) nor a letter.
    @Test(arguments: [
        "\u{1B}]11;rgb:ffff/ffff/dddd\u{1B}\\", "\u{1B}]11;rgb:0000/0000/0000\u{07}", "\u{1B}]10;rgb:1c1c/1c1c/1c1c\u{1B}\\",
        "\u{1B}P1$r0;1m\u{1B}\\", "\u{1B}_Gi=31;OK\u{1B}\\", "\u{1B}^private\u{1B}\\", "\u{1B}Xstring\u{07}",
        "\u{1B}]11;rgb:ffff/ffff/ffff\u{9C}", "\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c", "\u{1B}[24;80R", "\u{1B}[8;24;80t",
        "\u{1B}[?2026;2$y",
    ])
    func terminalRepliesAreSwallowed(reply: String) {
        #expect(decode(reply + "q") == [.key(.character("q"))])
        #expect(decode("a" + reply) == [.key(.character("a"))])
        // In pieces 10 ms apart, as a slow link delivers it (CSI R and t too:
        // a key's sequence with numbers comes whole, so they wait as long).
        var d = InputDecoder()
        var events: [InputEvent] = []
        for (n, piece) in Array(reply.utf8).chunked(3).enumerated() {
            events += d.feed(piece, now: TimePoint(milliseconds: Int64(n) * 10))
            if let due = d.deadline, due <= TimePoint(milliseconds: Int64(n + 1) * 10) { events += d.flush(now: due) }
        }
        events += d.feed(Array("w".utf8), now: TimePoint(milliseconds: 1000))
        events += d.flush(now: TimePoint(milliseconds: 2000))
        #expect(events == [.key(.character("w"))])
    }

    @Test func aReplyCutOffGivesWayToKeys() {
        // Ctrl-C inside an unfinished reply is still Ctrl-C.
        #expect(keys("\u{1B}]11;rgb:ff\u{03}") == [.control("c")])
        // An unterminated reply is dropped when the wait ends; keys after it count.
        var d = InputDecoder()
        #expect(d.feed(Array("\u{1B}]11;rgb:ffff".utf8), now: .zero).isEmpty)
        #expect(d.deadline == TimePoint(milliseconds: d.stringTimeout))
        #expect(d.flush(now: TimePoint(milliseconds: d.stringTimeout)).isEmpty)
        #expect(d.feed(Array("k".utf8), now: .zero) == [.key(.character("k"))])
        // Alt-P (ESC P and nothing more) is still Esc, then the key.
        #expect(keys("\u{1B}P") == [.escape, .character("P")])
    }

    @Test func brokenInputNeverYieldsGarbageKeys() {
        var d = InputDecoder()
        let invalid: [UInt8] = [0xFF, 0x80, 0xC3, 0x28, 0x61]
        #expect(d.feed(invalid, now: .zero) == [.key(.character("(")), .key(.character("a"))])
        // A runaway CSI with no final byte is dropped, not kept forever.
        var e = InputDecoder()
        _ = e.feed(Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: "1"), count: 100), now: .zero)
        #expect(!e.hasPendingBytes || e.flush(now: TimePoint(milliseconds: 50)).isEmpty)
        #expect(e.feed(Array("z".utf8), now: .zero) == [.key(.character("z"))])
    }

    @Test func cutOffSequenceIsDroppedOnFlush() {
        var d = InputDecoder()
        #expect(d.feed(Array("\u{1B}[<0;5".utf8), now: .zero).isEmpty)
        #expect(d.flush(now: TimePoint(milliseconds: 30)).isEmpty)
        #expect(d.feed(Array("k".utf8), now: .zero) == [.key(.character("k"))])
    }

    @Test func terminfoKeysWin() {
        // The Linux console's F1, which xterm would not know.
        let extra: [([UInt8], Key)] = [(Array("\u{1B}[[A".utf8), .function(1))]
        #expect(decode("\u{1B}[[A", extra: extra) == [.key(.function(1))])
        var d = InputDecoder(extraKeys: extra)
        #expect(d.feed(Array("\u{1B}[[".utf8), now: .zero).isEmpty)
        #expect(d.feed(Array("A".utf8), now: .zero) == [.key(.function(1))])
    }

    @Test func randomBytesNeverCrash() {
        var rng = SeededRandom(seed: 77)
        var d = InputDecoder()
        for round in 0..<2000 {
            let n = rng.int(in: 1...24)
            var bytes: [UInt8] = []
            for _ in 0..<n {
                // Bias towards the bytes that start and shape sequences.
                let pick = rng.int(in: 0..<10)
                bytes.append(pick < 3 ? [0x1B, 0x5B, 0x3C, 0x3B, 0x4D, 0x6D, 0x4F][rng.int(in: 0..<7)] : UInt8(rng.int(in: 0...255)))
            }
            _ = d.feed(bytes, now: TimePoint(milliseconds: Int64(round)))
            if rng.chance(0.3) { _ = d.flush(now: TimePoint(milliseconds: Int64(round) + 30)) }
        }
        _ = d.flush(now: TimePoint(milliseconds: 10_000))
        #expect(!d.hasPendingBytes)
    }

    /// The encoding of the last mouse report, which --check-terminal names.
    @Test func remembersHowTheLastMouseReportWasEncoded() {
        var d = InputDecoder()
        #expect(d.lastMouseEncoding == nil)
        _ = d.feed(Array("a\u{1B}[A".utf8), now: .zero)
        #expect(d.lastMouseEncoding == nil, "keys are not mouse reports")
        _ = d.feed(Array("\u{1B}[<0;12;5M".utf8), now: .zero)
        #expect(d.lastMouseEncoding == .sgr)
        // X10: button 0, column 12, row 5, each plus 32 (positions 1-based).
        #expect(d.feed([0x1B, 0x5B, 0x4D, 32, 32 + 12, 32 + 5], now: .zero) == [mouse(.press(.primary), 11, 4)])
        #expect(d.lastMouseEncoding == .x10)
        // Split across two reads, as a slow link delivers it.
        _ = d.feed(Array("\u{1B}[<0;3".utf8), now: .zero)
        #expect(d.lastMouseEncoding == .x10)
        _ = d.feed(Array(";4m".utf8), now: .zero)
        #expect(d.lastMouseEncoding == .sgr)
        _ = d.feed(Array("q".utf8), now: .zero)
        #expect(d.lastMouseEncoding == .sgr, "a key after leaves it as it was")
    }

    /// Every reply the graphics probe may get, as real terminals sent them,
    /// arriving late while a game runs and cut in two at every byte, or
    /// in pieces 10 ms apart: none is a key (an Esc would leave the game),
    /// and a cell's size reported in pixels is kept for the screen.
    @Test(arguments: [
        "\u{1B}_Gi=31;OK\u{1B}\\", "\u{1B}_Gi=31;ENOTSUPPORTED:no graphics\u{1B}\\", "\u{1B}P>|kitty(0.26.5)\u{1B}\\",
        "\u{1B}P>|XTerm(379)\u{1B}\\", "\u{1B}P>|tmux 3.3a\u{1B}\\", "\u{1B}[6;20;9t", "\u{1B}[4;700;999t",
        "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\", "\u{1B}[?62;c", "\u{1B}[?63;1;2;4;6;9;15;16;22;28c", "\u{1B}[?1;2c",
        "\u{1B}[>41;379;0c", "\u{1B}[>1;4000;15c",
    ])
    func graphicsRepliesInPiecesAreSwallowed(reply: String) {
        let bytes = Array(reply.utf8)
        for cut in 1..<bytes.count {
            var d = InputDecoder()
            var events = d.feed(Array("a".utf8) + bytes[..<cut], now: .zero)
            events += d.feed(Array(bytes[cut...]) + Array("b".utf8), now: TimePoint(milliseconds: 20))
            if let due = d.deadline { events += d.flush(now: due) }
            #expect(events == [.key(.character("a")), .key(.character("b"))], "cut after \(cut) bytes")
            #expect(d.lastCellPixels == (reply == "\u{1B}[6;20;9t" ? Size(width: 9, height: 20) : nil))
        }
        var d = InputDecoder()
        var events: [InputEvent] = []
        for (n, piece) in bytes.chunked(2).enumerated() {
            events += d.feed(piece, now: TimePoint(milliseconds: Int64(n) * 10))
            if let due = d.deadline, due <= TimePoint(milliseconds: Int64(n + 1) * 10) { events += d.flush(now: due) }
        }
        events += d.feed(Array("w".utf8), now: TimePoint(milliseconds: 1000))
        events += d.flush(now: TimePoint(milliseconds: 2000))
        #expect(events == [.key(.character("w"))])
    }

    @Test func theLastCellSizeReportedIsKept() {
        var d = InputDecoder()
        #expect(d.lastCellPixels == nil)
        _ = d.feed(Array("\u{1B}[6;20;9t\u{1B}[A".utf8), now: .zero)
        #expect(d.lastCellPixels == Size(width: 9, height: 20))
        // The text area's size, a report with zeros, and keys leave it as it was.
        _ = d.feed(Array("\u{1B}[4;700;999t\u{1B}[6;0;0tq".utf8), now: .zero)
        #expect(d.lastCellPixels == Size(width: 9, height: 20))
        // After a resize to a larger font.
        _ = d.feed(Array("\u{1B}[6;".utf8), now: .zero)
        _ = d.feed(Array("26;12t".utf8), now: .zero)
        #expect(d.lastCellPixels == Size(width: 12, height: 26))
    }

    /// The tests' clock (BROCADE_TEST_INPUT_CLOCK): `ESC [ 999 ; N ~` is N ms
    /// passing, in order with the input round it; events after it are
    /// stamped N ms later. Without the hook it is swallowed as before.
    @Test func theTestClocksAdvanceIsReadOnlyUnderTheHook() {
        let bytes = Array("a\u{1B}[999;600~\u{1B}[<0;3;2M\u{1B}[999;50~b".utf8)
        var hooked = InputDecoder(readsClockAdvances: true)
        let t = TimePoint(milliseconds: 1_000)
        #expect(hooked.decode(bytes, now: t) == [
            .event(.key(.character("a"))),
            .clockAdvance(milliseconds: 600),
            .event(.pointer(PointerEvent(.press(.primary), at: Point(x: 2, y: 1), time: t + 600))),
            .clockAdvance(milliseconds: 50),
            .event(.key(.character("b"))),
        ])
        var plain = InputDecoder()
        #expect(plain.decode(bytes, now: t) == [
            .event(.key(.character("a"))),
            .event(.pointer(PointerEvent(.press(.primary), at: Point(x: 2, y: 1), time: t))),
            .event(.key(.character("b"))),
        ])
        // Cut in two reads, it waits for its end like any sequence.
        var split = InputDecoder(readsClockAdvances: true)
        #expect(split.decode(Array("\u{1B}[999;".utf8), now: t).isEmpty)
        #expect(split.decode(Array("600~".utf8), now: t) == [.clockAdvance(milliseconds: 600)])
        // Other keys ending in ~ are keys still.
        #expect(split.feed(Array("\u{1B}[3~".utf8), now: t) == [.key(.delete)])
    }
}

private extension Array {
    func chunked(_ n: Int) -> [[Element]] {
        stride(from: 0, to: count, by: n).map { Array(self[$0..<Swift.min($0 + n, count)]) }
    }
}
