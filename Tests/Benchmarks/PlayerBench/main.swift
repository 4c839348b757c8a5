// The 2048 player on fixed positions, so two players (or two versions of
// ours) are timed on exactly the same boards:
//   player-bench positions FILE [THINK_MS [DEPTH_BELOW MIN_PROB MARGIN]]
//     one board a line, 16 hex digits (nibble 4r+c is the exponent at row r,
//     column c, as in the 64-bit board); the rest override the player's
//     tuning (depthBelowDistinct, minProbability, hopelessMargin; MARGIN@K
//     applies the margin from the K-th move, hopelessFromMove); every mode that takes a tuning takes
//     these, and every mode but judge takes the settings by name below
//   player-bench record SEED EVERY [MAX]     plays a game, printing every EVERY-th board
//   player-bench judge FILE                  a slower, surer judge of each board's moves
//   player-bench values FILE THINK_MS [DEPTH_BELOW MIN_PROB MARGIN]
//     the player's own four move values on each board, as the judge prints
//     them, then its milliseconds and positions (to see how a shallower
//     search's values predict a deeper one's move)
//   player-bench game SEED THINK_MS OUT [DEPTH_BELOW MIN_PROB MARGIN]
//     one whole game, as `brocade 2048 --autoplay --seed SEED --think THINK_MS
//     --json --move-times` plays and reports it (the same moves), into OUT;
//     OUT.partial keeps the game so far, written every half minute, and a
//     later call with the same OUT goes on from it, so a long run that is
//     stopped loses half a minute, not the game; OUT.wall-T keeps the board
//     and score (a line for `wall`) when the tiles first add up to 1.75 T
//     with T the largest (T + T/2 + T/4), for T = 4096, 8192 and 16384
//   player-bench reach SEED SUM THINK_MS [DEPTH_BELOW MIN_PROB MARGIN]
//     plays a game until its tiles add up to SUM, and prints that board and
//     its score (to make boards for `wall`)
//   player-bench wall FILE RESEEDS THINK_MS [DEPTH_BELOW MIN_PROB MARGIN]
//     plays on from each board of FILE (a board and a score a line) with new
//     tiles from each of seeds 1 to RESEEDS, until its largest tile doubles
//     or the game ends: the walls that strong games die at, where the board
//     must hold one tile of each size before the last merges; prints a line
//     a game
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

// Settings by name, anywhere after the mode and in every mode (record
// too): below=N (depthBelowDistinct), cutoff=P (minProbability),
// prune=MARGIN[@MOVE] (hopelessMargin, hopelessFromMove).
let namedPrefixes = ["below=", "cutoff=", "prune="]
let named = CommandLine.arguments.dropFirst().filter { a in namedPrefixes.contains { a.hasPrefix($0) } }
let args = CommandLine.arguments.dropFirst().filter { a in !namedPrefixes.contains { a.hasPrefix($0) } }
guard let mode = args.first else { fail("usage: player-bench positions FILE [THINK_MS] | record SEED EVERY [MAX] | judge FILE") }
/// MARGIN[@MOVE]: the hopeless margin and the move it applies from (2
/// when no move is given, and never less, as `Tuning.init` keeps it).
func hopeless(_ text: String) -> (margin: Float, fromMove: Int)? {
    let parts = text.split(separator: "@").map(String.init)
    guard let margin = parts.first.flatMap(Float.init), let from = parts.count > 1 ? Int(parts[1]) : 2 else { return nil }
    return (margin, max(2, from))
}

let positionalTuning: Expectimax2048.Tuning = {
    // positions FILE THINK [tuning], game SEED THINK OUT [tuning],
    // reach SEED SUM THINK [tuning], wall FILE RESEEDS THINK [tuning]
    let first = mode == "positions" || mode == "values" ? 3 : 4
    let thinkArgument = mode == "positions" || mode == "values" || mode == "game" ? 2 : 3
    if ["positions", "values", "game", "reach", "wall"].contains(mode), args.count > thinkArgument {
        guard let ms = Int(args[thinkArgument]) else { fail("THINK_MS must be a number") }
        var t = ms == 0 ? Expectimax2048.Tuning() : Expectimax2048.Tuning(thinkMilliseconds: ms)
        if args.count > first + 2 {
            guard let below = Int(args[first]), let p = Float(args[first + 1]), let prune = hopeless(args[first + 2]) else {
                fail("DEPTH_BELOW, MIN_PROB and MARGIN[@MOVE] must be numbers")
            }
            (t.depthBelowDistinct, t.minProbability) = (below, p)
            (t.hopelessMargin, t.hopelessFromMove) = (prune.margin, prune.fromMove)
        }
        return t
    }
    return Expectimax2048.Tuning(thinkMilliseconds: Expectimax2048.Tuning.defaultThinkMilliseconds)
}()

let tuning: Expectimax2048.Tuning = {
    var t = positionalTuning
    for setting in named {
        let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
        let (name, value) = (parts[0], parts.count > 1 ? parts[1] : "")
        switch name {
        case "below":
            guard let below = Int(value) else { fail("below=N needs a number of moves") }
            t.depthBelowDistinct = below
        case "cutoff":
            guard let p = Float(value), p >= 0 else { fail("cutoff=P needs a probability") }
            t.minProbability = p
        case "prune":
            guard let prune = hopeless(value) else { fail("prune=MARGIN[@MOVE] needs numbers") }
            (t.hopelessMargin, t.hopelessFromMove) = (prune.margin, prune.fromMove)
        default:
            fail("unknown setting \(setting)")
        }
    }
    return t
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
    // As many moves ahead as there are distinct tiles (as deep as the
    // player since it became the default, one more than the player before
    // it), branches cut at 1 in 10,000, every move searched at every
    // level, no budget, and no value reused from a
    // likelier path (beyond the 6% that the table's codes round off):
    // fixed, so that judgements made before and after a change of the
    // player's tuning compare.
    guard args.count > 1 else { fail("judge FILE") }
    let judge = Expectimax2048(tuning: .init(depthBelowDistinct: 0, minProbability: 0.0001,
                                             hopelessMargin: .infinity, likelierPath: 1))
    for b in readBoards(args[1]) {
        _ = judge.bestMove(Bitboard2048(bits: b))
        let values = [Direction.up, .down, .left, .right].map { String(format: "%.3f", judge.values[$0] ?? 0) }
        FileHandle.standardOutput.write((([hex(b)] + values).joined(separator: " ") + "\n").data(using: .utf8)!)
    }
case "values":
    guard args.count > 2 else { fail("values FILE THINK_MS [DEPTH_BELOW MIN_PROB MARGIN]") }
    let player = Expectimax2048(tuning: tuning)
    for b in readBoards(args[1]) {
        let t0 = nowSeconds()
        _ = player.bestMove(Bitboard2048(bits: b))
        let ms = (nowSeconds() - t0) * 1000
        let values = [Direction.up, .down, .left, .right].map { String(format: "%.3f", player.values[$0] ?? 0) }
        let line = ([hex(b)] + values + [String(format: "%.2f", ms), "\(player.nodes)"]).joined(separator: " ")
        FileHandle.standardOutput.write((line + "\n").data(using: .utf8)!)
    }
case "game":
    guard args.count > 3, let seed = UInt64(args[1]) else { fail("game SEED THINK_MS OUT [DEPTH_BELOW MIN_PROB MARGIN]") }
    playCheckpointed(seed: seed, thinkMilliseconds: Int(args[2]) ?? 0, tuning: tuning, out: args[3])
case "reach":
    guard args.count > 3, let seed = UInt64(args[1]), let sum = Int(args[2]) else {
        fail("reach SEED SUM THINK_MS [DEPTH_BELOW MIN_PROB MARGIN]")
    }
    let player = Expectimax2048(tuning: tuning)
    var g = Game2048(size: 4, seed: seed)
    while g.cells.reduce(0, +) < sum, let d = player.bestMove(g), let next = g.applying(d) { g = next }
    if g.cells.reduce(0, +) >= sum { print("\(hex(Bitboard2048(cells: g.cells)!.bits)) \(g.score)") }
case "wall":
    guard args.count > 3, let reseeds = UInt64(args[2]), reseeds > 0 else {
        fail("wall FILE RESEEDS THINK_MS [DEPTH_BELOW MIN_PROB MARGIN]")
    }
    guard let data = FileManager.default.contents(atPath: args[1]) else { fail("cannot read the boards file") }
    let starts: [(UInt64, Int)] = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap {
        let parts = $0.split(separator: " ")
        guard parts.count >= 2, let b = UInt64(parts[0], radix: 16), let score = Int(parts[1]) else { return nil }
        return (b, score)
    }
    let player = Expectimax2048(tuning: tuning)
    var passed = 0, games = 0, moves = 0
    var seconds = 0.0
    for (b, score) in starts {
        for reseed in 1...reseeds {
            var g = Game2048(size: 4, cells: Bitboard2048(bits: b).cells, score: score, rng: SeededRandom(seed: reseed))
            let t0 = nowSeconds()
            var n = 0
            let goal = 2 * g.largestTile
            while g.largestTile < goal, let d = player.bestMove(g), let next = g.applying(d) {
                g = next
                n += 1
            }
            let s = nowSeconds() - t0
            let pass = g.largestTile >= goal
            let line = "\(hex(b)) \(reseed) \(pass ? "pass" : "fail") \(n) moves \(String(format: "%.1f", s / Double(max(1, n)) * 1000)) ms\n"
            FileHandle.standardOutput.write(line.data(using: .utf8)!)
            (passed, games, moves, seconds) = (passed + (pass ? 1 : 0), games + 1, moves + n, seconds + s)
        }
    }
    print(String(format: "wall %d of %d passed; %d moves, %.2f ms a move", passed, games, moves, seconds / Double(max(1, moves)) * 1000))
default:
    fail("unknown mode \(mode)")
}

/// A game in progress, as `game` keeps it between calls.
struct PartialGame: Codable {
    var game: Game2048
    var msPerMove: [Double]
    /// Positions weighed a move: unlike the times, the same on any machine
    /// under any load.
    var positionsPerMove: [Int]? = []
}

/// The autoplay report's shape (`brocade 2048 --autoplay --json --move-times`),
/// as much of it as the run scripts read.
struct GameReport: Codable {
    struct Game: Codable {
        var seed: UInt64
        var tile: Int
        var score: Int
        var moves: Int
        var over: Bool
        var msPerMove: [Double]
        var positionsPerMove: [Int]?
    }
    var games: [Game]
    var thinkMs: Int
}

func write<T: Encodable>(_ value: T, to path: String) {
    let tmp = path + ".tmp"
    guard let data = try? JSONEncoder().encode(value), FileManager.default.createFile(atPath: tmp, contents: data),
          rename(tmp, path) == 0 else { fail("cannot write \(path)") }
}

func playCheckpointed(seed: UInt64, thinkMilliseconds: Int, tuning: Expectimax2048.Tuning, out: String) {
    let partialPath = out + ".partial"
    var state = PartialGame(game: Game2048(size: 4, seed: seed), msPerMove: [])
    if let data = FileManager.default.contents(atPath: partialPath) {
        guard let saved = try? JSONDecoder().decode(PartialGame.self, from: data) else { fail("cannot read \(partialPath)") }
        state = saved
    }
    // The player keeps nothing between moves that changes a move, so a game
    // picked up again plays on exactly as it would have.
    let player = Expectimax2048(tuning: tuning)
    var lastSave = nowSeconds()
    // The walls not yet passed; each is looked for on disk once (a game
    // picked up again may have kept it already), not on every move.
    var wallsAhead: Set = [4096, 8192, 16_384]
    while true {
        let largest = state.game.largestTile
        if wallsAhead.contains(largest), state.game.cells.reduce(0, +) >= largest / 4 * 7 {
            wallsAhead.remove(largest)
            let wallPath = "\(out).wall-\(largest)"
            let line = "\(hex(Bitboard2048(cells: state.game.cells)!.bits)) \(state.game.score)\n"
            guard FileManager.default.fileExists(atPath: wallPath)
                || FileManager.default.createFile(atPath: wallPath, contents: line.data(using: .utf8)) else {
                fail("cannot write \(wallPath)")
            }
        }
        let t0 = nowSeconds()
        guard let d = player.bestMove(state.game), let next = state.game.applying(d) else { break }
        state.game = next
        let t1 = nowSeconds()
        state.msPerMove.append((t1 - t0) * 1000)
        state.positionsPerMove?.append(player.nodes)
        if t1 - lastSave > 30 {
            write(state, to: partialPath)
            lastSave = t1
        }
    }
    let g = state.game
    write(GameReport(games: [.init(seed: seed, tile: g.largestTile, score: g.score, moves: state.msPerMove.count,
                                   over: g.isGameOver, msPerMove: state.msPerMove,
                                   positionsPerMove: state.positionsPerMove)],
                     thinkMs: thinkMilliseconds), to: out)
    unlink(partialPath)
    print("seed \(seed): tile \(g.largestTile), score \(g.score), \(state.msPerMove.count) moves")
}
