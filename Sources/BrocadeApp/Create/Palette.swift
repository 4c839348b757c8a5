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

    /// What a player reads for a tile: "frog, red", "dalishen piece 5"
    /// (a picture goes by its name, as the command line knows it).
    static func label(_ tile: Tile) -> String {
        switch tile {
        case .motif(let m, let w):
            let colour = [tr("red"), tr("indigo"), tr("gold")][w % 3]
            return tr("\(m.title), \(colour)")
        case .piece(let picture, let column, let row): return tr("\(picture) piece \(row * 3 + column + 1)")
        }
    }
}
