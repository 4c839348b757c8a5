import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// A mode registered from the tests goes through the real menu, game
/// screen, saves and scores: adding a mode is its folder and one line.
@Suite struct TestOnlyModeTests {
    static var registry: ModeRegistry {
        var r = ModeRegistry.standard
        r.add(LightsOutMode.entry)
        return r
    }

    /// Presses lights from the left so that each is dark once its right
    /// neighbour has been pressed: solves any solvable row.
    static func solution(_ row: LightsOut) -> [Int]? {
        for first in [false, true] {
            var r = row, presses: [Int] = []
            if first { r = r.applying(0)!; presses.append(0) }
            for i in 1..<r.lights.count where r.lights[i - 1] { r = r.applying(i)!; presses.append(i) }
            if r.status == .won { return presses }
        }
        return nil
    }

    @Test func theMenuShowsItAndItPlaysSavesResumesAndScores() throws {
        let store = MemoryStore(playerName: "ann")
        let h = AppHarness(options: AppOptions(seed: 4), registry: Self.registry, store: store)
        #expect(h.screen.contains("Lights out"))
        h.type("l")
        #expect(h.app.screenTitle == "Lights out")
        #expect(h.screen.contains("LIGHTS"))
        let start = LightsOut(length: 5, seed: 4)
        let presses = try #require(Self.solution(start))
        #expect(presses.count >= 2)
        // One press, then leave: the game is saved and the menu offers it.
        for _ in 0..<presses[0] { h.key(.right) }
        h.key(.enter)
        #expect(h.screen.contains("moves 1"))
        h.type("q")
        #expect(h.app.screenTitle == "Menu")
        let save = try #require(store.saves["lights-out"])
        #expect(SaveHeader.read(save)?.mode == "lights-out")
        #expect(h.screen.contains("Continue Lights out"))
        // Continue, and the game on its shelf: the rest of the presses win it, and the scores have it.
        h.type("c")
        h.key(.enter)
        #expect(h.screen.contains("moves 1"))
        let l = LightsOutMode().layout(area: Rect(x: 0, y: 0, width: 80, height: 23), state: start)
        for p in presses.dropFirst() { h.click(l.cells[p].center) }
        #expect(h.screen.contains("All dark!"))
        // A mode without undo after the finish: neither u nor U takes the last move back.
        h.type("u")
        h.type("U")
        #expect(h.screen.contains("All dark!"))
        #expect(h.screen.contains("Rank 1 for 5 lights"))
        #expect(store.saves["lights-out"] == nil)
        let table = try #require(store.book.table(mode: "lights-out", parameters: ["length": "5"]))
        #expect(table.entries.first?.moves == presses.count)
        h.type("q")
        // Its scores have a tab of their own.
        h.click(try #require(h.find("Scores")))
        #expect(h.app.screenTitle == "Scores")
        h.click(try #require(h.find(" Lights out ")))
        #expect(h.screen.contains("length 5"))
    }
}
