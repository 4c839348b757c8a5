import Testing
@testable import BrocadeCore
import BrocadeTUI

/// Long random games through GameSession, the way the screens drive the
/// rules: moves, undo and redo in any order, with the invariants checked
/// after every step. Seeded, so a failure names the seed and step to replay.

@Suite struct Game2048RandomPlayTests {
    static let steps = 1500

    private func check(_ g: Game2048, seed: UInt64, step: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(g.cells.count == g.size * g.size, "seed \(seed) step \(step)", sourceLocation: sourceLocation)
        #expect(g.cells.allSatisfy { $0 == 0 || ($0 >= 2 && $0.nonzeroBitCount == 1) },
                "seed \(seed) step \(step): \(g.rowsDescription)", sourceLocation: sourceLocation)
        // Over iff no direction changes the board.
        let canMove = Direction.allCases.contains { g.slid($0) != nil }
        #expect((g.status == .lost) == !canMove, "seed \(seed) step \(step): \(g.rowsDescription)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [(UInt64(1), 4), (2, 3), (3, 5), (4, 8), (5, 4), (6, 3)])
    func movesUndoAndRedoKeepTheRules(seed: UInt64, size: Int) {
        var rng = SeededRandom(seed: seed)
        var session = GameSession(Game2048(size: size, seed: seed))
        // The states on the way, as the session should see them.
        var history = [session.state]
        var undone: [Game2048] = []
        var now = TimePoint.zero
        for step in 0..<Self.steps {
            now = now + 7
            let before = session.state
            switch rng.int(in: 0..<10) {
            case 0..<7:
                let dir = Direction.allCases[rng.int(in: 0..<4)]
                let slide = before.slid(dir)
                let applied = session.apply(dir, at: now)
                // A move that would change nothing is refused, and nothing changes.
                #expect(applied == (slide != nil && before.status == .playing), "seed \(seed) step \(step)")
                if applied, let slide {
                    let after = session.state
                    #expect(after.cells != before.cells)
                    // The score grows by exactly the merged tiles' sum.
                    let merged = after.lastMotions.filter(\.merged).reduce(0) { $0 + $1.value }
                    #expect(after.score - before.score == merged && merged == slide.gained, "seed \(seed) step \(step)")
                    // The tiles' sum grows by the one new tile, a 2 or a 4.
                    let spawned = after.cells.reduce(0, +) - before.cells.reduce(0, +)
                    #expect(spawned == 2 || spawned == 4, "seed \(seed) step \(step)")
                    #expect(after.lastSpawn.map { after.cells[$0.index] == $0.value && slide.cells[$0.index] == 0 } == true)
                    history.append(after)
                    undone.removeAll()
                } else {
                    #expect(session.state == before)
                }
            case 7..<9:
                let ok = session.undo(at: now)
                #expect(ok == (history.count > 1))
                if ok {
                    undone.append(history.removeLast())
                    #expect(session.state == history.last!, "undo restores the state exactly")
                }
            default:
                let ok = session.redo(at: now)
                #expect(ok == !undone.isEmpty)
                if ok {
                    history.append(undone.removeLast())
                    #expect(session.state == history.last!, "redo replays the same spawn")
                }
            }
            #expect(session.moveCount == history.count - 1)
            check(session.state, seed: seed, step: step)
        }
    }

    /// Play to the end with random moves: the game ends exactly when no move is left.
    @Test func randomGamesEndOnlyWhenStuck() {
        var rng = SeededRandom(seed: 99)
        for game in 0..<12 {
            let size = 3 + game % 3
            var g = Game2048(size: size, seed: UInt64(game))
            var moves = 0
            while g.status == .playing, moves < 5000 {
                let legal = Direction.allCases.filter { g.applying($0) != nil }
                #expect(!legal.isEmpty, "game \(game): playing without a legal move")
                guard let d = rng.element(of: legal) else { break }
                g = g.applying(d)!
                moves += 1
            }
            #expect(g.status == .lost, "game \(game) after \(moves) moves")
            #expect(Direction.allCases.allSatisfy { g.applying($0) == nil })
            check(g, seed: UInt64(game), step: moves)
        }
    }
}

@Suite struct SlidingRandomPlayTests {
    static let steps = 2000

    @Test(arguments: [(UInt64(1), 3, SlidingRules.Level.norm), (2, 4, .norm), (3, 5, .norm), (4, 3, .some),
                      (5, 4, .none), (6, 8, .norm), (7, 6, .some)])
    func clicksAnywhereUndoAndRedoKeepTheRules(seed: UInt64, size: Int, level: SlidingRules.Level) {
        var rng = SeededRandom(seed: seed)
        var start = SlidingRules.shuffled(size: size, level: level, seed: seed)
        // Half the runs start from a position that cannot be solved under
        // norm: moves must never cross between the two halves.
        if seed % 2 == 0 {
            var t = start.tiles
            let a = t.firstIndex { $0 != 0 }!, b = t.lastIndex { $0 != 0 }!
            t.swapAt(a, b)
            start = SlidingRules(size: size, level: level, tiles: t)
        }
        let solvable = SlidingRules.isSolvable(start.tiles, size: size, level: level)
        var session = GameSession(start)
        var history = [start]
        var undone: [SlidingRules] = []
        var now = TimePoint.zero
        let n = size * size
        for step in 0..<Self.steps {
            now = now + 5
            let before = session.state
            switch rng.int(in: 0..<10) {
            case 0..<8:
                // Any cell, and some off the board.
                let cell = rng.int(in: -2..<(n + 2))
                let path = before.path(from: cell)
                let next = before.applying(cell)
                #expect((next == nil) == path.isEmpty, "seed \(seed) step \(step) cell \(cell)")
                if let next {
                    // The clicked cell becomes the gap; only the path's tiles moved.
                    #expect(next.blank == cell)
                    let changed = (0..<n).filter { next.tiles[$0] != before.tiles[$0] }
                    #expect(Set(changed) == Set(path + [before.blank]), "seed \(seed) step \(step)")
                    if level == .norm {
                        #expect(path.allSatisfy { before.row($0) == before.row(before.blank) || before.col($0) == before.col(before.blank) })
                    }
                }
                let applied = session.apply(cell, at: now)
                #expect(applied == (next != nil && before.status == .playing))
                if applied {
                    #expect(session.state == next)
                    history.append(session.state)
                    undone.removeAll()
                } else {
                    #expect(session.state == before)
                }
            case 8:
                if session.undo(at: now) {
                    undone.append(history.removeLast())
                    #expect(session.state == history.last!)
                } else {
                    #expect(history.count == 1)
                }
            default:
                if session.redo(at: now) {
                    history.append(undone.removeLast())
                    #expect(session.state == history.last!)
                } else {
                    #expect(undone.isEmpty)
                }
            }
            let s = session.state
            #expect(s.tiles.sorted() == Array(0..<n), "seed \(seed) step \(step): not a permutation")
            #expect(SlidingRules.isSolvable(s.tiles, size: size, level: level) == solvable, "seed \(seed) step \(step)")
            #expect((s.status == .won) == s.isSolved)
        }
    }
}
