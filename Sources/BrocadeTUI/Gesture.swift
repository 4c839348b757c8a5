/// Which gestures a region of the screen accepts. A screen answers this for
/// the point where the button went down; the answer holds for that gesture.
public struct GestureSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let tap = GestureSet(rawValue: 1 << 0)
    public static let longPress = GestureSet(rawValue: 1 << 1)
    public static let pan = GestureSet(rawValue: 1 << 2)
    public static let swipe = GestureSet(rawValue: 1 << 3)

    public static let all: GestureSet = [.tap, .longPress, .pan, .swipe]
    public static let none: GestureSet = []
}

/// The gestures a region accepts and how far the pointer must travel before
/// a pan starts (0 means at the first move to another cell).
public struct GesturePolicy: Hashable, Sendable {
    public var gestures: GestureSet
    public var panSlop: Int?
    /// The aspect-corrected length a pan must cover to be a swipe here.
    public var swipeDistance: Int?
    /// A tap here waits the double-tap time for a second one: a lone tap
    /// comes once that time is over (or at the next press elsewhere), and a
    /// double tap comes alone, without a `.tap` for either of its taps. For
    /// a place where a tap and a double tap do different things to the same
    /// thing (a tap puts a tile over it, a double tap turns it).
    public var tapWaitsForDoubleTap: Bool

    public init(_ gestures: GestureSet, panSlop: Int? = nil, swipeDistance: Int? = nil, tapWaitsForDoubleTap: Bool = false) {
        self.gestures = gestures
        self.panSlop = panSlop
        self.swipeDistance = swipeDistance
        self.tapWaitsForDoubleTap = tapWaitsForDoubleTap
    }

    public static let none = GesturePolicy([])
    public static let tapOnly = GesturePolicy([.tap])
}

/// Thresholds of the recogniser, in milliseconds and cells.
public struct GestureConfig: Hashable, Sendable {
    /// How long the button must stay down, still, for a long press.
    public var longPressDelay: Int64
    /// How far (in cells, Chebyshev) the pointer may wander during a long press.
    public var longPressSlop: Int
    /// How far the pointer must move before a pan begins, unless a region says otherwise.
    public var panSlop: Int
    /// The aspect-corrected length (columns, or rows counted double) a pan must
    /// cover to end as a swipe.
    public var swipeDistance: Int
    /// The most time between two taps of a double tap.
    public var doubleTapTime: Int64

    public init(longPressDelay: Int64 = 350, longPressSlop: Int = 1, panSlop: Int = 1, swipeDistance: Int = 4,
                doubleTapTime: Int64 = 400) {
        self.longPressDelay = longPressDelay
        self.longPressSlop = longPressSlop
        self.panSlop = panSlop
        self.swipeDistance = swipeDistance
        self.doubleTapTime = doubleTapTime
    }

    public static let standard = GestureConfig()
}

public enum GesturePhase: String, Hashable, Sendable {
    case began, changed, ended, cancelled
}

/// What the recogniser reports to a screen.
public enum Gesture: Hashable, Sendable {
    /// A press and release in place; secondary and middle buttons only ever tap.
    case tap(at: Point, button: PointerButton)
    case longPress(GesturePhase, at: Point, start: Point)
    case pan(GesturePhase, at: Point, start: Point, translation: Offset)
    case swipe(Direction, start: Point, end: Point)
    case wheel(WheelDirection, at: Point)
    /// The pointer moved with no button down (for highlighting under the pointer).
    case hover(at: Point)
    /// A second primary tap in the same place soon after the first; it comes
    /// right after that second tap's own `.tap` (alone where the first tap
    /// waited for it: `GesturePolicy.tapWaitsForDoubleTap`).
    case doubleTap(at: Point)
}

/// Turns raw pointer events and the passing of time into gestures.
/// Pure: time comes in with the events and through `tick(now:)`.
public struct GestureRecognizer: Sendable {
    public var config: GestureConfig

    private struct Press: Sendable {
        var start: Point
        var startTime: TimePoint
        var last: Point
        var policy: GesturePolicy
    }

    private enum State: Sendable {
        case idle
        case pressed(Press)
        case longPressing(start: Point, last: Point)
        case panning(start: Point, last: Point, emitsPan: Bool, swipes: Bool, swipeDistance: Int)
        case otherButton(start: Point, button: PointerButton)
        /// The gesture failed (for example a long-press-only region was dragged);
        /// nothing more is reported until the button comes up.
        case ignoring
    }

    private var state: State = .idle
    /// The last primary tap, for a double tap.
    private var lastTap: (at: Point, time: TimePoint)?
    /// A tap held back in case a second one makes it a double tap.
    private var waitingTap: (at: Point, time: TimePoint)?

    public init(config: GestureConfig = .standard) { self.config = config }

    /// True while a button is down and a gesture may be under way.
    public var isTracking: Bool {
        if case .idle = state { return false }
        return true
    }

    /// The next moment at which `tick(now:)` may report something.
    public var nextDeadline: TimePoint? {
        var deadlines: [TimePoint] = []
        if case .pressed(let p) = state, p.policy.gestures.contains(.longPress) {
            deadlines.append(p.startTime + config.longPressDelay)
        }
        if let w = waitingTap { deadlines.append(w.time + config.doubleTapTime + 1) }
        return deadlines.min()
    }

    /// Feeds one pointer event. `policy` is asked for the region under a press.
    public mutating func handle(_ event: PointerEvent, policy: (Point) -> GesturePolicy) -> [Gesture] {
        var out = releaseWaitingTap(now: event.time)
        switch event.kind {
        case .wheel(let dir):
            out.append(.wheel(dir, at: event.position))
        case .press(let button):
            // Only a second primary press in the same place can still make the waiting tap a double tap.
            if let w = waitingTap, button != .primary || w.at.cellDistance(to: event.position) > config.longPressSlop {
                out += releaseWaitingTap(now: nil)
            }
            out += abandon()
            if button == .primary {
                let pol = policy(event.position)
                state = pol.gestures.isEmpty
                    ? .ignoring
                    : .pressed(Press(start: event.position, startTime: event.time, last: event.position, policy: pol))
            } else {
                state = .otherButton(start: event.position, button: button)
            }
        case .move(let button):
            if button == nil, isTracking {
                // A hover report while we think a button is down means the
                // release was lost (released outside the window): end here.
                out += release(at: event.position, time: event.time)
                out.append(.hover(at: event.position))
            } else if button == nil {
                out.append(.hover(at: event.position))
            } else {
                out += move(to: event.position, time: event.time)
            }
        case .release:
            out += release(at: event.position, time: event.time)
        }
        return out
    }

    /// Reports a long press whose delay has run out, and a waiting tap
    /// whose time for a second one is over.
    public mutating func tick(now: TimePoint) -> [Gesture] {
        var out = releaseWaitingTap(now: now)
        guard case .pressed(let p) = state, p.policy.gestures.contains(.longPress),
              now >= p.startTime + config.longPressDelay else { return out }
        // The second press of a double tap held: the waiting tap was a lone one.
        out += releaseWaitingTap(now: nil)
        state = .longPressing(start: p.start, last: p.last)
        return out + [.longPress(.began, at: p.last, start: p.start)]
    }

    /// The waiting tap, once no second tap can come (`now` past its time,
    /// or nil: at once).
    private mutating func releaseWaitingTap(now: TimePoint?) -> [Gesture] {
        guard let w = waitingTap else { return [] }
        if let now, now - w.time <= config.doubleTapTime { return [] }
        waitingTap = nil
        return [.tap(at: w.at, button: .primary)]
    }

    /// Where the button is held down, not yet long enough for a long press,
    /// in a region that takes one: a screen shows it held from the press
    /// on, rather than nothing until the long press begins.
    public var heldPress: Point? {
        guard case .pressed(let p) = state, p.policy.gestures.contains(.longPress) else { return nil }
        return p.start
    }

    /// Abandons any gesture in progress, and a waiting tap (a resize, a screen change).
    public mutating func cancel() -> [Gesture] {
        waitingTap = nil
        return abandon()
    }

    private mutating func abandon() -> [Gesture] {
        defer { state = .idle }
        switch state {
        case .longPressing(let start, let last):
            return [.longPress(.cancelled, at: last, start: start)]
        case .panning(let start, let last, let emitsPan, _, _) where emitsPan:
            return [.pan(.cancelled, at: last, start: start, translation: last - start)]
        default:
            return []
        }
    }

    private mutating func move(to p: Point, time: TimePoint) -> [Gesture] {
        var out = tick(now: time)
        switch state {
        case .pressed(var press):
            let slop = press.policy.panSlop ?? config.panSlop
            let moved = p.cellDistance(to: press.start)
            let canPan = !press.policy.gestures.isDisjoint(with: [.pan, .swipe])
            if canPan && moved > slop {
                out += releaseWaitingTap(now: nil)
                let emits = press.policy.gestures.contains(.pan)
                state = .panning(start: press.start, last: p, emitsPan: emits,
                                 swipes: press.policy.gestures.contains(.swipe),
                                 swipeDistance: press.policy.swipeDistance ?? config.swipeDistance)
                if emits { out.append(.pan(.began, at: p, start: press.start, translation: p - press.start)) }
            } else if moved > config.longPressSlop {
                out += releaseWaitingTap(now: nil)
                state = .ignoring
            } else {
                press.last = p
                state = .pressed(press)
            }
        case .longPressing(let start, let last):
            if p != last {
                state = .longPressing(start: start, last: p)
                out.append(.longPress(.changed, at: p, start: start))
            }
        case .panning(let start, let last, let emits, let swipes, let distance):
            if p != last {
                state = .panning(start: start, last: p, emitsPan: emits, swipes: swipes, swipeDistance: distance)
                if emits { out.append(.pan(.changed, at: p, start: start, translation: p - start)) }
            }
        case .idle, .otherButton, .ignoring:
            break
        }
        return out
    }

    private mutating func release(at p: Point, time: TimePoint) -> [Gesture] {
        var out = tick(now: time)
        let current = state
        state = .idle
        switch current {
        case .idle, .ignoring:
            break
        case .pressed(let press):
            if let w = waitingTap, press.policy.gestures.contains(.tap), time - w.time <= config.doubleTapTime,
               w.at.cellDistance(to: press.start) <= config.longPressSlop {
                // The tap that waited and this one: a double tap, alone.
                waitingTap = nil
                lastTap = nil
                out.append(.doubleTap(at: press.start))
                return out
            }
            out += releaseWaitingTap(now: nil)
            if press.policy.gestures.contains(.tap) && press.policy.tapWaitsForDoubleTap {
                waitingTap = (press.start, time)
                lastTap = nil
                return out
            }
            if press.policy.gestures.contains(.tap) {
                out.append(.tap(at: press.start, button: .primary))
                if let last = lastTap, time - last.time <= config.doubleTapTime, last.at.cellDistance(to: press.start) <= config.longPressSlop {
                    out.append(.doubleTap(at: press.start))
                    lastTap = nil
                } else {
                    lastTap = (press.start, time)
                }
                return out
            }
        case .longPressing(let start, let last):
            if p != last { out.append(.longPress(.changed, at: p, start: start)) }
            out.append(.longPress(.ended, at: p, start: start))
        case .panning(let start, _, let emits, let swipes, let distance):
            let t = p - start
            if emits { out.append(.pan(.ended, at: p, start: start, translation: t)) }
            if swipes, let dir = Self.swipeDirection(t, distance: distance) { out.append(.swipe(dir, start: start, end: p)) }
        case .otherButton(let start, let button):
            if p.cellDistance(to: start) <= config.longPressSlop {
                out.append(.tap(at: start, button: button))
            }
        }
        return out
    }

    /// Terminal cells are about twice as tall as wide, so rows count double.
    static func swipeDirection(_ t: Offset, distance: Int) -> Direction? {
        let h = abs(t.dx), v = abs(t.dy) * 2
        guard max(h, v) >= distance else { return nil }
        if h >= v { return t.dx < 0 ? .left : .right }
        return t.dy < 0 ? .up : .down
    }
}
