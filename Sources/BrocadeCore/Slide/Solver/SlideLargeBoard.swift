import BrocadeTUI

/// Short solutions for 6x6 to 8x8 boards (norm). The board is reduced to its
/// bottom-right 5x5 by placing the top row and the left column of what is
/// left (either first), each line by one beam search (`SlideGroupPlacement`,
/// which also brings the other tiles nearer home as it goes), a few such
/// reductions kept from line to line (`SlideStageBeam`), down to 5x5; loops
/// and windows of that path are then re-solved shorter (`SlidePathShortening`).
/// The 5x5 is handed to `finish` (the near-optimal 5x5 solver), and the
/// windows across the join are shortened while time remains.
///
/// Measured on 20 random positions a size (solver-bench, `near`), counting
/// the last 5x5 at 1.3 times its Manhattan distance: lines whole beat runs
/// of four tiles (8x8: 1.73 against 1.83 times the Manhattan distance); a
/// beam of 500 is as good as one of 4,000; the windows shorten the quick 5x5
/// finish but hardly the beam's path. What else was tried against the 1.5x
/// target, and why it does not reach it: docs/BENCHMARKS.md.
public enum SlideLargeBoard {
    /// Solves a 5x5 board (our goal: tile t in cell t - 1, blank last) by
    /// the deadline: its moves, cells of the 5x5; nil when it cannot.
    public typealias Finisher = (_ tiles5x5: [Int], _ deadline: ContinuousClock.Instant) -> [Int]?

    /// The knobs, for measuring; `init()` is what the solver uses.
    public struct Options: Sendable, Equatable {
        /// Tiles placed by one search (8: a whole line, on every board up to 8x8).
        public var groupSize = 8
        public var moveWeight = 1
        public var groupWeight = 3
        public var restWeight = 1
        /// Boards a level of the group's beam search keeps; nil: by size,
        /// as wide as pays within about 0.3 s (wider beams still shorten 6x6
        /// and 7x7 solutions a little, not 8x8 ones).
        public var beam: Int?
        /// Levels searched past the first that places the group.
        public var extraLevels = 6
        /// Boards one group's search may make before it gives up (and the
        /// group is placed tile by tile).
        public var nodeLimit = 1_000_000
        /// Moves re-solved at once when shortening; 0 for none.
        public var window = 24
        public var windowNodeLimit = 200_000
        /// Reductions kept from one line to the next (`SlideStageBeam`); 1:
        /// one, the best way to place each line; nil: by size.
        public var stages: Int?
        /// Ways to place a line kept from each search (each its own board).
        public var goals = 2
        /// Whether each corner may go row first or column first (else row
        /// first); only when more than one reduction is kept.
        public var bothOrders = true
        /// Reductions are ranked by moves plus this many tenths of the Manhattan
        /// distance of the tiles still free.
        public var stageRestTenths = 18
        public init() {}
    }

    /// The path to the last 5x5, shortened, and that 5x5 (renamed to a 5x5
    /// board's tiles).
    public struct Reduction: Sendable {
        public var moves: [Int]
        public var last5x5: [Int]
        public var nodes: Int
    }

    /// `tiles`: a solvable norm position of a `size` x `size` board, 6 to 8.
    /// nil when cancelled. The bound is nil: a quick solution.
    public static func solve(_ tiles: [Int], size n: Int, deadline: ContinuousClock.Instant,
                             isCancelled: () -> Bool, options: Options = Options(),
                             finish: Finisher) -> SlideSolution? {
        guard let reduction = reduce(tiles, size: n, deadline: deadline, isCancelled: isCancelled, options: options) else {
            return nil
        }
        let o = n - 5
        // Most of what is left goes to the 5x5; the rest to the windows across the join.
        let now = ContinuousClock.now
        let finishBy = now < deadline ? now + (deadline - now) * 0.8 : now
        var last = finish(reduction.last5x5, finishBy)
        if isCancelled() { return nil }
        if last.map({ !Self.solves($0, reduction.last5x5, size: 5) }) ?? true {
            last = SlideReduction.solve(reduction.last5x5, size: 5, isCancelled: isCancelled)?.moves
        }
        guard let last else { return nil }
        let tail = last.map { (o + $0 / 5) * n + o + $0 % 5 }
        // The reduction's windows are done: re-solve from two windows before the join.
        let keep = max(0, reduction.moves.count - 2 * options.window)
        var board = tiles
        var blank = tiles.firstIndex(of: 0)!
        for m in reduction.moves[..<keep] {
            board[blank] = board[m]
            board[m] = 0
            blank = m
        }
        let rest = Array(reduction.moves[keep...]) + tail
        // (A window of 0 only cuts the loops.)
        let shortened = SlidePathShortening.shortenedByWindows(rest, from: board, size: n, window: options.window,
                                                               nodeLimit: options.windowNodeLimit, deadline: deadline,
                                                               isCancelled: isCancelled)
        if isCancelled() { return nil }
        return SlideSolution(moves: Array(reduction.moves[..<keep]) + shortened, bound: nil, nodes: reduction.nodes)
    }

    /// The first stage alone: the moves that leave the bottom-right 5x5 to
    /// solve, already shortened. Its searches stop at a third of the time to
    /// the deadline (then the lines left go tile by tile), its windows soon
    /// after: most of the time is the finisher's.
    public static func reduce(_ tiles: [Int], size n: Int, deadline: ContinuousClock.Instant,
                              isCancelled: () -> Bool, options: Options = Options()) -> Reduction? {
        precondition((6...8).contains(n) && tiles.count == n * n)
        let start = ContinuousClock.now
        let total = deadline > start ? deadline - start : .zero
        let searchBy = start + total * 0.35
        let shortenBy = start + total * 0.45
        guard let reduced = SlideStageBeam.reduce(tiles, size: n, searchBy: searchBy, isCancelled: isCancelled,
                                                  options: options) else { return nil }
        let (board, moves, nodes) = (reduced.board, reduced.moves, reduced.nodes)
        let shortened = SlidePathShortening.shortenedByWindows(moves, from: tiles, size: n, window: options.window,
                                                               nodeLimit: options.windowNodeLimit, deadline: shortenBy,
                                                               isCancelled: isCancelled)
        if isCancelled() { return nil }
        let o = n - 5
        var last: [Int] = []
        for r in 0..<5 {
            for c in 0..<5 {
                let t = Int(board[(o + r) * n + o + c])
                last.append(t == 0 ? 0 : ((t - 1) / n - o) * 5 + (t - 1) % n - o + 1)
            }
        }
        return Reduction(moves: shortened, last5x5: last, nodes: nodes)
    }

    /// 6x6 on 20 random positions, the last 5x5 at 1.3x its Manhattan
    /// distance: 1.51x with a beam of 500, 1.48x with 1,500, 1.46x with
    /// 4,000 (0.3 s); 7x7: 1.68x, 1.65x (0.26 s), 1.64x (0.55 s); 8x8: 1.73x
    /// with 500 (0.17 s) and with 1,500.
    static func defaultBeam(size n: Int) -> Int {
        switch n {
        case ...6: 4000
        case 7: 1000
        default: 500
        }
    }

    /// Reductions kept a line (`SlideStageBeam`), by size: on 7x7 three
    /// (with beams of 1,000: 1.61x against 1.65x for one with 1,500), on 8x8
    /// two (three gave 1.68x against 1.73x but took twice the time).
    static func defaultStages(size n: Int) -> Int {
        switch n {
        case ...6: 1
        case 7: 3
        default: 2
        }
    }

    /// A line's cells in runs of `size` from its start; the last run has at
    /// least two, so that the line's last two tiles go home together.
    static func groups(of line: [Int], size: Int) -> [[Int]] {
        var runs: [[Int]] = stride(from: 0, to: line.count, by: max(1, size)).map {
            Array(line[$0..<min($0 + max(1, size), line.count)])
        }
        if runs.count > 1 && runs.last!.count == 1 {
            let single = runs.removeLast()
            runs[runs.count - 1] += single
        }
        return runs
    }

    /// Today's quick way (`SlideReduction`'s walks), for a group whose search
    /// gave up: tile by tile, the line's last two together.
    static func tileByTile(_ board: [UInt8], size n: Int, group: [Int], line: [Int], locked: UInt64,
                                   nodes: inout Int) -> [Int] {
        var reducer = SlideReduction.Reducer(tiles: board.map { Int($0) }, size: n)
        for c in 0..<(n * n) where locked & (1 << UInt64(c)) != 0 { reducer.locked[c] = true }
        var i = 0
        while i < group.count {
            if group[i] == line[line.count - 2] {
                reducer.placePair(line[line.count - 2], line[line.count - 1])
                i += 2
            } else {
                reducer.place(group[i])
                i += 1
            }
        }
        nodes += reducer.nodes
        return reducer.moves
    }

    /// True when `moves` are legal single-tile steps that end solved.
    static func solves(_ moves: [Int], _ tiles: [Int], size n: Int) -> Bool {
        var board = tiles
        guard var blank = board.firstIndex(of: 0) else { return false }
        for m in moves {
            guard (0..<(n * n)).contains(m), abs(m / n - blank / n) + abs(m % n - blank % n) == 1 else { return false }
            board[blank] = board[m]
            board[m] = 0
            blank = m
        }
        return board == Array(1..<(n * n)) + [0]
    }
}
