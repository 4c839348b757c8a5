import BrocadeTUI

/// What a cell of a design holds: a basic motif in one of its colourways,
/// or a piece of a built-in picture (its 10x10-pixel block at `column`,
/// `row`, counted from the top-left).
public enum Tile: Hashable, Sendable {
    case motif(Motif, colorway: Int)
    case piece(picture: String, column: Int, row: Int)

    /// A tile's side in pixels: the built-in pictures' 30x40 halves are cut
    /// into 3x4 of them.
    public static let side = 10

    /// What a player calls it.
    public var title: String {
        switch self {
        case .motif(let m, _): return m.title
        case .piece(let p, let c, let r): return tr("\(p) piece \(r * 3 + c + 1)")
        }
    }

    /// Its `side`-pixel square: a motif drawn by code, or a piece cut from
    /// the pixels `picture` gives for a picture's name. Nil for a picture
    /// there are no pixels for, or a piece falling outside it.
    public func image(picture: (String) -> PixelImage?) -> PixelImage? {
        switch self {
        case .motif(let m, let w):
            return MotifTile.image(m, colorway: w)
        case .piece(let name, let col, let row):
            let s = Self.side
            guard let px = picture(name), col >= 0, row >= 0, (col + 1) * s <= px.width, (row + 1) * s <= px.height else { return nil }
            return px.cropped(to: Rect(x: col * s, y: row * s, width: s, height: s))
        }
    }
}

extension Tile: Codable {
    private enum CodingKeys: String, CodingKey { case motif, colorway, picture, column, row }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let m = try c.decodeIfPresent(Motif.self, forKey: .motif) {
            let w = try c.decodeIfPresent(Int.self, forKey: .colorway) ?? 0
            guard MotifTile.colorways.indices.contains(w) else {
                throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: tr("no colourway \(w)")))
            }
            self = .motif(m, colorway: w)
            return
        }
        let p = try c.decode(String.self, forKey: .picture), col = try c.decode(Int.self, forKey: .column), row = try c.decode(Int.self, forKey: .row)
        guard (0..<64).contains(col), (0..<64).contains(row), (1...64).contains(p.count) else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: tr("a piece out of its picture")))
        }
        self = .piece(picture: SafeText.clean(p), column: col, row: row)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .motif(let m, let w):
            try c.encode(m, forKey: .motif)
            try c.encode(w, forKey: .colorway)
        case .piece(let p, let col, let row):
            try c.encode(p, forKey: .picture)
            try c.encode(col, forKey: .column)
            try c.encode(row, forKey: .row)
        }
    }
}

/// A design woven in create mode: a grid of cells on the left half of the
/// canvas, each empty or holding a tile turned by quarter turns; the right
/// half is its mirror image. Edits are moves, so they are undone and redone
/// like a game's.
public struct Design: GameRules {
    public struct Placed: Codable, Hashable, Sendable {
        public var tile: Tile
        /// Quarter turns clockwise, 0 to 3.
        public var turns: Int

        public init(tile: Tile, turns: Int = 0) {
            self.tile = tile
            self.turns = ((turns % 4) + 4) % 4
        }
    }

    public enum Move: Codable, Equatable, Sendable {
        /// A tile from the palette into a cell, over whatever was there.
        case place(tile: Tile, cell: Int, turns: Int)
        /// A placed tile to another cell; one already there changes places with it.
        case move(from: Int, to: Int)
        /// A quarter turn of a placed tile, clockwise when positive.
        case turn(cell: Int, by: Int)
        /// A cell emptied.
        case clear(cell: Int)
        /// A whole row or column of one tile (borders are built this way).
        case fillRow(row: Int, tile: Tile, turns: Int)
        case fillColumn(column: Int, tile: Tile, turns: Int)
    }

    /// As many cells as the loom has: 1 to 8 across the left half and down.
    public static let sizes = 1...8

    /// Cells across the left half, and down.
    public let columns: Int
    public let rows: Int
    public private(set) var cells: [Placed?]

    public init(columns: Int, rows: Int) {
        self.columns = columns.clamped(to: Self.sizes)
        self.rows = rows.clamped(to: Self.sizes)
        cells = Array(repeating: nil, count: self.columns * self.rows)
    }

    public var count: Int { columns * rows }
    public var isEmpty: Bool { cells.allSatisfy { $0 == nil } }

    /// A design is never won: it is finished when its weaver says so.
    public var status: GameStatus { .playing }

    public func applying(_ move: Move) -> Design? {
        var next = self
        func valid(_ c: Int) -> Bool { (0..<count).contains(c) }
        switch move {
        case .place(let tile, let cell, let turns):
            guard valid(cell) else { return nil }
            next.cells[cell] = Placed(tile: tile, turns: turns)
        case .move(let from, let to):
            guard valid(from), valid(to), from != to, cells[from] != nil else { return nil }
            next.cells.swapAt(from, to)
        case .turn(let cell, let by):
            guard valid(cell), let p = cells[cell], by % 4 != 0 else { return nil }
            next.cells[cell] = Placed(tile: p.tile, turns: p.turns + by)
        case .clear(let cell):
            guard valid(cell), cells[cell] != nil else { return nil }
            next.cells[cell] = nil
        case .fillRow(let row, let tile, let turns):
            guard (0..<rows).contains(row) else { return nil }
            for c in 0..<columns { next.cells[row * columns + c] = Placed(tile: tile, turns: turns) }
        case .fillColumn(let column, let tile, let turns):
            guard (0..<columns).contains(column) else { return nil }
            for r in 0..<rows { next.cells[r * columns + column] = Placed(tile: tile, turns: turns) }
        }
        return next == self ? nil : next
    }

    /// The left half in pixels, `Tile.side` a cell: each tile's picture,
    /// turned, on the ground; `tileImage` gives a tile's pixels (nil: a
    /// piece whose picture cannot be read, left as ground).
    public func image(ground: LiColor = .brown, tileImage: (Tile) -> PixelImage?) -> PixelImage {
        let s = Tile.side, g = ground.rgb
        var rgba = [UInt8](repeating: 255, count: columns * s * rows * s * 4)
        let width = columns * s
        for i in 0..<(rgba.count / 4) { rgba[4 * i] = g.0; rgba[4 * i + 1] = g.1; rgba[4 * i + 2] = g.2 }
        for (cell, placed) in cells.enumerated() {
            guard let placed, let src = tileImage(placed.tile) else { continue }
            let img = (src.width == s && src.height == s ? src : src.scaledNearest(width: s, height: s)).rotated(quarterTurns: placed.turns)
            let x0 = (cell % columns) * s, y0 = (cell / columns) * s
            for y in 0..<s {
                for x in 0..<s {
                    let p = img.pixel(x: x, y: y)
                    guard p.3 >= 128 else { continue }
                    let o = ((y0 + y) * width + x0 + x) * 4
                    rgba[o] = p.0; rgba[o + 1] = p.1; rgba[o + 2] = p.2
                }
            }
        }
        return PixelImage(width: width, height: rows * s, rgba: rgba)
    }

    // Codable with a check that the cells fit the grid.
    private enum CodingKeys: String, CodingKey { case columns, rows, cells }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        columns = try c.decode(Int.self, forKey: .columns)
        rows = try c.decode(Int.self, forKey: .rows)
        cells = try c.decode([Placed?].self, forKey: .cells)
        guard Self.sizes.contains(columns), Self.sizes.contains(rows), cells.count == columns * rows else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: tr("the cells do not fit the design")))
        }
        cells = cells.map { $0.map { Placed(tile: $0.tile, turns: $0.turns) } }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(columns, forKey: .columns)
        try c.encode(rows, forKey: .rows)
        try c.encode(cells, forKey: .cells)
    }
}

/// A design kept by name: the file `designs/NAME.json`.
public struct DesignFile: Codable, Equatable, Sendable {
    public static let format = "brocade-design"
    public var format: String
    public var version: Int
    public var name: String
    public var design: Design

    public init(name: String, design: Design) {
        format = Self.format
        version = 1
        self.name = name
        self.design = design
    }

    /// A name a design may have: 1 to 40 letters, digits, `-` and `_`
    /// (also a file's name, so nothing else).
    public static func isValidName(_ name: String) -> Bool {
        (1...40).contains(name.count) && name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
    }

    public func validated() throws -> DesignFile {
        guard format == Self.format else { throw ValidationError(tr("not a brocade design")) }
        guard version == 1 else { throw ValidationError(tr("a design of format version \(version), which this brocade cannot read")) }
        guard Self.isValidName(name) else { throw ValidationError(tr("the design's name '\(SafeText.clean(name))' is not one brocade gives")) }
        return self
    }
}
