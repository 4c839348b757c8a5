/// What a program asks of the event loop after handling something.
public enum LoopRequest: Hashable, Sendable {
    /// Nothing to do.
    case none
    /// Draw a new frame.
    case redraw
    /// Clear the terminal and draw every cell again (Ctrl-L).
    case repaint
    /// Stop the process as Ctrl-Z does, restoring the terminal meanwhile.
    case suspend
    /// Leave with this exit status.
    case quit(Int32)
}

/// A program the terminal's event loop can run: it takes events, says when
/// it next needs to wake, and draws itself into a canvas. Both the real
/// terminal and tests drive it the same way.
public protocol InteractiveProgram: AnyObject {
    func handle(_ event: InputEvent, now: TimePoint) -> LoopRequest
    /// Called once `nextDeadline` has passed.
    func tick(now: TimePoint) -> LoopRequest
    /// The earliest moment something is due (a long press, a clock tick, an
    /// animation frame); nil when nothing is, and the loop may sleep until input.
    func nextDeadline(now: TimePoint) -> TimePoint?
    func draw(into canvas: inout Canvas, now: TimePoint)
}
