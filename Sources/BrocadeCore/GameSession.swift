/// Whether a game is still going.
public enum GameStatus: String, Codable, Hashable, Sendable {
    case playing, won, lost
}

/// A mode's rules: its whole state as a value, and moves as data.
/// Randomness a move needs (a new 2048 tile) lives in the state, so applying
/// the same move to the same state always gives the same result; that is
/// what makes redo and replays exact.
public protocol GameRules: Codable, Equatable, Sendable {
    associatedtype Move: Codable, Equatable, Sendable
    /// The state after `move`, or nil when the move is illegal or changes nothing.
    func applying(_ move: Move) -> Self?
    var status: GameStatus { get }
}

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

/// One game in progress, for any mode: the state, the undo and redo
/// histories, the move count and the play timer.
public struct GameSession<Rules: GameRules>: Codable, Sendable {
    private struct Step: Codable, Sendable {
        var before: Rules
        var move: Rules.Move
    }

    public private(set) var state: Rules
    private var undoStack: [Step] = []
    private var redoStack: [Rules.Move] = []
    public private(set) var timer = PlayTimer()
    /// Set once undo (or, later, a hint) has been used: such games rank apart.
    public private(set) var isAssisted = false

    public init(_ initial: Rules) { state = initial }

    /// A session rebuilt from its record: the start, the moves played, the
    /// moves undone (the last undone last), each replayed by the rules.
    /// Throws when a move does not apply, so a doctored record is refused.
    public init(replaying start: Rules, moves: [Rules.Move], undone: [Rules.Move], timer: PlayTimer, assisted: Bool) throws {
        state = start
        for (i, move) in moves.enumerated() {
            guard state.status == .playing, let next = state.applying(move) else {
                throw ValidationError("move \(i + 1) of the saved game does not apply")
            }
            undoStack.append(Step(before: state, move: move))
            state = next
        }
        var probe = state
        for move in undone.reversed() {
            guard let next = probe.applying(move) else { throw ValidationError("an undone move of the saved game does not apply") }
            probe = next
        }
        redoStack = undone
        self.timer = timer
        isAssisted = assisted
    }

    /// The position the game started from.
    public var start: Rules { undoStack.first?.before ?? state }
    /// The moves undone and not yet redone, the next to redo last.
    public var undoneMoves: [Rules.Move] { redoStack }
    /// The timer with the running time folded in, ready to be written.
    public func pausedTimer(at now: TimePoint) -> PlayTimer {
        var t = timer
        t.pause(.suspended, at: now)
        return t
    }

    public var status: GameStatus { state.status }
    /// Moves on the way from the start to the current state.
    public var moveCount: Int { undoStack.count }
    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }
    /// True once a move was made and the game has not ended.
    public var isInProgress: Bool { moveCount > 0 && status == .playing }
    /// The moves made so far, oldest first.
    public var moves: [Rules.Move] { undoStack.map(\.move) }

    public func elapsed(at now: TimePoint) -> Int64 { timer.elapsed(at: now) }

    /// Applies a move; false (and nothing changes) when it is illegal, changes
    /// nothing, or the game is over.
    @discardableResult
    public mutating func apply(_ move: Rules.Move, at now: TimePoint) -> Bool {
        guard status == .playing, let next = state.applying(move) else { return false }
        undoStack.append(Step(before: state, move: move))
        redoStack.removeAll()
        state = next
        timer.start(at: now)
        settleTimer(at: now)
        return true
    }

    @discardableResult
    public mutating func undo(at now: TimePoint) -> Bool {
        guard let step = undoStack.popLast() else { return false }
        redoStack.append(step.move)
        state = step.before
        isAssisted = true
        settleTimer(at: now)
        return true
    }

    @discardableResult
    public mutating func redo(at now: TimePoint) -> Bool {
        guard let move = redoStack.last, let next = state.applying(move) else { return false }
        redoStack.removeLast()
        undoStack.append(Step(before: state, move: move))
        state = next
        settleTimer(at: now)
        return true
    }

    public mutating func markAssisted() { isAssisted = true }

    public mutating func pause(_ reason: PauseReason, at now: TimePoint) { timer.pause(reason, at: now) }
    public mutating func resume(_ reason: PauseReason, at now: TimePoint) { timer.resume(reason, at: now) }

    private mutating func settleTimer(at now: TimePoint) {
        if status == .playing { timer.reopen(at: now) } else { timer.finish(at: now) }
    }

    /// The session as JSON, with the running time folded in.
    public func jsonData(at now: TimePoint) throws -> [UInt8] {
        var copy = self
        copy.timer.pause(.suspended, at: now)
        return try JSONCoding.encode(copy)
    }

    /// A session read back from `jsonData`; its timer waits for
    /// `resume(.suspended, at:)`.
    public static func fromJSON(_ bytes: [UInt8]) throws -> GameSession {
        try JSONCoding.decode(GameSession.self, from: bytes)
    }
}
