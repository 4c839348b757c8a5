import BrocadeTUI

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

    /// Cells not in the first column, and not in the last: where a one-column
    /// shift of a bit mask may land.
    var notFirstColumn: UInt64 { (0..<cells).filter { $0 % size != 0 }.reduce(0) { $0 | 1 << UInt64($1) } }
    var notLastColumn: UInt64 { (0..<cells).filter { $0 % size != size - 1 }.reduce(0) { $0 | 1 << UInt64($1) } }

    /// The cells reachable from `start` through `free` cells, `start` included:
    /// the mask grows by a step in every direction at once until it stops.
    @inline(__always)
    static func region(from start: Int, free: UInt64, size: Int, king: Bool,
                       notFirstColumn: UInt64, notLastColumn: UInt64) -> UInt64 {
        var region: UInt64 = 1 << UInt64(start)
        let n = UInt64(size)
        while true {
            let sideways = region | (region << 1) & notFirstColumn | (region >> 1) & notLastColumn
            let grown: UInt64
            if king {
                grown = (sideways | sideways << n | sideways >> n) & free | region
            } else {
                grown = (sideways | region << n | region >> n) & free | region
            }
            if grown == region { return region }
            region = grown
        }
    }

    func region(from start: Int, free: UInt64) -> UInt64 {
        Self.region(from: start, free: free, size: size, king: steps == .king,
                    notFirstColumn: notFirstColumn, notLastColumn: notLastColumn)
    }
}
