import BrocadeCore
import BrocadeTUI

/// Shown instead of a screen while the terminal is smaller than it needs.
/// It names both sizes and fits itself into whatever room there is.
enum TooSmallView {
    static func lines(needed: Size, current: Size) -> [String] {
        [
            tr("Terminal too small"),
            tr("brocade needs \(needed.width)x\(needed.height);"),
            tr("this one is \(current.width)x\(current.height)."),
            tr("Enlarge the window to go on,"),
            tr("or press q to quit."),
        ]
    }

    static func draw(into canvas: inout Canvas, needed: Size, context: AppContext) {
        let area = canvas.bounds
        let t = context.theme
        var rows: [(String, CellStyle)] = []
        let full = lines(needed: needed, current: area.size)
        if area.width >= 32 {
            for (i, l) in full.enumerated() {
                rows.append((l, i == 0 ? t.warning : .plain))
            }
        } else {
            // Too narrow for sentences: the two sizes say it all.
            let short = tr("need \(needed.width)x\(needed.height) have \(area.width)x\(area.height) q:quit")
            rows = TextWidth.wrap(short, to: max(1, area.width)).map { ($0, t.warning) }
        }
        let top = max(0, (area.height - rows.count) / 2)
        for (i, (text, style)) in rows.enumerated() where top + i < area.height {
            canvas.centered(text, row: top + i, in: area, style: style)
        }
    }
}
