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
        tile.image { name in provider?.pictures.first { $0.name == name }.flatMap { provider?.pixels($0) } }
    }

    /// What a player reads for a tile: "frog, red", "dalishen piece 5".
    static func label(_ tile: Tile) -> String {
        switch tile {
        case .motif(let m, let w): return "\(m.title), \(["red", "indigo", "gold"][w % 3])"
        case .piece: return tile.title
        }
    }
}
