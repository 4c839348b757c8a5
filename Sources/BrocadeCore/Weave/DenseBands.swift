import BrocadeTUI

/// The bands a dense brocade is built of, each across the whole width
/// (drawn on the left half and mirrored), in rows `y0...y1`. Every motif in
/// a band takes its colours from its own place (`WeaveHash`), so that a row
/// of lozenges is not a row of twins: a player tells the pieces apart by
/// their look, as on the cloth, where the weaver changes thread as she goes.
extension WeaveGrid {
    /// Columns counted from the axis outwards: 0 is the column on each side of it.
    func fromAxis(_ x: Int) -> Int { axis - x }

    /// A border strip: an edge row, then steps of blocks whose colours
    /// change block by block.
    mutating func denseBorder(_ y0: Int, _ y1: Int, edge: LiColor, threads: [LiColor], salt: Int, flipped: Bool) {
        guard y0 <= y1 else { return }
        let p = 4
        for y in y0...y1 {
            let row = flipped ? y1 - y : y - y0
            for x in 0...axis {
                let d = fromAxis(x)
                let color: LiColor
                if row == 0 || row == y1 - y0 && y1 - y0 >= 3 {
                    color = edge
                } else {
                    let shifted = d + (row % 2 == 0 ? p / 2 : 0)
                    let block = shifted / p
                    let c = MotifColors.ordering(WeaveHash.pick(64, salt, block), of: threads)
                    color = shifted % p < p / 2 ? c.main : c.accent
                }
                plot(x, y, color)
            }
        }
    }

    /// A lattice of lozenges: diagonal threads `period` apart, each lozenge
    /// between them holding nested rings in colours of its own.
    mutating func lozengeLattice(_ y0: Int, _ y1: Int, period: Int, line: LiColor, threads: [LiColor], salt: Int) {
        guard y0 <= y1 else { return }
        let p = max(4, period), big = 1000 * p
        for y in y0...y1 {
            let yy = y - y0 + p / 2
            for x in 0...axis {
                let d = fromAxis(x)
                let a = d + yy, b = d - yy + big
                if a % p == 0 || b % p == 0 { plot(x, y, line); continue }
                let ia = a / p, ib = b / p
                let ra = abs(a - (ia * p + p / 2)), rb = abs(b - (ib * p + p / 2))
                let ring = max(ra, rb)
                let c = MotifColors.ordering(WeaveHash.pick(64, salt, ia, ib), of: threads)
                let rings: [LiColor?] = [c.detail, c.accent, c.main, nil]
                if let color = rings[min(ring, rings.count - 1)] { plot(x, y, color) }
            }
        }
    }

    /// Chevron stripes: `stripes` bands of colour rising and falling across
    /// the band, the colours of the lower stripes changing at each turn.
    mutating func chevronBand(_ y0: Int, _ y1: Int, threads: [LiColor], salt: Int) {
        let h = y1 - y0 + 1
        guard h >= 3 else { return }
        let amp = max(2, h / 2), width = max(1, h / 4)
        for y in y0...y1 {
            for x in 0...axis {
                let d = fromAxis(x)
                let phase = d % (2 * amp), turn = d / (2 * amp)
                let lift = phase <= amp ? phase : 2 * amp - phase
                let s = (y - y0 + lift) / width
                if s % 2 == 1 { continue }
                let c = MotifColors.ordering(WeaveHash.pick(64, salt, s, s >= 2 ? turn : 0), of: threads)
                plot(x, y, s == 0 ? c.main : (s % 4 == 0 ? c.accent : c.detail))
            }
        }
    }

    /// Stepped triangles standing on the band's foot, with smaller ones
    /// hanging between them, each in colours of its own.
    mutating func toothBand(_ y0: Int, _ y1: Int, threads: [LiColor], salt: Int) {
        let h = y1 - y0 + 1
        guard h >= 2 else { return }
        var d = 0, i = 0
        while axis - d + h >= 0 {
            let c = MotifColors.ordering(WeaveHash.pick(64, salt, i), of: threads)
            for k in 0..<h {
                fill(axis - d - k, y1 - k, axis - d + k, y1 - k, k % 3 == 2 ? c.accent : c.main)
            }
            plot(axis - d, y1 - h / 2, c.detail)
            // The small one hanging from the top between this and the next.
            let small = max(1, h / 2)
            for k in 0..<small { fill(axis - d - h - (small - 1 - k), y0 + k, axis - d - h + (small - 1 - k), y0 + k, c.detail) }
            d += 2 * h
            i += 1
        }
    }

    /// Eight-pointed stars (a square and a lozenge laid over each other)
    /// along the band, `period` columns apart, each in colours of its own.
    mutating func starRow(_ y0: Int, _ y1: Int, period: Int, threads: [LiColor], salt: Int) {
        let h = y1 - y0 + 1
        guard h >= 3 else { return }
        let r = (h - 1) / 2, cy = y0 + r
        var d = period % 2 == 0 ? 0 : period / 2, i = 0
        while axis - d + r >= 0 {
            star(axis - d, cy, r, MotifColors.ordering(WeaveHash.pick(64, salt, i), of: threads))
            d += max(2 * r + 2, period)
            i += 1
        }
    }

    /// An eight-pointed star of radius `r` centred on (cx, cy).
    mutating func star(_ cx: Int, _ cy: Int, _ r: Int, _ c: MotifColors) {
        guard r >= 1 else { plot(cx, cy, c.main); return }
        let sq = max(1, r * 2 / 3)
        // On the axis only the left half is drawn, as for a lozenge.
        let right = mirrors && cx == width / 2 - 1 ? 0 : r
        let ring = max(1, r / 4)
        for dy in -r...r {
            for dx in -r...right {
                let diamond = abs(dx) + abs(dy) <= r, square = max(abs(dx), abs(dy)) <= sq
                guard diamond || square else { continue }
                // Rings following the star's outline, a few threads wide.
                let inward = min(diamond ? r - abs(dx) - abs(dy) : Int.max, square ? sq - max(abs(dx), abs(dy)) : Int.max)
                let color: LiColor
                if r < 6 {
                    if max(abs(dx), abs(dy)) <= max(0, r / 4) { color = c.detail } else if diamond && square { color = c.accent } else { color = c.main }
                } else {
                    color = [c.main, c.accent, c.main, c.detail][(inward / ring) % 4]
                }
                plot(cx + dx, cy + dy, color)
            }
        }
    }

    /// Stepped waves: a crest line rising and falling in steps, the water
    /// under it in one thread and the line in another, changing each wave.
    mutating func waveBand(_ y0: Int, _ y1: Int, threads: [LiColor], salt: Int) {
        let h = y1 - y0 + 1
        guard h >= 3 else { return }
        let amp = max(1, (h - 1) / 2), step = 2, period = 4 * amp * step / 2 + 2
        for x in 0...axis {
            let d = fromAxis(x)
            let phase = (d / step) % (2 * amp), wave = d / period
            let lift = phase <= amp ? phase : 2 * amp - phase
            let top = y0 + lift
            let c = MotifColors.ordering(WeaveHash.pick(64, salt, wave), of: threads)
            plot(x, top, c.main)
            if top + 1 <= y1 {
                for y in (top + 1)...y1 { plot(x, y, (y - top) % 3 == 0 ? c.detail : c.accent) }
            }
        }
    }

    /// A meander (a key pattern) along the band, the line's colour changing
    /// at each turn of the key.
    mutating func meanderBand(_ y0: Int, _ y1: Int, threads: [LiColor], ground fill: LiColor?, salt: Int) {
        let h = y1 - y0 + 1
        guard h >= 5 else { return }
        // One turn of the key, 8 x 7, scaled to the band's height.
        let key = ["########",
                   "#......#",
                   "#.####.#",
                   "#.#..#.#",
                   "#.#.##.#",
                   "#.#....#",
                   "#.######"]
        // A width that is not a piece's (eight threads) or half of one, so
        // that the keys fall differently on each piece.
        var kw = max(6, (8 * h + 3) / 7)
        if kw % 4 == 0 { kw += 1 }
        for y in y0...y1 {
            let ky = min(6, (y - y0) * 7 / h)
            for x in 0...axis {
                let d = fromAxis(x), turn = d / kw
                let kx = min(7, (d % kw) * 8 / kw)
                let row = Array(key[ky])
                let c = MotifColors.ordering(WeaveHash.pick(64, salt, turn), of: threads)
                // The key's outer hook in one thread, its inner turn in another.
                let inner = kx >= 2 && kx <= 5 && ky >= 2 && ky <= 4
                if row[kx] == "#" { plot(x, y, inner ? c.accent : c.main) } else if let fill { plot(x, y, fill) } else if ky == 3 && kx == 3 { plot(x, y, c.detail) }
            }
        }
    }

    /// Nested lozenges along the band, each with rings of its own colours.
    mutating func lozengeBand(_ y0: Int, _ y1: Int, threads: [LiColor], salt: Int) {
        let h = y1 - y0 + 1
        guard h >= 3 else { return }
        let r = (h - 1) / 2, cy = y0 + r
        var d = 0, i = 0
        while axis - d + r >= 0 {
            let c = MotifColors.ordering(WeaveHash.pick(64, salt, i), of: threads)
            lozenge(axis - d, cy, r, rings: [c.detail, c.accent, c.main, c.accent])
            d += 2 * r + 1
            i += 1
        }
    }

    /// Small crosses on two rows, set between each other.
    mutating func crossBand(_ y0: Int, _ y1: Int, threads: [LiColor], salt: Int) {
        let h = y1 - y0 + 1
        guard h >= 3 else { return }
        let arm = max(1, (h - 1) / 2)
        var d = 0, i = 0
        while axis - d + arm >= 0 {
            let c = MotifColors.ordering(WeaveHash.pick(64, salt, i), of: threads)
            cross(axis - d, y0 + arm, arm: arm, c)
            plot(axis - d - arm - 1, y0 + arm, c.detail)
            d += 2 * arm + 3
            i += 1
        }
    }

    /// Small lozenges and stars set on a lattice `spacing` apart wherever
    /// one fits in the ground of `region` without touching a motif, each in
    /// colours of its own: what a great figure stands among.
    mutating func strewFillers(_ region: Rect, radius r: Int, threads: [LiColor], dim dimThreads: [LiColor], salt: Int) {
        guard r >= 1, region.width > 2 * r, region.height > 2 * r else { return }
        let s = 2 * r + 3
        func fits(_ cx: Int, _ cy: Int) -> Bool {
            guard cx - r >= region.minX, cy - r >= region.minY, cy + r <= region.maxY else { return false }
            for y in (cy - r - 1)...(cy + r + 1) {
                for x in (cx - r - 1)...min(axis, cx + r + 1) where x >= 0 && y >= 0 && y < height {
                    if self[x, y] != ground { return false }
                }
            }
            return true
        }
        var row = 0
        var cy = region.minY + r + 1
        while cy + r <= region.maxY {
            var d = row % 2 == 0 ? 0 : s / 2, i = 0
            while axis - d - r >= region.minX {
                let cx = axis - d
                if fits(cx, cy) {
                    // Bright at the heart, dim at the edge: they stay round
                    // the figure, not over it.
                    let c = MotifColors.ordering(WeaveHash.pick(64, salt, row, i), of: threads)
                    let dim = dimThreads[WeaveHash.pick(dimThreads.count, salt, 2, row, i)]
                    if (row + i) % 2 == 0 { lozenge(cx, cy, r, rings: [c.detail, c.accent, dim]) } else { star(cx, cy, r, MotifColors(main: dim, accent: c.accent, detail: c.detail)) }
                }
                d += s
                i += 1
            }
            cy += s * 3 / 4 + 1
            row += 1
        }
    }

    /// A line of one thread across the picture.
    mutating func rule(_ y: Int, _ c: LiColor) { fill(0, y, axis, y, c) }

    /// What is still ground in `region` (away from any motif, so figures keep
    /// their outline) strewn with small motifs on a lattice `spacing` apart,
    /// each in a thread of its own: the ground of a Li brocade is woven too.
    mutating func diaper(_ region: Rect, spacing s: Int, threads: [LiColor], shape: Int, salt: Int) {
        guard region.width > 0, region.height > 0, !threads.isEmpty else { return }
        let before = self
        func free(_ x: Int, _ y: Int) -> Bool {
            for yy in (y - 1)...(y + 1) {
                for xx in (x - 1)...(x + 1) where xx >= 0 && yy >= 0 && xx < width && yy < height {
                    if before[xx, yy] != ground { return false }
                }
            }
            return x >= region.minX && x <= min(axis, region.maxX) && y >= region.minY && y <= region.maxY
        }
        let step = max(3, s)
        for cy in region.minY...region.maxY {
            for cx in region.minX...min(axis, region.maxX) {
                let d = fromAxis(cx), yy = cy - region.minY
                let a = d + yy, b = d - yy + 1000 * step
                guard a % step == 0, b % step == 0 else { continue }
                let color = threads[WeaveHash.pick(threads.count, salt, a / step, b / step)]
                let cells: [(Int, Int)]
                switch shape % 4 {
                case 0: cells = [(0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)]
                case 1: cells = [(0, 0), (1, 1), (-1, -1), (1, -1), (-1, 1)]
                case 2: cells = [(0, 0), (1, 0), (0, 1), (1, 1)]
                default: cells = [(0, 0), (0, -1), (0, 1)]
                }
                for (dx, dy) in cells where free(cx + dx, cy + dy) { plot(cx + dx, cy + dy, color) }
            }
        }
    }
}
