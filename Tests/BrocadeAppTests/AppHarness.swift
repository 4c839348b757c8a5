import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// Drives an AppController the way the event loop does, with a fake clock,
/// and reads what it draws as text.
final class AppHarness {
    let app: AppController
    var size: Size
    var now = TimePoint.zero
    private(set) var lastRequest: LoopRequest = .none

    let store: MemoryStore

    init(options: AppOptions = AppOptions(seed: 1), registry: ModeRegistry = .standard, store: MemoryStore = MemoryStore(),
         size: Size = Size(width: 80, height: 24), root: Screen? = nil) {
        self.store = store
        app = AppController(options: options, registry: registry, store: store, root: root, unixTime: { 1_795_000_000 })
        self.size = size
        _ = frame()
    }

    @discardableResult
    func frame() -> Canvas {
        var c = Canvas(size: size)
        app.draw(into: &c, now: now)
        return c
    }

    var screen: String { frame().text }

    @discardableResult
    func key(_ k: Key) -> LoopRequest { send(.key(k)) }

    @discardableResult
    func type(_ s: String) -> LoopRequest {
        var r = LoopRequest.none
        for c in s { r = key(.character(c)) }
        return r
    }

    @discardableResult
    func send(_ e: InputEvent) -> LoopRequest {
        lastRequest = app.handle(e, now: now)
        return lastRequest
    }

    @discardableResult
    func pointer(_ kind: PointerEvent.Kind, _ p: Point) -> LoopRequest {
        send(.pointer(PointerEvent(kind, at: p, time: now)))
    }

    @discardableResult
    func click(_ p: Point) -> LoopRequest {
        pointer(.press(.primary), p)
        return pointer(.release(.primary), p)
    }

    /// Moves the clock on, ticking the app as the event loop would: at each
    /// deadline it gave before sleeping.
    func advance(_ ms: Int64) {
        let end = now + ms
        while let d = app.nextDeadline(now: now), d <= end {
            now = max(d, now + 1)
            lastRequest = app.tick(now: now)
        }
        now = end
    }

    /// Plays on with a game screen's assistant: each step lets the search
    /// under way answer (it runs on its own thread), then moves the clock on
    /// `step` ms; it stops once `done` holds or after `steps` steps. Bounded
    /// by the test's clock, never by the wall clock, so a loaded machine
    /// only makes it slower.
    func settle<Mode>(_ screen: GameScreen<Mode>, step: Int64 = 50, steps: Int = 300, until done: () -> Bool = { false }) {
        for _ in 0..<steps where !done() {
            screen.waitForSearch()
            advance(step)
        }
    }

    func resize(_ w: Int, _ h: Int) {
        size = Size(width: w, height: h)
        send(.resize(size))
        _ = frame()
    }

    /// Where `text` is drawn, or a failing test's dummy point.
    func find(_ text: String) -> Point? { frame().find(text) }
}

/// A game screen for exercising the app shell: every key is a move, and
/// "w" wins.
final class FakeGameScreen: Screen {
    var moves = 0
    var rank: Int?? = nil
    var restoredFrom: [UInt8]?
    var paused: Set<PauseReason> = []
    var gestures: [Gesture] = []
    var title: String { "Fake game" }
    var minimumSize: Size { Size(width: 80, height: 24) }
    var helpSections: [HelpSection] { [HelpSection("Fake game", [HelpEntry("m", "make a move")])] }
    var isGameInProgress: Bool { moves > 0 }

    func statusDetail(now: TimePoint) -> String? { "moves \(moves)" }

    func handle(_ input: ScreenInput, now: TimePoint, context: AppContext) -> ScreenOutcome {
        switch input {
        case .key(.character("m")):
            moves += 1
            return .changed
        case .key(.character("z")):
            // Back to the start with nothing to redo.
            moves = 0
            return .changed
        case .key(.character("w")):
            return .finished(GameResult(parameters: ["size": "4"], ranking: .highestScore, moves: moves,
                                        score: moves * 100, largestTile: 8, assisted: false))
        case .key:
            return .ignored
        case .gesture(let g):
            gestures.append(g)
            return .changed
        }
    }

    func gesturePolicy(at point: Point) -> GesturePolicy { GesturePolicy(.all) }

    func draw(into canvas: inout Canvas, area: Rect, now: TimePoint, context: AppContext) {
        canvas.text("FAKE BOARD moves=\(moves)", at: Point(x: 2, y: 2))
    }

    var gameMode: GameMode? { .twentyFortyEight }
    var saveID: String? = SaveID.random()
    func adoptSaveID(_ id: String) { saveID = id }
    func saveData(now: TimePoint) -> [UInt8]? { moves > 0 ? Array("moves=\(moves)".utf8) : nil }
    func shelfSummary(previewSize: Size?, now: TimePoint, context: AppContext) -> ShelfSummary? {
        ShelfSummary(line: "fake game of \(moves) moves", moves: moves, elapsed: 0, preview: nil)
    }
    func recorded(rank: Int?, book: ScoreBook) { self.rank = .some(rank) }

    func pause(_ reason: PauseReason, now: TimePoint) { paused.insert(reason) }
    func resume(_ reason: PauseReason, now: TimePoint) { paused.remove(reason) }
}
