import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// The status line's "≡" list as a player with a mouse uses it.
enum ActionsList {
    static func actions(_ h: AppHarness) -> [ScreenAction] { h.app.current.actions }

    /// What the list shows: "key  label" for each action, in order.
    static func summary(_ h: AppHarness) -> [String] {
        actions(h).map { "\($0.keyLabel) \($0.label)\($0.isEnabled ? "" : " (off)")" }
    }

    /// Opens the list with a click on "≡".
    static func open(_ h: AppHarness, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let p = try #require(h.find("≡"), "no ≡ on the status line:\n\(h.screen)", sourceLocation: sourceLocation)
        h.click(p)
        #expect(h.app.overlayName == "actions", sourceLocation: sourceLocation)
    }

    /// Where the open list draws `a`: its key, padded to the key column, then its label.
    static func row(of a: ScreenAction, in list: [ScreenAction], _ h: AppHarness) -> Point? {
        let w = list.map { TextWidth.of($0.keyLabel) }.max() ?? 0
        return h.find(a.keyLabel + String(repeating: " ", count: w - TextWidth.of(a.keyLabel) + 2) + a.label)
    }

    /// Opens the list and clicks `a` in it, at its label's last cell.
    static func click(_ a: ScreenAction, _ h: AppHarness, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let list = actions(h)
        try open(h, sourceLocation: sourceLocation)
        let p = try #require(row(of: a, in: list, h), "\(a.label) is not in the list:\n\(h.screen)", sourceLocation: sourceLocation)
        let w = list.map { TextWidth.of($0.keyLabel) }.max() ?? 0
        h.click(Point(x: p.x + w + 2 + TextWidth.of(a.label) - 1, y: p.y))
    }

    /// Every enabled action, clicked in the list, leaves the app as its key
    /// does (the same screen, overlay and title); a disabled one does nothing
    /// and leaves the list open. `make` makes the same game each time.
    static func expectEveryClickIsItsKey(_ make: () throws -> AppHarness, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let list = actions(try make())
        #expect(!list.isEmpty, sourceLocation: sourceLocation)
        for a in list {
            let byKey = try make(), byMouse = try make()
            let before = byMouse.screen
            try click(a, byMouse, sourceLocation: sourceLocation)
            if !a.isEnabled {
                #expect(byMouse.app.overlayName == "actions", "\(a.label) is off, yet the list closed", sourceLocation: sourceLocation)
                byMouse.type("q") // closes the list (Esc may be an action's key)
                #expect(byMouse.screen == before, "\(a.label) is off, yet something changed", sourceLocation: sourceLocation)
                continue
            }
            byKey.key(a.key)
            #expect(byMouse.app.overlayName == byKey.app.overlayName, "\(a.keyLabel) \(a.label)", sourceLocation: sourceLocation)
            #expect(byMouse.app.screenTitle == byKey.app.screenTitle, "\(a.keyLabel) \(a.label)", sourceLocation: sourceLocation)
            #expect(byMouse.screen == byKey.screen, "\(a.keyLabel) \(a.label): the click did not do what the key does:\n\(byMouse.screen)\n---\n\(byKey.screen)",
                    sourceLocation: sourceLocation)
        }
    }
}

private func game2048(seed: UInt64 = 3, size: Size = Size(width: 80, height: 24), options: AppOptions? = nil,
                      keepsGames: Bool = false) -> AppHarness {
    let screen = Game2048Screen(size: 4, target: 2048, seed: seed, animate: false)
    var registry = ModeRegistry()
    registry.register(.twentyFortyEight) { _, _ in screen }
    var o = options ?? AppOptions(seed: 1, colorDepth: .palette256)
    o.startMode = .twentyFortyEight
    // Where games cannot be kept, n asks first: the question's answers are actions too.
    let store = MemoryStore(playerName: "ann")
    store.canKeepGames = keepsGames
    return AppHarness(options: o, registry: registry, store: store, size: size)
}

private func slide(_ rules: SlidingRules? = nil, picture: Bool, seed: UInt64 = 2) -> AppHarness {
    let pictures = FakePictures()
    let screen: SlideScreen
    if let rules {
        let params = SlideMode.Params(size: rules.size, level: rules.level, picture: picture ? pictures.pictures[0] : nil)
        screen = SlideScreen(mode: try! SlideMode(params: params, provider: pictures, arrows: .tile), state: rules, seed: 0, animate: false)
    } else {
        screen = SlideScreen(size: 3, level: .norm, seed: seed, scramble: nil, picture: picture ? pictures.pictures[0] : nil,
                             provider: pictures, arrows: .tile, animate: false)
    }
    var registry = ModeRegistry()
    registry.register(.slide) { _, _ in screen }
    return AppHarness(options: AppOptions(seed: 1, colorDepth: .palette256, startMode: .slide), registry: registry,
                      store: MemoryStore(playerName: "ann"))
}

@Suite struct ActionsListTests {
    // MARK: The shell

    @Test func theMenuHasNoListAndEqualsIsItsOwn() {
        let h = AppHarness()
        #expect(!h.screen.contains("≡"))
        h.type("=")
        h.key(.function(10))
        #expect(h.app.overlayName == nil)
    }

    @Test func clickOpensTheListOverTheStatusLineAndEscQOrAClickElsewhereCloseIt() throws {
        let h = game2048()
        #expect(h.screen.contains("≡ actions  ? help  q menu"))
        try ActionsList.open(h)
        let s = h.screen
        #expect(s.contains("Actions"))
        #expect(s.contains("Ctrl-R  redo"))
        #expect(s.contains("click one, or press its key; Esc closes"))
        h.key(.escape)
        #expect(h.app.overlayName == nil)
        #expect(h.app.screenTitle == "2048") // Esc closed the list only
        try ActionsList.open(h)
        h.type("q")
        #expect(h.app.overlayName == nil)
        #expect(h.app.screenTitle == "2048")
        try ActionsList.open(h)
        h.click(Point(x: 2, y: 2))
        #expect(h.app.overlayName == nil)
        // A click on ≡ again closes it too.
        try ActionsList.open(h)
        h.click(try #require(h.find("≡")))
        #expect(h.app.overlayName == nil)
    }

    @Test func equalsAndF10OpenTheListAndItsKeysRunTheActions() throws {
        let h = game2048()
        h.type("=")
        #expect(h.app.overlayName == "actions")
        h.type("=")
        #expect(h.app.overlayName == nil)
        h.key(.function(10))
        #expect(h.app.overlayName == "actions")
        h.key(.escape)
        #expect(h.app.overlayName == nil)
        h.key(.left)
        // An action's key runs it and closes the list.
        h.key(.function(10))
        h.type("n")
        #expect(h.app.overlayName == nil)
        #expect(h.screen.contains("Start a new game?"))
        h.type("n")
        // Enter runs the focused action: at first, the first one enabled (undo).
        h.type("=")
        h.key(.enter)
        #expect(h.app.overlayName == nil)
        #expect(h.screen.contains("4x4 · moves 0"))
        // Now undo is off: the focus starts on redo; Down and Up skip what is off.
        h.type("=")
        h.key(.down)
        h.key(.up)
        h.key(.enter)
        #expect(h.screen.contains("4x4 · moves 1"))
        // A key that is no action's does nothing.
        h.type("=")
        h.type("z")
        #expect(h.app.overlayName == "actions")
    }

    @Test func theListPausesTheClockLikeEveryOverlay() throws {
        let h = game2048()
        h.key(.left)
        h.advance(2000)
        #expect(h.screen.contains("0:02"))
        try ActionsList.open(h)
        h.advance(5000)
        h.key(.escape)
        #expect(h.screen.contains("0:02"))
    }

    /// Faint: in a colour of their own (not dim, which xterm draws at half
    /// the colour, under 3:1 on the panel), dim without colour.
    @Test func disabledActionsAreFaintAndDoNothing() throws {
        let h = game2048()
        h.key(.left)
        try ActionsList.open(h)
        let redo = try #require(ActionsList.actions(h).first { $0.key == .control("r") })
        #expect(!redo.isEnabled)
        let p = try #require(ActionsList.row(of: redo, in: ActionsList.actions(h), h))
        let c = h.frame()
        let undo = try #require(ActionsList.actions(h).first { $0.key == .character("u") })
        let q = try #require(ActionsList.row(of: undo, in: ActionsList.actions(h), h))
        #expect(c[p.x, p.y].style.foreground != c[q.x, q.y].style.foreground)
        #expect(!c[q.x, q.y].style.attributes.contains(.dim))
        let theme = Theme(depth: .none)
        #expect(ActionsOverlay.disabled(theme).attributes.contains(.dim))
        #expect(!theme.overlay.attributes.contains(.dim))
        h.click(p)
        #expect(h.app.overlayName == "actions")
    }

    @Test func wideStatusLinesShowTheFirstActionsAsButtons() throws {
        let h = game2048(size: Size(width: 200, height: 60))
        let s = h.screen.components(separatedBy: "\n").last { !$0.isEmpty } ?? ""
        #expect(s.contains("u undo  Ctrl-R redo  H hint  A autoplay  n new game  ≡ actions  ? help  q menu"), "\(s)")
        // A click on one is its key; on a disabled one, nothing.
        h.click(try #require(h.find("Ctrl-R redo")))
        #expect(h.screen.contains("moves 0"))
        h.key(.left)
        h.click(try #require(h.find("u undo")))
        #expect(h.screen.contains("4x4 · moves 0"))
        h.click(try #require(h.find("n new game")))
        #expect(h.screen.contains("Start a new game?") == false) // no move left to lose: a new game at once
        #expect(h.app.overlayName == nil)
    }

    @Test func theListFollowsItsButtonWhenTheTerminalIsResized() throws {
        let h = game2048(size: Size(width: 200, height: 60))
        try ActionsList.open(h)
        h.resize(80, 24)
        let box = try #require(h.find("╭─ Actions"))
        let button = try #require(h.find("≡"))
        #expect(box.y == 24 - 1 - 8 && box.x + 43 >= button.x && box.x <= button.x)
        let n = try #require(ActionsList.actions(h).last)
        h.click(try #require(ActionsList.row(of: n, in: ActionsList.actions(h), h)))
        #expect(h.app.overlayName == nil)
    }

    @Test func narrowStatusLinesKeepTheirWordsAndDropTheNameFirst() throws {
        // The longest title and detail at 80 columns: the mirror jigsaw.
        let (h, _) = jigsawGame()
        let last = h.screen.components(separatedBy: "\n").last { !$0.isEmpty } ?? ""
        #expect(last.contains("Mirror jigsaw"))
        #expect(last.contains("placed · moves 0 · 0:00"))
        #expect(last.hasSuffix("≡ actions  ? help  q menu"))
    }

    @Test func asciiDrawsTheButtonAsItsKey() throws {
        let h = game2048(options: AppOptions(seed: 1, colorDepth: .none, unicode: false))
        #expect(h.screen.contains("= actions  ? help  q menu"))
        h.click(try #require(h.find("= actions")))
        #expect(h.app.overlayName == "actions")
        #expect(h.screen.contains("+- Actions"))
    }

    @Test func theHelpTellsOfTheList() {
        let entry = AppController.globalHelp(atRoot: false).entries.first { $0.keys == "=, F10" }
        #expect(entry?.action == "the game's actions, to click; or \"≡\" below")
        #expect(AppController.globalHelp(atRoot: false, unicode: false).entries.contains { $0.action.hasSuffix("or \"=\" below") })
    }

    // MARK: 2048

    @Test func game2048sActions() throws {
        let h = game2048()
        #expect(ActionsList.summary(h) == ["u undo (off)", "Ctrl-R redo (off)", "H hint", "A autoplay", "n new game"])
        h.key(.left)
        h.key(.up)
        h.type("u")
        #expect(ActionsList.summary(h) == ["u undo", "Ctrl-R redo", "H hint", "A autoplay", "n new game"])
        h.type("H")
        #expect(ActionsList.summary(h) == ["Esc stop the search", "u undo", "Ctrl-R redo", "H hint (off)", "A autoplay", "n new game"])
        h.type("A")
        #expect(ActionsList.summary(h) == ["Esc stop autoplay", "+ faster", "- slower"])
        // In the list, Esc is the action's key: it stops the play, as in the game.
        h.type("=")
        h.key(.escape)
        #expect(h.app.overlayName == nil)
        #expect(ActionsList.summary(h).last == "n new game")
        h.type("n")
        #expect(ActionsList.summary(h) == ["y Yes", "n No"])
    }

    @Test func game2048sClicksAreItsKeys() throws {
        // Undo and redo both have something to do.
        try ActionsList.expectEveryClickIsItsKey {
            let h = game2048()
            h.key(.left); h.key(.up); h.type("u")
            return h
        }
        // At the start: undo and redo are off.
        try ActionsList.expectEveryClickIsItsKey { game2048() }
        // Where games are kept, n keeps this one and deals the next at once.
        try ActionsList.expectEveryClickIsItsKey {
            let h = game2048(keepsGames: true)
            h.key(.left); h.key(.up)
            return h
        }
        // The new-game question.
        try ActionsList.expectEveryClickIsItsKey {
            let h = game2048()
            h.key(.left); h.type("n")
            return h
        }
        // The assistant at play: Esc stops it.
        try ActionsList.expectEveryClickIsItsKey {
            let h = game2048()
            h.type("A")
            return h
        }
    }

    @Test func theGoalPanelsAnswersAreActions() throws {
        func make() -> AppHarness {
            let screen = Game2048Screen(game: Game2048(rows: "4 4 . ./. . . ./. . . ./. . . 2", target: 8, seed: 1), seed: 1, animate: false)
            var registry = ModeRegistry()
            registry.register(.twentyFortyEight) { _, _ in screen }
            let h = AppHarness(options: AppOptions(seed: 1, startMode: .twentyFortyEight), registry: registry)
            h.key(.left)
            return h
        }
        #expect(ActionsList.summary(make()) == ["k keep playing", "n new game"])
        try ActionsList.expectEveryClickIsItsKey(make)
    }

    // MARK: The sliding puzzle

    @Test func theSlidingPuzzlesActions() throws {
        #expect(ActionsList.summary(slide(picture: false)) == ["u undo (off)", "Ctrl-R redo (off)", "H hint", "S solve", "n new shuffle"])
        let h = slide(picture: true)
        #expect(ActionsList.summary(h) == ["u undo (off)", "Ctrl-R redo (off)", "H hint", "S solve", "t show numbers",
                                           "b the box lid: the whole picture", "n new shuffle"])
        h.type("t")
        #expect(ActionsList.summary(h).contains("t hide numbers"))
        try ActionsList.expectEveryClickIsItsKey {
            let h = slide(picture: true)
            h.key(.left); h.key(.right); h.key(.up); h.key(.down); h.type("u")
            return h
        }
    }

    @Test func aSolvedPuzzlesActionsAreItsResultsKeys() throws {
        func make() -> AppHarness {
            let h = slide(SlidingRules(size: 3, level: .norm, tiles: [1, 2, 3, 4, 5, 6, 7, 0, 8]), picture: false)
            h.key(.left)
            return h
        }
        #expect(make().screen.contains("Solved!"))
        #expect(ActionsList.summary(make()) == ["n new shuffle", "u undo"])
        try ActionsList.expectEveryClickIsItsKey(make)
    }

    // MARK: The jigsaws

    @Test func theJigsawsActions() throws {
        // The numbers start as the game's choice: off unless asked for.
        #expect(ActionsList.summary(jigsawGame().0).contains("t show numbers"))
        let (h, _) = jigsawGame(values: ["numbers": "on"])
        #expect(Array(ActionsList.summary(h).prefix(6)) == ["u undo (off)", "Ctrl-R redo (off)", "H hint", "S solve", "g show the faint picture",
                                                             "t hide numbers"])
        #expect(ActionsList.summary(h).last == "n new game")
        #expect(ActionsList.summary(h).contains("b the box lid: the whole picture"))
        #expect(ActionsList.summary(h).contains("x piece back to the tray (off)"))
        #expect(!ActionsList.summary(h).contains { $0.hasPrefix("r ") })
        h.type("g")
        #expect(ActionsList.summary(h).contains("g hide the faint picture"))
        // A piece on the board at the cursor can go back: the cursor stays on the piece just dropped.
        h.key(.enter); h.key(.enter)
        #expect(ActionsList.summary(h).contains("x piece back to the tray"))
        // A piece carried with the keyboard keeps the keys: all off.
        h.key(.enter)
        #expect(ActionsList.actions(h).allSatisfy { !$0.isEnabled })
    }

    @Test func turnedPiecesTurnFromTheList() throws {
        let (h, _) = jigsawGame(rotate: true)
        #expect(ActionsList.summary(h).contains("r turn clockwise"))
        #expect(ActionsList.summary(h).contains("R turn anticlockwise"))
        h.key(.enter) // carried with the keyboard: only r and R
        #expect(ActionsList.actions(h).filter(\.isEnabled).map(\.keyLabel) == ["r", "R"])
    }

    @Test func theJigsawsClicksAreItsKeys() throws {
        try ActionsList.expectEveryClickIsItsKey {
            let (h, _) = jigsawGame(rotate: true)
            // Two pieces placed, the board's cursor on the second, the second undone.
            h.key(.enter); h.key(.enter); h.key(.tab); h.key(.enter); h.key(.enter)
            h.type("u")
            return h
        }
        try ActionsList.expectEveryClickIsItsKey {
            let (h, _) = jigsawGame(columns: 4, rotate: true)
            return h
        }
    }

    @Test func trayPagesAreActionsWhenThereArePages() throws {
        let (h, _) = jigsawGame(columns: 4)
        let labels = ActionsList.summary(h)
        #expect(labels.contains("[ previous page (off)"))
        #expect(labels.contains("] next page"))
        try ActionsList.click(try #require(ActionsList.actions(h).first { $0.key == .character("]") }), h)
        #expect(h.screen.contains("page 2/"))
    }

    // MARK: Create

    @Test func createsActions() throws {
        let (h, _) = createGame()
        #expect(ActionsList.summary(h) == ["u undo (off)", "Ctrl-R redo (off)", "S save the design", "W save it under another name",
                                           "e export PNG and ANSI",
                                           "p play it as a jigsaw (off)", "r turn clockwise", "R turn anticlockwise",
                                           "x delete the tile (off)", "f fill the row (off)", "F fill the column (off)",
                                           "[ previous page (off)", "] next page", "n new design"])
        h.key(.enter); h.key(.enter)
        #expect(ActionsList.summary(h).filter { $0.hasSuffix("(off)") } == ["Ctrl-R redo (off)", "[ previous page (off)"])
        // A name asked for: the name's keys, the rest off.
        h.type("S")
        #expect(ActionsList.actions(h).filter(\.isEnabled).map(\.label) == ["OK", "Cancel"])
    }

    @Test func createsClicksAreItsKeys() throws {
        try ActionsList.expectEveryClickIsItsKey {
            let (h, _) = createGame()
            h.key(.enter); h.key(.enter); h.key(.right); h.key(.enter); h.type("u")
            return h
        }
        try ActionsList.expectEveryClickIsItsKey {
            let (h, _) = createGame()
            h.key(.enter); h.key(.enter); h.type("S")
            return h
        }
    }

    @Test func playFromTheListOpensTheJigsawOfTheDesign() throws {
        let (h, designs) = createGame()
        h.key(.enter); h.key(.enter)
        let play = try #require(ActionsList.actions(h).first { $0.key == .character("p") })
        try ActionsList.click(play, h)
        h.click(try #require(h.find("[ OK ]")))
        h.settle()
        #expect(h.app.screenTitle == "Mirror jigsaw")
        #expect(designs.listDesigns() == ["design-1"])
    }

    // MARK: Chinese

    @Test func theListAndTheStatusLineFitInChinese() throws {
        try LanguageChecks.speaking(.zh) {
            for size in [Size(width: 80, height: 24), Size(width: 200, height: 60)] {
                var hs: [AppHarness] = [game2048(size: size), slide(picture: true)]
                hs.append(jigsawGame(rotate: true, size: size).0)
                hs.append(createGame(size: size).0)
                for h in hs {
                    let last = h.screen.components(separatedBy: "\n").last { !$0.isEmpty } ?? ""
                    #expect(last.hasSuffix("≡ 操作  ? 帮助  q 返回菜单"), "\(last)")
                    #expect(last.contains("步数 0"), "\(last)")
                    try ActionsList.open(h)
                    let c = h.frame()
                    #expect(c.text.contains("操作"))
                    #expect(LanguageChecks.cutWideCharacters(in: c) == [])
                    for a in ActionsList.actions(h) {
                        #expect(ActionsList.row(of: a, in: ActionsList.actions(h), h) != nil, "\(a.label) at \(size):\n\(c.text)")
                        #expect(LanguageChecks.englishWords(in: a.label) == [], "\(a.label)")
                    }
                    // The click at the end of a Chinese label is its action.
                    h.key(.escape)
                    let n = try #require(ActionsList.actions(h).last)
                    try ActionsList.click(n, h)
                    #expect(h.app.overlayName == nil)
                }
            }
        }
    }
}
