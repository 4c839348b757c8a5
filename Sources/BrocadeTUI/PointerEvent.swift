/// A mouse button.
public enum PointerButton: String, Hashable, Codable, Sendable {
    case primary, middle, secondary
}

/// Wheel directions; left and right come from tilt wheels and touchpads.
public enum WheelDirection: String, Hashable, Codable, Sendable {
    case up, down, left, right
}

/// A pointer report from the terminal, stamped with the time it arrived.
public struct PointerEvent: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        case press(PointerButton)
        /// Motion; `button` is the button held, nil for hover motion.
        case move(PointerButton?)
        case release(PointerButton?)
        case wheel(WheelDirection)
    }

    public var kind: Kind
    public var position: Point
    public var time: TimePoint

    public init(_ kind: Kind, at position: Point, time: TimePoint = .zero) {
        self.kind = kind
        self.position = position
        self.time = time
    }

    public var description: String { "\(kind)@\(position) t=\(time.milliseconds)" }
}

/// Everything the event loop hands to a program.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    case pointer(PointerEvent)
    /// The terminal changed size; the new size is given.
    case resize(Size)
    /// Ctrl-Z or SIGTSTP: the program should pause its clocks and ask to suspend.
    case suspendRequest
    /// The process was continued after a suspend; everything must be redrawn.
    case resumed
    /// The terminal asked us to stop: SIGINT, SIGTERM, SIGHUP, SIGQUIT or Ctrl-C.
    case interrupt(InterruptReason)
}

public enum InterruptReason: String, Hashable, Sendable {
    case interrupt, terminate, hangup, quit
}
