import BrocadeTUI

extension BrocadeDesign {
    /// The whole picture, `width` x `height` threads (the width made even),
    /// mirror-symmetric about its vertical axis. The same design and size
    /// give the same threads on every machine.
    public func weave(width: Int, height: Int) -> WeaveGrid {
        let w = max(8, width + width % 2), h = max(4, height)
        var g = WeaveGrid(width: w, height: h, ground: ground)
        let threads = self.threads
        func rule(_ y: Int, _ k: Int) { g.rule(y, threads[WeaveHash.pick(threads.count, salt, 7, k)]) }

        // The border, top and bottom.
        let border = min(max(3, h / 22), max(1, h / 4))
        let edge = threads[WeaveHash.pick(threads.count, salt, 1)]
        g.denseBorder(0, border - 1, edge: edge, threads: threads, salt: salt &+ 11, flipped: false)
        g.denseBorder(h - border, h - 1, edge: edge, threads: threads, salt: salt &+ 12, flipped: true)
        var top = border, bottom = h - border - 1

        // The edge bands, inwards, while the centre keeps a third of the
        // picture; a small picture keeps its height for its centre.
        for (i, band) in edges.enumerated() {
            let bh = band.height(in: h)
            guard h >= 40 || centre == .lattice, (bottom - top + 1) - 2 * (bh + 1) >= h / 3 else { break }
            rule(top, 2 * i)
            rule(bottom, 2 * i + 1)
            draw(band, &g, top + 1, top + bh, salt: salt &+ 100 &* (i + 1))
            draw(band, &g, bottom - bh, bottom - 1, salt: salt &+ 100 &* (i + 1) &+ 50)
            top += bh + 1
            bottom -= bh + 1
        }
        if top > border { rule(top, 40); rule(bottom, 41); top += 1; bottom -= 1 }

        // The centre.
        if bottom - top >= 3 {
            switch centre {
            case .hero(let figure): hero(figure, &g, Rect(x: 0, y: top, width: w / 2, height: bottom - top + 1))
            case .lattice:
                g.lozengeLattice(top, bottom, period: Self.odd(max(7, w / 2 / 8)), line: threads[WeaveHash.pick(threads.count, salt, 3)],
                                 threads: threads, salt: salt &+ 300)
            case .bands(let list) where !list.isEmpty:
                var heights: [(Band, Int)] = []
                var used = 0, k = 0
                while true {
                    let b = list[k % list.count], bh = b.height(in: h)
                    if used + bh + (heights.isEmpty ? 0 : 1) > bottom - top + 1 { break }
                    used += bh + (heights.isEmpty ? 0 : 1)
                    heights.append((b, bh))
                    k += 1
                }
                if heights.isEmpty { heights = [(list[0], bottom - top + 1)]; used = bottom - top + 1 }
                // The rows left over go to the bands, a row each in turn.
                var spare = (bottom - top + 1) - used, j = 0
                while spare > 0 { heights[j % heights.count].1 += 1; spare -= 1; j += 1 }
                var y = top
                for (i, (band, bh)) in heights.enumerated() {
                    if i > 0 { rule(y, 60 + i); y += 1 }
                    draw(band, &g, y, y + bh - 1, salt: salt &+ 500 &+ 37 &* i)
                    y += bh
                }
            case .bands: break
            }
        }

        // Solid areas of a great figure get a pattern inside, and the
        // ground left is strewn with small motifs.
        g.patternSolids(threads: threads, salt: salt &+ 900)
        g.diaper(Rect(x: 0, y: 0, width: w / 2, height: h), spacing: 4, threads: dimThreads, shape: WeaveHash.pick(3, salt, 5), salt: salt &+ 950)
        return g
    }

    /// Threads that show quietly on the ground: the small motifs strewn on it.
    var dimThreads: [LiColor] { ground == .darkRed ? [.black, .indigo] : [.darkRed, .indigo, .darkRed] }

    static func odd(_ n: Int) -> Int { n % 2 == 1 ? n : n + 1 }

    func draw(_ band: Band, _ g: inout WeaveGrid, _ y0: Int, _ y1: Int, salt s: Int) {
        guard y1 >= y0 else { return }
        let t = threads
        switch band {
        case .lattice:
            g.lozengeLattice(y0, y1, period: Self.odd(max(5, (y1 - y0 + 1) / 2)), line: t[WeaveHash.pick(t.count, s, 1)], threads: t, salt: s)
        case .chevrons: g.chevronBand(y0, y1, threads: t, salt: s)
        case .teeth: g.toothBand(y0, y1, threads: t, salt: s)
        case .stars: g.starRow(y0, y1, period: Self.odd(y1 - y0 + 3), threads: t, salt: s)
        case .crosses: g.crossBand(y0, y1, threads: t, salt: s)
        case .waves: g.waveBand(y0, y1, threads: t, salt: s)
        case .meander: g.meanderBand(y0, y1, threads: t, ground: nil, salt: s)
        case .lozenges: g.lozengeBand(y0, y1, threads: t, salt: s)
        case .figures(let f): figureRow(f, &g, y0, y1, salt: s)
        }
    }

    /// Small figures side by side along a band, each in colours and a
    /// stance of its own.
    func figureRow(_ f: Figure, _ g: inout WeaveGrid, _ y0: Int, _ y1: Int, salt s: Int) {
        let th = y1 - y0 + 1
        let tw: Int
        switch f {
        case .strongMan: tw = max(10, th * 3 / 4)
        case .frog, .star: tw = max(8, th)
        case .birds, .deer: tw = max(24, th * 2)
        }
        let even = tw + tw % 2
        var i = 0
        while g.axis + 1 - even / 2 - i * even + even > 0 {
            let x0 = g.axis + 1 - even / 2 - i * even
            var tile = WeaveGrid(width: even, height: th, ground: g.ground)
            drawFigure(f, &tile, Rect(x: 0, y: 0, width: even, height: th), salt: WeaveHash.pick(1 << 20, s, i))
            g.lay(tile, at: Point(x: x0, y: y0))
            i += 1
        }
    }

    /// A figure on the axis of `tile` (a grid of its own, or the picture),
    /// filling `box`; `salt` chooses its colours and stance.
    func drawFigure(_ f: Figure, _ tile: inout WeaveGrid, _ box: Rect, salt s: Int, colors: MotifColors? = nil) {
        let c = colors ?? MotifColors.ordering(WeaveHash.pick(1 << 16, s, 0), of: threads)
        func pick(_ r: ClosedRange<Int>, _ k: Int) -> Int { r.lowerBound + WeaveHash.pick(r.count, s, k) }
        let axis = tile.axis
        switch f {
        case .strongMan:
            let reach = max(4, axis + 1 - box.minX)
            tile.strongMan(in: Rect(x: axis + 1 - reach, y: box.minY, width: reach, height: box.height), colors: c,
                           elbow: pick(3...6, 1), knee: pick(5...9, 2), crowned: pick(0...1, 3) == 1)
        case .frog:
            let half = max(3, axis + 1 - box.minX)
            tile.frog(cx: axis, in: Rect(x: axis + 1 - half, y: box.minY, width: 2 * half - 2, height: box.height), colors: c, bend: pick(4...7, 1))
        case .birds:
            let tree = max(1, (axis + 1 - box.minX) / 8)
            tile.bird(in: Rect(x: box.minX, y: box.minY, width: axis - tree - box.minX, height: box.height), colors: c,
                      crest: pick(0...1, 1) == 1, tail: pick(2...4, 2))
            var y = box.minY + tree
            while y + tree < box.maxY {
                tile.lozenge(axis, y, tree, rings: [c.accent, c.detail])
                y += 2 * tree + 1
            }
        case .deer:
            let loz = max(1, min((axis + 1 - box.minX) / 6, box.height / 5))
            tile.deer(in: Rect(x: box.minX, y: box.minY, width: axis - loz - box.minX, height: box.height), colors: c, tines: pick(1...3, 1))
            tile.lozenge(axis, box.minY + box.height * 2 / 3, loz, rings: [c.accent, c.main, c.detail])
        case .star:
            let r = max(1, min(axis + 1 - box.minX, box.height / 2) - 1)
            tile.star(axis, box.minY + box.height / 2, r, c)
        }
    }

    /// A great figure on the picture's axis, with small motifs down its sides.
    func hero(_ f: Figure, _ g: inout WeaveGrid, _ field: Rect) {
        let halfW = field.width
        let reach: Int
        switch f {
        case .strongMan, .frog: reach = max(6, min(halfW * 5 / 8, field.height * 4 / 5))
        case .star: reach = min(halfW * 3 / 4, field.height / 2 + 1)
        case .birds, .deer: reach = halfW - 1
        }
        let box = Rect(x: g.axis + 1 - reach, y: field.minY, width: reach, height: field.height)
        // The great figure in the design's own first threads, as its picture has always been.
        drawFigure(f, &g, Rect(x: box.minX, y: box.minY, width: 2 * reach, height: box.height), salt: salt &+ 700,
                   colors: MotifColors(main: threads[0], accent: threads[1], detail: threads[2]))
        // A column of small motifs down each side, then smaller ones round it.
        defer { g.strewFillers(field, radius: 2, threads: threads, dim: dimThreads, salt: salt &+ 750) }
        let columnWidth = box.minX - 1
        guard columnWidth >= 5 else { return }
        let r = max(1, min(5, (columnWidth - 1) / 2, field.height / 8)), cx = 1 + columnWidth / 2
        var y = field.minY + r, i = 0
        while y + r <= field.maxY {
            let c = MotifColors.ordering(WeaveHash.pick(64, salt, 800, i), of: threads)
            if i % 2 == 0 { g.star(cx, y, r, c) } else { g.lozenge(cx, y, r, rings: [c.detail, c.accent, c.main]) }
            y += 2 * r + 2
            i += 1
        }
    }
}

extension WeaveGrid {
    /// Inside any area of one thread wider than a few threads (a great
    /// figure's body, a band's fill), small lozenges of another: a piece
    /// cut from it is never one flat colour, and the cloth is not either.
    mutating func patternSolids(threads: [LiColor], salt: Int) {
        let before = self
        func solid(_ x: Int, _ y: Int) -> LiColor? {
            let c = before[x, y]
            guard c != ground else { return nil }
            for yy in (y - 2)...(y + 2) {
                for xx in (x - 2)...(x + 2) {
                    guard xx >= 0, yy >= 0, xx < width, yy < height, before[xx, yy] == c else { return nil }
                }
            }
            return c
        }
        for y in 0..<height {
            for x in 0...axis {
                let d = axis - x, a = d + y, b = d - y + 4000
                guard a % 4 == 0, b % 4 == 0, let c = solid(x, y) else { continue }
                let others = threads.filter { $0 != c }
                guard !others.isEmpty else { continue }
                let o = others[WeaveHash.pick(others.count, salt, a / 4, b / 4)]
                plot(x, y, o)
                for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] where solid(x + dx, y + dy) == c { plot(x + dx, y + dy, o) }
            }
        }
    }
}
