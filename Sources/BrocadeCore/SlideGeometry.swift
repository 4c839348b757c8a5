/// Which cells of an N x N sliding board are one single-tile step apart, and
/// the board's reflection about its main diagonal. Shared by the pattern
/// databases and the searches, which work on cells and tiles as plain Ints.
struct SlideGeometry: Sendable, Equatable {
    /// Orthogonal steps are the norm level's; king steps add the diagonals (some).
    enum Steps: UInt8, Sendable {
        case orthogonal = 0
        case king = 1
    }

    let size: Int
    let steps: Steps
    let cells: Int
    /// For each cell, the cells one step away, in a fixed order.
    let neighbours: [[Int]]
    /// The same as bit masks (cells up to 64).
    let neighbourMasks: [UInt64]

    init(size: Int, steps: Steps) {
        self.size = size
        self.steps = steps
        cells = size * size
        var lists: [[Int]] = []
        var masks: [UInt64] = []
        let deltas: [(Int, Int)] = steps == .orthogonal
            ? [(-1, 0), (1, 0), (0, -1), (0, 1)]
            : [(-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (-1, 1), (1, -1), (1, 1)]
        for cell in 0..<(size * size) {
            let r = cell / size, c = cell % size
            var list: [Int] = []
            var mask: UInt64 = 0
            for (dr, dc) in deltas {
                let rr = r + dr, cc = c + dc
                guard (0..<size).contains(rr), (0..<size).contains(cc) else { continue }
                list.append(rr * size + cc)
                mask |= 1 << UInt64(rr * size + cc)
            }
            lists.append(list)
            masks.append(mask)
        }
        neighbours = lists
        neighbourMasks = masks
    }

    var allCells: UInt64 { cells == 64 ? ~0 : (1 << UInt64(cells)) - 1 }

    /// The cell at (r, c) goes to (c, r).
    func transposed(cell: Int) -> Int { (cell % size) * size + cell / size }

    /// The goal is symmetric under the reflection once tiles are renamed by
    /// their goal cells, so a reflected board is exactly as far from the goal.
    func transposed(tile: Int) -> Int { tile == 0 ? 0 : transposed(cell: tile - 1) + 1 }

    /// The cells reachable from `start` through `free` cells only, `start` included.
    @inline(__always)
    func region(from start: Int, free: UInt64) -> UInt64 {
        var region: UInt64 = 1 << UInt64(start)
        var todo = region
        while todo != 0 {
            let c = todo.trailingZeroBitCount
            todo &= todo - 1
            let added = neighbourMasks[c] & free & ~region
            region |= added
            todo |= added
        }
        return region
    }
}
