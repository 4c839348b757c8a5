import BrocadeCore
import BrocadeTUI

/// The board's cues (the cursor, a piece picked by a click, the cell a
/// piece in hand would drop into) as corners inside the piece's own cells
/// (`draw(inside:)`), so no neighbour and no label next to it is covered;
/// the hint's heavy outline just around a cell (`draw(around:)`). Either
/// shows over any piece: each of its cells keeps the colour under it as its
/// background and takes the cue's colour in front where that stands out
/// against it, else black or white, whichever does.
enum CueOutline {
    /// Corners on the border cells of `cell` itself, each with an arm along
    /// its edges (a sixth of the side, at least one cell where the side has
    /// room for a gap between two arms), drawn over the piece's own picture
    /// and nothing else: most of the piece stays in view.
    static func draw(inside cell: Rect, into canvas: inout Canvas, glyphs g: Glyphs, style: CellStyle, depth: ColorDepth, clip: Rect) {
        var drawn = Set<Point>(), overImage = false
        for (point, glyph) in corners(cell, lines: .light(g)) where clip.contains(point) {
            guard let under = canvas.cell(at: point) else { continue }
            var s = over(under.style, style, depth: depth)
            if !style.attributes.contains(.dim) { s.attributes.insert(.bold) }
            overImage = overImage || canvas.showsImage(at: point.x, point.y)
            canvas.put(glyph, at: point, style: s)
            drawn.insert(point)
        }
        if overImage { overPixels(cell, drawn, style: style, into: &canvas) }
    }

    /// In a terminal that shows pixels, a cue over a picture is an image of
    /// its own, its lines in the cue's colour edged in black over the
    /// picture's pixels: as text it would cut the picture under it into
    /// rectangles, placed anew each time the cue moves. The same cue is the
    /// same image wherever it goes.
    static func overPixels(_ area: Rect, _ drawn: Set<Point>, style: CellStyle, into canvas: inout Canvas) {
        guard canvas.cellPixels != nil, !drawn.isEmpty else { return }
        canvas.flatten(area, layersFrom: canvas.images.count, clearBackground: true, whole: false, line: style.foreground) {
            drawn.contains($0)
        }
    }

    /// Sends ahead the image `draw(inside:)` makes of a cue in `style` over
    /// a picture in a cell the size of `cell`, so that the step of a drag
    /// that first shows it (over a taken cell, say) only places it. The
    /// image does not depend on the picture under it: its lines are the
    /// cue's colour, and all else is clear.
    static func preload(inside cell: Rect, into canvas: inout Canvas, glyphs g: Glyphs, style: CellStyle) {
        guard canvas.flattensImages, let px = canvas.cellPixels else { return }
        var scratch = Canvas(size: cell.size, cellPixels: px)
        var drawn = Set<Point>(), s = style
        if !style.attributes.contains(.dim) { s.attributes.insert(.bold) }
        for (point, glyph) in corners(scratch.bounds, lines: .light(g)) {
            scratch.put(glyph, at: point, style: s)
            drawn.insert(point)
        }
        overPixels(scratch.bounds, drawn, style: style, into: &scratch)
        if let made = scratch.images.last { canvas.preload(made.source) }
    }

    /// The inner corners' cells, each corner then its arms.
    static func corners(_ r: Rect, lines g: Lines) -> [(Point, Character)] {
        guard r.width >= 2, r.height >= 2 else { return [] }
        let across = r.width >= 4 ? max(1, r.width / 6) : 0, down = r.height >= 5 ? max(1, r.height / 6) : 0
        var out: [(Point, Character)] = []
        for (x, y, dx, dy, glyph) in [(r.minX, r.minY, 1, 1, g.corners.0), (r.maxX - 1, r.minY, -1, 1, g.corners.1),
                                      (r.maxX - 1, r.maxY - 1, -1, -1, g.corners.2), (r.minX, r.maxY - 1, 1, -1, g.corners.3)] {
            out.append((Point(x: x, y: y), glyph))
            for i in 0..<across { out.append((Point(x: x + dx * (i + 1), y: y), g.horizontal)) }
            for i in 0..<down { out.append((Point(x: x, y: y + dy * (i + 1)), g.vertical)) }
        }
        return out
    }

    /// `heavy`: in heavy lines (# in ASCII), as the hints draw theirs.
    static func draw(around cell: Rect, into canvas: inout Canvas, glyphs g: Glyphs, style: CellStyle, depth: ColorDepth, clip: Rect,
                     heavy: Bool = false) {
        let r = cell.inset(by: -1)
        var drawn = Set<Point>(), overImage = false
        for (point, glyph) in ring(r, lines: heavy ? .heavy(g) : .light(g)) where clip.contains(point) {
            guard let under = canvas.cell(at: point) else { continue }
            overImage = overImage || canvas.showsImage(at: point.x, point.y)
            canvas.put(glyph, at: point, style: over(under.style, style, depth: depth))
            drawn.insert(point)
        }
        if overImage { overPixels(r, drawn, style: style, into: &canvas) }
    }

    /// An outline's glyphs: the corners clockwise from the top left, then the edges.
    struct Lines {
        var corners: (Character, Character, Character, Character)
        var horizontal: Character
        var vertical: Character

        static func light(_ g: Glyphs) -> Lines {
            Lines(corners: (g.topLeft, g.topRight, g.bottomRight, g.bottomLeft), horizontal: g.horizontal, vertical: g.vertical)
        }

        static func heavy(_ g: Glyphs) -> Lines {
            g.unicode ? Lines(corners: ("┏", "┓", "┛", "┗"), horizontal: "━", vertical: "┃")
                : Lines(corners: ("#", "#", "#", "#"), horizontal: "#", vertical: "#")
        }
    }

    /// The outline's cells, corners and edges, clockwise from the top left.
    static func ring(_ r: Rect, lines g: Lines) -> [(Point, Character)] {
        guard r.width >= 2, r.height >= 2 else { return [] }
        var out = [(Point(x: r.minX, y: r.minY), g.corners.0), (Point(x: r.maxX - 1, y: r.minY), g.corners.1),
                   (Point(x: r.maxX - 1, y: r.maxY - 1), g.corners.2), (Point(x: r.minX, y: r.maxY - 1), g.corners.3)]
        for x in (r.minX + 1)..<(r.maxX - 1) {
            out.append((Point(x: x, y: r.minY), g.horizontal))
            out.append((Point(x: x, y: r.maxY - 1), g.horizontal))
        }
        for y in (r.minY + 1)..<(r.maxY - 1) {
            out.append((Point(x: r.minX, y: y), g.vertical))
            out.append((Point(x: r.maxX - 1, y: y), g.vertical))
        }
        return out
    }

    /// `cue` over a cell styled `under`: on its background, in a colour
    /// that shows there. Without colour the cue's attributes mark it.
    static func over(_ under: CellStyle, _ cue: CellStyle, depth: ColorDepth) -> CellStyle {
        guard depth != .none, under.background != .default, let back = shown(under.background, depth: depth) else { return cue }
        var s = cue
        s.background = under.background
        if let front = shown(cue.foreground, depth: depth), standsOut(front, on: back) { return s }
        // Black on a light ground, white on a dark one.
        s.foreground = brightness(back) >= 128 ? .black : (depth >= .ansi16 ? .brightWhite : .white)
        return s
    }

    /// The colour a terminal of `depth` shows for `c`.
    static func shown(_ c: Color, depth: ColorDepth) -> (UInt8, UInt8, UInt8)? {
        switch (c, depth) {
        case (.rgb(let r, let g, let b), .direct): return (r, g, b)
        case (.palette(let i), .direct): return ColorMath.rgb(ofPalette: i)
        default: return ColorMath.paletteIndex(c, depth: depth).map { ColorMath.rgb(ofPalette: UInt8(clamping: $0)) }
        }
    }

    static func brightness(_ c: (UInt8, UInt8, UInt8)) -> Int { (299 * Int(c.0) + 587 * Int(c.1) + 114 * Int(c.2)) / 1000 }

    /// Far enough apart in brightness for a thin line to read.
    static func standsOut(_ a: (UInt8, UInt8, UInt8), on b: (UInt8, UInt8, UInt8)) -> Bool {
        abs(brightness(a) - brightness(b)) >= 80
    }
}
