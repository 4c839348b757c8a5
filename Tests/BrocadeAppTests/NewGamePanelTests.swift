import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// Every mode's new-game panel, chosen from the menu with the keyboard
/// alone and with the mouse alone.
@Suite struct NewGamePanelTests {
    func harness(_ pictures: FakePictures? = FakePictures(), store: MemoryStore = MemoryStore(), size: Size = Size(width: 80, height: 24),
                 options: AppOptions = AppOptions(seed: 1, animation: false)) -> AppHarness {
        AppHarness(options: options, registry: .standard(pictures: pictures), store: store, size: size)
    }

    func game<Mode: PuzzleMode>(_ h: AppHarness, _ type: Mode.Type) -> GameScreen<Mode>? { h.app.current as? GameScreen<Mode> }

    var twoPictures: FakePictures {
        let f = FakePictures()
        f.pictures.append(PictureInfo(name: "deer", file: "deer.xpm", title: "鹿纹 lù wén", description: "A deer."))
        return f
    }

    /// The panel and the command line make the same games: every value a
    /// control offers is one the mode's own check accepts, and the panel's
    /// defaults are the command line's.
    @Test func everyChoiceMakesAGameAndTheDefaultsAreTheCommandLines() throws {
        let fake = twoPictures
        let registry = ModeRegistry.standard(pictures: fake)
        var forms = 0
        for entry in registry.entries {
            let form = try #require(entry.form, "\(entry.info.mode) has no panel")
            forms += 1
            for c in form.controls {
                for o in c.options {
                    var v = form.defaults
                    v[c.key] = o.value
                    #expect(throws: Never.self, "\(entry.info.mode) \(c.key)=\(o.value)") { _ = try form.make(v) }
                }
            }
        }
        #expect(forms == 5)
        let frog = fake.pictures[0]
        let game2048 = Game2048Mode.schema
        // `brocade 2048`: 4x4, to 2048; `brocade slide`: 3x3 under norm, numbers.
        #expect(try game2048.make(game2048.form.make(game2048.form.defaults)) == Game2048Mode.Params(size: 4, target: 2048))
        #expect(try game2048.make() == Game2048Mode.Params(size: 4, target: 2048))
        let slide = SlideMode.schema(pictures: fake)
        #expect(try slide.make(slide.form.make(slide.form.defaults)) == SlideMode.Params(size: 3, level: .norm))
        #expect(try slide.make() == SlideMode.Params(size: 3, level: .norm))
        // `brocade jigsaw`: normal (3 across a half), rows from the picture, dalishen or else the first picture.
        let jigsaw = JigsawMode.schema(.classic, pictures: fake)
        let standard = JigsawMode.Params.make(picture: frog, provider: fake, variant: .classic, perHalf: 3, rows: nil, lock: false)
        #expect(try jigsaw.make(jigsaw.form.make(jigsaw.form.defaults)) == standard)
        #expect(try jigsaw.make() == standard)
        let create = CreateMode.schema(pictures: fake, designs: nil)
        #expect(try create.make(create.form.make(create.form.defaults)) == CreateMode.Params(columns: 4, rows: 5))
    }

    @Test func everyModeOpensItsPanelWithItsChoices() {
        let h = harness()
        h.type("2")
        var s = h.screen
        #expect(s.contains("New game: 2048"))
        #expect(s.contains("Board") && s.contains("‹ 4x4 ›") && s.contains("Target") && s.contains("2048"))
        h.key(.escape)
        #expect(h.app.screenTitle == "Menu")
        h.type("m")
        s = h.screen
        for word in ["New game: Mirror jigsaw", "Size", "small", "normal", "big", "Across", "Rows", "auto", "Lock", "Numbers", "Picture",
                     "Frogs", "Your own image...", "A frog.", "[ Play ]", "[ Back ]"] {
            #expect(s.contains(word), "missing \(word)")
        }
        // The preview is the picture as it will be cut: its left half and the mirror image.
        #expect(s.contains("L") && s.contains("R"))
        h.key(.escape)
        h.key(.home)
        h.type("s")
        s = h.screen
        for word in ["New game: Sliding puzzle", "Size", "3x3", "Rules", "none", "some", "norm", "Tiles", "numbers"] {
            #expect(s.contains(word), "missing \(word)")
        }
    }

    @Test func keyboardAloneChooses2048sSizeAndTarget() throws {
        let store = MemoryStore()
        let h = harness(store: store)
        h.type("2")
        h.key(.right) // Board 5x5
        h.key(.down)
        h.key(.right) // Target 4096
        h.key(.right)
        h.key(.left)
        #expect(h.screen.contains("‹ 5x5 ›") && h.screen.contains("4096"))
        h.key(.enter)
        let g = try #require(game(h, Game2048Mode.self))
        #expect(g.state.size == 5 && g.state.target == 4096)
        #expect(store.settings.lastChoices["2048"] == ["size": "5", "target": "4096"])
        // Leaving the game goes back to the menu, not the panel.
        h.type("q")
        #expect(h.app.screenTitle == "Menu")
    }

    @Test func theRememberedGameComesBackAndEnterTwicePlaysIt() throws {
        let store = MemoryStore()
        store.settings.lastChoices["slide"] = ["size": "4", "rules": "some", "picture": "frog"]
        let h = harness(store: store)
        h.key(.home)
        h.type("s")
        #expect(h.screen.contains("‹ 4x4 ›"))
        h.key(.enter)
        let g = try #require(game(h, SlideMode.self))
        #expect(g.state.size == 4 && g.state.level == .some && g.mode.params.picture?.name == "frog")
    }

    @Test func choicesNoControlOffersFallBackToTheDefaults() throws {
        let store = MemoryStore()
        store.settings.lastChoices["2048"] = ["size": "99", "target": "2048", "colour": "red"]
        store.settings.lastChoices["mirror-jigsaw"] = ["picture": "gone", "cols": "4"]
        let h = harness(store: store)
        h.type("2")
        #expect(h.screen.contains("‹ 4x4 ›"))
        h.key(.enter)
        #expect(try #require(game(h, Game2048Mode.self)).state.size == 4)
        h.type("q")
        h.type("m")
        h.key(.enter)
        let j = try #require(game(h, JigsawMode.self))
        #expect(j.mode.params.picture.name == "frog" && j.mode.params.columns == 4)
    }

    @Test func mouseAloneChoosesTheSlidingPuzzlesRulesSizeAndPicture() throws {
        let fake = twoPictures
        let h = harness(fake)
        h.click(try #require(h.find("Sliding puzzle")))
        #expect(h.app.screenTitle == "New game")
        h.now = h.now + 1000 // not a double click
        h.click(try #require(h.find(" none ")))
        let size = try #require(h.find("‹ 3x3 ›"))
        h.click(Point(x: size.x + 6, y: size.y)) // ›
        h.click(try #require(h.find("Deer")))
        #expect(h.screen.contains("A deer."))
        h.click(try #require(h.find("[ Play ]")))
        let g = try #require(game(h, SlideMode.self))
        #expect(g.state.size == 4 && g.state.level == SlidingRules.Level.none && g.mode.params.picture?.name == "deer")
    }

    @Test func mouseAloneChoosesTheJigsawsSizeAndLock() throws {
        let h = harness(twoPictures)
        h.click(try #require(h.find("Mirror jigsaw")))
        h.now = h.now + 1000
        h.click(try #require(h.find(" big ")))
        // The size and the stepper of pieces across are one choice.
        #expect(h.screen.contains("‹ 4  ›")) // padded as wide as "10"
        h.click(try #require(h.find(" on ")))
        h.click(try #require(h.find("Deer")))
        h.click(try #require(h.find("[ Play ]")))
        let j = try #require(game(h, JigsawMode.self))
        #expect(j.mode.params.columns == 4 && j.mode.params.lock && j.mode.params.picture.name == "deer")
        #expect(j.mode.params.variant == .mirror)
    }

    @Test func aDoubleClickOnAMenuEntryPlaysTheRememberedGame() throws {
        let store = MemoryStore()
        store.settings.lastChoices["2048"] = ["size": "3", "target": "256"]
        let h = harness(store: store)
        let entry = try #require(h.find("2048"))
        h.click(entry)
        h.now = h.now + 150
        h.click(entry)
        let g = try #require(game(h, Game2048Mode.self))
        #expect(g.state.size == 3 && g.state.target == 256)
    }

    /// The panel's double click has the recogniser's time, as every other
    /// double click: two clicks 450 ms apart are two clicks.
    @Test func theDoubleClickTimeIsTheRecognisersOne() throws {
        let h = harness(store: MemoryStore())
        let entry = try #require(h.find("2048"))
        h.click(entry)
        let time = GestureConfig.standard.doubleTapTime
        h.now = TimePoint(milliseconds: h.now.milliseconds + time + 50)
        h.click(entry)
        #expect(h.app.screenTitle == "New game")
        h.now = TimePoint(milliseconds: h.now.milliseconds + time - 50)
        h.click(entry)
        #expect(h.app.screenTitle == "2048")
    }

    @Test func aBadImagePathIsSaidInThePanelAndPlayGoesOn() throws {
        let fake = FakePictures()
        fake.files = ["/pics/cat.png"]
        var options = AppOptions(seed: 1, animation: false)
        options.completePath = { typed in ["/pics/cat.png", "/pics/cathedral/", "/pics/dog.png"].filter { $0.hasPrefix(typed) } }
        let h = harness(fake, options: options)
        h.type("m")
        h.key(.end) // the gallery's last entry: your own image, and its path focused
        #expect(h.screen.contains("Your own image..."))
        #expect(h.screen.contains("▶ Path"))
        h.type("/nope.png")
        h.key(.enter)
        #expect(h.app.screenTitle == "New game")
        #expect(h.screen.contains("Cannot load '/nope.png': No such file or directory."))
        // Keys typed now still edit the path: q and ? are letters here.
        for _ in 0..<9 { h.key(.backspace) }
        h.type("/pics/ca")
        h.key(.tab)
        #expect(h.screen.contains("/pics/cat"))
        #expect(h.screen.contains("cat.png  cathedral/"))
        h.type(".")
        h.key(.tab)
        #expect(h.screen.contains("Path /pics/cat.png"))
        h.key(.enter) // opens it
        #expect(h.screen.contains("Opened. Enter plays it."))
        h.key(.enter)
        let j = try #require(game(h, JigsawMode.self))
        #expect(j.mode.params.picture.file == "/pics/cat.png")
        #expect(h.store.settings.lastChoices["mirror-jigsaw"]?["picture"] == "file:/pics/cat.png")
    }

    @Test func theWheelAndPageKeysGoThroughThePicturesAndSpaceGoesRoundAChoice() throws {
        let h = harness(twoPictures)
        h.type("m")
        let frog = try #require(h.find("Frogs"))
        h.send(.pointer(PointerEvent(.wheel(.down), at: frog, time: h.now)))
        #expect(h.screen.contains("A deer."))
        h.send(.pointer(PointerEvent(.wheel(.up), at: frog, time: h.now)))
        #expect(h.screen.contains("A frog."))
        h.key(.pageDown)
        #expect(h.screen.contains("Type its path below"))
        h.key(.pageUp)
        #expect(h.screen.contains("A frog."))
        // Space on Numbers (above the pictures), on Tabs, on Turns, then on Lock: off to on.
        for _ in 0..<4 {
            h.key(.backTab)
            h.key(.character(" "))
        }
        h.key(.enter)
        let params = try #require(game(h, JigsawMode.self)).mode.params
        #expect(params.lock && params.rotate && params.tabs && params.numbers)
    }

    /// "Your own image..." shows its path field focused, whether reached
    /// by keys (arrows, End, the wheel) or by a click: what is typed next is
    /// the path, q and ? included, and Enter opens it or says why not in place.
    @Test func thePathFieldTakesTypingAtOnce() throws {
        let fake = FakePictures()
        fake.files = ["/pics/quiz?.png"]
        // By the arrows: down the gallery to its last entry, then type.
        let h = harness(fake)
        h.type("m")
        let own = try #require(h.find("Frogs"))
        while !h.screen.contains("Type its path below") { h.key(.down) }
        #expect(h.screen.contains("▶ Path"))
        h.type("/nope.png")
        #expect(h.screen.contains("Path /nope.png"), "\(h.screen)")
        h.key(.enter)
        #expect(h.app.screenTitle == "New game")
        #expect(h.screen.contains("Cannot load '/nope.png': No such file or directory."))
        // Up leaves the field for the gallery; a letter typed there goes on into the path.
        h.key(.up)
        #expect(!h.screen.contains("▶ Path"))
        h.key(.backspace)
        h.type("x")
        #expect(h.screen.contains("▶ Path") && h.screen.contains("Path /nope.pnx"), "\(h.screen)")
        // By a click on the entry: q and ? are letters of the path, and Enter plays it.
        let m = harness(fake)
        m.type("m")
        m.click(own)
        let entry = try #require(m.find("Your own image..."))
        m.click(entry)
        #expect(m.screen.contains("▶ Path"))
        m.type("/pics/quiz?.png")
        #expect(m.app.overlayName == nil && m.app.screenTitle == "New game")
        #expect(m.screen.contains("Path /pics/quiz?.png"), "\(m.screen)")
        m.key(.enter)
        #expect(m.screen.contains("Opened. Enter plays it."))
        m.key(.enter)
        let j = try #require(game(m, JigsawMode.self))
        #expect(j.mode.params.picture.file == "/pics/quiz?.png")
    }

    /// The preview keeps the picture whole and gives it the room it has,
    /// however many pieces: at 10x10 it was shrunk to pieces of a whole
    /// number of cells (at 80x24 to nothing) and lined at every piece.
    @Test(arguments: [Size(width: 37, height: 13), Size(width: 55, height: 27)])
    func thePreviewOfManyPiecesIsAsLargeAndWhole(room: Size) throws {
        let context = AppContext(theme: Theme(depth: .palette256), glyphs: Glyphs(unicode: true), options: AppOptions(seed: 1))
        let jigsaw = try #require(JigsawMode.schema(.mirror, pictures: FakePictures()).preview)
        let slide = try #require(SlideMode.schema(pictures: FakePictures()).preview)
        func picture(_ c: Canvas?, _ what: String) throws -> Int {
            let c = try #require(c, "no preview of \(what) in \(room)")
            #expect(c.size.width <= room.width && c.size.height <= room.height)
            let letters = c.text.filter { $0 == "L" || $0 == "R" }.count
            #expect(letters == (c.size.width - 1) * (c.size.height - 1), "\(what): the whole picture, no line over it")
            return letters
        }
        func jigsawCells(_ across: Int) throws -> Int {
            try picture(jigsaw(["picture": "frog", "cols": "\(across)", "rows": "auto"], room, context), "\(across) across")
        }
        // As many cells of picture, but for the shapes' difference (13 rows for 10 across, 4 for 3).
        let three = try jigsawCells(3), ten = try jigsawCells(10)
        #expect(5 * ten >= 4 * three, "10x10: \(ten) cells of picture, 3x3: \(three)")
        // The picture takes the room: as wide as it is, or as tall.
        let c = try #require(jigsaw(["picture": "frog", "cols": "10", "rows": "auto"], room, context))
        #expect(c.size.width >= room.width - 2 || c.size.height >= room.height - 1, "\(c.size) in \(room)")
        let small = try picture(slide(["picture": "frog", "size": "3"], room, context), "3x3 slide")
        let large = try picture(slide(["picture": "frog", "size": "8"], room, context), "8x8 slide")
        #expect(large >= small)
    }

    @Test func emptyPathAsksForOne() {
        let h = harness()
        h.type("m")
        h.key(.end)
        h.key(.enter)
        #expect(h.app.screenTitle == "New game")
        #expect(h.screen.contains("Type the path of an image file (Tab completes)."))
        #expect(h.screen.contains("▶ Path"))
    }

    @Test func thePanelFitsAt80x24AndAt200x60() {
        for size in [Size(width: 80, height: 24), Size(width: 200, height: 60)] {
            let h = harness(size: size)
            h.type("m")
            let s = h.screen
            #expect(s.contains("[ Play ]") && s.contains("Lock") && s.contains("Frogs"), "at \(size)")
        }
    }

    @Test func withoutColourTheChoiceStillShows() throws {
        let h = harness(options: AppOptions(seed: 1, animation: false, colorDepth: .none))
        h.type("2")
        h.key(.down)
        let c = h.frame()
        let target = try #require(c.find("‹  2048  ›"))
        // The focused stepper's value is drawn reversed.
        #expect(c.cell(at: Point(x: target.x + 3, y: target.y))?.style.attributes.contains(.reverse) == true)
    }
}

@Suite struct TextFieldTests {
    @Test func editsAsALineEditorDoes() {
        var f = TextField("~/pics/cat")
        let edited = f.edit(.backspace)
        #expect(edited && f.text == "~/pics/ca")
        _ = f.edit(.home)
        _ = f.edit(.delete)
        #expect(f.text == "/pics/ca")
        _ = f.edit(.end)
        _ = f.edit(.control("w"))
        #expect(f.text == "/pics/")
        _ = f.edit(.character("x"))
        _ = f.edit(.left)
        _ = f.edit(.character("y"))
        #expect(f.text == "/pics/yx")
        _ = f.edit(.control("u"))
        #expect(f.text == "x")
        // Control characters never reach the text.
        _ = f.edit(.character("\u{1b}"))
        #expect(f.text == "x")
        let up = f.edit(.up)
        #expect(!up)
    }

    @Test func aLongPathScrollsToKeepTheCursorInView() {
        let f = TextField("/a/very/long/path/to/an/image.png")
        let (shown, column) = f.visible(width: 10)
        #expect(shown == "image.png")
        #expect(column == 9)
    }

    @Test func completionTakesOneMatchWholeAndSeveralAsFarAsTheyAgree() {
        let one = PathCompletion.complete("/p/c", candidates: ["/p/cat.png"])
        #expect(one.text == "/p/cat.png" && one.matches.isEmpty)
        let several = PathCompletion.complete("/p/c", candidates: ["/p/cat.png", "/p/cathedral/"])
        #expect(several.text == "/p/cat" && several.matches == ["cat.png", "cathedral/"])
        let none = PathCompletion.complete("/p/z", candidates: [])
        #expect(none.text == "/p/z" && none.matches.isEmpty)
    }
}
