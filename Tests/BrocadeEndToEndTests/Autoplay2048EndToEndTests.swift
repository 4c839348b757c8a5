import Foundation
import Testing

/// `brocade 2048 --autoplay`: no terminal, nothing written but stdout.
@Suite(.terminalThreads) struct Autoplay2048EndToEndTests {
    let bin = TerminalHarness.binary

    /// A home of its own that must stay empty.
    func emptyHome() throws -> (dir: String, env: [String: String]) {
        let dir = NSTemporaryDirectory() + "/brocade-autoplay-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        var env = ProcessInfo.processInfo.environment
        for k in ["XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME"] { env[k] = nil }
        env["HOME"] = dir
        return (dir, env)
    }

    @Test func playsWithoutATerminalAndTheSameSeedPlaysTheSameGame() throws {
        let home = try emptyHome()
        defer { try? FileManager.default.removeItem(atPath: home.dir) }
        // 3x3 games are short, even in a debug build.
        let args = [bin, "2048", "--autoplay", "--seed", "3", "--size", "3"]
        let a = try TerminalHarness.runFull(args, environment: home.env, cpuTimeout: 120)
        let b = try TerminalHarness.runFull(args, environment: home.env, cpuTimeout: 120)
        #expect(a.status == 0 && a.stderr.isEmpty)
        let lines = a.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("game 1  seed 3  score ") == true)
        #expect(lines.contains("reached  2048: 0/1 (0%)"))
        #expect(lines.contains { $0.hasPrefix("median score: ") })
        #expect(lines.contains { $0.hasPrefix("ms per move: mean ") && $0.contains(", p99 ") })
        // Timings differ from run to run; the game does not.
        #expect(b.stdout.split(separator: "\n").first.map(String.init) == lines.first)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.dir).isEmpty)
    }

    @Test func jsonHasEveryGameInSeedOrder() throws {
        let r = try TerminalHarness.runFull([bin, "2048", "--autoplay", "--games", "2", "--seed", "8", "--size", "3", "--json"],
                                            cpuTimeout: 120)
        #expect(r.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let games = object?["games"] as? [[String: Any]] ?? []
        #expect(games.compactMap { $0["seed"] as? Int } == [8, 9])
        #expect(games.allSatisfy { ($0["moves"] as? Int ?? 0) > 0 && ($0["tile"] as? Int ?? 0) >= 8 })
        let summary = object?["summary"] as? [String: Any]
        #expect(summary?["games"] as? Int == 2)
        #expect((summary?["reached"] as? [[String: Any]])?.compactMap { $0["tile"] as? Int } == [2048, 4096, 8192, 16384, 32768])
        for key in ["meanMsPerMove", "medianMsPerMove", "p99MsPerMove", "worstMsPerMove"] { #expect(summary?[key] is Double, "\(key)") }
    }

    @Test func maxMovesCutsEveryGameAtTheSameMove() throws {
        let r = try TerminalHarness.runFull([bin, "2048", "--autoplay", "--games", "3", "--seed", "5", "--max-moves", "25", "--json"],
                                            cpuTimeout: 120)
        #expect(r.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let games = object?["games"] as? [[String: Any]] ?? []
        #expect(games.count == 3 && games.allSatisfy { $0["moves"] as? Int == 25 && $0["over"] as? Bool == false })
        let summary = object?["summary"] as? [String: Any]
        #expect(summary?["moves"] as? Int == 75 && summary?["cutShort"] as? Int == 3)
        let text = try TerminalHarness.runFull([bin, "2048", "--autoplay", "--seed", "5", "--max-moves", "25"], cpuTimeout: 120)
        #expect(text.stdout.contains("moves    25") && text.stdout.contains("cut short by --max-moves: 1 of 1 games"))
        #expect(text.stdout.contains("thinking: up to 200 ms a move (10000000 positions)"))
    }

    /// The thinking time is counted in positions: the same seed and budget
    /// play the same game, and --move-times gives every move's time.
    @Test func thinkSetsTheBudgetAndMoveTimesListEveryMove() throws {
        let args = [bin, "2048", "--autoplay", "--seed", "6", "--max-moves", "30", "--think", "1", "--json", "--move-times"]
        let a = try TerminalHarness.runFull(args, cpuTimeout: 120)
        let b = try TerminalHarness.runFull(args, cpuTimeout: 120)
        #expect(a.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(a.stdout.utf8)) as? [String: Any]
        let game = (object?["games"] as? [[String: Any]])?.first
        #expect((game?["msPerMove"] as? [Double])?.count == 30)
        #expect((object?["summary"] as? [String: Any])?["thinkMs"] as? Int == 1)
        let other = try JSONSerialization.jsonObject(with: Data(b.stdout.utf8)) as? [String: Any]
        let otherGame = (other?["games"] as? [[String: Any]])?.first
        #expect(game?["score"] as? Int == otherGame?["score"] as? Int)
        let plain = try TerminalHarness.runFull([bin, "2048", "--autoplay", "--seed", "6", "--max-moves", "3", "--json"], cpuTimeout: 120)
        let plainGame = ((try JSONSerialization.jsonObject(with: Data(plain.stdout.utf8)) as? [String: Any])?["games"] as? [[String: Any]])?.first
        #expect(plainGame != nil && plainGame?["msPerMove"] == nil)
    }

    @Test(arguments: [["--games", "3"], ["--json"], ["--autoplay", "--games", "0"], ["--autoplay", "--resume"], ["--max-moves", "5"],
                      ["--autoplay", "--max-moves", "0"], ["--think", "0"], ["--autoplay", "--think", "10001"],
                      ["--autoplay", "--move-times"]])
    func badCombinationsExit64(args: [String]) throws {
        let r = try TerminalHarness.runFull([bin, "2048"] + args)
        #expect(r.status == 64)
        #expect(r.stderr.hasPrefix("Error: "))
        #expect(r.stdout.isEmpty)
    }
}
