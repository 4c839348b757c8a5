import BrocadeTUI

/// Why the play timer is stopped.
public enum PauseReason: String, Codable, Hashable, Sendable, CaseIterable {
    /// The process was suspended, or the game was saved and not yet resumed.
    case suspended
    /// A help, menu or confirmation overlay covers the game.
    case overlay
    /// The terminal is too small to show the game.
    case tooSmall
}

/// Play time: starts at the first move, stops while any pause reason holds,
/// and freezes when the game ends.
public struct PlayTimer: Codable, Hashable, Sendable {
    private var accumulated: Int64 = 0
    private var runningSince: TimePoint?
    public private(set) var hasStarted = false
    public private(set) var isFinished = false
    public private(set) var pauses: Set<PauseReason> = []

    public init() {}

    public var isRunning: Bool { runningSince != nil }

    public func elapsed(at now: TimePoint) -> Int64 {
        accumulated + (runningSince.map { max(0, now - $0) } ?? 0)
    }

    public mutating func start(at now: TimePoint) {
        hasStarted = true
        update(at: now)
    }

    public mutating func pause(_ reason: PauseReason, at now: TimePoint) {
        pauses.insert(reason)
        update(at: now)
    }

    public mutating func resume(_ reason: PauseReason, at now: TimePoint) {
        pauses.remove(reason)
        update(at: now)
    }

    public mutating func finish(at now: TimePoint) {
        isFinished = true
        update(at: now)
    }

    public mutating func reopen(at now: TimePoint) {
        isFinished = false
        update(at: now)
    }

    private mutating func update(at now: TimePoint) {
        let shouldRun = hasStarted && !isFinished && pauses.isEmpty
        if let since = runningSince, !shouldRun {
            accumulated += max(0, now - since)
            runningSince = nil
        } else if runningSince == nil, shouldRun {
            runningSince = now
        }
    }

    // Monotonic instants mean nothing in another process, so only the
    // accumulated time is stored; a decoded timer comes back suspended.
    private enum CodingKeys: String, CodingKey { case elapsedMilliseconds, hasStarted, isFinished }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        accumulated = max(0, try c.decode(Int64.self, forKey: .elapsedMilliseconds))
        hasStarted = try c.decode(Bool.self, forKey: .hasStarted)
        isFinished = try c.decode(Bool.self, forKey: .isFinished)
        pauses = [.suspended]
    }

    public func encode(to encoder: Encoder) throws {
        guard runningSince == nil else {
            throw EncodingError.invalidValue(self, .init(codingPath: encoder.codingPath,
                debugDescription: "pause the timer before encoding it"))
        }
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(accumulated, forKey: .elapsedMilliseconds)
        try c.encode(hasStarted, forKey: .hasStarted)
        try c.encode(isFinished, forKey: .isFinished)
    }
}
