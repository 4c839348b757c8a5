import BrocadeTUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension SlidePatternDatabase {
    /// Breadth-first from the goal over (placement of the pattern's tiles,
    /// region of the blank): a step moves a pattern tile into the blank and
    /// costs one, while the blank's wanderings over other tiles cost nothing,
    /// so a whole connected region of free cells is one state, named by its
    /// lowest cell. Visited and frontier sets are bitsets, a bit per state.
    ///
    /// A level is expanded by up to two threads, each over its half of the
    /// frontier into a next set of its own (no locks, no atomics: the
    /// visited set is only read during a level); the sets are then merged
    /// and the new states' placements get the level as their value. The
    /// large tables' 8-tile pattern has 519 million placements: this halves
    /// its minutes on two cores, for one more bitset (519 MB) while building.
    static func fillTable(_ table: UnsafeMutablePointer<UInt8>, geometry g: SlideGeometry,
                          tiles: [Int], maxThreads: Int, filled: (Int) -> Void) {
        let n = g.cells, k = tiles.count, freeCount = n - k
        let weightArray = weights(cells: n, count: k)
        let entries = weightArray[0] * n
        let words = (entries * freeCount + 63) >> 6
        let all = g.allCells
        // Small tables are not worth a thread.
        let threads = words >= 1 << 14 ? min(maxThreads, Worker.cores) : 1

        func bitset() -> UnsafeMutablePointer<UInt64> {
            let p = UnsafeMutablePointer<UInt64>.allocate(capacity: words)
            p.initialize(repeating: 0, count: words)
            return p
        }
        let visited = bitset()
        let frontier = bitset()
        let next = (0..<threads).map { _ in bitset() }
        let w = UnsafeMutablePointer<Int>.allocate(capacity: k)
        let masks = UnsafeMutablePointer<UInt64>.allocate(capacity: n)
        defer {
            visited.deallocate(); frontier.deallocate(); next.forEach { $0.deallocate() }
            w.deallocate(); masks.deallocate()
        }
        w.initialize(from: weightArray, count: k)
        masks.initialize(from: g.neighbourMasks, count: n)

        let size = g.size, king = g.steps == .king
        let notFirst = g.notFirstColumn, notLast = g.notLastColumn
        @inline(__always) func flood(_ start: Int, _ free: UInt64) -> UInt64 {
            SlideGeometry.region(from: start, free: free, size: size, king: king,
                                 notFirstColumn: notFirst, notLastColumn: notLast)
        }
        @inline(__always) func index(_ rank: Int, _ free: UInt64, _ region: UInt64) -> Int {
            let below = (UInt64(1) << UInt64(region.trailingZeroBitCount)) - 1
            return rank * freeCount + (free & below).nonzeroBitCount
        }

        /// Every successor of the frontier's states in words `range` that is
        /// not yet visited, into `out`.
        func expand(_ range: Range<Int>, into out: UnsafeMutablePointer<UInt64>) {
            let pos = UnsafeMutablePointer<Int>.allocate(capacity: k)
            let at = UnsafeMutablePointer<Int>.allocate(capacity: n)
            defer { pos.deallocate(); at.deallocate() }
            at.initialize(repeating: -1, count: n)
            for word in range {
                var bits = frontier[word]
                while bits != 0 {
                    let state = word << 6 | bits.trailingZeroBitCount
                    bits &= bits - 1
                    let rank = state / freeCount
                    // Unrank: digit j picks among the cells still unused.
                    var occupied: UInt64 = 0
                    var rest = rank
                    for j in 0..<k {
                        let digit = rest / w[j]
                        rest -= digit * w[j]
                        var choices = all & ~occupied
                        for _ in 0..<digit { choices &= choices - 1 }
                        let c = choices.trailingZeroBitCount
                        pos[j] = c
                        at[c] = j
                        occupied |= 1 << UInt64(c)
                    }
                    let free = all & ~occupied
                    var pick = free
                    for _ in 0..<(state - rank * freeCount) { pick &= pick - 1 }
                    var region = flood(pick.trailingZeroBitCount, free)
                    while region != 0 {
                        let b = region.trailingZeroBitCount
                        region &= region - 1
                        var movers = masks[b] & occupied
                        while movers != 0 {
                            let x = movers.trailingZeroBitCount
                            movers &= movers - 1
                            let j = at[x]
                            // Only pattern tiles between the two cells change digits.
                            let lo = min(x, b), hi = max(x, b)
                            var between = occupied & ((UInt64(1) << UInt64(hi)) - 1) & ~((UInt64(2) << UInt64(lo)) - 1)
                            var earlier = 0, later = 0
                            while between != 0 {
                                let i = at[between.trailingZeroBitCount]
                                between &= between - 1
                                if i < j { earlier += 1 } else { later += w[i] }
                            }
                            let delta = b > x ? w[j] * (b - x - earlier) + later : w[j] * (b - x + earlier) - later
                            let occupied2 = occupied ^ (1 << UInt64(x)) ^ (1 << UInt64(b))
                            let free2 = all & ~occupied2
                            let s = index(rank + delta, free2, flood(x, free2))
                            let bit = UInt64(1) << UInt64(s & 63)
                            if visited[s >> 6] & bit == 0 { out[s >> 6] |= bit }
                        }
                    }
                    for j in 0..<k { at[pos[j]] = -1 }
                }
            }
        }

        let home = tiles.map { $0 - 1 }
        let goalOccupied = home.reduce(UInt64(0)) { $0 | 1 << UInt64($1) }
        let homeRank = rank(home, weights: weightArray)
        let start = index(homeRank, all & ~goalOccupied, flood(n - 1, all & ~goalOccupied))
        visited[start >> 6] |= 1 << UInt64(start & 63)
        frontier[start >> 6] |= 1 << UInt64(start & 63)
        table[homeRank] = 0
        var filledCount = 1
        filled(filledCount)

        var depth: UInt8 = 0
        while true {
            if threads == 1 {
                expand(0..<words, into: next[0])
            } else {
                // Halves by word; the second on a thread of its own.
                let half = words / 2
                let other = next[1]
                let worker = Worker { expand(half..<words, into: other) }
                worker.start()
                expand(0..<half, into: next[0])
                worker.join()
            }
            depth += 1
            var grew = false
            for word in 0..<words {
                var found: UInt64 = 0
                for t in 0..<threads {
                    found |= next[t][word]
                    next[t][word] = 0
                }
                found &= ~visited[word]
                frontier[word] = found
                if found == 0 { continue }
                grew = true
                visited[word] |= found
                while found != 0 {
                    let rank = (word << 6 | found.trailingZeroBitCount) / freeCount
                    found &= found - 1
                    if table[rank] == 0xFF {
                        table[rank] = depth
                        filledCount += 1
                    }
                }
            }
            filled(filledCount)
            if !grew { break }
        }
    }
}

#if canImport(Glibc)
/// One POSIX thread running a closure, joined before the closure's
/// captures go: the building threads share the level's read-only sets.
private final class Worker {
    static var cores: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    private let work: () -> Void
    private var thread = pthread_t()

    init(_ work: @escaping () -> Void) { self.work = work }

    func start() {
        let context = Unmanaged.passRetained(self).toOpaque()
        let made = pthread_create(&thread, nil, { context in
            let worker = Unmanaged<Worker>.fromOpaque(context!).takeRetainedValue()
            worker.work()
            return nil
        }, context)
        // No thread to be had: do the work here.
        if made != 0 {
            Unmanaged<Worker>.fromOpaque(context).release()
            work()
            thread = pthread_t()
            started = false
        } else {
            started = true
        }
    }

    private var started = false

    func join() {
        if started { pthread_join(thread, nil) }
    }
}
#else
/// Elsewhere the build stays on one thread.
private final class Worker {
    static var cores: Int { 1 }
    private let work: () -> Void
    init(_ work: @escaping () -> Void) { self.work = work }
    func start() { work() }
    func join() {}
}
#endif
