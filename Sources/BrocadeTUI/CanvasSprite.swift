/// A thing drawn as text and images together, such as the piece in hand
/// with its outline and shadow, made one image in a terminal that shows
/// pixels. Text written over an image takes its cells from it, so the
/// outline and shadow of a piece carried over the tray would cut every
/// tray piece under them into rectangles, placed anew at each step of a
/// drag; as one image over them they cut nothing, and the terminal only
/// moves it.
extension Canvas {
    /// Makes what was drawn in `rect` from layer `mark` on one image over
    /// `rect`, in a terminal that shows pixels (nothing happens otherwise):
    /// the text cells `lifted` picks, drawn as pixels (blanks and box lines
    /// in their colours; a cell of other text stays text), then the layers
    /// from `mark`, in paint order, which are taken off. Every other pixel
    /// is transparent, showing what lies beneath. The image's key names
    /// what it holds relative to `rect`, so the same thing drawn elsewhere
    /// is the same image. Returns whether the image was made.
    ///
    /// `clearBackground` draws the lifted cells' lines only, edged in black
    /// (a cue's corners over a picture), in `line` when given rather than
    /// each cell's own colour. The image shows in every cell of `rect` (`whole`:
    /// a glyph left under one of its transparent parts is hidden while it
    /// is there, so that it stays one rectangle), or only where it drew and
    /// over lower images and blanks (`whole` false: a cue over an empty cell
    /// leaves its number in view).
    ///
    /// A sixel terminal composites each cell from every layer itself, so
    /// there only a cue is flattened (`clearBackground`): as text, each of
    /// its cells would show its line on a flat colour, the picture's pixels
    /// under it gone.
    @discardableResult
    public mutating func flatten(_ rect: Rect, layersFrom mark: Int, clearBackground: Bool = false, whole: Bool = true,
                                 line: Color? = nil, lifting lifted: (Point) -> Bool) -> Bool {
        guard flattensImages || clearBackground, let px = cellPixels, px.width > 0, px.height > 0, mark >= 0, mark <= images.count else { return false }
        let r = rect.intersection(bounds)
        guard !r.isEmpty, images.count < Int(Int16.max) else { return false }
        if imageTop.isEmpty { imageTop = Array(repeating: -1, count: size.area) }
        let w = r.width * px.width, h = r.height * px.height
        var rgba = [UInt8](repeating: 0, count: w * h * 4)
        let lineRGB = line.flatMap(ColorMath.rgbComponents)
        var key = "sprite \(px.width)x\(px.height) \(r.width)x\(r.height)\(clearBackground ? " clear" : "")"
            + (lineRGB.map { " line \($0.0),\($0.1),\($0.2)" } ?? "")
        var undrawable = [Bool](repeating: false, count: r.width * r.height)
        var drawn = [Bool](repeating: false, count: r.width * r.height)
        // The text first: it was drawn before the layers over it.
        for y in r.minY..<r.maxY {
            for x in r.minX..<r.maxX {
                let i = y * size.width + x
                guard imageTop[i] == -1, lifted(Point(x: x, y: y)) else { continue }
                let c = cells[i], j = (y - r.minY) * r.width + x - r.minX
                if c.isContinuation {
                    // The right half of a wide letter, drawn with its left.
                    if x > r.minX && drawn[j - 1] { drawn[j] = true } else { undrawable[j] = true }
                    continue
                }
                guard GlyphPixels.draw(c, into: &rgba, width: w, at: (x - r.minX) * px.width, (y - r.minY) * px.height, cell: px,
                                       background: !clearBackground, line: lineRGB)
                else { undrawable[j] = true; continue }
                drawn[j] = true
                key += " \(x - r.minX),\(y - r.minY)\(c.character)\(c.style.attributes.rawValue)"
                    + (lineRGB == nil ? "\(c.style.foreground)" : "") + (clearBackground ? "" : "\(c.style.background)")
            }
        }
        // Then each layer, where it shows.
        for index in mark..<images.count {
            let layer = images[index]
            let area = layer.clip.intersection(r)
            guard !area.isEmpty, layer.cells.width > 0, layer.cells.height > 0 else { continue }
            key += " [\(layer.source.key)|\(layer.source.width)x\(layer.source.height)|\(layer.crop)"
                + "|\(layer.cells.minX - r.minX),\(layer.cells.minY - r.minY),\(layer.cells.width)x\(layer.cells.height)"
            for y in area.minY..<area.maxY {
                var row = ""
                for x in area.minX..<area.maxX {
                    let shows = image(index, showsAt: x, y)
                    row.append(shows ? "1" : "0")
                    guard shows else { continue }
                    composite(layer, cellX: x, cellY: y, into: &rgba, width: w, at: (x - r.minX) * px.width, (y - r.minY) * px.height, cell: px)
                    drawn[(y - r.minY) * r.width + x - r.minX] = true
                }
                key += " \(area.minX - r.minX),\(y - r.minY):" + row
            }
            key += "]"
        }
        // The layers give way to the one image; lifted text it could not
        // draw (a letter) stays text over it.
        images.removeSubrange(mark...)
        let index = Int16(images.count)
        images.append(ImageLayer(source: ImageSource(key: key, width: w, height: h, rgba: rgba), cells: r))
        for y in r.minY..<r.maxY {
            for x in r.minX..<r.maxX {
                let i = y * size.width + x, j = (y - r.minY) * r.width + x - r.minX
                if imageTop[i] >= Int16(mark) || drawn[j] {
                    imageTop[i] = index
                } else if !undrawable[j] && (whole || imageTop[i] >= 0 || cells[i].character == " " || cells[i].character == "\u{A0}") {
                    // Beneath a transparent part: a lower image, a blank
                    // (which shows the same), or text hidden for a while.
                    imageTop[i] = index
                }
            }
        }
        return true
    }

    /// Draws cell (cellX, cellY) of `layer` at (x0, y0) of a `width`-pixel-wide
    /// RGBA buffer: each device pixel takes the source pixel at its centre;
    /// transparent ones (alpha below 128) leave what is there.
    private func composite(_ layer: ImageLayer, cellX: Int, cellY: Int, into rgba: inout [UInt8], width: Int, at x0: Int, _ y0: Int,
                           cell px: Size) {
        let src = layer.source, crop = layer.crop
        let dw = layer.cells.width * px.width, dh = layer.cells.height * px.height
        let dx = (cellX - layer.cells.minX) * px.width, dy = (cellY - layer.cells.minY) * px.height
        src.rgba.withUnsafeBufferPointer { s in
            for j in 0..<px.height {
                let sy = crop.minY + ((2 * (dy + j) + 1) * crop.height) / (2 * dh)
                guard sy >= 0 && sy < src.height else { continue }
                for i in 0..<px.width {
                    let sx = crop.minX + ((2 * (dx + i) + 1) * crop.width) / (2 * dw)
                    guard sx >= 0 && sx < src.width else { continue }
                    let si = (sy * src.width + sx) * 4
                    guard s[si + 3] >= 128 else { continue }
                    let di = ((y0 + j) * width + x0 + i) * 4
                    rgba[di] = s[si]
                    rgba[di + 1] = s[si + 1]
                    rgba[di + 2] = s[si + 2]
                    rgba[di + 3] = 255
                }
            }
        }
    }
}

/// A cell drawn as pixels: its background, and a box-drawing character's
/// lines from the cell's middle to its edges (light, heavy or dashed), or
/// one of the few letters `LetterPixels` has. Other characters are not
/// drawn: no font here.
enum GlyphPixels {
    /// The lines of a box-drawing character: weight of the arm to the left,
    /// right, up and down (0 none, 1 light, 2 heavy), and how many dashes
    /// an arm is cut into (0: solid).
    struct Arms: Equatable {
        var left: UInt8 = 0, right: UInt8 = 0, up: UInt8 = 0, down: UInt8 = 0
        var dashes = 0
    }

    static func arms(_ c: Character) -> Arms? {
        switch c {
        case " ", "\u{A0}": return Arms()
        case "─": return Arms(left: 1, right: 1)
        case "━": return Arms(left: 2, right: 2)
        case "│": return Arms(up: 1, down: 1)
        case "┃": return Arms(up: 2, down: 2)
        case "╌": return Arms(left: 1, right: 1, dashes: 2)
        case "┄": return Arms(left: 1, right: 1, dashes: 3)
        case "┈": return Arms(left: 1, right: 1, dashes: 4)
        case "╎": return Arms(up: 1, down: 1, dashes: 2)
        case "┆": return Arms(up: 1, down: 1, dashes: 3)
        case "┊": return Arms(up: 1, down: 1, dashes: 4)
        case "┌", "╭": return Arms(right: 1, down: 1)
        case "┐", "╮": return Arms(left: 1, down: 1)
        case "└", "╰": return Arms(right: 1, up: 1)
        case "┘", "╯": return Arms(left: 1, up: 1)
        case "┏": return Arms(right: 2, down: 2)
        case "┓": return Arms(left: 2, down: 2)
        case "┗": return Arms(right: 2, up: 2)
        case "┛": return Arms(left: 2, up: 2)
        case "├": return Arms(right: 1, up: 1, down: 1)
        case "┤": return Arms(left: 1, up: 1, down: 1)
        case "┬": return Arms(left: 1, right: 1, down: 1)
        case "┴": return Arms(left: 1, right: 1, up: 1)
        case "┼": return Arms(left: 1, right: 1, up: 1, down: 1)
        default: return nil
        }
    }

    /// Draws `cell` at (x0, y0) of a `width`-pixel-wide RGBA buffer; false
    /// (and nothing drawn) for a character it cannot draw.
    static func draw(_ cell: Cell, into rgba: inout [UInt8], width: Int, at x0: Int, _ y0: Int, cell px: Size,
                     background: Bool = true, line: (UInt8, UInt8, UInt8)? = nil) -> Bool {
        guard !cell.isContinuation else { return false }
        var front = cell.style.foreground, back = cell.style.background
        if cell.style.attributes.contains(.reverse) { swap(&front, &back) }
        guard let a = Self.arms(cell.character) else {
            // A letter, on its own background only: over a picture it
            // would need an edge to be read, and it stays text there.
            let cells = TextWidth.of(String(cell.character))
            guard background, cells >= 1, x0 + cells * px.width <= width, let b = ColorMath.rgbComponents(back),
                  LetterPixels.glyphs[cell.character] != nil, LetterPixels.scale(for: px) != nil else { return false }
            for y in 0..<px.height {
                for x in 0..<(cells * px.width) {
                    let i = ((y0 + y) * width + x0 + x) * 4
                    rgba[i] = b.0
                    rgba[i + 1] = b.1
                    rgba[i + 2] = b.2
                    rgba[i + 3] = 255
                }
            }
            return LetterPixels.draw(cell.character, cells: cells, into: &rgba, width: width, at: x0, y0, cell: px,
                                     colour: ColorMath.rgbComponents(front) ?? (229, 229, 229),
                                     bold: cell.style.attributes.contains(.bold))
        }
        func set(_ x: Int, _ y: Int, _ c: (UInt8, UInt8, UInt8)) {
            let i = ((y0 + y) * width + x0 + x) * 4
            rgba[i] = c.0
            rgba[i + 1] = c.1
            rgba[i + 2] = c.2
            rgba[i + 3] = 255
        }
        if background, let b = ColorMath.rgbComponents(back) {
            for y in 0..<px.height { for x in 0..<px.width { set(x, y, b) } }
        }
        let colour = (line ?? ColorMath.rgbComponents(front)) ?? (229, 229, 229)
        let thin = max(1, min(px.width, px.height) / 9) + (cell.style.attributes.contains(.bold) ? 1 : 0)
        let cx = px.width / 2, cy = px.height / 2
        // A dashed arm keeps the first 3/5 of each of its stretches.
        func on(_ t: Int, of length: Int) -> Bool {
            guard a.dashes > 0 else { return true }
            let stretch = max(1, length / a.dashes)
            return t % stretch < max(1, stretch * 3 / 5)
        }
        // Each arm runs from the edge through the middle line's width, so
        // that two arms meet in a corner; `grow` widens them all (the halo).
        func stroke(_ c: (UInt8, UInt8, UInt8), grow: Int) {
            func horizontal(from: Int, to: Int, weight: UInt8) {
                guard weight > 0 else { return }
                let t = thin * Int(weight) + 2 * grow
                for y in max(0, cy - t / 2)..<min(px.height, cy - t / 2 + t) {
                    for x in max(0, from)..<min(px.width, to) where on(x, of: px.width) { set(x, y, c) }
                }
            }
            func vertical(from: Int, to: Int, weight: UInt8) {
                guard weight > 0 else { return }
                let t = thin * Int(weight) + 2 * grow
                for x in max(0, cx - t / 2)..<min(px.width, cx - t / 2 + t) {
                    for y in max(0, from)..<min(px.height, to) where on(y, of: px.height) { set(x, y, c) }
                }
            }
            let reachH = thin * Int(max(a.up, a.down)) + 2 * grow, reachV = thin * Int(max(a.left, a.right)) + 2 * grow
            horizontal(from: 0, to: cx - reachH / 2 + reachH, weight: a.left)
            horizontal(from: cx - reachH / 2, to: px.width, weight: a.right)
            vertical(from: 0, to: cy - reachV / 2 + reachV, weight: a.up)
            vertical(from: cy - reachV / 2, to: px.height, weight: a.down)
        }
        // Lines over a picture get a dark edge, so that they show on any of it.
        if !background { stroke((0, 0, 0), grow: 1) }
        stroke(colour, grow: 0)
        return true
    }
}
