import Foundation
import Testing
import BrocadeCore
import BrocadeTUI

/// `brocade solve`: no terminal, a position in, moves out.
@Suite(.terminalThreads) struct SolveCommandTests {
    let bin = TerminalHarness.binary

    /// 5x5 tables of tile pairs: built at once, where the real ones take
    /// minutes in a debug build.
    static let smallFiveByFive = SlidePatternDatabase.buildFiveByFive(partition: [
        [1, 2], [3, 4], [5, 10], [6, 7], [8, 9], [11, 16], [12, 13], [14, 15], [17, 18], [19, 20], [21, 22], [23, 24]])

    /// `fiveByFive`: the small 5x5 tables are in the cache first, as if built.
    private func solve(_ args: [String], fiveByFive: Bool = false) throws -> TerminalHarness.Result {
        let home = NSTemporaryDirectory() + "brocade-solve-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: home) }
        if fiveByFive {
            try FileManager.default.createDirectory(atPath: home + "/.cache/brocade", withIntermediateDirectories: true)
            try Data(Self.smallFiveByFive.encoded()).write(to: URL(fileURLWithPath: home + "/.cache/brocade/slide-5x5.pdb"))
        }
        return try TerminalHarness.runFull([bin, "solve"] + args, environment: ["HOME": home, "PATH": "/usr/bin:/bin"])
    }

    /// Applies letters (norm: one string, no spaces) to a board.
    private func play(_ letters: [String], on tiles: [Int], size: Int, level: SlidingRules.Level) -> SlidingRules? {
        var board = SlidingRules(size: size, level: level, tiles: tiles)
        for m in letters {
            // The tile comes from the side opposite to where it slides.
            let dy = m.contains("U") ? 1 : m.contains("D") ? -1 : 0
            let dx = m.contains("L") ? 1 : m.contains("R") ? -1 : 0
            let cell: Int
            if let tile = Int(m) {
                cell = board.tiles.firstIndex(of: tile)!
            } else {
                let b = board.blank
                cell = (b / size + dy) * size + b % size + dx
            }
            guard let next = board.applying(cell), board.path(from: cell).count == 1 else { return nil }
            board = next
        }
        return board
    }

    @Test func eightPuzzleSolvedInTheFewestMoves() throws {
        // 8 6 7 / 2 5 4 / 3 _ 1 is one of the two hardest positions: 31 moves.
        let tiles = [8, 6, 7, 2, 5, 4, 3, 0, 1]
        let r = try solve(tiles.map(String.init))
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "31")
        let moves = lines.count > 1 ? lines[1].map { String($0) } : []
        #expect(moves.count == 31)
        #expect(play(moves, on: tiles, size: 3, level: .norm)?.isSolved == true)
        #expect(r.stderr.isEmpty)
    }

    @Test func jsonHasEveryField() throws {
        let r = try solve(["--json", "--size", "3", "1,2,3,4,5,6,0,7,8"])
        #expect(r.status == 0)
        let obj = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(obj["size"] as? Int == 3)
        #expect(obj["rules"] as? String == "norm")
        #expect(obj["length"] as? Int == 2)
        #expect(obj["optimal"] as? Bool == true)
        #expect(obj["bound"] as? Double == 1)
        #expect(obj["moves"] as? [String] == ["L", "L"])
        #expect(obj["millis"] is Double || obj["millis"] is Int)
        #expect(obj["nodes"] is Int)
        #expect(obj["startMillis"] is Double || obj["startMillis"] is Int)
    }

    @Test func someUsesDiagonalsSpaceSeparated() throws {
        // Under some a diagonal step counts as one move.
        let tiles = [1, 2, 3, 4, 0, 6, 7, 8, 5]
        let r = try solve(["--rules", "some"] + tiles.map(String.init))
        #expect(r.status == 0)
        #expect(r.stdout == "1\nUL\n")
    }

    @Test func noneJumpsAndLargeBoards() throws {
        let none = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15]
        let r = try solve(["--rules", "none", "--json"] + none.map(String.init))
        let obj = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(obj["length"] as? Int == 1)
        #expect(obj["optimal"] as? Bool == true)
        let big = SlidingRules.shuffled(size: 6, level: .norm, seed: 3)
        let b = try solve(big.tiles.map(String.init), fiveByFive: true)
        #expect(b.status == 0)
        let lines = b.stdout.split(separator: "\n")
        let moves = lines[1].map { String($0) }
        #expect(Int(lines[0]) == moves.count)
        #expect(play(moves, on: big.tiles, size: 6, level: .norm)?.isSolved == true)
    }

    /// 5x5 under norm: the tables from the cache, a search of at most two
    /// seconds, and in the JSON what is proven of the length.
    @Test func fiveByFiveSaysItsBound() throws {
        let near = SlidingRules.scrambled(size: 5, level: .norm, moves: 20, seed: 4)
        let r = try solve(["--json"] + near.tiles.map(String.init), fiveByFive: true)
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        let obj = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let moves = try #require(obj["moves"] as? [String])
        #expect(obj["length"] as? Int == moves.count)
        #expect(moves.count <= 20)
        #expect(play(moves, on: near.tiles, size: 5, level: .norm)?.isSolved == true)
        let bound = try #require(obj["bound"] as? Double)
        #expect(bound >= 1)
        #expect((obj["optimal"] as? Bool) == (bound == 1))
    }

    /// No bound is known of a quick solution: null, not left out.
    @Test func aQuickSolutionsBoundIsNull() throws {
        let some = SlidingRules.shuffled(size: 5, level: .some, seed: 2)
        let r = try solve(["--json", "--rules", "some"] + some.tiles.map(String.init))
        #expect(r.status == 0)
        #expect(r.stdout.contains("\"bound\":null"))
    }

    @Test func alreadySolvedIsZeroMoves() throws {
        let r = try solve((1...8).map(String.init) + ["0"])
        #expect(r.status == 0)
        #expect(r.stdout == "0\n\n")
    }

    @Test(arguments: [
        (["1", "2", "3"], "brocade: 3 tiles do not make a board of 3x3 to 8x8 (9, 16, ... 64 tiles)\n"),
        (["--size", "4", "1", "2", "3", "4", "5", "6", "7", "8", "0"], "brocade: a 4x4 board has 16 tiles, not 9\n"),
        (["1", "2", "3", "4", "5", "6", "7", "8", "8"], "brocade: tile 8 appears twice\n"),
        (["1", "2", "3", "4", "5", "6", "7", "8", "9"], "brocade: tile 9 is out of range: the tiles are 0 (the gap) to 8\n"),
        (["1", "2", "3", "4", "5", "6", "7", "x", "0"], "brocade: 'x' is not a tile number\n"),
        (["1", "2", "3", "4", "5", "6", "8", "7", "0"],
         "brocade: this position cannot be solved under norm (it is the goal with two tiles swapped, in effect)\n"),
    ])
    func badPositionsExit65WithOneLine(args: [String], message: String) throws {
        let r = try solve(args)
        #expect(r.status == 65)
        #expect(r.stderr == message)
        #expect(r.stdout.isEmpty)
    }

    @Test func badOptionsExit64() throws {
        let r = try solve(["--size", "9", "1"])
        #expect(r.status == 64)
        let s = try solve(["--rules", "most", "1"])
        #expect(s.status == 64)
        let t = try solve(["--tables", "huge", "1", "2", "3", "4", "5", "6", "7", "0", "8"])
        #expect(t.status == 64)
        #expect(t.stderr.contains("huge"))
    }

    /// 3x3 needs no tables: --tables large is accepted and builds nothing.
    @Test func tablesOptionLeavesSmallBoardsAlone() throws {
        let r = try solve(["--tables", "large", "--json", "1", "2", "3", "4", "5", "6", "7", "0", "8"])
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        #expect(r.stdout.contains("\"length\":1"))
    }
}
