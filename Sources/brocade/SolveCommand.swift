import ArgumentParser
import BrocadeCore
import BrocadeTUI
import BrocadeStorage
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension SlideSolverTables.Size: ExpressibleByArgument {}

/// `brocade solve`: a sliding-puzzle position in, the moves that solve it out.
struct SolveCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "solve",
            abstract: tr("Solve a sliding-puzzle position and print the moves (no terminal needed)."),
            discussion: tr("TILEs are the board in row-major order, 0 for the gap (commas also separate them); the goal is 1 ... N*N-1 with the gap last. Prints the number of moves, then the moves: for each, the direction in which a tile slides into the gap (U, D, L, R; under --rules some also UL, UR, DL, DR, separated by spaces); under --rules none a tile that jumps from further away is written as its number. 3x3 and 4x4 under norm, 3x3 under some and every size under none are solved in the fewest moves; 5x5 under norm gets the shortest solution a two-second search finds, usually within a few percent of the fewest (--json's bound says what is proven); 6x6 to 8x8 under norm are brought down to their last 5x5 a row and a column at a time, which that search finishes, all within two seconds (no bound is known: quick); the rest get a quick solution. The first 4x4 solve builds the solver's 4x4 tables (a few seconds), the first 5x5 or larger one its 5x5 tables (once, about 20 seconds, 25 MiB); both are kept under XDG_CACHE_HOME. A bad position (wrong count, repeated or out-of-range numbers, unsolvable) exits with 65."))
    }

    @OptionGroup var language: LanguageOption

    @Option(name: .long, help: ArgumentHelp(tr("Board size, 3 to 8 (default: from the number of tiles)."), valueName: "n"))
    var size: Int?

    @Option(name: .long, help: ArgumentHelp(tr("Which tiles may move: norm, some or none."), valueName: "level"))
    var rules: SlidingRules.Level = .norm

    @Option(name: .long, help: ArgumentHelp(tr("The 4x4 solver's tables: standard or large (default: the solver_tables setting)."),
                                            valueName: "size"))
    var tables: SlideSolverTables.Size?

    @Flag(name: .long, help: ArgumentHelp(tr("Print one JSON object: size, rules, length, optimal, bound, moves, millis, nodes, startMillis.")))
    var json = false

    @Argument(help: ArgumentHelp(tr("The tiles, row by row, 0 for the gap."), valueName: "tile"))
    var tiles: [String] = []

    func validate() throws {
        if let size, !SlidingRules.sizes.contains(size) {
            throw ArgumentParser.ValidationError(tr("--size \(size) is not between 3 and 8"))
        }
    }

    func run() throws {
        let begun = DispatchTime.now().uptimeNanoseconds
        let puzzle: SlidingRules
        switch SolveInput.parse(tiles, size: size, level: rules) {
        case .success(let p): puzzle = p
        case .failure(let e):
            Output.standardError("brocade: \(e.message)\n")
            throw ExitCode(65)
        }
        let storage = Storage(environment: ProcessInfo.processInfo.environment)
        let size = self.tables ?? storage.settings.solverTables
        let tables = storage.slideSolverTables(size, willBuild: { board in
            let what = board == 5 ? tr("building the 5x5 solver's tables (once, about 20 seconds, 25 MiB)")
                : size == .large ? tr("building the 4x4 solver's large tables (once, a few minutes, 550 MiB)")
                : tr("building the 4x4 solver's tables (once, a few seconds)")
            Output.standardError("brocade: " + what + "\n")
        })
        // The tables are made before the clock starts: millis is the search
        // alone, startMillis what came before it (mapping and checking the
        // tables, or building them).
        _ = tables.databases(for: puzzle)
        let start = DispatchTime.now().uptimeNanoseconds
        let startMillis = Double(start - begun) / 1e6
        guard let solution = tables.solve(puzzle) else {
            // The parse already rejects positions that cannot be solved.
            Output.standardError("brocade: " + tr("this position cannot be solved") + "\n")
            throw ExitCode(65)
        }
        let millis = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        let notation = SlideMoveNotation.notation(solution.moves, from: puzzle)
        if json {
            let out = SolveReport(size: puzzle.size, rules: puzzle.level.rawValue, length: solution.moves.count,
                                  optimal: solution.optimal, bound: solution.bound, moves: notation,
                                  millis: (millis * 100).rounded() / 100, nodes: solution.nodes,
                                  startMillis: (startMillis * 100).rounded() / 100)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            Output.standardOutput(Array(try encoder.encode(out)) + Array("\n".utf8))
        } else {
            print(solution.moves.count)
            print(notation.joined(separator: puzzle.level == .norm ? "" : " "))
        }
    }
}

struct SolveReport: Encodable {
    var size: Int
    var rules: String
    var length: Int
    var optimal: Bool
    /// At most this many times the fewest moves (1: optimal); null when unknown.
    var bound: Double?
    var moves: [String]
    var millis: Double
    var nodes: Int
    var startMillis: Double

    private enum CodingKeys: String, CodingKey {
        case size, rules, length, optimal, bound, moves, millis, nodes, startMillis
    }

    // Written out so that an unknown bound is null rather than left out.
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(size, forKey: .size)
        try c.encode(rules, forKey: .rules)
        try c.encode(length, forKey: .length)
        try c.encode(optimal, forKey: .optimal)
        try c.encode(bound.map { ($0 * 10_000).rounded() / 10_000 }, forKey: .bound)
        try c.encode(moves, forKey: .moves)
        try c.encode(millis, forKey: .millis)
        try c.encode(nodes, forKey: .nodes)
        try c.encode(startMillis, forKey: .startMillis)
    }
}

/// Reads the command line's tiles into a position, or says what is wrong.
enum SolveInput {
    struct Problem: Error, Equatable { var message: String }

    static func parse(_ words: [String], size: Int?, level: SlidingRules.Level) -> Result<SlidingRules, Problem> {
        let parts = words.flatMap { $0.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" }) }
        var numbers: [Int] = []
        for p in parts {
            guard let n = Int(p) else { return .failure(Problem(message: tr("'\(p.prefix(20))' is not a tile number"))) }
            numbers.append(n)
        }
        let n: Int
        if let size {
            n = size
        } else {
            guard let root = SlidingRules.sizes.first(where: { $0 * $0 == numbers.count }) else {
                return .failure(Problem(message: tr("\(numbers.count) tiles do not make a board of 3x3 to 8x8 (9, 16, ... 64 tiles)")))
            }
            n = root
        }
        guard numbers.count == n * n else {
            return .failure(Problem(message: tr("a \(n)x\(n) board has \(n * n) tiles, not \(numbers.count)")))
        }
        if let bad = numbers.first(where: { !(0..<(n * n)).contains($0) }) {
            return .failure(Problem(message: tr("tile \(bad) is out of range: the tiles are 0 (the gap) to \(n * n - 1)")))
        }
        var seen = Set<Int>()
        if let twice = numbers.first(where: { !seen.insert($0).inserted }) {
            return .failure(Problem(message: tr("tile \(twice) appears twice")))
        }
        guard SlidingRules.isSolvable(numbers, size: n, level: level) else {
            return .failure(Problem(message: tr("this position cannot be solved under \(level.rawValue) (it is the goal with two tiles swapped, in effect)")))
        }
        return .success(SlidingRules(size: n, level: level, tiles: numbers))
    }
}
