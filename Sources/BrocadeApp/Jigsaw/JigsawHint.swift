import BrocadeCore
import BrocadeTUI

/// The jigsaw's assistant: H shows the next move towards the whole picture,
/// starting with the piece the player has chosen (a heavy gold outline round
/// the piece where it lies and round the cell it goes to, on both halves;
/// the tray's label row says it in words), and
/// S places the pieces one by one, as the sliding puzzle's solver plays.
/// The moves are the rules' `finishingMoves`: a jigsaw needs no search.
extension JigsawMode {
    /// Between the pieces the solver places: slow enough to follow.
    static let solveStepTime: Int64 = 220

    public var assistantKeys: AssistantKeys? {
        AssistantKeys(play: "S", stepTime: Self.solveStepTime, playLabel: tr("solve"), stopLabel: tr("stop the solver"))
    }

    public func assistant(for state: JigsawRules) -> (@Sendable (_ isCancelled: @escaping @Sendable () -> Bool) -> AssistantPlan<JigsawRules.Move>?)? {
        assistant(for: state, choice: nil)
    }

    /// The hint starts with the piece the player has chosen: in hand, picked
    /// by a click, or under the cursor (in the tray, or on the board).
    public func assistantChoice(state rules: JigsawRules, ui: UI) -> Int? {
        if let piece = ui.hand?.piece ?? ui.selected { return piece }
        switch ui.focus {
        case .tray: return trayCursorPiece(rules, ui)
        case .board: return rules.board[ui.boardCursor]
        }
    }

    public func assistant(for state: JigsawRules, choice: Int?) -> (@Sendable (_ isCancelled: @escaping @Sendable () -> Bool) -> AssistantPlan<JigsawRules.Move>?)? {
        { _ in state.finishingMoves(first: choice).map { AssistantPlan($0) } }
    }

    /// The piece a move is about.
    static func piece(of move: JigsawRules.Move) -> Int? {
        switch move {
        case .place(let piece, _), .toTray(let piece), .turn(let piece, _): return piece
        case .arrange: return nil
        }
    }

    /// The tray page `piece` waits on, when that is not the page shown.
    func otherPage(of piece: Int, _ rules: JigsawRules, _ ui: UI, _ l: JigsawLayout) -> Int? {
        guard let i = rules.trayPlace(of: piece), l.perPage > 0, i / l.perPage != ui.page else { return nil }
        return i / l.perPage
    }

    /// What the tray's label row says while the assistant is at work, in
    /// its longest form first: the hint in words, or how to stop the
    /// solver. Empty otherwise.
    func assistantTexts(_ f: GameFrame<Self>) -> [String] {
        if f.assistant.playing { return [tr("solver playing: + - speed, other keys stop"), tr("+ - speed, other keys stop"), tr("any key stops")] }
        guard let move = f.assistant.hint, let piece = Self.piece(of: move) else { return [] }
        // Numbers off, the piece is the one outlined: no number the player cannot see.
        guard f.ui.showBadges else {
            let short = tr("hint: the outlined piece")
            switch move {
            case .place:
                if let page = otherPage(of: piece, f.state, f.ui, f.layout) {
                    return [tr("hint: the outlined piece, on page \(page + 1), to the outlined cell"), tr("hint: a piece on page \(page + 1)"), short]
                }
                return [tr("hint: the outlined piece to the outlined cell"), short]
            case .toTray: return [tr("hint: the outlined piece back to the tray"), short]
            case .turn(_, let by) where by == 2: return [tr("hint: turn the outlined piece half round"), short]
            case .turn(_, let by) where by > 0: return [tr("hint: turn the outlined piece clockwise"), short]
            case .turn: return [tr("hint: turn the outlined piece anticlockwise"), short]
            case .arrange: return []
            }
        }
        let n = piece + 1, short = tr("hint: piece \(n)")
        switch move {
        case .place:
            if let page = otherPage(of: piece, f.state, f.ui, f.layout) {
                return [tr("hint: piece \(n), on page \(page + 1), to the outlined cell"), tr("hint: piece \(n), page \(page + 1)"), short]
            }
            return [tr("hint: piece \(n) to the outlined cell"), short]
        case .toTray: return [tr("hint: piece \(n) back to the tray"), short]
        case .turn(_, let by) where by == 2: return [tr("hint: turn piece \(n) half round"), short]
        case .turn(_, let by) where by > 0: return [tr("hint: turn piece \(n) clockwise"), short]
        case .turn: return [tr("hint: turn piece \(n) anticlockwise"), short]
        case .arrange: return []
        }
    }

    /// The assistant's words on the tray's label row, in the first form
    /// that fits between the tray's buttons; false when it has none.
    func drawAssistantText(into canvas: inout Canvas, _ f: GameFrame<Self>, style: CellStyle) -> Bool {
        let texts = assistantTexts(f)
        guard !texts.isEmpty else { return false }
        // Between the tray's buttons (edge pieces first on the left, shuffle on the right), when they are shown.
        let l = f.layout, buttons = f.ui.hand == nil ? trayToolButtons(f.state, l).map(\.1) : []
        var room = Rect(x: l.tray.minX, y: l.pageLabelRow, width: l.tray.width, height: 1)
        if let left = buttons.first, let right = buttons.last {
            room = Rect(x: left.maxX + 1, y: l.pageLabelRow, width: max(0, right.minX - left.maxX - 2), height: 1)
        }
        let text = texts.first { TextWidth.of($0) + 2 <= room.width } ?? texts.last!
        canvas.centered(" " + text + " ", row: l.pageLabelRow, in: room, style: style)
        return true
    }

    /// The hinted piece and the cell it goes to, each in a heavy outline
    /// (the mirror twins too); a piece on another tray page is shown by
    /// that page's arrow in the hint's colour. False when there is no hint.
    func drawHint(into canvas: inout Canvas, _ f: GameFrame<Self>, context: AppContext) -> Bool {
        guard let move = f.assistant.hint, let piece = Self.piece(of: move) else { return false }
        let l = f.layout, rules = f.state, t = context.theme
        let style = t.depth == .none ? CellStyle(attributes: [.reverse, .bold])
            : CellStyle(foreground: t.brocade[1], background: t.ground, attributes: [.bold])
        func outline(_ r: Rect) {
            CueOutline.draw(around: r, into: &canvas, glyphs: context.glyphs, style: style, depth: t.depth, clip: l.area, heavy: true)
        }
        func outlineCell(_ cell: Int) {
            let r = l.cellRect(cell)
            outline(r)
            if let m = l.mirror { outline(m.reflect(r)) }
        }
        if let cell = rules.cell(of: piece) {
            outlineCell(cell)
        } else if let page = otherPage(of: piece, rules, f.ui, l) {
            let g = context.glyphs
            let (arrow, at): (Character, Rect) = page > f.ui.page ? (g.unicode ? "▶" : ">", l.nextPage) : (g.unicode ? "◀" : "<", l.previousPage)
            // On the tray's mat, as the arrow it lights.
            let point = Point(x: at.minX, y: at.center.y)
            var lit = style
            if t.depth != .none, let under = canvas.cell(at: point) { lit.background = under.style.background }
            canvas.put(arrow, at: point, style: lit)
        } else if let i = rules.trayPlace(of: piece), l.perPage > 0 {
            outline(l.bay(l.slots[i % l.perPage]))
        }
        if case .place(_, let cell) = move { outlineCell(cell) }
        return true
    }
}
