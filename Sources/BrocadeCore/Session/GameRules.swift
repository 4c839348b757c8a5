import BrocadeTUI

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
