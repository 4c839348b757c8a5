import Testing
@testable import BrocadeCore
import BrocadeTUI

@Suite struct SlideMoveNotationTests {
    @Test func singleStepsAreTheSlideDirection() {
        // Blank in the middle of a 3x3 board.
        let r = SlidingRules(size: 3, level: .some, tiles: [1, 2, 3, 4, 0, 5, 6, 7, 8])
        let letters = [0: "DR", 1: "D", 2: "DL", 3: "R", 5: "L", 6: "UR", 7: "U", 8: "UL"]
        for (cell, expected) in letters {
            #expect(SlideMoveNotation.notation([cell], from: r) == [expected], "cell \(cell)")
        }
    }

    @Test func aSequenceFollowsTheBoard() {
        let r = SlidingRules.solved(size: 3, level: .norm)
        // Tile 8 slides right, then 5 down, then back.
        #expect(SlideMoveNotation.notation([7, 4, 7, 8], from: r) == ["R", "D", "U", "L"])
    }

    @Test func lineSlidesCountTheirTiles() {
        let r = SlidingRules.solved(size: 4, level: .norm)
        #expect(SlideMoveNotation.notation([12, 0], from: r) == ["R3", "D3"])
    }

    @Test func farJumpsAreTileNumbers() {
        let r = SlidingRules.solved(size: 4, level: .none)
        #expect(SlideMoveNotation.notation([14, 0, 1], from: r) == ["R", "1", "L"])
        #expect(SlideMoveNotation.notation([10, 13, 3], from: r) == ["DR", "UR", "4"])
    }

    @Test func illegalMovesAreMarked() {
        let r = SlidingRules.solved(size: 3, level: .norm)
        #expect(SlideMoveNotation.notation([0, 7, 99], from: r) == ["?", "R", "?"])
    }

    @Test func solutionsCanBeWritten() throws {
        let puzzle = SlidingRules.shuffled(size: 3, level: .norm, seed: 4)
        let s = try #require(SlideSolver.solve(puzzle, databases: nil))
        let letters = SlideMoveNotation.notation(s.moves, from: puzzle)
        #expect(letters.count == s.moves.count)
        #expect(letters.allSatisfy { ["U", "D", "L", "R"].contains($0) })
    }
}
