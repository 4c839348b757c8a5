@testable import BrocadeApp
import BrocadeTestSupport
import BrocadeCore
import BrocadeTUI
import Foundation
import Testing

/// The sliding puzzle in a real terminal, against the rules as an oracle.
@Suite(.terminalThreads) struct SlideEndToEndTests {
    static let area = Rect(x: 0, y: 0, width: 80, height: 23)
    static func layout(_ n: Int) -> TileGridLayout { TileGridLayout.make(area: area, n: n) }
    /// The board at any terminal size: every row but the status line.
    static func layout(_ n: Int, width: Int, height: Int) -> TileGridLayout {
        TileGridLayout.make(area: Rect(x: 0, y: 0, width: width, height: height - 1), n: n)
    }

    /// The tile whose move solves a one-move scramble.
    static func solvingCell(_ r: SlidingRules) -> Int { (0..<(r.size * r.size)).first { r.applying($0)?.isSolved == true }! }

    @Test func aOneMoveScrambleFinishedByAClick() throws {
        let seed: UInt64 = 3
        let r = SlidingRules.scrambled(size: 3, level: .norm, moves: 1, seed: seed)
        let t = try TerminalHarness()
        try t.launch("slide --scramble 1 --seed \(seed) --no-animation")
        try t.waitFor("3x3 norm · moves 0")
        let cell = Self.layout(3).cell(Self.solvingCell(r), size: 3)
        try t.click(cell.center.x, cell.center.y)
        let s = try t.waitForAll(["Solved!", "moves 1", "Rank 1"])
        #expect(s.contains("moves 1"))
        #expect(s.contains("Rank 1 for 3x3 norm"))
    }

    @Test func hintThenSolverFinishTheGame() throws {
        let seed: UInt64 = 6
        let r = SlidingRules.shuffled(size: 3, level: .norm, seed: seed)
        let best = try #require(SlideSolver.solve(r, databases: nil))
        let t = try TerminalHarness()
        try t.launch("slide --seed \(seed)")
        try t.waitFor("3x3 norm · moves 0")
        try t.keys("H")
        let tile = r.tiles[best.moves[0]]
        let word = SlideScreen.spoken(SlideMoveNotation.notation([best.moves[0]], from: r)[0])
        try t.waitFor("hint: \(tile) \(word) · \(best.moves.count) to go")
        try t.keys("S")
        let s = try t.waitForAll(["Solved!", "moves \(best.moves.count)"], timeout: 20)
        #expect(s.contains("moves \(best.moves.count)"))
    }

    @Test func keysMoveTilesAsTheRulesSay() throws {
        let seed: UInt64 = 8
        var r = SlidingRules.scrambled(size: 3, level: .norm, moves: 6, seed: seed)
        let t = try TerminalHarness()
        try t.launch("slide --scramble 6 --seed \(seed) --no-animation")
        try t.waitFor("3x3 norm · moves 0")
        var moves = 0
        for (key, dir) in [("Left", Direction.left), ("Up", .up), ("Right", .right), ("Down", .down), ("a", .left), ("k", .up)] {
            try t.keys(key)
            if let c = r.cellMoving(dir), let next = r.applying(c) {
                r = next
                moves += 1
            }
            try t.waitFor("moves \(moves) ")
        }
        // The numbers on screen are where the rules put them.
        let lines = try t.lines()
        let l = Self.layout(3)
        for (cell, tile) in r.tiles.enumerated() where tile != 0 {
            let rect = l.cell(cell, size: 3)
            let row = Array(lines[rect.minY + (rect.height - 1) / 2])
            let text = String(row[rect.minX..<min(row.count, rect.maxX)]).trimmingCharacters(in: .whitespaces)
            #expect(text == "\(tile)", "cell \(cell)")
        }
    }

    @Test func draggingATileIntoTheGap() throws {
        let seed: UInt64 = 4
        let r = SlidingRules.scrambled(size: 3, level: .norm, moves: 1, seed: seed)
        let t = try TerminalHarness()
        try t.launch("slide --scramble 1 --seed \(seed) --no-animation")
        try t.waitFor("3x3 norm · moves 0")
        let l = Self.layout(3)
        let from = l.cell(Self.solvingCell(r), size: 3), to = l.cell(r.blank, size: 3)
        try t.mousePress(from.center.x, from.center.y)
        try t.mouseDrag((from.center.x + to.center.x) / 2, (from.center.y + to.center.y) / 2)
        try t.mouseDrag(to.center.x, to.center.y)
        try t.mouseRelease(to.center.x, to.center.y)
        try t.waitFor("Solved!")
    }

    /// The box lid of a game with a picture, at 80x24 and 200x60: b shows
    /// the whole picture, the next key puts it away and slides nothing; from
    /// the actions list, then a click on a tile that could slide, which only
    /// puts it away; the next click slides it.
    @Test(arguments: [(80, 24), (200, 60)])
    func theBoxLidShowsTheWholePictureAndTheNextKeyOrClickOnlyPutsItAway(size: (Int, Int)) throws {
        let seed: UInt64 = 3
        let r = SlidingRules.scrambled(size: 3, level: .norm, moves: 1, seed: seed)
        let t = try TerminalHarness(width: size.0, height: size.1)
        try t.launch("slide --picture dalishen --scramble 1 --seed \(seed) --no-animation")
        try t.waitFor("3x3 norm · moves 0")
        try t.keys("b")
        try t.waitFor("Box lid · any key or click goes back")
        // The arrow that would solve it.
        let arrows: [(String, Direction)] = [("Left", .left), ("Right", .right), ("Up", .up), ("Down", .down)]
        let arrow = try #require(arrows.first { r.cellMoving($0.1) == Self.solvingCell(r) }?.0)
        try t.keys(arrow)
        var s = try t.waitUntil("the lid put away") { !$0.contains("Box lid") }
        #expect(s.contains("moves 0") && !s.contains("Solved!"), "the key that put the lid away slid a tile:\n\(s)")
        // The actions list's entry, then a click on the tile that would solve it.
        try ActionsEndToEndTests.choose(t, "the box lid: the whole picture")
        try t.waitFor("Box lid · any key or click goes back")
        let cell = Self.layout(3, width: size.0, height: size.1).cell(Self.solvingCell(r), size: 3)
        try t.pass(600) // not a double click
        try t.click(cell.center.x, cell.center.y)
        s = try t.waitUntil("the lid put away") { !$0.contains("Box lid") }
        #expect(s.contains("moves 0") && !s.contains("Solved!"), "the click that put the lid away slid a tile:\n\(s)")
        try t.pass(600)
        try t.click(cell.center.x, cell.center.y)
        try t.waitForAll(["Solved!", "moves 1"])
    }

    @Test func pictureTilesDraw() throws {
        let t = try TerminalHarness()
        try t.launch("slide --picture star --seed 2 --no-animation")
        try t.waitFor("3x3 norm · moves 0")
        let l = Self.layout(3)
        // Inside the tiles: picture cells (half blocks and coloured blanks), many colours.
        func survey(_ lines: [[TerminalHarness.StyledCell]]) -> (cells: Int, colours: Set<String>) {
            var colours = Set<String>()
            var cells = 0
            for cell in 0..<9 {
                let r = l.cell(cell, size: 3)
                for y in r.minY..<r.maxY where y < lines.count {
                    for x in r.minX..<r.maxX where x < lines[y].count {
                        let c = lines[y][x]
                        if "▀▄█".contains(c.character) || !c.bg.isEmpty { cells += 1 }
                        colours.insert(c.bg)
                        colours.insert(c.fg)
                    }
                }
            }
            return (cells, colours)
        }
        // The header can reach tmux before the tiles below it.
        let (cells, colours) = survey(try t.styledLines { let s = survey($0); return s.cells > 8 * l.tile.area / 2 && s.colours.count >= 4 })
        #expect(cells > 8 * l.tile.area / 2)
        #expect(colours.count >= 4)
        try t.keys("t") // numbers on the tiles
        try t.waitFor(" 1 ")
    }
}
