import BrocadeTUI

/// A canvas's images as sixels, frame after frame: what to write after
/// ncurses's refresh so the terminal shows each image cell's pixels.
///
/// The pixels go in tiles one cell row tall, cut from the rows' runs of cells
/// that need drawing, at the columns of a fixed grid (`blockColumns` wide), so
/// a tile is never wider than a terminal draws one sixel (xterm: 1000 pixels)
/// and the same cells make the same tile again. A tile holds, cell by cell,
/// every layer that shows there composited in paint order (a later layer's
/// opaque pixels over an earlier one's); a cell of the span where no image
/// shows (text over a picture) is transparent, so the text ncurses wrote
/// there stays.
///
/// A cell is drawn again only when what shows in it changed (its layers,
/// their crops, where it lies in them), when ncurses wrote over it this frame
/// (which erases a sixel's pixels there), or after `invalidate` (ncurses
/// cleared the screen). Encoded tiles are kept by what they show, so a piece
/// put back, or a notice gone, costs no encoding. The terminal's last row gets
/// no pixels: a sixel reaching it scrolls the screen; its cells are reported
/// as not covered, so their half blocks stay. DECSDM (mode 80) is left as the
/// terminal has it: every tile is placed with CUP, and the cursor is saved and
/// restored around them all (ESC 7 ... ESC 8).
public struct SixelPresenter {
    public var encoder: SixelEncoder
    /// The tiles' grid, in cells; a tile is also kept within `maxTilePixels`.
    public var blockColumns: Int
    public var maxTilePixels: Int
    /// What the last frame showed, cell by cell; empty until the first frame
    /// and after `invalidate`.
    var shown = CellParts()
    var shownSize = Size(width: 0, height: 0)
    var shownPixels: Size?
    private var cache: [TileKey: EncodedTile] = [:]
    private var cacheBytes = 0
    /// The cache is emptied when its tiles pass this many bytes, or this
    /// many tiles.
    public var cacheLimit = 16 << 20
    public var cacheEntries = 4096
    /// How many encoded tiles are kept, and how many were ever encoded (for tests).
    var cachedTiles: Int { cache.count }
    private(set) var encodedTiles = 0
    /// ncurses writes out again the unchanged cells between two it writes on
    /// a row when that costs less than moving the cursor over them (seen in
    /// xterm: gaps of up to 5 cells at 100x30; a move costs more further
    /// down and right), which erases their pixels: a gap of up to this many
    /// cells between two cells written counts as written.
    public var rewriteGap = 12
    /// Whether a tile may span a cell where no image shows (text over a
    /// picture, the ground between two pieces), leaving it transparent.
    /// False for a terminal that paints such a cell over (mlterm: see
    /// `SixelTerminal.keepsTextUnderTransparentCells`): a tile then holds
    /// image cells only.
    public var spansText: Bool

    /// xterm's images as it keeps them (`SixelSlots`), for a terminal that
    /// keeps a few only; nil elsewhere.
    var slots: SixelSlots?
    /// Cells the last frame left wrong, as far as `slots` knows (its
    /// rounds ran out): the next frame draws them.
    var pendingCells = 0
    /// The top row of the lowest image of the last frame that drew the
    /// whole picture (xterm: the tray's): the images that stay go just
    /// above it. (Above the highest, a piece placed near the top of the
    /// board, they went among the drag's images, and were sent again each
    /// step after a Ctrl-L.)
    var pictureRow: Int?
    /// The largest sixel a terminal with few images draws whole (xterm:
    /// 1000x1000 pixels, its maxGraphicSize).
    public var maxImagePixels = 1000

    /// `imageSlots`: how many sixel images the terminal keeps, nil for no
    /// limit (see `SixelTerminal.imageLimit`).
    public init(encoder: SixelEncoder = SixelEncoder(), blockColumns: Int = 32, maxTilePixels: Int = 960,
                spansText: Bool = true, imageSlots: Int? = nil) {
        self.encoder = encoder
        self.blockColumns = max(1, blockColumns)
        self.maxTilePixels = max(1, maxTilePixels)
        self.spansText = spansText
        slots = imageSlots.map { SixelSlots(count: $0) }
    }

    /// The next frame draws every image cell again: ncurses cleared the
    /// screen (resize, Ctrl-L, back from Ctrl-Z).
    public mutating func invalidate() {
        shown = CellParts()
        shownSize = Size(width: 0, height: 0)
    }

    /// The cells this presenter draws for `canvas`, row by row: those where
    /// an image shows, except on the last row. The terminal writes a blank
    /// in each (see `displayed`) rather than the half-block cell.
    public static func covered(_ canvas: Canvas, cellPixels: Size?) -> [Bool] {
        let size = canvas.size
        var out = [Bool](repeating: false, count: size.area)
        guard let px = cellPixels ?? canvas.cellPixels, px.width > 0, px.height > 0, !canvas.images.isEmpty else { return out }
        for y in 0..<size.height {
            for x in 0..<size.width where shows(canvas, x: x, y: y) { out[y * size.width + x] = true }
        }
        return out
    }

    /// Whether a sixel is drawn in cell (x, y): an image shows there, and it
    /// is not the last row.
    public static func shows(_ canvas: Canvas, x: Int, y: Int) -> Bool {
        y < canvas.size.height - 1 && canvas.showsImage(at: x, y)
    }

    /// The canvas as ncurses should draw it under the sixels: each covered
    /// cell a no-break space in the default colours. Not a plain space:
    /// ncurses may clear a run of plain blanks with an erase (EL, ECH, or ED
    /// under `bce`), which wipes the pixels of cells it did not change; a
    /// no-break space it always writes out, and only when the cell changed.
    public static func displayed(_ canvas: Canvas, cellPixels: Size?, blank: Cell = Cell("\u{A0}")) -> Canvas {
        guard !canvas.images.isEmpty else { return canvas }
        let cover = covered(canvas, cellPixels: cellPixels)
        var out = canvas
        for y in 0..<canvas.size.height {
            for x in 0..<canvas.size.width where cover[y * canvas.size.width + x] {
                // Half of a wide character under an image: its other half
                // goes blank too (put breaks it).
                out.put(blank.character, at: Point(x: x, y: y), style: blank.style)
            }
        }
        return out
    }

    /// The bytes to write after ncurses's refresh of `canvas`. `rewritten`
    /// (row by row, or empty for none) marks the cells ncurses was given to
    /// write this frame; `cellPixels` (else the canvas's) is a cell's size in
    /// pixels. Empty when nothing needs drawing.
    public mutating func frame(_ canvas: Canvas, rewritten: [Bool] = [], cellPixels: Size? = nil) -> [UInt8] {
        let size = canvas.size
        guard let px = cellPixels ?? canvas.cellPixels, px.width > 0, px.height > 0 else {
            invalidate()
            shownPixels = nil
            return []
        }
        if px != shownPixels || size != shownSize {
            if px != shownPixels { cache.removeAll(); cacheBytes = 0 }
            invalidate()
        }
        let fresh = shown.start.isEmpty
        let parts = CellParts(canvas)
        let written = rewritten.count == size.area ? Self.widened(rewritten, size: size, gap: rewriteGap)
                                                   : [Bool](repeating: false, count: size.area)
        if slots != nil {
            return slotFrame(canvas, parts: parts, written: written, fresh: fresh, px: px)
        }

        // Cells to draw: covered, and changed, written over, or never drawn.
        var dirty = [Bool](repeating: false, count: size.area)
        var any = false
        for i in 0..<size.area where parts.count(i) > 0 {
            if fresh || written[i] || !parts.same(i, as: shown) {
                dirty[i] = true
                any = true
            }
        }
        shown = parts
        shownSize = size
        shownPixels = px
        guard any else { return [] }

        var out: [UInt8] = [0x1B, 0x37] // ESC 7
        var resetSGR = false
        let spannable: [Bool]? = spansText ? nil : (0..<size.area).map { parts.count($0) > 0 }
        for rect in tiles(dirty, size: size, px: px, spannable: spannable) {
            // A cell drawn before whose new pixels are not all opaque keeps
            // the old ones where the new are transparent: erase it first,
            // unless ncurses just wrote over it (which erased it).
            _ = emit(parts, canvas: canvas, rect: rect, px: px, into: &out, resetSGR: &resetSGR) { i in
                !fresh && !written[i] && parts.count(i) > 0
            }
        }
        if out.count == 2 { return [] }
        out.append(contentsOf: [0x1B, 0x38]) // ESC 8
        return out
    }

    /// Writes the tile of the cells in `rect` (those `include` takes, all
    /// by default) to `out`, placed `pad` rows above the rect (its image
    /// transparent there): first an erase (ECH) of each cell `mayErase`
    /// takes whose new pixels are not all opaque. Returns the tile.
    mutating func emit(_ parts: CellParts, canvas: Canvas, rect: Rect, px: Size, include: ((Int) -> Bool)? = nil, pad: Int = 0,
                       into out: inout [UInt8], resetSGR: inout Bool, mayErase: (Int) -> Bool) -> EncodedTile {
        let size = canvas.size
        let tile = self.tile(parts, canvas: canvas, rect: rect, px: px, include: include, pad: pad)
        for y in rect.minY..<rect.maxY {
            var x = rect.minX
            func erases(_ x: Int) -> Bool {
                let i = y * size.width + x
                return (include?(i) ?? true) && mayErase(i) && !tile.opaque[(y - rect.minY) * rect.width + x - rect.minX]
            }
            while x < rect.maxX {
                guard erases(x) else { x += 1; continue }
                var n = 1
                while x + n < rect.maxX && erases(x + n) { n += 1 }
                if !resetSGR { out.append(contentsOf: [0x1B, 0x5B, 0x30, 0x6D]); resetSGR = true } // ESC[0m
                Self.moveCursor(row: y, column: x, into: &out)
                out.append(contentsOf: [0x1B, 0x5B])
                SixelEncoder.decimal(n, into: &out)
                out.append(0x58) // ECH
                x += n
            }
        }
        if !tile.bytes.isEmpty {
            Self.moveCursor(row: rect.minY - pad, column: rect.minX, into: &out)
            out.append(contentsOf: tile.bytes)
        }
        return tile
    }

    /// The tiles that cover the dirty cells: on each row, runs of dirty cells
    /// (over gaps of at most two clean ones) within one block of the grid;
    /// runs of the same columns on rows below one another make one tile, up
    /// to `maxTilePixels` tall. A piece moved is then one tile (its old and
    /// new cells), whose palette serves all its rows. `spannable`, when
    /// given, says which clean cells a run may span (the others end it).
    func tiles(_ dirty: [Bool], size: Size, px: Size, spannable: [Bool]? = nil) -> [Rect] {
        let block = max(1, min(blockColumns, maxTilePixels / px.width))
        let tallest = max(1, maxTilePixels / px.height)
        var done: [Rect] = []
        // Tiles still growing, by their columns.
        var open: [Range<Int>: Rect] = [:]
        for y in 0..<max(0, size.height - 1) {
            var next: [Range<Int>: Rect] = [:]
            var x = 0
            while x < size.width {
                guard dirty[y * size.width + x] else { x += 1; continue }
                let blockEnd = min(size.width, (x / block + 1) * block)
                var end = x + 1
                var probe = end
                while probe < blockEnd && probe - end <= 2 {
                    let i = y * size.width + probe
                    if dirty[i] { end = probe + 1 } else if let spannable, !spannable[i] { break }
                    probe += 1
                }
                let span = x..<end
                x = end
                if var t = open.removeValue(forKey: span) {
                    if t.height < tallest {
                        t.size.height += 1
                        next[span] = t
                        continue
                    }
                    done.append(t)
                }
                next[span] = Rect(x: span.lowerBound, y: y, width: span.count, height: 1)
            }
            done.append(contentsOf: open.values)
            open = next
        }
        done.append(contentsOf: open.values)
        return done.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
    }

    /// `written` with each gap of at most `gap` cells between two written
    /// cells of a row written too.
    static func widened(_ written: [Bool], size: Size, gap: Int) -> [Bool] {
        var out = written
        guard gap > 0 else { return out }
        for y in 0..<size.height {
            let row = y * size.width
            var last = -1
            for x in 0..<size.width where written[row + x] {
                if last >= 0 && x - last - 1 <= gap {
                    for g in (last + 1)..<x { out[row + g] = true }
                }
                last = x
            }
        }
        return out
    }

    static func moveCursor(row: Int, column: Int, into out: inout [UInt8]) {
        out.append(contentsOf: [0x1B, 0x5B])
        SixelEncoder.decimal(row + 1, into: &out)
        out.append(0x3B)
        SixelEncoder.decimal(column + 1, into: &out)
        out.append(0x48)
    }

    /// The tile of the cells in `rect`: from the cache, or composited and
    /// encoded.
    mutating func tile(_ parts: CellParts, canvas: Canvas, rect: Rect, px: Size,
                       include: ((Int) -> Bool)? = nil, pad: Int = 0) -> EncodedTile {
        var key = TileKey(columns: rect.width, parts: [], counts: [], pad: pad)
        var drawn: [CellPart] = []
        key.counts.reserveCapacity(rect.width * rect.height)
        for y in rect.minY..<rect.maxY {
            for x in rect.minX..<rect.maxX {
                let i = y * canvas.size.width + x
                let r = include?(i) == false ? 0..<0 : parts.range(i)
                key.counts.append(Int32(r.count))
                drawn.append(contentsOf: parts.parts[r])
            }
        }
        key.parts = drawn.map(\.name)
        if let hit = cache[key] { return hit }
        let made = compose(key, drawn, px: px)
        encodedTiles += 1
        if cacheBytes + made.bytes.count > cacheLimit || cache.count >= cacheEntries {
            cache.removeAll()
            cacheBytes = 0
        }
        cache[key] = made
        cacheBytes += made.bytes.count
        return made
    }

    /// Composites a tile's cells and encodes it; empty bytes when no pixel
    /// of it is opaque.
    func compose(_ key: TileKey, _ drawn: [CellPart], px: Size) -> EncodedTile {
        let cells = key.counts.count
        let w = key.columns * px.width, h = px.height
        let height = h * (cells / key.columns + key.pad)
        var rgba = [UInt8](repeating: 0, count: w * height * 4)
        var opaque = [Bool](repeating: true, count: cells)
        var anyOpaque = false
        var p = 0
        var sx = [Int](repeating: 0, count: px.width)
        var sy = [Int](repeating: 0, count: px.height)
        rgba.withUnsafeMutableBufferPointer { dst in
            for c in 0..<cells {
                let n = Int(key.counts[c])
                if n == 0 { opaque[c] = false; continue }
                for part in drawn[p..<(p + n)] {
                    let src = part.source
                    // The layer's crop stretched over its cells: each device
                    // pixel takes the source pixel at its centre.
                    let dw = part.cells.width * px.width, dh = part.cells.height * px.height
                    for i in 0..<px.width {
                        sx[i] = part.crop.minX + ((2 * (part.dx * px.width + i) + 1) * part.crop.width) / (2 * dw)
                    }
                    for j in 0..<px.height {
                        sy[j] = part.crop.minY + ((2 * (part.dy * px.height + j) + 1) * part.crop.height) / (2 * dh)
                    }
                    src.rgba.withUnsafeBufferPointer { s in
                        for j in 0..<h {
                            let y = sy[j]
                            guard y >= 0 && y < src.height else { continue }
                            let row = ((c / key.columns + key.pad) * h + j) * w + c % key.columns * px.width
                            for i in 0..<px.width {
                                let x = sx[i]
                                guard x >= 0 && x < src.width else { continue }
                                let si = (y * src.width + x) * 4
                                guard s[si + 3] >= 128 else { continue }
                                let di = (row + i) * 4
                                dst[di] = s[si]
                                dst[di + 1] = s[si + 1]
                                dst[di + 2] = s[si + 2]
                                dst[di + 3] = 255
                            }
                        }
                    }
                }
                p += n
                // Opaque when every pixel of the cell is.
                var set = 0
                for j in 0..<h {
                    let row = ((c / key.columns + key.pad) * h + j) * w + c % key.columns * px.width
                    for i in 0..<px.width where dst[(row + i) * 4 + 3] != 0 { set += 1 }
                }
                opaque[c] = set == px.width * h
                if set > 0 { anyOpaque = true }
            }
        }
        var bytes: [UInt8] = []
        if anyOpaque {
            // A tile placed above its cells: as many colours as its cells' pixels get, not its transparent rows.
            var opaquePixels: Int?
            if key.pad > 0 {
                var n = 0
                for k in stride(from: 3, to: rgba.count, by: 4) where rgba[k] != 0 { n += 1 }
                opaquePixels = n
            }
            bytes = encoder.encode(rgba: rgba, width: w, height: height, opaquePixels: opaquePixels)
        }
        return EncodedTile(bytes: bytes, opaque: opaque)
    }
}

/// What shows in one cell from one layer: enough to make its pixels.
/// Compared by the source's key, not its pixels.
struct CellPart: Equatable {
    var source: ImageSource
    var crop: Rect
    /// The layer's cell rectangle's size, and this cell's place in it.
    var cells: Size
    var dx: Int
    var dy: Int

    /// The part without its pixels, as the cache keeps it: a cache entry
    /// must not keep a picture the screens no longer draw.
    var name: PartName {
        PartName(key: source.key, size: source.bounds.size, crop: crop, cells: cells, dx: dx, dy: dy)
    }
}

struct PartName: Hashable {
    var key: String
    var size: Size
    var crop: Rect
    var cells: Size
    var dx: Int
    var dy: Int
}

/// Every cell's parts in paint order, flat: cell i's are
/// `parts[start[i]..<start[i + 1]]`. The last row has none.
struct CellParts {
    var parts: [CellPart] = []
    var start: [Int32] = []

    init() {}

    init(_ canvas: Canvas) {
        let size = canvas.size
        let rows = Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - 1))
        var counts = [Int32](repeating: 0, count: size.area + 1)
        var areas: [Rect] = []
        for (n, layer) in canvas.images.enumerated() {
            let r = layer.clip.intersection(rows)
            areas.append(r)
            guard !r.isEmpty, layer.cells.width > 0, layer.cells.height > 0 else { continue }
            for y in r.minY..<r.maxY {
                for x in r.minX..<r.maxX where canvas.image(n, showsAt: x, y) { counts[y * size.width + x] += 1 }
            }
        }
        start = [Int32](repeating: 0, count: size.area + 1)
        var total: Int32 = 0
        for i in 0..<size.area {
            start[i] = total
            total += counts[i]
        }
        start[size.area] = total
        guard total > 0 else { return }
        var fill = start
        var out = [CellPart?](repeating: nil, count: Int(total))
        for (n, layer) in canvas.images.enumerated() {
            let r = areas[n]
            guard !r.isEmpty, layer.cells.width > 0, layer.cells.height > 0 else { continue }
            for y in r.minY..<r.maxY {
                for x in r.minX..<r.maxX where canvas.image(n, showsAt: x, y) {
                    let i = y * size.width + x
                    out[Int(fill[i])] = CellPart(source: layer.source, crop: layer.crop, cells: layer.cells.size,
                                                 dx: x - layer.cells.minX, dy: y - layer.cells.minY)
                    fill[i] += 1
                }
            }
        }
        parts = out.map { $0! }
    }

    func range(_ i: Int) -> Range<Int> { Int(start[i])..<Int(start[i + 1]) }

    func count(_ i: Int) -> Int { start.isEmpty ? 0 : Int(start[i + 1] - start[i]) }

    /// Whether cell i shows a part that cell i of `other` (a canvas of the
    /// same size) did not: something came or moved there.
    func adds(_ i: Int, over other: CellParts) -> Bool {
        guard other.start.count == start.count else { return true }
        let b = other.range(i)
        for p in parts[range(i)] where !other.parts[b].contains(p) { return true }
        return false
    }

    /// Whether cell i shows the same as cell i of `other` (a canvas of the same size).
    func same(_ i: Int, as other: CellParts) -> Bool {
        guard other.start.count == start.count else { return false }
        let a = range(i), b = other.range(i)
        guard a.count == b.count else { return false }
        for k in 0..<a.count where parts[a.lowerBound + k] != other.parts[b.lowerBound + k] { return false }
        return true
    }
}

/// A tile by what it shows: its width in cells and each cell's parts, row
/// by row.
struct TileKey: Hashable {
    var columns: Int
    var parts: [PartName]
    var counts: [Int32]
    /// Transparent rows of cells above the tile's (see `emit`).
    var pad = 0
}

struct EncodedTile {
    /// The sixel image; empty when the tile has no opaque pixel.
    var bytes: [UInt8]
    /// Per cell, row by row, whether all its pixels are opaque.
    var opaque: [Bool]
}
