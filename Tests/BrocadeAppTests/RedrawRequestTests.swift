import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// The event loop draws only when the app asks (a redraw request, a resize, a
/// resume, a tick that changed something). So whenever nothing is due, a
/// fresh frame must equal the last one the loop would have drawn; otherwise
/// the terminal shows a stale state until some later event repaints it.
@Suite struct RedrawRequestTests {
    static let events = 800
    /// The random keys without H, S and A: their searches run on threads, in
    /// a debug build for seconds of real time each (RandomInputTests has them).
    static let keys = RandomInputTests.keys.filter { ![Key.character("H"), .character("S"), .character("A")].contains($0) }

    /// Runs the app as the event loop does and returns the first step where
    /// the screen would be stale, with what differs.
    static func firstStaleFrame(_ start: RandomInputTests.Start, seed: UInt64) -> String? {
        var rng = SeededRandom(seed: seed &* 104_729)
        var h = RandomInputTests.harness(start, seed: seed, size: Size(width: 80, height: 24))
        var shown = h.frame()
        var held: PointerButton?
        var log: [String] = []

        // What the loop does with one answer; false when the app quit.
        func follow(_ request: LoopRequest) -> Bool {
            switch request {
            case .none: return true
            case .redraw, .repaint:
                shown = h.frame()
                return true
            case .suspend:
                _ = follow(h.app.handle(.resumed, now: h.now))
                shown = h.frame()
                return true
            case .quit: return false
            }
        }

        for step in 0..<events {
            let p = Point(x: rng.int(in: -3..<(h.size.width + 3)), y: rng.int(in: -2..<(h.size.height + 2)))
            var event: InputEvent?
            switch rng.int(in: 0..<100) {
            case 0..<40:
                event = .key(Self.keys[rng.int(in: 0..<Self.keys.count)])
            case 40..<52:
                held = rng.chance(0.8) ? .primary : .secondary
                event = .pointer(PointerEvent(.press(held!), at: p, time: h.now))
            case 52..<70:
                event = .pointer(PointerEvent(.move(held), at: p, time: h.now))
            case 70..<80:
                event = .pointer(PointerEvent(.release(held), at: p, time: h.now))
                held = nil
            case 80..<83:
                event = .pointer(PointerEvent(.wheel(rng.chance(0.5) ? .up : .down), at: p, time: h.now))
            case 83..<88:
                h.size = RandomInputTests.randomSize(&rng)
                event = .resize(h.size)
            case 88..<90:
                event = .suspendRequest
            default:
                // Time passes: the loop ticks at each deadline and draws when told.
                let end = h.now + Int64(rng.int(in: 1...700))
                log.append("step \(step): \(end - h.now) ms pass")
                while let d = h.app.nextDeadline(now: h.now), d <= end {
                    h.now = max(d, h.now + 1)
                    if !follow(h.app.tick(now: h.now)) { break }
                }
                h.now = end
            }
            if let event {
                log.append("step \(step): \(event)")
                let request = h.app.handle(event, now: h.now)
                if case .quit = request {
                    h = RandomInputTests.harness(start, seed: seed &+ UInt64(step), size: h.size)
                    shown = h.frame()
                    log.removeAll()
                    continue
                }
                _ = follow(request)
                switch event {
                case .resize, .resumed: shown = h.frame()
                default: break
                }
            }
            // Only when the loop would sleep: nothing due now. A frame that
            // differs must be redrawn soon: an animation's next frame, a
            // spinner's turn. Follow the deadlines until it is.
            if let d = h.app.nextDeadline(now: h.now), d <= h.now { continue }
            let since = h.now
            var fresh = h.frame()
            while fresh != shown {
                guard let d = h.app.nextDeadline(now: h.now), d <= h.now + Self.soon, h.now - since < 5000 else {
                    return report(start, seed: seed, log: log, shown: shown, fresh: fresh,
                                  next: h.app.nextDeadline(now: h.now).map { "\($0 - h.now) ms" } ?? "none")
                }
                h.now = max(d, h.now + 1)
                if !follow(h.app.tick(now: h.now)) { break }
                fresh = h.frame()
            }
        }
        return nil
    }

    /// How long a screen may lag behind what it should show.
    static let soon: Int64 = 100

    static func report(_ start: RandomInputTests.Start, seed: UInt64, log: [String], shown: Canvas, fresh: Canvas,
                       next: String) -> String {
        let a = shown.text.split(separator: "\n", omittingEmptySubsequences: false)
        let b = fresh.text.split(separator: "\n", omittingEmptySubsequences: false)
        let rows = zip(a, b).enumerated().filter { $0.element.0 != $0.element.1 }.prefix(4)
            .map { "row \($0.offset): shown \($0.element.0.trimmingTrailingSpaces)\n        now   \($0.element.1.trimmingTrailingSpaces)" }
        return "\(start) seed \(seed), stale (next deadline: \(next)) after:\n" + log.suffix(6).joined(separator: "\n") + "\n"
            + rows.joined(separator: "\n")
    }

    @Test(arguments: RandomInputTests.Start.allCases)
    func theScreenIsNeverStaleWhenTheLoopSleeps(start: RandomInputTests.Start) {
        for seed: UInt64 in 2...3 {
            if let stale = Self.firstStaleFrame(start, seed: seed) {
                Issue.record(Comment(rawValue: stale))
                return
            }
        }
    }
}

private extension Substring {
    var trimmingTrailingSpaces: String {
        var s = String(self)
        while s.last == " " || s.last == "\u{A0}" { s.removeLast() }
        return s
    }
}
