import BrocadeCore
import BrocadeTUI

/// A yes/no question over the screen, answered by key or by clicking a button.
final class ConfirmOverlay {
    let question: String
    let detail: String
    private(set) var yesFocused = false
    private var yesRect = Rect.zero
    private var noRect = Rect.zero

    enum Answer { case yes, no, undecided }

    init(question: String, detail: String) {
        self.question = question
        self.detail = detail
    }

    func answer(_ key: Key) -> Answer {
        switch key {
        case .character("y"), .character("Y"): return .yes
        case .character("n"), .character("N"), .escape, .character("q"): return .no
        case .enter, .character(" "): return yesFocused ? .yes : .no
        case .left, .right, .tab, .backTab: yesFocused.toggle(); return .undecided
        default: return .undecided
        }
    }

    func answer(click p: Point) -> Answer {
        if yesRect.contains(p) { return .yes }
        if noRect.contains(p) { return .no }
        return .undecided
    }

    func draw(into canvas: inout Canvas, area: Rect, context: AppContext) {
        let t = context.theme, g = context.glyphs
        let width = min(area.width - 2, max(36, TextWidth.of(question) + 6, TextWidth.of(detail) + 6))
        let box = area.centered(Size(width: width, height: 7))
        canvas.fill(box, style: t.overlay)
        canvas.frame(box, glyphs: g, style: t.overlay.with([.bold]))
        canvas.centered(question, row: box.minY + 1, in: box.inset(left: 2, right: 2), style: t.overlayTitle)
        canvas.centered(detail, row: box.minY + 2, in: box.inset(left: 2, right: 2), style: t.overlay)
        let yesWord = tr("Yes"), noWord = tr("No")
        let yes = "[ \(yesWord) (y) ]", no = "[ \(noWord) (n) ]"
        let total = TextWidth.of(yes) + 4 + TextWidth.of(no)
        let x0 = box.minX + (box.width - total) / 2
        let y = box.minY + 4
        yesRect = Rect(x: x0, y: y, width: TextWidth.of(yes), height: 1)
        noRect = Rect(x: x0 + TextWidth.of(yes) + 4, y: y, width: TextWidth.of(no), height: 1)
        canvas.text(yes, at: yesRect.origin, style: yesFocused ? t.buttonFocused : t.button)
        canvas.text(no, at: noRect.origin, style: yesFocused ? t.button : t.buttonFocused)
    }
}
