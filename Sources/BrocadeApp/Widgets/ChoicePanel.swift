import BrocadeCore
import BrocadeTUI

/// A small box over a game: a title line, a few lines of text, and buttons
/// that answer to their key or a click. The games' win, game-over and
/// new-game questions are all one of these.
struct ChoicePanel {
    var lines: [String]
    var choices: [(label: String, key: Key)]

    /// Draws the panel centred on `over` (kept inside `area`); returns the
    /// buttons' places and keys, for clicks.
    @discardableResult
    func draw(over: Rect, area: Rect, into canvas: inout Canvas, context: AppContext) -> [(Rect, Key)] {
        let t = context.theme, g = context.glyphs
        let texts = choices.map { "[ \($0.label) ]" }
        let buttonsWidth = texts.reduce(0) { $0 + TextWidth.of($1) } + 2 * max(0, texts.count - 1)
        let width = min(area.width - 2, max(buttonsWidth + 4, (lines.map(TextWidth.of).max() ?? 0) + 6))
        let box = area.clamp(over.centered(Size(width: width, height: lines.count + 4)))
        canvas.fill(box, style: t.overlay)
        canvas.frame(box, glyphs: g, style: t.overlay.with([.bold]))
        for (i, s) in lines.enumerated() {
            canvas.centered(s, row: box.minY + 1 + i, in: box.inset(left: 1, right: 1), style: i == 0 ? t.overlayTitle : t.overlay)
        }
        var buttons: [(Rect, Key)] = []
        var x = box.minX + (box.width - buttonsWidth) / 2
        for (i, text) in texts.enumerated() {
            let r = Rect(x: x, y: box.maxY - 2, width: TextWidth.of(text), height: 1)
            canvas.text(text, at: r.origin, style: i == 0 ? t.buttonFocused : t.button, clip: box)
            buttons.append((r, choices[i].key))
            x = r.maxX + 2
        }
        return buttons
    }

    /// The key of the button under a click, if any.
    static func key(at p: Point, in buttons: [(Rect, Key)]) -> Key? {
        buttons.first { $0.0.contains(p) }?.1
    }

    enum Answer { case yes, no }

    /// The answer to a yes/no panel: y, Enter or its Yes button; n, Esc or
    /// its No button. Nil for anything else.
    static func yesNo(_ input: ScreenInput, buttons: [(Rect, Key)]) -> Answer? {
        let key: Key?
        switch input {
        case .key(let k): key = k
        case .gesture(.tap(let p, .primary)): key = Self.key(at: p, in: buttons)
        default: key = nil
        }
        switch key {
        case .character("y")?, .character("Y")?, .enter?: return .yes
        case .character("n")?, .character("N")?, .escape?: return .no
        default: return nil
        }
    }
}
