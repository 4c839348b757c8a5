import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeImaging
import BrocadeTestSupport

/// The loom with the real renderer (chafa) and the real pictures: a tile
/// placed in many cells is the same cells in each, and in the palette.
@Suite struct CreateTilesTests {
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 200, height: 60)])
    func oneTileLooksTheSameEverywhereWithTheRealRenderer(size: Size) throws {
        let library = try PictureLibrary(directory: TerminalHarness.packageRoot + "/Resources")
        var options = AppOptions(seed: 1, colorDepth: .palette256, startMode: .create)
        options.modeOptions[.create] = GameRequest(["cols": "4", "rows": "5"])
        let app = AppController(options: options, registry: ModeRegistry.standard(pictures: library, designs: MemoryDesigns()),
                                unixTime: { 0 })
        func draw() -> Canvas {
            var c = Canvas(size: size)
            app.draw(into: &c, now: .zero)
            return c
        }
        _ = draw()
        let s = try #require(app.current as? GameScreen<CreateMode>)
        let frog = Tile.motif(.frog, colorway: 0)
        let index = try #require(s.mode.palette.tiles.firstIndex(of: frog))
        // As a player does: frog, red; a cell; F then f.
        for key in Array(repeating: Key.right, count: index) + [.enter, .down, .right, .enter, .character("F"), .character("f")] {
            _ = app.handle(.key(key), now: .zero)
        }
        let c = draw(), l = s.layout, d = s.session.state.design
        let frogs = (0..<d.count).filter { d.cells[$0] != nil }
        #expect(frogs.count == 8)
        let first = c.cropped(to: l.cellRect(frogs[0]))
        for cell in frogs {
            #expect(c.cropped(to: l.cellRect(cell)).matchesExceptCorners(first), "cell \(cell)")
        }
        let slot = l.slots[index % l.perPage]
        #expect(c.cropped(to: slot).matchesExceptCorners(first), "the palette's swatch")
    }
}
