import BrocadeTUI

/// The basic motifs as tiles of a design, `Tile.side` pixels square, in a
/// few colourways, their ground transparent. Symmetric motifs are drawn
/// mirrored about the tile's middle; the bird and the deer face right, so
/// that on the left half they face the mirror line and meet their images.
/// The band motifs (zigzag, border) meet their neighbours across a row.
public enum MotifTile {
    public static let colorways: [MotifColors] = [
        MotifColors(main: .red, accent: .gold, detail: .ivory),
        MotifColors(main: .indigo, accent: .ivory, detail: .gold),
        MotifColors(main: .gold, accent: .red, detail: .ivory),
    ]

    public static func image(_ motif: Motif, colorway: Int) -> PixelImage {
        let s = Tile.side
        let c = colorways[((colorway % colorways.count) + colorways.count) % colorways.count]
        var g = WeaveGrid(width: s, height: s, ground: .brown)
        let axis = s / 2 - 1
        switch motif {
        case .lozenge:
            g.lozenge(axis, s / 2 - 1, s / 2 - 1, rings: [c.detail, c.main, c.accent, c.main])
        case .triangle:
            g.triangle(axis, s - 2, s / 2, c.main)
            g.triangle(axis, s / 2, s / 4, c.accent)
        case .zigzag:
            g.zigzagBand(2, s - 3, line: c.main, fill: c.accent, thickness: 2)
        case .border:
            g.borderStrip(0, 4, edge: .darkRed, colors: c, period: s, flipped: false)
        case .frog:
            g.frog(cx: axis, in: Rect(x: 0, y: 0, width: s, height: s), colors: c, bend: 6)
        case .figure:
            g.strongMan(in: Rect(x: 1, y: 0, width: axis, height: s), colors: c, elbow: 4, knee: 7, crowned: false)
        case .bird:
            g.mirrors = false
            g.bird(in: Rect(x: 0, y: 0, width: s, height: s), colors: c, crest: true, tail: 2)
        case .deer:
            g.mirrors = false
            g.deer(in: Rect(x: 0, y: 0, width: s, height: s), colors: c, tines: 1)
        case .cross:
            g.cross(axis, s / 2 - 1, arm: s / 2 - 2, c)
        }
        return g.image(groundClear: true)
    }
}
