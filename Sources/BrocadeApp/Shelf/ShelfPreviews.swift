import BrocadeCore
import BrocadeTUI

// What the shelf of kept games shows of each mode's game: which game it is,
// and a picture where the mode has one.

/// The largest grid of `columns` x `rows` pieces, each 2h x h cells (square
/// in pixels, as on the boards), that fits in `size`.
private func pieceGrid(columns: Int, rows: Int, in size: Size) -> Size? {
    let h = min(size.width / max(1, 2 * columns), size.height / max(1, rows))
    guard h >= 1 else { return nil }
    return Size(width: columns * 2 * h, height: rows * h)
}

extension JigsawMode {
    /// The size as the scores and the panel's Across say it: the mirror
    /// jigsaw's pieces across one half, the classic's across the board.
    public func shelfLine(_ state: JigsawRules) -> String {
        "\(PictureText.title(params.picture)) · \(sizeText(state)) · \(statusDetail(state))"
    }

    /// The board as it stands: each piece placed shows its part of the
    /// picture where it lies (and, in the mirror jigsaw, its mirror image);
    /// an empty cell is bare ground, so two games of one picture look apart.
    /// As large as the room lets it be, whatever the number of pieces, its
    /// cut a ruler beside it, as the new-game panel shows it.
    public func preview(_ state: JigsawRules, size: Size, context: AppContext) -> Canvas? {
        let across = params.variant == .mirror ? params.columns * 2 : params.columns
        guard let fit = PicturePreview.fit(columns: across, rows: params.rows, in: size) else { return nil }
        let whole = SymmetricPicture.render(params.picture, provider: provider, size: fit, context: context)
        func rect(_ column: Int, _ row: Int) -> Rect {
            PicturePreview.cell(column, row, columns: across, rows: params.rows, size: fit)
        }
        var out = Canvas(size: fit)
        out.fill(out.bounds, style: context.theme.depth == .none ? .plain : CellStyle(background: context.theme.ground))
        for (at, piece) in state.board.enumerated() {
            guard let piece else { continue }
            let (from, to) = ((piece % state.columns, piece / state.columns), (at % state.columns, at / state.columns))
            PicturePreview.copy(whole, from: rect(from.0, from.1), into: &out, to: rect(to.0, to.1))
            if params.variant == .mirror {
                PicturePreview.copy(whole, from: rect(across - 1 - from.0, from.1), into: &out, to: rect(across - 1 - to.0, to.1))
            }
        }
        return PicturePreview.withCut(out, columns: across, rows: params.rows, mirror: params.variant == .mirror, context: context)
    }
}

extension SlideMode {
    public func shelfLine(_ state: SlidingRules) -> String {
        guard let picture = params.picture else { return statusDetail(state) }
        return "\(PictureText.title(picture)) · \(statusDetail(state))"
    }

    /// The board as it stands, numbered tiles or slices of the picture, so
    /// that two games of one size look apart. A picture's slices lie side by
    /// side, the picture as large as the room lets it be whatever the
    /// board's size, its cut a ruler beside it (`PicturePreview`), the gap
    /// bare ground: gaps between 2x1 slices of an 8x8 board left little of it.
    public func preview(_ state: SlidingRules, size: Size, context: AppContext) -> Canvas? {
        let n = state.size, t = context.theme
        if let picture = params.picture, let provider {
            guard let fit = PicturePreview.fit(columns: n, rows: n, in: size) else { return nil }
            let whole = SymmetricPicture.render(picture, provider: provider, size: fit, context: context)
            var out = Canvas(size: fit)
            out.fill(out.bounds, style: t.depth == .none ? .plain : CellStyle(background: t.ground))
            for (cell, tile) in state.tiles.enumerated() where tile != 0 {
                PicturePreview.copy(whole, from: PicturePreview.cell((tile - 1) % n, (tile - 1) / n, columns: n, rows: n, size: fit),
                                    into: &out, to: PicturePreview.cell(cell % n, cell / n, columns: n, rows: n, size: fit))
            }
            return PicturePreview.withCut(out, columns: n, rows: n, mirror: false, context: context)
        }
        guard let l = TileGridLayout.compact(size: size, n: n) else { return nil }
        var out = Canvas(size: l.board.size)
        out.fill(out.bounds, style: t.depth == .none ? .plain : CellStyle(background: t.ground))
        if t.depth == .none { out.frame(out.bounds, glyphs: context.glyphs, style: .plain) }
        for (cell, tile) in state.tiles.enumerated() where tile != 0 {
            drawTile(tile, in: l.cell(cell, size: n), rules: state, image: nil, layout: l, showNumbers: false, area: out.bounds,
                     into: &out, context: context)
        }
        return out
    }
}

extension Game2048Mode {
    public func shelfLine(_ state: Game2048) -> String {
        "\(statusDetail(state)) · " + tr("score \(state.score)") + " · " + tr("tile \(state.largestTile)")
    }

    /// The board as it stands.
    public func preview(_ state: Game2048, size: Size, context: AppContext) -> Canvas? {
        guard let l = TileGridLayout.compact(size: size, n: state.size) else { return nil }
        var out = Canvas(size: l.board.size)
        Self.drawBoard(size: state.size, layout: l, into: &out, context: context)
        Self.drawTiles(state, layout: l, into: &out, context: context)
        return out
    }
}

extension CreateMode {
    /// The design as it stands, woven as the loom draws it (each tile its
    /// own picture, the mirror image beside it); an empty loom is bare
    /// ground, the size of the design.
    public func preview(_ state: Loom, size: Size, context: AppContext) -> Canvas? {
        let d = state.design
        guard provider != nil, let fit = pieceGrid(columns: d.columns * 2, rows: d.rows, in: size) else { return nil }
        let piece = Size(width: fit.width / (2 * d.columns), height: fit.height / d.rows)
        return Self.woven(d, piece: piece, provider: provider, cache: TileImageCache(), context: context)
    }
}
