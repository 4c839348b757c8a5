import BrocadeCore
import BrocadeTUI

/// Create mode's palette: every basic motif in each colourway, then the
/// pieces of every built-in picture, each usable any number of times.
struct Palette: Equatable {
    let tiles: [Tile]

    init(provider: PictureProvider?) {
        var t: [Tile] = []
        for w in MotifTile.colorways.indices { for m in Motif.allCases { t.append(.motif(m, colorway: w)) } }
        if let provider {
            for p in provider.pictures {
                guard let size = provider.pixelSize(p) else { continue }
                for row in 0..<(size.height / Tile.side) {
                    for col in 0..<(size.width / Tile.side) { t.append(.piece(picture: p.name, column: col, row: row)) }
                }
            }
        }
        tiles = t
    }

    /// A tile's pixels; nil for a piece of a picture that cannot be read.
    static func image(_ tile: Tile, provider: PictureProvider?) -> PixelImage? {
        switch tile {
        case .motif(let m, let w):
            return MotifTile.image(m, colorway: w)
        case .piece(let name, let col, let row):
            guard let provider, let p = provider.pictures.first(where: { $0.name == name }), let px = provider.pixels(p),
                  (col + 1) * Tile.side <= px.width, (row + 1) * Tile.side <= px.height else { return nil }
            return px.cropped(to: Rect(x: col * Tile.side, y: row * Tile.side, width: Tile.side, height: Tile.side))
        }
    }

    /// What a player reads for a tile: "frog, red", "dalishen piece 5".
    static func label(_ tile: Tile) -> String {
        switch tile {
        case .motif(let m, let w): return "\(m.title), \(["red", "indigo", "gold"][w % 3])"
        case .piece: return tile.title
        }
    }
}
