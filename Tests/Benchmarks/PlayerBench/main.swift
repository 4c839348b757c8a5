// The 2048 player on fixed positions, so two players (or two versions of
// ours) are timed on exactly the same boards:
//   player-bench positions FILE [THINK_MS [DEPTH_BELOW MIN_PROB MARGIN]]
//     one board a line, 16 hex digits (nibble 4r+c is the exponent at row r,
//     column c, as in the 64-bit board); the last three override the
//     player's tuning (depthBelowDistinct, minProbability, hopelessMargin;
//     MARGIN@K applies the margin from the K-th move, hopelessFromMove)
//   player-bench record SEED EVERY [MAX]     plays a game, printing every EVERY-th board
//   player-bench judge FILE                  a slower, surer judge of each board's moves
// Prints one line per board (board, move, ms, positions, depth) and a summary;
// the judge prints each board's four move values instead (up, down, left,
// right; 0 for a move that changes nothing), for judge_regret.py.
import BrocadeCore
import BrocadeTUI
import Foundation

#if canImport(Glibc)
import Glibc
#endif

func nowSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func hex(_ b: UInt64) -> String {
    let s = String(b, radix: 16)
    return String(repeating: "0", count: 16 - s.count) + s
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write((message + "\n").data(using: .utf8)!)
    exit(2)
}

let args = Array(CommandLine.arguments.dropFirst())
guard let mode = args.first else { fail("usage: player-bench positions FILE [THINK_MS] | record SEED EVERY [MAX] | judge FILE") }
let tuning: Expectimax2048.Tuning = {
    if mode == "positions", args.count > 2 {
        guard let ms = Int(args[2]) else { fail("THINK_MS must be a number") }
        var t = ms == 0 ? Expectimax2048.Tuning() : Expectimax2048.Tuning(thinkMilliseconds: ms)
        if args.count > 5 {
            let marginParts = args[5].split(separator: "@").map(String.init)
            guard let below = Int(args[3]), let p = Float(args[4]), let margin = Float(marginParts[0]),
                  let from = marginParts.count > 1 ? Int(marginParts[1]) : 2 else {
                fail("DEPTH_BELOW, MIN_PROB and MARGIN[@MOVE] must be numbers")
            }
            (t.depthBelowDistinct, t.minProbability, t.hopelessMargin) = (below, p, margin)
            t.hopelessFromMove = from
        }
        return t
    }
    return Expectimax2048.Tuning(thinkMilliseconds: Expectimax2048.Tuning.defaultThinkMilliseconds)
}()

func readBoards(_ path: String) -> [UInt64] {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read the positions file") }
    return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap {
        UInt64($0.trimmingCharacters(in: .whitespaces), radix: 16)
    }
}

switch mode {
case "positions":
    guard args.count > 1 else { fail("positions FILE [THINK_MS]") }
    let boards = readBoards(args[1])
    let player = Expectimax2048(tuning: tuning)
    var times: [Double] = []
    var positions = 0
    for b in boards {
        let t0 = nowSeconds()
        let d = player.bestMove(Bitboard2048(bits: b))
        let ms = (nowSeconds() - t0) * 1000
        times.append(ms)
        positions += player.nodes
        print("\(hex(b)) \(d.map { "\($0)" } ?? "-") \(String(format: "%.2f", ms)) \(player.nodes) \(player.searchedDepth)")
    }
    let sorted = times.sorted()
    let mean = times.reduce(0, +) / Double(max(1, times.count))
    let p99 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, (sorted.count * 99 + 99) / 100 - 1)]
    let rate = Double(positions) / max(1e-9, times.reduce(0, +))
    print(String(format: "positions %d mean %.2f median %.2f p99 %.2f worst %.2f ms; %.0f positions weighed a ms",
                 times.count, mean, Autoplay2048.median(times), p99, sorted.last ?? 0, rate))
    print("RESULT {\"positions\": \(times.count), \"mean_ms\": \(mean), \"median_ms\": \(Autoplay2048.median(times)), "
        + "\"p99_ms\": \(p99), \"worst_ms\": \(sorted.last ?? 0), \"positions_per_ms\": \(rate)}")
case "record":
    guard args.count > 2, let seed = UInt64(args[1]), let every = Int(args[2]), every > 0 else { fail("record SEED EVERY [MAX]") }
    let most = args.count > 3 ? Int(args[3]) ?? .max : .max
    let player = Expectimax2048(tuning: tuning)
    var g = Game2048(size: 4, seed: seed)
    var n = 0
    while n < most {
        if n % every == 0 { FileHandle.standardOutput.write((hex(Bitboard2048(cells: g.cells)!.bits) + "\n").data(using: .utf8)!) }
        guard let d = player.bestMove(g), let next = g.applying(d) else { break }
        g = next
        n += 1
    }
    FileHandle.standardError.write("moves \(n) largest \(g.largestTile) score \(g.score)\n".data(using: .utf8)!)
case "judge":
    // As many moves ahead as there are distinct tiles (one more than the
    // player), branches cut at 1 in 10,000, every move searched at every
    // level, no budget, and no value reused from a likelier path (beyond
    // the 6% that the table's codes round off): fixed, so that judgements
    // made before and after a change of the player's tuning compare.
    guard args.count > 1 else { fail("judge FILE") }
    let judge = Expectimax2048(tuning: .init(depthBelowDistinct: 0, minProbability: 0.0001,
                                             hopelessMargin: .infinity, likelierPath: 1))
    for b in readBoards(args[1]) {
        _ = judge.bestMove(Bitboard2048(bits: b))
        let values = [Direction.up, .down, .left, .right].map { String(format: "%.3f", judge.values[$0] ?? 0) }
        FileHandle.standardOutput.write((([hex(b)] + values).joined(separator: " ") + "\n").data(using: .utf8)!)
    }
default:
    fail("unknown mode \(mode)")
}
