import BrocadeCore
import BrocadeTUI

/// Drawing the jigsaw: the board and its mirror copy, the tray, the cues
/// and the piece in hand.
extension JigsawMode {
    public func draw(into canvas: inout Canvas, frame f: GameFrame<Self>, context: AppContext) {
        let images = pictureImages(f.layout, context: context)
        // The mirror image is at hand before a piece is first carried over the board.
        if let m = images.mirrored?.images.first { canvas.preload(m.source) }
        let p = JigsawPalette(context.theme), g = JigsawGlyphs(unicode: context.glyphs.unicode)
        drawBoard(into: &canvas, f, images: images, palette: p, glyphs: g, context: context)
        guard f.state.status != .won else { return }
        drawTray(into: &canvas, f, images: images, palette: p, context: context)
        // After the tray: the frame's bottom edge may be the tray's top line,
        // which may carry the tray's label (whole: the chosen piece's outline
        // is inside the piece).
        BoardDrawing.drawFrame(into: &canvas, f.layout, palette: p, glyphs: g)
        drawTrayLabel(into: &canvas, f, context: context)
        drawTrayToolButtons(into: &canvas, f, context: context)
        // Pieces with tabs after the frame, so that a knob reaching over it shows.
        drawTabbedPieces(into: &canvas, f, images: images)
        if f.ui.showLid {
            drawLid(into: &canvas, f, images: images, palette: p, context: context)
            return
        }
        drawCues(into: &canvas, f, palette: p, context: context)
        if drawHint(into: &canvas, f, context: context) {
            // The hint's words stay whole over its outlines.
            drawTrayLabel(into: &canvas, f, context: context)
            drawTrayToolButtons(into: &canvas, f, context: context)
        }
        if let h = f.ui.hand {
            drawHand(h, into: &canvas, f, images: images, palette: p, context: context)
        }
    }

    func drawBoard(into canvas: inout Canvas, _ f: GameFrame<Self>, images: Images, palette p: JigsawPalette, glyphs g: JigsawGlyphs,
                           context: AppContext) {
        let l = f.layout, rules = f.state, ui = f.ui
        if rules.status == .won {
            // The whole picture, its halves closed over the mirror line as
            // the celebration left them; tray and frame are gone.
            canvas.fill(l.area, style: p.ground)
            canvas.blit(images.picture, at: l.finished.origin)
            if let right = images.mirrored, let m = l.mirror { canvas.blit(right, at: Point(x: m.line, y: l.finished.minY)) }
            return
        }
        canvas.fill(l.canvas, style: p.ground)
        if let m = l.mirror {
            for y in l.canvas.minY..<l.canvas.maxY { canvas.put(g.mirror, at: Point(x: m.line, y: y), style: p.mirrorLine) }
        }
        for cell in 0..<rules.count {
            let r = l.cellRect(cell)
            let inHand = ui.hand.map { $0.origin == .cell(cell) } ?? false
            if let piece = rules.board[cell], !inHand {
                // Pieces with tabs overlap their neighbours: drawn once every cell is.
                guard rules.tabs == nil else { continue }
                let pieces = images.pieces(tabs: nil, side: l.piece.width, piece: l.piece, columns: l.columns)
                pieces.draw(piece, turns: rules.turns[piece], at: r.origin, mirrored: false, into: &canvas, clip: nil)
                if let m = l.mirror {
                    pieces.draw(piece, turns: rules.turns[piece], at: m.reflect(r).origin, mirrored: true, into: &canvas, clip: nil)
                }
                continue
            }
            // With tabs, an empty cell is felt in the shape of its piece, which
            // a piece's shape shows against: its neighbours' sockets too.
            let tabs = rules.tabs != nil
            if let shape = rules.tabs?.mask(of: cell, side: l.piece.width), p.felt.background != .default {
                let felt = HalfBlockPixels(shape, color: p.felt.background), o = shape.origin
                canvas.drawPixels(felt, atPixel: TabbedPieces.pixel(of: r.origin) + Offset(dx: o.x, dy: o.y), clip: l.board)
                if let m = l.mirror {
                    let back = TabbedPieces.pixel(of: m.reflect(r).origin) + Offset(dx: shape.mirrored().origin.x, dy: o.y)
                    canvas.drawPixels(felt.mirrored(), atPixel: back, clip: m.reflect(l.board))
                }
            }
            if ui.showGhost {
                ghost(images.picture.cropped(to: r.offsetBy(Offset(dx: -l.board.minX, dy: -l.board.minY))), at: r.origin,
                      into: &canvas, toward: (tabs ? p.felt : p.ground).background, depth: context.theme.depth, unicode: context.glyphs.unicode)
            }
            // A faint grid marks the empty cells, on both halves; not over
            // the faint picture, whose every pixel shows while it is on.
            let grid = tabs ? p.onFelt(p.grid) : p.grid
            for (point, glyph) in BoardDrawing.gridLines(of: r, board: l.board, glyphs: g) where !ui.showGhost {
                canvas.put(glyph, at: point, style: grid)
                if let m = l.mirror { canvas.put(glyph, at: Point(x: m.reflect(x: point.x), y: point.y), style: grid) }
            }
            if ui.showBadges {
                // The number in the middle of the cell, clear of its grid lines.
                let label = "\(cell + 1)"
                let inner = r.inset(top: r.minY > l.board.minY ? 1 : 0, left: r.minX > l.board.minX ? 1 : 0)
                let x = inner.minX + max(0, (inner.width - TextWidth.of(label)) / 2)
                canvas.text(label, at: Point(x: x, y: inner.minY + (inner.height - 1) / 2), style: tabs ? p.onFelt(p.number) : p.number,
                            clip: r)
            }
        }
    }

    /// The box lid: the whole picture (both halves) where the board is, in
    /// its frame, over the pieces placed so far; the tray stays in view, as
    /// a lid propped beside the pieces would.
    func drawLid(into canvas: inout Canvas, _ f: GameFrame<Self>, images: Images, palette p: JigsawPalette, context: AppContext) {
        let l = f.layout
        // The right half's image starts at the mirror line, where the board ends.
        let whole = Rect(x: l.board.minX, y: l.board.minY, width: l.board.width * (l.mirror == nil ? 1 : 2), height: l.board.height)
        let reach = l.reach
        canvas.fill(whole.inset(top: -reach.dy, left: -reach.dx, bottom: -reach.dy, right: -reach.dx).intersection(l.canvas), style: p.ground)
        canvas.blit(images.picture, at: l.board.origin)
        if let right = images.mirrored, let m = l.mirror { canvas.blit(right, at: Point(x: m.line, y: l.board.minY)) }
        let caption = " " + tr("Box lid · any key or click goes back") + " "
        var style = context.theme.overlay
        style.attributes.insert(.bold)
        canvas.text(caption, at: Point(x: whole.minX + max(0, (whole.width - TextWidth.of(caption)) / 2), y: max(l.area.minY, whole.minY - 1)),
                    style: style, clip: l.area)
    }

    /// The placed pieces of a game with tabs, and their mirror copies.
    func drawTabbedPieces(into canvas: inout Canvas, _ f: GameFrame<Self>, images: Images) {
        let l = f.layout, rules = f.state
        guard rules.tabs != nil else { return }
        let pieces = images.pieces(tabs: rules.tabs, side: l.piece.width, piece: l.piece, columns: l.columns)
        for cell in 0..<rules.count {
            guard let piece = rules.board[cell], f.ui.hand?.origin != .cell(cell) else { continue }
            let r = l.cellRect(cell), turns = rules.turns[piece]
            pieces.draw(piece, turns: turns, at: r.origin, mirrored: false, into: &canvas, clip: l.canvas)
            if let m = l.mirror { pieces.draw(piece, turns: turns, at: m.reflect(r).origin, mirrored: true, into: &canvas, clip: l.canvas) }
        }
    }

    /// The keyboard cursor, a piece picked by a click, and the cell a
    /// piece in hand would drop into: free, or taken. Each corners inside
    /// its cell that show over whatever piece is there, and leave its
    /// neighbours alone.
    func drawCues(into canvas: inout Canvas, _ f: GameFrame<Self>, palette p: JigsawPalette, context: AppContext) {
        let l = f.layout, rules = f.state, ui = f.ui
        func outline(_ cell: Int, _ style: CellStyle) {
            CueOutline.draw(inside: l.cellRect(cell), into: &canvas, glyphs: context.glyphs, style: style, depth: context.theme.depth,
                            clip: l.area)
        }
        if let s = ui.selected, let c = rules.cell(of: s) { outline(c, p.selected) }

        if ui.focus == .board, ui.hand == nil { outline(ui.boardCursor, p.cursor) }
        if let h = ui.hand, !h.overTray {
            let target = dropTarget(h, l)
            outline(target, isTaken(target, by: h, rules) ? p.occupied : p.target)
        }
        if ui.hand != nil {
            // Over a picture, the drop target's cue is an image: both made ahead.
            for style in [p.occupied, p.target] {
                CueOutline.preload(inside: l.cellRect(0), into: &canvas, glyphs: context.glyphs, style: style)
            }
        }
    }

    /// The cell a piece in hand would drop into.
    func dropTarget(_ h: Hand, _ l: JigsawLayout) -> Int { h.keyboardCell ?? l.nearestCell(to: h.rect) }

    /// Another piece holds `cell` (a piece's own cell is free for it).
    func isTaken(_ cell: Int, by h: Hand, _ rules: JigsawRules) -> Bool {
        guard let other = rules.board[cell] else { return false }
        return other != h.piece
    }

    /// The picture faint on the board. Where a faded colour would be lost
    /// in the few colours of an 8- or 16-colour terminal, the picture is a
    /// light shade in its own colours instead.
    func ghost(_ img: Canvas, at origin: Point, into canvas: inout Canvas, toward ground: Color, depth: ColorDepth, unicode: Bool) {
        var faint = img
        if depth == .ansi8 || depth == .ansi16 {
            let shade: Character = unicode ? "░" : ":"
            for y in 0..<img.size.height {
                for x in 0..<img.size.width {
                    guard let cell = img.cell(at: Point(x: x, y: y)) else { continue }
                    let colour = Self.ghostColour(cell, ground: ground, depth: depth)
                    faint.put(colour == nil ? " " : shade, at: Point(x: x, y: y), style: CellStyle(foreground: colour ?? ground, background: ground))
                }
            }
            canvas.blit(faint.mappingImages { _ in nil }, at: origin)
            return
        }
        // Faded once, in the picture's own colours: terminals dim only a
        // cell's foreground, which would stripe the half blocks.
        faint.restyle(faint.bounds) { style in
            style.foreground = Self.faded(style.foreground, toward: ground)
            style.background = Self.faded(style.background, toward: ground)
        }
        // Its pixels faded alike, a variant of their own.
        if let g = ColorMath.rgbComponents(ground) {
            faint = faint.mappingImages { ImageVariants.faded($0, toward: g) }
        }
        canvas.blit(faint, at: origin)
    }

    /// A picture cell's colour for the shaded ghost: of its two halves,
    /// the one that is not the ground; nil where both are.
    static func ghostColour(_ cell: Cell, ground: Color, depth: ColorDepth) -> Color? {
        let s = cell.style
        let halves: [Color]
        switch cell.character {
        case "▀", "▄": halves = [s.foreground, s.background]
        case " ": halves = [s.background]
        default: halves = [s.foreground, s.background]
        }
        let g = ColorMath.paletteIndex(ground, depth: depth)
        return halves.first { $0 != .default && ColorMath.paletteIndex($0, depth: depth) != g }
    }

    static func faded(_ c: Color, toward g: Color) -> Color {
        func rgb(_ c: Color) -> (Int, Int, Int)? {
            switch c {
            case .rgb(let r, let g, let b): return (Int(r), Int(g), Int(b))
            case .palette(let i): let v = ColorMath.rgb(ofPalette: i); return (Int(v.0), Int(v.1), Int(v.2))
            case .default: return nil
            }
        }
        guard let a = rgb(c), let b = rgb(g) else { return c }
        let mix = (UInt8((a.0 + 3 * b.0) / 4), UInt8((a.1 + 3 * b.1) / 4), UInt8((a.2 + 3 * b.2) / 4))
        if case .palette = c {
            // The 256 colours' darkest shades are greys: a faded gold or
            // indigo would go grey there. A colour keeps its hue in the
            // colour cube, at its dimmest step that holds it.
            let chroma = max(a.0, a.1, a.2) - min(a.0, a.1, a.2)
            guard chroma > 48 else { return .palette(ColorMath.nearest256(mix)) }
            let levels = [0, 95, 135, 175, 215, 255]
            func step(_ v: UInt8) -> Int { levels.indices.min { abs(levels[$0] - Int(v)) < abs(levels[$1] - Int(v)) } ?? 0 }
            var r = step(mix.0), g = step(mix.1), bl = step(mix.2)
            // Lifted a step where the mix rounded down to black in the channel that carried the hue.
            if r == 0 && g == 0 && bl == 0 {
                let top = max(a.0, a.1, a.2)
                if a.0 == top { r = 1 }
                if a.1 == top { g = 1 }
                if a.2 == top { bl = 1 }
            }
            return .palette(UInt8(16 + 36 * r + 6 * g + bl))
        }
        return .rgb(mix.0, mix.1, mix.2)
    }

    /// The tray: a page of pieces at the board's scale, cut from the board's
    /// own picture (with tabs, each on its felt with room for its knobs),
    /// each with its number under it; the page arrows. The page label comes
    /// once the frame is drawn (`drawTrayLabel`).
    func drawTray(into canvas: inout Canvas, _ f: GameFrame<Self>, images: Images, palette p: JigsawPalette, context: AppContext) {
        let t = context.theme, g = context.glyphs
        let l = f.layout, ui = f.ui
        // The tray is a mat of felt where colours allow, so that every piece
        // shows its whole extent, its own dark ground included.
        let mat = Self.trayMat(t, p)
        canvas.fill(l.tray, style: mat)
        for x in l.tray.minX..<l.tray.maxX {
            canvas.put(g.horizontal, at: Point(x: x, y: l.tray.minY), style: t.overlay.with([.dim]))
        }
        let places = f.state.trayPlaces
        let pages = l.pageCount(places.count)
        let tabbed = f.state.tabs != nil
        let pieces = images.pieces(tabs: f.state.tabs, side: l.piece.width, piece: l.piece, columns: l.columns)
        for (i, slot) in l.slots.enumerated() {
            let index = ui.page * l.perPage + i
            // An empty place (its piece on the board) is the tray's mat: the
            // pieces after it stay where they are. The cursor may rest there.
            guard index < places.count, let piece = places[index] else {
                if ui.focus == .tray, ui.trayCursor == index, ui.hand == nil {
                    CueOutline.draw(inside: slot, into: &canvas, glyphs: g, style: p.cursor, depth: t.depth, clip: l.tray)
                }
                continue
            }
            let bay = l.bay(slot)
            if ui.hand?.piece == piece && ui.hand?.origin == .tray {
                canvas.fill(bay, style: p.ground)
                continue
            }
            // A piece with tabs on its slot of felt, its knobs inside the felt.
            if tabbed { canvas.fill(bay, style: p.felt) }
            pieces.draw(piece, turns: f.state.turns[piece], at: slot.origin, mirrored: false, into: &canvas, clip: bay)
            let held = ui.hand == nil && context.heldPress.map { slot.contains($0) } == true
            if held || ui.selected == piece || (ui.trayCursor == index && ui.hand == nil) {
                // Corners inside the piece, as on the board; under a held
                // press, the hand's colour at once. The tray's chosen piece
                // shows while the board has the keys too, dim: Enter on an
                // empty cell brings it.
                var style = held ? p.outline : ui.selected == piece ? p.selected : p.cursor
                if !held, ui.selected != piece, ui.focus != .tray { style.attributes.insert(.dim) }
                CueOutline.draw(inside: slot, into: &canvas, glyphs: g, style: style, depth: t.depth, clip: l.tray)
            }
            if ui.showBadges {
                // In the row under the piece and its knobs, never over its picture;
                // over the cursor's outline, which runs along that row.
                let badge = " \(piece + 1) "
                let x = slot.minX + (slot.width - TextWidth.of(badge)) / 2
                canvas.text(badge, at: Point(x: x, y: l.badgeRow(slot)), style: t.buttonFocused, clip: l.tray)
            }
        }
        let left: Character = g.unicode ? "◀" : "<", right: Character = g.unicode ? "▶" : ">"
        var arrowStyle = t.overlayKey
        arrowStyle.background = mat.background
        if ui.page > 0 { canvas.put(left, at: Point(x: l.previousPage.minX, y: l.previousPage.center.y), style: arrowStyle) }
        if ui.page < pages - 1 { canvas.put(right, at: Point(x: l.nextPage.minX, y: l.nextPage.center.y), style: arrowStyle) }
    }

    /// "page N/M · K in the tray" on the layout's label row, after the
    /// frame, whose bottom edge the tray's top line may be.
    func drawTrayLabel(into canvas: inout Canvas, _ f: GameFrame<Self>, context: AppContext) {
        let tray = f.state.tray, pages = f.layout.pageCount(f.state.trayPlaces.count)
        let label = tray.isEmpty ? tr("tray empty") : tr("page \(f.ui.page + 1)/\(pages) · \(tray.count) in the tray")
        var style = context.theme.overlay.with([.dim])
        if f.layout.pageLabelRow != f.layout.tray.minY { style.background = Self.trayMat(context.theme, JigsawPalette(context.theme)).background }
        // The hint, or the solver's way out, in the label's place: bright.
        var hint = context.theme.emphasis
        hint.background = style.background
        if drawAssistantText(into: &canvas, f, style: hint) { return }
        BoardDrawing.drawTrayLabel(label, into: &canvas, f.layout, style: style)
    }

    /// The tray's ground: the felt at 256 colours and more, else the overlay's.
    static func trayMat(_ t: Theme, _ p: JigsawPalette) -> CellStyle {
        t.depth >= .palette256 ? CellStyle(foreground: t.overlay.foreground, background: p.felt.background) : t.overlay
    }

    /// The piece in hand, outlined so that its edge shows on the dark
    /// ground even where its own pixels are dark; red over a taken cell.
    func drawHand(_ h: Hand, into canvas: inout Canvas, _ f: GameFrame<Self>, images: Images, palette p: JigsawPalette,
                          context: AppContext) {
        let l = f.layout, g = context.glyphs
        // The mirror image follows once the piece is above the tray; drawn
        // first, so that against the mirror line the piece's own outline shows.
        let turns = f.state.turns[h.piece], tabbed = images.tabbed(f.state.tabs, side: l.piece.width)
        let pieces = images.pieces(tabs: f.state.tabs, side: l.piece.width, piece: l.piece, columns: l.columns)
        // The outline keeps clear of the knobs, within the screen's game area.
        let reach = tabbed?.reach ?? .zero
        func outline(_ r: Rect) -> Rect {
            let around = r.inset(top: -1 - reach.dy, left: -1 - reach.dx, bottom: -1 - reach.dy, right: -1 - reach.dx)
            return tabbed == nil ? around : around.intersection(l.area)
        }
        // In a terminal that shows pixels, the copy and the piece are each
        // one image with their outlines (Canvas.flatten): a drag step moves
        // two images and cuts nothing under them.
        func drawCopy(_ copy: Rect, frame: Rect, into c: inout Canvas, clip: Rect) {
            let mark = c.images.count
            BoardDrawing.dashedFrame(frame, into: &c, glyphs: JigsawGlyphs(unicode: g.unicode), style: p.mirrorLine)
            if tabbed != nil { c.fill(frame.inset(by: 1), style: p.felt) }
            pieces.draw(h.piece, turns: turns, at: copy.origin, mirrored: true, into: &c, clip: clip)
            c.flatten(frame, layersFrom: mark) { _ in true }
        }
        if let copy = mirrorCopyRect(of: h, layout: l), images.mirrored != nil {
            drawCopy(copy, frame: outline(copy), into: &canvas, clip: l.area)
        } else if h.overTray, images.mirrored != nil, canvas.flattensImages, let px = canvas.cellPixels {
            // Still over the tray: the copy's image made ahead, so that the
            // step that first shows it only places it.
            let copy = Rect(origin: Point(x: 1 + reach.dx, y: 1 + reach.dy), size: h.rect.size)
            var scratch = Canvas(size: Size(width: copy.maxX + 1 + reach.dx, height: copy.maxY + 1 + reach.dy), cellPixels: px)
            drawCopy(copy, frame: scratch.bounds, into: &scratch, clip: scratch.bounds)
            if let made = scratch.images.last { canvas.preload(made.source) }
        }
        let taken = !h.overTray && isTaken(dropTarget(h, l), by: h, f.state)
        let around = outline(h.rect)
        let takenLabel = " " + tr("taken") + " ", takenWidth = TextWidth.of(takenLabel)
        // The piece, its outline and its shadow, cast a cell down and to the
        // right: held above the board. Over a taken cell the outline is red
        // and says so, in pixels with the rest where the terminal shows
        // them (`LetterPixels`), so that the word cuts nothing.
        func drawPiece(_ piece: Rect, frame around: Rect, taken: Bool, into c: inout Canvas, clip: Rect) {
            let mark = c.images.count
            let style = taken ? p.occupied : p.outline
            let cast = around.offsetBy(Offset(dx: 1, dy: 1)).intersection(clip)
            if let shadow = p.shadow {
                for y in cast.minY..<cast.maxY {
                    for x in cast.minX..<cast.maxX where !around.contains(Point(x: x, y: y)) {
                        c.put(" ", at: Point(x: x, y: y), style: shadow)
                    }
                }
            }
            c.frame(around, glyphs: g, style: style)
            if tabbed != nil { c.fill(around.inset(by: 1), style: p.felt) }
            pieces.draw(h.piece, turns: turns, at: piece.origin, mirrored: false, into: &c, clip: clip)
            func label() {
                guard taken, around.width >= takenWidth + 2 else { return }
                c.text(takenLabel, at: Point(x: around.minX + (around.width - takenWidth) / 2, y: around.maxY - 1), style: style)
            }
            // A word with letters LetterPixels lacks stays text, over the image.
            let inPixels = LetterPixels.covers(takenLabel)
            if inPixels { label() }
            c.flatten(p.shadow == nil ? around : around.union(cast), layersFrom: mark) { around.contains($0) || cast.contains($0) }
            if !inPixels { label() }
        }
        drawPiece(h.rect, frame: around, taken: taken, into: &canvas, clip: l.area)
        if canvas.flattensImages, let px = canvas.cellPixels {
            // The piece's image in its other outline (red over a taken cell)
            // made ahead, so that passing over a taken cell only places it.
            let piece = Rect(origin: Point(x: 1 + reach.dx, y: 1 + reach.dy), size: h.rect.size)
            var scratch = Canvas(size: Size(width: piece.maxX + 2 + reach.dx, height: piece.maxY + 2 + reach.dy), cellPixels: px)
            let frame = Rect(origin: .zero, size: Size(width: scratch.size.width - 1, height: scratch.size.height - 1))
            drawPiece(piece, frame: frame, taken: !taken, into: &scratch, clip: scratch.bounds)
            if let made = scratch.images.last { canvas.preload(made.source) }
        }
    }

    /// Where the piece in hand's mirror image goes: nowhere over the tray.
    func mirrorCopyRect(of h: Hand, layout l: JigsawLayout) -> Rect? {
        h.overTray ? nil : l.mirrorCopy(of: h.rect)
    }
}
