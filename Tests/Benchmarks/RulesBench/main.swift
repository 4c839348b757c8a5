// Moves per second of the 2048 rules engine alone: slide, merge, spawn and
// the motion list, on seeded random play, medians of 10 runs.
import BrocadeCore
import BrocadeTUI

#if canImport(Glibc)
import Glibc
#endif

func nowSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func run(size: Int, moves: Int, seed: UInt64) -> Double {
    var rng = SeededRandom(seed: seed)
    var game = Game2048(size: size, seed: seed)
    var done = 0
    let start = nowSeconds()
    while done < moves {
        let d = [Direction.left, .up, .right, .down][rng.int(in: 0..<4)]
        if let next = game.applying(d) {
            game = next
            done += 1
        } else if game.isGameOver {
            game = Game2048(size: size, seed: rng.next())
        }
    }
    return Double(done) / (nowSeconds() - start)
}

// RULES_BENCH_ONLY=raw runs only the random-play loop (for timing it against a peer's).
let onlyRaw = getenv("RULES_BENCH_ONLY").map { String(cString: $0) } == "raw"

// Figures for make bench's table, printed last as one JSON line.
var rulesRate4 = 0.0, compactRate = 0.0, rawRate = 0.0
for size in onlyRaw ? [] : [4, 8] {
    var rates: [Double] = []
    for i in 0..<10 { rates.append(run(size: size, moves: 200_000, seed: UInt64(i + 1))) }
    rates.sort()
    let median = (rates[4] + rates[5]) / 2
    if size == 4 { rulesRate4 = median }
    print("2048 rules, \(size)x\(size): median \(Int(median)) moves/s (min \(Int(rates[0])), max \(Int(rates[9])))")
}

// The compact 64-bit engine the player searches with, and the player itself.
do {
    var b = Bitboard2048(cells: Game2048(size: 4, seed: 3).cells)!
    var rng = SeededRandom(seed: 9)
    let n = onlyRaw ? 0 : 5_000_000
    let start = nowSeconds()
    var acc: UInt64 = 0
    for _ in 0..<n {
        let d = [Direction.left, .up, .right, .down][Int(rng.next() & 3)]
        let m = b.moved(d).board
        acc &+= m.bits
        b = m
        if b.emptyCount == 0 { b = Bitboard2048(cells: Game2048(size: 4, seed: rng.next()).cells)! }
    }
    compactRate = Double(n) / (nowSeconds() - start)
    print("2048 compact engine, 4x4: \(Int(compactRate)) moves/s (checksum \(acc % 97))")
    // The loop a peer's move function can run too, for a side-by-side
    // figure: a random direction (xorshift), the move with its points, a 2
    // in the lowest empty cell when the board changed, a fresh board when full.
    var rawRates: [Double] = []
    for _ in 0..<5 {
        var x: UInt64 = 0x9E37_79B9_7F4A_7C15
        let fresh = Bitboard2048(bits: 0x0000_0000_0010_0010)
        var board = fresh
        var points = 0
        var sum: UInt64 = 0
        let count = 50_000_000
        let t0 = nowSeconds()
        for _ in 0..<count {
            x ^= x << 13
            x ^= x >> 7
            x ^= x << 17
            // The direction straight from the random bits, as the peer's loop
            // passes `rng & 3` to its move: reading it from an array put one
            // more load before the (unpredictable) jump, 17% of the loop.
            let d: Direction
            switch x & 3 {
            case 0: d = .up
            case 1: d = .down
            case 2: d = .left
            default: d = .right
            }
            let (m, gained) = board.moved(d)
            points &+= gained
            sum &+= m.bits
            if m.bits != board.bits {
                let empty = m.emptyCells
                board = empty == 0 ? fresh : Bitboard2048(bits: m.bits | (empty & (0 &- empty)))
            } else {
                board = m
            }
        }
        rawRates.append(Double(count) / (nowSeconds() - t0))
        if sum == 42 { print(points) }
    }
    rawRates.sort()
    rawRate = rawRates[2]
    print("2048 compact engine, random play with points and new tiles: median \(Int(rawRate)) moves/s of 5 runs (min \(Int(rawRates[0])), max \(Int(rawRates[4])))")
    if !onlyRaw {
        let player = Expectimax2048()
        var g = Game2048(size: 4, seed: 1)
        var times: [Double] = []
        for _ in 0..<400 {
            let t0 = nowSeconds()
            guard let d = player.bestMove(g), let next = g.applying(d) else { break }
            times.append((nowSeconds() - t0) * 1000)
            g = next
        }
        times.sort()
        print("2048 expectimax player, first \(times.count) moves of seed 1: median \(Int(times[times.count / 2] * 100) / 100) ms, worst \(Int(times.last!)) ms per move; score \(g.score)")
    }
}
print("RESULT {\"rules_moves_per_second\": \(rulesRate4), \"compact_moves_per_second\": \(compactRate), \"raw_moves_per_second\": \(rawRate)}")
