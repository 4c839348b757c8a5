import Testing
import Foundation
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

private func slide(_ rules: SlidingRules? = nil, size: Int = 3, level: SlidingRules.Level = .norm, scramble: Int? = nil,
                   arrows: Settings.SlideArrows = .tile, animate: Bool = false, store: MemoryStore = MemoryStore(playerName: "ann"))
    -> (AppHarness, SlideScreen) {
    let screen = rules.map { SlideScreen(rules: $0, arrows: arrows, animate: animate) }
        ?? SlideScreen(size: size, level: level, seed: 5, scramble: scramble, picture: nil, provider: nil, arrows: arrows, animate: animate)
    var registry = ModeRegistry()
    registry.register(.slide) { _, save in
        if let save { return try SlideScreen(save: save, provider: nil, arrows: arrows, animate: false) }
        return screen
    }
    let h = AppHarness(options: AppOptions(seed: 1, startMode: .slide), registry: registry, store: store)
    return (h, screen)
}

@Suite struct SlideScreenTests {
    static let oneAway = SlidingRules(size: 3, level: .norm, tiles: [1, 2, 3, 4, 5, 6, 7, 0, 8])

    @Test func clickingAMovableTileSlidesIt() {
        let (h, s) = slide(Self.oneAway)
        let l = s.layout(for: Rect(x: 0, y: 0, width: 80, height: 23))
        // A tile that cannot move: nothing.
        h.click(l.cell(0, size: 3).center)
        #expect(s.session.moveCount == 0)
        h.click(l.cell(8, size: 3).center)
        #expect(s.rules.isSolved)
        #expect(h.screen.contains("Solved!"))
        #expect(h.screen.contains("Rank 1 for 3x3 norm"))
        #expect(h.store.book.table(mode: "slide", parameters: ["size": "3", "rules": "norm"])?.entries.first?.moves == 1)
    }

    @Test func anAssistedWinSaysItsRankIsAmongAssistedGames() {
        let (h, s) = slide(Self.oneAway)
        let l = s.layout(for: Rect(x: 0, y: 0, width: 80, height: 23))
        h.click(l.cell(6, size: 3).center) // away from the goal
        h.type("u") // back, but the game is now assisted
        #expect(s.session.moveCount == 0)
        h.click(l.cell(8, size: 3).center)
        #expect(h.screen.contains("Solved!"))
        #expect(h.screen.contains("Rank 1 for 3x3 norm, among assisted games"))
        #expect(h.store.book.table(mode: "slide", parameters: ["size": "3", "rules": "norm"])?.entries.first?.assisted == true)
    }

    @Test func aWinTakenBackAndMadeAgainIsRecordedOnce() {
        let (h, s) = slide(Self.oneAway)
        let l = s.layout(for: Rect(x: 0, y: 0, width: 80, height: 23))
        h.click(l.cell(8, size: 3).center)
        #expect(h.screen.contains("Solved!"))
        h.type("u")
        #expect(!h.screen.contains("Solved!"))
        h.key(.control("r"))
        #expect(h.screen.contains("Solved!"))
        #expect(h.store.book.table(mode: "slide", parameters: ["size": "3", "rules": "norm"])?.entries.count == 1)
    }

    @Test func clickingFarInTheRowSlidesTheWholeLine() {
        let r = SlidingRules(size: 3, level: .norm, tiles: [0, 1, 2, 3, 4, 5, 6, 7, 8])
        let (h, s) = slide(r)
        let l = s.layout(for: Rect(x: 0, y: 0, width: 80, height: 23))
        h.click(l.cell(2, size: 3).center)
        #expect(s.rules.tiles == [1, 2, 0, 3, 4, 5, 6, 7, 8])
        #expect(s.session.moveCount == 1)
    }

    @Test func arrowsMoveTheTileNextToTheGap() {
        let (h, s) = slide(Self.oneAway)
        h.key(.left) // the tile right of the gap slides left
        #expect(s.rules.isSolved)
        let (h2, s2) = slide(Self.oneAway, arrows: .blank)
        h2.key(.right) // the gap moves right: the same tile slides left
        #expect(s2.rules.isSolved)
        h.type("u")
        #expect(s.rules == Self.oneAway)
    }

    @Test func theCursorAndNumberKeys() {
        let (h, s) = slide(Self.oneAway)
        h.key(.tab)
        #expect(s.cursor == 7)
        h.key(.right)
        h.key(.enter)
        #expect(s.rules.isSolved)
        let (h2, s2) = slide(Self.oneAway)
        h2.type("1") // cannot move: nothing
        #expect(s2.session.moveCount == 0)
        h2.type("8")
        #expect(s2.rules.isSolved)
    }

    @Test func draggingPastHalfWayMovesAndShortOfItSettlesBack() {
        let (h, s) = slide(Self.oneAway)
        let l = s.layout(for: Rect(x: 0, y: 0, width: 80, height: 23))
        let tile = l.cell(8, size: 3), gap = l.cell(7, size: 3)
        let distance = tile.minX - gap.minX
        h.pointer(.press(.primary), tile.center)
        h.pointer(.move(.primary), tile.center - Offset(dx: distance / 4, dy: 0))
        #expect(s.drag != nil)
        h.pointer(.release(.primary), tile.center - Offset(dx: distance / 4, dy: 0))
        #expect(s.session.moveCount == 0)
        h.pointer(.press(.primary), tile.center)
        h.pointer(.move(.primary), tile.center - Offset(dx: distance * 3 / 4, dy: 0))
        // Dragging the other way does not move it past its cell.
        h.pointer(.release(.primary), tile.center - Offset(dx: distance * 3 / 4, dy: 0))
        #expect(s.rules.isSolved)
    }

    @Test func illegalLevelsMovesChangeNothing() {
        let r = SlidingRules(size: 3, level: .some, tiles: [0, 1, 2, 3, 4, 5, 6, 7, 8])
        let (h, s) = slide(r)
        let l = s.layout(for: Rect(x: 0, y: 0, width: 80, height: 23))
        h.click(l.cell(8, size: 3).center)
        #expect(s.session.moveCount == 0)
        h.click(l.cell(4, size: 3).center) // diagonal neighbour: allowed under some
        #expect(s.session.moveCount == 1)
    }

    @Test func keysDuringAGlideAreQueued() {
        let r = SlidingRules(size: 3, level: .norm, tiles: [1, 2, 3, 4, 5, 6, 0, 7, 8])
        let (h, s) = slide(r, animate: true)
        h.key(.left)
        h.key(.left)
        #expect(s.queue.count == 1)
        for _ in 0..<20 { h.advance(20) }
        #expect(s.rules.isSolved)
    }

    @Test func newShuffleKeepsTheOldOneAndLeavingSaves() throws {
        let store = MemoryStore()
        let (h, s) = slide(size: 4, level: .some, store: store)
        let first = s.rules
        let movable = (0..<16).first { s.rules.canMove($0) }!
        let l = s.layout(for: Rect(x: 0, y: 0, width: 80, height: 23))
        h.click(l.cell(movable, size: 4).center)
        let played = s.rules
        // n deals a new shuffle at once; the one in progress is kept.
        h.type("n")
        #expect(!h.screen.contains("Start a new shuffle?"))
        #expect(s.session.moveCount == 0)
        #expect(s.rules != first)
        h.click(l.cell((0..<16).first { s.rules.canMove($0) }!, size: 4).center)
        h.type("q")
        let kept = try store.keptGames(mode: "slide").map { try SlideScreen(save: $0.bytes, provider: nil, arrows: .tile, animate: false) }
        #expect(kept.map(\.rules) == [s.rules, played])
        #expect(String(decoding: store.saves["slide"]!, as: UTF8.self).contains("\"seed\":5"))
        #expect(h.screen.contains("Continue Sliding puzzle"))
    }

    @Test(arguments: [3, 4, 5, 6, 7, 8])
    func everySizeFits(n: Int) {
        let (h, s) = slide(size: n)
        let l = s.layout(for: Rect(x: 0, y: 0, width: 80, height: 23))
        #expect(Rect(x: 0, y: 0, width: 80, height: 23).contains(l.board))
        #expect(h.screen.contains("\(n)x\(n) norm · moves 0"))
    }
}

@Suite struct SlideSolverScreenTests {
    static let sixAway = SlidingRules(size: 3, level: .norm, tiles: [1, 2, 3, 4, 0, 5, 7, 8, 6])


    @Test func hintShowsTheFirstMoveOfAShortestSolution() throws {
        let (h, s) = slide(Self.sixAway)
        h.type("H")
        #expect(s.session.isAssisted)
        h.settle(s) { s.hintCell != nil }
        let best = try #require(SlideSolver.solve(Self.sixAway, databases: nil))
        #expect(s.hintCell == best.moves.first)
        #expect(s.plannedMoves?.count == best.moves.count)
        #expect(h.screen.contains("hint: 5 left · \(best.moves.count) to go"))
        // Following it keeps the rest of the solution; the next H is instant.
        h.type("5")
        #expect(s.hintCell == nil)
        #expect(s.plannedMoves?.count == best.moves.count - 1)
        h.type("H")
        #expect(s.hintCell == best.moves[1])
        // Going another way drops it.
        h.key(.down)
        #expect(s.plannedMoves == nil)
    }

    @Test func solvePlaysToTheEndAndTheGameIsAssisted() {
        let (h, s) = slide(Self.sixAway, animate: true)
        h.type("S")
        #expect(s.autoSolving)
        h.settle(s) { s.rules.isSolved }
        #expect(s.rules.isSolved)
        #expect(!s.autoSolving)
        for _ in 0..<5 { h.advance(100) }
        #expect(h.screen.contains("Solved!"))
        let entry = h.store.book.tables.first?.entries.first
        #expect(entry?.assisted == true)
    }

    @Test func anyKeyStopsTheSolversPlay() {
        let start = SlidingRules.shuffled(size: 3, level: .norm, seed: 8)
        let (h, s) = slide(start, animate: true)
        h.type("S")
        h.settle(s) { s.session.moveCount >= 2 }
        h.key(.character("x"))
        #expect(!s.autoSolving)
        let moves = s.session.moveCount
        for _ in 0..<20 { h.advance(100) }
        #expect(s.session.moveCount == moves)
        #expect(!s.rules.isSolved)
    }

    @Test func escStopsTheSearchAndAMoveMakesAnAnswerStale() {
        let (h, s) = slide(SlidingRules.shuffled(size: 3, level: .norm, seed: 4))
        h.type("H")
        #expect(h.screen.contains("thinking"))
        h.key(.escape)
        #expect(!h.screen.contains("thinking"))
        h.settle(s, steps: 40)
        #expect(s.hintCell == nil)
        h.type("H")
        h.key(.left)
        h.key(.up)
        h.settle(s, steps: 40)
        #expect(s.hintCell == nil)
    }
}
