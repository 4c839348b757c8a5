import BrocadeTUI

/// The jigsaw's rules: which piece sits in which cell, and which wait in the
/// tray. A piece is only ever in one place, because the tray is not stored:
/// it is every piece that is not on the board, in the tray's order (dealt
/// shuffled by the seed, then as the player arranged it). A drop that cannot happen (an occupied cell) is no move at all, so
/// the piece simply stays where it was; nothing can be lost or stacked.
///
/// The tray stays put: the order gives every piece a place of its own in
/// the tray (`trayPlaces`), which is empty while the piece is on the board,
/// so taking a piece moves no other, and a piece sent back takes its own
/// place again, which is always free. The gaps are thus data like the rest
/// (the order and the board), kept by undo, saves and replays; a tidy
/// (`tidyOrder`, an arrangement) closes them.
public struct JigsawRules: GameRules {
    public enum Move: Codable, Equatable, Sendable {
        /// Put a piece (from the tray or another cell) into an empty cell.
        case place(piece: Int, cell: Int)
        /// Take a piece off the board back to the tray.
        case toTray(piece: Int)
        /// Turn a piece (wherever it is) by quarter turns, clockwise when
        /// positive (`--rotate`).
        case turn(piece: Int, by: Int)
        /// The tray in a new order (edge pieces first, a shuffle): a
        /// permutation of every piece. Not a step of the game but how the
        /// player keeps the tray, so the app amends every state with it
        /// (undo keeps it, a saved game carries it, no move is counted).
        case arrange(order: [Int])
    }

    public let columns: Int
    public let rows: Int
    /// A piece dropped in its own cell stays there (`--lock`).
    public let lockCorrect: Bool
    /// The tray's order: a permutation of the pieces, shuffled by the seed,
    /// then as the player arranged it.
    public private(set) var trayOrder: [Int]
    /// Cell to piece; nil for an empty cell. Piece `i` belongs in cell `i`.
    public private(set) var board: [Int?]
    /// Pieces can be turned, and start turned (`--rotate`).
    public let rotates: Bool
    /// Each piece's quarter turns clockwise from upright, 0 to 3.
    public private(set) var turns: [Int]
    /// The pieces' interlocking tabs (`--tabs`); nil for square pieces.
    public let tabs: PieceTabs?
    /// Which pieces look alike, from the picture: a piece counts in any cell
    /// it looks like. Nil: only in its own cell. Not saved; the mode gives
    /// every state it deals or reads its looks again (`withLooks`).
    public private(set) var looks: PieceLooks?

    public var count: Int { columns * rows }

    public init(columns: Int, rows: Int, seed: UInt64, lockCorrect: Bool = false, rotates: Bool = false, tabs: Bool = false) {
        precondition(columns >= 1 && rows >= 1, "a board needs cells")
        self.columns = columns
        self.rows = rows
        self.lockCorrect = lockCorrect
        self.rotates = rotates
        var rng = SeededRandom(seed: seed)
        // The shuffle comes first, so a seed deals the same tray with or without turns.
        trayOrder = Self.derange(columns * rows, rng: &rng)
        board = Array(repeating: nil, count: columns * rows)
        turns = Array(repeating: 0, count: columns * rows)
        // Drawn from a stream of their own: the tray and the turns stay as without tabs.
        self.tabs = tabs ? PieceTabs(columns: columns, rows: rows, seed: seed) : nil
        if rotates {
            repeat {
                turns = (0..<count).map { _ in rng.int(in: 0..<4) }
            } while turns.allSatisfy { $0 == 0 }
        }
    }

    /// A shuffle where, when it can be helped, no piece starts in its home slot.
    static func derange(_ n: Int, rng: inout SeededRandom) -> [Int] {
        guard n > 1 else { return Array(0..<n) }
        while true {
            let order = rng.shuffled(Array(0..<n))
            if !order.enumerated().contains(where: { $0.offset == $0.element }) { return order }
        }
    }

    /// The pieces waiting in the tray, in the tray's order.
    public var tray: [Int] {
        let placed = Set(board.compactMap { $0 })
        return trayOrder.filter { !placed.contains($0) }
    }

    /// The tray as the player sees it: its places in order, each holding its
    /// piece, or nil where that piece is on the board (a gap), up to the last
    /// piece waiting (the places of pieces on the board after it are not shown).
    public var trayPlaces: [Int?] {
        let placed = Set(board.compactMap { $0 })
        var places: [Int?] = trayOrder.map { placed.contains($0) ? nil : $0 }
        while let last = places.last, last == nil { places.removeLast() }
        return places
    }

    /// The place of the tray a piece waits in; nil when it is on the board.
    public func trayPlace(of piece: Int) -> Int? {
        guard cell(of: piece) == nil else { return nil }
        return trayOrder.firstIndex(of: piece)
    }

    /// The tray's order with its gaps closed: the pieces waiting, in their
    /// order, then the places of the pieces on the board, in theirs. The
    /// same order when there are no gaps.
    public var tidyOrder: [Int] {
        let placed = Set(board.compactMap { $0 })
        return trayOrder.filter { !placed.contains($0) } + trayOrder.filter { placed.contains($0) }
    }

    /// Where a piece is: its cell, or nil when it is in the tray.
    public func cell(of piece: Int) -> Int? { board.firstIndex { $0 == piece } }

    /// On the board, looking as its cell's own piece does there upright: in
    /// its own cell upright, or, with looks, in any cell it looks like after
    /// its turn (a look-alike, or a symmetric piece turned).
    public func isHome(_ piece: Int) -> Bool {
        guard let c = cell(of: piece) else { return false }
        guard let looks else { return c == piece && turns[piece] == 0 }
        return looks.looks(piece, turned: turns[piece], like: c)
    }

    /// This state with the pieces' looks from its picture (nil: none).
    public func withLooks(_ looks: PieceLooks?) -> JigsawRules {
        precondition(looks.map { $0.columns == columns && $0.rows == rows } ?? true, "the looks do not fit the board")
        var s = self
        s.looks = looks
        return s
    }

    public func isLocked(_ piece: Int) -> Bool { lockCorrect && isHome(piece) }

    public var placedCorrectly: Int { (0..<count).filter(isHome).count }

    public var status: GameStatus { placedCorrectly == count ? .won : .playing }

    public func applying(_ move: Move) -> JigsawRules? {
        var next = self
        switch move {
        case .place(let piece, let target):
            guard (0..<count).contains(piece), (0..<count).contains(target), board[target] == nil, !isLocked(piece) else { return nil }
            if let from = cell(of: piece) { next.board[from] = nil }
            next.board[target] = piece
        case .toTray(let piece):
            guard (0..<count).contains(piece), let from = cell(of: piece), !isLocked(piece) else { return nil }
            next.board[from] = nil
            // Back to its own place, always free. Only when that place lies
            // past the end of the tray, beyond the unseen places of pieces on
            // the board (after a tidy), does it take the first of those
            // instead, so no run of gaps opens before it; the places it
            // passes over are all empty, so no piece moves.
            let waiting = Set(tray)
            let own = trayOrder.firstIndex(of: piece)!
            let end = (trayOrder.lastIndex { waiting.contains($0) } ?? -1) + 1
            if own > end {
                next.trayOrder.remove(at: own)
                next.trayOrder.insert(piece, at: end)
            }
        case .turn(let piece, let by):
            guard rotates, (0..<count).contains(piece), by % 4 != 0, !isLocked(piece) else { return nil }
            next.turns[piece] = ((turns[piece] + by) % 4 + 4) % 4
        case .arrange(let order):
            guard order.sorted() == Array(0..<count), order != trayOrder else { return nil }
            next.trayOrder = order
        }
        return next
    }

    /// Rows from the picture's shape, so pieces come out about square on
    /// screen (a cell is twice as tall as wide): the half picture is
    /// `pixelWidth` x `pixelHeight`.
    public static func rows(forColumns columns: Int, pixelWidth: Int, pixelHeight: Int) -> Int {
        guard pixelWidth > 0 else { return columns }
        return max(1, Int((Double(pixelHeight * columns) / Double(pixelWidth)).rounded()))
    }

    /// The most columns or rows a save may have: ten pieces a half, both
    /// halves' on the classic board.
    public static let largest = 20

    // Codable with a check that the numbers agree, so a hand-edited save
    // cannot put a piece in two places.
    private enum CodingKeys: String, CodingKey { case columns, rows, lockCorrect, trayOrder, board, rotates, turns, tabs }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        columns = try c.decode(Int.self, forKey: .columns)
        rows = try c.decode(Int.self, forKey: .rows)
        lockCorrect = try c.decode(Bool.self, forKey: .lockCorrect)
        trayOrder = try c.decode([Int].self, forKey: .trayOrder)
        board = try c.decode([Int?].self, forKey: .board)
        // Saves from before turns have none.
        rotates = try c.decodeIfPresent(Bool.self, forKey: .rotates) ?? false
        let n = columns * rows
        turns = try c.decodeIfPresent([Int].self, forKey: .turns) ?? Array(repeating: 0, count: max(0, n))
        guard turns.count == n, turns.allSatisfy({ (0...3).contains($0) }), rotates || turns.allSatisfy({ $0 == 0 }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: tr("the pieces' turns do not add up")))
        }
        guard columns >= 1, rows >= 1, columns <= Self.largest, rows <= Self.largest, trayOrder.sorted() == Array(0..<n), board.count == n else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: tr("the board does not add up")))
        }
        // Saves from before tabs have none.
        tabs = try c.decodeIfPresent(PieceTabs.self, forKey: .tabs)
        if let tabs, tabs.columns != columns || tabs.rows != rows {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: tr("the tabs do not fit the board")))
        }
        let placed = board.compactMap { $0 }
        guard placed.allSatisfy({ (0..<n).contains($0) }), Set(placed).count == placed.count else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: tr("a piece is in two places")))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(columns, forKey: .columns)
        try c.encode(rows, forKey: .rows)
        try c.encode(lockCorrect, forKey: .lockCorrect)
        try c.encode(trayOrder, forKey: .trayOrder)
        try c.encode(board, forKey: .board)
        if rotates {
            try c.encode(rotates, forKey: .rotates)
            try c.encode(turns, forKey: .turns)
        }
        try c.encodeIfPresent(tabs, forKey: .tabs)
    }
}

/// The mirror: a vertical line at column `line`; a column x on its left
/// reflects to 2 * line - x on its right.
public struct Mirror: Hashable, Sendable {
    public var line: Int

    public init(line: Int) { self.line = line }

    public func reflect(x: Int) -> Int { 2 * line - x }

    /// The mirror image of a rectangle on the left of the line.
    public func reflect(_ r: Rect) -> Rect {
        Rect(x: reflect(x: r.maxX - 1), y: r.minY, width: r.width, height: r.height)
    }
}
