import BrocadeTUI

/// Which pieces look like which cells: a piece counts as home in any cell
/// whose own (upright) piece it looks exactly like, pixel for pixel after its
/// turn, and, with tabs, shape for shape. Plain ground, repeated lozenges or
/// a design's blank cells are then all alike, as they are to the eye.
///
/// Made once from the board's picture in pixels, at a resolution of the
/// picture's own (never the terminal's), so a game counts the same at any
/// size. A class number stands for each look: two looks are alike when their
/// numbers are.
public struct PieceLooks: Equatable, Sendable {
    public let columns: Int
    public let rows: Int
    /// The look of piece `p` turned clockwise by `t` quarter turns is
    /// `turned[p * 4 + t]`; a cell's own look is its piece's upright one.
    private let turned: [Int]

    public var count: Int { columns * rows }

    /// The looks of the pieces cut from `picture`, a grid of `columns` x
    /// `rows` pieces of equal size (a rest of pixels on the right or at the
    /// bottom is left out). With `tabs`, a piece is its shape (knobs and
    /// sockets) and the pixels under it, knobs included.
    public init(picture: PixelImage, columns: Int, rows: Int, tabs: PieceTabs? = nil) {
        precondition(columns >= 1 && rows >= 1, "a board needs cells")
        precondition(picture.width >= columns && picture.height >= rows, "a piece needs a pixel at least")
        precondition(tabs.map { $0.columns == columns && $0.rows == rows } ?? true, "the tabs do not fit the board")
        self.columns = columns
        self.rows = rows
        let w = picture.width / columns, h = picture.height / rows
        var classes: [Look: Int] = [:]
        var turned: [Int] = []
        turned.reserveCapacity(columns * rows * 4)
        for piece in 0..<(columns * rows) {
            let home = Point(x: (piece % columns) * w, y: (piece / columns) * h)
            let upright = Self.look(of: piece, at: home, width: w, height: h, picture: picture, tabs: tabs)
            for t in 0..<4 {
                let look = upright.rotated(quarterTurns: t)
                if let known = classes[look] {
                    turned.append(known)
                } else {
                    classes[look] = classes.count
                    turned.append(classes.count - 1)
                }
            }
        }
        self.turned = turned
    }

    /// Whether piece `piece`, turned clockwise by `turns` quarter turns,
    /// looks like cell `cell`'s own piece upright.
    public func looks(_ piece: Int, turned turns: Int, like cell: Int) -> Bool {
        turned[piece * 4 + ((turns % 4) + 4) % 4] == turned[cell * 4]
    }

    /// How many different looks the upright pieces have.
    public var uprightLooks: Int { Set((0..<count).map { turned[$0 * 4] }).count }

    /// A piece's look: its pixels, one `UInt32` each (clear outside its
    /// shape), and with tabs its edges' shapes, two bits an edge from the
    /// top clockwise. With tabs the frame is the same square around every
    /// piece (its cell and a knob's depth on each side), so it needs no
    /// place of its own.
    private struct Look: Hashable {
        var width: Int
        var height: Int
        var edges: Int
        var pixels: [UInt32]

        /// Turned clockwise, pixels and edges alike (as `PixelImage.rotated`
        /// and `PieceMask.rotated` turn theirs).
        func rotated(quarterTurns k: Int) -> Look {
            var look = self
            for _ in 0..<(((k % 4) + 4) % 4) { look = look.turnedOnce() }
            return look
        }

        private func turnedOnce() -> Look {
            // Pixel (x, y) goes to (height - 1 - y, x), in a picture `height` wide.
            var out = [UInt32](repeating: 0, count: pixels.count)
            pixels.withUnsafeBufferPointer { src in
                out.withUnsafeMutableBufferPointer { dst in
                    for y in 0..<height {
                        for x in 0..<width { dst[x * height + (height - 1 - y)] = src[y * width + x] }
                    }
                }
            }
            // What was on the left (the fourth edge) comes on top.
            let e = edges < 0 ? edges : (edges >> 2) | ((edges & 0b11) << 6)
            return Look(width: height, height: width, edges: e, pixels: out)
        }
    }

    private static func look(of piece: Int, at home: Point, width w: Int, height h: Int, picture: PixelImage, tabs: PieceTabs?) -> Look {
        let edges = tabs.map { tabs in
            PieceTabs.Edge.allCases.reduce(0) { bits, edge in
                let shape: Int
                switch tabs.shape(of: piece, edge) { case .flat: shape = 0; case .knob: shape = 1; case .socket: shape = 2 }
                return bits << 2 | shape
            }
        } ?? -1
        // The pixels under the piece's shape, knobs included, sockets clear;
        // without tabs (or pieces that are not square), its rectangle.
        let mask = tabs.flatMap { w == h ? $0.mask(of: piece, side: w) : nil }
        let frame = mask?.frame ?? Rect(x: 0, y: 0, width: w, height: h)
        var pixels = [UInt32](repeating: 0, count: frame.width * frame.height)
        picture.rgba.withUnsafeBufferPointer { rgba in
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let p = Point(x: frame.minX + x, y: frame.minY + y)
                    let px = home.x + p.x, py = home.y + p.y
                    guard px >= 0, py >= 0, px < picture.width, py < picture.height, mask?.contains(p) ?? true else { continue }
                    let s = (py * picture.width + px) * 4
                    pixels[y * frame.width + x] = UInt32(rgba[s]) << 24 | UInt32(rgba[s + 1]) << 16 | UInt32(rgba[s + 2]) << 8 | UInt32(rgba[s + 3])
                }
            }
        }
        return Look(width: frame.width, height: frame.height, edges: edges, pixels: pixels)
    }
}
