import BrocadeCore
import BrocadeTUI

/// `brocade --check-terminal`'s one question: click once anywhere. It runs
/// in the event loop as the game does, with the game's mouse reporting, and
/// ends at the first press, release or wheel report, at any key, or when
/// the time is up. After a press it waits a moment for the release, so the
/// release is read here and not echoed to the shell once reporting is off. Motion reports that come meanwhile are shown, since they
/// prove reports arrive even if no click does.
public final class MouseCheckProgram: InteractiveProgram {
    public enum Outcome: Equatable, Sendable {
        /// The first press, release or wheel report; the position is 0-based.
        case pointer(PointerEvent.Kind, at: Point)
        /// No click in time; where the pointer was last reported moving, if it was.
        case timedOut(lastMotion: Point?)
        /// A key skipped the check.
        case key(Key)
        /// Ctrl-C or a signal.
        case interrupted(InterruptReason)
    }

    /// How it ended; nil while it runs.
    public private(set) var outcome: Outcome?
    public let timeoutMilliseconds: Int64
    private var start: TimePoint?
    private var lastMotion: Point?
    /// Set by a press: the check ends at its release or at this time.
    private var releaseDeadline: TimePoint?
    /// How long a press waits for its release.
    static let releaseWaitMilliseconds: Int64 = 500
    private let theme: Theme
    private let glyphs: Glyphs

    public init(timeoutMilliseconds: Int64 = 10_000, colorDepth: ColorDepth = .none, unicode: Bool = false,
                terminalBackground: Color? = Theme.assumedBackground) {
        self.timeoutMilliseconds = timeoutMilliseconds
        theme = Theme(depth: colorDepth, terminalBackground: terminalBackground)
        glyphs = Glyphs(unicode: unicode)
    }

    public var timeoutSeconds: Int { Int((timeoutMilliseconds + 999) / 1000) }

    /// The wait starts when the question is first shown (or shown again after a suspend).
    private func started(_ now: TimePoint) -> TimePoint {
        if let start { return start }
        start = now
        return now
    }

    private func deadline(_ now: TimePoint) -> TimePoint { started(now) + timeoutMilliseconds }

    /// Whole seconds left, rounded up.
    private func secondsLeft(_ now: TimePoint) -> Int {
        Int((max(0, deadline(now) - now) + 999) / 1000)
    }

    public func handle(_ event: InputEvent, now: TimePoint) -> LoopRequest {
        _ = started(now)
        switch event {
        case .pointer(let p):
            if case .move = p.kind {
                lastMotion = p.position
                return .redraw
            }
            if outcome != nil { return .quit(0) } // the press's release
            outcome = .pointer(p.kind, at: p.position)
            if case .press = p.kind {
                releaseDeadline = now + Self.releaseWaitMilliseconds
                return .redraw
            }
            return .quit(0)
        case .key(.control("c")):
            outcome = .interrupted(.interrupt)
            return .quit(AppController.exitStatus(for: .interrupt))
        case .key(.control("z")), .suspendRequest:
            return .suspend
        case .key(.control("l")):
            return .repaint
        case .key(let k):
            if outcome == nil { outcome = .key(k) }
            return .quit(0)
        case .resize:
            return .redraw
        case .resumed:
            // Time stopped is not time waited: the question starts again.
            start = now
            return .redraw
        case .interrupt(let reason):
            outcome = .interrupted(reason)
            return .quit(AppController.exitStatus(for: reason))
        }
    }

    public func tick(now: TimePoint) -> LoopRequest {
        if let releaseDeadline {
            return now >= releaseDeadline ? .quit(0) : .none
        }
        if now >= deadline(now) {
            outcome = .timedOut(lastMotion: lastMotion)
            return .quit(0)
        }
        return .redraw
    }

    /// The next change of the countdown, or the end of the wait.
    public func nextDeadline(now: TimePoint) -> TimePoint? {
        if let releaseDeadline { return releaseDeadline }
        let end = deadline(now)
        let left = secondsLeft(now)
        return left <= 1 ? end : TimePoint(milliseconds: end.milliseconds - Int64(left - 1) * 1000)
    }

    /// The question's lines, for the screen and for tests.
    func lines(now: TimePoint) -> [String] {
        [
            tr("Click once anywhere in this window."),
            tr("Any key skips the mouse check."),
            "",
            tr("\(secondsLeft(now)) s left"),
            lastMotion.map { tr("Pointer reported at column \($0.x + 1), row \($0.y + 1).") } ?? "",
        ]
    }

    public func draw(into canvas: inout Canvas, now: TimePoint) {
        // On a light terminal, brocade's own ground, as in the game.
        defer { theme.paint(&canvas) }
        let area = canvas.bounds
        let text = lines(now: now)
        let inner = max(44, text.map { TextWidth.of($0) }.max() ?? 0)
        let box = Rect(x: 0, y: 0, width: inner + 6, height: text.count + 4)
        if area.width >= box.width && area.height >= box.height {
            let r = Rect(x: (area.width - box.width) / 2, y: (area.height - box.height) / 2,
                         width: box.width, height: box.height)
            canvas.frame(r, glyphs: glyphs, style: theme.frame, title: "brocade --check-terminal", titleStyle: theme.title)
            for (i, line) in text.enumerated() {
                canvas.text(line, at: Point(x: r.minX + 3, y: r.minY + 2 + i), style: i == 0 ? theme.title : .plain)
            }
        } else {
            // Too small for the box: the lines alone, as many as fit.
            let rows = text.filter { !$0.isEmpty }
            let top = max(0, (area.height - rows.count) / 2)
            for (i, line) in rows.enumerated() where top + i < area.height {
                canvas.centered(line, row: top + i, in: area, style: .plain)
            }
        }
    }
}
