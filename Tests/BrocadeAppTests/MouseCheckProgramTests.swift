import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp

/// `--check-terminal`'s question, driven as the event loop drives it.
@Suite struct MouseCheckProgramTests {
    static func pointer(_ kind: PointerEvent.Kind, _ x: Int, _ y: Int) -> InputEvent {
        .pointer(PointerEvent(kind, at: Point(x: x, y: y)))
    }

    static func screen(_ p: MouseCheckProgram, _ size: Size = Size(width: 80, height: 24), now: TimePoint = .zero) -> Canvas {
        var c = Canvas(size: size)
        p.draw(into: &c, now: now)
        return c
    }

    @Test func aClickEndsItWithThePosition() {
        let p = MouseCheckProgram()
        #expect(Self.screen(p).text.contains("Click once anywhere in this window."))
        // The press is the answer; the check then waits for its release, which
        // must be read here rather than reach the shell as text.
        #expect(p.handle(Self.pointer(.press(.primary), 11, 4), now: TimePoint(milliseconds: 300)) == .redraw)
        #expect(p.outcome == .pointer(.press(.primary), at: Point(x: 11, y: 4)))
        #expect(p.nextDeadline(now: TimePoint(milliseconds: 300)) == TimePoint(milliseconds: 800))
        #expect(p.tick(now: TimePoint(milliseconds: 500)) == .none)
        #expect(p.handle(Self.pointer(.release(.primary), 11, 4), now: TimePoint(milliseconds: 400)) == .quit(0))
        #expect(p.outcome == .pointer(.press(.primary), at: Point(x: 11, y: 4)))
        // A release that never comes: the check ends half a second after the press.
        let q = MouseCheckProgram()
        #expect(q.handle(Self.pointer(.press(.primary), 3, 2), now: TimePoint(milliseconds: 100)) == .redraw)
        #expect(q.tick(now: TimePoint(milliseconds: 600)) == .quit(0))
        #expect(q.outcome == .pointer(.press(.primary), at: Point(x: 3, y: 2)))
        // A key while waiting ends it too, and the press stays the answer.
        let k = MouseCheckProgram()
        _ = k.handle(Self.pointer(.press(.secondary), 1, 1), now: .zero)
        #expect(k.handle(.key(.escape), now: .zero) == .quit(0))
        #expect(k.outcome == .pointer(.press(.secondary), at: Point(x: 1, y: 1)))
    }

    @Test func wheelAndReleaseCountButMotionOnlyShows() {
        let p = MouseCheckProgram()
        #expect(p.handle(Self.pointer(.move(nil), 39, 11), now: .zero) == .redraw)
        #expect(p.outcome == nil)
        #expect(Self.screen(p).text.contains("Pointer reported at column 40, row 12."))
        #expect(p.handle(Self.pointer(.wheel(.down), 2, 3), now: .zero) == .quit(0))
        #expect(p.outcome == .pointer(.wheel(.down), at: Point(x: 2, y: 3)))
        let r = MouseCheckProgram()
        #expect(r.handle(Self.pointer(.release(nil), 5, 5), now: .zero) == .quit(0))
        #expect(r.outcome == .pointer(.release(nil), at: Point(x: 5, y: 5)))
    }

    @Test func anyKeySkipsButTheTerminalsOwnKeysDoTheirJobs() {
        let p = MouseCheckProgram()
        #expect(p.handle(.key(.control("l")), now: .zero) == .repaint)
        #expect(p.handle(.key(.control("z")), now: .zero) == .suspend)
        #expect(p.handle(.suspendRequest, now: .zero) == .suspend)
        #expect(p.outcome == nil)
        #expect(p.handle(.key(.escape), now: .zero) == .quit(0))
        #expect(p.outcome == .key(.escape))
    }

    @Test func ctrlCAndSignalsQuitWithTheGamesStatuses() {
        let c = MouseCheckProgram()
        #expect(c.handle(.key(.control("c")), now: .zero) == .quit(130))
        #expect(c.outcome == .interrupted(.interrupt))
        for (reason, status) in [(InterruptReason.interrupt, Int32(130)), (.terminate, 143), (.hangup, 129), (.quit, 131)] {
            let p = MouseCheckProgram()
            #expect(p.handle(.interrupt(reason), now: .zero) == .quit(status))
            #expect(p.outcome == .interrupted(reason))
        }
    }

    /// The countdown wakes the loop once a second, and the wait ends on time
    /// with the last motion, if any; a suspend starts the wait again.
    @Test func theWaitCountsDownAndEnds() {
        let p = MouseCheckProgram(timeoutMilliseconds: 3000)
        var now = TimePoint(milliseconds: 500)
        #expect(Self.screen(p, now: now).text.contains("3 s left"))
        #expect(p.nextDeadline(now: now) == TimePoint(milliseconds: 1500))
        now = TimePoint(milliseconds: 1500)
        #expect(p.tick(now: now) == .redraw)
        #expect(Self.screen(p, now: now).text.contains("2 s left"))
        #expect(p.nextDeadline(now: now) == TimePoint(milliseconds: 2500))
        _ = p.handle(Self.pointer(.move(nil), 0, 0), now: now)
        #expect(p.nextDeadline(now: TimePoint(milliseconds: 2500)) == TimePoint(milliseconds: 3500))
        #expect(p.tick(now: TimePoint(milliseconds: 3500)) == .quit(0))
        #expect(p.outcome == .timedOut(lastMotion: Point(x: 0, y: 0)))
        #expect(p.timeoutSeconds == 3)

        let s = MouseCheckProgram(timeoutMilliseconds: 2000)
        #expect(s.nextDeadline(now: .zero) == TimePoint(milliseconds: 1000))
        #expect(s.handle(.resumed, now: TimePoint(milliseconds: 60_000)) == .redraw)
        #expect(s.nextDeadline(now: TimePoint(milliseconds: 60_000)) == TimePoint(milliseconds: 61_000))
        #expect(s.tick(now: TimePoint(milliseconds: 62_000)) == .quit(0))
        #expect(s.outcome == .timedOut(lastMotion: nil))
    }

    @Test func itFitsAnyTerminal() {
        let p = MouseCheckProgram(unicode: true)
        let full = Self.screen(p)
        #expect(full.text.contains("╭─ brocade --check-terminal ─"))
        #expect(full.text.contains("Any key skips the mouse check."))
        let ascii = Self.screen(MouseCheckProgram(unicode: false)).text
        #expect(ascii.contains("+- brocade --check-terminal -") && ascii.allSatisfy(\.isASCII))
        // Too small for the box: the lines alone, cut to the width.
        let small = Self.screen(p, Size(width: 30, height: 6))
        #expect(small.text.contains("Click once anywhere in this"))
        #expect(!small.text.contains("╭"))
        _ = Self.screen(p, Size(width: 1, height: 1))
        _ = Self.screen(p, Size(width: 0, height: 0))
    }
}
