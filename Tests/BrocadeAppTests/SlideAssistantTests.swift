import Foundation
import Testing
@testable import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// The sliding puzzle's assistant as players meet it: its pace while it
/// plays, the first slow build of its tables, and hints on picture tiles.
@Suite struct SlideAssistantTests {
    static let sixAway = SlidingRules(size: 3, level: .norm, tiles: [1, 2, 3, 4, 0, 5, 7, 8, 6])

    private func harness(_ screen: SlideScreen, size: Size = Size(width: 80, height: 24)) -> AppHarness {
        var registry = ModeRegistry()
        registry.register(.slide) { _, _ in screen }
        return AppHarness(options: AppOptions(seed: 1, startMode: .slide), registry: registry,
                          store: MemoryStore(playerName: "ann"), size: size)
    }

    /// + and - change the solver's pace while it plays, and do not stop it;
    /// at the fastest the rest of the plan plays at once, where the normal
    /// pace (80 ms a glide and 180 ms between moves) would take over a second.
    @Test func plusAndMinusSetTheSolversPaceWithoutStoppingIt() {
        let s = SlideScreen(rules: Self.sixAway, animate: true)
        let h = harness(s)
        h.type("S")
        h.settle(s, step: 10) { s.session.moveCount >= 1 }
        #expect(h.screen.contains("speed normal "), "the status line shows the pace")
        h.type("-")
        #expect(s.autoSolving, "- slows it, it does not stop it")
        #expect(h.screen.contains("speed slow "))
        h.type("+")
        h.type("+")
        h.type(">")
        #expect(s.autoSolving)
        #expect(h.screen.contains("speed fastest "))
        #expect(s.session.moveCount < 6)
        h.settle(s, step: 10, steps: 40) { s.rules.isSolved }
        #expect(s.rules.isSolved, "at the fastest 5 moves play within 400 ms of the test's clock")
    }

    /// The actions list has faster and slower while the solver plays.
    @Test func theActionsListReachesThePace() {
        let s = SlideScreen(rules: Self.sixAway, animate: true)
        let h = harness(s)
        h.type("S")
        h.settle(s, step: 10) { s.session.moveCount >= 1 }
        let labels = s.actions.map(\.label)
        #expect(labels.contains("faster") && labels.contains("slower"), "\(labels)")
        #expect(s.autoSolving)
    }

    /// The first search that must build its tables says so, and how long
    /// that may take, with the seconds gone by; once built, the hint shows.
    @Test func theFirstBuildOfTheTablesSaysWhatItIsDoing() throws {
        let small = SlidePatternDatabase(size: 4, steps: .orthogonal,
                                         patterns: [[1, 2, 3, 4], [5, 6, 9, 10], [13, 14], [7, 8, 11, 12], [15]])
        let started = DispatchSemaphore(value: 0), gate = DispatchSemaphore(value: 0)
        let tables = SlideSolverTables(load: { nil }, store: { _ in }, willBuild: { started.signal() },
                                       build: { gate.wait(); return small })
        let rules = SlidingRules.scrambled(size: 4, level: .norm, moves: 12, seed: 3)
        let mode = try SlideMode(params: .init(size: 4, level: .norm), provider: nil, arrows: .tile, tables: tables)
        let s = SlideScreen(mode: mode, state: rules, seed: 0, animate: false)
        let h = harness(s)
        h.type("H")
        h.advance(50)
        // The search has begun the build on its own thread (a deadline, not a pause).
        try #require(started.wait(timeout: .now() + 300) == .success)
        h.advance(3000)
        let screen = h.screen
        gate.signal()
        #expect(screen.contains("building 4x4 solver tables, once (about"), "\(screen)")
        #expect(screen.contains(" 3 s  Esc stops"), "the seconds so far")
        h.settle(s) { s.hintCell != nil }
        #expect(s.hintCell != nil)
        #expect(!h.screen.contains("building"))
    }

    /// A picture's tiles show no numbers: the hint names the marked tile by
    /// the way it goes; with the numbers shown (t), by its number.
    @Test func aHintOnAPictureSaysWhatIsShown() throws {
        let pictures = LetterPictures()
        let rules = SlidingRules(size: 3, level: .norm, tiles: [1, 2, 3, 4, 5, 6, 7, 0, 8])
        let mode = try SlideMode(params: .init(size: 3, level: .norm, picture: pictures.picture), provider: pictures, arrows: .tile)
        let s = SlideScreen(mode: mode, state: rules, seed: 0, animate: false)
        let h = harness(s)
        h.type("H")
        h.settle(s) { s.hintCell != nil }
        #expect(h.screen.contains("hint: slide the marked tile left · 1 to go"), "\(h.screen)")
        #expect(!h.screen.contains("hint: 8"))
        h.type("t")
        #expect(h.screen.contains("hint: 8 left · 1 to go"))
    }
}

/// Without the picture library, the sliding puzzle's panel says why it
/// offers no pictures, in place: on its Tiles row.
@Suite struct SlidePanelWithoutPicturesTests {
    @Test func thePanelSaysWhereItLookedForPictures() {
        let registry = ModeRegistry.standard(pictures: nil, designs: nil, searched: ["/opt/pics", "/usr/share/brocade", "/x"])
        let h = AppHarness(options: AppOptions(seed: 1), registry: registry, store: MemoryStore(playerName: "ann"),
                           size: Size(width: 200, height: 60))
        h.type("s")
        if !h.screen.contains("New game: Sliding puzzle") { h.key(.enter) }
        #expect(h.screen.contains("New game: Sliding puzzle"))
        let row = h.frame().find("Tiles").map { h.frame().rowText($0.y) } ?? ""
        #expect(row.contains("numbers") && row.contains("no pictures in /opt/pics"), "\(row)")
        // On the row, the panel's line below says it whole.
        h.key(.down)
        h.key(.down)
        #expect(h.screen.contains("numbers: no pictures in /opt/pics (+2 more places)"), "\(h.screen)")
    }
}
