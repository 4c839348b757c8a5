import BrocadeCore
import BrocadeTUI

/// A woven band in the manner of Li brocade borders: a zigzag row over a row
/// of lozenges, in red, gold, ivory and indigo on a dark ground.
enum BrocadeBand {
    static let height = 2

    static func draw(into canvas: inout Canvas, row y: Int, in area: Rect, context: AppContext, flipped: Bool = false) {
        let theme = context.theme, g = context.glyphs
        let rows = flipped ? [y + 1, y] : [y, y + 1]
        for x in area.minX..<area.maxX {
            let i = x - area.minX
            let zig = g.bandZigzag[i % 2]
            let zigStyle = CellStyle(foreground: theme.brocade[(i / 2) % 2 == 0 ? 0 : 1], background: theme.ground)
            canvas.put(zig, at: Point(x: x, y: rows[0]), style: zigStyle, clip: area)
            let lozenge = g.bandLozenge[(i / 2) % 2]
            let color = theme.brocade[[2, 3, 1, 3][(i / 2) % 4]]
            let glyph: Character = i % 2 == 0 ? lozenge : " "
            canvas.put(glyph, at: Point(x: x, y: rows[1]), style: CellStyle(foreground: color, background: theme.ground), clip: area)
        }
    }
}
