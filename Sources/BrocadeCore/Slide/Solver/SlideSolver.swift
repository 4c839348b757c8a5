import BrocadeTUI

/// A solution of the sliding puzzle.
public struct SlideSolution: Sendable, Equatable {
    /// Cells whose tile moves into the blank, one single-tile step each, in order;
    /// each is a legal `SlidingRules.applying` move of the board at that point.
    public var moves: [Int]
    /// What is proven of the length: it is at most `bound` times the fewest
    /// moves (1: optimal; 1.04: at most 4% over); nil when nothing is known
    /// (a quick solution).
    public var bound: Double?
    /// Search nodes expanded (0 where no search).
    public var nodes: Int

    public init(moves: [Int], bound: Double?, nodes: Int) {
        self.moves = moves
        self.bound = bound
        self.nodes = nodes
    }

    public init(moves: [Int], optimal: Bool, nodes: Int) {
        self.init(moves: moves, bound: optimal ? 1 : nil, nodes: nodes)
    }

    /// Proven fewest single-tile moves; setting false forgets any bound.
    public var optimal: Bool {
        get { bound == 1 }
        set { bound = newValue ? 1 : nil }
    }
}

/// The pattern databases the solver may use, by board: each nil when not at hand.
public struct SlideDatabases: Sendable {
    /// The 15-puzzle's (standard or large): optimal 4x4 solutions.
    public var fourByFour: SlidePatternDatabase?
    /// The 24-puzzle's: nearly optimal 5x5 solutions.
    public var fiveByFive: SlidePatternDatabase?

    public init(fourByFour: SlidePatternDatabase? = nil, fiveByFive: SlidePatternDatabase? = nil) {
        self.fourByFour = fourByFour
        self.fiveByFive = fiveByFive
    }
}

/// Picks a solver by level and size:
/// - norm 3x3, and 4x4 with the databases: optimal, by IDA*;
/// - norm 5x5 with the databases: the shortest found by the deadline, by
///   anytime weighted IDA* (`SlideNearOptimal`), with its proven bound;
/// - norm 6x6 to 8x8 with the 5x5 databases: reduced to the last 5x5 a line
///   at a time, which that search finishes (`SlideLargeBoard`; no bound);
/// - norm otherwise: row and column reduction to 3x3 (well under a second);
/// - some 3x3: optimal, by IDA* on king-step databases; larger: one diagonal
///   step if the norm parity needs it, then the norm solver (not optimal);
/// - none: optimal from the permutation's cycles.
public enum SlideSolver {
    /// nil when the position cannot be solved (or when cancelled).
    /// `databases` is the 4x4 norm pattern database; when nil, 4x4 norm falls back to a
    /// non-optimal fast solve (optimal=false) rather than a long search.
    /// `isCancelled` is polled every few thousand nodes.
    public static func solve(_ puzzle: SlidingRules, databases: SlidePatternDatabase?,
                             isCancelled: @Sendable () -> Bool = { false }) -> SlideSolution? {
        solve(puzzle, databases: SlideDatabases(fourByFour: databases), deadline: .now + .seconds(1 << 40),
              isCancelled: isCancelled)
    }

    /// The same with the databases of every board; `deadline` ends a search
    /// on 5x5 and larger boards, which then gives the shortest solution found
    /// so far (the optimal 3x3 and 4x4 searches take no notice of it).
    public static func solve(_ puzzle: SlidingRules, databases: SlideDatabases, deadline: ContinuousClock.Instant,
                             isCancelled: @Sendable () -> Bool = { false }) -> SlideSolution? {
        let tiles = puzzle.tiles, n = puzzle.size
        switch puzzle.level {
        case .none:
            return SlideSolution(moves: SlideJumpSolver.solve(tiles), optimal: true, nodes: 0)
        case .norm:
            guard SlidingRules.isSolvable(tiles, size: n, level: .norm) else { return nil }
            return solveNorm(tiles, size: n, databases: databases, deadline: deadline, isCancelled: isCancelled)
        case .some:
            if n == 3 {
                guard let found = SlideIDAStar.solve(tiles, database: threeByThreeSome, isCancelled: isCancelled) else {
                    return nil
                }
                return SlideSolution(moves: found.moves, optimal: true, nodes: found.nodes)
            }
            if SlidingRules.isSolvable(tiles, size: n, level: .norm) {
                guard var s = solveNorm(tiles, size: n, databases: databases, deadline: deadline, isCancelled: isCancelled) else { return nil }
                s.optimal = false
                return s
            }
            // A diagonal step is one swap that keeps the blank's row-plus-column
            // parity, so it flips which half of the norm positions we are in.
            let b = puzzle.blank
            let diagonal = SlideGeometry(size: n, steps: .king).neighbours[b].first { $0 / n != b / n && $0 % n != b % n }!
            var after = tiles
            after[b] = after[diagonal]
            after[diagonal] = 0
            guard let rest = solveNorm(after, size: n, databases: databases, deadline: deadline, isCancelled: isCancelled) else { return nil }
            let moves = SlidePathShortening.withoutLoops([diagonal] + rest.moves, from: tiles)
            return SlideSolution(moves: moves, optimal: false, nodes: rest.nodes)
        }
    }

    private static func solveNorm(_ tiles: [Int], size n: Int, databases: SlideDatabases,
                                  deadline: ContinuousClock.Instant, isCancelled: () -> Bool) -> SlideSolution? {
        if n == 3 {
            guard let found = SlideIDAStar.solve(tiles, database: threeByThreeNorm, isCancelled: isCancelled) else {
                return nil
            }
            return SlideSolution(moves: found.moves, optimal: true, nodes: found.nodes)
        }
        if n == 4, let db = databases.fourByFour, db.geometry == SlideGeometry(size: 4, steps: .orthogonal) {
            guard let found = SlideIDAStar.solve(tiles, database: db, isCancelled: isCancelled) else { return nil }
            return SlideSolution(moves: found.moves, optimal: true, nodes: found.nodes)
        }
        if n >= 5, let db = databases.fiveByFive, db.geometry == SlideGeometry(size: 5, steps: .orthogonal) {
            if n == 5 { return SlideNearOptimal.solve(tiles, database: db, deadline: deadline, isCancelled: isCancelled) }
            // 6x6 to 8x8: down to the last 5x5 a line at a time, which the 5x5 search finishes.
            return SlideLargeBoard.solve(tiles, size: n, deadline: deadline, isCancelled: isCancelled) { last, by in
                SlideNearOptimal.solve(last, database: db, deadline: by, isCancelled: isCancelled)?.moves
            }
        }
        guard let found = SlideReduction.solve(tiles, size: n, isCancelled: isCancelled) else { return nil }
        return SlideSolution(moves: SlidePathShortening.withoutLoops(found.moves, from: tiles),
                             optimal: false, nodes: found.nodes)
    }

    /// Small enough to build on first use (a few thousand entries each).
    static let threeByThreeNorm = SlidePatternDatabase(size: 3, steps: .orthogonal, patterns: [[1, 2, 3, 4], [5, 6, 7, 8]])
    static let threeByThreeSome = SlidePatternDatabase(size: 3, steps: .king, patterns: [[1, 2, 3, 4], [5, 6, 7, 8]])
}
