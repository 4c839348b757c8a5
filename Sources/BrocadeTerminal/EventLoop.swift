import BrocadeCore
import BrocadeTUI
import CNcursesw
import CTerminalSignals
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The single-threaded loop: sleeps in poll(2) until input, a signal or the
/// program's next deadline, then hands events over in arrival order.
public final class EventLoop {
    private let screen: TerminalScreen
    private let clock: TimeSource
    private var decoder: InputDecoder
    /// Milliseconds the test clock has been moved on (see `testClockVariable`).
    private var advanced: Int64 = 0

    /// Set (to anything) only by the end-to-end tests: the input may then
    /// say "N ms pass here" (`ESC [ 9 9 9 ; N ~`), which moves the loop's
    /// clock on at once, so long presses, double clicks and the autosave
    /// go by the test's time, not by how loaded the machine is. Players
    /// never need it; without it that sequence is swallowed like any
    /// unknown key.
    public static let testClockVariable = "BROCADE_TEST_INPUT_CLOCK"

    /// How the terminal encoded the last mouse report read, for `--check-terminal`.
    public var mouseEncoding: MouseEncoding? { decoder.lastMouseEncoding }

    public init(screen: TerminalScreen, clock: TimeSource = SystemTimeSource()) {
        self.screen = screen
        self.clock = clock
        decoder = InputDecoder(extraKeys: screen.terminfoKeys,
                               readsClockAdvances: getenv(Self.testClockVariable) != nil)
    }

    /// The clock, moved on by the test clock's advances.
    private func loopTime() -> TimePoint { clock.now() + advanced }

    /// Runs until the program quits; returns its exit status. The terminal
    /// is restored before this returns.
    public func run(_ program: InteractiveProgram) -> Int32 {
        defer { screen.close() }
        var needsDraw = true
        var hungUp = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            if needsDraw {
                var canvas = Canvas(size: screen.size, cellPixels: screen.cellPixels)
                canvas.flattensImages = screen.textCutsImages
                program.draw(into: &canvas, now: loopTime())
                screen.present(canvas)
                needsDraw = false
            }
            let now = loopTime()
            // Asked once, before sleeping: a program may answer "in 80 ms" from
            // whenever it is asked, so asking again on waking would never be due.
            var programDeadline = program.nextDeadline(now: now)
            let deadline = [programDeadline, decoder.deadline].compactMap { $0 }.min()
            let timeout: Int32 = deadline.map { Int32(clamping: max(0, $0 - now)) } ?? -1
            var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: screen.signalFD, events: Int16(POLLIN), revents: 0)]
            if hungUp { fds[0].fd = -1 }
            let ready = poll(&fds, 2, timeout)
            if ready < 0 && errno != EINTR { return 1 }
            var woke = loopTime()
            var events: [InputDecoder.Decoded] = []
            if ready > 0, fds[1].revents & Int16(POLLIN) != 0 {
                events += readSignals().map { .event($0) }
            }
            if ready > 0, !hungUp, fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                let n = read(STDIN_FILENO, &buffer, buffer.count)
                if n > 0 {
                    events += decoder.decode(buffer[0..<n], now: woke)
                    // A cell size the terminal reported late (CSI 16t's
                    // answer after the probe stopped waiting) is taken.
                    if let cell = decoder.lastCellPixels, cell != screen.cellPixels {
                        screen.updateCellPixels(cell)
                        needsDraw = true
                    }
                } else if n == 0 || (errno != EINTR && errno != EAGAIN) {
                    hungUp = true
                    events.append(.event(.interrupt(.hangup)))
                }
            }
            if let d = decoder.deadline, d <= woke { events += decoder.flush(now: woke).map { .event($0) } }
            for item in events {
                let event: InputEvent
                switch item {
                case .event(let e): event = e
                case .clockAdvance(let ms):
                    // The test's time passes here, between the events before
                    // and after, with the tick that falls due in it (asked
                    // of the program as it stands after the events before).
                    let due = program.nextDeadline(now: woke)
                    advanced += ms
                    woke = woke + ms
                    if let d = due, d <= woke {
                        if let status = apply(program.tick(now: woke), program: program) { return status }
                        needsDraw = needsDraw || pendingRedraw
                        pendingRedraw = false
                    }
                    programDeadline = program.nextDeadline(now: woke)
                    continue
                }
                switch apply(program.handle(event, now: woke), program: program) {
                case .some(let status): return status
                case .none: break
                }
                if case .resize = event { needsDraw = true }
                if case .resumed = event { needsDraw = true }
                needsDraw = needsDraw || pendingRedraw
                pendingRedraw = false
            }
            if let d = programDeadline, d <= woke {
                if let status = apply(program.tick(now: woke), program: program) { return status }
                needsDraw = needsDraw || pendingRedraw
                pendingRedraw = false
            }
        }
    }

    private var pendingRedraw = false

    private func apply(_ request: LoopRequest, program: InteractiveProgram) -> Int32? {
        switch request {
        case .none: return nil
        case .redraw: pendingRedraw = true; return nil
        case .repaint:
            screen.invalidate()
            pendingRedraw = true
            return nil
        case .quit(let status): return status
        case .suspend:
            screen.suspend()
            pendingRedraw = true
            return apply(program.handle(.resumed, now: loopTime()), program: program)
        }
    }

    private func readSignals() -> [InputEvent] {
        var bytes = [UInt8](repeating: 0, count: 64)
        var events: [InputEvent] = []
        var resized = false
        while true {
            let n = read(screen.signalFD, &bytes, bytes.count)
            if n <= 0 { break }
            for b in bytes[0..<n] {
                switch Int32(b) {
                case SIGWINCH: resized = true
                case SIGINT: events.append(.interrupt(.interrupt))
                case SIGTERM: events.append(.interrupt(.terminate))
                case SIGHUP: events.append(.interrupt(.hangup))
                case SIGQUIT: events.append(.interrupt(.quit))
                case SIGTSTP:
                    events.append(.suspendRequest)
                case SIGCONT:
                    // Stopped from outside (SIGSTOP) and continued: take the terminal back.
                    screen.resumeAfterStop()
                    events.append(.resumed)
                default: break
                }
            }
        }
        if resized { events.insert(.resize(screen.refreshSize()), at: 0) }
        return events
    }
}
