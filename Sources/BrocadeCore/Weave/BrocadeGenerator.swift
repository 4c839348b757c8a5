import BrocadeTUI

/// Li brocade pictures woven from a seed, the way the cloth is built:
/// border strips at the top and bottom, bands of zigzags, lozenges,
/// triangles or small crosses inside them, and a central field with one or
/// more large figures (the strong man, frogs, birds or deer facing each
/// other across the axis) among small filler motifs. Every picture is
/// mirror-symmetric about its vertical axis and uses only the Li threads.
///
/// The same seed and size give the same pixels on every machine: the
/// geometry is integers only and the randomness is `SeededRandom`. A change
/// that alters any picture must raise `version`, which saves and scores
/// record with the seed.
public enum BrocadeGenerator {
    public static let version = 1

    /// The whole picture's size when nothing asks for another: its left
    /// half is 30x40, as the built-in pictures are.
    public static let standardSize = Size(width: 60, height: 40)

    /// A motif placed in a picture, and the box it was drawn in.
    public struct Placement: Hashable, Sendable {
        public var motif: Motif
        public var box: Rect
    }

    public struct Woven: Sendable {
        public var grid: WeaveGrid
        /// What went where, for a test to look at; the mirror images are not listed.
        public var placements: [Placement]
    }

    /// The picture for `seed`, `size` pixels (the width made even, at least 24x24).
    public static func weave(seed: UInt64, size: Size = standardSize) -> Woven {
        let w = max(24, size.width + size.width % 2), h = max(24, size.height)
        var rng = SeededRandom(seed: seed ^ 0x11B0_CADE_5EED_0001)
        var g = WeaveGrid(width: w, height: h, ground: rng.chance(0.6) ? .brown : .black)
        var placed: [Placement] = []
        func note(_ m: Motif, _ r: Rect) { placed.append(Placement(motif: m, box: r)) }

        // Border strips, top and bottom, and a thread down each side.
        let border = max(2, h / 14)
        let borderColors = MotifColors(main: rng.chance(0.5) ? .red : .darkRed, accent: rng.chance(0.7) ? .gold : .ivory, detail: .ivory)
        let edge: LiColor = rng.chance(0.5) ? .darkRed : borderColors.main
        let period = 2 * rng.int(in: 2...5)
        g.borderStrip(0, border - 1, edge: edge, colors: borderColors, period: period, flipped: false)
        g.borderStrip(h - border, h - 1, edge: edge, colors: borderColors, period: period, flipped: true)
        note(.border, Rect(x: 0, y: 0, width: w / 2, height: border))
        note(.border, Rect(x: 0, y: h - border, width: w / 2, height: border))
        let side = rng.chance(0.5)
        if side { g.fill(0, border, 0, h - border - 1, edge) }
        let left = side ? 2 : 1

        // Bands inside the borders, the same at the bottom as at the top.
        var top = border + 1, bottom = h - border - 2
        let bandHeight = max(3, h / 10)
        let bands = h >= 32 ? rng.int(in: 0...2) : rng.int(in: 0...1)
        for _ in 0..<bands where bottom - top >= 2 * bandHeight + 12 {
            let kind = [Motif.zigzag, .lozenge, .triangle, .cross][rng.int(in: 0..<4)]
            let colors = MotifColors.random(&rng)
            // Chosen once: the bottom band is the top one upside down.
            let fill: LiColor? = rng.chance(0.5) ? nil : colors.accent
            let extra = rng.int(in: 0...3)
            for (y0, flipped) in [(top, false), (bottom - bandHeight + 1, true)] {
                let y1 = y0 + bandHeight - 1
                switch kind {
                case .zigzag:
                    if flipped { g.zigzagBandFlipped(y0, y1, line: colors.main, fill: fill) } else { g.zigzagBand(y0, y1, line: colors.main, fill: fill, thickness: 1) }
                case .lozenge:
                    g.lozengeRow(y0 + bandHeight / 2, radius: (bandHeight - 1) / 2, spacing: bandHeight + extra,
                                 rings: [colors.accent, colors.main])
                case .triangle:
                    if flipped { g.triangleRowHanging(y0, height: bandHeight, colors: [colors.main, colors.accent]) } else { g.triangleRow(y1, height: bandHeight, colors: [colors.main, colors.accent]) }
                default:
                    let spacing = 2 * bandHeight + extra % 3
                    var d = 0
                    while g.axis - d >= 1 {
                        g.cross(g.axis - d, y0 + bandHeight / 2, arm: max(1, (bandHeight - 1) / 2), colors)
                        d += spacing
                    }
                }
                note(kind, Rect(x: 0, y: y0, width: w / 2, height: bandHeight))
            }
            top += bandHeight + 1
            bottom -= bandHeight + 1
        }

        // The central field.
        let field = Rect(x: left, y: top, width: w / 2 - left, height: bottom - top + 1)
        let colors = MotifColors.random(&rng)
        var fillerColumns = 0..<0 // the columns left for small motifs down the sides
        /// Lozenges of radius `r` down the axis, `gap` rows apart, noted as one column.
        func lozengeColumn(radius r: Int, gap: Int, rings: [LiColor?]) {
            var y = field.minY + r
            while y + r <= field.maxY - 1 {
                g.lozenge(g.axis, y, r, rings: rings)
                y += 2 * r + gap
            }
            note(.lozenge, Rect(x: g.axis - r, y: field.minY, width: r + 1, height: field.height))
        }
        switch rng.int(in: 0..<6) {
        case 5 where field.height >= 20:
            // Small figures in two rows, a pair in each (the mirror makes
            // the second of each pair), round a column of lozenges.
            let colR = max(1, field.width / 12)
            let cellW = g.axis - colR - field.minX - 1, cellH = (field.height - 1) / 2
            let frogs = rng.chance(0.5)
            for row in 0..<2 {
                let box = Rect(x: field.minX, y: field.minY + row * (cellH + 1), width: cellW, height: cellH)
                let c = row == 0 ? colors : MotifColors(main: colors.accent, accent: colors.main, detail: colors.detail)
                if frogs {
                    g.frog(cx: box.minX + box.width / 2, in: box.inset(top: 0, left: 1, bottom: 0, right: 1), colors: c, bend: rng.int(in: 4...7))
                    note(.frog, box)
                } else {
                    // A strong man away from the axis is drawn on a grid of his
                    // own (symmetric about his own axis), then laid in.
                    var small = WeaveGrid(width: box.width - box.width % 2, height: box.height, ground: g.ground)
                    let reach = small.width / 2 - 1
                    small.strongMan(in: Rect(x: small.axis + 1 - reach, y: 0, width: reach, height: box.height), colors: c,
                                    elbow: rng.int(in: 3...6), knee: rng.int(in: 5...9), crowned: false)
                    g.lay(small, at: box.origin)
                    note(.figure, box)
                }
            }
            lozengeColumn(radius: colR, gap: 2, rings: [colors.detail, colors.accent])
        case 0, 1:
            // The strong man on the axis.
            let reach = min(field.width - 2, max(6, field.width * rng.int(in: 9...13) / 16))
            let box = Rect(x: g.axis + 1 - reach, y: field.minY, width: reach, height: field.height)
            g.strongMan(in: box, colors: colors, elbow: rng.int(in: 3...6), knee: rng.int(in: 5...9), crowned: rng.chance(0.5))
            note(.figure, box)
            fillerColumns = field.minX..<(box.minX - 1)
        case 2:
            // A great frog on the axis.
            let half = min(field.width - 2, max(6, field.width * rng.int(in: 9...12) / 16))
            let box = Rect(x: g.axis + 1 - half, y: field.minY, width: 2 * half, height: field.height)
            g.frog(cx: g.axis, in: box, colors: colors, bend: rng.int(in: 4...7))
            note(.frog, Rect(x: box.minX, y: box.minY, width: half, height: box.height))
            fillerColumns = field.minX..<(box.minX - 1)
        case 3:
            // Two birds facing each other across a tree of small lozenges.
            let treeR = max(1, field.width / 10)
            let box = Rect(x: field.minX, y: field.minY, width: g.axis - treeR - field.minX, height: field.height)
            g.bird(in: box, colors: colors, crest: rng.chance(0.5), tail: rng.int(in: 2...4))
            note(.bird, box)
            lozengeColumn(radius: treeR, gap: 1, rings: [colors.accent, colors.detail])
        default:
            // Two deer facing each other across a woven lozenge.
            let loz = max(2, min(field.width / 5, field.height / 4))
            let box = Rect(x: field.minX, y: field.minY, width: g.axis - loz - field.minX, height: field.height)
            g.deer(in: box, colors: colors, tines: rng.int(in: 1...3))
            note(.deer, box)
            g.lozenge(g.axis, field.minY + field.height / 2, loz, rings: [colors.accent, colors.main, colors.detail])
            note(.lozenge, Rect(x: g.axis - loz, y: field.minY + field.height / 2 - loz, width: loz + 1, height: 2 * loz + 1))
        }

        // Small motifs down the sides of a figure on the axis.
        if fillerColumns.count >= 5 {
            let r = min(4, (fillerColumns.count - 1) / 2)
            let cx = fillerColumns.lowerBound + r
            let kinds: [Motif] = rng.chance(0.5) ? [.lozenge, .cross] : [.lozenge]
            let fillers = [MotifColors.random(&rng), MotifColors.random(&rng)]
            var y = field.minY + r, i = 0
            while y + r <= field.maxY - 1 {
                let c = fillers[i % 2]
                switch kinds[i % kinds.count] {
                case .cross: g.cross(cx, y, arm: r, c)
                default: g.lozenge(cx, y, r, rings: [c.main, c.detail, c.accent])
                }
                note(kinds[i % kinds.count], Rect(x: cx - r, y: y - r, width: 2 * r + 1, height: 2 * r + 1))
                y += 2 * r + 1 + rng.int(in: 1...3)
                i += 1
            }
        }
        return Woven(grid: g, placements: placed)
    }
}

extension WeaveGrid {
    /// A zigzag band upside down: its triangles filled above the line.
    mutating func zigzagBandFlipped(_ y0: Int, _ y1: Int, line c: LiColor, fill: LiColor?) {
        let h = y1 - y0
        guard h >= 1 else { return }
        for x in 0...axis {
            let d = axis - x, phase = d % (2 * h)
            let bottom = y1 - (phase <= h ? phase : 2 * h - phase)
            if let fill, bottom > y0 { for y in y0..<bottom { plot(x, y, fill) } }
            plot(x, bottom, c)
        }
    }

    /// A row of stepped triangles hanging from row `y0`.
    mutating func triangleRowHanging(_ y0: Int, height h: Int, colors: [LiColor]) {
        guard h >= 1, !colors.isEmpty else { return }
        var d = 0, i = 0
        while axis - d + h >= 0 {
            for k in 0..<h { fill(axis - d - (h - 1 - k), y0 + k, axis - d + (h - 1 - k), y0 + k, colors[i % colors.count]) }
            d += 2 * h
            i += 1
        }
    }
}
