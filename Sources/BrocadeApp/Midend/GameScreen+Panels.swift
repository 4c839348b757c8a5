import BrocadeCore
import BrocadeTUI

/// The game screen's frame and the panel of its phase over it (the new-game
/// question, the goal reached, the result with its rank): what the mode is
/// given to draw, the panel's lines and buttons, and what a key or click
/// means while a panel is up. It reads the midend's state and writes none:
/// the buttons it draws go back to `draw`, which keeps them for clicks, and
/// what a key means goes back to `handle`, which does it.
extension GameScreen {
    /// What a key or click means while a panel is up or the celebration plays.
    enum PanelAnswer {
        /// Deal the next game (y to the question; n, Enter or Space on the result).
        case newGame
        /// n on the goal's panel: as n in play.
        case askNewGame
        /// Back to play: no to the question (the clock runs again), or play on past the goal.
        case play(resumeClock: Bool)
        /// A key pressed while the goal's panel is up waits for its answer.
        case wait
        case skipCelebration
        /// u on the result, where the mode lets a finish be undone.
        case undo
        /// Nothing more to do than this.
        case outcome(ScreenOutcome)
    }

    /// What `input` means to the panel on show; nil during play.
    func panelAnswer(to input: ScreenInput) -> PanelAnswer? {
        switch phase {
        case .playing:
            return nil
        case .confirmNew:
            switch ChoicePanel.yesNo(input, buttons: []) {
            case .yes: return .newGame
            case .no: return .play(resumeClock: true)
            case nil: return .outcome(.handled)
            }
        case .goalReached:
            switch input {
            case .key(.character("k")), .key(.character("K")), .key(.enter), .key(.character(" ")), .key(.escape):
                return .play(resumeClock: false)
            case .key(.character("n")), .key(.character("N")):
                return .askNewGame
            case .key:
                // Play pressed meanwhile waits for the answer.
                return .wait
            default:
                return .outcome(.handled)
            }
        case .finished(let until):
            if until != nil {
                // Any key or click skips the celebration.
                switch input {
                case .key, .gesture(.tap): return .skipCelebration
                default: return .outcome(.handled)
                }
            }
            switch input {
            case .key(.character("n")), .key(.character("N")), .key(.enter), .key(.character(" ")):
                return .newGame
            case .key(.character("u")) where mode.finishUndo != .none, .key(.character("U")) where mode.finishUndo != .none:
                return .undo
            case .key(.character("q")):
                return .outcome(.pop)
            case .key:
                return .outcome(.ignored)
            default:
                return .outcome(.handled)
            }
        }
    }

    func frame(now: TimePoint) -> GameFrame<Mode> {
        let anim = animation.flatMap { a in now < a.start + a.length ? (a.before, now - a.start) : nil }
        return GameFrame(state: state, ui: ui, layout: layout, area: area, now: now, moveCount: session.moveCount,
                         isAssisted: session.isAssisted, animation: anim, assistant: assistant.view, scores: scores)
    }

    /// Draws the frame, or the celebration, and the phase's panel over it
    /// when `showPanel`; gives back the panel's buttons.
    func drawFrame(into canvas: inout Canvas, now: TimePoint, context: AppContext,
                   panel showPanel: Bool) -> [(Rect, Key)] {
        var f = frame(now: now)
        let (lines, choices) = panel(now: now, context: context)
        if case .finished(let until?) = phase {
            // The result panel's rows, so that the celebration can end with
            // the picture where the panel will leave it.
            if !lines.isEmpty { f.resultHeight = lines.count + 4 }
            mode.drawCelebration(into: &canvas, frame: f, elapsed: mode.celebrationTime - (until - now), context: context)
            return []
        }
        let isResult = !(phase == .playing || phase == .confirmNew || phase == .goalReached)
        if isResult && !lines.isEmpty { f.resultHeight = lines.count + 4 }
        mode.draw(into: &canvas, frame: f, context: context)
        guard showPanel, f.animation == nil, !lines.isEmpty else { return [] }
        let place = isResult ? mode.resultPlace(layout, area: area, height: lines.count + 4) : mode.panelPlace(layout, area: area)
        return ChoicePanel(lines: lines, choices: choices).draw(over: place.over, area: place.area, into: &canvas, context: context)
    }

    /// The panel the phase shows, if any.
    private func panel(now: TimePoint, context: AppContext) -> ([String], [(label: String, key: Key)]) {
        switch phase {
        case .playing:
            return ([], [])
        case .confirmNew:
            let q = mode.newGameQuestion
            return ([q.title, q.detail], [(tr("Yes (y)"), .character("y")), (tr("No (n)"), .character("n"))])
        case .goalReached:
            return (mode.goalLines(state) ?? [], [(tr("Keep playing (k)"), .character("k")), (tr("New game (n)"), .character("n"))])
        case .finished:
            // A mode without scores has no result to show.
            guard let scoring = mode.scoring else { return ([], []) }
            var lines = scoring.resultLines(state, moves: session.moveCount, elapsed: session.elapsed(at: now), scores: scores,
                                            context: context)
            let scope = scoring.rankScope(state)
            switch rank {
            case .notRecorded: break
            case .ranked(let r) where session.isAssisted: lines.append(tr("Rank \(r) \(scope), among assisted games"))
            case .ranked(let r): lines.append(tr("Rank \(r) \(scope)"))
            case .outsideTopTen: lines.append(tr("Not in the top ten this time"))
            }
            var choices: [(label: String, key: Key)] = [(tr("New game (n)"), .character("n"))]
            if mode.finishUndo == .button { choices.append((tr("Undo (u)"), .character("u"))) }
            choices.append((tr("Menu (q)"), .character("q")))
            return (lines, choices)
        }
    }

    /// The game as the scores record it; nil for a mode without scores.
    func result(now: TimePoint) -> GameResult? {
        guard let scoring = mode.scoring else { return nil }
        let s = scoring.score(state)
        return GameResult(parameters: scoring.scoreParameters(state), ranking: mode.info.ranking,
                          timeMilliseconds: session.elapsed(at: now), moves: session.moveCount, score: s.score,
                          largestTile: s.largestTile, assisted: session.isAssisted)
    }
}
