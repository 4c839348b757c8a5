// Moves per second of the 2048 rules engine alone: slide, merge, spawn and
// the motion list, on seeded random play, medians of 10 runs.
import BrocadeCore

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

for size in [4, 8] {
    var rates: [Double] = []
    for i in 0..<10 { rates.append(run(size: size, moves: 200_000, seed: UInt64(i + 1))) }
    rates.sort()
    let median = (rates[4] + rates[5]) / 2
    print("2048 rules, \(size)x\(size): median \(Int(median)) moves/s (min \(Int(rates[0])), max \(Int(rates[9])))")
}
