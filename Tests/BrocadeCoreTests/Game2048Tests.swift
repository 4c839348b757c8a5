import Testing
@testable import BrocadeCore
import BrocadeTUI

// MARK: Helpers

/// A line of tiles written from the wall outward, e.g. "2 . 2 4".
private func tiles(_ text: String) -> [Int] {
    text.split(separator: " ").map { $0 == "." ? 0 : Int($0)! }
}

/// The cell of a board where `position` along `line` lies, counted from the
/// wall `direction` points at. Written independently of the engine on purpose.
private func index(line: Int, position: Int, toward direction: Direction, size n: Int) -> Int {
    switch direction {
    case .left: return line * n + position
    case .right: return line * n + (n - 1 - position)
    case .up: return position * n + line
    case .down: return (n - 1 - position) * n + line
    }
}

/// A board with `values` laid along one line toward `direction`, the rest empty.
private func board(with values: [Int], onLine line: Int, toward direction: Direction) -> [Int] {
    let n = values.count
    var cells = Array(repeating: 0, count: n * n)
    for (p, v) in values.enumerated() { cells[index(line: line, position: p, toward: direction, size: n)] = v }
    return cells
}

/// The textbook slide of one line toward position 0: compact, merge
/// neighbouring pairs from the front, compact again.
private func referenceSlide(_ line: [Int]) -> (line: [Int], gained: Int) {
    let tiles = line.filter { $0 != 0 }
    var out: [Int] = []
    var gained = 0
    var i = 0
    while i < tiles.count {
        if i + 1 < tiles.count, tiles[i] == tiles[i + 1] {
            out.append(tiles[i] * 2)
            gained += tiles[i] * 2
            i += 2
        } else {
            out.append(tiles[i])
            i += 1
        }
    }
    return (out + Array(repeating: 0, count: line.count - out.count), gained)
}

/// Where cell `i` goes when the board turns a quarter clockwise.
private func rotatedIndex(_ i: Int, size n: Int) -> Int {
    let (r, c) = (i / n, i % n)
    return c * n + (n - 1 - r)
}

private func rotated(_ cells: [Int], size n: Int) -> [Int] {
    var out = cells
    for i in cells.indices { out[rotatedIndex(i, size: n)] = cells[i] }
    return out
}

/// The direction a move becomes when the board turns a quarter clockwise.
private func rotated(_ d: Direction) -> Direction {
    switch d {
    case .left: return .up
    case .up: return .right
    case .right: return .down
    case .down: return .left
    }
}

/// A random board with small values, so that merges are common.
private func randomBoard(_ rng: inout SeededRandom) -> Game2048 {
    let n = rng.int(in: Game2048.sizes)
    let cells = (0..<(n * n)).map { _ in rng.chance(0.35) ? 0 : 1 << rng.int(in: 1...4) }
    return Game2048(size: n, cells: cells, rng: SeededRandom(seed: rng.next()))
}

private func isPowerOfTwoTile(_ v: Int) -> Bool { v >= 2 && v & (v - 1) == 0 }

/// Checks everything a slide's motions promise against the boards before and after.
private func checkMotions(before game: Game2048, direction: Direction,
                          after: [Int], motions: [Game2048.TileMotion], gained: Int) {
    let n = game.size
    let occupied = game.cells.indices.filter { game.cells[$0] != 0 }
    #expect(motions.map(\.from) == occupied, "one motion per tile, in row-major order")
    var arrivals: [Int: [Game2048.TileMotion]] = [:]
    for m in motions {
        #expect(m.value == game.cells[m.from])
        arrivals[m.to, default: []].append(m)
        // A tile stays on its line and never moves away from the wall.
        let (dr, dc) = (m.to / n - m.from / n, m.to % n - m.from % n)
        let o = direction.offset
        #expect(o.dx == 0 ? dc == 0 : dr == 0)
        #expect(dc * o.dx + dr * o.dy >= 0)
    }
    for (to, group) in arrivals {
        if group.count == 2 {
            #expect(group.allSatisfy { $0.merged })
            #expect(group[0].value == group[1].value)
            #expect(after[to] == group[0].value * 2)
        } else {
            #expect(group.count == 1, "at most two tiles end in one cell")
            #expect(!group[0].merged)
            #expect(after[to] == group[0].value)
        }
    }
    #expect(Set(after.indices.filter { after[$0] != 0 }) == Set(arrivals.keys))
    #expect(gained == motions.filter(\.merged).reduce(0) { $0 + $1.value })
}

// MARK: Slides

struct SlideCase: Sendable, CustomTestStringConvertible {
    var line: String
    /// nil when the move changes nothing.
    var expected: String?
    var gained: Int
    var testDescription: String { "\(line) → \(expected ?? "no change")" }
}

private let slideCases: [SlideCase] = [
    // The rules' own examples.
    SlideCase(line: "2 2 2 .", expected: "4 2 . .", gained: 4),
    SlideCase(line: "2 2 2 2", expected: "4 4 . .", gained: 8),
    SlideCase(line: "4 2 2 .", expected: "4 4 . .", gained: 4),
    SlideCase(line: "2 . 2 4", expected: "4 4 . .", gained: 4),
    // Full rows.
    SlideCase(line: "2 2 4 4", expected: "4 8 . .", gained: 12),
    SlideCase(line: "4 4 4 4", expected: "8 8 . .", gained: 16),
    SlideCase(line: "4 4 8 8", expected: "8 16 . .", gained: 24),
    // Gaps.
    SlideCase(line: ". . . 2", expected: "2 . . .", gained: 0),
    SlideCase(line: ". 2 . 4", expected: "2 4 . .", gained: 0),
    SlideCase(line: "2 2 . 2", expected: "4 2 . .", gained: 4),
    SlideCase(line: ". 2 2 2", expected: "4 2 . .", gained: 4),
    SlideCase(line: "4 . 4 4", expected: "8 4 . .", gained: 8),
    SlideCase(line: "8 . . 8", expected: "16 . . .", gained: 16),
    // Chains: a merged tile does not merge again.
    SlideCase(line: "2 2 4 8", expected: "4 4 8 .", gained: 4),
    SlideCase(line: "16 8 4 4", expected: "16 8 8 .", gained: 8),
    SlideCase(line: "2 2 4 4 8 8 16 16", expected: "4 8 16 32 . . . .", gained: 60),
    // Other sizes.
    SlideCase(line: "2 2 2", expected: "4 2 .", gained: 4),
    SlideCase(line: "2 2 2 2 2", expected: "4 4 2 . .", gained: 8),
    SlideCase(line: "2 . . . . . . 2", expected: "4 . . . . . . .", gained: 4),
    // Beyond 2048.
    SlideCase(line: "65536 65536 . .", expected: "131072 . . .", gained: 131_072),
    // No change.
    SlideCase(line: "2 4 2 4", expected: nil, gained: 0),
    SlideCase(line: "2 4 . .", expected: nil, gained: 0),
    SlideCase(line: ". . . .", expected: nil, gained: 0),
    SlideCase(line: "2 4 8", expected: nil, gained: 0),
]

@Suite struct Game2048SlideTests {
    @Test(arguments: slideCases, Direction.allCases)
    func slideTable(_ c: SlideCase, _ direction: Direction) throws {
        let line = tiles(c.line)
        let n = line.count
        for k in 0..<n {
            let game = Game2048(size: n, cells: board(with: line, onLine: k, toward: direction),
                                rng: SeededRandom(seed: 1))
            let result = game.slid(direction)
            guard let expected = c.expected else {
                #expect(result == nil)
                #expect(game.applying(direction) == nil)
                continue
            }
            let slide = try #require(result)
            #expect(slide.cells == board(with: tiles(expected), onLine: k, toward: direction))
            #expect(slide.gained == c.gained)
            checkMotions(before: game, direction: direction, after: slide.cells,
                         motions: slide.motions, gained: slide.gained)
            // Each merge removes one tile and involves exactly two motions.
            let merges = line.filter { $0 != 0 }.count - slide.cells.filter { $0 != 0 }.count
            #expect(slide.motions.filter(\.merged).count == 2 * merges)
        }
    }

    // The same board in all four directions, written out by hand.
    @Test func wholeBoardByHand() throws {
        let game = Game2048(rows: "2 2 2 ./4 2 2 ./2 . 2 4/2 2 2 2")
        let expected: [(Direction, String, Int)] = [
            (.left, "4 2 . ./4 4 . ./4 4 . ./4 4 . .", 20),
            (.right, ". . 2 4/. . 4 4/. . 4 4/. . 4 4", 20),
            (.up, "2 4 4 4/4 2 4 2/4 . . ./. . . .", 16),
            (.down, ". . . ./2 . . ./4 2 4 4/4 4 4 2", 16),
        ]
        for (direction, rows, gained) in expected {
            let slide = try #require(game.slid(direction))
            #expect(Game2048(rows: rows).cells == slide.cells, "\(direction)")
            #expect(slide.gained == gained, "\(direction)")
        }
    }

    @Test func motionsForOneRow() throws {
        let slide = try #require(Game2048(rows: "2 . 2 4/. . . ./. . . ./. . . .").slid(.left))
        #expect(slide.motions == [
            .init(from: 0, to: 0, value: 2, merged: true),
            .init(from: 2, to: 0, value: 2, merged: true),
            .init(from: 3, to: 1, value: 4, merged: false),
        ])
    }

    @Test func valuesBeyond2048() throws {
        let game = Game2048(rows: "65536 65536 4/. . ./. . .", seed: 3)
        let next = try #require(game.applying(.left))
        #expect(next.value(atRow: 0, column: 0) == 131_072)
        #expect(next.value(atRow: 0, column: 1) == 4)
        #expect(next.score == 131_072)
        #expect(next.largestTile == 131_072)
        #expect(next.hasReachedTarget)
    }
}

// MARK: Moves, spawns, target, game over

@Suite struct Game2048MoveTests {
    @Test func aMoveThatChangesNothingIsRefused() {
        let game = Game2048(rows: "2 4 . ./8 . . ./. . . ./. . . .")
        #expect(game.slid(.left) == nil)
        #expect(game.applying(.left) == nil)
        #expect(game.applying(.up) == nil)
        var session = GameSession(game)
        let applied = session.apply(.left, at: .zero)
        #expect(!applied)
        #expect(session.state == game)
        #expect(session.moveCount == 0)
    }

    @Test func aChangingMoveSpawnsOneTileInAnEmptyCell() throws {
        var rng = SeededRandom(seed: 5)
        for _ in 0..<500 {
            let game = randomBoard(&rng)
            for direction in Direction.allCases {
                guard let slide = game.slid(direction) else { continue }
                let next = try #require(game.applying(direction))
                let spawn = try #require(next.lastSpawn)
                #expect(slide.cells[spawn.index] == 0)
                #expect(spawn.value == 2 || spawn.value == 4)
                var expected = slide.cells
                expected[spawn.index] = spawn.value
                #expect(next.cells == expected)
                #expect(next.score == game.score + slide.gained)
                #expect(next.lastMotions == slide.motions)
                #expect(next.cells.reduce(0, +) == game.cells.reduce(0, +) + spawn.value)
            }
        }
    }

    @Test func spawnsAreNinetyTenAndUniformOverEmptyCells() throws {
        let game = Game2048(rows: "2 2 . ./. . . ./. . . ./. . . .")
        var fours = 0
        var byCell = [Int: Int]()
        let trials = 10_000
        for seed in 0..<trials {
            let g = Game2048(size: 4, cells: game.cells, rng: SeededRandom(seed: UInt64(seed)))
            let spawn = try #require(g.applying(.left)?.lastSpawn)
            if spawn.value == 4 { fours += 1 }
            byCell[spawn.index, default: 0] += 1
        }
        #expect((800...1200).contains(fours), "\(fours) fours in \(trials)")
        // After the merge, cell 0 holds the 4 and the other 15 are empty.
        #expect(Set(byCell.keys) == Set(1..<16))
        for count in byCell.values { #expect((500...840).contains(count)) }
    }

    // Saved games and replays depend on the exact draws: the cell among the
    // empty ones in row-major order, then the value, from the stored generator.
    @Test func spawnsDrawTheCellThenTheValue() throws {
        for seed in UInt64(0)..<200 {
            var r = SeededRandom(seed: seed)
            var expected = Array(repeating: 0, count: 16)
            for _ in 0..<2 {
                let empty = expected.indices.filter { expected[$0] == 0 }
                let cell = empty[r.int(in: 0..<empty.count)]
                expected[cell] = r.chance(0.1) ? 4 : 2
            }
            let start = Game2048(seed: seed)
            #expect(start.cells == expected)
            #expect(start.rng == r)

            let game = Game2048(rows: "2 2 . ./. . . ./. . 8 ./. . . .", seed: seed)
            var draws = game.rng
            // After the slide the 4 is in cell 0 and the 8 in cell 8.
            let empty = [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15]
            let cell = empty[draws.int(in: 0..<empty.count)]
            let value = draws.chance(0.1) ? 4 : 2
            let next = try #require(game.applying(.left))
            #expect(next.lastSpawn == .init(index: cell, value: value))
            #expect(next.rng == draws)
        }
    }

    @Test func startTilesFollowTheSameOdds() {
        var fours = 0, total = 0
        for seed in 0..<5_000 {
            for v in Game2048(seed: UInt64(seed)).cells where v != 0 {
                total += 1
                if v == 4 { fours += 1 }
            }
        }
        #expect(total == 10_000)
        #expect((800...1200).contains(fours))
    }

    @Test func reachingTheTargetSetsTheFlagAndPlayGoesOn() throws {
        let game = Game2048(rows: "1024 1024 . ./. . . ./. . . ./. . . .")
        #expect(!game.hasReachedTarget)
        let won = try #require(game.applying(.left))
        #expect(won.hasReachedTarget)
        #expect(won.status == .playing)
        #expect(won.score == 2048)
        // The flag stays set while play continues.
        let later = try #require(won.applying(.right) ?? won.applying(.down))
        #expect(later.hasReachedTarget)
        var session = GameSession(game)
        session.apply(.left, at: .zero)
        let more = session.apply(.right, at: .zero) || session.apply(.down, at: .zero)
        #expect(more, "the session keeps accepting moves after 2048")
    }

    @Test func customTarget() throws {
        let game = Game2048(rows: "8 8 . ./4 . . ./. . . ./. . . .", target: 16)
        #expect(game.target == 16)
        #expect(!game.hasReachedTarget)
        let next = try #require(game.applying(.left))
        #expect(next.hasReachedTarget)
        #expect(next.status == .playing)
        // A 2048-target game with the same board has not won yet.
        let classic = try #require(Game2048(rows: game.rowsDescription).applying(.left))
        #expect(!classic.hasReachedTarget)
    }

    @Test func theFlagIsSetOnceInRealPlay() {
        var moves = SeededRandom(seed: 11)
        var reachedOnMove: [Int] = []
        var game = Game2048(size: 3, target: 32, seed: 4)
        for move in 0..<1_000 {
            let order = moves.shuffled(Direction.allCases)
            guard let next = order.lazy.compactMap({ game.applying($0) }).first else { break }
            #expect(!(game.hasReachedTarget && !next.hasReachedTarget), "the flag never clears")
            if !game.hasReachedTarget && next.hasReachedTarget { reachedOnMove.append(move) }
            #expect(next.status == (next.isGameOver ? .lost : .playing))
            game = next
        }
        #expect(game.largestTile >= 32, "this seed reaches the target")
        #expect(reachedOnMove.count == 1)
    }

    @Test func fullBoardWithoutPairsIsLost() {
        for rows in ["2 4 2/4 2 4/2 4 2", "2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 2", "2 4 8/16 32 64/128 256 512"] {
            let game = Game2048(rows: rows)
            #expect(game.isGameOver)
            #expect(game.status == .lost)
            for direction in Direction.allCases {
                #expect(game.slid(direction) == nil)
                #expect(game.applying(direction) == nil)
            }
        }
    }

    @Test func onePairOrOneGapKeepsTheGameGoing() {
        let rowPair = Game2048(rows: "2 4 2/4 2 4/2 8 8")
        #expect(!rowPair.isGameOver)
        #expect(rowPair.status == .playing)
        #expect(rowPair.applying(.left) != nil)
        #expect(rowPair.applying(.up) == nil)

        let columnPair = Game2048(rows: "2 4 2/4 2 8/2 4 8")
        #expect(!columnPair.isGameOver)
        #expect(columnPair.applying(.up) != nil)
        #expect(columnPair.applying(.left) == nil)

        let gap = Game2048(rows: "2 4 2/4 2 4/2 4 .")
        #expect(!gap.isGameOver)
        #expect(gap.emptyCount == 1)
    }

    @Test func aMoveCanEndTheGame() throws {
        // Right fills the last gap and leaves no pair.
        let game = Game2048(rows: "2 4 8/16 32 64/128 256 .", seed: 0)
        for seed in UInt64(0)..<50 {
            let g = Game2048(size: 3, cells: game.cells, rng: SeededRandom(seed: seed))
            let next = try #require(g.applying(.right))
            // Spawning a 2 or 4 at (2, 0) next to 128 and above 16: no pair.
            #expect(next.lastSpawn?.index == 6)
            #expect(next.status == .lost)
        }
    }
}

// MARK: Whole games

@Suite struct Game2048GameTests {
    @Test(arguments: Game2048.sizes)
    func everySizeStartsWithTwoTilesAndPlaysCleanly(size: Int) {
        for seed in UInt64(0)..<20 {
            let start = Game2048(size: size, seed: seed)
            #expect(start.size == size)
            #expect(start.cells.count == size * size)
            #expect(start.cells.filter { $0 != 0 }.count == 2)
            #expect(start.cells.allSatisfy { $0 == 0 || $0 == 2 || $0 == 4 })
            #expect(start.score == 0)
            #expect(start.lastSpawn == nil)
            #expect(start.lastMotions.isEmpty)
            #expect(start.status == .playing)
        }

        var picks = SeededRandom(seed: UInt64(100 + size))
        var game = Game2048(size: size, seed: UInt64(size))
        for _ in 0..<300 {
            let order = picks.shuffled(Direction.allCases)
            guard let direction = order.first(where: { game.slid($0) != nil }) else {
                #expect(game.isGameOver)
                #expect(game.status == .lost)
                break
            }
            let slide = game.slid(direction)!
            let next = game.applying(direction)!
            #expect(next.cells.reduce(0, +) == game.cells.reduce(0, +) + next.lastSpawn!.value)
            #expect(next.score == game.score + slide.gained)
            #expect(next.cells.allSatisfy { $0 == 0 || isPowerOfTwoTile($0) })
            #expect(next.emptyCount == next.cells.filter { $0 == 0 }.count)
            #expect(next.largestTile >= game.largestTile)
            #expect(next.isGameOver == Direction.allCases.allSatisfy { next.slid($0) == nil })
            game = next
        }
    }

    private func play(seed: UInt64, moves: [Direction]) -> Game2048 {
        var game = Game2048(seed: seed)
        for m in moves { game = game.applying(m) ?? game }
        return game
    }

    @Test func sameSeedSameGameDifferentSeedDifferentGame() {
        var r = SeededRandom(seed: 77)
        let moves = (0..<200).map { _ in Direction.allCases[r.int(in: 0..<4)] }
        let a = play(seed: 5, moves: moves)
        #expect(a == play(seed: 5, moves: moves))
        let b = play(seed: 6, moves: moves)
        #expect(a != b)
        #expect(a.cells != b.cells)
        #expect(Set((UInt64(0)..<100).map { Game2048(seed: $0).rowsDescription }).count > 50)
    }

    @Test func applyingIsPure() throws {
        let game = Game2048(seed: 9)
        for direction in Direction.allCases {
            #expect(game.applying(direction) == game.applying(direction))
        }
        #expect(game == Game2048(seed: 9))
    }

    @Test func sessionUndoAndRedoReplayTheSameSpawns() throws {
        var session = GameSession(Game2048(seed: 1))
        var applied = 0
        for m in Array(repeating: [Direction.left, .up, .right, .down], count: 10).joined() {
            if session.apply(m, at: .zero) { applied += 1 }
        }
        #expect(applied == session.moveCount)
        #expect(applied >= 10)
        let after = session.state
        var history: [Game2048] = []
        for _ in 0..<3 {
            history.append(session.state)
            let undone = session.undo(at: .zero)
            #expect(undone)
        }
        #expect(session.state != after)
        for expected in history.reversed() {
            let redone = session.redo(at: .zero)
            #expect(redone)
            #expect(session.state == expected)
        }
        #expect(session.state == after)
        #expect(session.state.lastSpawn == after.lastSpawn)

        let restored = try GameSession<Game2048>.fromJSON(session.jsonData(at: .zero))
        #expect(restored.state == session.state)
        #expect(restored.moves == session.moves)
    }
}

// MARK: Properties over random boards

@Suite struct Game2048PropertyTests {
    @Test func slidesMatchTheTextbookLineByLine() {
        var rng = SeededRandom(seed: 2048)
        for _ in 0..<2_000 {
            let game = randomBoard(&rng)
            let n = game.size
            for direction in Direction.allCases {
                var expected = game.cells
                var gained = 0
                for k in 0..<n {
                    let cellsOfLine = (0..<n).map { index(line: k, position: $0, toward: direction, size: n) }
                    let reference = referenceSlide(cellsOfLine.map { game.cells[$0] })
                    for (p, i) in cellsOfLine.enumerated() { expected[i] = reference.line[p] }
                    gained += reference.gained
                }
                if let slide = game.slid(direction) {
                    #expect(slide.cells == expected)
                    #expect(slide.gained == gained)
                } else {
                    #expect(expected == game.cells)
                }
            }
        }
    }

    @Test func slidesKeepTheSumAndMotionsAddUp() {
        var rng = SeededRandom(seed: 17)
        for _ in 0..<2_000 {
            let game = randomBoard(&rng)
            for direction in Direction.allCases {
                guard let slide = game.slid(direction) else { continue }
                #expect(slide.cells.reduce(0, +) == game.cells.reduce(0, +))
                checkMotions(before: game, direction: direction, after: slide.cells,
                             motions: slide.motions, gained: slide.gained)
            }
        }
    }

    @Test func aMoveAddsTwoOrFourToTheSum() {
        var rng = SeededRandom(seed: 23)
        for _ in 0..<2_000 {
            let game = randomBoard(&rng)
            for direction in Direction.allCases {
                guard let next = game.applying(direction) else { continue }
                let added = next.cells.reduce(0, +) - game.cells.reduce(0, +)
                #expect(added == 2 || added == 4)
                #expect(added == next.lastSpawn?.value)
            }
        }
    }

    @Test func orientationDoesNotMatter() {
        var rng = SeededRandom(seed: 31)
        for _ in 0..<2_000 {
            let game = randomBoard(&rng)
            let n = game.size
            let turned = Game2048(size: n, cells: rotated(game.cells, size: n), rng: game.rng)
            for direction in Direction.allCases {
                let plain = game.slid(direction)
                let other = turned.slid(rotated(direction))
                #expect((plain == nil) == (other == nil))
                guard let plain, let other else { continue }
                #expect(other.cells == rotated(plain.cells, size: n))
                #expect(other.gained == plain.gained)
                let turnedMotions = plain.motions.map {
                    Game2048.TileMotion(from: rotatedIndex($0.from, size: n), to: rotatedIndex($0.to, size: n),
                                        value: $0.value, merged: $0.merged)
                }.sorted { $0.from < $1.from }
                #expect(other.motions == turnedMotions)
            }
        }
    }
}

// MARK: Text and Codable

@Suite struct Game2048CodingTests {
    @Test func rowsDescriptionRoundTrips() {
        let game = Game2048(rows: "2 . 2 4/. . . ./2048 . . 131072/4 4 . .")
        #expect(game.rowsDescription == "2 . 2 4/. . . ./2048 . . 131072/4 4 . .")
        #expect(game.size == 4)
        #expect(game.value(atRow: 2, column: 3) == 131_072)
        #expect(game.value(atRow: 0, column: 1) == 0)
        #expect(game.emptyCount == 9)
        #expect(game.largestTile == 131_072)
        for seed in UInt64(0)..<20 {
            let g = Game2048(size: 6, seed: seed)
            #expect(Game2048(rows: g.rowsDescription).cells == g.cells)
        }
    }

    @Test func jsonRoundTrip() throws {
        var game = Game2048(size: 5, target: 256, seed: 8)
        for m in [Direction.left, .up, .right, .down, .left] { game = game.applying(m) ?? game }
        #expect(game.lastSpawn != nil)
        #expect(!game.lastMotions.isEmpty)
        let bytes = try JSONCoding.encode(game)
        let back = try JSONCoding.decode(Game2048.self, from: bytes)
        #expect(back == game)
        // The generator came back too: the future is the same.
        #expect(back.applying(.up) == game.applying(.up))

        let fresh = Game2048(seed: 2)
        #expect(try JSONCoding.decode(Game2048.self, from: JSONCoding.encode(fresh)) == fresh)
    }

    @Test func corruptSavesAreRejected() throws {
        let text = String(decoding: try JSONCoding.encode(Game2048(seed: 1)), as: UTF8.self)
        for (original, replacement) in [("\"size\" : 4", "\"size\" : 5"),
                                        ("\"size\" : 4", "\"size\" : 9223372036854775807"),
                                        ("\"target\" : 2048", "\"target\" : 0"),
                                        ("\"score\" : 0", "\"score\" : 9223372036854775807")] {
            let broken = text.replacingOccurrences(of: original, with: replacement)
            #expect(broken != text, "the JSON layout changed; update this test")
            #expect(throws: DecodingError.self) {
                try JSONCoding.decode(Game2048.self, from: Array(broken.utf8))
            }
        }
    }
}

extension Game2048PropertyTests {
    /// A save is outside input: tiles that would overflow when merged (the
    /// process would trap on the next move), or that are no power of two, are
    /// refused when read.
    @Test func savedTilesMustBePowersOfTwoThatCannotOverflow() throws {
        let rng = SeededRandom(seed: 1)
        for bad in [1 << 62, 1 << 53, 3, 1, 6] {
            let game = Game2048(size: 4, cells: [bad, bad] + Array(repeating: 0, count: 14), rng: rng)
            #expect(throws: DecodingError.self, "tile \(bad)") {
                try JSONCoding.decode(Game2048.self, from: JSONCoding.encode(game))
            }
        }
        let ok = Game2048(size: 4, cells: [1 << 52, 1 << 52] + Array(repeating: 0, count: 14), score: 1 << 60, rng: rng)
        let back = try JSONCoding.decode(Game2048.self, from: JSONCoding.encode(ok))
        #expect(back.applying(.left)?.cells[0] == 1 << 53)
    }
}

private extension String {
    /// Foundation-free replace, enough for these tests.
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
