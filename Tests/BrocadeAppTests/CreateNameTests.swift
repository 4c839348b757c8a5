import Testing
import Dispatch
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// A design's name is the design's, not the loom's: shown once given,
/// kept by its save and by undo, and there again after Continue.
@Suite struct CreateNameTests {
    @Test func aNameGivenInASessionIsShownAndSurvivesContinue() throws {
        let (h, designs) = createGame(columns: 2, rows: 2)
        h.key(.enter); h.key(.enter) // a lozenge in the first cell
        h.type("S")
        for _ in 0..<8 { h.key(.backspace) }
        h.type("kept")
        h.key(.enter)
        h.settle()
        #expect(designs.files["kept"] != nil)
        #expect(h.screen.contains("kept · 1/4 woven"), "the status line names the design")
        // Left, and continued: still named, so S saves at once.
        h.type("q")
        h.type("c")
        h.key(.enter)
        h.settle()
        #expect(h.app.screenTitle == "Create")
        #expect(h.screen.contains("kept · 1/4 woven"))
        h.key(.enter); h.key(.right); h.key(.enter) // a tile taken, into the second cell
        #expect(h.create?.rules.cells[1] != nil)
        h.type("S")
        h.settle()
        #expect(!h.screen.contains("Name this design"), "named already")
        #expect(designs.files["kept"]?.design.cells[1] != nil)
    }

    @Test func undoKeepsTheName() throws {
        let (h, designs) = createGame(columns: 2, rows: 2)
        let s = try #require(h.create)
        h.key(.enter); h.key(.enter)
        h.key(.right); h.key(.enter) // two tiles
        h.type("S")
        h.key(.enter) // the name offered: design-1
        h.settle()
        #expect(s.loom.name == "design-1" && designs.files["design-1"] != nil)
        h.type("u"); h.type("u")
        #expect(s.rules.isEmpty && s.loom.name == "design-1", "undo takes the tiles back, not the name")
        #expect(h.screen.contains("design-1 · 0/4 woven"))
        h.key(.control("r"))
        #expect(s.loom.name == "design-1" && s.rules.cells[0] != nil)
        // The save starts from a named design, so Continue reads it there.
        h.type("q")
        h.type("c")
        h.key(.enter)
        let restored = try #require(h.create)
        #expect(restored !== s && restored.loom.name == "design-1" && restored.session.start.name == "design-1")
    }

    /// A save written before the name was the design's: its state is a bare
    /// design, and a reopened design's name is in its parameters only.
    @Test func aSaveOfTheOldFormatStillLoads() throws {
        var old = GameSession(Design(columns: 2, rows: 2))
        old.apply(.place(tile: .motif(.lozenge, colorway: 0), cell: 0, turns: 1), at: .zero)
        let record = GameRecord<CreateMode.Params, Design>(mode: "create", id: "old-one", params: CreateMode.Params(columns: 2, rows: 2, name: "kept"),
                                                           seed: 1, gameNumber: 0, session: old, now: .zero, goalShown: false, recorded: false)
        let bytes = try record.encoded()
        #expect(!String(decoding: bytes, as: UTF8.self).contains("edit"), "the old moves are the design's own")
        let (h, designs) = createGame(columns: 2, rows: 2)
        h.store.writeSave(mode: "create", id: "old-one", bytes)
        h.type("q")
        h.type("c")
        h.key(.enter)
        let s = try #require(h.create)
        #expect(s.rules.cells[0] == Design.Placed(tile: .motif(.lozenge, colorway: 0), turns: 1))
        #expect(s.loom.name == nil && h.screen.contains("kept · 1/4 woven"))
        // Its save goes on under that name, without asking.
        h.type("S")
        h.settle()
        #expect(!h.screen.contains("Name this design"))
        #expect(designs.files["kept"]?.design == s.rules && s.loom.name == "kept")
        // Kept again, it reads back the same, in the new format.
        h.type("q")
        h.type("c")
        h.key(.enter)
        let again = try #require(h.create)
        #expect(again !== s && again.loom == s.loom)
    }
}

/// Saving and exporting are effects: the loom describes them, the app
/// runs them off the event loop, and what came of them comes back.
@Suite struct CreateEffectTests {
    @Test func interpretOnlyDescribesTheSave() throws {
        let designs = MemoryDesigns()
        let mode = try CreateMode(params: CreateMode.Params(columns: 2, rows: 2, name: "mine"), provider: FakePictures(), designs: designs)
        let loom = mode.newGame(seed: 1)
        var ui = mode.newUI(for: loom)
        let l = mode.layout(area: Rect(x: 0, y: 0, width: 80, height: 23), state: loom)
        guard case .effect(.keep(let e)) = mode.interpret(.key(.character("S")), state: loom, ui: &ui, layout: l) else {
            Issue.record("S is a save to make")
            return
        }
        #expect(e.file == DesignFile(name: "mine", design: loom.design) && e.then == .save)
        #expect(designs.files.isEmpty, "nothing written by interpret")
        let run = try #require(mode.effects)
        #expect(run(.keep(e)) == .saved(e, exported: []))
        #expect(designs.files["mine"] != nil)
    }

    @Test func theAppWritesTheSaveOffTheLoopAndPlayGoesOn() throws {
        let gated = GatedDesigns()
        let h = Self.loom(designs: gated)
        let s = try #require(h.create)
        h.type("S")
        h.key(.enter) // design-1
        #expect(s.isRunningEffects)
        // The save waits on its thread; the loom answers meanwhile.
        h.key(.enter); h.key(.enter)
        h.advance(50)
        #expect(s.rules.cells[0] != nil && gated.designs.files.isEmpty && s.isRunningEffects)
        gated.open()
        h.settle()
        #expect(gated.designs.files["design-1"] != nil && h.screen.contains("Saved as design-1"))
    }

    /// A 2x2 loom in the app, whose designs are kept by `designs`.
    static func loom(designs: DesignService) -> AppHarness {
        var options = AppOptions(seed: 1, colorDepth: .palette256, startMode: .create)
        options.modeOptions[.create] = GameRequest(["cols": "2", "rows": "2"])
        return AppHarness(options: options, registry: ModeRegistry.standard(pictures: FakePictures(), designs: designs))
    }

    /// A save asked for before a new design is still written, but the
    /// new design does not take its name.
    @Test func aSaveThatEndsAfterANewDesignLeavesTheNewOneAlone() throws {
        let gated = GatedDesigns()
        let h = Self.loom(designs: gated)
        let s = try #require(h.create)
        h.key(.enter); h.key(.enter)
        h.type("S")
        h.key(.enter) // design-1, waiting at the gate
        h.type("n")
        #expect(s.rules.isEmpty && s.isRunningEffects)
        gated.open()
        h.settle()
        #expect(gated.designs.files["design-1"] != nil)
        #expect(s.loom.name == nil && !h.screen.contains("design-1"))
    }

    @Test func aFailingSaveIsToldInPlaceAndPlayGoesOn() throws {
        let designs = MemoryDesigns()
        designs.failure = "the disk is full"
        let (h, _) = createGame(columns: 2, rows: 2, designs: designs)
        let s = try #require(h.create)
        h.type("S")
        h.key(.enter)
        h.settle()
        #expect(h.screen.contains("Could not save design-1: the disk is full"))
        #expect(s.loom.name == nil, "not kept, so not named")
        h.key(.enter); h.key(.enter)
        #expect(s.rules.cells[0] != nil && h.app.screenTitle == "Create")
    }

    @Test func aFailingExportIsToldAndTheDesignIsNamedAsSaved() throws {
        let designs = GatedDesigns(exportFailure: "no room for pictures")
        designs.open()
        let h = Self.loom(designs: designs)
        let s = try #require(h.create)
        h.type("e")
        h.key(.enter)
        h.settle()
        #expect(h.screen.contains("Could not export design-1: no room for pictures"))
        #expect(designs.designs.files["design-1"] != nil && s.loom.name == "design-1")
    }
}

/// Designs kept in memory whose saves wait until the test opens the
/// gate, and whose exports may fail while saves do not.
final class GatedDesigns: DesignService {
    let designs = MemoryDesigns()
    private let gate = DispatchSemaphore(value: 0)
    let exportFailure: String?

    init(exportFailure: String? = nil) { self.exportFailure = exportFailure }

    func open() { gate.signal() }
    func listDesigns() -> [String] { designs.listDesigns() }
    func loadDesign(named name: String) -> DesignFile? { designs.loadDesign(named: name) }
    func saveDesign(_ file: DesignFile) throws {
        gate.wait()
        gate.signal()
        try designs.saveDesign(file)
    }
    func exportDesign(_ file: DesignFile) throws -> [String] {
        if let exportFailure { throw ValidationError(exportFailure) }
        return try designs.exportDesign(file)
    }
}
