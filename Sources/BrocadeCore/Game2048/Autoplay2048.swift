import BrocadeTUI

/// Whole 2048 games played by the expectimax player with no one watching,
/// for measuring how strong and how fast it is. The core has no clock, so
/// the caller passes one in (seconds, any origin); games share nothing, so
/// they can be played in parallel.
public enum Autoplay2048 {
    /// One finished game.
    public struct GameResult: Equatable, Sendable {
        public var seed: UInt64
        public var size: Int
        public var score: Int
        public var largestTile: Int
        public var moves: Int
        /// Search and move together, one entry per move played.
        public var moveMilliseconds: [Double]
        /// True when the game ended with no move left, false when cut short by `maxMoves`.
        public var isOver: Bool
        /// The moves played, in order.
        public var directions: [Direction]

        public init(seed: UInt64, size: Int = 4, score: Int, largestTile: Int, moves: Int,
                    moveMilliseconds: [Double], isOver: Bool = true, directions: [Direction] = []) {
            self.seed = seed
            self.size = size
            self.score = score
            self.largestTile = largestTile
            self.moves = moves
            self.moveMilliseconds = moveMilliseconds
            self.isOver = isOver
            self.directions = directions
        }
    }

    /// Plays the game dealt by `seed` until no move is left (or `maxMoves`).
    public static func play(seed: UInt64, size: Int = 4, maxMoves: Int = .max,
                            tuning: Expectimax2048.Tuning = .standard, now: () -> Double) -> GameResult {
        play(from: Game2048(size: size, seed: seed), seed: seed, maxMoves: maxMoves, tuning: tuning, now: now)
    }

    /// Plays on from a given position; `seed` is only recorded.
    static func play(from start: Game2048, seed: UInt64, maxMoves: Int = .max,
                     tuning: Expectimax2048.Tuning = .standard, now: () -> Double) -> GameResult {
        var game = start
        let player = Expectimax2048(tuning: tuning)
        var times: [Double] = []
        var directions: [Direction] = []
        while times.count < maxMoves {
            let start = now()
            guard let d = player.bestMove(game), let next = game.applying(d) else { break }
            game = next
            times.append((now() - start) * 1000)
            directions.append(d)
        }
        return GameResult(seed: seed, size: game.size, score: game.score, largestTile: game.largestTile,
                          moves: times.count, moveMilliseconds: times, isOver: game.isGameOver, directions: directions)
    }

    /// What a set of games adds up to.
    public struct Summary: Equatable, Sendable {
        /// The tiles whose reach is counted.
        public static let milestones = [2048, 4096, 8192, 16_384, 32_768]

        public var games: Int
        /// For each of `milestones`, how many games made a tile at least that big.
        public var reached: [Int]
        public var medianScore: Double
        public var meanMillisecondsPerMove: Double
        public var medianMillisecondsPerMove: Double
        /// 99 moves in 100 took at most this long (nearest rank).
        public var p99MillisecondsPerMove: Double
        public var worstMillisecondsPerMove: Double
        /// Games cut short by a move limit rather than played to the end.
        public var cutShort: Int
        public var moves: Int
        /// Moves over the time spent on them, so one core's rate whatever ran in parallel.
        public var movesPerSecond: Double

        public init(_ results: [GameResult]) {
            games = results.count
            reached = Self.milestones.map { tile in results.filter { $0.largestTile >= tile }.count }
            medianScore = Autoplay2048.median(results.map { Double($0.score) })
            let times = results.flatMap(\.moveMilliseconds).sorted()
            meanMillisecondsPerMove = times.isEmpty ? 0 : times.reduce(0, +) / Double(times.count)
            medianMillisecondsPerMove = Autoplay2048.median(times)
            p99MillisecondsPerMove = times.isEmpty ? 0 : times[min(times.count - 1, (times.count * 99 + 99) / 100 - 1)]
            worstMillisecondsPerMove = times.last ?? 0
            cutShort = results.filter { !$0.isOver }.count
            moves = results.reduce(0) { $0 + $1.moves }
            let seconds = times.reduce(0, +) / 1000
            movesPerSecond = seconds > 0 ? Double(moves) / seconds : 0
        }

        /// The share of games, 0 to 1, that made `tile` (one of `milestones`).
        public func share(reaching tile: Int) -> Double {
            guard games > 0, let i = Self.milestones.firstIndex(of: tile) else { return 0 }
            return Double(reached[i]) / Double(games)
        }
    }

    /// The middle value, or the mean of the middle two; 0 for none.
    public static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let s = values.sorted()
        let m = s.count / 2
        return s.count % 2 == 1 ? s[m] : (s[m - 1] + s[m]) / 2
    }
}
