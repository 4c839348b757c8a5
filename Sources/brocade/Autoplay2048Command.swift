import ArgumentParser
import BrocadeCore
import BrocadeTUI
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// `brocade 2048 --autoplay`: the computer player plays whole games with no
/// terminal, for measuring it. Nothing is read or written but stdout.
struct Autoplay2048Options: ParsableArguments {
    @Flag(name: .long, help: ArgumentHelp(tr("Let the computer play whole games with no terminal, and print how they went.")))
    var autoplay = false

    @Option(name: .long, help: ArgumentHelp(tr("With --autoplay: how many games, one per seed from --seed up. (default: 1)"), valueName: "n"))
    var games: Int?

    @Flag(name: .long, help: ArgumentHelp(tr("With --autoplay: print JSON instead of lines.")))
    var json = false

    @Option(name: .long, help: ArgumentHelp(tr("With --autoplay: stop each game after n moves, so that players compare on equal moves."), valueName: "n"))
    var maxMoves: Int?

    @Option(name: .long, help: ArgumentHelp(tr("How long the computer player may think a move, in milliseconds, 1 to 10000, for the hint (H), the A key and --autoplay. Counted in positions weighed (\(Expectimax2048.Tuning.positionsPerMillisecond) a millisecond), so a game replays the same on any machine. (default: think_ms from the settings in a game; \(Expectimax2048.Tuning.defaultThinkMilliseconds) with --autoplay, which reads no file)"), valueName: "ms"))
    var think: Int?

    @Flag(name: .long, help: ArgumentHelp(tr("With --autoplay --json: add each game's time for every move, in milliseconds.")))
    var moveTimes = false

    func validate() throws {
        if moveTimes && !json { throw ArgumentParser.ValidationError(tr("--move-times needs --autoplay --json")) }
        if let think, !Expectimax2048.Tuning.thinkRange.contains(think) {
            throw ArgumentParser.ValidationError(tr("--think \(think) is not between \(Expectimax2048.Tuning.thinkRange.lowerBound) and \(Expectimax2048.Tuning.thinkRange.upperBound)"))
        }
        if !autoplay {
            if games != nil { throw ArgumentParser.ValidationError(tr("--games needs --autoplay")) }
            if json { throw ArgumentParser.ValidationError(tr("--json needs --autoplay")) }
            if maxMoves != nil { throw ArgumentParser.ValidationError(tr("--max-moves needs --autoplay")) }
        }
        if let maxMoves, !(1...10_000_000).contains(maxMoves) {
            throw ArgumentParser.ValidationError(tr("--max-moves \(maxMoves) is not between 1 and 10000000"))
        }
        if let games, !(1...1_000_000).contains(games) {
            throw ArgumentParser.ValidationError(tr("--games \(games) is not between 1 and 1000000"))
        }
    }
}

enum Autoplay2048Command {
    /// Plays the games on every core and prints them in seed order, each as
    /// soon as it and the ones before it are done.
    static func run(_ options: Autoplay2048Options, seed: UInt64?, size: Int, thinkMilliseconds: Int) throws {
        let tuning = Expectimax2048.Tuning(thinkMilliseconds: thinkMilliseconds)
        let count = options.games ?? 1
        let seed = seed ?? freshSeed()
        let seeds = (0..<count).map { seed &+ UInt64($0) }
        let printer = Printer(seeds: seeds, lines: !options.json)
        let start = now()
        DispatchQueue.concurrentPerform(iterations: count) { i in
            printer.finished(i, Autoplay2048.play(seed: seeds[i], size: size, maxMoves: options.maxMoves ?? .max, tuning: tuning, now: now))
        }
        let wall = now() - start
        let results = printer.results
        let summary = Autoplay2048.Summary(results)
        if options.json {
            let report = Report(games: results.map { Report.Game($0, moveTimes: options.moveTimes) },
                                summary: Report.Summary(summary, seconds: wall, thinkMilliseconds: thinkMilliseconds))
            Output.standardOutput(try JSONCoding.encode(report) + Array("\n".utf8))
        } else {
            for line in summaryLines(summary, seconds: wall) { emit(line) }
            emit(tr("thinking: up to \(thinkMilliseconds) ms a move (\(tuning.positionBudget ?? 0) positions)"))
        }
    }

    /// Straight to stdout, unbuffered, so a long run shows each game as it ends.
    static func emit(_ line: String) { Output.standardOutput(line + "\n") }

    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    static func gameLine(_ number: Int, _ r: Autoplay2048.GameResult, seedWidth: Int, numberWidth: Int) -> String {
        tr("game \(pad(number, numberWidth))  seed \(pad(r.seed, seedWidth))  score \(pad(r.score, 7))  tile \(pad(r.largestTile, 5))  moves \(pad(r.moves, 5))")
    }

    static func summaryLines(_ s: Autoplay2048.Summary, seconds: Double) -> [String] {
        let tileWidth = String(Autoplay2048.Summary.milestones.last!).count
        var lines = Autoplay2048.Summary.milestones.indices.map { i in
            let tile = Autoplay2048.Summary.milestones[i]
            return tr("reached \(pad(tile, tileWidth)): \(s.reached[i])/\(s.games) (\(percent(s.share(reaching: tile))))")
        }
        lines.append(tr("median score: \(fixedPoint(s.medianScore, 0))"))
        lines.append(tr("ms per move: mean \(fixedPoint(s.meanMillisecondsPerMove, 2)), median \(fixedPoint(s.medianMillisecondsPerMove, 2)), p99 \(fixedPoint(s.p99MillisecondsPerMove, 1)), worst \(fixedPoint(s.worstMillisecondsPerMove, 1))"))
        if s.cutShort > 0 { lines.append(tr("cut short by --max-moves: \(s.cutShort) of \(s.games) games")) }
        lines.append(tr("moves per second: \(fixedPoint(s.movesPerSecond, 0)) per core (\(s.moves) moves in \(fixedPoint(seconds, 1)) s)"))
        return lines
    }

    private static func pad(_ value: some BinaryInteger, _ width: Int) -> String {
        let s = String(value)
        return String(repeating: " ", count: max(0, width - s.count)) + s
    }

    private static func percent(_ share: Double) -> String { fixedPoint(share * 100, 0) + "%" }


    /// Collects results from the worker threads and prints the finished
    /// prefix in seed order, so the lines come out the same however the
    /// games interleave.
    final class Printer: Sendable {
        private struct State {
            var results: [Autoplay2048.GameResult?]
            var printed = 0
        }

        private let state: Mutex<State>
        private let lines: Bool
        private let seedWidth: Int
        private let numberWidth: Int

        init(seeds: [UInt64], lines: Bool) {
            state = Mutex(State(results: Array(repeating: nil, count: seeds.count)))
            self.lines = lines
            seedWidth = seeds.map { String($0).count }.max() ?? 1
            numberWidth = String(seeds.count).count
        }

        func finished(_ index: Int, _ result: Autoplay2048.GameResult) {
            state.withLock { s in
                s.results[index] = result
                while s.printed < s.results.count, let r = s.results[s.printed] {
                    s.printed += 1
                    if lines {
                        Autoplay2048Command.emit(Autoplay2048Command.gameLine(s.printed, r, seedWidth: seedWidth,
                                                                              numberWidth: numberWidth))
                    }
                }
            }
        }

        var results: [Autoplay2048.GameResult] { state.withLock { $0.results.compactMap { $0 } } }
    }

    struct Report: Encodable {
        struct Game: Encodable {
            var seed: UInt64
            var score: Int
            var tile: Int
            var moves: Int
            /// False when --max-moves cut the game short.
            var over: Bool
            /// Each move's time, rounded to a microsecond (--move-times).
            var msPerMove: [Double]?

            init(_ r: Autoplay2048.GameResult, moveTimes: Bool) {
                msPerMove = moveTimes ? r.moveMilliseconds.map { ($0 * 1000).rounded() / 1000 } : nil
                seed = r.seed
                score = r.score
                tile = r.largestTile
                moves = r.moves
                over = r.isOver
            }
        }

        struct Summary: Encodable {
            struct Reached: Encodable {
                var tile: Int
                var games: Int
            }

            var games: Int
            /// How many games made each milestone tile, smallest tile first.
            var reached: [Reached]
            var medianScore: Double
            var meanMsPerMove: Double
            var medianMsPerMove: Double
            var p99MsPerMove: Double
            var worstMsPerMove: Double
            var cutShort: Int
            var moves: Int
            var movesPerSecond: Double
            var seconds: Double
            /// The thinking time a move (--think), counted in positions.
            var thinkMs: Int

            init(_ s: Autoplay2048.Summary, seconds: Double, thinkMilliseconds: Int) {
                thinkMs = thinkMilliseconds
                games = s.games
                reached = zip(Autoplay2048.Summary.milestones, s.reached).map { Reached(tile: $0, games: $1) }
                medianScore = s.medianScore
                meanMsPerMove = (s.meanMillisecondsPerMove * 1000).rounded() / 1000
                medianMsPerMove = (s.medianMillisecondsPerMove * 1000).rounded() / 1000
                p99MsPerMove = (s.p99MillisecondsPerMove * 1000).rounded() / 1000
                worstMsPerMove = (s.worstMillisecondsPerMove * 1000).rounded() / 1000
                cutShort = s.cutShort
                moves = s.moves
                movesPerSecond = s.movesPerSecond.rounded()
                self.seconds = (seconds * 1000).rounded() / 1000
            }
        }

        var games: [Game]
        var summary: Summary
    }
}
