import BrocadeTUI

/// The reduction of a 6x6 to 8x8 board to its last 5x5 as a beam over
/// lines: each kept reduction is carried one line further (the corner's row
/// or its column, both when `bothOrders`), each line by `SlideGroupPlacement`
/// giving up to `goals` ways; of all those, the `stages` best go on, best by
/// moves so far plus `stageRestTenths` tenths of the free tiles' Manhattan
/// distance, one of a board. At the end the one with the fewest moves plus
/// 1.3 times the last 5x5's Manhattan distance (what the near-optimal 5x5
/// takes) wins. Ties go to the earlier made, so the answer depends on the
/// position alone. With `stages` and `goals` 1 and one order it is the plain
/// line by line reduction.
enum SlideStageBeam {
    struct Reduced {
        var board: [UInt8]
        var moves: [Int]
        var nodes: Int
    }

    /// One reduction under way: its board, how far it is (`corner`: the
    /// top-left line being placed, whether its row and column are home).
    struct Partial {
        var board: [UInt8]
        var blank: Int
        var locked: UInt64
        var moves: [Int]
        var corner: Int
        var rowDone = false
        var columnDone = false
    }

    /// The lines a partial may place next: its corner's row and column, the
    /// row first.
    static func nextLines(_ p: Partial, size n: Int, bothOrders: Bool) -> [[Int]] {
        let o = p.corner
        var lines: [[Int]] = []
        if !p.rowDone { lines.append(((p.columnDone ? o + 1 : o)..<n).map { o * n + $0 }) }
        if !p.columnDone && (bothOrders || p.rowDone) { lines.append(((p.rowDone ? o + 1 : o)..<n).map { $0 * n + o }) }
        return lines
    }

    /// The Manhattan distance of the tiles off locked cells.
    static func freeDistance(_ board: [UInt8], locked: UInt64, size n: Int) -> Int {
        var d = 0
        for (c, t) in board.enumerated() where t != 0 && locked & (1 << UInt64(c)) == 0 {
            let h = Int(t) - 1
            d += abs(h / n - c / n) + abs(h % n - c % n)
        }
        return d
    }

    /// nil when cancelled. Searches stop at `searchBy`: the lines left go
    /// tile by tile from the best reduction so far.
    static func reduce(_ tiles: [Int], size n: Int, searchBy: ContinuousClock.Instant, isCancelled: () -> Bool,
                       options: SlideLargeBoard.Options) -> Reduced? {
        let placement = SlideGroupPlacement(size: n)
        let weights = SlideGroupPlacement.Weights(move: options.moveWeight, group: options.groupWeight,
                                                  rest: options.restWeight,
                                                  beam: options.beam ?? SlideLargeBoard.defaultBeam(size: n),
                                                  extraLevels: options.extraLevels)
        let width = max(1, options.stages ?? SlideLargeBoard.defaultStages(size: n))
        let board = tiles.map { UInt8($0) }
        var partials = [Partial(board: board, blank: tiles.firstIndex(of: 0)!, locked: 0, moves: [], corner: 0)]
        var nodes = 0
        let lineCount = 2 * (n - 5)
        // Narrowed to one reduction, row first, when the lines left would not
        // fit by `searchBy` at the last line's pace (a loaded machine).
        var narrow = width == 1
        var stepStart = ContinuousClock.now
        for step in 0..<lineCount {
            let last = step == lineCount - 1
            var children: [(score: Int, partial: Partial)] = []
            var seen: [[UInt8]: Int] = [:]
            let now = ContinuousClock.now
            if step > 0 && !narrow && (now - stepStart) * (lineCount - step) > searchBy - now { narrow = true }
            stepStart = now
            for p in narrow ? [partials[0]] : partials {
                for line in nextLines(p, size: n, bothOrders: options.bothOrders && !narrow) {
                    if isCancelled() { return nil }
                    guard let ways = place(line, from: p, ways: narrow ? 1 : options.goals, size: n,
                                           placement: placement,
                                           weights: weights, options: options, searchBy: searchBy,
                                           nodes: &nodes, isCancelled: isCancelled) else { return nil }
                    for var child in ways {
                        if !p.rowDone && child.locked & (1 << UInt64(p.corner * n + n - 1)) != 0 {
                            child.rowDone = true
                        }
                        if !p.columnDone && child.locked & (1 << UInt64((n - 1) * n + p.corner)) != 0 {
                            child.columnDone = true
                        }
                        if child.rowDone && child.columnDone && !last {
                            child.corner += 1
                            child.rowDone = false
                            child.columnDone = false
                        }
                        let tenths = last ? 13 : options.stageRestTenths
                        let score = 10 * child.moves.count
                            + tenths * freeDistance(child.board, locked: child.locked, size: n)
                        if let i = seen[child.board] {
                            if score < children[i].score { children[i] = (score, child) }
                            continue
                        }
                        seen[child.board] = children.count
                        children.append((score, child))
                    }
                }
            }
            // A stable order: equal scores keep the order they were made in.
            let order = children.indices.sorted { (children[$0].score, $0) < (children[$1].score, $1) }
            partials = order.prefix(narrow ? 1 : width).map { children[$0].partial }
        }
        let best = partials[0]
        return Reduced(board: best.board, moves: best.moves, nodes: nodes)
    }

    /// The ways to place `line` from `p` (up to `count`, only the
    /// last group's alternatives kept when the line goes in several), or
    /// tile by tile when its search gives none. nil when cancelled.
    private static func place(_ line: [Int], from p: Partial, ways count: Int, size n: Int,
                              placement: SlideGroupPlacement, weights: SlideGroupPlacement.Weights,
                              options: SlideLargeBoard.Options, searchBy: ContinuousClock.Instant,
                              nodes: inout Int, isCancelled: () -> Bool) -> [Partial]? {
        var current = [p]
        let groups = SlideLargeBoard.groups(of: line, size: options.groupSize)
        for (g, group) in groups.enumerated() {
            let lastGroup = g == groups.count - 1
            let q = current[0]
            var found: [[Int]]?
            if ContinuousClock.now < searchBy {
                found = placement.placeMany(q.board, group: group, locked: q.locked,
                                            weights: weights, count: lastGroup ? max(1, count) : 1,
                                            maxBoards: options.nodeLimit, deadline: searchBy, nodes: &nodes,
                                            isCancelled: isCancelled)
                if isCancelled() { return nil }
            }
            let ways = found ?? [SlideLargeBoard.tileByTile(q.board, size: n, group: group, line: line,
                                                            locked: q.locked, nodes: &nodes)]
            current = ways.map { placed in
                var r = q
                for m in placed {
                    r.board[r.blank] = r.board[m]
                    r.board[m] = 0
                    r.blank = m
                }
                r.moves += placed
                for c in group { r.locked |= 1 << UInt64(c) }
                return r
            }
        }
        return current
    }
}
