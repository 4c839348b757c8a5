import BrocadeCore
import Testing
@testable import BrocadeApp

/// The header says how good a hint's plan is: nothing for a shortest one,
/// the proven excess for a bounded one, "quick" when nothing is proven.
@Suite struct SolverNoteTests {
    @Test func aShortestSolutionNeedsNoNote() {
        #expect(SolverNote.note(for: SlideSolution(moves: [1], bound: 1, nodes: 0)) == nil)
        #expect(SolverNote.toGo(12, note: nil) == "12 to go")
    }

    @Test func aBoundIsSaidInWholePercentRoundedUp() {
        #expect(SolverNote.note(for: SlideSolution(moves: [1], bound: 1.04, nodes: 0)) == "4")
        #expect(SolverNote.note(for: SlideSolution(moves: [1], bound: 1.041, nodes: 0)) == "5")
        #expect(SolverNote.note(for: SlideSolution(moves: [1], bound: 1.5, nodes: 0)) == "50")
        #expect(SolverNote.toGo(97, note: "4") == "97 to go (at most 4% over the fewest)")
    }

    @Test func withoutABoundTheSolutionIsQuick() {
        #expect(SolverNote.note(for: SlideSolution(moves: [1], bound: nil, nodes: 0)) == "quick")
        #expect(SolverNote.toGo(300, note: "quick") == "300 to go (quick, maybe not the fewest)")
    }
}
