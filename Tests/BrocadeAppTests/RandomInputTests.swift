import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// Thousands of random keys, mouse presses, drags, releases, wheel turns,
/// resizes (below the minimum size too) and clock ticks fed to each mode
/// through the app, as the event loop would. Nothing may trap, and every
/// frame must be a canvas the terminal can show: no control characters, and
/// every wide character whole and inside the screen. Seeded: a failure
/// names the seed and step to replay.
@Suite struct RandomInputTests {
    enum Start: String, CaseIterable {
        case menu, twentyFortyEight, twentyFortyEightSmall, twentyFortyEightBig, slide, slidePicture, slideNone
        case mirrorJigsaw, jigsaw, picture, scores
    }

    static let events = 1000

    static let keys: [Key] = [
        .up, .down, .left, .right, .enter, .tab, .backTab, .backspace, .escape, .pageUp, .pageDown, .home, .end,
        .insert, .delete, .function(1), .function(12), .control("r"), .control("l"), .control("a"),
        .character(" "), .character("q"), .character("y"), .character("n"), .character("u"), .character("k"),
        .character("x"), .character("t"), .character("g"), .character("["), .character("]"), .character("?"),
        .character("w"), .character("a"), .character("s"), .character("d"), .character("h"), .character("j"),
        .character("l"), .character("m"), .character("c"), .character("2"), .character("1"), .character("5"),
        .character("9"), .character("Q"), .character("N"), .character("H"), .character("S"), .character("A"), .character("é"), .character("黎"), .character("\u{1B}"),
    ]

    /// The solver's tables, made at most once for all the random runs.
    static let solverTables = SlideSolverTables()

    static func harness(_ start: Start, seed: UInt64, size: Size) -> AppHarness {
        let fake = FakePictures()
        let registry = ModeRegistry.standard(pictures: fake)
        var o = AppOptions(seed: seed, animation: seed % 2 == 0)
        // H, S and A start real searches on their own threads, which run on
        // while the random input goes on: 2048's on the budget of --think 1
        // (what is checked is the frames, not the moves found), the sliding
        // puzzle's on one set of tables for the whole run, as a game has,
        // rather than tables built again for every harness.
        o.thinkMilliseconds = 1
        o.solverTables = Self.solverTables
        var root: Screen?
        switch start {
        case .menu: break
        case .twentyFortyEight: o.startMode = .twentyFortyEight
        case .twentyFortyEightSmall: o.startMode = .twentyFortyEight; o.modeOptions[.twentyFortyEight] = GameRequest(["size": "3", "target": "16"])
        case .twentyFortyEightBig: o.startMode = .twentyFortyEight; o.modeOptions[.twentyFortyEight] = GameRequest(["size": "8"])
        case .slide: o.startMode = .slide; o.modeOptions[.slide] = GameRequest(["size": "4"])
        case .slidePicture: o.startMode = .slide; o.modeOptions[.slide] = GameRequest(["rules": "some"], picture: fake.pictures[0])
        case .slideNone: o.startMode = .slide; o.modeOptions[.slide] = GameRequest(["size": "8", "rules": "none"]); o.slideArrows = .blank
        case .mirrorJigsaw: o.startMode = .mirrorJigsaw; o.modeOptions[.mirrorJigsaw] = GameRequest(["cols": "4"])
        case .jigsaw: o.startMode = .jigsaw; o.modeOptions[.jigsaw] = GameRequest(["cols": "2", "lock": "on"])
        case .picture: root = PictureScreen(picture: fake.pictures[0], provider: fake)
        case .scores: root = ScoresScreen(book: Self.book, player: "ann")
        }
        if seed % 3 == 0 { o.colorDepth = .none; o.unicode = false }
        return AppHarness(options: o, registry: registry, store: MemoryStore(playerName: "ann"), size: size, root: root)
    }

    static var book: ScoreBook {
        var b = ScoreBook()
        for i in 0..<30 {
            b.add(ScoreEntry(name: "player \(i) 黎锦", date: "2026-01-\(10 + i % 9)T00:00:00Z", timeMilliseconds: Int64(i * 1000),
                             moves: i, score: i * 10, largestTile: 64), mode: i % 2 == 0 ? "2048" : "slide",
                  parameters: ["size": "\(3 + i % 3)"], ranking: i % 2 == 0 ? .highestScore : .fastest)
        }
        return b
    }

    /// What the terminal layer relies on in every frame.
    static func checkFrame(_ c: Canvas, _ where_: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let w = c.size.width
        for y in 0..<c.size.height {
            for x in 0..<w {
                let cell = c[x, y]
                if cell.isContinuation {
                    guard x > 0, TextWidth.of(c[x - 1, y].character) == 2, !c[x - 1, y].isContinuation else {
                        Issue.record("\(where_): a stray continuation at \(x),\(y)", sourceLocation: sourceLocation)
                        return false
                    }
                    continue
                }
                let width = TextWidth.of(cell.character)
                guard width > 0 else {
                    Issue.record("\(where_): control character \(cell.character.unicodeScalars.map(\.value)) at \(x),\(y)",
                                 sourceLocation: sourceLocation)
                    return false
                }
                guard width == 1 || (x + 1 < w && c[x + 1, y].isContinuation) else {
                    Issue.record("\(where_): a wide character cut at \(x),\(y)", sourceLocation: sourceLocation)
                    return false
                }
            }
        }
        return true
    }

    static func randomSize(_ rng: inout SeededRandom) -> Size {
        switch rng.int(in: 0..<20) {
        case 0..<11: return Size(width: rng.int(in: 80...120), height: rng.int(in: 24...40))
        case 11: return Size(width: rng.int(in: 200...250), height: rng.int(in: 60...70))
        case 12..<17: return Size(width: rng.int(in: 1...100), height: rng.int(in: 1...30)) // mostly below 80x24
        case 17: return Size(width: rng.int(in: 1...4), height: rng.int(in: 1...3))
        default: return rng.chance(0.5) ? Size(width: 79, height: 24) : Size(width: 80, height: 23)
        }
    }

    @Test(arguments: Start.allCases)
    func randomInputNeverBreaksAFrame(start: Start) {
        let seed = UInt64(Start.allCases.firstIndex(of: start)! + 1)
        var rng = SeededRandom(seed: seed * 7919)
        var h = Self.harness(start, seed: seed, size: Size(width: 80, height: 24))
        var held: PointerButton?
        var counts = (keys: 0, pointer: 0, resizes: 0, restarts: 0)
        for step in 0..<Self.events {
            let p = Point(x: rng.int(in: -3..<(h.size.width + 3)), y: rng.int(in: -2..<(h.size.height + 2)))
            switch rng.int(in: 0..<100) {
            case 0..<38:
                h.key(Self.keys[rng.int(in: 0..<Self.keys.count)])
                counts.keys += 1
            case 38..<50:
                let b: PointerButton = rng.chance(0.8) ? .primary : rng.chance(0.5) ? .secondary : .middle
                h.pointer(.press(b), p)
                held = b
                counts.pointer += 1
            case 50..<70:
                // Drags mostly near where the last press was; hover without a button too.
                h.pointer(.move(held), p)
                counts.pointer += 1
            case 70..<80:
                h.pointer(.release(rng.chance(0.9) ? held : nil), p)
                held = nil
                counts.pointer += 1
            case 80..<83:
                h.pointer(.wheel([.up, .down, .left, .right][rng.int(in: 0..<4)]), p)
                counts.pointer += 1
            case 83..<89:
                let s = Self.randomSize(&rng)
                h.resize(s.width, s.height)
                counts.resizes += 1
            case 89..<91:
                h.send(.suspendRequest)
                h.send(.resumed)
            default:
                // Long presses, animations, autosaves and the clock.
                h.advance(Int64(rng.int(in: 1...600)))
            }
            if case .quit = h.lastRequest {
                // Quit from the menu: start again, as a player would.
                h = Self.harness(start, seed: seed &+ UInt64(step), size: h.size)
                counts.restarts += 1
            }
            // The event loop draws once for all the events one read brings.
            if rng.int(in: 0..<3) == 0 || step == Self.events - 1 {
                guard Self.checkFrame(h.frame(), "\(start) seed \(seed) step \(step)") else { return }
            }
        }
        // Enough of each kind happened to mean something.
        #expect(counts.keys > Self.events / 4 && counts.pointer > Self.events / 3 && counts.resizes > Self.events / 30)
    }

    /// Every mode at sizes around the minimum, with the too-small screen in
    /// between, keeps its frames whole.
    @Test func everySizeFromOneByOneUp() {
        for start in [Start.menu, .twentyFortyEight, .slidePicture, .mirrorJigsaw, .picture, .scores] {
            let h = Self.harness(start, seed: 2, size: Size(width: 80, height: 24))
            for (w, hh) in [(1, 1), (2, 1), (1, 2), (10, 3), (31, 5), (32, 5), (79, 23), (80, 24), (81, 25), (300, 100), (80, 24)] {
                h.resize(w, hh)
                _ = Self.checkFrame(h.frame(), "\(start) at \(w)x\(hh)")
            }
        }
    }
}
