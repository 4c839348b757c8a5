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
        // The design, each cell its tile's own picture at the cell's size, and
        // its mirror image: a tile looks the same in every cell and in the
        // palette (a picture of the whole design, scaled down, would keep
        // and drop different pixels of each).
        let carried = ui.hand.flatMap { h -> Int? in if case .cell(let c) = h.origin { return c } else { return nil } } ?? ui.carrying
        for cell in 0..<d.count {
            let r = l.cellRect(cell)
            let lifted = carried == cell && ui.hand != nil
            if let placed = d.cells[cell], !lifted {
                canvas.blit(tileCanvas(placed.tile, turns: placed.turns, mirrored: false, size: r.size, context: context), at: r.origin)
                if let m = l.mirror {
                    canvas.blit(tileCanvas(placed.tile, turns: placed.turns, mirrored: true, size: r.size, context: context), at: m.reflect(r).origin)
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

    /// A tile at `size` (2h x h cells, square in pixels), turned, on the ground.
    func tileCanvas(_ tile: Tile, turns: Int, mirrored: Bool, size: Size, context: AppContext) -> Canvas {
        Self.tileCanvas(tile, turns: turns, mirrored: mirrored, size: size, provider: provider, cache: tileImages, context: context)
    }

    /// A tile drawn alone at `size`, its pixels into cells as the pictures
    /// are, then turned and mirrored as cells: the same tile at the same
    /// size is the same cells wherever it is drawn (loom, palette, hand,
    /// previews). A piece whose picture cannot be read is bare ground.
    static func tileCanvas(_ tile: Tile, turns: Int, mirrored: Bool, size: Size, provider: PictureProvider?, cache: TileImageCache,
                           context: AppContext) -> Canvas {
        let turns = (turns % 4 + 4) % 4
        return cache.canvas(.init(tile: tile, turns: turns, mirrored: mirrored), size: size, context: context) {
            if turns != 0 || mirrored {
                let upright = tileCanvas(tile, turns: 0, mirrored: false, size: size, provider: provider, cache: cache, context: context)
                let turned = PieceTurn.turned(upright, quarterTurns: turns)
                return mirrored ? turned.mirroredColumns() : turned
            }
            let s = Tile.side
            let img = Palette.image(tile, provider: provider) ?? PixelImage(width: s, height: s, rgba: [UInt8](repeating: 0, count: s * s * 4))
            return provider?.render(image: Design.onGround(img), key: "tile:\(tile)", cols: size.width, rows: size.height,
                                    context: context) ?? Canvas(size: size)
        }
    }

    /// A whole design and its mirror image, `piece` cells a cell, woven
    /// from its tiles as the loom draws them (the shelf's and the panel's
    /// previews); an empty cell is bare ground.
    static func woven(_ d: Design, piece: Size, provider: PictureProvider?, cache: TileImageCache, context: AppContext) -> Canvas {
        var out = Canvas(size: Size(width: 2 * d.columns * piece.width, height: d.rows * piece.height))
        let ground = Tile.piece(picture: "", column: -1, row: -1)
        for cell in 0..<d.count {
            let at = Point(x: cell % d.columns * piece.width, y: cell / d.columns * piece.height)
            let placed = d.cells[cell] ?? Design.Placed(tile: ground)
            let c = tileCanvas(placed.tile, turns: placed.turns, mirrored: false, size: piece, provider: provider, cache: cache, context: context)
            out.blit(c, at: at)
            out.blit(c.mirroredColumns(), at: Point(x: out.size.width - at.x - piece.width, y: at.y))
        }
        return out
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

    /// The tile in hand with its outline, and its mirror copy once it is over
    /// the canvas. In a terminal that shows pixels each is one image with its
    /// outline (`Canvas.flatten`), made ahead where it is not shown yet: a
    /// drag step moves two images and cuts nothing under them.
    private func drawHand(_ h: Hand, into canvas: inout Canvas, _ f: GameFrame<Self>, palette p: JigsawPalette, context: AppContext) {
        let l = f.layout, g = context.glyphs
        func drawCopy(_ copy: Rect, into c: inout Canvas) {
            let mark = c.images.count, frame = copy.inset(by: -1)
            BoardDrawing.dashedFrame(frame, into: &c, glyphs: JigsawGlyphs(unicode: g.unicode), style: p.mirrorLine)
            c.blit(tileCanvas(h.item.tile, turns: h.item.turns, mirrored: true, size: l.piece, context: context), at: copy.origin)
            c.flatten(frame, layersFrom: mark) { _ in true }
        }
        func drawTile(_ at: Rect, style: CellStyle, into c: inout Canvas) {
            let mark = c.images.count, frame = at.inset(by: -1)
            c.frame(frame, glyphs: g, style: style)
            c.blit(tileCanvas(h.item.tile, turns: h.item.turns, mirrored: false, size: l.piece, context: context), at: at.origin)
            c.flatten(frame, layersFrom: mark) { _ in true }
        }
        let scratchTile = Rect(origin: Point(x: 1, y: 1), size: l.piece)
        func preload(_ draw: (inout Canvas) -> Void) {
            guard canvas.flattensImages, let px = canvas.cellPixels else { return }
            var scratch = Canvas(size: Size(width: l.piece.width + 2, height: l.piece.height + 2), cellPixels: px)
            draw(&scratch)
            if let made = scratch.images.last { canvas.preload(made.source) }
        }
        if !h.overTray, let copy = l.mirrorCopy(of: h.rect) {
            drawCopy(copy, into: &canvas)
        } else {
            preload { drawCopy(scratchTile, into: &$0) }
        }
        let red = h.overTray && h.origin != .tray
        drawTile(h.rect, style: red ? p.occupied : p.outline, into: &canvas)
        if h.origin != .tray { preload { drawTile(scratchTile, style: red ? p.outline : p.occupied, into: &$0) } }
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
        case .saveAs: what = tr("Save this design under another name")
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
        // What is wrong with the name, in place of the hints, else the hints.
        if let error = f.ui.nameError {
            let lines = TextWidth.wrap(error, to: box.width - 4).prefix(2)
            for (i, line) in lines.enumerated() {
                canvas.centered(line, row: box.minY + 3 + i, in: box, style: CellStyle(foreground: t.warning.foreground, background: t.overlay.background, attributes: [.bold]))
            }
            canvas.text(Self.okTitle, at: ok.origin, style: t.buttonFocused, clip: box)
            canvas.text(Self.cancelTitle, at: cancel.origin, style: t.button, clip: box)
            return
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
        var out = Canvas(size: size, cellPixels: cellPixels)
        for y in 0..<size.height { for x in 0..<size.width { out[x, y] = self[size.width - 1 - x, y] } }
        // Its pixels seen in the mirror too, a variant of their own.
        for layer in images {
            if let l = ImageVariants.flipped(layer, within: size.width) { out.place(l) }
        }
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
