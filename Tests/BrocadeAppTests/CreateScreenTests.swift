import Glibc
import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

typealias CreateScreen = GameScreen<CreateMode>

/// Create mode opened as the app opens it, with designs kept in memory and
/// the jigsaws able to play them.
/// `keeps` false: a store that cannot keep games, so leaving asks first.
func createGame(columns: Int = 4, rows: Int = 5, designs: MemoryDesigns = MemoryDesigns(), size: Size = Size(width: 80, height: 24),
                keeps: Bool = true) -> (AppHarness, MemoryDesigns) {
    let registry = ModeRegistry.standard(pictures: FakePictures(), designs: designs)
    var options = AppOptions(seed: 1, colorDepth: .palette256, startMode: .create)
    options.modeOptions[.create] = GameRequest(["cols": "\(columns)", "rows": "\(rows)"])
    let store = MemoryStore(playerName: "ann")
    store.canKeepGames = keeps
    let h = AppHarness(options: options, registry: registry, store: store, size: size)
    return (h, designs)
}

extension AppHarness {
    var create: CreateScreen? { app.current as? CreateScreen }

    /// Lets what Create asked the app to do (a save, an export) run off
    /// the event loop, and what came of it arrive.
    func settle() {
        // Each effect runs to its end on its thread, then the clock's tick
        // brings its result in and starts the next one.
        while let c = create, c.isRunningEffects {
            c.waitForEffect()
            advance(5)
        }
    }
}

@Suite struct CreateScreenTests {
    static let lozenge = Tile.motif(.lozenge, colorway: 0), figure = Tile.motif(.figure, colorway: 0)

    @Test func theKeyboardPlacesTurnsFillsAndDeletes() throws {
        let (h, _) = createGame()
        let s = try #require(h.create)
        #expect(h.app.screenTitle == "Create")
        h.key(.enter) // takes the palette's first tile: the red lozenge
        #expect(s.ui.selected == Self.lozenge && s.ui.focus == .canvas)
        h.key(.enter) // into the first cell
        #expect(s.rules.cells[0] == Design.Placed(tile: Self.lozenge))
        h.key(.right)
        h.type("r") // the taken tile turns before it goes in
        h.key(.enter)
        #expect(s.rules.cells[1] == Design.Placed(tile: Self.lozenge, turns: 1))
        h.key(.escape) // lets the tile go; r now turns the placed one
        h.type("r")
        #expect(s.rules.cells[1]?.turns == 2)
        h.type("f") // the cursor's row, with the tile at the cursor
        #expect((0..<4).allSatisfy { s.rules.cells[$0] == Design.Placed(tile: Self.lozenge, turns: 2) })
        h.key(.down)
        h.type("F") // nothing taken and nothing here: told why
        #expect(h.screen.contains("Take a tile from the palette first"))
        h.key(.up)
        h.type("F")
        #expect((0..<5).allSatisfy { s.rules.cells[$0 * 4 + 1] != nil })
        h.type("x")
        #expect(s.rules.cells[1] == nil)
        // Carry a tile with Enter, drop it with Enter.
        h.key(.left)
        h.key(.enter)
        #expect(s.ui.carrying == 0)
        h.key(.down); h.key(.down); h.key(.down)
        h.key(.enter)
        #expect(s.rules.cells[12] != nil && s.rules.cells[0] == nil)
        let moves = s.session.moveCount
        h.type("u")
        #expect(s.rules.cells[0] != nil && s.session.moveCount == moves - 1)
        h.key(.control("r"))
        #expect(s.rules.cells[12] != nil)
        // Left, it is kept without a question, and the menu offers to go on weaving.
        h.type("q")
        #expect(h.app.overlayName == nil)
        #expect(h.screen.contains("Continue Create"))
        #expect(h.screen.contains("Go on weaving the design left on the loom."))
    }

    /// s is a direction on the canvas, as wasd is in every game; S saves.
    @Test func sMovesTheCursorDownAndCapitalSSaves() throws {
        let (h, designs) = createGame()
        let s = try #require(h.create)
        h.key(.tab) // to the canvas
        #expect(s.ui.focus == .canvas && s.ui.cursor == 0)
        h.type("s")
        #expect(s.ui.cursor == 4 && s.ui.naming == nil)
        #expect(!h.screen.contains("Name this design"))
        h.type("d")
        h.type("w")
        #expect(s.ui.cursor == 1)
        h.type("S")
        #expect(h.screen.contains("Name this design"))
        h.key(.enter)
        h.settle()
        #expect(designs.files["design-1"] != nil)
        // The help says so.
        #expect(s.mode.helpSections(s.loom).flatMap(\.entries).contains { $0.keys == "S" && $0.action == "save the design by name" })
    }

    @Test func theMouseAlonePlacesMovesTurnsAndDeletes() throws {
        let (h, _) = createGame()
        let s = try #require(h.create)
        let l = s.layout
        // Click a tile, then cells: placed each time.
        h.click(l.slots[5].center)
        let tile = try #require(s.ui.selected)
        h.now = h.now + 1000
        h.click(l.cellRect(0).center)
        h.now = h.now + 1000
        h.click(l.cellRect(5).center)
        #expect(s.rules.cells[0]?.tile == tile && s.rules.cells[5]?.tile == tile)
        h.click(l.slots[5].center) // let it go
        #expect(s.ui.selected == nil)
        h.now = h.now + 1000
        // A long press lifts another tile; the wheel turns it on the way; it lands turned.
        h.pointer(.press(.primary), l.slots[2].center)
        h.advance(400)
        h.pointer(.move(.primary), l.cellRect(10).center)
        #expect(s.ui.hand != nil)
        h.send(.pointer(PointerEvent(.wheel(.down), at: l.cellRect(10).center, time: h.now)))
        h.pointer(.release(.primary), l.cellRect(10).center)
        #expect(s.rules.cells[10] == Design.Placed(tile: s.mode.palette.tiles[2], turns: 1))
        h.now = h.now + 1000
        // A drag moves a placed tile; onto the palette, deletes it.
        h.pointer(.press(.primary), l.cellRect(5).center)
        h.pointer(.move(.primary), l.cellRect(6).center)
        h.pointer(.release(.primary), l.cellRect(6).center)
        #expect(s.rules.cells[6]?.tile == tile && s.rules.cells[5] == nil)
        h.now = h.now + 1000
        h.pointer(.press(.primary), l.cellRect(6).center)
        h.pointer(.move(.primary), l.slots[0].center)
        h.pointer(.release(.primary), l.slots[0].center)
        #expect(s.rules.cells[6] == nil)
        h.now = h.now + 1000
        // A double click turns; a right click deletes; both on the mirror image too.
        let m = try #require(l.mirror)
        let mirrored = Point(x: m.reflect(x: l.cellRect(0).center.x), y: l.cellRect(0).center.y)
        h.click(mirrored); h.click(mirrored)
        #expect(s.rules.cells[0]?.turns == 1)
        h.now = h.now + 1000
        h.pointer(.press(.secondary), l.cellRect(0).center)
        h.pointer(.release(.secondary), l.cellRect(0).center)
        #expect(s.rules.cells[0] == nil)
    }

    /// A double click on a placed tile turns it, whatever is in hand; a
    /// single click there with a tile in hand puts that tile in its place.
    @Test func aDoubleClickTurnsAPlacedTileWhateverIsInHand() throws {
        let (h, _) = createGame()
        let s = try #require(h.create)
        let l = s.layout
        h.click(l.slots[0].center)
        h.now = h.now + 1000
        h.click(l.cellRect(0).center) // an empty cell: placed at once
        #expect(s.rules.cells[0] == Design.Placed(tile: Self.lozenge))
        h.now = h.now + 1000
        h.click(l.slots[1].center) // another tile in hand
        let other = try #require(s.ui.selected)
        #expect(other != Self.lozenge)
        h.now = h.now + 1000
        let moves = s.session.moveCount
        h.click(l.cellRect(0).center)
        h.click(l.cellRect(0).center)
        h.advance(1000)
        #expect(s.rules.cells[0] == Design.Placed(tile: Self.lozenge, turns: 1), "turned, not replaced")
        #expect(s.session.moveCount == moves + 1)
        #expect(s.ui.selected == other)
        #expect(s.ui.cursor == 0 && s.ui.focus == .canvas, "the cursor where the click was")
        // On the mirror image too.
        let m = try #require(l.mirror)
        let mirrored = Point(x: m.reflect(x: l.cellRect(0).center.x), y: l.cellRect(0).center.y)
        h.click(mirrored); h.click(mirrored)
        h.advance(1000)
        #expect(s.rules.cells[0] == Design.Placed(tile: Self.lozenge, turns: 2))
        // One click: the tile in hand takes the placed one's place.
        h.click(l.cellRect(0).center)
        h.advance(1000)
        #expect(s.rules.cells[0] == Design.Placed(tile: other))
        #expect(s.session.moveCount == moves + 3)
    }

    @Test func theRightHalfIsTheLeftSeenInTheMirror() throws {
        let (h, _) = createGame()
        let s = try #require(h.create)
        let l = s.layout, m = try #require(l.mirror)
        // The deer faces one way: its mirror image faces the other.
        let deer = try #require(s.mode.palette.tiles.firstIndex(of: .motif(.deer, colorway: 0)))
        h.key(.tab) // to the canvas, then back to the palette
        h.key(.tab)
        for _ in 0..<deer { h.key(.right) }
        h.key(.enter)
        h.key(.enter)
        h.key(.right)
        h.type("r")
        h.key(.enter)
        h.key(.escape)
        h.key(.tab) // the cursor off the canvas
        let c = h.frame()
        let left = HalfBlockPixels(decoding: c.cropped(to: l.board)), right = HalfBlockPixels(decoding: c.cropped(to: m.reflect(l.board)))
        let flipped = right.mirrored()
        let differ = (0..<left.height).flatMap { y in (0..<left.width).compactMap { x in left[x, y] != flipped[x, y] ? "\(x),\(y)" : nil } }
        #expect(differ.isEmpty, "\(differ.prefix(20))")
        #expect(left.pixels != left.mirrored().pixels, "a deer is not its own mirror image")
    }

    @Test func aDesignIsSavedByNameExportedReopenedAndPlayed() throws {
        let (h, designs) = createGame(columns: 2, rows: 2)
        let s = try #require(h.create)
        h.key(.enter); h.key(.enter) // a lozenge in the first cell
        h.type("S")
        #expect(h.screen.contains("Name this design"))
        #expect(h.screen.contains("design-1"), "a free name is offered")
        for _ in 0..<8 { h.key(.backspace) }
        h.type("my ") // a space is no name's
        #expect(h.screen.contains("A name is 1 to 40 letters"))
        h.type("!")
        h.key(.enter)
        h.settle()
        let file = try #require(designs.files["my"])
        #expect(file.design == s.rules)
        #expect(h.screen.contains("Saved as my"))
        // Named now: the next save asks nothing.
        h.key(.right); h.key(.enter)
        h.type("S")
        h.settle()
        #expect(designs.files["my"]?.design == s.rules)
        h.type("e")
        h.settle()
        #expect(designs.exported == ["/designs/my.png", "/designs/my.ans"])
        #expect(h.screen.contains("Exported my.png and my.ans to /designs"))
        // Saving can fail: said in place, and play goes on.
        designs.failure = "the disk is full"
        h.type("S")
        h.settle()
        #expect(h.screen.contains("Could not save my: the disk is full"))
        designs.failure = nil
        // The new-design panel lists it, and reopens it as it was.
        let form = try #require(ModeRegistry.standard(pictures: FakePictures(), designs: designs).form(.create))
        let control = try #require(form.controls.first { $0.key == "design" })
        #expect(control.options.map(\.value) == ["", "my"])
        let chosen = try form.make(["cols": "4", "rows": "4", "design": "my"])
        let params = try CreateMode.schema(pictures: FakePictures(), designs: designs).make(chosen)
        #expect(params.start == s.rules && params.name == "my" && params.columns == 2)
        // p plays it as a mirror jigsaw of the design's picture.
        h.type("p")
        h.settle()
        #expect(h.app.screenTitle == "Mirror jigsaw")
        let jigsaw = try #require(h.app.current as? JigsawScreen)
        #expect(jigsaw.mode.params.picture.name == "design:my")
    }

    /// The name box edits as the new-game panel's path field does: Ctrl-U
    /// clears to the start, Ctrl-W deletes a word (up to - or _), Ctrl-A
    /// and Ctrl-E go to the start and the end.
    @Test func theNameBoxEditsLikeThePathField() throws {
        let (h, designs) = createGame(columns: 2, rows: 2)
        let s = try #require(h.create)
        h.key(.enter); h.key(.enter)
        h.type("S")
        #expect(s.ui.field.text == "design-1")
        h.key(.control("w"))
        #expect(s.ui.field.text == "design-")
        h.key(.control("w"))
        #expect(s.ui.field.text.isEmpty)
        h.type("old")
        h.key(.control("u"))
        h.type("mydesign")
        #expect(s.ui.field.text == "mydesign")
        #expect(h.screen.contains("mydesign") && !h.screen.contains("oldmydesign"))
        h.key(.control("a"))
        h.type("x")
        h.key(.control("e"))
        h.type("-2")
        h.key(.left)
        h.key(.backspace)
        #expect(s.ui.field.text == "xmydesign2")
        h.type("!") // still no character a name cannot have
        #expect(h.screen.contains("A name is 1 to 40 letters") && s.ui.field.text == "xmydesign2")
        h.key(.enter)
        h.settle()
        #expect(designs.files["xmydesign2"] != nil)
    }

    @Test func anEmptyDesignIsNoJigsawAndWithoutADataDirectoryNothingIsKept() throws {
        let (h, _) = createGame()
        h.type("p")
        #expect(h.screen.contains("Name this design to play it"))
        h.type("x")
        h.key(.enter)
        h.settle()
        #expect(h.screen.contains("Weave something first"))
        var options = AppOptions(seed: 1, colorDepth: .palette256, startMode: .create)
        options.modeOptions[.create] = GameRequest(["cols": "2", "rows": "2"])
        let bare = AppHarness(options: options, registry: ModeRegistry.standard(pictures: FakePictures(), designs: nil))
        bare.type("S")
        #expect(bare.screen.contains("Designs cannot be kept here"))
    }

    @Test func randomInputKeepsTheDesignWhole() throws {
        var rng = SeededRandom(seed: 9)
        let (h, _) = createGame(columns: 3, rows: 3)
        let s = try #require(h.create)
        let keys: [Key] = [.left, .right, .up, .down, .enter, .character(" "), .escape, .tab, .character("x"), .character("r"),
                           .character("R"), .character("f"), .character("F"), .character("u"), .control("r"), .character("["),
                           .character("]"), .delete]
        for _ in 0..<3000 {
            let p = Point(x: rng.int(in: -3..<(h.size.width + 3)), y: rng.int(in: -2..<(h.size.height + 2)))
            switch rng.int(in: 0..<100) {
            case 0..<20: h.pointer(.press(rng.chance(0.85) ? .primary : .secondary), p)
            case 20..<50: h.pointer(.move(.primary), p)
            case 50..<65: h.pointer(.release(.primary), p)
            case 65..<68: h.pointer(.wheel(rng.chance(0.5) ? .up : .down), p)
            case 68..<90: h.key(keys[rng.int(in: 0..<keys.count)])
            case 90..<93: h.resize(rng.int(in: 80...200), rng.int(in: 24...60))
            default: h.advance(Int64(rng.int(in: 10...500)))
            }
            guard h.app.screenTitle == "Create" else { break }
            _ = h.frame()
            #expect(s.rules.cells.count == 9)
            #expect(s.rules.cells.allSatisfy { ($0?.turns ?? 0) >= 0 && ($0?.turns ?? 0) < 4 })
            if let c = s.ui.carrying { #expect(s.rules.cells[c] != nil) }
        }
    }

    @Test func theMouseAloneSavesExportsAndPlaysWithTheButtons() throws {
        let (h, designs) = createGame(columns: 2, rows: 2)
        let s = try #require(h.create)
        let l = s.layout
        h.click(l.slots[0].center)
        h.now = h.now + 1000
        h.click(l.cellRect(3).center)
        h.now = h.now + 1000
        let buttons = CreateMode.actionButtons(l)
        #expect(h.screen.contains("[ Save ]") && h.screen.contains("[ Export ]") && h.screen.contains("[ Play ]"))
        h.click(buttons[0].1.center) // Save: the name box, with a free name
        #expect(h.screen.contains("Name this design"))
        h.click(CreateMode.namingBox(l).ok.center)
        h.settle()
        #expect(designs.files["design-1"]?.design == s.rules)
        h.now = h.now + 1000
        h.click(buttons[1].1.center) // Export: named already
        h.settle()
        #expect(designs.exported.count == 2)
        h.now = h.now + 1000
        // A second design is offered the next free name; Cancel keeps nothing.
        designs.files["design-2"] = designs.files["design-1"]
        let (h2, _) = createGame(columns: 2, rows: 2, designs: designs)
        h2.click(CreateMode.actionButtons(l).first!.1.center)
        h2.settle() // the names kept are read off the event loop
        #expect(h2.screen.contains("design-3"))
        h2.click(CreateMode.namingBox(l).cancel.center)
        #expect(!h2.screen.contains("Name this design") && designs.files.count == 2)
        h.click(buttons[2].1.center) // Play
        h.settle()
        #expect(h.app.screenTitle == "Mirror jigsaw")
    }
}
