import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// `keeps`: the store keeps games left (false: nothing can be written, and leaving asks first).
private func harnessWithGame(keeps: Bool = false) -> (AppHarness, FakeGameScreen) {
    let game = FakeGameScreen()
    var registry = ModeRegistry()
    registry.register(.twentyFortyEight) { _, _ in game }
    let store = MemoryStore()
    store.canKeepGames = keeps
    let h = AppHarness(options: AppOptions(seed: 1, startMode: .twentyFortyEight), registry: registry, store: store)
    return (h, game)
}

@Suite struct HelpOverlayTests {
    @Test func questionMarkOpensHelpAndAnyKeyClosesIt() {
        let h = AppHarness()
        #expect(h.key(.character("?")) == .redraw)
        let s = h.screen
        #expect(s.contains("Help: Menu"))
        // The games and their goals come first, then the menu's keys.
        #expect(s.contains("The games and their goals"))
        #expect(s.contains("choose; a mode opens its new-game panel"))
        #expect(s.contains("any other key closes"))
        h.key(.pageDown)
        #expect(h.screen.contains("Ctrl-Z"))
        for _ in 0..<2 { h.key(.pageDown) }
        #expect(h.screen.contains("--no-animation"))
        #expect(h.screen.contains("XDG_CONFIG_HOME"))
        #expect(h.screen.contains("--check-terminal"))
        h.key(.character("x"))
        #expect(h.app.overlayName == nil)
        #expect(!h.screen.contains("Help: Menu"))
    }

    @Test func helpKeysDoNotReachTheScreenBelow() {
        let h = AppHarness()
        h.key(.character("?"))
        #expect(h.key(.character("q")) == .redraw) // closes help, does not quit
        #expect(h.app.overlayName == nil)
    }

    @Test func clickingHelpOnTheStatusLineOpensIt() throws {
        let h = AppHarness()
        let p = try #require(h.find("? help"))
        h.pointer(.press(.primary), Point(x: p.x + 2, y: p.y))
        #expect(h.app.overlayName == "help")
        h.pointer(.release(.primary), Point(x: p.x + 2, y: p.y))
        h.pointer(.press(.primary), Point(x: 40, y: 12))
        #expect(h.app.overlayName == nil)
    }

    @Test func clickingQuitOnTheStatusLineQuits() throws {
        let h = AppHarness()
        let p = try #require(h.find("q quit"))
        #expect(h.pointer(.press(.primary), p) == .quit(0))
    }

    @Test func helpListsTheScreensOwnKeysAndPausesTheGame() {
        let (h, game) = harnessWithGame()
        h.key(.character("?"))
        #expect(h.screen.contains("Help: Fake game"))
        #expect(h.screen.contains("make a move"))
        #expect(h.screen.contains("back to the menu"))
        #expect(game.paused.contains(.overlay))
        h.key(.enter)
        #expect(game.paused.isEmpty)
    }

    @Test func longHelpScrolls() {
        final class Wordy: Screen {
            var title: String { "Wordy" }
            var minimumSize: Size { Size(width: 80, height: 24) }
            var helpSections: [HelpSection] {
                [HelpSection("Lots", (1...40).map { HelpEntry("k\($0)", "action number \($0)") })]
            }
            func handle(_ input: ScreenInput, now: TimePoint, context: AppContext) -> ScreenOutcome { .ignored }
            func draw(into canvas: inout Canvas, area: Rect, now: TimePoint, context: AppContext) {}
        }
        var registry = ModeRegistry()
        registry.register(.slide) { _, _ in Wordy() }
        let h = AppHarness(options: AppOptions(seed: 1, startMode: .slide), registry: registry)
        h.key(.character("?"))
        #expect(h.screen.contains("action number 1 "))
        #expect(!h.screen.contains("action number 40"))
        #expect(h.screen.contains("scroll"))
        for _ in 0..<5 { h.key(.pageDown) }
        #expect(h.screen.contains("Ctrl-C"))
        #expect(h.app.overlayName == "help")
        h.key(.character("x"))
        #expect(h.app.overlayName == nil)
    }
}

@Suite struct LeavingTests {
    @Test func qLeavesAnUntouchedGameAtOnce() {
        let (h, _) = harnessWithGame()
        #expect(h.screen.contains("FAKE BOARD"))
        #expect(h.screen.contains("q menu"))
        h.key(.character("q"))
        #expect(h.app.screenTitle == "Menu")
    }

    /// A game left is kept: q asks nothing, and the menu offers it back.
    @Test func qLeavesAtOnceWhenTheGameIsKept() {
        let (h, game) = harnessWithGame(keeps: true)
        h.type("mm")
        h.key(.character("q"))
        #expect(h.app.overlayName == nil)
        #expect(h.app.screenTitle == "Menu")
        #expect(h.screen.contains("Continue 2048"))
        #expect(h.store.keptGames(mode: "2048").map(\.id) == [game.saveID])
    }

    /// Where games cannot be kept, leaving one would lose it: q asks first.
    @Test func qAsksFirstDuringAGame() {
        let (h, game) = harnessWithGame()
        h.type("mm")
        #expect(h.screen.contains("moves 2"))
        h.key(.character("q"))
        #expect(h.app.overlayName == "confirm")
        #expect(h.screen.contains("Leave this game?"))
        #expect(h.screen.contains("would be lost"))
        #expect(game.paused.contains(.overlay))
        h.key(.character("n"))
        #expect(h.app.screenTitle == "Fake game")
        #expect(game.paused.isEmpty)
        h.key(.escape)
        #expect(h.app.overlayName == "confirm")
        h.key(.character("y"))
        #expect(h.app.screenTitle == "Menu")
        #expect(h.app.overlayName == nil)
    }

    @Test func enterAnswersTheFocusedButtonWhichStartsOnNo() {
        let (h, _) = harnessWithGame()
        h.type("m")
        h.type("q")
        h.key(.enter)
        #expect(h.app.screenTitle == "Fake game")
        h.type("q")
        h.key(.left)
        h.key(.enter)
        #expect(h.app.screenTitle == "Menu")
    }

    @Test func theQuestionAnswersToClicks() throws {
        let (h, _) = harnessWithGame()
        h.type("m")
        h.type("q")
        let no = try #require(h.find("[ No (n) ]"))
        h.pointer(.press(.primary), no)
        #expect(h.app.overlayName == nil)
        h.type("q")
        let yes = try #require(h.find("[ Yes (y) ]"))
        h.pointer(.press(.primary), Point(x: yes.x + 3, y: yes.y))
        #expect(h.app.screenTitle == "Menu")
    }

    @Test func gesturesReachTheGameScreen() {
        let (h, game) = harnessWithGame()
        h.pointer(.press(.primary), Point(x: 10, y: 10))
        h.advance(400)
        h.pointer(.move(.primary), Point(x: 14, y: 10))
        h.pointer(.release(.primary), Point(x: 14, y: 10))
        #expect(game.gestures == [
            .longPress(.began, at: Point(x: 10, y: 10), start: Point(x: 10, y: 10)),
            .longPress(.changed, at: Point(x: 14, y: 10), start: Point(x: 10, y: 10)),
            .longPress(.ended, at: Point(x: 14, y: 10), start: Point(x: 10, y: 10)),
        ])
    }

    @Test func theLongPressDeadlineIsReportedToTheLoop() {
        let (h, _) = harnessWithGame()
        #expect(h.app.nextDeadline(now: h.now) == nil)
        h.pointer(.press(.primary), Point(x: 10, y: 10))
        #expect(h.app.nextDeadline(now: h.now) == TimePoint(milliseconds: 350))
    }

    @Test func aDragSurvivesAResize() {
        let (h, game) = harnessWithGame()
        h.pointer(.press(.primary), Point(x: 10, y: 10))
        h.pointer(.move(.primary), Point(x: 15, y: 10))
        h.resize(100, 30)
        h.pointer(.move(.primary), Point(x: 20, y: 12))
        #expect(game.gestures.last == .pan(.changed, at: Point(x: 20, y: 12), start: Point(x: 10, y: 10), translation: Offset(dx: 10, dy: 2)))
    }

    @Test func shrinkingBelowTheMinimumCancelsADrag() {
        let (h, game) = harnessWithGame()
        h.pointer(.press(.primary), Point(x: 10, y: 10))
        h.pointer(.move(.primary), Point(x: 15, y: 10))
        h.resize(60, 20)
        #expect(game.gestures.last == .pan(.cancelled, at: Point(x: 15, y: 10), start: Point(x: 10, y: 10), translation: Offset(dx: 5, dy: 0)))
    }

    @Test func escInTheMenuDoesNothing() {
        let h = AppHarness()
        #expect(h.key(.escape) == .none)
        #expect(h.app.screenTitle == "Menu")
    }
}

@Suite struct TooSmallTests {
    @Test func namesBothSizesAndRecovers() {
        let (h, game) = harnessWithGame()
        h.type("m")
        h.resize(60, 20)
        let s = h.screen
        #expect(s.contains("Terminal too small"))
        #expect(s.contains("80x24"))
        #expect(s.contains("60x20"))
        #expect(game.paused.contains(.tooSmall))
        // Game keys do nothing meanwhile.
        h.type("m")
        #expect(game.moves == 1)
        h.resize(80, 24)
        #expect(h.screen.contains("FAKE BOARD moves=1"))
        #expect(game.paused.isEmpty)
    }

    @Test func qQuitsFromTheTooSmallScreen() {
        let (h, _) = harnessWithGame()
        h.type("m")
        h.resize(40, 10)
        #expect(h.key(.character("q")) == .quit(0))
    }

    @Test(arguments: [(1, 1), (10, 3), (20, 5), (79, 24), (80, 23), (31, 12)])
    func drawsAtAnyTinySize(w: Int, h: Int) {
        let harness = AppHarness(size: Size(width: w, height: h))
        let text = harness.screen
        if w >= 32 {
            #expect(text.contains("\(w)x\(h)"))
        } else if w >= 12 && h >= 3 {
            #expect(text.contains("need"))
        }
    }
}

@Suite struct SignalsAndSuspendTests {
    @Test func interruptsQuitWithTheConventionalStatus() {
        #expect(AppHarness().send(.interrupt(.interrupt)) == .quit(130))
        #expect(AppHarness().send(.interrupt(.terminate)) == .quit(143))
        #expect(AppHarness().send(.interrupt(.hangup)) == .quit(129))
        #expect(AppHarness().send(.interrupt(.quit)) == .quit(131))
        #expect(AppHarness().key(.control("c")) == .quit(130))
    }

    @Test func suspendPausesTheGameUntilResumed() {
        let (h, game) = harnessWithGame()
        #expect(h.key(.control("z")) == .suspend)
        #expect(game.paused.contains(.suspended))
        #expect(h.send(.resumed) == .redraw)
        #expect(game.paused.isEmpty)
        #expect(h.send(.suspendRequest) == .suspend)
        #expect(game.paused.contains(.suspended))
        #expect(h.key(.control("l")) == .repaint)
    }
}

@Suite struct LookTests {
    @Test func asciiModeDrawsOnlyASCII() {
        let h = AppHarness(options: AppOptions(seed: 1, unicode: false))
        let s = h.screen
        #expect(s.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(s.contains("> Mirror jigsaw"))
        #expect(s.contains("B R O C A D E"))
        let big = AppHarness(options: AppOptions(seed: 1, unicode: false), size: Size(width: 200, height: 60))
        #expect(big.screen.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(big.screen.contains("####  ####   ###   ####  ###  ####  #####"))
        h.key(.character("?"))
        #expect(h.screen.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func withoutColourTheHighlightIsReverseVideo() throws {
        let h = AppHarness(options: AppOptions(seed: 1, colorDepth: .none))
        let c = h.frame()
        let p = try #require(c.find("Jigsaw"))
        let sel = try #require(c.find("Mirror jigsaw"))
        #expect(c[sel.x + 1, sel.y].style.attributes.contains(.reverse))
        #expect(!c[p.x + 1, p.y].style.attributes.contains(.reverse))
        for cell in c.cells {
            #expect(cell.style.foreground == .default && cell.style.background == .default)
        }
        // The status line stands apart too.
        #expect(c[0, 23].style.attributes.contains(.reverse))
    }

    @Test(arguments: ColorDepth.allCases)
    func everyDepthDraws(depth: ColorDepth) {
        let h = AppHarness(options: AppOptions(seed: 1, colorDepth: depth))
        #expect(h.screen.contains("Mirror jigsaw"))
    }
}
