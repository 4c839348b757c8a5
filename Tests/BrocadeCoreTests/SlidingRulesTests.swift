import Testing
@testable import BrocadeCore
import BrocadeTUI

@Suite struct SlidingRulesTests {
    /// 3x3 with the blank in the given cell and the other tiles in order.
    func board(blank: Int, level: SlidingRules.Level = .norm) -> SlidingRules {
        var t = Array(1..<9)
        t.insert(0, at: blank)
        return SlidingRules(size: 3, level: level, tiles: t)
    }

    @Test(arguments: [0, 2, 4, 6, 8, 1, 3])
    func normMovesOnlyNeighboursAndLines(blank: Int) {
        let r = board(blank: blank)
        for cell in 0..<9 where cell != blank {
            let sameLine = cell / 3 == blank / 3 || cell % 3 == blank % 3
            #expect(r.canMove(cell) == sameLine, "blank \(blank) cell \(cell)")
        }
        #expect(!r.canMove(blank))
    }

    @Test(arguments: [0, 4, 8, 5])
    func someAddsDiagonalNeighbours(blank: Int) {
        let r = board(blank: blank, level: .some)
        for cell in 0..<9 where cell != blank {
            let sameLine = cell / 3 == blank / 3 || cell % 3 == blank % 3
            let diagonal = abs(cell / 3 - blank / 3) == 1 && abs(cell % 3 - blank % 3) == 1
            #expect(r.canMove(cell) == (sameLine || diagonal))
        }
    }

    @Test func noneLetsAnyTileJump() throws {
        let r = board(blank: 0, level: .none)
        for cell in 1..<9 { #expect(r.canMove(cell)) }
        let jumped = try #require(r.applying(8))
        #expect(jumped.tiles[0] == 8 && jumped.tiles[8] == 0)
        #expect(jumped.tiles[1...7] == r.tiles[1...7])
    }

    @Test func aLineSlidesEveryTileBetween() throws {
        // Blank top-left; clicking the row's last tile slides two tiles left.
        let r = board(blank: 0)
        let slid = try #require(r.applying(2))
        #expect(slid.tiles == [1, 2, 0, 3, 4, 5, 6, 7, 8])
        let down = try #require(r.applying(6))
        #expect(down.tiles == [3, 1, 2, 6, 4, 5, 0, 7, 8])
    }

    @Test func illegalMovesChangeNothing() {
        let r = board(blank: 0)
        #expect(r.applying(4) == nil)
        #expect(r.applying(0) == nil)
        #expect(r.applying(42) == nil)
        #expect(r.applying(-1) == nil)
    }

    @Test func arrowsMoveTheTileThatWay() {
        let r = board(blank: 4)
        #expect(r.cellMoving(.left) == 5)   // the tile right of the blank slides left
        #expect(r.cellMoving(.right) == 3)
        #expect(r.cellMoving(.up) == 7)
        #expect(r.cellMoving(.down) == 1)
        let corner = board(blank: 0)
        #expect(corner.cellMoving(.right) == nil)
        #expect(corner.cellMoving(.down) == nil)
    }

    @Test func solvedAndStatus() throws {
        let s = SlidingRules.solved(size: 4, level: .norm)
        #expect(s.isSolved && s.status == .won)
        let one = try #require(s.applying(14))
        #expect(one.status == .playing)
        #expect(one.applying(15)?.isSolved == true)
    }

    /// Every position reachable from the goal under norm, by breadth-first search.
    static let reachable3x3: Set<[Int]> = {
        let goal = Array(1..<9) + [0]
        var seen: Set<[Int]> = [goal]
        var frontier = [goal]
        while !frontier.isEmpty {
            var next: [[Int]] = []
            for t in frontier {
                let r = SlidingRules(size: 3, level: .norm, tiles: t)
                for d in Direction.allCases {
                    guard let c = r.cellMoving(d), let m = r.applying(c) else { continue }
                    if seen.insert(m.tiles).inserted { next.append(m.tiles) }
                }
            }
            frontier = next
        }
        return seen
    }()

    @Test func theParityRuleMatchesASearchOfEvery3x3Position() {
        #expect(Self.reachable3x3.count == 181_440)
        var rng = SeededRandom(seed: 5)
        for _ in 0..<5000 {
            let t = rng.shuffled(Array(0..<9))
            #expect(SlidingRules.isSolvable(t, size: 3, level: .norm) == Self.reachable3x3.contains(t))
        }
    }

    @Test func tenThousandShufflesAreSolvableUnsolvedAndMixed() {
        for seed in UInt64(0)..<10_000 {
            let size = 3 + Int(seed % 6)
            let level = SlidingRules.Level.allCases[Int(seed / 6 % 3)]
            let r = SlidingRules.shuffled(size: size, level: level, seed: seed)
            #expect(!r.isSolved)
            #expect(Double(r.misplaced) >= Double(size * size - 1) * 0.8)
            if size == 3 && level == .norm {
                #expect(Self.reachable3x3.contains(r.tiles), "seed \(seed)")
            } else {
                #expect(SlidingRules.isSolvable(r.tiles, size: size, level: level))
            }
        }
    }

    @Test func shufflesAreDeterministic() {
        #expect(SlidingRules.shuffled(size: 4, level: .norm, seed: 7).tiles == SlidingRules.shuffled(size: 4, level: .norm, seed: 7).tiles)
        #expect(SlidingRules.shuffled(size: 4, level: .norm, seed: 7).tiles != SlidingRules.shuffled(size: 4, level: .norm, seed: 8).tiles)
    }

    @Test func scrambleMakesAnEasyGame() throws {
        let one = SlidingRules.scrambled(size: 3, level: .norm, moves: 1, seed: 3)
        #expect(!one.isSolved)
        let fix = try #require((0..<9).first { one.applying($0)?.isSolved == true })
        _ = fix
        let many = SlidingRules.scrambled(size: 5, level: .norm, moves: 40, seed: 3)
        #expect(SlidingRules.isSolvable(many.tiles, size: 5, level: .norm))
    }

    @Test func codableChecksTheBoard() throws {
        let r = SlidingRules.shuffled(size: 4, level: .some, seed: 1)
        let back = try JSONCoding.decode(SlidingRules.self, from: try JSONCoding.encode(r))
        #expect(back == r)
        let bad = Array(#"{"size":3,"level":"norm","tiles":[1,1,2,3,4,5,6,7,8]}"#.utf8)
        #expect(throws: (any Error).self) { try JSONCoding.decode(SlidingRules.self, from: bad) }
    }
}
