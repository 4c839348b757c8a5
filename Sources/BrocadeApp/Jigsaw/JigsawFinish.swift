import BrocadeCore
import BrocadeTUI

/// The finish: the halves close over the mirror line and sparkles rise.
extension JigsawMode {
    public func drawCelebration(into canvas: inout Canvas, frame f: GameFrame<Self>, elapsed: Int64, context: AppContext) {
        let t = context.theme, g = context.glyphs, p = JigsawPalette(t), jg = JigsawGlyphs(unicode: g.unicode)
        let l = f.layout, at = l.finished
        let images = pictureImages(l, context: context)
        canvas.fill(l.area, style: p.ground)
        // The halves start apart and close into one picture over the mirror line.
        let gap = max(0, Int(6 - elapsed / 150))
        let left = images.picture
        if let right = images.mirrored, let m = l.mirror {
            canvas.blit(left, at: Point(x: at.minX - gap, y: at.minY))
            canvas.blit(right, at: Point(x: m.line + gap, y: at.minY))
            if elapsed < 600 {
                var line = p.mirrorLine
                if elapsed > 300 { line.attributes.insert(.dim) }
                for y in at.minY..<at.maxY { canvas.put(jg.mirror, at: Point(x: m.line, y: y), style: line) }
            }
        } else {
            canvas.blit(left, at: at.origin)
        }
        // Sparkles rise.
        var rng = SeededRandom(seed: UInt64(f.state.count))
        let glyphs: [Character] = g.unicode ? ["✦", "✧", "·", "*"] : ["*", "+", "."]
        for _ in 0..<24 {
            let x = l.area.minX + rng.int(in: 0..<max(1, l.area.width))
            let y0 = l.area.maxY - 1 - rng.int(in: 0..<max(1, l.area.height / 2))
            let y = y0 - Int(elapsed / 120)
            if y >= l.area.minY {
                // Only on the bare ground around the picture: a sparkle on
                // it would punch a hole into its pixels.
                let q = Point(x: x, y: y), glyph = glyphs[rng.int(in: 0..<glyphs.count)]
                var color = t.brocade[rng.int(in: 0..<4)]
                if t.depth <= .ansi16, color == .blue { color = .yellow } // blue hardly shows on black
                if let under = canvas.cell(at: q), under.character == " ", under.style.background == p.ground.background {
                    canvas.put(glyph, at: q, style: CellStyle(foreground: color, background: p.ground.background))
                }
            }
        }
        // The title above the picture, or under it when the picture reaches the top.
        let row = at.minY - 2 >= l.area.minY ? at.minY - 2 : min(l.area.maxY - 1, at.maxY + 1)
        canvas.centered(pictureTitle(context), row: row, in: l.area, style: CellStyle(foreground: p.target.foreground,
                                                                                         background: p.ground.background,
                                                                                         attributes: [.bold]))
    }
}
