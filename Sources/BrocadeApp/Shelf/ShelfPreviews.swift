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
    public func shelfLine(_ state: JigsawRules) -> String {
        let across = params.variant == .mirror ? params.columns * 2 : params.columns
        return "\(PictureText.title(params.picture)) · \(across)x\(params.rows) · \(statusDetail(state))"
    }

    public func preview(_ state: JigsawRules, size: Size, context: AppContext) -> Canvas? {
        let across = params.variant == .mirror ? params.columns * 2 : params.columns
        guard let fit = pieceGrid(columns: across, rows: params.rows, in: size) else { return nil }
        return SymmetricPicture.render(params.picture, provider: provider, size: fit, context: context)
    }
}

extension SlideMode {
    public func shelfLine(_ state: SlidingRules) -> String {
        guard let picture = params.picture else { return statusDetail(state) }
        return "\(PictureText.title(picture)) · \(statusDetail(state))"
    }

    public func preview(_ state: SlidingRules, size: Size, context: AppContext) -> Canvas? {
        guard let picture = params.picture, let provider,
              let fit = pieceGrid(columns: state.size, rows: state.size, in: size) else { return nil }
        return SymmetricPicture.render(picture, provider: provider, size: fit, context: context)
    }
}

extension Game2048Mode {
    public func shelfLine(_ state: Game2048) -> String {
        "\(statusDetail(state)) · " + tr("score \(state.score)") + " · " + tr("tile \(state.largestTile)")
    }
}

extension CreateMode {
    public func preview(_ state: Design, size: Size, context: AppContext) -> Canvas? {
        guard !state.isEmpty, let provider,
              let fit = pieceGrid(columns: state.columns * 2, rows: state.rows, in: size) else { return nil }
        let image = state.image(tileImage: { Palette.image($0, provider: provider) }).withMirror()
        return provider.render(image: image, cols: fit.width, rows: fit.height, depth: context.theme.depth, unicode: context.glyphs.unicode)
    }
}
