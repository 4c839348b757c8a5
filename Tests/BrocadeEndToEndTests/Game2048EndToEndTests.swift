@testable import BrocadeApp
import BrocadeTestSupport
import BrocadeCore
import BrocadeTUI
import Foundation
import Testing

/// 2048 in a real terminal, checked against the rules engine as an oracle:
/// the same seed deals the same game in the test and in the binary.
@Suite(.terminalThreads) struct Game2048EndToEndTests {
    /// The board as drawn, read back through the screen's own layout.
    static func board(_ t: TerminalHarness, size n: Int, width: Int = 80, height: Int = 24) throws -> String {
        let lines = try t.lines()
        let l = TileGridLayout.make(area: Rect(x: 0, y: 0, width: width, height: height - 1), n: n)
        return (0..<n).map { r in
            (0..<n).map { c -> String in
                let cell = l.cell(r * n + c, size: n)
                let row = cell.minY + (cell.height - 1) / 2
                guard row < lines.count else { return "?" }
                let chars = Array(lines[row])
                let part = String(chars[min(chars.count, cell.minX)..<min(chars.count, cell.maxX)])
                let digits = part.filter(\.isNumber)
                return digits.isEmpty ? "." : digits
            }.joined(separator: " ")
        }.joined(separator: "/")
    }

    static func waitForBoard(_ t: TerminalHarness, _ expected: Game2048) throws {
        let end = Date().addingTimeInterval(10)
        var last = ""
        while Date() < end {
            last = try board(t, size: expected.size)
            if last == expected.rowsDescription { return }
            usleep(40_000)
        }
        Issue.record("board is \(last), expected \(expected.rowsDescription); screen:\n\(try t.screen())")
        throw HarnessError.timeout("board")
    }

    @Test func arrowKeysAndSwipesMoveAsTheRulesSay() throws {
        let t = try TerminalHarness()
        try t.launch("2048 --seed 42 --no-animation")
        var game = Game2048(size: 4, seed: 42)
        try Self.waitForBoard(t, game)
        for (key, dir) in [("Left", Direction.left), ("Up", .up), ("Right", .right), ("Down", .down)] {
            try t.keys(key)
            if let next = game.applying(dir) { game = next }
            try Self.waitForBoard(t, game)
        }
        try t.waitFor("Score \(game.score)")
        // WASD and hjkl.
        try t.keys("a")
        if let next = game.applying(.left) { game = next }
        try Self.waitForBoard(t, game)
        try t.keys("k")
        if let next = game.applying(.up) { game = next }
        try Self.waitForBoard(t, game)
        // A swipe: press, drag three columns right, release.
        try t.mousePress(30, 10)
        try t.mouseDrag(31, 10)
        try t.mouseDrag(33, 10)
        try t.mouseRelease(33, 10)
        if let next = game.applying(.right) { game = next }
        try Self.waitForBoard(t, game)
        // A swipe down by one row.
        try t.mousePress(30, 10)
        try t.mouseDrag(30, 11)
        try t.mouseRelease(30, 11)
        if let next = game.applying(.down) { game = next }
        try Self.waitForBoard(t, game)
        // Too short a drag does nothing.
        let before = try Self.board(t, size: 4)
        try t.mousePress(30, 10)
        try t.mouseDrag(31, 10)
        try t.mouseRelease(31, 10)
        // The help opened and closed after it proves the drag was read.
        try t.keys("?")
        try t.waitFor("Help:")
        try t.keys("?")
        try t.waitUntil("the help is closed") { !$0.contains("Help:") }
        #expect(try Self.board(t, size: 4) == before)
        try t.keys("q", "y")
        try t.waitFor("Continue 2048")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
    }

    @Test func undoRestoresTheScreen() throws {
        let t = try TerminalHarness()
        try t.launch("2048 --seed 7 --no-animation")
        var game = Game2048(size: 4, seed: 7)
        try Self.waitForBoard(t, game)
        let before = game
        for (key, dir) in [("Left", Direction.left), ("Down", .down)] {
            try t.keys(key)
            if let next = game.applying(dir) { game = next }
        }
        try Self.waitForBoard(t, game)
        try t.keys("u", "u")
        try Self.waitForBoard(t, before)
        try t.waitFor("assisted")
        try t.keys("C-r")
        try Self.waitForBoard(t, before.applying(.left) ?? before)
    }

    @Test func animationStillEndsOnTheRightBoard() throws {
        let t = try TerminalHarness()
        try t.launch("2048 --seed 9")
        var game = Game2048(size: 4, seed: 9)
        try Self.waitForBoard(t, game)
        // Four keys in one burst: all played, in order, once each.
        try t.keys("Left", "Up", "Right", "Down")
        for d in [Direction.left, .up, .right, .down] {
            if let next = game.applying(d) { game = next }
        }
        try Self.waitForBoard(t, game)
    }

    @Test func gameOverOnABoardThatCannotMove() throws {
        // Plays a seeded 3x3 game with the engine to find the keys that end it.
        let seed: UInt64 = 5
        var game = Game2048(size: 3, seed: seed)
        var keys: [String] = []
        let cycle: [(String, Direction)] = [("Left", .left), ("Down", .down), ("Right", .right), ("Down", .down), ("Up", .up)]
        var i = 0
        while !game.isGameOver && keys.count < 5000 {
            let (key, dir) = cycle[i % cycle.count]
            i += 1
            if let next = game.applying(dir) {
                game = next
                keys.append(key)
            }
        }
        try #require(game.isGameOver)
        let t = try TerminalHarness()
        try t.launch("2048 --size 3 --seed \(seed) --no-animation")
        try t.waitFor("3x3 · moves 0")
        for chunk in stride(from: 0, to: keys.count, by: 50) {
            _ = try t.tmux(["send-keys", "-t", t.target] + keys[chunk..<min(keys.count, chunk + 50)])
        }
        try t.waitFor("Game over")
        // The status line is the last row written: wait for it too, not only the panel.
        let screen = try t.waitFor("moves \(keys.count)")
        #expect(screen.contains("Score \(game.score) · best \(game.score) · tile \(game.largestTile)"))
        #expect(screen.contains("Rank 1 in the 3x3 scores"))
        // The result is in the scores, printed without a terminal.
        try t.keys("q")
        try t.waitFor("▶ ")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
        let out = try TerminalHarness.runFull([TerminalHarness.binary, "scores", "--mode", "2048"],
                                              environment: ["HOME": t.home, "PATH": "/usr/bin:/bin"])
        #expect(out.status == 0)
        #expect(out.stdout.contains("3x3"))
        #expect(out.stdout.contains("\(game.score)"))
        let json = try TerminalHarness.runFull([TerminalHarness.binary, "scores", "--json"],
                                               environment: ["HOME": t.home, "PATH": "/usr/bin:/bin"])
        #expect(json.stdout.contains("\"format\" : \"brocade-scores\""))
    }
}

/// Quitting a game in progress and coming back to it: the issue of saves.
@Suite(.terminalThreads) struct ResumeEndToEndTests {
    static func playThree(_ t: TerminalHarness, seed: UInt64) throws -> Game2048 {
        var game = Game2048(size: 4, seed: seed)
        try Game2048EndToEndTests.waitForBoard(t, game)
        var moves = 0
        for (key, dir) in [("Left", Direction.left), ("Up", .up), ("Right", .right)] {
            try t.keys(key)
            if let next = game.applying(dir) {
                game = next
                moves += 1
            }
        }
        try Game2048EndToEndTests.waitForBoard(t, game)
        // The status line is drawn after the board.
        try t.waitFor("moves \(moves) ")
        return game
    }

    @Test func quitThenContinueRestoresTheGameExactly() throws {
        let t = try TerminalHarness()
        try t.launch("--seed 31 --no-animation")
        try t.waitFor("▶ Mirror jigsaw")
        try t.keys("2")
        try t.waitFor("New game: 2048")
        try t.keys("Enter")
        let game = try Self.playThree(t, seed: 31)
        let screen = try t.screen()
        let movesText = try #require(screen.range(of: #"moves \d+"#, options: .regularExpression).map { String(screen[$0]) })
        // Left, it is kept: no question.
        try t.keys("q")
        try t.waitFor("▶ Continue 2048")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
        // A new run: the menu offers Continue, and it brings back board, moves and undo.
        try t.launch("--no-animation")
        try t.waitFor("▶ Continue 2048")
        try t.keys("Enter")
        // The shelf lists it; Enter plays it.
        try t.waitFor("Games in progress: 2048")
        try t.keys("Enter")
        try Game2048EndToEndTests.waitForBoard(t, game)
        try t.waitFor(movesText)
        try t.keys("u")
        try t.waitFor("assisted")
        try t.keys("q")
        try t.waitFor("▶ Continue 2048")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
    }

    @Test func closingTheTerminalSavesAndResumeContinues() throws {
        let t = try TerminalHarness()
        try t.launch("2048 --seed 77 --no-animation")
        let game = try Self.playThree(t, seed: 77)
        try t.signal(SIGHUP)
        #expect(try t.exitStatus() == 129)
        try t.expectTerminalRestored()
        try t.launch("2048 --resume --no-animation")
        try Game2048EndToEndTests.waitForBoard(t, game)
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
        // SIGTERM too.
        try t.launch("2048 --resume --no-animation")
        try Game2048EndToEndTests.waitForBoard(t, game)
        try t.signal(SIGTERM)
        #expect(try t.exitStatus() == 143)
        try t.launch("2048 --resume --no-animation")
        try Game2048EndToEndTests.waitForBoard(t, game)
    }

    @Test func aCorruptSaveIsSetAsideAndNamed() throws {
        let t = try TerminalHarness()
        let dir = t.home + "/.local/state/brocade"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try "{ not json".write(toFile: dir + "/2048.json", atomically: true, encoding: .utf8)
        try t.launch("2048 --resume --no-animation")
        // The save of the first layout moved onto the shelf, and was set aside there.
        try t.waitFor("Could not read the saved game")
        // The notice names the file; a long path wraps, so read the lines as one.
        try t.waitUntil("the file set aside named") {
            $0.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined().contains(".json.corrupt-")
        }
        try t.waitFor("4x4 · moves 0")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/2048")
        #expect(files.contains { $0.contains(".json.corrupt-") })
        #expect(!FileManager.default.fileExists(atPath: dir + "/2048.json"))
    }

    @Test func anUnwritableHomeIsSaidOnceAndPlayGoesOn() throws {
        let t = try TerminalHarness()
        try "x".write(toFile: t.home + "/file", atomically: true, encoding: .utf8)
        try t.launch("2048 --no-animation", env: "XDG_STATE_HOME=\(t.home)/file/state")
        try t.waitFor("Scores and saves will not be kept")
        try t.keys("Left")
        try t.waitUntil("the notice goes") { !$0.contains("will not be kept") }
        try t.keys("q")
    }
}

/// Things that happen without input: the clock, a hint search, autoplay.
@Suite(.terminalThreads) struct Game2048TimeEndToEndTests {
    @Test func theClockRunsAndHintsAndAutoplayWork() throws {
        let t = try TerminalHarness()
        try t.launch("2048 --seed 11 --no-animation")
        try t.waitFor("4x4 · moves 0 · 0:00")
        try t.keys("Left", "Up")
        // No more input: the status line's clock still moves on (to 0:02
        // or past it: a loaded machine may redraw 0:02 too briefly to read).
        try t.waitUntil("the clock reaches 0:02") { $0.range(of: #"· 0:(0[2-9]|[1-5]\d)"#, options: .regularExpression) != nil }
        try t.keys("H")
        let game = Game2048(size: 4, seed: 11).applying(.left).map { $0.applying(.up) ?? $0 } ?? Game2048(size: 4, seed: 11)
        let best = try #require(Expectimax2048().bestMove(game))
        try t.waitFor("hint: ")
        #expect(try t.screen().contains(best.rawValue))
        try t.keys("A")
        try t.waitUntil("autoplay makes moves") { $0.range(of: #"moves \d{2}"#, options: .regularExpression) != nil }
        try t.keys("x")
        try t.waitUntil("autoplay stops") { !$0.contains("autoplay") }
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
    }
}
