import BrocadeTUI

/// Interlocking tabs (`--tabs`): for every inner edge of the board, which of
/// its two pieces carries the knob; the other has the matching socket. Outer
/// edges are flat. A piece's shape at a given piece side is a `PieceMask`.
///
/// The board tiles exactly by construction: a knob's pixels are the very
/// pixels its neighbour's socket cuts away, and the sockets cut into one cell
/// from its four sides never meet (`knobRows` keeps them apart).
public struct PieceTabs: Codable, Equatable, Sendable {
    public let columns: Int
    public let rows: Int
    /// The edges between a piece and its right neighbour, row by row
    /// (`rows` x `columns - 1`): true when the left piece carries the knob.
    public let leftCarries: [Bool]
    /// The edges between a piece and the one below, row by row
    /// (`rows - 1` x `columns`): true when the upper piece carries the knob.
    public let upperCarries: [Bool]

    public enum Edge: Int, CaseIterable, Sendable { case top, right, bottom, left }

    public enum EdgeShape: Sendable { case flat, knob, socket }

    public init(columns: Int, rows: Int, seed: UInt64) {
        precondition(columns >= 1 && rows >= 1, "a board needs cells")
        self.columns = columns
        self.rows = rows
        // Mixed, so the tabs do not replay the draws the tray made from the same seed.
        var rng = SeededRandom(seed: seed ^ 0x7A85_0D1C_E5E9_3B6F)
        leftCarries = (0..<(rows * (columns - 1))).map { _ in rng.next() & 1 == 1 }
        upperCarries = (0..<((rows - 1) * columns)).map { _ in rng.next() & 1 == 1 }
    }

    public var count: Int { columns * rows }

    /// What piece `piece` (at home, in cell `piece`) has on its `edge`.
    public func shape(of piece: Int, _ edge: Edge) -> EdgeShape {
        let col = piece % columns, row = piece / columns
        func carried(_ yes: Bool) -> EdgeShape { yes ? .knob : .socket }
        switch edge {
        case .top: return row == 0 ? .flat : carried(!upperCarries[(row - 1) * columns + col])
        case .bottom: return row == rows - 1 ? .flat : carried(upperCarries[row * columns + col])
        case .left: return col == 0 ? .flat : carried(!leftCarries[row * (columns - 1) + col - 1])
        case .right: return col == columns - 1 ? .flat : carried(leftCarries[row * (columns - 1) + col])
        }
    }

    /// One knob, row by row outwards from its edge: the pixels along the edge
    /// (0..<side) it covers at each depth. A round head of radius about
    /// side/8 on a narrower neck once there is room for one; at least 2 deep
    /// from side 6 up. Symmetric about the edge's middle, so a mirrored knob
    /// is the same knob.
    public static func knobRows(side s: Int) -> [Range<Int>] {
        guard s >= 2 else { return [] }
        let radius = max(1.0, Double(s) / 8)
        let neck = s >= 12 ? max(1.0, (Double(s) / 16).rounded()) : 0
        let centre = neck + radius
        let parity = s % 2 // a centred run has the side's parity
        var widths: [Int] = []
        for v in 0..<Int((neck + 2 * radius).rounded(.up)) {
            let y = Double(v) + 0.5, dy = y - centre
            var half = abs(dy) < radius ? (radius * radius - dy * dy).squareRoot() : 0
            if y < centre { half = max(half, 0.4 * radius) }
            let w = 2 * Int(((2 * half - Double(parity)) / 2).rounded()) + parity
            if w <= 0 { break }
            widths.append(min(w, s))
        }
        // Knobs entering one cell from two sides meet unless each stays out of
        // the other's band: no deeper than the space beside the widest row.
        while let widest = widths.max(), widths.count > (s - widest) / 2 { widths.removeLast() }
        return widths.map { ((s - $0) / 2)..<((s + $0) / 2) }
    }

    /// How far a knob sticks out over the neighbouring cell, in pixels.
    public static func knobDepth(side s: Int) -> Int { knobRows(side: s).count }

    /// The knob's half width at `depth` pixels out from its edge, as a
    /// continuous shape: the curve `knobRows` samples at each row's middle
    /// (the same head, neck and depth), nil beyond the knob.
    static func knobHalfWidth(side s: Int, depth: Double, rows: Int) -> Double? {
        guard s >= 2, depth >= 0, depth < Double(rows) else { return nil }
        let radius = max(1.0, Double(s) / 8)
        let neck = s >= 12 ? max(1.0, (Double(s) / 16).rounded()) : 0
        let centre = neck + radius, dy = depth - centre
        var half = abs(dy) < radius ? (radius * radius - dy * dy).squareRoot() : 0
        if depth < centre { half = max(half, 0.4 * radius) }
        return half
    }

    /// Whether `piece`'s shape at home covers the point (x, y) of its cell's
    /// pixel coordinates, the shape taken as a smooth curve rather than
    /// whole pixels: what a terminal that shows real pixels cuts a piece by,
    /// with its round knobs. Two neighbours' knob and socket are the same
    /// curve, so they still fit exactly, and it reaches no deeper than
    /// `mask`.
    public func covers(_ piece: Int, side s: Int, x: Double, y: Double) -> Bool {
        let rows = Self.knobDepth(side: s), side = Double(s)
        func inKnob(depth: Double, along: Double) -> Bool {
            guard along >= 0, along < side, let half = Self.knobHalfWidth(side: s, depth: depth, rows: rows) else { return false }
            return abs(along - side / 2) < half
        }
        if x >= 0, y >= 0, x < side, y < side {
            for edge in Edge.allCases where shape(of: piece, edge) == .socket {
                let cut: Bool
                switch edge {
                case .top: cut = inKnob(depth: y, along: x)
                case .bottom: cut = inKnob(depth: side - y, along: x)
                case .left: cut = inKnob(depth: x, along: y)
                case .right: cut = inKnob(depth: side - x, along: y)
                }
                if cut { return false }
            }
            return true
        }
        for edge in Edge.allCases where shape(of: piece, edge) == .knob {
            let out: Bool
            switch edge {
            case .top: out = inKnob(depth: -y, along: x)
            case .bottom: out = inKnob(depth: y - side, along: x)
            case .left: out = inKnob(depth: -x, along: y)
            case .right: out = inKnob(depth: x - side, along: y)
            }
            if out { return true }
        }
        return false
    }

    /// The shape of `piece` at home for pieces of `s` x `s` pixels, in its
    /// own cell's pixel coordinates.
    public func mask(of piece: Int, side s: Int) -> PieceMask {
        let knob = Self.knobRows(side: s), d = knob.count
        var mask = PieceMask(side: s, origin: Point(x: -d, y: -d), width: s + 2 * d, height: s + 2 * d, bits: [])
        var bits = [Bool](repeating: false, count: mask.width * mask.height)
        func set(_ x: Int, _ y: Int, _ on: Bool) { bits[(y + d) * mask.width + x + d] = on }
        for y in 0..<s { for x in 0..<s { set(x, y, true) } }
        for edge in Edge.allCases {
            let shape = shape(of: piece, edge)
            guard shape != .flat else { continue }
            let out = shape == .knob
            for (v, run) in knob.enumerated() {
                for u in run {
                    switch edge {
                    case .top: out ? set(u, -1 - v, true) : set(u, v, false)
                    case .right: out ? set(s + v, u, true) : set(s - 1 - v, u, false)
                    case .bottom: out ? set(u, s + v, true) : set(u, s - 1 - v, false)
                    case .left: out ? set(-1 - v, u, true) : set(v, u, false)
                    }
                }
            }
        }
        mask.bits = bits
        return mask
    }

    /// The shape of `piece` turned clockwise by `quarterTurns`.
    public func mask(of piece: Int, side s: Int, quarterTurns: Int) -> PieceMask {
        mask(of: piece, side: s).rotated(quarterTurns: quarterTurns)
    }

    /// The cell whose piece covers board pixel `p` when every piece is home:
    /// nil outside the board.
    public func cell(atPixel p: Point, side s: Int) -> Int? {
        guard s > 0, p.x >= 0, p.y >= 0, p.x < columns * s, p.y < rows * s else { return nil }
        let col = p.x / s, row = p.y / s, cell = row * columns + col
        let x = p.x - col * s, y = p.y - row * s
        // A pixel of a socket belongs to the neighbour whose knob fills it.
        let knob = Self.knobRows(side: s)
        func inSocket(_ depth: Int, _ along: Int) -> Bool { depth < knob.count && knob[depth].contains(along) }
        if shape(of: cell, .top) == .socket, inSocket(y, x) { return cell - columns }
        if shape(of: cell, .bottom) == .socket, inSocket(s - 1 - y, x) { return cell + columns }
        if shape(of: cell, .left) == .socket, inSocket(x, y) { return cell - 1 }
        if shape(of: cell, .right) == .socket, inSocket(s - 1 - x, y) { return cell + 1 }
        return cell
    }

    /// The cells whose pieces cover board pixel `p` (which may lie just
    /// outside the board, under a knob), in cell order, when cell `c` holds
    /// `placement(c)`: a piece turned clockwise by some quarter turns, or nil
    /// for an empty cell. A wrong piece can overlap a neighbour or leave a
    /// gap, so there may be several cells or none; which one shows on top is
    /// the drawing's choice.
    public func cells(coveringPixel p: Point, side s: Int,
                      placement: (Int) -> (piece: Int, quarterTurns: Int)?) -> [Int] {
        guard s > 0 else { return [] }
        let d = Self.knobDepth(side: s)
        func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
        let col0 = max(0, floorDiv(p.x - d, s)), col1 = min(columns - 1, floorDiv(p.x + d, s))
        let row0 = max(0, floorDiv(p.y - d, s)), row1 = min(rows - 1, floorDiv(p.y + d, s))
        guard col0 <= col1, row0 <= row1 else { return [] }
        var found: [Int] = []
        for row in row0...row1 {
            for col in col0...col1 {
                let cell = row * columns + col
                guard let placed = placement(cell) else { continue }
                let m = mask(of: placed.piece, side: s, quarterTurns: placed.quarterTurns)
                if m.contains(Point(x: p.x - col * s, y: p.y - row * s)) { found.append(cell) }
            }
        }
        return found
    }

    // Codable with a check that the edges fit the board.
    private enum CodingKeys: String, CodingKey { case columns, rows, leftCarries, upperCarries }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        columns = try c.decode(Int.self, forKey: .columns)
        rows = try c.decode(Int.self, forKey: .rows)
        leftCarries = try c.decode([Bool].self, forKey: .leftCarries)
        upperCarries = try c.decode([Bool].self, forKey: .upperCarries)
        guard (1...256).contains(columns), (1...256).contains(rows),
              leftCarries.count == rows * (columns - 1), upperCarries.count == (rows - 1) * columns else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: tr("the tabs do not fit the board")))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(columns, forKey: .columns)
        try c.encode(rows, forKey: .rows)
        try c.encode(leftCarries, forKey: .leftCarries)
        try c.encode(upperCarries, forKey: .upperCarries)
    }
}

/// A piece's shape in pixels: `width` x `height` bits, row by row, whose
/// top-left lies at `origin` relative to the top-left of the piece's
/// `side` x `side` cell (negative where knobs stick out up or left).
public struct PieceMask: Hashable, Sendable {
    public let side: Int
    public let origin: Point
    public let width: Int
    public let height: Int
    public fileprivate(set) var bits: [Bool]

    public init(side: Int, origin: Point, width: Int, height: Int, bits: [Bool]) {
        self.side = side
        self.origin = origin
        self.width = width
        self.height = height
        self.bits = bits
    }

    /// The bits' rectangle in the cell's pixel coordinates.
    public var frame: Rect { Rect(origin: origin, size: Size(width: width, height: height)) }

    /// Whether the shape covers pixel `p` of the cell's coordinates.
    public func contains(_ p: Point) -> Bool {
        let x = p.x - origin.x, y = p.y - origin.y
        guard x >= 0, y >= 0, x < width, y < height else { return false }
        return bits[y * width + x]
    }

    /// Turned clockwise about the cell's centre: cell pixel (x, y) goes to
    /// (side - 1 - y, x). The bits turn as a picture does, so a piece's
    /// pixels turned by the same quarter turns still line up with them.
    public func rotated(quarterTurns: Int) -> PieceMask {
        var m = self
        for _ in 0..<(((quarterTurns % 4) + 4) % 4) {
            var out = [Bool](repeating: false, count: m.bits.count)
            // New (x, y) comes from old (y, h - 1 - x).
            for y in 0..<m.width {
                for x in 0..<m.height { out[y * m.height + x] = m.bits[(m.height - 1 - x) * m.width + y] }
            }
            m = PieceMask(side: side, origin: Point(x: side - m.origin.y - m.height, y: m.origin.x),
                          width: m.height, height: m.width, bits: out)
        }
        return m
    }

    /// Flipped left to right about the cell's centre, as in the mirror.
    public func mirrored() -> PieceMask {
        var out = bits
        for y in 0..<height {
            for x in 0..<width { out[y * width + x] = bits[y * width + (width - 1 - x)] }
        }
        return PieceMask(side: side, origin: Point(x: side - origin.x - width, y: origin.y),
                         width: width, height: height, bits: out)
    }
}
