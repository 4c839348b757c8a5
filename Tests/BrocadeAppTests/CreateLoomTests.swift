import Foundation
import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// Pixels into half blocks as the real renderer chooses them: scaled down
/// keeping the pixels that differ most from their neighbours (so what a
/// tile keeps depends on what is around it in the image scaled).
final class DetailKeepingPictures: PictureProvider {
    var pictures: [PictureInfo] = []
    func pixelSize(_ picture: PictureInfo) -> Size? { nil }
    func render(_ picture: PictureInfo, cols: Int, rows: Int, depth: ColorDepth, unicode: Bool, mirrored: Bool) -> Canvas? { nil }
    func render(image: PixelImage, cols: Int, rows: Int, depth: ColorDepth, unicode: Bool) -> Canvas? {
        guard cols > 0, rows > 0 else { return nil }
        return image.scaledKeepingDetail(width: cols, height: rows * 2).halfBlocks()
    }
}

/// Designs whose listing notes the thread it ran on.
final class WatchedDesigns: DesignService, @unchecked Sendable {
    let designs = MemoryDesigns()
    private let lock = NSLock()
    private var threads: [pthread_t] = []
    var listedOn: [pthread_t] {
        get { lock.withLock { threads } }
        set { lock.withLock { threads = newValue } }
    }
    func listDesigns() -> [String] {
        lock.withLock { threads.append(pthread_self()) }
        return designs.listDesigns()
    }
    func loadDesign(named name: String) -> DesignFile? { designs.loadDesign(named: name) }
    func saveDesign(_ file: DesignFile) throws { try designs.saveDesign(file) }
    func exportDesign(_ file: DesignFile) throws -> [String] { try designs.exportDesign(file) }
}

/// The loom as players meet it: how its tiles look at 80x24, its preview
/// on the shelf, Esc, save-as, and saves that would replace another design.
@Suite struct CreateLoomTests {
    static let frog = Tile.motif(.frog, colorway: 0)

    static func loom(pictures: PictureProvider = FakePictures(), designs: DesignService = MemoryDesigns(), request: [String: String] = ["cols": "4", "rows": "5"],
                     size: Size = Size(width: 80, height: 24)) -> AppHarness {
        var options = AppOptions(seed: 1, colorDepth: .palette256, startMode: .create)
        options.modeOptions[.create] = GameRequest(request)
        return AppHarness(options: options, registry: ModeRegistry.standard(pictures: pictures, designs: designs), size: size)
    }

    /// "frog, red" from the palette, a cell, F then f: every frog on the
    /// loom is the same cells, its mirror images too, and the palette's
    /// swatch is the same as they are.
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 200, height: 60)])
    func oneTileLooksTheSameInEveryCellAndInThePalette(size: Size) throws {
        let h = Self.loom(pictures: DetailKeepingPictures(), size: size)
        let s = try #require(h.create)
        let index = try #require(s.mode.palette.tiles.firstIndex(of: Self.frog))
        for _ in 0..<index { h.key(.right) }
        h.key(.enter) // taken, the focus on the canvas
        #expect(s.ui.selected == Self.frog)
        h.key(.down)
        h.key(.right)
        h.key(.enter)
        h.type("F")
        h.type("f")
        let l = s.layout, c = h.frame()
        let frogs = (0..<s.rules.count).filter { s.rules.cells[$0] != nil }
        #expect(frogs.count == 8)
        let first = c.cropped(to: l.cellRect(frogs[0]))
        for cell in frogs {
            let r = l.cellRect(cell)
            #expect(c.cropped(to: r).matchesExceptCorners(first), "cell \(cell) draws the frog as cell \(frogs[0]) does")
            if let m = l.mirror {
                #expect(c.cropped(to: m.reflect(r)).matchesExceptCorners(first.mirroredColumns()), "cell \(cell)'s mirror image")
            }
        }
        // The swatch, but for the corners its outline marks.
        let page = index / l.perPage, slot = l.slots[index - page * l.perPage]
        #expect(s.ui.page == page && slot.size == first.size)
        #expect(c.cropped(to: slot).matchesExceptCorners(first), "the palette's swatch")
    }

    /// Continue's shelf shows the design as it stands, each tile as the
    /// loom draws it, its mirror image beside it.
    @Test func theShelfPreviewsTheDesignAsItStands() throws {
        let pictures = DetailKeepingPictures()
        let h = Self.loom(pictures: pictures, request: ["cols": "2", "rows": "2"])
        let s = try #require(h.create)
        let index = try #require(s.mode.palette.tiles.firstIndex(of: Self.frog))
        for _ in 0..<index { h.key(.right) }
        h.key(.enter); h.key(.enter) // a frog in the first cell
        let room = Size(width: 33, height: 17)
        let preview = try #require(s.shelfSummary(previewSize: room, now: h.now, context: h.app.context)?.preview)
        // 4 cells across with the mirror, 2 down: cells of 8x4.
        #expect(preview.size == Size(width: 32, height: 8))
        let cache = TileImageCache(), piece = Size(width: 8, height: 4)
        let frog = CreateMode.tileCanvas(Self.frog, turns: 0, mirrored: false, size: piece, provider: pictures, cache: cache, context: h.app.context)
        #expect(preview.cropped(to: Rect(origin: .zero, size: piece)) == frog)
        #expect(preview.cropped(to: Rect(x: 24, y: 0, width: 8, height: 4)) == frog.mirroredColumns())
        #expect(preview.cropped(to: Rect(x: 8, y: 0, width: 8, height: 4)) != frog, "an empty cell is bare ground")
        // An empty loom has a preview too: the design's ground.
        h.type("u")
        #expect(s.shelfSummary(previewSize: room, now: h.now, context: h.app.context)?.preview != nil)
    }

    /// Esc lets go of what is held, one thing at a time, and never leaves
    /// the loom: q does.
    @Test func escLetsGoOfWhatIsHeldAndNeverLeaves() throws {
        let (h, _) = createGame()
        let s = try #require(h.create)
        h.key(.enter) // a tile taken
        h.key(.enter) // placed
        h.key(.escape)
        #expect(s.ui.selected == nil && h.app.screenTitle == "Create")
        h.key(.escape)
        #expect(h.app.screenTitle == "Create" && h.screen.contains("q leaves the loom"))
        h.key(.escape)
        h.key(.escape)
        #expect(h.app.screenTitle == "Create" && s.rules.cells[0] != nil)
        // A tile carried by the keyboard, then the name box: each closed by one Esc.
        h.key(.enter)
        #expect(s.ui.carrying == 0)
        h.key(.escape)
        #expect(s.ui.carrying == nil && h.app.screenTitle == "Create")
        h.type("S")
        #expect(s.ui.naming == .save)
        h.key(.escape)
        h.key(.escape)
        #expect(s.ui.naming == nil && h.app.screenTitle == "Create")
        // A tile dragged: Esc lets go of it, and the loom stays.
        let l = s.layout
        h.pointer(.press(.primary), l.cellRect(0).center)
        h.pointer(.move(.primary), l.cellRect(5).center)
        #expect(s.ui.hand != nil)
        let before = s.rules
        h.key(.escape)
        #expect(s.ui.hand == nil && h.app.screenTitle == "Create")
        // The button let go of afterwards drops nothing.
        h.pointer(.release(.primary), l.cellRect(5).center)
        #expect(s.rules == before && s.ui.hand == nil)
        // q still leaves.
        h.type("q")
        #expect(h.app.screenTitle != "Create")
    }

    /// W saves under another name, asked for in the box: the first file
    /// stays, and the loom goes on under the new name.
    @Test func saveAsKeepsTheDesignUnderAnotherName() throws {
        let (h, designs) = createGame(columns: 2, rows: 2)
        let s = try #require(h.create)
        h.key(.enter); h.key(.enter)
        h.type("S")
        h.settle()
        h.key(.enter)
        h.settle()
        #expect(designs.files["design-1"] != nil && s.loom.name == "design-1")
        h.key(.right)
        h.key(.enter)
        h.type("W")
        h.settle()
        #expect(h.screen.contains("Save this design under another name") && s.ui.field.text == "design-1")
        h.key(.control("u"))
        h.type("copy")
        h.key(.enter)
        h.settle()
        #expect(designs.files["copy"]?.design == s.rules && designs.files["design-1"]?.design != s.rules)
        #expect(s.loom.name == "copy" && h.screen.contains("Saved as copy"))
        // The actions list has it too.
        #expect(s.actions.contains { $0.key == .character("W") })
    }

    /// A name another design is kept under is said in the box; a second
    /// Enter replaces it, another name does not.
    @Test func saveAsOntoAnotherDesignSaysSoInTheBox() throws {
        let (h, designs) = createGame(columns: 2, rows: 2)
        let s = try #require(h.create)
        let other = DesignFile(name: "other", design: Design(columns: 3, rows: 3))
        designs.files["other"] = other
        h.key(.enter); h.key(.enter)
        h.type("W")
        h.settle()
        h.key(.control("u"))
        h.type("other")
        h.key(.enter)
        h.settle()
        #expect(s.ui.naming != nil && h.screen.contains("other is another design: Enter replaces it"))
        #expect(designs.files["other"] == other)
        h.key(.enter)
        h.settle()
        #expect(designs.files["other"]?.design == s.rules && s.loom.name == "other")
    }

    /// A design reopened from the panel, while another loom has since kept
    /// a different design under its name: S does not write over it, but
    /// says so in the box, where Enter replaces it, another name keeps both,
    /// and Esc keeps the other.
    @Test func sDoesNotSilentlyReplaceANewerDesignOfTheSameName() throws {
        let designs = MemoryDesigns()
        var first = Design(columns: 2, rows: 2)
        first = try #require(first.applying(.place(tile: Self.frog, cell: 0, turns: 0)))
        designs.files["mine"] = DesignFile(name: "mine", design: first)
        let h = Self.loom(designs: designs, request: ["design": "mine"])
        let s = try #require(h.create)
        #expect(s.loom.name == "mine" && s.rules == first)
        // Meanwhile the loom left on Continue keeps its newer "mine".
        var newer = first
        newer = try #require(newer.applying(.fillRow(row: 1, tile: Self.frog, turns: 2)))
        designs.files["mine"] = DesignFile(name: "mine", design: newer)
        h.key(.enter); h.key(.right); h.key(.enter)
        h.type("S")
        h.settle()
        #expect(designs.files["mine"]?.design == newer, "not written over")
        #expect(s.ui.naming != nil && h.screen.contains("Another design is kept as mine"))
        h.key(.escape)
        #expect(designs.files["mine"]?.design == newer && s.ui.naming == nil)
        // S again asks again; another name keeps both.
        h.type("S")
        h.settle()
        #expect(s.ui.naming != nil)
        h.type("-2")
        h.key(.enter)
        h.settle()
        #expect(designs.files["mine"]?.design == newer && designs.files["mine-2"]?.design == s.rules && s.loom.name == "mine-2")
        // This loom's own saves go on without a question.
        h.key(.right)
        h.key(.enter)
        h.type("S")
        h.settle()
        #expect(designs.files["mine-2"]?.design == s.rules && s.ui.naming == nil)
        // And the newer one is replaced only when the player says so.
        h.type("W")
        h.settle()
        h.key(.control("u"))
        h.type("mine")
        h.key(.enter)
        h.settle()
        #expect(designs.files["mine"]?.design == newer && h.screen.contains("mine is another design"))
        h.key(.enter)
        h.settle()
        #expect(designs.files["mine"]?.design == s.rules)
    }

    /// The names kept are read off the event loop (an export may hold the
    /// designs' folder): the box opens at once with a name, and a free one
    /// replaces it when the names arrive.
    @Test func namingListsTheDesignsOffTheEventLoop() throws {
        let designs = WatchedDesigns()
        designs.designs.files["design-1"] = DesignFile(name: "design-1", design: Design(columns: 2, rows: 2))
        let h = Self.loom(designs: designs, request: ["cols": "2", "rows": "2"])
        let s = try #require(h.create)
        let loop = pthread_self()
        designs.listedOn = [] // the loom's panel read them as it opened
        h.type("S")
        #expect(s.ui.naming == .save && !s.ui.field.text.isEmpty)
        h.settle()
        #expect(!designs.listedOn.isEmpty && designs.listedOn.allSatisfy { pthread_equal($0, loop) == 0 })
        #expect(s.ui.field.text == "design-2")
        // Typed before the names arrive, the name stays as typed.
        h.key(.escape)
        h.type("p")
        h.key(.control("u"))
        h.type("mine")
        h.settle()
        #expect(s.ui.field.text == "mine")
    }
}
