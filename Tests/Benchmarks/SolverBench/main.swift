// Release-build benchmark of the sliding-puzzle solvers (swift run -c release
// solver-bench): one line per item, every solution checked.
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

/// The process's peak resident memory. Linux's VmHWM starts afresh at exec,
/// unlike getrusage's maximum, which `swift run` would inflate.
func peakResidentMB() -> Double {
    if let f = fopen("/proc/self/status", "r") {
        defer { fclose(f) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, 256, f) != nil {
            let text = line.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            if text.hasPrefix("VmHWM:") {
                let kb = text.split(separator: " ").compactMap { Double($0) }.first ?? 0
                return kb / 1024
            }
        }
    }
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

func fail(_ message: String) -> Never {
    print("FAILED: \(message)")
    exit(1)
}

/// Applies the moves one by one with the rules; true when they are all legal
/// and end solved.
func solves(_ puzzle: SlidingRules, _ moves: [Int]) -> Bool {
    var r = puzzle
    for m in moves {
        guard r.path(from: m).count == 1, let next = r.applying(m) else { return false }
        r = next
    }
    return r.isSolved
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
}

func ms(_ s: Double) -> String { s < 0.01 ? String(format1(s * 1000, 2)) : String(format1(s * 1000, 1)) }

func format1(_ x: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let v = (x * scale).rounded() / scale
    var s = "\(v)"
    if let dot = s.firstIndex(of: ".") {
        let decimals = s.distance(from: dot, to: s.endIndex) - 1
        if decimals < digits { s += String(repeating: "0", count: digits - decimals) }
    }
    return s
}

// MARK: 8-puzzle: every solvable position against a breadth-first table.

let only = getenv("SOLVER_BENCH_ONLY").map { String(cString: $0) }

/// Lehmer rank of a permutation of 0..<n.
func permutationRank(_ p: [Int]) -> Int {
    var r = 0
    for i in 0..<p.count {
        var smaller = 0
        for j in (i + 1)..<p.count where p[j] < p[i] { smaller += 1 }
        r = r * (p.count - i) + smaller
    }
    return r
}

/// The permutation of 0..<n with Lehmer rank `rank`.
func permutation(rank: Int, count n: Int) -> [Int] {
    var digits = [Int](repeating: 0, count: n)
    var r = rank
    for i in stride(from: n - 1, through: 0, by: -1) {
        digits[i] = r % (n - i)
        r /= n - i
    }
    var left = Array(0..<n)
    return digits.map { left.remove(at: $0) }
}

/// Distances from the goal over single-tile steps (diagonal ones too when
/// `king`), by permutation rank; 255 where unreachable.
func breadthFirst3x3(king: Bool) -> [UInt8] {
    var dist = [UInt8](repeating: 255, count: 362_880)
    let goal = permutationRank([1, 2, 3, 4, 5, 6, 7, 8, 0])
    var queue: [Int32] = [Int32(goal)]
    dist[goal] = 0
    var head = 0
    while head < queue.count {
        var s = permutation(rank: Int(queue[head]), count: 9)
        let d = dist[Int(queue[head])]
        head += 1
        let b = s.firstIndex(of: 0)!
        for dr in -1...1 {
            for dc in -1...1 where (dr != 0 || dc != 0) && (king || dr == 0 || dc == 0) {
                let r = b / 3 + dr, c = b % 3 + dc
                guard (0..<3).contains(r), (0..<3).contains(c) else { continue }
                s.swapAt(b, r * 3 + c)
                let k = permutationRank(s)
                s.swapAt(b, r * 3 + c)
                if dist[k] == 255 {
                    dist[k] = d + 1
                    queue.append(Int32(k))
                }
            }
        }
    }
    return dist
}

// Figures for make bench's table, printed last as one JSON line.
var result: [String] = []

if only == nil || only == "8" {
    let table = breadthFirst3x3(king: false)
    var total = 0.0, maxLength = 0, nodes = 0, positions = 0
    for rank in 0..<table.count where table[rank] != 255 {
        let tiles = permutation(rank: rank, count: 9)
        positions += 1
        let puzzle = SlidingRules(size: 3, level: .norm, tiles: tiles)
        let t0 = nowSeconds()
        guard let s = SlideSolver.solve(puzzle, databases: nil) else { fail("8-puzzle unsolved \(tiles)") }
        total += nowSeconds() - t0
        guard s.optimal, s.moves.count == Int(table[rank]), solves(puzzle, s.moves) else {
            fail("8-puzzle wrong \(tiles)")
        }
        maxLength = max(maxLength, s.moves.count)
        nodes += s.nodes
    }
    print("8-puzzle norm: \(positions) positions, all optimal (BFS), \(format1(total, 2)) s total, max length \(maxLength), mean nodes \(format1(Double(nodes) / Double(positions), 1))")
    result.append("\"eight\": {\"positions\": \(positions), \"seconds\": \(total), \"longest\": \(maxLength), \"all_optimal\": true}")

    let kingTable = breadthFirst3x3(king: true)
    var rng = SeededRandom(seed: 7)
    var someTotal = 0.0, someWorst = 0.0
    let sample = 2000
    for _ in 0..<sample {
        let tiles = rng.shuffled(Array(0..<9))
        let puzzle = SlidingRules(size: 3, level: .some, tiles: tiles)
        let t0 = nowSeconds()
        guard let s = SlideSolver.solve(puzzle, databases: nil) else { fail("8-puzzle some unsolved") }
        let dt = nowSeconds() - t0
        someTotal += dt
        someWorst = max(someWorst, dt)
        guard s.optimal, s.moves.count == Int(kingTable[permutationRank(tiles)]), solves(puzzle, s.moves) else {
            fail("8-puzzle some wrong \(tiles)")
        }
    }
    print("8-puzzle some: \(sample) random, all optimal (BFS), mean \(ms(someTotal / Double(sample))) ms, worst \(ms(someWorst)) ms")
}

// MARK: 15-puzzle

let fifteen = only == nil || only == "15"
// How many of the 80-move positions (0 to 17): a minute or so each before issue 18's work.
let hardCount = min(hardest80.count, max(0, getenv("SOLVER_BENCH_HARD").flatMap { Int(String(cString: $0)) } ?? 0))
let needDatabases = fifteen || only == "korf" || (only == "80" && hardCount > 0)
let rssBefore = peakResidentMB()
let t0 = nowSeconds()
let db = needDatabases ? SlidePatternDatabase.build() : nil
let buildTime = nowSeconds() - t0

if fifteen, let db {
    print("15-puzzle databases: built in \(format1(buildTime, 2)) s, \(db.byteCount) bytes, peak RSS \(format1(rssBefore, 1)) MB before, \(format1(peakResidentMB(), 1)) MB after")
    var times: [Double] = []
    var nodes = 0, length = 0
    for seed in UInt64(1)...100 {
        let puzzle = SlidingRules.shuffled(size: 4, level: .norm, seed: seed)
        let t = nowSeconds()
        guard let s = SlideSolver.solve(puzzle, databases: db) else { fail("15-puzzle unsolved seed \(seed)") }
        times.append(nowSeconds() - t)
        guard s.optimal, solves(puzzle, s.moves) else { fail("15-puzzle wrong seed \(seed)") }
        nodes += s.nodes
        length += s.moves.count
    }
    let sorted = times.sorted()
    let sum = times.reduce(0, +)
    result.append("\"fifteen\": {\"build_seconds\": \(buildTime), \"database_mib\": \(Double(db.byteCount) / 1_048_576), "
        + "\"positions\": 100, \"median_ms\": \(percentile(sorted, 0.5) * 1000), \"p90_ms\": \(percentile(sorted, 0.9) * 1000), "
        + "\"worst_ms\": \(sorted.last! * 1000), \"nodes_per_second\": \(Double(nodes) / sum), \"mean_length\": \(Double(length) / 100)}")
    print("15-puzzle norm: 100 shuffles optimal, median \(ms(percentile(sorted, 0.5))) ms, p90 \(ms(percentile(sorted, 0.9))) ms, worst \(ms(sorted.last!)) ms, mean length \(format1(Double(length) / 100, 1)), mean nodes \(nodes / 100), \(Int(Double(nodes) / sum / 1000)) k nodes/s")
}

/// Korf's 100: every one must come out at its published optimal length.
@MainActor func runKorf(_ db: SlidePatternDatabase, key: String, label: String) {
    var times: [Double] = []
    var nodes = 0
    for (i, instance) in korf100.enumerated() {
        let puzzle = SlidingRules(size: 4, level: .norm, tiles: ourBoard(korf: instance.tiles))
        let t = nowSeconds()
        guard let s = SlideSolver.solve(puzzle, databases: db) else { fail("Korf #\(i + 1) unsolved") }
        times.append(nowSeconds() - t)
        guard s.optimal, s.moves.count == instance.length, solves(puzzle, s.moves) else {
            fail("Korf #\(i + 1): \(s.moves.count) moves, published \(instance.length)")
        }
        nodes += s.nodes
    }
    let sorted = times.sorted()
    let sum = times.reduce(0, +)
    print("15-puzzle Korf's 100, \(label): all at their published optimal lengths, mean \(ms(sum / 100)) ms, median \(ms(percentile(sorted, 0.5))) ms, worst \(ms(sorted.last!)) ms, total \(format1(sum, 2)) s, mean nodes \(nodes / 100), \(Int(Double(nodes) / sum / 1000)) k nodes/s")
    result.append("\"\(key)\": {\"positions\": 100, \"mean_ms\": \(sum * 10), \"median_ms\": \(percentile(sorted, 0.5) * 1000), "
        + "\"worst_ms\": \(sorted.last! * 1000), \"mean_nodes\": \(Double(nodes) / 100), \"nodes_per_second\": \(Double(nodes) / sum)}")
}

/// The first `count` 80-move positions: each must take exactly 80.
@MainActor func runHardest(_ db: SlidePatternDatabase, count: Int, key: String, label: String) {
    guard count > 0 else { return }
    var times: [Double] = []
    var nodes = 0
    for (i, tiles) in hardest80.prefix(count).enumerated() {
        let puzzle = SlidingRules(size: 4, level: .norm, tiles: tiles)
        let t = nowSeconds()
        guard let s = SlideSolver.solve(puzzle, databases: db) else { fail("80-move #\(i + 1) unsolved") }
        let dt = nowSeconds() - t
        times.append(dt)
        guard s.optimal, s.moves.count == 80, solves(puzzle, s.moves) else {
            fail("80-move #\(i + 1): \(s.moves.count) moves")
        }
        nodes += s.nodes
        print("  80-move #\(i + 1), \(label): 80 moves, \(format1(dt, 2)) s, \(s.nodes) nodes")
    }
    let sum = times.reduce(0, +)
    let n = Double(times.count)
    print("15-puzzle 80-move positions, \(label): \(times.count) of \(hardest80.count), all 80 moves, mean \(format1(sum / n, 2)) s, worst \(format1(times.max()!, 2)) s, mean nodes \(Int(Double(nodes) / n))")
    result.append("\"\(key)\": {\"positions\": \(times.count), \"of\": \(hardest80.count), \"mean_s\": \(sum / n), "
        + "\"worst_s\": \(times.max()!), \"mean_nodes\": \(Double(nodes) / n)}")
}

if fifteen || only == "korf", let db { runKorf(db, key: "korf", label: "6-6-3 tables") }
if fifteen || only == "80", let db { runHardest(db, count: hardCount, key: "hardest", label: "6-6-3 tables") }

// MARK: Large tables (7-8)

/// A file mapped read-only, as `brocade solve` maps the cached tables.
final class MappedTables: SlideTableBytes, @unchecked Sendable {
    let bytes: UnsafeRawBufferPointer
    init?(_ path: String) {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_size > 0,
              let p = mmap(nil, Int(st.st_size), PROT_READ, MAP_PRIVATE, fd, 0), p != MAP_FAILED else { return nil }
        bytes = UnsafeRawBufferPointer(start: p, count: Int(st.st_size))
    }
    deinit { munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count) }
}

// Built (minutes, two threads), written to a file and mapped, as the game
// keeps them; SOLVER_BENCH_LARGE_FILE keeps that file and reuses it.
if getenv("SOLVER_BENCH_LARGE").map({ String(cString: $0) == "1" }) ?? false {
    let kept = getenv("SOLVER_BENCH_LARGE_FILE").map { String(cString: $0) }
    let path = kept ?? "/tmp/solver-bench-large-\(getpid()).pdb"
    defer { if kept == nil { unlink(path) } }
    var built = false
    if kept == nil || MappedTables(path).flatMap({ try? SlidePatternDatabase(mapping: $0, check: .full) }) == nil {
        let rss = peakResidentMB()
        let t = nowSeconds()
        let big = SlidePatternDatabase.buildLarge()
        let seconds = nowSeconds() - t
        let peak = peakResidentMB()
        print("15-puzzle large tables (7-8): built in \(format1(seconds, 1)) s, \(big.byteCount) bytes, peak RSS \(format1(rss, 1)) MB before, \(format1(peak, 1)) MB after")
        let bytes = big.encoded()
        guard let f = fopen(path, "w") else { fail("cannot write \(path)") }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
        fclose(f)
        guard written == bytes.count else { fail("cannot write \(path)") }
        result.append("\"large_build\": {\"seconds\": \(seconds), \"file_mib\": \(Double(bytes.count) / 1_048_576), \"peak_rss_mb\": \(peak)}")
        built = true
    }
    guard let file = MappedTables(path), let large = try? SlidePatternDatabase(mapping: file, check: .sample) else {
        fail("the large tables in \(path) do not read back")
    }
    if !built { print("15-puzzle large tables (7-8): mapped from \(path), not built") }
    runKorf(large, key: "korf_large", label: "large tables")
    runHardest(large, count: hardCount, key: "hardest_large", label: "large tables")
}

// MARK: 24-puzzle (5x5): nearly optimal within a time budget

/// Other partitions tried (SOLVER_BENCH_5X5_PARTITION=1, 2): the rows (their
/// reflection is the columns), and 2x3 blocks less a tile.
let fiveByFivePartitions: [[[Int]]] = [
    SlidePatternDatabase.fiveByFivePartition,
    [[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [11, 12, 13, 14, 15], [16, 17, 18, 19, 20], [21, 22, 23, 24]],
    [[1, 2, 6, 7, 11], [3, 4, 5, 8, 9], [10, 14, 15, 19, 20], [12, 13, 16, 17, 18], [21, 22, 23, 24]],
]

func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

// Built (two threads), written to a file and mapped, as the game keeps them;
// SOLVER_BENCH_5X5_FILE keeps that file and reuses it. SOLVER_BENCH_BUDGET_MS
// is each solve's budget (2000), SOLVER_BENCH_5X5_COUNT how many of the 50.
/// The 5x5 tables, once, for the 24-puzzle and the larger boards' last 5x5.
func fiveByFiveTables() -> (db: SlidePatternDatabase, file: MappedTables, buildSeconds: Double?, fileBytes: Int) {
    let choice = environment("SOLVER_BENCH_5X5_PARTITION").flatMap { Int($0) } ?? 0
    let kept = environment("SOLVER_BENCH_5X5_FILE")
    let path = kept ?? "/tmp/solver-bench-5x5-\(getpid()).pdb"
    defer { if kept == nil { unlink(path) } }
    var buildSeconds: Double?, fileBytes = 0
    if kept == nil || MappedTables(path).flatMap({ try? SlidePatternDatabase(mapping: $0, check: .full) }) == nil {
        let rss = peakResidentMB()
        let t = nowSeconds()
        let built = SlidePatternDatabase.buildFiveByFive(partition: fiveByFivePartitions[choice])
        let seconds = nowSeconds() - t
        let peak = peakResidentMB()
        let bytes = built.encoded()
        fileBytes = bytes.count
        print("24-puzzle tables (partition \(choice)): built in \(format1(seconds, 1)) s, \(built.byteCount) bytes in memory, \(bytes.count) on disk, peak RSS \(format1(rss, 1)) MB before, \(format1(peak, 1)) MB after")
        guard let f = fopen(path, "w") else { fail("cannot write \(path)") }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
        fclose(f)
        guard written == bytes.count else { fail("cannot write \(path)") }
        buildSeconds = seconds
    }
    guard let file = MappedTables(path), let db = try? SlidePatternDatabase(mapping: file, check: .sample) else {
        fail("the 24-puzzle tables in \(path) do not read back")
    }
    fileBytes = file.bytes.count
    if buildSeconds == nil { print("24-puzzle tables: mapped from \(path), not built") }
    return (db, file, buildSeconds, fileBytes)
}
let fiveByFive = only == nil || only == "5x5" || only == "near" ? fiveByFiveTables() : nil

if only == nil || only == "5x5", let (db, _, buildSeconds, fileBytes) = fiveByFive {
    let budget = environment("SOLVER_BENCH_BUDGET_MS").flatMap { Int($0) } ?? 2000
    let count = min(korfFelner50.count, environment("SOLVER_BENCH_5X5_COUNT").flatMap { Int($0) } ?? 50)
    var times: [Double] = [], ratios: [Double] = [], quickRatios: [Double] = []
    var nodes = 0, length = 0, optimal = 0, proven = 0.0
    for (i, instance) in korfFelner50.prefix(count).enumerated() {
        let puzzle = SlidingRules(size: 5, level: .norm, tiles: ourBoard(korfFelner: instance.tiles))
        guard let quick = SlideSolver.solve(puzzle, databases: nil), solves(puzzle, quick.moves) else {
            fail("24-puzzle #\(i + 1): the quick solver fails")
        }
        let t = nowSeconds()
        guard let s = SlideSolver.solve(puzzle, databases: SlideDatabases(fiveByFive: db),
                                        deadline: .now + .milliseconds(budget)) else { fail("24-puzzle #\(i + 1) unsolved") }
        let dt = nowSeconds() - t
        times.append(dt)
        guard solves(puzzle, s.moves) else { fail("24-puzzle #\(i + 1): not a solution") }
        guard s.moves.count >= instance.length else { fail("24-puzzle #\(i + 1): shorter than the published optimum") }
        guard let bound = s.bound, Double(s.moves.count) <= bound * Double(instance.length) + 1e-9 else {
            fail("24-puzzle #\(i + 1): \(s.moves.count) moves, claimed bound \(s.bound.map { "\($0)" } ?? "none") of \(instance.length)")
        }
        let ratio = Double(s.moves.count) / Double(instance.length)
        ratios.append(ratio)
        quickRatios.append(Double(quick.moves.count) / Double(instance.length))
        nodes += s.nodes
        length += s.moves.count
        proven += bound
        if s.moves.count == instance.length { optimal += 1 }
        print("  24-puzzle #\(i + 1): \(s.moves.count) moves (optimum \(instance.length), ratio \(format1(ratio, 3)), proven \(format1(bound, 3))), \(ms(dt)) ms, \(s.nodes) nodes")
    }
    let n = Double(times.count)
    let sorted = times.sorted()
    let meanRatio = ratios.reduce(0, +) / n
    print("24-puzzle Korf and Felner's \(times.count): mean length \(format1(Double(length) / n, 2)) (optimum \(format1(Double(korfFelner50.prefix(count).map(\.length).reduce(0, +)) / n, 2))), ratio mean \(format1(meanRatio, 4)), worst \(format1(ratios.max()!, 4)), \(optimal) optimal, mean proven bound \(format1(proven / n, 3)); time median \(ms(percentile(sorted, 0.5))) ms, worst \(ms(sorted.last!)) ms (budget \(budget) ms); mean nodes \(Int(Double(nodes) / n)); quick solver's ratio \(format1(quickRatios.reduce(0, +) / n, 3))")
    result.append("\"twenty_four\": {\"positions\": \(times.count), \"budget_ms\": \(budget), \"mean_length\": \(Double(length) / n), "
        + "\"mean_ratio\": \(meanRatio), \"worst_ratio\": \(ratios.max()!), \"optimal\": \(optimal), "
        + "\"median_ms\": \(percentile(sorted, 0.5) * 1000), \"worst_ms\": \(sorted.last! * 1000), \"mean_nodes\": \(Double(nodes) / n), "
        + "\"build_seconds\": \(buildSeconds.map { "\($0)" } ?? "null"), \"tables_mib\": \(Double(db.byteCount) / 1_048_576), "
        + "\"file_mib\": \(Double(fileBytes) / 1_048_576)}")
}

// MARK: Larger boards

let shuffles = getenv("SOLVER_BENCH_SHUFFLES").flatMap { Int(String(cString: $0)) } ?? 20
var large: [String] = []
for level in [SlidingRules.Level.norm, .some, .none] where only == nil || only == "big" {
    for size in 4...8 {
        var worst = 0.0, length = 0
        for seed in UInt64(1)...UInt64(shuffles) {
            let puzzle = SlidingRules.shuffled(size: size, level: level, seed: seed)
            let t = nowSeconds()
            guard let s = SlideSolver.solve(puzzle, databases: nil) else { fail("\(size)x\(size) \(level) unsolved") }
            worst = max(worst, nowSeconds() - t)
            guard solves(puzzle, s.moves) else { fail("\(size)x\(size) \(level) wrong seed \(seed)") }
            length += s.moves.count
        }
        print("\(size)x\(size) \(level) (no databases): \(shuffles) shuffles, worst \(ms(worst)) ms, mean length \(format1(Double(length) / Double(shuffles), 1))")
        if level == .norm && size >= 5 {
            large.append("\"\(size)\": {\"worst_ms\": \(worst * 1000), \"mean_length\": \(Double(length) / Double(shuffles))}")
        }
    }
}
if !large.isEmpty { result.append("\"large\": {\(large.joined(separator: ", "))}") }

// MARK: 6x6 to 8x8, near the fewest

/// The Manhattan distance of a norm position (goal: tile t in cell t - 1).
func manhattan(_ tiles: [Int], size n: Int) -> Int {
    var d = 0
    for (c, t) in tiles.enumerated() where t != 0 { d += abs((t - 1) / n - c / n) + abs((t - 1) % n - c % n) }
    return d
}

func envInt(_ name: String) -> Int? { getenv(name).flatMap { Int(String(cString: $0)) } }

// SlideLargeBoard on uniformly random solvable permutations (SlidingRules.shuffled,
// seeds 1 to SOLVER_BENCH_NEAR, 20 unless told), each with a 2 s deadline
// (SOLVER_BENCH_SECONDS), as the game and `brocade solve` solve them: the
// last 5x5 by the 5x5 search on the real tables. Also shown: the same with
// today's quick 5x5 solve (SOLVER_BENCH_QUICK=1 only). SOLVER_BENCH_SIZE
// picks one size; the other SOLVER_BENCH_ variables below change the
// solver's knobs, for measuring them.
let nearCount = envInt("SOLVER_BENCH_NEAR") ?? 20
let nearSeconds = envInt("SOLVER_BENCH_SECONDS") ?? 2
var nearOptions = SlideLargeBoard.Options()
if let v = envInt("SOLVER_BENCH_GROUP") { nearOptions.groupSize = v }
if let v = envInt("SOLVER_BENCH_WG") { nearOptions.groupWeight = v }
if let v = envInt("SOLVER_BENCH_WR") { nearOptions.restWeight = v }
if let v = envInt("SOLVER_BENCH_WM") { nearOptions.moveWeight = v }
if let v = envInt("SOLVER_BENCH_BEAM") { nearOptions.beam = v }
if let v = envInt("SOLVER_BENCH_EXTRA") { nearOptions.extraLevels = v }
if let v = envInt("SOLVER_BENCH_WINDOW") { nearOptions.window = v }
// The beam over lines (SlideStageBeam): reductions kept a line, ways kept a
// search, both orders at a corner (1) or row first (0), the tenths of the
// free tiles' distance they are ranked by.
if let v = envInt("SOLVER_BENCH_STAGES") { nearOptions.stages = v }
if let v = envInt("SOLVER_BENCH_GOALS") { nearOptions.goals = v }
if let v = envInt("SOLVER_BENCH_ORDERS") { nearOptions.bothOrders = v != 0 }
if let v = envInt("SOLVER_BENCH_STAGE_REST") { nearOptions.stageRestTenths = v }
let nearSizes = envInt("SOLVER_BENCH_SIZE").map { [$0] } ?? [6, 7, 8]
let nearVerbose = getenv("SOLVER_BENCH_VERBOSE") != nil
var near: [String] = []
let nearQuick = envInt("SOLVER_BENCH_QUICK") == 1
for size in nearSizes where only == nil || only == "near" {
    guard let db = fiveByFive?.db else { break }
    var times: [Double] = [], ratios: [Double] = []
    var length = 0
    for seed in UInt64(1)...UInt64(nearCount) {
        let puzzle = SlidingRules.shuffled(size: size, level: .norm, seed: seed)
        let md = manhattan(puzzle.tiles, size: size)
        let finish: SlideLargeBoard.Finisher = { tiles5, by in
            nearQuick ? SlideSolver.solve(SlidingRules(size: 5, level: .norm, tiles: tiles5), databases: nil)?.moves
                : SlideSolver.solve(SlidingRules(size: 5, level: .norm, tiles: tiles5),
                                    databases: SlideDatabases(fiveByFive: db), deadline: by)?.moves
        }
        let t = nowSeconds()
        guard let s = SlideLargeBoard.solve(puzzle.tiles, size: size, deadline: .now + .seconds(nearSeconds),
                                            isCancelled: { false }, options: nearOptions, finish: finish) else {
            fail("\(size)x\(size) near: unsolved seed \(seed)")
        }
        times.append(nowSeconds() - t)
        guard solves(puzzle, s.moves) else { fail("\(size)x\(size) near: wrong seed \(seed)") }
        length += s.moves.count
        ratios.append(Double(s.moves.count) / Double(md))
        if nearVerbose {
            print("  \(size)x\(size) seed \(seed): MD \(md), \(s.moves.count) moves (\(format1(ratios.last!, 2))x), \(ms(times.last!)) ms")
        }
    }
    let n = Double(nearCount)
    let sorted = times.sorted()
    let meanRatio = ratios.reduce(0, +) / n
    print("\(size)x\(size) near (\(nearQuick ? "quick 5x5" : "5x5 search")): \(nearCount) random positions, all checked; mean \(format1(Double(length) / n, 1)) moves, \(format1(meanRatio, 3))x the Manhattan distance (worst \(format1(ratios.max()!, 3))x); time median \(ms(percentile(sorted, 0.5))) ms, worst \(ms(sorted.last!)) ms")
    near.append("\"\(size)\": {\"positions\": \(nearCount), \"mean_length\": \(Double(length) / n), \"mean_ratio\": \(meanRatio), "
        + "\"worst_ratio\": \(ratios.max()!), \"median_ms\": \(percentile(sorted, 0.5) * 1000), \"worst_ms\": \(sorted.last! * 1000)}")
}
if !near.isEmpty { result.append("\"near\": {\(near.joined(separator: ", "))}") }
print("RESULT {\(result.joined(separator: ", "))}")
