import BrocadeTUI

/// Brings a few tiles home at once on a large board (a "group"), by beam
/// search over whole boards: level by level, every board's children are
/// made (no locked cell moves, no board made twice) and the `beam` best
/// kept, best by `group` times the group's estimate plus `rest` times the
/// Manhattan distance of the other free tiles, so that placing the group
/// also brings the tiles still to come nearer home instead of scattering
/// them. The group's estimate is exact for two tiles and the blank alone
/// (a breadth-first table per pair, other tiles ignored): the tiles go two
/// by two, and the pairs' moves are summed. Once a level holds a goal, a few
/// more levels are searched, and the goal with the fewest `move` times moves
/// plus `rest` times the others' distance wins. Ties go to the older board,
/// so the answer depends on the position alone. A pair's table has cells^3
/// bytes (262 KB on 8x8) and takes about a millisecond; a line of 8 needs 4.
///
/// Measured against other choices (solver-bench's `near`, 8x8, the last 5x5
/// counted at 1.3 times its Manhattan distance): weighted A* on the same
/// estimates, which goes nearly straight to the first goal, gave 2.0 to 2.2
/// times the Manhattan distance, the beam 1.73; the pairs' moves summed beat
/// the most of any pair, and the blank counted once per pair beat counting
/// it once in all (1.75 against 1.90).
struct SlideGroupPlacement {
    struct Weights: Sendable, Equatable {
        var move = 1
        var group = 3
        var rest = 1
        /// Boards kept a level.
        var beam = 500
        /// Levels searched past the first goal.
        var extraLevels = 6
    }

    let n: Int
    let cells: Int
    /// Manhattan distance of tile t at cell c: md[t * cells + c] (0 for the blank).
    let md: [Int32]
    /// Zobrist keys: zobrist[c * cells + t].
    let zobrist: [UInt64]
    /// Neighbours of cell c at c * 4, -1 past the last.
    let neighbours: [Int]

    init(size: Int) {
        n = size
        cells = size * size
        var md = [Int32](repeating: 0, count: cells * cells)
        for t in 1..<cells {
            for c in 0..<cells {
                md[t * cells + c] = Int32(abs((t - 1) / size - c / size) + abs((t - 1) % size - c % size))
            }
        }
        self.md = md
        var rng = SeededRandom(seed: 0x5EED_0F_B10C)
        zobrist = (0..<(cells * cells)).map { _ in rng.next() }
        var list = [Int](repeating: -1, count: cells * 4)
        for (c, ns) in SlideGeometry(size: size, steps: .orthogonal).neighbours.enumerated() {
            for (i, x) in ns.enumerated() { list[c * 4 + i] = x }
        }
        neighbours = list
    }

    /// The moves that bring the tiles of `group` (their home cells) home
    /// without moving a tile on a `locked` cell, or nil when cancelled, or
    /// when `maxBoards` boards were made (or the beam ran dry) before one
    /// placed the group, or by `deadline`. `nodes` counts boards made.
    func place(_ board: [UInt8], group: [Int], locked: UInt64, weights: Weights, maxBoards: Int,
               deadline: ContinuousClock.Instant? = nil, nodes: inout Int, isCancelled: () -> Bool) -> [Int]? {
        placeMany(board, group: group, locked: locked, weights: weights, count: 1, maxBoards: maxBoards,
                  deadline: deadline, nodes: &nodes, isCancelled: isCancelled)?.first
    }

    /// The same, but up to `count` ways, best first (by `move` times moves
    /// plus `rest` times the others' distance, ties to the older board), each
    /// ending on a different board; `next`: the next line's cells, ranked
    /// with weight `weights.next`. nil when cancelled or none was found.
    func placeMany(_ board: [UInt8], group: [Int], locked: UInt64, weights: Weights, count: Int,
                   maxBoards: Int, deadline: ContinuousClock.Instant? = nil, nodes: inout Int,
                   isCancelled: () -> Bool) -> [[Int]]? {
        let cells = self.cells, k = group.count
        precondition(k >= 1 && weights.beam >= 1 && count >= 1)
        var isGroup = [Bool](repeating: false, count: cells)
        for c in group { isGroup[c + 1] = true }
        func isFree(_ c: Int) -> Bool { locked & (1 << UInt64(c)) == 0 }

        // The estimate: tables for tiles 0-1, 2-3, ..., and the last alone when
        // odd (the first alone instead, so that a line's corner pair is always
        // estimated together, gave 1.74x on 8x8 against 1.73x; adding the next
        // line's pairs to the ranking, 1.76x).
        let odd = k % 2 == 1, oddAt = k - 1
        let pairs = stride(from: 0, to: k - 1, by: 2).map { ($0, $0 + 1) }
        let pairTables = pairs.map { pairDistances(group[$0.0], group[$0.1], locked: locked) }
        let single = odd ? singleDistances(group[oddAt], locked: locked) : []
        func estimate(_ at: UnsafePointer<UInt8>, _ blank: Int) -> Int {
            var sum = odd ? Int(single[Int(at[oddAt]) * cells + blank]) : 0
            for (p, (a, b)) in pairs.enumerated() {
                sum += Int(pairTables[p][(Int(at[a]) * cells + Int(at[b])) * cells + blank])
            }
            return sum
        }

        // Every board made: its parent and the cell the blank went to (the start's blank first).
        let startBlank = board.firstIndex(of: 0)!
        var parent: [Int32] = [-1]
        var moved: [UInt8] = [UInt8(startBlank)]
        var keys: [UInt64] = []
        var slotsLog = 12
        while 1 << slotsLog < maxBoards * 2 { slotsLog += 1 }
        let mask = (1 << slotsLog) - 1
        var slots = [Int32](repeating: 0, count: 1 << slotsLog)
        /// False when the key was seen before.
        func insert(_ key: UInt64) -> Bool {
            var s = Int(truncatingIfNeeded: key >> 7) & mask
            while slots[s] != 0 {
                if keys[Int(slots[s]) - 1] == key { return false }
                s = (s + 1) & mask
            }
            keys.append(key)
            slots[s] = Int32(keys.count)
            return true
        }
        func path(to node: Int) -> [Int] {
            var moves: [Int] = []
            var x = node
            while parent[x] >= 0 {
                moves.append(Int(moved[x]))
                x = Int(parent[x])
            }
            return moves.reversed()
        }

        // The level: boards, the group's cells, the blank, the others' distance, the key, the id.
        var boards = board
        var at = group.map { c in UInt8(board.firstIndex(of: UInt8(c + 1))!) }
        var blanks = [startBlank]
        var rests: [Int32] = [0]
        var levelKeys: [UInt64] = [0]
        var ids: [Int32] = [0]
        var groupLeft = 0
        for c in 0..<cells {
            let t = Int(board[c])
            levelKeys[0] ^= zobrist[c * cells + t]
            if t == 0 || !isFree(c) { continue }
            if isGroup[t] { groupLeft += Int(md[t * cells + c]) } else { rests[0] += md[t * cells + c] }
        }
        if groupLeft == 0 { return [[]] }
        _ = insert(levelKeys[0])
        var groupMD: [Int32] = [Int32(groupLeft)]

        // Goals found: (score, node), the best `count` kept.
        var goals: [(score: Int, node: Int)] = []
        var best: (score: Int, node: Int)? { goals.first }
        func answer() -> [[Int]]? {
            goals.isEmpty ? nil : goals.map { path(to: $0.node) }
        }
        var levelsLeft = Int.max
        var made = 0
        defer { nodes += made }
        // Children of a level: packed (score << 32 | index), and what they came from.
        var ranked: [UInt64] = []
        var fromIndex: [Int32] = [], toCell: [UInt8] = [], childKey: [UInt64] = []
        var childRest: [Int32] = [], childGroup: [Int32] = []
        var childAt: [UInt8] = [], childIds: [Int32] = []
        var depth = 0
        while !blanks.isEmpty && levelsLeft > 0 {
            levelsLeft -= 1
            depth += 1
            if isCancelled() { return nil }
            if let deadline, ContinuousClock.now >= deadline { return answer() }
            ranked.removeAll(keepingCapacity: true)
            fromIndex.removeAll(keepingCapacity: true); toCell.removeAll(keepingCapacity: true)
            childKey.removeAll(keepingCapacity: true); childRest.removeAll(keepingCapacity: true)
            childGroup.removeAll(keepingCapacity: true); childAt.removeAll(keepingCapacity: true)
            childIds.removeAll(keepingCapacity: true)
            var scratch = [UInt8](repeating: 0, count: k)
            for i in 0..<blanks.count {
                let blank = blanks[i], base = i * cells
                // Not straight back (that board is known anyway).
                let previous = parent[Int(ids[i])] >= 0 ? Int(moved[Int(parent[Int(ids[i])])]) : -1
                for slot in 0..<4 {
                    let c = neighbours[blank * 4 + slot]
                    if c < 0 { break }
                    if c == previous || !isFree(c) { continue }
                    let t = Int(boards[base + c])
                    let key = levelKeys[i] ^ zobrist[c * cells + t] ^ zobrist[blank * cells + t]
                        ^ zobrist[blank * cells] ^ zobrist[c * cells]
                    guard insert(key) else { continue }
                    made += 1
                    if made >= maxBoards { return answer() }
                    let delta = md[t * cells + blank] - md[t * cells + c]
                    var rest = rests[i], gmd = groupMD[i]
                    for j in 0..<k {
                        let x = at[i * k + j]
                        scratch[j] = Int(x) == c ? UInt8(blank) : x
                    }
                    if isGroup[t] { gmd += delta } else { rest += delta }
                    let id = parent.count
                    parent.append(ids[i])
                    moved.append(UInt8(c))
                    if gmd == 0 {
                        let score = weights.move * depth + weights.rest * Int(rest)
                        // Sorted by score, then age: a later equal score goes after.
                        let slot = goals.firstIndex { score < $0.score } ?? goals.count
                        if slot < count {
                            goals.insert((score, id), at: slot)
                            if goals.count > count { goals.removeLast() }
                        }
                        continue
                    }
                    let h = scratch.withUnsafeBufferPointer { estimate($0.baseAddress!, c) }
                    let score = weights.group * h + weights.rest * Int(rest)
                    ranked.append(UInt64(min(score, 0x7FFF_FFFF)) << 32 | UInt64(fromIndex.count))
                    fromIndex.append(Int32(i)); toCell.append(UInt8(c)); childKey.append(key)
                    childRest.append(rest); childGroup.append(gmd); childAt += scratch
                    childIds.append(Int32(id))
                }
            }
            if best != nil && levelsLeft > weights.extraLevels { levelsLeft = weights.extraLevels }
            ranked.sort()
            let kept = ranked.prefix(weights.beam)
            var nextBoards = [UInt8](repeating: 0, count: kept.count * cells)
            var nextAt: [UInt8] = [], nextBlanks: [Int] = [], nextRests: [Int32] = [], nextKeys: [UInt64] = []
            var nextIds: [Int32] = [], nextGroup: [Int32] = []
            for (slot, packed) in kept.enumerated() {
                let x = Int(packed & 0xFFFF_FFFF)
                let i = Int(fromIndex[x]), c = Int(toCell[x])
                let blank = blanks[i]
                for q in 0..<cells { nextBoards[slot * cells + q] = boards[i * cells + q] }
                nextBoards[slot * cells + blank] = boards[i * cells + c]
                nextBoards[slot * cells + c] = 0
                nextAt += childAt[(x * k)..<(x * k + k)]
                nextBlanks.append(c)
                nextRests.append(childRest[x])
                nextGroup.append(childGroup[x])
                nextKeys.append(childKey[x])
                nextIds.append(childIds[x])
            }
            boards = nextBoards; at = nextAt; blanks = nextBlanks; rests = nextRests
            levelKeys = nextKeys; ids = nextIds; groupMD = nextGroup
        }
        return answer()
    }

    /// Fewest moves that bring the tiles of homes `a` and `b` home, by cells
    /// of tile a, tile b and the blank: (ca * cells + cb) * cells + blank.
    /// Other tiles are ignored (a tile between them costs nothing more: the
    /// blank swaps with it), locked cells avoided; 255 where unreachable.
    func pairDistances(_ a: Int, _ b: Int, locked: UInt64) -> [UInt8] {
        let cells = self.cells, cc = cells * cells
        var dist = [UInt8](repeating: 255, count: cc * cells)
        var queue = [Int32](repeating: 0, count: cc * cells)
        dist.withUnsafeMutableBufferPointer { dist in
            queue.withUnsafeMutableBufferPointer { queue in
                neighbours.withUnsafeBufferPointer { nb in
                    var tail = 0
                    for e in 0..<cells where e != a && e != b && locked & (1 << UInt64(e)) == 0 {
                        let s = (a * cells + b) * cells + e
                        dist[s] = 0
                        queue[tail] = Int32(s)
                        tail += 1
                    }
                    var head = 0
                    while head < tail {
                        let s = Int(queue[head])
                        head += 1
                        let ta = s / cc, tb = (s / cells) % cells, e = s % cells
                        let d = dist[s] &+ 1
                        for slot in 0..<4 {
                            let x = nb[e * 4 + slot]
                            if x < 0 { break }
                            if locked & (1 << UInt64(x)) != 0 { continue }
                            let na = x == ta ? e : ta, nbb = x == tb ? e : tb
                            let t = (na * cells + nbb) * cells + x
                            if dist[t] == 255 {
                                dist[t] = d
                                queue[tail] = Int32(t)
                                tail += 1
                            }
                        }
                    }
                }
            }
        }
        return dist
    }

    /// The same for one tile: by its cell * cells + blank.
    func singleDistances(_ a: Int, locked: UInt64) -> [UInt8] {
        let cells = self.cells
        var dist = [UInt8](repeating: 255, count: cells * cells)
        var queue: [Int32] = []
        for e in 0..<cells where e != a && locked & (1 << UInt64(e)) == 0 {
            dist[a * cells + e] = 0
            queue.append(Int32(a * cells + e))
        }
        var head = 0
        while head < queue.count {
            let s = Int(queue[head])
            head += 1
            let ta = s / cells, e = s % cells
            let d = dist[s] &+ 1
            for slot in 0..<4 {
                let x = neighbours[e * 4 + slot]
                if x < 0 { break }
                if locked & (1 << UInt64(x)) != 0 { continue }
                let t = (x == ta ? e : ta) * cells + x
                if dist[t] == 255 {
                    dist[t] = d
                    queue.append(Int32(t))
                }
            }
        }
        return dist
    }
}
