import BrocadeCore
import BrocadeTUI

/// A finished game, as a mode reports it for the scores.
public struct GameResult: Equatable, Sendable {
    public var parameters: [String: String]
    public var ranking: Ranking
    public var timeMilliseconds: Int64?
    public var moves: Int?
    public var score: Int?
    public var largestTile: Int?
    public var assisted: Bool

    public init(parameters: [String: String], ranking: Ranking, timeMilliseconds: Int64? = nil, moves: Int? = nil,
                score: Int? = nil, largestTile: Int? = nil, assisted: Bool) {
        self.parameters = parameters
        self.ranking = ranking
        self.timeMilliseconds = timeMilliseconds
        self.moves = moves
        self.score = score
        self.largestTile = largestTile
        self.assisted = assisted
    }
}
