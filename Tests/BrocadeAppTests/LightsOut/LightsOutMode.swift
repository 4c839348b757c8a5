import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp

/// A mode that exists only in the tests, to prove that a mode is one
/// folder and one line in the registry: a row of lights, where pressing
/// one switches it and its neighbours; the game is won when all are dark.
struct LightsOut: GameRules {
    typealias Move = Int
    var lights: [Bool]

    init(length: Int, seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        var row = LightsOut(lights: Array(repeating: false, count: length))
        // Pressing from the solved row keeps it solvable; avoid dealing it solved.
        while row.status == .won { row = row.applying(rng.int(in: 0..<length))! }
        for _ in 0..<length { row = row.applying(rng.int(in: 0..<length))! }
        if row.status == .won { row = row.applying(0)! }
        self = row
    }

    init(lights: [Bool]) { self.lights = lights }

    func applying(_ i: Int) -> LightsOut? {
        guard lights.indices.contains(i) else { return nil }
        var next = self
        for j in [i - 1, i, i + 1] where lights.indices.contains(j) { next.lights[j].toggle() }
        return next
    }

    var status: GameStatus { lights.contains(true) ? .playing : .won }
}

struct LightsOutMode: ScoredMode {
    struct Params: Codable, Equatable, Sendable { var length = 5 }
    struct UI: Equatable { var cursor = 0 }
    struct Layout: Equatable { var cells: [Rect] }
    typealias Rules = LightsOut

    static let info = ModeInfo(mode: GameMode("lights-out"), title: "Lights out", blurb: "Switch every light off.",
                               ranking: .fastest)
    var info: ModeInfo { Self.info }
    var params = Params()

    /// The one line: how the registry opens it.
    static var entry: ModeRegistry.Entry {
        ModeRegistry.Entry(info) { context, save in
            if let save {
                return try GameScreen.restore(save, as: info.mode, context: context, mode: { LightsOutMode(params: $0) },
                                              legacy: { _ in throw ValidationError("no first-format saves") })
            }
            return GameScreen.new(LightsOutMode(), context: context)
        }
    }

    func newGame(seed: UInt64) -> LightsOut { LightsOut(length: params.length, seed: seed) }
    func newUI(for state: LightsOut) -> UI { UI() }
    func scoreParameters(_ state: LightsOut) -> [String: String] { ["length": "\(state.lights.count)"] }
    func statusDetail(_ state: LightsOut) -> String { "\(state.lights.filter { $0 }.count) lit" }
    func helpSections(_ state: LightsOut) -> [HelpSection] {
        [HelpSection("Lights out", [HelpEntry("Left Right, Enter", "choose a light and press it"), HelpEntry("click", "press it")])]
    }

    func layout(area: Rect, state: LightsOut) -> Layout {
        Layout(cells: state.lights.indices.map { Rect(x: area.minX + 4 + 6 * $0, y: area.minY + 4, width: 5, height: 3) })
    }

    func gesturePolicy(at point: Point, state: LightsOut, ui: UI, layout: Layout) -> GesturePolicy { .tapOnly }

    func interpret(_ input: ScreenInput, state: LightsOut, ui: inout UI, layout: Layout) -> Interpretation<Int> {
        switch input {
        case .key(.left): ui.cursor = max(0, ui.cursor - 1); return .uiChanged
        case .key(.right): ui.cursor = min(state.lights.count - 1, ui.cursor + 1); return .uiChanged
        case .key(.enter), .key(.character(" ")): return .move(ui.cursor)
        case .gesture(.tap(let p, .primary)):
            return layout.cells.firstIndex { $0.contains(p) }.map { .move($0) } ?? .handled
        case .key: return .notMine
        default: return .handled
        }
    }

    func draw(into canvas: inout Canvas, frame f: GameFrame<Self>, context: AppContext) {
        canvas.text("LIGHTS", at: Point(x: f.area.minX + 4, y: f.area.minY + 2))
        for (i, r) in f.layout.cells.enumerated() {
            canvas.fill(r, style: f.state.lights[i] ? context.theme.title.with([.reverse]) : .plain)
            canvas.text(f.state.lights[i] ? " ON " : " off", at: Point(x: r.minX, y: r.minY + 1))
            if i == f.ui.cursor { canvas.cornerOutline(r, glyphs: context.glyphs, style: context.theme.itemSelected) }
        }
    }

    func panelPlace(_ layout: Layout, area: Rect) -> (over: Rect, area: Rect) { (area, area) }

    func resultLines(_ state: LightsOut, moves: Int, elapsed: Int64, scores: ScoreTable?, context: AppContext) -> [String] {
        ["All dark!", "moves \(moves)"]
    }

    func rankScope(_ state: LightsOut) -> String { "for \(state.lights.count) lights" }
}
