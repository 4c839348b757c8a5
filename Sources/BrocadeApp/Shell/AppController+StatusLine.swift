import BrocadeCore
import BrocadeTUI

/// The app's own line at the bottom: the status line as the screen on top
/// has it (its title, detail, actions and the quit or menu button), and the
/// notice above it.
extension AppController {
    /// The status line's last button: q leaves the screen, or quits at the menu.
    var quitLabel: String { isAtRoot ? tr("quit") : tr("menu") }

    /// The status line as the screen on top has it now: its title, detail
    /// and actions. Drawing and clicks both ask here, so they agree.
    func statusLine(size: Size, now: TimePoint) -> StatusLine {
        StatusLine.layout(size: size, quitLabel: quitLabel, mode: current.title, detail: current.statusDetail(now: now),
                          actions: current.actions)
    }

    /// A notice sits above the status line, wrapped to fit, until the next input.
    func drawNotice(_ text: String, into canvas: inout Canvas, above row: Int) {
        let width = canvas.size.width
        var lines = TextWidth.wrap(text, to: max(1, width - 2))
        if lines.count > 4 {
            lines = Array(lines.prefix(4))
            lines[3] = TextWidth.truncate(lines[3], to: max(1, width - 2 - TextWidth.of(context.glyphs.ellipsis))) + context.glyphs.ellipsis
        }
        let top = row - lines.count
        guard top >= 0 else { return }
        let style = context.theme.notice
        canvas.fill(Rect(x: 0, y: top, width: width, height: lines.count), style: style)
        for (i, line) in lines.enumerated() {
            canvas.text(line, at: Point(x: 1, y: top + i), style: style)
        }
    }
}

extension Gesture {
    /// Pointing, and the middle and end of a drag, are not new actions:
    /// a notice stays through them.
    var startsAnAction: Bool {
        switch self {
        case .hover, .pan(.changed, _, _, _), .pan(.ended, _, _, _), .pan(.cancelled, _, _, _),
             .longPress(.changed, _, _), .longPress(.ended, _, _), .longPress(.cancelled, _, _): return false
        default: return true
        }
    }
}
