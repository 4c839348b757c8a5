/// Text attributes that stay visible without colour.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let dim = TextAttributes(rawValue: 1 << 1)
    public static let reverse = TextAttributes(rawValue: 1 << 2)
    public static let underline = TextAttributes(rawValue: 1 << 3)
    public static let italic = TextAttributes(rawValue: 1 << 4)
}

/// How a cell looks apart from its character.
public struct CellStyle: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var attributes: TextAttributes

    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = CellStyle()

    public func with(_ extra: TextAttributes) -> CellStyle {
        var s = self
        s.attributes.formUnion(extra)
        return s
    }
}

/// One terminal cell. The right half of a wide character is a
/// continuation cell, which is never drawn on its own.
public struct Cell: Hashable, Sendable {
    public var character: Character
    public var style: CellStyle
    public var isContinuation: Bool

    public init(_ character: Character = " ", style: CellStyle = .plain, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }

    public static let blank = Cell()
}

/// An in-memory screen: every screen draws into one of these, the terminal
/// layer copies it out, and tests read it as text.
public struct Canvas: Hashable, Sendable {
    public private(set) var size: Size
    public private(set) var cells: [Cell]
    /// Images over the cells, in paint order (see `place`).
    public internal(set) var images: [ImageLayer] = []
    /// Sources the terminal should hold before any frame shows them (`preload`).
    public internal(set) var preloads: [ImageSource] = []
    /// Per cell, the last image placed over it, or -1 once text is written
    /// there; empty while there are no images.
    var imageTop: [Int16] = []
    /// The size of a cell in pixels when the terminal shows images, nil when
    /// it shows cells only: screens place images only when this is set, and
    /// make their pixels at this scale.
    public var cellPixels: Size?
    /// Whether `flatten` makes one image of what is drawn together: in a
    /// terminal where text over an image cuts it (kitty). A sixel terminal
    /// gets its pixels composited cell by cell, text cells left clear, so
    /// there it would only make the images larger; a cue over a picture is
    /// flattened in both (see `flatten`).
    public var flattensImages = true
    /// Per cell, the background of the last blank written there: the ground
    /// a picture was drawn on, which a terminal that shows pixels shows
    /// through an image's clear pixels (a socket of a piece with tabs)
    /// rather than the colours of the half blocks under it (`ground(at:)`).
    private var grounds: [Color]

    public init(size: Size, fill: Cell = .blank, cellPixels: Size? = nil) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        cells = Array(repeating: fill, count: self.size.area)
        grounds = Array(repeating: fill.style.background, count: self.size.area)
        self.cellPixels = cellPixels
    }

    /// The background of the last blank written in cell (x, y).
    public func ground(at x: Int, _ y: Int) -> Color { grounds[y * size.width + x] }

    // Two canvases are equal when they show the same: the grounds are how
    // they were drawn, not what they show.
    public static func == (a: Canvas, b: Canvas) -> Bool {
        a.size == b.size && a.cells == b.cells && a.images == b.images && a.preloads == b.preloads && a.imageTop == b.imageTop
            && a.cellPixels == b.cellPixels && a.flattensImages == b.flattensImages
    }

    public func hash(into h: inout Hasher) {
        h.combine(size)
        h.combine(cells)
        h.combine(images)
    }

    public var bounds: Rect { Rect(origin: .zero, size: size) }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.width + x] }
        set { cells[y * size.width + x] = newValue }
    }

    public func cell(at p: Point) -> Cell? {
        bounds.contains(p) ? self[p.x, p.y] : nil
    }

    /// Puts one character; a wide character takes two cells (and is replaced
    /// by a space where only one fits). Returns the columns used.
    @discardableResult
    public mutating func put(_ c: Character, at p: Point, style: CellStyle = .plain, clip: Rect? = nil) -> Int {
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        var w = TextWidth.of(c)
        var ch = c
        if w == 0 { ch = "?"; w = 1 }
        guard area.contains(p) else { return w }
        if w == 2 && !area.contains(Point(x: p.x + 1, y: p.y)) { ch = " "; w = 1 }
        breakWide(at: p)
        self[p.x, p.y] = Cell(ch, style: style)
        if ch == " " || ch == "\u{A0}" { grounds[p.y * size.width + p.x] = style.background }
        if !imageTop.isEmpty { imageTop[p.y * size.width + p.x] = -1 }
        if w == 2 {
            let q = Point(x: p.x + 1, y: p.y)
            breakWide(at: q)
            self[q.x, q.y] = Cell(" ", style: style, isContinuation: true)
            if !imageTop.isEmpty { imageTop[q.y * size.width + q.x] = -1 }
        }
        return w
    }

    /// Writes text on one row, clipped; returns the column after the last character.
    @discardableResult
    public mutating func text(_ s: String, at p: Point, style: CellStyle = .plain, clip: Rect? = nil) -> Int {
        var x = p.x
        for c in s where c != "\n" {
            x += put(c, at: Point(x: x, y: p.y), style: style, clip: clip)
        }
        return x
    }

    public mutating func fill(_ rect: Rect, with c: Character = " ", style: CellStyle = .plain) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.minY..<r.maxY {
            var x = r.minX
            while x < r.maxX { x += put(c, at: Point(x: x, y: y), style: style, clip: r) }
        }
    }

    /// Changes only the style of cells, keeping their characters (and any
    /// image over them).
    public mutating func restyle(_ rect: Rect, _ change: (inout CellStyle) -> Void) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.minY..<r.maxY {
            for x in r.minX..<r.maxX {
                change(&self[x, y].style)
                if self[x, y].character == " " || self[x, y].character == "\u{A0}" { grounds[y * size.width + x] = self[x, y].style.background }
            }
        }
    }

    /// Writing over half of a wide character blanks the other half.
    private mutating func breakWide(at p: Point) {
        let cur = self[p.x, p.y]
        if cur.isContinuation, p.x > 0 {
            self[p.x - 1, p.y] = Cell(" ", style: self[p.x - 1, p.y].style)
        } else if TextWidth.of(cur.character) == 2, p.x + 1 < size.width {
            self[p.x + 1, p.y] = Cell(" ", style: self[p.x + 1, p.y].style)
        }
    }

    /// One row as text (continuation cells left out).
    public func rowText(_ y: Int) -> String {
        var s = ""
        for x in 0..<size.width where !self[x, y].isContinuation { s.append(self[x, y].character) }
        return s
    }

    /// The whole canvas as lines of text with trailing spaces removed.
    public var text: String {
        (0..<size.height).map { y in
            var line = rowText(y)
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// Finds `needle` and returns where its first character is drawn.
    public func find(_ needle: String) -> Point? {
        for y in 0..<size.height {
            var columns: [Int] = []
            var line = ""
            for x in 0..<size.width where !self[x, y].isContinuation {
                columns.append(x)
                line.append(self[x, y].character)
            }
            if let r = line.firstRange(of: needle) {
                return Point(x: columns[line.distance(from: line.startIndex, to: r.lowerBound)], y: y)
            }
        }
        return nil
    }
}

extension Canvas {
    /// A copy of the cells in `rect` (blank where it leaves the canvas),
    /// with the images that show there.
    public func cropped(to rect: Rect) -> Canvas {
        var out = Canvas(size: rect.size, cellPixels: cellPixels)
        out.flattensImages = flattensImages
        for y in 0..<rect.height {
            for x in 0..<rect.width {
                if let c = cell(at: Point(x: rect.minX + x, y: rect.minY + y)) {
                    out[x, y] = c
                    out.grounds[y * rect.width + x] = ground(at: rect.minX + x, rect.minY + y)
                }
            }
        }
        out.copyImages(of: self, shift: Point(x: -rect.minX, y: -rect.minY), area: out.bounds)
        return out
    }

    /// Copies `other` onto this canvas with its top-left at `origin`,
    /// clipped; its images come too, still under any text it had over them.
    public mutating func blit(_ other: Canvas, at origin: Point, clip: Rect? = nil) {
        let area = (clip ?? bounds).intersection(bounds)
        for y in 0..<other.size.height {
            for x in 0..<other.size.width {
                let p = Point(x: origin.x + x, y: origin.y + y)
                guard area.contains(p) else { continue }
                let c = other[x, y]
                if c.isContinuation { continue }
                put(c.character, at: p, style: c.style, clip: area)
                grounds[p.y * size.width + p.x] = other.ground(at: x, y)
            }
        }
        copyImages(of: other, shift: origin, area: area)
    }

    /// Places `other`'s images moved by `shift` and clipped to `area`, then
    /// gives back to text the cells where text lay over them in `other`.
    private mutating func copyImages(of other: Canvas, shift: Point, area: Rect) {
        guard !other.images.isEmpty, images.count + other.images.count < Int(Int16.max) else { return }
        if imageTop.isEmpty { imageTop = Array(repeating: -1, count: size.area) }
        let first = Int16(images.count)
        for layer in other.images {
            var l = layer
            l.cells = Rect(origin: Point(x: l.cells.minX + shift.x, y: l.cells.minY + shift.y), size: l.cells.size)
            l.clip = Rect(origin: Point(x: l.clip.minX + shift.x, y: l.clip.minY + shift.y), size: l.clip.size)
                .intersection(area).intersection(bounds)
            images.append(l)
        }
        for y in 0..<other.size.height {
            for x in 0..<other.size.width {
                let p = Point(x: shift.x + x, y: shift.y + y)
                guard area.contains(p) else { continue }
                // Cells the copy wrote text in already read -1 (put); those
                // that show one of its images point at that image here.
                if other.showsImage(at: x, y) {
                    imageTop[p.y * size.width + p.x] = first + other.imageTop[y * other.size.width + x]
                }
            }
        }
    }
}
