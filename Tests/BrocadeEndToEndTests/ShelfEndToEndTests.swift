import Foundation
import Testing
@testable import BrocadeCore

/// Games started from the menu one after another, as a player starts them:
/// each gets its own deal, none overwrites another, and Continue lists them all.
@Suite(.terminalThreads) struct ShelfEndToEndTests {
    /// The seed a kept game's file names.
    static func seed(_ file: String) throws -> String {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        return try #require(text.range(of: #""seed":\d+"#, options: .regularExpression).map { String(text[$0]) })
    }

    /// The issue's own path: 2048, ten moves, leave; 2048 again, one move,
    /// leave. Both games are kept, dealt apart, and Continue lists them;
    /// no question was asked, no score recorded.
    @Test func twoGamesOfAModeFromTheMenuAreBothKept() throws {
        let t = try TerminalHarness()
        try t.launch("--no-animation")
        try t.waitFor("▶ Mirror jigsaw")
        try t.keys("2")
        try t.waitFor("New game: 2048")
        try t.keys("Enter")
        try t.waitFor("moves 0")
        for k in ["Left", "Up", "Right", "Down", "Left", "Up", "Right", "Down", "Left", "Up"] { try t.keys(k) }
        try t.waitUntil("moves made") { !$0.contains("moves 0 ") && $0.contains("moves ") }
        try t.keys("q")
        try t.waitFor("▶ Continue 2048")
        try t.keys("2")
        try t.waitFor("New game: 2048")
        try t.keys("Enter")
        try t.waitFor("moves 0")
        // A new board's tiles may all sit against one side: one of these moves.
        for k in ["Left", "Up", "Right", "Down"] { try t.keys(k) }
        try t.waitUntil("a move") { !$0.contains("moves 0 ") && $0.contains("moves ") }
        try t.keys("q")
        try t.waitFor("2 games in progress: choose one")
        let files = t.keptGames("2048")
        #expect(files.count == 2)
        #expect(Set(try files.map(Self.seed)).count == 2, "the two games were dealt alike")
        try t.keys("Enter")
        try t.waitFor("Games in progress: 2048")
        try t.waitFor("2 games in progress")
        try t.keys("q", "q")
        #expect(try t.exitStatus() == 0)
        let scores = try TerminalHarness.runFull([TerminalHarness.binary, "scores", "--mode", "2048"],
                                                 environment: ["HOME": t.home, "LANG": "C.UTF-8"])
        #expect(scores.stdout.contains("No scores yet"))
    }

    /// Two modes started from the menu in one run get deals of their own,
    /// and with --seed the first game of each mode is the seed's deal.
    @Test func modesFromTheMenuAreDealtApartAndSeedsFollow() throws {
        let t = try TerminalHarness()
        for run in 0..<2 {
            try t.launch(run == 0 ? "--no-animation" : "--seed 4 --no-animation")
            for (letter, play) in [("2", ["Left", "Up", "Right", "Down"]), ("m", ["Enter", "Enter"])] {
                try t.waitFor("▶ ")
                try t.keys(letter)
                try t.waitFor("New game:")
                try t.keys("Enter")
                try t.waitFor("moves 0")
                for k in play { try t.keys(k) }
                try t.waitUntil("a move") { !$0.contains("moves 0 ") && $0.contains("moves ") }
                try t.keys("q")
                try t.waitFor("Continue")
            }
            try t.keys("q")
            #expect(try t.exitStatus() == 0)
        }
        let games = t.keptGames("2048") + t.keptGames("mirror-jigsaw")
        #expect(games.count == 4)
        let seeds = try games.map(Self.seed)
        // Without --seed, new seeds; with --seed 4, both modes start from 4.
        #expect(seeds.filter { $0 == "\"seed\":4" }.count == 2, "\(seeds)")
        #expect(Set(seeds).count == 3, "\(seeds)")
    }

    /// The shelf by mouse alone: Continue, the older game, Remove, Yes;
    /// then the last one played by two clicks on it.
    @Test func theShelfByMouseAlone() throws {
        let t = try TerminalHarness()
        try t.launch("2048 --seed 3 --no-animation")
        try t.waitFor("moves 0")
        try t.keys("Left", "Up")
        try t.waitUntil("a move") { !$0.contains("moves 0 ") }
        try t.keys("n")
        try t.waitFor("The game you left is kept")
        try t.keys("Right", "Down")
        try t.waitUntil("a move in the new game") { !$0.contains("moves 0 ") }
        try t.keys("q")
        try t.waitFor("2 games in progress: choose one")
        let cont = try t.locate("Continue 2048")
        try t.click(cont.x + 1, cont.y)
        try t.waitFor("Games in progress: 2048")
        let shelf = try t.waitUntil("both games listed") { $0.components(separatedBy: "4x4 · score").count == 3 && $0.contains("just now") }
        let rows = shelf.components(separatedBy: "\n").enumerated().filter { $0.element.contains("4x4 · score") }.map(\.offset)
        #expect(rows.count == 2)
        try t.click(10, rows[1])
        try t.waitUntil("the older game chosen") { $0.components(separatedBy: "\n")[rows[1]].contains("▶") }
        let remove = try t.locate("[ Remove (d) ]")
        try t.click(remove.x + 2, remove.y)
        try t.waitFor("Remove this game?")
        let yes = try t.locate("[ Yes (y) ]")
        try t.click(yes.x + 2, yes.y)
        try t.waitFor("1 game in progress")
        #expect(t.keptGames("2048").count == 1)
        let row = try t.locate("4x4 · score")
        try t.click(row.x, row.y)
        try t.waitFor("4x4 · moves ")
        try t.waitUntil("the game") { !$0.contains("Games in progress") }
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
    }
}
