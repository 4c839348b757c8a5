import BrocadeTUI

/// The colours of Li brocade thread, as the built-in pictures use them:
/// deep red, a darker red, gold, ivory and indigo on a dark brown or black
/// ground.
public enum LiColor: UInt8, CaseIterable, Codable, Sendable {
    case brown, black, red, darkRed, gold, ivory, indigo

    public var rgb: (UInt8, UInt8, UInt8) {
        switch self {
        case .brown: return (0x20, 0x16, 0x1A)
        case .black: return (0x0E, 0x0A, 0x0B)
        case .red: return (0xBE, 0x26, 0x2C)
        case .darkRed: return (0x7A, 0x18, 0x20)
        case .gold: return (0xE8, 0xB2, 0x30)
        case .ivory: return (0xEC, 0xE4, 0xCE)
        case .indigo: return (0x2E, 0x54, 0xAA)
        }
    }

    /// The thread colours a motif is woven in (not the grounds).
    public static let threads: [LiColor] = [.red, .gold, .ivory, .indigo]
}

/// A picture being woven: a grid of thread colours, drawn with integer
/// geometry only, so that a seed gives the same pixels on every machine.
/// Everything drawn with `mirrored` is drawn twice, at x and at its mirror
/// image `width - 1 - x`, which keeps the picture symmetric about its
/// vertical axis however the motifs overlap.
public struct WeaveGrid: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// The colour the picture is woven on.
    public let ground: LiColor
    public private(set) var cells: [LiColor]
    /// Whether what is drawn is mirrored (a whole picture); a tile of a
    /// design that faces one way is drawn without.
    public var mirrors = true

    public init(width: Int, height: Int, ground: LiColor) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.ground = ground
        cells = Array(repeating: ground, count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> LiColor { cells[y * width + x] }

    /// One pixel and its mirror image; outside the grid, nothing.
    public mutating func plot(_ x: Int, _ y: Int, _ c: LiColor) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        cells[y * width + x] = c
        if mirrors { cells[y * width + (width - 1 - x)] = c }
    }

    /// A filled rectangle from (x0, y0) to (x1, y1) inclusive, and its mirror image.
    public mutating func fill(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ c: LiColor) {
        guard x0 <= x1, y0 <= y1 else { return }
        for y in y0...y1 { for x in x0...x1 { plot(x, y, c) } }
    }

    /// A line one pixel wide from (x0, y0) to (x1, y1) (Bresenham), and its mirror image.
    public mutating func line(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ c: LiColor, thickness: Int = 1) {
        var x = x0, y = y0
        let dx = abs(x1 - x0), dy = -abs(y1 - y0), sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1
        var err = dx + dy
        while true {
            fill(x, y, x + thickness - 1, y + thickness - 1, c)
            if x == x1 && y == y1 { break }
            let e2 = 2 * err
            if e2 >= dy { err += dy; x += sx }
            if e2 <= dx { err += dx; y += sy }
        }
    }

    /// A lozenge (a square on its point) centred on (cx, cy) with radius
    /// `r`, in rings: ring d (0 at the centre) takes `rings[d % count]`,
    /// nil leaving the ground. `cx` may be the axis itself (`width / 2`,
    /// drawn as the two middle columns).
    public mutating func lozenge(_ cx: Int, _ cy: Int, _ r: Int, rings: [LiColor?]) {
        guard r >= 0, !rings.isEmpty else { return }
        // On the axis only the left half is drawn: the mirror makes the
        // other, two columns wide in the middle.
        let right = mirrors && cx == width / 2 - 1 ? 0 : r
        for dy in -r...r {
            for dx in -r...right where abs(dx) + abs(dy) <= r {
                guard let c = rings[(abs(dx) + abs(dy)) % rings.count] else { continue }
                plot(cx + dx, cy + dy, c)
            }
        }
    }

    /// Another grid's threads (not its ground) laid in with its top-left
    /// at `origin`, and their mirror image.
    public mutating func lay(_ other: WeaveGrid, at origin: Point) {
        for y in 0..<other.height {
            for x in 0..<other.width where other[x, y] != other.ground { plot(origin.x + x, origin.y + y, other[x, y]) }
        }
    }

    /// The pixels as an image, opaque.
    public var image: PixelImage { image(groundClear: false) }

    /// The pixels as an image; with `groundClear`, the ground transparent.
    public func image(groundClear: Bool) -> PixelImage {
        var rgba: [UInt8] = []
        rgba.reserveCapacity(cells.count * 4)
        for c in cells {
            let (r, g, b) = c.rgb
            rgba += [r, g, b, groundClear && c == ground ? 0 : 255]
        }
        return PixelImage(width: width, height: height, rgba: rgba)
    }

    /// The left half (the mirror jigsaw's picture), `width / 2` wide.
    public var leftHalf: WeaveGrid {
        var out = WeaveGrid(width: width / 2, height: height, ground: ground)
        for y in 0..<height { for x in 0..<(width / 2) { out.cells[y * out.width + x] = self[x, y] } }
        return out
    }
}
