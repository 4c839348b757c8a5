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

    /// A piece's look: its pixels (clear outside its shape) and, with tabs,
    /// its edges' shapes, top, right, bottom, left. With tabs the frame is
    /// the same square around every piece (its cell and a knob's depth on
    /// each side), so it needs no place of its own.
    private struct Look: Hashable {
        var width: Int
        var height: Int
        var edges: [Int]
        var rgba: [UInt8]

        /// Turned clockwise, pixels and edges alike (as `PieceMask.rotated`
        /// turns a shape).
        func rotated(quarterTurns k: Int) -> Look {
            let t = ((k % 4) + 4) % 4
            guard t != 0 else { return self }
            let img = PixelImage(width: width, height: height, rgba: rgba).rotated(quarterTurns: t)
            // After a clockwise quarter turn, what was on the left is on top.
            let e = edges.isEmpty ? [] : (0..<4).map { edges[($0 - t + 4) % 4] }
            return Look(width: img.width, height: img.height, edges: e, rgba: img.rgba)
        }
    }

    private static func look(of piece: Int, at home: Point, width w: Int, height h: Int, picture: PixelImage, tabs: PieceTabs?) -> Look {
        let edges = tabs.map { tabs in
            PieceTabs.Edge.allCases.map { edge -> Int in
                switch tabs.shape(of: piece, edge) { case .flat: return 0; case .knob: return 1; case .socket: return 2 }
            }
        } ?? []
        guard let tabs, w == h else {
            let img = picture.cropped(to: Rect(x: home.x, y: home.y, width: w, height: h))
            return Look(width: w, height: h, edges: edges, rgba: img.rgba)
        }
        // The pixels under the piece's shape, knobs included, sockets clear.
        let mask = tabs.mask(of: piece, side: w)
        var rgba = [UInt8](repeating: 0, count: mask.width * mask.height * 4)
        for y in 0..<mask.height {
            for x in 0..<mask.width {
                let p = Point(x: mask.origin.x + x, y: mask.origin.y + y)
                let px = home.x + p.x, py = home.y + p.y
                guard mask.contains(p), px >= 0, py >= 0, px < picture.width, py < picture.height else { continue }
                let s = (py * picture.width + px) * 4, d = (y * mask.width + x) * 4
                for k in 0..<4 { rgba[d + k] = picture.rgba[s + k] }
            }
        }
        return Look(width: mask.width, height: mask.height, edges: edges, rgba: rgba)
    }
}
