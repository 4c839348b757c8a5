import BrocadeTUI

/// Nearly optimal solutions within a time budget, for boards whose optimal
/// search takes too long (the 24-puzzle): anytime weighted IDA*.
///
/// It starts from the quick solver's answer, then runs weighted IDA*
/// (f = g + w·h, children tried best h first) with decreasing weights while
/// time remains; every run prunes the nodes with g + h at least the best
/// length found (h is admissible), so it either finds a shorter solution or
/// proves the best one optimal. Each improvement is then shortened a window
/// at a time (`SlideWindowShortening`). A run's threshold rises by at least
/// a move an iteration: the least f pruned often adds a few nodes an
/// iteration, for a hundred iterations and more (on the first 10 of the
/// benchmark's 50, in 2 s: 1.12 times the optimum with the least f, 1.05
/// with one move, 1.06 to 1.09 with two to eight).
///
/// What is proven of the answer:
/// - a run with weight w whose thresholds were each the least f pruned,
///   and that found a solution, proves it at most w times the fewest moves
///   (the optimal path's nodes all have f <= w·optimum);
/// - every threshold T a run exhausted proves the optimum above T / w (some
///   node of the optimal path had f > T, and f <= w·(g + h) <= w·optimum,
///   unless the best is already optimal), which with the heuristic at the
///   start gives a lower bound L;
/// so the bound is the smaller of w and best / L (at least 1), and 1 once a
/// run finds nothing shorter, or plain IDA* (w = 1) finds a solution.
enum SlideNearOptimal {
    /// The successive runs' weights; the last is plain IDA*.
    static let defaultWeights: [Double] = [2.0, 1.6, 1.4, 1.3, 1.2, 1.15, 1.1, 1.07, 1.05, 1.03, 1.02, 1.0]

    /// A solution of a position solvable under the database's steps, the
    /// shortest found by the deadline, with what is proven of it; nil when
    /// cancelled or when the tables were found damaged (then
    /// `database.isDamaged`).
    static func solve(_ tiles: [Int], database: SlidePatternDatabase, deadline: ContinuousClock.Instant,
                      isCancelled: () -> Bool) -> SlideSolution? {
        solve(tiles, database: database, deadline: deadline, weights: defaultWeights, isCancelled: isCancelled)
    }

    /// The windows re-solved after each improvement, in moves: of 24, 30, 40
    /// and 50 on the first 10 of the benchmark's 50, 30 did best (1.046 times
    /// the optimum, against 1.053 without windows; the differences are
    /// within the timing's noise, the windows' cost is not: a millisecond).
    static let window = 30
    /// A window's search stops here (a few milliseconds) and keeps the window.
    static let windowNodes = 100_000

    /// `weights`: the runs' weights, decreasing (tests try them one at a time).
    static func solve(_ tiles: [Int], database: SlidePatternDatabase, deadline: ContinuousClock.Instant,
                      weights: [Double], isCancelled: () -> Bool) -> SlideSolution? {
        let g = database.geometry
        precondition(tiles.count == g.cells && g.steps == .orthogonal, "board and database differ")
        guard let state = SlideRankedBoard(database: database, tiles: tiles) else { return nil }
        defer { state.release() }
        guard let (h1, h2) = state.start else { return nil }
        if h1 == 0 && h2 == 0 { return SlideSolution(moves: [], bound: 1, nodes: 0) }
        // The quick answer first: a bound for the pruning, and something to
        // return whatever happens to the time.
        guard let quick = SlideReduction.solve(tiles, size: g.size, isCancelled: isCancelled) else { return nil }
        var best = SlidePathShortening.withoutLoops(quick.moves, from: tiles)
        var nodes = quick.nodes
        var lower = max(h1, h2)
        var proven: Double?
        // A few milliseconds to finish a window and put the answer together.
        let stopAt = deadline - .milliseconds(5)
        let found: Bool = withoutActuallyEscaping(isCancelled) { cancel in
            let search = Search(state, cancel: cancel, deadline: stopAt)
            defer { search.release() }
            for w in weights {
                let outcome = search.run(weight: w, best: best.count)
                nodes = quick.nodes + search.nodes
                lower = max(lower, search.lower)
                // A shorter path, even from a run cut short.
                if search.bestLength < best.count {
                    best = Array(UnsafeBufferPointer(start: search.bestPath, count: search.bestLength))
                    // Detours a few dozen moves long, gone in a millisecond or so.
                    best = SlideWindowShortening.shorten(best, from: tiles, size: g.size, window: window,
                                                         nodeLimit: windowNodes, deadline: stopAt, isCancelled: cancel)
                }
                switch outcome {
                case .found:
                    proven = w == 1 ? 1 : min(proven ?? w, w)
                    if w == 1 { return true }
                case .shorter:
                    break
                case .noneShorter:
                    proven = 1
                    return true
                case .stopped:
                    return !search.cancelled && !search.damaged
                }
            }
            return true
        }
        guard found else { return nil }
        let ratio = max(1, Double(best.count) / Double(lower))
        return SlideSolution(moves: best, bound: min(proven ?? ratio, ratio), nodes: nodes)
    }

    private enum Outcome {
        /// The run found a path no longer than w times the optimum.
        case found
        /// A shorter path, with no bound of its own.
        case shorter
        /// Nothing shorter than the best exists.
        case noneShorter
        /// Out of time, cancelled or damaged tables.
        case stopped
    }

    private final class Search {
        /// Longer than any answer kept: the quick solver's stay under 300 on a 5x5.
        static let maxDepth = 400
        /// f in hundredths of a move, so that weights need no floating point.
        static let scale = 100
        let s: SlideRankedBoard
        let path: UnsafeMutablePointer<Int>
        /// A node's children, by depth: 4 slots of 8 each.
        let children: UnsafeMutablePointer<Int>
        let cancel: () -> Bool
        let deadline: ContinuousClock.Instant
        var weight = 100
        var threshold = 0
        var nextThreshold = Int.max
        /// Only paths shorter than this are wanted.
        var best = Int.max
        var nodes = 0
        var bestLength = Int.max
        let bestPath: UnsafeMutablePointer<Int>
        var stopped = false
        var cancelled = false
        var damaged = false
        /// A lower bound on the optimum proven by the exhausted thresholds.
        var lower = 0

        init(_ state: SlideRankedBoard, cancel: @escaping () -> Bool, deadline: ContinuousClock.Instant) {
            s = state
            self.cancel = cancel
            self.deadline = deadline
            path = .allocate(capacity: Self.maxDepth)
            bestPath = .allocate(capacity: Self.maxDepth)
            children = .allocate(capacity: Self.maxDepth * 32)
        }

        func release() {
            path.deallocate()
            bestPath.deallocate()
            children.deallocate()
        }

        func run(weight w: Double, best: Int) -> Outcome {
            guard let (h1, h2) = s.start, !stopped else { return .stopped }
            weight = max(Self.scale, Int((w * Double(Self.scale)).rounded()))
            self.best = best
            threshold = weight * max(h1, h2)
            var exact = true
            while true {
                nextThreshold = Int.max
                let first = dfs(s.startBlank, -1, 0, h1, h2)
                if stopped { return .stopped }
                // Exhausted (but for paths not shorter than the best): the
                // optimum, if shorter than the best, is above threshold / w.
                if !first { lower = max(lower, threshold / weight + 1) }
                if first { return exact ? .found : .shorter }
                if nextThreshold == Int.max { return .noneShorter }
                // A threshold past the least f pruned loses the weight's bound.
                threshold = max(nextThreshold, threshold + Self.scale)
                if threshold > nextThreshold { exact = false }
            }
        }

        @inline(__always)
        func stop() -> Bool {
            if cancel() {
                cancelled = true
            } else if ContinuousClock.now < deadline {
                return false
            }
            stopped = true
            return true
        }

        func dfs(_ blank: Int, _ previous: Int, _ g: Int, _ h1: Int, _ h2: Int) -> Bool {
            nodes &+= 1
            if nodes & 1023 == 0 && stop() { return false }
            let s = self.s
            let board = s.board, boardT = s.boardT
            let tb = s.transCell[blank]
            let g1 = g &+ 1
            if g1 >= Self.maxDepth { return false }
            let gScaled = g1 &* Self.scale
            let slots = children + g &* 32
            var count = 0
            for i in 0..<s.neighbourCount[blank] {
                let c = s.neighbours[blank * 8 + i]
                if c == previous { continue }
                let t = board[c]
                let p = s.tilePattern[t]
                let r2 = s.ranks[p] &+ s.delta(board, p, s.tileIndex[t], c, blank)
                let v2 = s.lookup(p, r2)
                if v2 < 0 { return fail() }
                let n1 = h1 &- s.values[p] &+ v2
                if g1 &+ n1 >= best { continue }
                let f1 = gScaled &+ weight &* n1
                if f1 > threshold {
                    if f1 < nextThreshold { nextThreshold = f1 }
                    continue
                }
                let tc = s.transCell[c], tt = s.transTile[t]
                let pT = s.tilePattern[tt]
                let rT2 = s.ranksT[pT] &+ s.delta(boardT, pT, s.tileIndex[tt], tc, tb)
                let vT2 = s.lookup(pT, rT2)
                if vT2 < 0 { return fail() }
                let n2 = h2 &- s.valuesT[pT] &+ vT2
                let h = max(n1, n2)
                if g1 &+ h >= best { continue }
                let f = gScaled &+ weight &* h
                if f > threshold {
                    if f < nextThreshold { nextThreshold = f }
                    continue
                }
                // Kept in order of h, the most promising first.
                var at = count
                while at > 0 && slots[(at - 1) * 8 + 1] > h {
                    for k in 0..<8 { slots[at * 8 + k] = slots[(at - 1) * 8 + k] }
                    at -= 1
                }
                let slot = slots + at * 8
                slot[0] = c; slot[1] = h; slot[2] = n1; slot[3] = n2
                slot[4] = r2; slot[5] = v2; slot[6] = rT2; slot[7] = vT2
                count += 1
            }
            for k in 0..<count {
                let slot = slots + k * 8
                let c = slot[0], h = slot[1]
                let step = s.step(c, into: blank, tb)
                s.play(step, rank: slot[4], value: slot[5], rankT: slot[6], valueT: slot[7])
                path[g] = c
                // Every tile is in some pattern, so zero means solved. The
                // board is put back either way, for the next run.
                let solved: Bool
                if h == 0 {
                    bestPath.update(from: path, count: g1)
                    bestLength = g1
                    solved = true
                } else {
                    solved = dfs(c, blank, g1, slot[2], slot[3])
                }
                s.undo(step)
                if solved { return true }
                if stopped { return false }
            }
            return false
        }

        private func fail() -> Bool {
            damaged = true
            stopped = true
            return false
        }
    }
}
