import BrocadeTUI

/// xterm's sixel images as it keeps them, modelled exactly, so the
/// presenter knows which cells lose their pixels when, and sends those
/// alone again.
///
/// What xterm 379 does (graphics.c, `get_new_graphic`): it keeps at most
/// 16 images (MAX_GRAPHICS). A new one takes the first free slot; with
/// none free, it takes the slot of the image whose top row (the cursor's
/// row when the image began) is highest on the screen, the lowest slot
/// among equals, whatever their ages; that image is gone, and what lay
/// under its pixels shows again. A slot is freed only by a full reset
/// (RIS): text written over an image, an erase (ECH, a clear), only clear
/// its pixels in those cells, for every image there.
///
/// Per cell the model keeps the images with pixels there, oldest first,
/// each with what it shows there: the last is what the player sees.
/// What xterm held before brocade started counts as free slots: true in
/// a new xterm; an older image, from the shell before, is the first to go
/// only if it sits higher than ours. After a clear, a resize, Ctrl-Z or
/// rows ncurses may have scrolled, every picture cell is drawn again and
/// the slots are kept as they were: a scroll moves all of xterm's images
/// alike, so their order stays.
struct SixelSlots {
    struct Slot: Equatable {
        var image: Int
        /// The screen row the image's top is on, the cursor's when it began.
        var row: Int
    }

    struct Layer: Equatable {
        var image: Int
        /// What the image shows in the cell (`SixelSlots.shows`).
        var shows: Int
    }

    private(set) var slots: [Slot?]
    /// Per cell, the images with pixels there, oldest first.
    private(set) var stacks: [[Layer]] = []
    private var width = 0
    private var nextImage = 0
    /// Per image, the cells it has pixels in (some maybe cleared since).
    private var cellsOf: [Int: [Int]] = [:]

    init(count: Int) {
        slots = [Slot?](repeating: nil, count: max(1, count))
    }

    /// Sizes the cells' stacks to `size`: no pixels anywhere if it
    /// changed (ncurses cleared the screen); the slots stay taken.
    mutating func fit(_ size: Size) {
        guard stacks.count != size.area || width != size.width else { return }
        stacks = [[Layer]](repeating: [], count: size.area)
        width = size.width
        cellsOf = [:]
    }

    /// The screen was cleared: no pixels anywhere; the slots stay taken.
    mutating func clearAll() {
        for i in stacks.indices { stacks[i].removeAll() }
        cellsOf = [:]
    }

    /// Text or an erase went over cell i: no image has pixels there now.
    mutating func clear(_ i: Int) { stacks[i].removeAll() }

    /// What cell i shows: the last image's, or nil for none.
    func visible(_ i: Int) -> Int? { stacks[i].last?.shows }

    /// The slot the next image takes: the first free one, else the one
    /// whose image's top row is highest, the lowest of equals.
    var nextSlot: Int {
        if let free = slots.firstIndex(where: { $0 == nil }) { return free }
        var best = 0
        for (n, s) in slots.enumerated() where s!.row < slots[best]!.row { best = n }
        return best
    }

    /// The image the next one pushes out, nil while a slot is free.
    var nextVictim: Int? { slots[nextSlot]?.image }

    /// What cell i would show were image `gone` taken away.
    func visible(_ i: Int, without gone: Int) -> Int? { stacks[i].last(where: { $0.image != gone })?.shows }

    /// A new image, its top on `row`, with pixels in `cells` (cell, what it
    /// shows there). Returns the image it pushed out, if any.
    @discardableResult
    mutating func place(row: Int, cells: [(Int, Int)]) -> Int? {
        let n = nextSlot
        let victim = slots[n]?.image
        if let victim {
            for i in cellsOf[victim] ?? [] { stacks[i].removeAll { $0.image == victim } }
            cellsOf[victim] = nil
        }
        let id = nextImage
        nextImage += 1
        slots[n] = Slot(image: id, row: row)
        for (i, shows) in cells { stacks[i].append(Layer(image: id, shows: shows)) }
        cellsOf[id] = cells.map(\.0)
        return victim
    }

    /// Whether taking `image` away would leave a cell showing other than
    /// `wanted`.
    func loses(_ image: Int, wanted: [Int?]) -> Bool {
        for i in cellsOf[image] ?? [] where stacks[i].last?.image == image {
            if visible(i, without: image) != wanted[i] { return true }
        }
        return false
    }

    /// What cell i shows in `parts`, as a number: equal for equal parts.
    static func shows(_ parts: CellParts, _ i: Int) -> Int {
        var h = Hasher()
        for p in parts.parts[parts.range(i)] { h.combine(p.name) }
        return h.finalize()
    }
}

extension SixelPresenter {
    /// How many rounds of re-sending a frame may take in a terminal with
    /// few images before it lets the rest wait for the next frame.
    static let slotRounds = 8

    /// A frame in a terminal that keeps a few images only (xterm), by the
    /// model of them (`SixelSlots`): the cells to draw are those whose
    /// pixels the model says are not what the canvas shows (changed,
    /// written over, or gone with an image pushed out).
    ///
    /// Which image goes next is the one whose top row is highest, so each
    /// image of a drag is placed higher than its cells (transparent rows
    /// above them cost a byte each six pixel rows; see `anchor`): a
    /// frame's last image on the highest row it can take, to be the first
    /// pushed out (by the next frame's, which draws its cells again when
    /// the piece moves on); the others just below the image to go next,
    /// so they outlive the frame. The first picture goes in the last slots
    /// (empty images fill the others first), so the drag's images, which
    /// take the empty ones' slots, go before it among images on one row. A
    /// frame whose cells fit one image (1000 pixels each way in xterm)
    /// sends one image, holding also the cells the image it pushes out
    /// showed alone. Others go in tiles merged to as few images as fit:
    /// the cells that show something new (the piece, its copy) as above;
    /// those that stay (what the piece left, what ncurses wrote over, what
    /// an image took with it) first, in images of their own just above the
    /// picture's (`pictureRow`), so that they outlive the drag's. What a
    /// round still loses is sent in the next round; a round that would
    /// send what an earlier round sent leaves it to the next frame.
    ///
    /// The whole picture goes at its own rows. Placed as high as it could
    /// go (its bottom 1000 pixels up), a 10x15-cell xterm's tray went at
    /// the top row, with the drag's images, and was sent again every dozen
    /// steps. At its own rows, each clear leaves the old copy's images on
    /// the same rows, which the drag's images push out only after their
    /// own: a clear every 20 steps costs nothing more, one every 8 steps
    /// sends the picture again after a few (`SixelBench`).
    ///
    /// A limit: the piece and its mirror copy more than 1000 pixels apart
    /// need two images a frame, and the first must be placed below an
    /// older one, which can only go as low as its own top row; a long drag
    /// near the top of the screen (about as many frames as the free slots
    /// times that row) can run out of rows, and a frame then leaves a few
    /// cells of one of them to the next (`pendingCells`), until the drag
    /// ends and a frame needs one image again.
    mutating func slotFrame(_ canvas: Canvas, parts: CellParts, written: [Bool], fresh: Bool, px: Size) -> [UInt8] {
        let size = canvas.size
        let before = shown
        shown = parts
        shownSize = size
        shownPixels = px
        guard var model = slots else { return [] }
        model.fit(size)
        // ncurses cleared the screen (invalidate), or wrote over cells.
        if fresh { model.clearAll() }
        for i in 0..<size.area where written[i] { model.clear(i) }
        var wanted = [Int?](repeating: nil, count: size.area)
        for i in 0..<size.area where parts.count(i) > 0 { wanted[i] = SixelSlots.shows(parts, i) }
        func lost() -> [Bool] {
            var need = [Bool](repeating: false, count: size.area)
            for i in 0..<size.area where wanted[i] != nil && model.visible(i) != wanted[i] { need[i] = true }
            return need
        }
        var need = lost()
        guard need.contains(true) else { slots = model; return [] }
        let pictureCells = wanted.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
        let whole = need.reduce(0) { $0 + ($1 ? 1 : 0) } * 2 > pictureCells

        var out: [UInt8] = [0x1B, 0x37] // ESC 7
        var resetSGR = false
        // The whole picture while slots are free (the first frame): empty
        // images first, in the lower slots, so the picture's take the
        // higher ones: among images on the same row the lowest slot goes
        // first, and the drag's images, which take the empty ones' slots,
        // then always go before the picture, even one on the top row.
        if whole {
            pictureRow = nil
            let free = model.slots.filter { $0 == nil }.count
            let images: Int
            if let r = Self.bounds(need, size: size), r.width * px.width <= maxImagePixels, r.height * px.height <= maxImagePixels {
                images = 1
            } else {
                images = Self.merged(tiles(need, size: size, px: px, spannable: nil), px: px, maxPixels: maxImagePixels).count
            }
            for _ in 0..<max(0, free - images) {
                Self.moveCursor(row: 0, column: 0, into: &out)
                out.append(contentsOf: Self.emptyImage)
                model.place(row: 0, cells: [])
            }
        }
        // A cell that shows a part it did not show last frame (the piece
        // in hand, its copy, where they now are) changes again soon: its
        // images go high on the screen, to be pushed out first. The others
        // (what the piece left, what ncurses wrote over, what an image
        // pushed out took) stay: their images go at their own rows, below
        // the drag's, so they outlive it. Placed high, such a cell of the
        // tray went with the next step's image, and came back pushing that
        // one out, round after round (xterm at 200x60: a tray row's cells
        // and the piece sent four times a step, and cells left wrong).
        var moving = [Bool](repeating: false, count: size.area)
        if !fresh && !whole {
            for i in 0..<size.area where need[i] && parts.adds(i, over: before) { moving[i] = true }
        }
        var round = 0
        var earlier: [[Bool]] = []
        while need.contains(true) && round < Self.slotRounds {
            round += 1
            earlier.append(need)
            // What stays, in tiles merged to as few images as fit, each at
            // its own top row.
            let staying = (0..<size.area).map { need[$0] && !moving[$0] }
            // A frame whose cells fit one image sends one (below): one
            // image a step pushes out the last step's and no other.
            let fitsOne = Self.bounds(need, size: size).map {
                $0.width * px.width <= maxImagePixels && $0.height * px.height <= maxImagePixels
            } ?? true
            if !whole && !fitsOne && staying.contains(true) {
                for rect in Self.merged(tiles(staying, size: size, px: px, spannable: nil), px: px, maxPixels: maxImagePixels) {
                    let include: (Int) -> Bool = { staying[$0] }
                    // Just above the picture's images, which cost the most
                    // to send again: they go after these.
                    let lowest = max(0, rect.maxY - maxImagePixels / px.height)
                    let row = min(rect.minY, max(lowest, (pictureRow ?? Int.max) - 1))
                    let tile = emit(parts, canvas: canvas, rect: rect, px: px, include: include, pad: rect.minY - row,
                                    into: &out, resetSGR: &resetSGR) { !model.stacks[$0].isEmpty }
                    record(&model, tile: tile, rect: rect, row: row, include: include, wanted: wanted, size: size)
                }
                // Now the moving cells; what the images just placed pushed
                // out stays, and is drawn in the next round.
                let lostNow = lost()
                need = (0..<size.area).map { lostNow[$0] && moving[$0] }
                if !need.contains(true) { need = lostNow; continue }
            }
            // One image on the top row: the cells to draw, and those the
            // image it pushes out shows alone. Nothing is lost then.
            var one = need
            if let victim = model.nextVictim {
                for i in 0..<size.area where !one[i] && wanted[i] != nil && model.stacks[i].last?.image == victim
                    && model.visible(i, without: victim) != wanted[i] {
                    one[i] = true
                }
            }
            if let r = Self.bounds(one, size: size),
               r.width * px.width <= maxImagePixels, r.height * px.height <= maxImagePixels {
                let include: (Int) -> Bool = { one[$0] }
                let row = whole ? r.minY : Self.anchor(model, rect: r, px: px, maxPixels: maxImagePixels, last: true, wanted: wanted)
                let tile = emit(parts, canvas: canvas, rect: r, px: px, include: include, pad: r.minY - row,
                                into: &out, resetSGR: &resetSGR) { !model.stacks[$0].isEmpty }
                record(&model, tile: tile, rect: r, row: row, include: include, wanted: wanted, size: size)
                if whole { pictureRow = max(pictureRow ?? row, row) }
            } else {
                // Too large for one: tiles at their rows; what they push
                // out is sent again in the next round. A merged tile holds
                // the cells to draw only, the others clear: merged over the
                // tray, it held every piece there (two 160 KB images a step
                // in xterm at 200x60).
                let rects = Self.merged(tiles(need, size: size, px: px, spannable: nil), px: px, maxPixels: maxImagePixels)
                let drawn = need
                let include: ((Int) -> Bool)? = whole ? nil : { drawn[$0] }
                for (n, rect) in rects.enumerated() {
                    let row = whole ? rect.minY : n == rects.count - 1 ? max(0, rect.maxY - maxImagePixels / px.height)
                        : Self.anchor(model, rect: rect, px: px, maxPixels: maxImagePixels, last: false, wanted: wanted)
                    let tile = emit(parts, canvas: canvas, rect: rect, px: px, include: include, pad: rect.minY - row,
                                    into: &out, resetSGR: &resetSGR) { !model.stacks[$0].isEmpty }
                    record(&model, tile: tile, rect: rect, row: row, include: include, wanted: wanted, size: size)
                    if whole { pictureRow = max(pictureRow ?? row, row) }
                }
            }
            let next = lost()
            // A round that leaves the cells to draw as they were after an
            // earlier round (images pushing each other out in turn: two, or
            // three near the top of the screen after a clear) would only
            // send the same images again: they wait for the next frame.
            need = next
            if earlier.contains(next) { break }
        }
        slots = model
        pendingCells = need.reduce(0) { $0 + ($1 ? 1 : 0) }
        if out.count == 2 { return [] }
        out.append(contentsOf: [0x1B, 0x38]) // ESC 8
        return out
    }

    /// The model after a tile was written: its erases, then its image.
    private func record(_ model: inout SixelSlots, tile: EncodedTile, rect: Rect, row: Int, include: ((Int) -> Bool)?,
                        wanted: [Int?], size: Size) {
        var cells: [(Int, Int)] = []
        for y in rect.minY..<rect.maxY {
            for x in rect.minX..<rect.maxX {
                let i = y * size.width + x
                guard include?(i) ?? true, let w = wanted[i] else { continue }
                // Erased first when its pixels are not all opaque (see emit).
                if !tile.opaque[(y - rect.minY) * rect.width + x - rect.minX] { model.clear(i) }
                cells.append((i, w))
            }
        }
        if !tile.bytes.isEmpty { model.place(row: row, cells: cells) }
    }

    /// A sixel image of one transparent pixel: it takes a slot, and shows
    /// nothing.
    static let emptyImage: [UInt8] = Array("\u{1B}P0;1;0q\"1;1;1;1#0;2;0;0;0?\u{1B}\\".utf8)

    /// The row an image of the cells in `rect` starts on (its top row, or
    /// one above with transparent rows between, at most `maxPixels` tall
    /// in all). Not `last`: the highest row that keeps it from being the
    /// next image pushed out, so the frame's next image pushes out an
    /// older one; its top row when none does (then the rounds send again
    /// what it loses). `last`: the highest it can take, to go first next
    /// time, unless the image that would go instead loses nothing.
    static func anchor(_ model: SixelSlots, rect: Rect, px: Size, maxPixels: Int, last: Bool, wanted: [Int?]) -> Int {
        let lowest = max(0, rect.maxY - maxPixels / px.height)
        let top = max(lowest, rect.minY)
        let slot = model.nextSlot
        // The image that goes next once this one is in, were this one last.
        var next: (row: Int, slot: Int)?
        for (n, s) in model.slots.enumerated() where n != slot {
            guard let s else { continue }
            if next == nil || s.row < next!.row { next = (s.row, n) }
        }
        guard let next else { return last ? lowest : top }
        // The frame's last image goes first next time, unless the one
        // that would go instead loses nothing then: the next frame, which
        // draws this one's cells again when the piece moves on, pushes
        // out an image it no longer needs.
        if last && model.loses(model.slots[next.slot]!.image, wanted: wanted) { return lowest }
        // (row, slot) must come after (next.row, next.slot).
        let least = slot > next.slot ? next.row : next.row + 1
        return min(top, max(lowest, least))
    }

    /// Fewer images: tiles merged into their bounding rectangles, each as
    /// long as it stays within `maxPixels` each way (the cells between are
    /// drawn too, or left transparent where no image shows). Every image
    /// kept is a slot of the few the terminal has.
    static func merged(_ rects: [Rect], px: Size, maxPixels: Int) -> [Rect] {
        var out: [Rect] = []
        for r in rects {
            if let k = out.firstIndex(where: { o in
                let u = o.union(r)
                return u.width * px.width <= maxPixels && u.height * px.height <= maxPixels
            }) {
                out[k] = out[k].union(r)
            } else {
                out.append(r)
            }
        }
        // Merging may have made two overlap, or fit together now.
        return out.count < rects.count ? merged(out, px: px, maxPixels: maxPixels) : out
    }

    /// The smallest rectangle holding every cell set in `cells`.
    static func bounds(_ cells: [Bool], size: Size) -> Rect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<size.height {
            for x in 0..<size.width where cells[y * size.width + x] {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}

