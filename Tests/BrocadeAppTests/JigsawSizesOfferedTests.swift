import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// The new-game panel offers the jigsaw sizes the terminal has room for
/// (pieces at least 6x3 cells), says why the others are not offered, and
/// plays a hundred pieces a half where they fit.
@Suite struct JigsawSizesOfferedTests {
    func panel(_ size: Size) throws -> (AppHarness, NewGamePanel) {
        let h = AppHarness(options: AppOptions(seed: 1, animation: false), registry: .standard(pictures: FakePictures()), store: MemoryStore(),
                           size: size)
        h.type("m")
        let p = try #require(h.app.current as? NewGamePanel)
        // Drawn once, as the app draws it on opening: it offers by the terminal it was drawn in.
        _ = h.frame()
        return (h, p)
    }

    func offered(_ p: NewGamePanel, _ label: String) throws -> [String] {
        let i = try #require(p.form.controls.firstIndex { $0.label == label })
        return p.options(i).map(\.value)
    }

    @Test func at80x24TheLargeSizesAreLeftOutAndTheLineSaysWhy() throws {
        let (h, p) = try panel(Size(width: 80, height: 24))
        let across = try offered(p, "Across"), rows = try offered(p, "Rows")
        #expect(across.contains("3") && !across.contains("10"), "\(across)")
        #expect(rows.contains("auto") && !rows.contains("10"), "\(rows)")
        // Everything offered fits, and the first left out does not.
        for v in across { #expect(p.form.fit?.problem(p.values.merging(["cols": v]) { $1 }, Size(width: 80, height: 24)) == nil) }
        let first = try #require(JigsawMode.Params.perHalfRange.map(String.init).first { !across.contains($0) })
        let why = try #require(p.form.fit?.problem(p.values.merging(["cols": first]) { $1 }, Size(width: 80, height: 24)))
        #expect(h.screen.contains("Not offered here: \(why)."), "\(h.screen)")
        // The stepper stops at the largest offered.
        h.key(.down)
        for _ in 0..<12 { h.key(.right) }
        #expect(p.values["cols"] == across.last)
    }

    /// The classic board has no halves: its panel counts all its pieces
    /// across, as its Across row does.
    @Test func theClassicPanelSpeaksOfItsWholeBoard() throws {
        let h = AppHarness(options: AppOptions(seed: 1, animation: false), registry: .standard(pictures: FakePictures()), store: MemoryStore(),
                           size: Size(width: 80, height: 24))
        h.type("j")
        let p = try #require(h.app.current as? NewGamePanel)
        let s = h.screen
        let across = try offered(p, "Across")
        let first = try #require(JigsawMode.Params.perHalfRange.map(String.init).first { !across.contains($0) })
        let why = try #require(p.form.fit?.problem(p.values.merging(["cols": first]) { $1 }, Size(width: 80, height: 24)))
        #expect(why.hasPrefix("\(2 * Int(first)!)x"), "\(why)")
        #expect(s.contains("Not offered here: \(why)."), "\(s)")
        #expect(!s.contains("a half"), "\(s)")
    }

    @Test func at200x60TenByTenIsOfferedAndPlays() throws {
        let (h, p) = try panel(Size(width: 200, height: 60))
        #expect(try offered(p, "Across").contains("10") && offered(p, "Rows").contains("10"))
        #expect(!h.screen.contains("Not offered here"))
        h.key(.down) // Across
        for _ in 0..<12 { h.key(.right) }
        h.key(.down) // Rows
        for _ in 0..<12 { h.key(.right) }
        #expect(p.values["cols"] == "10" && p.values["rows"] == "10")
        h.key(.enter)
        let g = try #require(h.app.current as? GameScreen<JigsawMode>)
        #expect(g.state.count == 100 && g.mode.params.columns == 10 && g.mode.params.rows == 10)
        _ = h.frame()
        #expect(g.layout.piece.width >= 6 && g.layout.piece.height >= 3)
        #expect(h.screen.contains("100 in the tray"))
    }

    @Test func aSizeThatNoLongerFitsIsRefusedInThePanel() throws {
        let (h, p) = try panel(Size(width: 200, height: 60))
        h.key(.down)
        for _ in 0..<12 { h.key(.right) }
        h.resize(80, 24)
        _ = h.frame()
        h.key(.enter)
        #expect(h.app.current is NewGamePanel)
        let why = try #require(p.form.fit?.problem(p.values, Size(width: 80, height: 24)))
        #expect(h.screen.contains(why.capitalizedFirst + "."))
    }

    @Test func theClassicBoardCountsBothHalves() throws {
        let fake = FakePictures()
        let fit = try #require(JigsawMode.schema(.classic, pictures: fake).form.fit)
        let values: ChoiceValues = ["picture": fake.pictures[0].name, "cols": "10", "rows": "10"]
        #expect(fit.problem(values, Size(width: 200, height: 60)) == nil)
        #expect(fit.problem(values, Size(width: 80, height: 24)) != nil)
        // Old saves and the largest new board read back.
        let params = try JigsawMode.schema(.classic, pictures: fake).make(GameRequest(values))
        #expect(params.columns == 20 && params.rows == 10)
        let rules = JigsawRules(columns: 20, rows: 10, seed: 5)
        #expect(try JSONCoding.decode(JigsawRules.self, from: JSONCoding.encode(rules)) == rules)
    }
}
