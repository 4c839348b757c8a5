#if canImport(Glibc)
import Glibc
#endif
import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

private func harness(_ screen: Game2048Screen, store: MemoryStore = MemoryStore(playerName: "ann"),
                     size: Size = Size(width: 80, height: 24), depth: ColorDepth = .palette256) -> AppHarness {
    var registry = ModeRegistry()
    registry.register(.twentyFortyEight) { _, save in
        if let save { return try Game2048Screen(save: save, animate: false) }
        return screen
    }
    return AppHarness(options: AppOptions(seed: 1, colorDepth: depth, startMode: .twentyFortyEight), registry: registry,
                      store: store, size: size)
}

/// The values on screen, row by row, read back through the layout.
private func board(_ h: AppHarness, _ screen: Game2048Screen) -> String {
    let c = h.frame()
    let n = screen.game.size
    let l = TileGridLayout.make(area: Rect(x: 0, y: 0, width: c.size.width, height: c.size.height - 1), n: n)
    return (0..<n).map { r in
        (0..<n).map { col -> String in
            let cell = l.cell(r * n + col, size: n)
            let text = (cell.minX..<cell.maxX).map { String(c[$0, cell.minY + (cell.height - 1) / 2].character) }.joined()
            let v = text.filter { $0.isNumber }
            return v.isEmpty ? "." : v
        }.joined(separator: " ")
    }.joined(separator: "/")
}

@Suite struct Game2048ScreenTests {
    @Test func theMenuStartsA2048Game() {
        let h = AppHarness(options: AppOptions(seed: 5, colorDepth: .none))
        h.type("2")
        // Its new-game panel first; Enter plays the game it shows.
        #expect(h.screen.contains("New game: 2048"))
        h.key(.enter)
        #expect(h.app.screenTitle == "2048")
        #expect(h.screen.contains("Score 0"))
        #expect(h.screen.contains("4x4 · moves 0"))
    }

    @Test func arrowsMoveAsTheRulesSay() {
        let game = Game2048(rows: "2 . 2 4/. . . ./4 4 . ./. . . 2", seed: 9)
        let s = Game2048Screen(game: game, seed: 9, animate: false)
        let h = harness(s)
        #expect(board(h, s) == "2 . 2 4/. . . ./4 4 . ./. . . 2")
        h.key(.left)
        let expected = game.applying(.left)!
        #expect(board(h, s) == expected.rowsDescription)
        #expect(h.screen.contains("Score 12"))
        h.type("k") // hjkl: up
        #expect(board(h, s) == expected.applying(.up)!.rowsDescription)
        h.type("u")
        #expect(board(h, s) == expected.rowsDescription)
        #expect(h.screen.contains("assisted"))
        h.key(.control("r"))
        #expect(board(h, s) == expected.applying(.up)!.rowsDescription)
    }

    @Test func aMoveThatChangesNothingDoesNothing() {
        let s = Game2048Screen(game: Game2048(rows: "2 4 . ./. . . ./. . . ./. . . .", seed: 1), seed: 1, animate: false)
        let h = harness(s)
        h.key(.left)
        #expect(s.session.moveCount == 0)
        h.key(.up)
        #expect(s.session.moveCount == 0)
    }

    @Test func aSwipeMovesAndAShortDragDoesNot() {
        let game = Game2048(rows: "2 . . ./. . . ./. . . ./. . . .", seed: 4)
        let s = Game2048Screen(game: game, seed: 4, animate: false)
        let h = harness(s)
        h.pointer(.press(.primary), Point(x: 40, y: 10))
        h.pointer(.move(.primary), Point(x: 41, y: 10))
        h.pointer(.release(.primary), Point(x: 41, y: 10))
        #expect(s.session.moveCount == 0)
        h.pointer(.press(.primary), Point(x: 40, y: 10))
        h.pointer(.move(.primary), Point(x: 42, y: 10))
        h.pointer(.release(.primary), Point(x: 42, y: 10))
        #expect(s.session.moves == [.right])
        h.pointer(.press(.primary), Point(x: 40, y: 10))
        h.pointer(.move(.primary), Point(x: 40, y: 11))
        h.pointer(.release(.primary), Point(x: 40, y: 11))
        #expect(s.session.moves == [.right, .down])
    }

    @Test func keysDuringAnAnimationAreQueuedInOrder() {
        let game = Game2048(rows: "2 . . 2/. 4 . ./. . . ./8 . . .", seed: 6)
        let s = Game2048Screen(game: game, seed: 6, animate: true)
        let h = harness(s)
        h.key(.left)
        #expect(h.app.nextDeadline(now: h.now) != nil)
        h.key(.right)
        h.key(.up)
        h.key(.down)
        #expect(s.queue == [.key(.right), .key(.up), .key(.down)])
        #expect(s.session.moveCount == 1)
        for _ in 0..<40 { h.advance(20) }
        var expected = game
        for d in [Direction.left, .right, .up, .down] {
            if let next = expected.applying(d) { expected = next }
        }
        #expect(s.session.state == expected)
        #expect(s.queue.isEmpty)
        #expect(board(h, s) == expected.rowsDescription)
    }

    @Test func escDuringAnAnimationAsksToLeaveAtOnce() {
        let s = Game2048Screen(game: Game2048(rows: "2 . . 2/. 4 . ./. . . ./8 . . .", seed: 6), seed: 6, animate: true)
        let store = MemoryStore()
        store.canKeepGames = false
        let h = harness(s, store: store)
        h.key(.left)
        h.key(.escape)
        #expect(h.app.overlayName == "confirm")
        #expect(s.queue.isEmpty)
    }

    @Test func clockTicksDoNotRewriteTheSave() {
        let store = MemoryStore()
        let s = Game2048Screen(game: Game2048(rows: "2 . . 2/. . . ./. . . ./. . . .", seed: 1), seed: 1, animate: true)
        let h = harness(s, store: store)
        h.key(.left)
        h.key(.right) // queued behind the animation
        for _ in 0..<100 { h.advance(100) } // ten seconds of frames and clock ticks
        #expect(store.saveWrites == 1)
        let saved = try? Game2048Screen(save: store.saves["2048"]!, animate: false)
        #expect(saved?.session.moveCount == 2)
        // Meanwhile the loop still wakes for the clock, once a second.
        #expect(h.app.nextDeadline(now: h.now).map { $0 - h.now }.map { $0 <= 1000 } == true)
    }

    /// While a merge slides, the header shows the points it scored; their
    /// style (underlined where there is no colour) starts at the plus sign,
    /// not on the gap before it.
    @Test func theGainShowsWithoutStylingTheGapBeforeIt() throws {
        let s = Game2048Screen(game: Game2048(rows: "2 . . 2/. . . ./. . . ./. . . .", seed: 1), seed: 1, animate: true)
        let h = harness(s)
        h.key(.left)
        let frame = h.frame()
        let lines = frame.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { $0.contains("Score 4 +4") })
        let start = lines[row].distance(from: lines[row].startIndex, to: lines[row].range(of: "+4")!.lowerBound)
        #expect(frame[start, row].style == frame[start + 1, row].style)
        #expect(frame[start - 1, row].style != frame[start, row].style)
    }

    @Test func animationFramesDrawTilesBetweenCells() {
        let game = Game2048(rows: "2 . . ./. . . ./. . . ./. . . .", seed: 2)
        let s = Game2048Screen(game: game, seed: 2, animate: true)
        let h = harness(s)
        let before = h.frame()
        h.key(.right)
        h.now = h.now + 40
        let middle = h.frame()
        h.now = h.now + 200
        _ = h.app.tick(now: h.now)
        let after = h.frame()
        #expect(middle != before && middle != after)
    }

    @Test func winningShowsThePanelOnceAndPlayGoesOn() {
        let game = Game2048(rows: "1024 1024 . ./. . . ./. . . ./. . . .", seed: 3)
        let s = Game2048Screen(game: game, seed: 3, animate: false)
        let h = harness(s)
        h.key(.left)
        #expect(h.screen.contains("You made 2048!"))
        // The panel waits for an answer; a move pressed meanwhile waits too.
        let won = s.game
        h.key(.right)
        #expect(s.game == won)
        #expect(h.screen.contains("You made 2048!"))
        h.type("k")
        #expect(!h.screen.contains("You made"))
        #expect(s.game == won.applying(.right)!)
        h.key(.down)
        h.key(.up)
        #expect(!h.screen.contains("You made"))
        #expect(s.session.status == .playing)
    }

    @Test func customTarget() {
        let game = Game2048(rows: "8 8 . ./. . . ./. . . ./. . . .", target: 16, seed: 3)
        let h = harness(Game2048Screen(game: game, seed: 3, animate: false))
        h.key(.left)
        #expect(h.screen.contains("You made 16!"))
    }

    /// One move left: the two 2s merge, the new tile fills the gap, and no
    /// neighbours are equal whatever it is.
    static let lastMove = "2 2 8 16/8 16 32 64/16 32 64 128/32 64 128 256"

    @Test func gameOverShowsScoreBestTileAndRank() throws {
        let game = Game2048(rows: Self.lastMove, target: 131_072, seed: 8)
        let store = MemoryStore(playerName: "ann")
        let s = Game2048Screen(game: game, seed: 8, animate: false)
        let h = harness(s, store: store)
        #expect(h.key(.left) == .redraw)
        #expect(s.session.status == .lost)
        let text = h.screen
        #expect(text.contains("Game over"))
        #expect(text.contains("Score 4 · best 4 · tile 256"))
        #expect(text.contains("Rank 1 in the 4x4 scores"))
        let table = try #require(store.book.table(mode: "2048", parameters: ["size": "4"]))
        #expect(table.entries.count == 1)
        #expect(table.entries.first?.score == 4)
        #expect(table.entries.first?.largestTile == 256)
        #expect(table.entries.first?.moves == 1)
        #expect(table.entries.first?.name == "ann")
        #expect(store.saves["2048"] == nil)
        // Undo is still allowed, and a second game over records nothing more.
        h.type("u")
        #expect(s.session.status == .playing)
        h.key(.left)
        #expect(store.book.table(mode: "2048", parameters: ["size": "4"])?.entries.count == 1)
        // Game over is not a game in progress: q leaves at once.
        h.type("q")
        #expect(h.app.screenTitle == "Menu")
    }

    /// The game-over box keeps off the final board, at the smallest
    /// terminal and a large one: every cell of the board's ground, its
    /// empty cells and its tiles lies outside the box.
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 200, height: 60)])
    func gameOverLeavesTheFinalBoardInView(size: Size) throws {
        let s = Game2048Screen(game: Game2048(rows: Self.lastMove, target: 131_072, seed: 8), seed: 8, animate: false)
        let h = harness(s, size: size)
        h.key(.left)
        #expect(s.session.status == .lost)
        let c = h.frame()
        let title = try #require(c.find("Game over"))
        // The box: its side lines either side of the title, its top and bottom corners.
        let left = try #require((0..<title.x).last { c[$0, title.y].character == "│" })
        let right = try #require(((title.x + 1)..<size.width).first { c[$0, title.y].character == "│" })
        let top = try #require((0..<title.y).last { c[left, $0].character != "│" })
        let bottom = try #require(((title.y + 1)..<size.height).first { c[left, $0].character != "│" })
        let box = Rect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
        let depth = ColorDepth.palette256
        var grounds = Set([Tile2048Palette.boardStyle(depth: depth).background, Tile2048Palette.emptyStyle(depth: depth).background])
        for v in s.game.cells where v != 0 { grounds.insert(Tile2048Palette.style(for: v, depth: depth).background) }
        var board: [Point] = []
        for y in 0..<(size.height - 1) { for x in 0..<size.width where grounds.contains(c[x, y].style.background) { board.append(Point(x: x, y: y)) } }
        let minY = try #require(board.map(\.y).min()), maxY = try #require(board.map(\.y).max())
        let minX = try #require(board.map(\.x).min()), maxX = try #require(board.map(\.x).max())
        let drawn = Rect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        #expect(!drawn.intersects(box), "the board \(drawn) and the box \(box)")
        // Four rows of tiles, each at least a row, and the gaps between them.
        #expect(drawn.height >= 9, "the whole board: \(drawn)")
    }

    /// Best is the best score recorded or the most this game has reached:
    /// an undo never lowers it.
    @Test func bestDoesNotDropOnUndo() {
        let s = Game2048Screen(game: Game2048(rows: "2 2 . ./. . . ./. . . ./. . 4 4", seed: 3), seed: 3, animate: false)
        let h = harness(s)
        h.key(.left)
        #expect(s.game.score == 12)
        #expect(h.screen.contains("Best 12"))
        h.type("u")
        #expect(s.game.score == 0)
        #expect(h.screen.contains("Score 0"))
        #expect(h.screen.contains("Best 12"), "\(h.frame().rowText(1))")
    }

    @Test func gameOverPanelButtonsAnswerClicks() throws {
        let s = Game2048Screen(game: Game2048(rows: Self.lastMove, target: 131_072, seed: 8), seed: 8, animate: false)
        let h = harness(s)
        h.key(.left)
        #expect(s.session.status == .lost)
        let p = try #require(h.find("[ New game (n) ]"))
        h.click(Point(x: p.x + 2, y: p.y))
        #expect(s.session.moveCount == 0)
        #expect(!h.screen.contains("Game over"))
        #expect(s.game.cells.filter { $0 != 0 }.count == 2)
    }

    @Test func menuButtonOfTheGameOverPanelLeaves() throws {
        let s = Game2048Screen(game: Game2048(rows: Self.lastMove, target: 131_072, seed: 8), seed: 8, animate: false)
        let h = harness(s)
        h.key(.left)
        let p = try #require(h.find("[ Menu (q) ]"))
        h.click(Point(x: p.x + 2, y: p.y))
        #expect(h.app.screenTitle == "Menu")
    }

    /// Where games cannot be kept, n would lose this one: it asks first,
    /// and the game given up still counts in the scores.
    @Test func newGameAsksFirstWhereGamesCannotBeKept() throws {
        let s = Game2048Screen(game: Game2048(rows: "2 . . ./. . . ./. . . ./. . . .", seed: 1), seed: 1, animate: false)
        let store = MemoryStore(playerName: "ann")
        store.canKeepGames = false
        let h = harness(s, store: store)
        h.key(.right)
        h.type("n")
        #expect(h.screen.contains("Start a new game?"))
        h.type("n")
        #expect(s.session.moveCount == 1)
        h.type("n")
        h.type("y")
        #expect(s.session.moveCount == 0)
        #expect(s.game.cells.filter { $0 != 0 }.count == 2)
        #expect(try #require(store.book.table(mode: "2048", parameters: ["size": "4"])).entries.count == 1)
    }

    /// n keeps the game in progress on the shelf and deals a new one, at once.
    @Test func newGameKeepsTheGameInProgress() throws {
        let s = Game2048Screen(game: Game2048(rows: "2 . . ./. . . ./. . . ./. . . .", seed: 1), seed: 1, animate: false)
        let store = MemoryStore(playerName: "ann")
        let h = harness(s, store: store)
        h.key(.right)
        let first = try #require(s.saveID)
        h.type("n")
        #expect(!h.screen.contains("Start a new game?"))
        #expect(h.screen.contains("The game you left is kept"))
        #expect(s.session.moveCount == 0)
        #expect(s.saveID != first)
        let kept = try Game2048Screen(save: try #require(store.loadSave(mode: "2048", id: first)), animate: false)
        #expect(kept.session.moveCount == 1)
        #expect(store.book.tables.isEmpty)
        // The new game is kept beside it once played.
        h.key(.down)
        h.type("q")
        #expect(store.keptCount(mode: "2048") == 2)
    }

    @Test func leavingSavesAndContinueRestoresEverything() throws {
        let store = MemoryStore(playerName: "ann")
        let s = Game2048Screen(size: 4, target: 2048, seed: 12, animate: false)
        let h = harness(s, store: store)
        h.key(.left); h.key(.up); h.key(.right)
        h.advance(5000)
        let before = board(h, s)
        let moves = s.session.moves
        h.type("q")
        #expect(store.saves["2048"] != nil)
        h.type("c")
        h.key(.enter)
        #expect(h.app.screenTitle == "2048")
        #expect(h.screen.contains("moves 3"))
        // The new screen is the restored one; read its board through a fresh harness view.
        let restored = try Game2048Screen(save: store.saves["2048"]!, animate: false)
        #expect(restored.session.moves == moves)
        #expect(restored.game.rowsDescription == s.game.rowsDescription)
        #expect(before == s.game.rowsDescription)
        #expect(restored.session.elapsed(at: .zero) == s.session.elapsed(at: h.now))
        #expect(restored.session.canUndo)
    }

    @Test(arguments: [3, 4, 5, 6, 7, 8])
    func everySizeFitsAt80x24AndGrowsAt250x70(n: Int) {
        for size in [Size(width: 80, height: 24), Size(width: 250, height: 70)] {
            let area = Rect(x: 0, y: 0, width: size.width, height: size.height - 1)
            let l = TileGridLayout.make(area: area, n: n)
            #expect(area.contains(l.board), "size \(n) at \(size)")
            #expect(l.tile.width >= 6)
            #expect(l.header >= 0 && l.header < l.board.minY)
        }
        let small = TileGridLayout.make(area: Rect(x: 0, y: 0, width: 80, height: 23), n: n)
        let big = TileGridLayout.make(area: Rect(x: 0, y: 0, width: 250, height: 69), n: n)
        #expect(big.tile.height > small.tile.height)
    }

    @Test(arguments: [ColorDepth.none, .ansi8, .ansi16, .palette256, .direct])
    func everyValueIsReadableAtEveryDepth(depth: ColorDepth) {
        var v = 2
        while v <= 131_072 {
            let style = Tile2048Palette.style(for: v, depth: depth)
            if depth != .none {
                #expect(style.foreground != style.background, "\(v) at \(depth)")
                let fg = ColorMath.paletteIndex(style.foreground, depth: depth)
                let bg = ColorMath.paletteIndex(style.background, depth: depth)
                #expect(fg != bg, "\(v) at \(depth): digits in the tile's own colour")
            }
            #expect(Tile2048Palette.label(v, width: 6) == String(v))
            v *= 2
        }
        #expect(Tile2048Palette.label(1_048_576, width: 6) == "1024k")
    }

    @Test func monochromeTilesHaveOutlines() {
        let s = Game2048Screen(game: Game2048(rows: "2 . . ./. 2048 . ./. . . ./. . . .", seed: 1), seed: 1, animate: false)
        let h = harness(s, depth: .none)
        let text = h.screen
        #expect(text.contains("╭─────╮"))
        #expect(text.contains("2048"))
    }
}

@Suite struct Game2048HintTests {
    private func harness(_ screen: Game2048Screen) -> AppHarness {
        var registry = ModeRegistry()
        registry.register(.twentyFortyEight) { _, _ in screen }
        return AppHarness(options: AppOptions(seed: 1, startMode: .twentyFortyEight), registry: registry)
    }


    @Test func aHintIsTheComputerPlayersMoveAndMarksTheGame() {
        let game = Game2048(size: 4, seed: 21)
        let s = Game2048Screen(game: game, seed: 21, animate: false)
        let h = harness(s)
        h.type("H")
        #expect(h.screen.contains("thinking"))
        #expect(s.session.isAssisted)
        h.settle(s, step: 100) { s.hint != nil }
        let expected = Expectimax2048().bestMove(game)
        #expect(s.hint == expected)
        #expect(h.screen.contains("hint: "))
        // The hint's style (underlined where there is no colour) starts at its
        // first letter, not on the gap before it.
        let frame = h.frame()
        let lines = frame.text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        let row = lines.firstIndex { String($0).contains("hint: ") }!
        let start = String(lines[row]).distance(from: String(lines[row]).startIndex,
                                                to: String(lines[row]).range(of: "hint: ")!.lowerBound)
        #expect(frame[start, row].style == frame[start + 1, row].style)
        #expect(frame[start - 1, row].style != frame[start, row].style)
        // Moving clears it.
        h.key(.left)
        h.key(.up)
        #expect(s.hint == nil)
    }

    /// The thinking time comes from the settings (or --think) through the
    /// app's options; the help says it, and the hint is that player's move.
    @Test func theHintThinksAsLongAsTheSettingsSay() throws {
        var options = AppOptions(seed: 21)
        options.thinkMilliseconds = 1
        let context = AppContext(theme: Theme(depth: .palette256), glyphs: Glyphs(unicode: true), options: options)
        let registry = ModeRegistry.standard(pictures: FakePictures())
        let screen = try #require(try registry.makeScreen(.twentyFortyEight, context: context) as? Game2048Screen)
        #expect(screen.mode.thinkMilliseconds == 1)
        #expect(screen.helpSections.flatMap(\.entries).contains { $0.action == "H and A think up to 1 ms a move" })
        let h = harness(screen)
        h.type("H")
        h.settle(screen, step: 100) { screen.hint != nil }
        #expect(screen.hint == Expectimax2048(tuning: .init(thinkMilliseconds: 1)).bestMove(screen.game))
    }

    @Test func aMoveDropsAHintStillBeingSearched() {
        let s = Game2048Screen(game: Game2048(size: 4, seed: 21), seed: 21, animate: false)
        let h = harness(s)
        h.type("H")
        h.key(.left) // the board the hint was for is gone
        h.settle(s, step: 100, steps: 300)
        #expect(s.hint == nil)
        #expect(!h.screen.contains("hint:"))
        #expect(!h.screen.contains("thinking"))
    }

    @Test func escStopsASearch() {
        let s = Game2048Screen(game: Game2048(size: 4, seed: 2), seed: 2, animate: false)
        let h = harness(s)
        h.type("H")
        h.key(.escape)
        h.settle(s, step: 100, steps: 300)
        #expect(s.hint == nil)
        #expect(!h.screen.contains("thinking"))
        #expect(h.app.screenTitle == "2048")
    }

    @Test func autoplayStopsWhenTheTargetIsMade() {
        // 8 is the target: one move away.
        let s = Game2048Screen(game: Game2048(rows: "4 4 . ./. . . ./. . . ./. . . .", target: 8, seed: 1), seed: 1, animate: false)
        let h = harness(s)
        h.type("A")
        h.settle(s, step: 100) { s.game.hasReachedTarget }
        h.advance(100)
        #expect(h.screen.contains("You made 8!"))
        #expect(!s.autoplay)
    }

    @Test func autoplayPlaysUntilAnyKey() {
        let s = Game2048Screen(game: Game2048(size: 4, seed: 3), seed: 3, animate: true)
        let h = harness(s)
        h.type("A")
        #expect(s.autoplay)
        h.settle(s, step: 100) { s.session.moveCount >= 5 }
        #expect(s.session.moveCount >= 5)
        #expect(h.screen.contains("autoplay: + - speed, other keys stop")) // whole, even at 80 columns
        h.key(.character("x"))
        #expect(!s.autoplay)
        let moves = s.session.moveCount
        for _ in 0..<20 { h.advance(100) }
        #expect(s.session.moveCount <= moves + 1) // at most a move already on its way
        #expect(s.session.isAssisted)
    }
}

/// The header and the tiles on terminals narrow and wide.
@Suite struct Game2048HeaderAndDigitsTests {
    /// The header row of the frame, its blanks trimmed.
    private func header(_ h: AppHarness, _ s: Game2048Screen) -> String {
        let c = h.frame()
        let l = TileGridLayout.make(area: Rect(x: 0, y: 0, width: c.size.width, height: c.size.height - 1), n: s.game.size)
        return (0..<c.size.width).map { String(c[$0, l.header].character) }.joined().trimmingCharacters(in: .whitespaces)
    }

    /// A board whose score needs twelve digits, and a search under way.
    private func crowdedHeader(size: Size) -> (AppHarness, Game2048Screen) {
        let cells = [65_536, 0, 2, 8] + Array(repeating: 0, count: 12)
        let game = Game2048(size: 4, target: 131_072, cells: cells, score: 123_456_789_012, rng: SeededRandom(seed: 4))
        let s = Game2048Screen(game: game, seed: 4, animate: false)
        let h = harness(s, size: size)
        h.key(.left)
        h.type("u") // assisted
        h.type("H") // thinking
        return (h, s)
    }

    @Test func bestStaysInACrowdedHeaderAt80Columns() {
        let (h, s) = crowdedHeader(size: Size(width: 80, height: 24))
        let line = header(h, s)
        #expect(line.contains("Best 123456789012"), "\(line)")
        #expect(line.contains("Score 123456789012"), "\(line)")
        #expect(line.contains("assisted") && line.contains("thinking"), "\(line)")
        #expect(TextWidth.of(line) <= 80)
        h.key(.escape)
    }

    @Test func aWideHeaderKeepsEveryWordAndItsSpacing() {
        let (h, s) = crowdedHeader(size: Size(width: 200, height: 60))
        let line = header(h, s)
        #expect(line.hasPrefix("Score 123456789012   Best 123456789012   Tile 65536   Moves 0   assisted   thinking"), "\(line)")
        h.key(.escape)
    }

    /// The rows of `r` as text.
    private func rows(_ c: Canvas, _ r: Rect) -> [String] {
        (r.minY..<r.maxY).map { y in (r.minX..<r.maxX).map { String(c[$0, y].character) }.joined() }
    }

    /// What DigitFont draws for `text`, trimmed, with `ink` for its pixels.
    private func expectedDigits(_ text: String, columns: Int, ink: String) -> [String] {
        (0..<5).map { r in
            text.map { d in
                DigitFont.glyphs[d]![r].map { String(repeating: $0 == "#" ? ink : " ", count: columns) }.joined()
            }.joined(separator: String(repeating: " ", count: columns))
        }
    }

    @Test(arguments: [true, false])
    func largeTilesShowLargeDigitsAt200x60(unicode: Bool) {
        let game = Game2048(rows: "2 16 . ./. 2048 . ./. . . ./. . . .", seed: 1)
        let s = Game2048Screen(game: game, seed: 1, animate: false)
        var registry = ModeRegistry()
        registry.register(.twentyFortyEight) { _, _ in s }
        let h = AppHarness(options: AppOptions(seed: 1, colorDepth: .palette256, unicode: unicode, startMode: .twentyFortyEight),
                           registry: registry, store: MemoryStore(playerName: "ann"), size: Size(width: 200, height: 60))
        let c = h.frame()
        let l = TileGridLayout.make(area: Rect(x: 0, y: 0, width: 200, height: 59), n: 4)
        let ink = unicode ? "█" : "#"
        for (index, text, columns) in [(0, "2", 2), (1, "16", 2), (5, "2048", 1)] {
            let tile = rows(c, l.cell(index, size: 4))
            let drawn = tile.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            let want = expectedDigits(text, columns: columns, ink: ink).map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(drawn == want, "tile \(text):\n\(tile.joined(separator: "\n"))")
            // Nothing of the value is left as plain digits.
            #expect(!tile.joined().contains { $0.isNumber }, "tile \(text)")
        }
    }

    @Test func tilesAt80x24KeepPlainDigits() {
        let game = Game2048(rows: "2 16 . ./. 2048 . ./. . . ./. . . .", seed: 1)
        let s = Game2048Screen(game: game, seed: 1, animate: false)
        let h = harness(s)
        #expect(board(h, s) == "2 16 . ./. 2048 . ./. . . ./. . . .")
        #expect(!h.screen.contains("█"))
    }

    @Test func digitFontScalesDownForLongValues() {
        #expect(DigitFont.scale(for: "64", in: Size(width: 25, height: 11)) == DigitFont.Scale(columns: 2, rows: 1))
        #expect(DigitFont.scale(for: "2048", in: Size(width: 25, height: 11)) == DigitFont.Scale(columns: 1, rows: 1))
        #expect(DigitFont.scale(for: "131072", in: Size(width: 25, height: 11)) == DigitFont.Scale(columns: 1, rows: 1))
        #expect(DigitFont.scale(for: "1048576", in: Size(width: 25, height: 11)) == nil)
        #expect(DigitFont.scale(for: "2", in: Size(width: 7, height: 2)) == nil) // 80x24 tiles are four rows tall
        #expect(DigitFont.size(of: "128", scale: DigitFont.Scale(columns: 2, rows: 1)) == Size(width: 22, height: 5))
        for d in "0123456789" { #expect(DigitFont.glyphs[d]?.count == 5 && DigitFont.glyphs[d]!.allSatisfy { $0.count == 3 }) }
        #expect(Set(DigitFont.glyphs.values).count == 10, "two digits look the same")
    }
}
