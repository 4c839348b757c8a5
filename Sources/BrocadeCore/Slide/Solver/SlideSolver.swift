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

/// Picks a solver by level and size:
/// - norm 3x3, and 4x4 with the databases: optimal, by IDA*;
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
        let tiles = puzzle.tiles, n = puzzle.size
        switch puzzle.level {
        case .none:
            return SlideSolution(moves: SlideJumpSolver.solve(tiles), optimal: true, nodes: 0)
        case .norm:
            guard SlidingRules.isSolvable(tiles, size: n, level: .norm) else { return nil }
            return solveNorm(tiles, size: n, databases: databases, isCancelled: isCancelled)
        case .some:
            if n == 3 {
                guard let found = SlideIDAStar.solve(tiles, database: threeByThreeSome, isCancelled: isCancelled) else {
                    return nil
                }
                return SlideSolution(moves: found.moves, optimal: true, nodes: found.nodes)
            }
            if SlidingRules.isSolvable(tiles, size: n, level: .norm) {
                guard var s = solveNorm(tiles, size: n, databases: databases, isCancelled: isCancelled) else { return nil }
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
            guard let rest = solveNorm(after, size: n, databases: databases, isCancelled: isCancelled) else { return nil }
            let moves = SlidePathShortening.withoutLoops([diagonal] + rest.moves, from: tiles)
            return SlideSolution(moves: moves, optimal: false, nodes: rest.nodes)
        }
    }

    private static func solveNorm(_ tiles: [Int], size n: Int, databases: SlidePatternDatabase?,
                                  isCancelled: () -> Bool) -> SlideSolution? {
        if n == 3 {
            guard let found = SlideIDAStar.solve(tiles, database: threeByThreeNorm, isCancelled: isCancelled) else {
                return nil
            }
            return SlideSolution(moves: found.moves, optimal: true, nodes: found.nodes)
        }
        if n == 4, let db = databases, db.geometry == SlideGeometry(size: 4, steps: .orthogonal) {
            guard let found = SlideIDAStar.solve(tiles, database: db, isCancelled: isCancelled) else { return nil }
            return SlideSolution(moves: found.moves, optimal: true, nodes: found.nodes)
        }
        guard let found = SlideReduction.solve(tiles, size: n, isCancelled: isCancelled) else { return nil }
        return SlideSolution(moves: SlidePathShortening.withoutLoops(found.moves, from: tiles),
                             optimal: false, nodes: found.nodes)
    }

    /// Small enough to build on first use (a few thousand entries each).
    static let threeByThreeNorm = SlidePatternDatabase(size: 3, steps: .orthogonal, patterns: [[1, 2, 3, 4], [5, 6, 7, 8]])
    static let threeByThreeSome = SlidePatternDatabase(size: 3, steps: .king, patterns: [[1, 2, 3, 4], [5, 6, 7, 8]])
}
