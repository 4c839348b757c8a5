import BrocadeCore
import BrocadeTUI

/// Create mode on screen: the design and its mirror image on the canvas,
/// a faint grid on the empty cells, the palette below, the cues, the tile
/// in hand with its mirror copy, and the box a name is typed in.
extension CreateMode {
    public func draw(into canvas: inout Canvas, frame f: GameFrame<Self>, context: AppContext) {
        let l = f.layout, d = f.state.design, ui = f.ui
        let p = JigsawPalette(context.theme), g = JigsawGlyphs(unicode: context.glyphs.unicode)
        canvas.fill(l.canvas, style: p.ground)
        if let m = l.mirror {
            for y in l.canvas.minY..<l.canvas.maxY { canvas.put(g.mirror, at: Point(x: m.line, y: y), style: p.mirrorLine) }
        }
        // The design, woven, and its mirror image.
        let (left, right) = tileImages.design(d, size: l.board.size, context: context) {
            let left = render(d.image(tileImage: { Palette.image($0, provider: provider) }), l.board.size, context)
            return (left, left.mirroredColumns())
        }
        let carried = ui.hand.flatMap { h -> Int? in if case .cell(let c) = h.origin { return c } else { return nil } } ?? ui.carrying
        for cell in 0..<d.count {
            let r = l.cellRect(cell), inside = r.offsetBy(Offset(dx: -l.board.minX, dy: -l.board.minY))
            let lifted = carried == cell && ui.hand != nil
            if d.cells[cell] != nil && !lifted {
                canvas.blit(left.cropped(to: inside), at: r.origin)
                if let m = l.mirror {
                    let back = m.reflect(r)
                    canvas.blit(right.cropped(to: Rect(x: l.board.width - inside.maxX, y: inside.minY, width: r.width, height: r.height)), at: back.origin)
                }
                continue
            }
            for (point, glyph) in BoardDrawing.gridLines(of: r, board: l.board, glyphs: g) {
                canvas.put(glyph, at: point, style: p.grid)
                if let m = l.mirror { canvas.put(glyph, at: Point(x: m.reflect(x: point.x), y: point.y), style: p.grid) }
            }
        }
        drawPalette(into: &canvas, f, palette: p, context: context)
        BoardDrawing.drawFrame(into: &canvas, l, palette: p, glyphs: g)
        // Cues: the cursor, the tile the keyboard carries.
        if ui.focus == .canvas && ui.hand == nil {
            canvas.cornerOutline(l.cellRect(ui.cursor), glyphs: context.glyphs, style: ui.carrying != nil ? p.target : context.theme.itemSelected)
        }
        if let c = ui.carrying { canvas.cornerOutline(l.cellRect(c), glyphs: context.glyphs, style: p.selected) }
        if let h = ui.hand { drawHand(h, into: &canvas, f, palette: p, context: context) }
        if ui.naming != nil { drawNaming(into: &canvas, f, context: context) }
    }

    /// Pixels into cells at `size`, as the pictures are drawn.
    func render(_ img: PixelImage, _ size: Size, _ context: AppContext) -> Canvas {
        let depth = context.theme.depth, unicode = context.glyphs.unicode
        return provider?.render(image: img, cols: size.width, rows: size.height, depth: depth, unicode: unicode)
            ?? Canvas(size: size)
    }

    /// A tile at `size` (2h x h cells, square in pixels), turned, on the ground.
    func tileCanvas(_ tile: Tile, turns: Int, mirrored: Bool, size: Size, context: AppContext) -> Canvas {
        let upright = tileImages.canvas(tile, size: size, context: context) {
            guard let img = Palette.image(tile, provider: provider) else { return Canvas(size: size) }
            return render(Design.onGround(img), size, context)
        }
        let turned = PieceTurn.turned(upright, quarterTurns: turns)
        return mirrored ? turned.mirroredColumns() : turned
    }

    private func drawPalette(into canvas: inout Canvas, _ f: GameFrame<Self>, palette p: JigsawPalette, context: AppContext) {
        let t = context.theme, g = context.glyphs, l = f.layout, ui = f.ui
        canvas.fill(l.tray, style: t.overlay)
        for x in l.tray.minX..<l.tray.maxX { canvas.put(g.horizontal, at: Point(x: x, y: l.tray.minY), style: t.overlay.with([.dim])) }
        let tiles = palette.tiles, pages = l.pageCount(tiles.count)
        for (i, slot) in l.slots.enumerated() {
            let index = ui.page * l.perPage + i
            guard index < tiles.count else { break }
            let tile = tiles[index]
            canvas.blit(tileCanvas(tile, turns: ui.selected == tile ? ui.turns : 0, mirrored: false, size: slot.size, context: context), at: slot.origin)
            if ui.selected == tile {
                canvas.cornerOutline(slot, glyphs: g, style: t.hotkey.with([.bold, .reverse]))
            } else if ui.focus == .palette && ui.paletteCursor == index && ui.hand == nil {
                canvas.cornerOutline(slot, glyphs: g, style: t.itemSelected)
            }
        }
        let left: Character = g.unicode ? "◀" : "<", right: Character = g.unicode ? "▶" : ">"
        if ui.page > 0 { canvas.put(left, at: Point(x: l.previousPage.minX, y: l.previousPage.center.y), style: t.overlayKey) }
        if ui.page < pages - 1 { canvas.put(right, at: Point(x: l.nextPage.minX, y: l.nextPage.center.y), style: t.overlayKey) }
        // What the cursor is on, and what is taken, between the buttons.
        let buttons = Self.actionButtons(l)
        for (what, r) in buttons { canvas.text(Self.buttonTitle(what), at: r.origin, style: t.button, clip: l.tray) }
        let shown = ui.selected.map { tr("taken: \(Palette.label($0))") } ?? Palette.label(tiles[min(ui.paletteCursor, tiles.count - 1)])
        let between = Rect(x: buttons[0].1.maxX + 1, y: l.pageLabelRow - 1, width: max(0, buttons[1].1.minX - buttons[0].1.maxX - 2), height: 1)
        canvas.centered(shown, row: between.minY, in: between, style: t.overlay)
        canvas.centered(tr("page \(ui.page + 1)/\(pages) · \(tiles.count) tiles"), row: l.pageLabelRow, in: l.tray, style: t.overlay.with([.dim]))
    }

    /// The tile in hand with its outline, and its mirror copy once it is over the canvas.
    private func drawHand(_ h: Hand, into canvas: inout Canvas, _ f: GameFrame<Self>, palette p: JigsawPalette, context: AppContext) {
        let l = f.layout, g = context.glyphs
        if !h.overTray, let copy = l.mirrorCopy(of: h.rect) {
            BoardDrawing.dashedFrame(copy.inset(by: -1), into: &canvas, glyphs: JigsawGlyphs(unicode: g.unicode), style: p.mirrorLine)
            canvas.blit(tileCanvas(h.item.tile, turns: h.item.turns, mirrored: true, size: l.piece, context: context), at: copy.origin)
        }
        canvas.frame(h.rect.inset(by: -1), glyphs: g, style: h.overTray && h.origin != .tray ? p.occupied : p.outline)
        canvas.blit(tileCanvas(h.item.tile, turns: h.item.turns, mirrored: false, size: l.piece, context: context), at: h.rect.origin)
    }

    /// The box a design's name is typed in, over the canvas.
    private func drawNaming(into canvas: inout Canvas, _ f: GameFrame<Self>, context: AppContext) {
        let t = context.theme, l = f.layout
        let (box, ok, cancel) = Self.namingBox(l)
        canvas.fill(box, style: t.overlay)
        canvas.frame(box, glyphs: context.glyphs, style: t.overlayTitle)
        let what: String
        switch f.ui.naming {
        case .export: what = tr("Name this design to export it")
        case .play: what = tr("Name this design to play it")
        default: what = tr("Name this design")
        }
        canvas.centered(what, row: box.minY + 1, in: box, style: t.overlayTitle)
        // The name, scrolled to keep the cursor in view; the cursor a bar
        // after the last character, else the character under it reversed.
        let r = Rect(x: box.minX + 2, y: box.minY + 2, width: box.width - 4, height: 1)
        let (shown, column) = f.ui.field.visible(width: r.width)
        canvas.text(shown, at: r.origin, style: t.overlay, clip: r)
        let at = Point(x: r.minX + column, y: r.minY)
        if f.ui.field.cursor == f.ui.field.characters.count {
            canvas.put(context.glyphs.unicode ? "▏" : "_", at: at, style: t.overlay, clip: r)
        } else {
            canvas.put(canvas.cell(at: at)?.character ?? " ", at: at, style: t.overlay.with([.reverse]), clip: r)
        }
        canvas.centered(tr("letters, digits, - and _"), row: box.minY + 3, in: box, style: t.overlay.with([.dim]))
        canvas.text(Self.okTitle, at: ok.origin, style: t.buttonFocused, clip: box)
        canvas.text(Self.cancelTitle, at: cancel.origin, style: t.button, clip: box)
        canvas.centered(tr("Enter keeps it · Esc cancels"), row: box.minY + 4, in: box, style: t.overlay.with([.dim]))
    }
}

extension Canvas {
    /// Its columns in the opposite order: the mirror image of pixel art,
    /// whose half blocks and ramp characters are their own mirror images.
    func mirroredColumns() -> Canvas {
        var out = self
        for y in 0..<size.height { for x in 0..<size.width { out[x, y] = self[size.width - 1 - x, y] } }
        return out
    }
}

extension Design {
    /// A tile's pixels with its transparent ground filled in.
    static func onGround(_ img: PixelImage, ground: LiColor = .brown) -> PixelImage {
        var rgba = img.rgba
        let g = ground.rgb
        for i in stride(from: 0, to: rgba.count, by: 4) where rgba[i + 3] < 128 {
            rgba[i] = g.0; rgba[i + 1] = g.1; rgba[i + 2] = g.2; rgba[i + 3] = 255
        }
        return PixelImage(width: img.width, height: img.height, rgba: rgba)
    }
}
