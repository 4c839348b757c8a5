import BrocadeCore
import BrocadeTUI

/// The bottom row: where you are, time and moves, and the two keys everyone
/// needs (which are also buttons, so the mouse alone can reach them).
struct StatusLine {
    enum Button { case help, quit }

    var row: Int
    var helpRect: Rect
    var quitRect: Rect

    static func layout(size: Size, quitLabel: String) -> StatusLine {
        let y = size.height - 1
        let help = " ? \(helpLabel) ", quit = " q \(quitLabel) "
        let qw = TextWidth.of(quit), hw = TextWidth.of(help)
        let quitRect = Rect(x: size.width - qw, y: y, width: qw, height: 1)
        let helpRect = Rect(x: quitRect.minX - hw, y: y, width: hw, height: 1)
        return StatusLine(row: y, helpRect: helpRect, quitRect: quitRect)
    }

    /// The help button's word, measured for its place and drawn there.
    static var helpLabel: String { tr("help") }

    func button(at p: Point) -> Button? {
        if helpRect.contains(p) { return .help }
        if quitRect.contains(p) { return .quit }
        return nil
    }

    func draw(into canvas: inout Canvas, mode: String, detail: String?, notice: String?, quitLabel: String, context: AppContext) {
        let t = context.theme, g = context.glyphs
        let bar = Rect(x: 0, y: row, width: canvas.size.width, height: 1)
        canvas.fill(bar, style: t.statusBar)
        let left = " brocade\(g.separator)\(mode) "
        let leftEnd = canvas.text(left, at: Point(x: 0, y: row), style: t.statusBar.with([.bold]), clip: bar)
        let middle = Rect(x: leftEnd, y: row, width: max(0, helpRect.minX - leftEnd), height: 1)
        if let notice {
            canvas.text(" " + notice, at: middle.origin, style: t.notice, clip: middle)
        } else if let detail {
            canvas.centered(detail, row: row, in: middle, style: t.statusBar)
        }
        canvas.text(" ?", at: helpRect.origin, style: t.statusKey, clip: bar)
        canvas.text(" \(Self.helpLabel) ", at: Point(x: helpRect.minX + 2, y: row), style: t.statusBar, clip: bar)
        canvas.text(" q", at: quitRect.origin, style: t.statusKey, clip: bar)
        canvas.text(" \(quitLabel) ", at: Point(x: quitRect.minX + 2, y: row), style: t.statusBar, clip: bar)
    }
}
