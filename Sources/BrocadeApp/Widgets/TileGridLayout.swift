import BrocadeCore
import BrocadeTUI

/// An N x N board of square-looking tiles with gaps between, as large as the
/// area allows, with a header row above: 2048 and the sliding puzzle.
public struct TileGridLayout: Equatable {
    var header: Int
    var board: Rect
    var tile: Size
    var gap: Offset

    func cell(_ index: Int, size n: Int) -> Rect {
        let r = index / n, c = index % n
        return Rect(x: board.minX + gap.dx + c * (tile.width + gap.dx),
                    y: board.minY + gap.dy + r * (tile.height + gap.dy),
                    width: tile.width, height: tile.height)
    }

    /// The board alone, at the origin, as large as fits in `size` up to
    /// tiles `tallest` rows high: tiles twice as wide as tall (square
    /// pictures), the game's gaps, or narrower ones across where those leave
    /// no room. Nil when no tile fits: a small picture of a game, such as
    /// the shelf shows, which at 200x60 would otherwise be as large as the
    /// game itself.
    static func compact(size: Size, n: Int, tallest: Int = 4) -> TileGridLayout? {
        for gap in [Offset(dx: 2, dy: 1), Offset(dx: 1, dy: 1)] {
            let h = min(tallest, (size.height - (n + 1) * gap.dy) / n, (size.width - (n + 1) * gap.dx) / n / 2)
            guard h >= 1 else { continue }
            let tile = Size(width: 2 * h, height: h)
            let board = Rect(x: 0, y: 0, width: n * tile.width + (n + 1) * gap.dx, height: n * tile.height + (n + 1) * gap.dy)
            return TileGridLayout(header: 0, board: board, tile: tile, gap: gap)
        }
        return nil
    }

    static func make(area: Rect, n: Int) -> TileGridLayout {
        let gap = Offset(dx: 2, dy: 1)
        let availH = area.height - 3
        let availW = area.width - 2
        var h = max(1, min((availH - (n + 1) * gap.dy) / n, (availW - (n + 1) * gap.dx) / n / 2))
        // Tiles are twice as wide as tall (cells are twice as tall as wide),
        // and wide enough for a six-digit value.
        var w = max(6, 2 * h + 1)
        while n * w + (n + 1) * gap.dx > availW && w > 1 { w -= 1 }
        while n * h + (n + 1) * gap.dy > availH && h > 1 { h -= 1 }
        let boardSize = Size(width: n * w + (n + 1) * gap.dx, height: n * h + (n + 1) * gap.dy)
        let body = Rect(x: area.minX, y: area.minY + 2, width: area.width, height: area.height - 2)
        var board = body.centered(boardSize)
        board.origin.y = max(body.minY, board.origin.y)
        return TileGridLayout(header: max(area.minY, board.minY - 2), board: board, tile: Size(width: w, height: h), gap: gap)
    }
}
