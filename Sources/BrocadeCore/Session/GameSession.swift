import BrocadeTUI

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
    /// Set once undo or the assistant (a hint, autoplay, the solver) has been used: such games rank apart.
    public private(set) var isAssisted = false

    public init(_ initial: Rules) { state = initial }

    /// A session rebuilt from its record: the start, the moves played, the
    /// moves undone (the last undone last), each replayed by the rules.
    /// Throws when a move does not apply, so a doctored record is refused.
    public init(replaying start: Rules, moves: [Rules.Move], undone: [Rules.Move], timer: PlayTimer, assisted: Bool) throws {
        state = start
        for (i, move) in moves.enumerated() {
            guard state.status == .playing, let next = state.applying(move) else {
                throw ValidationError(tr("move \(i + 1) of the saved game does not apply"))
            }
            undoStack.append(Step(before: state, move: move))
            state = next
        }
        var probe = state
        for move in undone.reversed() {
            guard let next = probe.applying(move) else { throw ValidationError(tr("an undone move of the saved game does not apply")) }
            probe = next
        }
        redoStack = undone
        self.timer = timer
        isAssisted = assisted
    }

    /// The same session with every state in it (the current one, and each
    /// that undo goes back to) passed through `f`: how a mode gives states
    /// read from a save what it does not save (`PuzzleMode.prepare`).
    public func mappingStates(_ f: (Rules) -> Rules) -> GameSession {
        var s = self
        s.state = f(state)
        s.undoStack = undoStack.map { Step(before: f($0.before), move: $0.move) }
        return s
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
    /// True while the game holds play worth keeping: moves made, or moves
    /// undone that redo would bring back. A game undone to its start keeps
    /// its redo, so its save is the game as the player left it.
    public var hasPlayToKeep: Bool { status == .playing && (moveCount > 0 || canRedo) }
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

    /// Applies a move to every state of the game, the start and the
    /// current one and each undo goes back to: a fact about the whole game
    /// rather than a step of it (a design's name), which undo keeps and
    /// the save's start carries. False when no state took it.
    @discardableResult
    public mutating func amend(_ move: Rules.Move) -> Bool {
        var changed = false
        func amended(_ s: Rules) -> Rules {
            guard let next = s.applying(move) else { return s }
            changed = true
            return next
        }
        state = amended(state)
        for i in undoStack.indices { undoStack[i].before = amended(undoStack[i].before) }
        return changed
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
