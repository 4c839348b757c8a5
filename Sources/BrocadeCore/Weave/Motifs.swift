import BrocadeTUI

/// The motifs of Li brocade, drawn by code from shapes and parameters
/// (limb angles, lozenge nesting, band widths), so that every seed weaves
/// its own. Each draws into a box of the grid's left half, or one centred
/// on the axis, and is mirrored as it draws.
public enum Motif: String, CaseIterable, Codable, Sendable {
    case lozenge, triangle, zigzag, border, frog, figure, bird, deer, cross

    /// What a player calls it.
    public var title: String {
        switch self {
        case .lozenge: return tr("lozenge")
        case .triangle: return tr("triangle")
        case .zigzag: return tr("zigzag band")
        case .border: return tr("border strip")
        case .frog: return tr("frog")
        case .figure: return tr("human figure")
        case .bird: return tr("bird")
        case .deer: return tr("deer")
        case .cross: return tr("small cross")
        }
    }
}

/// The colours one motif is woven in: its main thread, an accent, and a
/// third for details.
public struct MotifColors: Hashable, Sendable {
    public var main: LiColor
    public var accent: LiColor
    public var detail: LiColor

    public init(main: LiColor, accent: LiColor, detail: LiColor) {
        self.main = main
        self.accent = accent
        self.detail = detail
    }

    /// Three different threads, drawn from `rng`.
    public static func random(_ rng: inout SeededRandom) -> MotifColors {
        let t = rng.shuffled(LiColor.threads)
        return MotifColors(main: t[0], accent: t[1], detail: t[2])
    }
}

extension WeaveGrid {
    /// The column just left of the vertical axis.
    var axis: Int { width / 2 - 1 }

    // MARK: Bands, across the whole width

    /// A border strip rows `y0...y1`: a solid edge row, then blocks of the
    /// accent and main threads in a pattern of period `period` (counted
    /// from the axis, so it meets itself there).
    mutating func borderStrip(_ y0: Int, _ y1: Int, edge: LiColor, colors c: MotifColors, period: Int, flipped: Bool) {
        guard y0 <= y1 else { return }
        let p = max(4, period)
        for y in y0...y1 {
            let row = flipped ? y1 - y : y - y0
            for x in 0...axis {
                let d = axis - x
                let color: LiColor
                if row == 0 { color = edge } else {
                    let phase = (d + (row % 2 == 0 ? p / 2 : 0)) % p
                    color = phase < p / 2 ? c.accent : (row == 1 ? c.main : edge)
                }
                plot(x, y, color)
            }
        }
    }

    /// A zigzag band in rows `y0...y1`: a line rising and falling across
    /// the band, the triangles under it filled with `fill` when given.
    mutating func zigzagBand(_ y0: Int, _ y1: Int, line c: LiColor, fill: LiColor?, thickness: Int) {
        let h = y1 - y0
        guard h >= 1 else { return }
        for x in 0...axis {
            let d = axis - x, phase = d % (2 * h)
            let top = y0 + (phase <= h ? phase : 2 * h - phase)
            if let fill, top < y1 { for y in (top + 1)...y1 { plot(x, y, fill) } }
            for t in 0..<thickness where top + t <= y1 { plot(x, top + t, c) }
        }
    }

    /// A row of small nested lozenges centred on row `cy`, one on the axis
    /// and the rest every `spacing` columns out from it.
    mutating func lozengeRow(_ cy: Int, radius r: Int, spacing: Int, rings: [LiColor?]) {
        var d = 0
        while axis - d + r >= 0 {
            lozenge(axis - d, cy, r, rings: rings)
            d += max(2 * r + 2, spacing)
        }
    }

    /// A row of stepped triangles standing on row `y1`, `h` tall, their
    /// colours alternating.
    mutating func triangleRow(_ y1: Int, height h: Int, colors: [LiColor]) {
        guard h >= 1, !colors.isEmpty else { return }
        var d = 0, i = 0
        while axis - d + h >= 0 {
            triangle(axis - d, y1, h, colors[i % colors.count])
            d += 2 * h
            i += 1
        }
    }

    /// A stepped triangle with its apex over column `cx`, standing on row `y1`.
    mutating func triangle(_ cx: Int, _ y1: Int, _ h: Int, _ c: LiColor) {
        for k in 0..<h { fill(cx - k, y1 - h + 1 + k, cx + k, y1 - h + 1 + k, c) }
    }

    /// A small cross: arms of `arm` pixels round a centre of its own colour.
    mutating func cross(_ cx: Int, _ cy: Int, arm: Int, _ c: MotifColors) {
        fill(cx - arm, cy, cx + arm, cy, c.main)
        fill(cx, cy - arm, cx, cy + arm, c.main)
        plot(cx, cy, c.accent)
    }

    // MARK: Figures

    /// The strong man, Dàlì shén, centred on the axis in `box` (its top and
    /// height; the width is how far his arms and legs reach from the axis).
    /// `elbow` and `knee` bend his limbs: how far up the forearms go and
    /// how far out the legs bend, as fractions of his height in 16ths.
    mutating func strongMan(in box: Rect, colors c: MotifColors, elbow: Int, knee: Int, crowned: Bool) {
        let h = box.height, reach = box.width
        guard h >= 10, reach >= 4 else { return }
        let u = max(1, h / 16), top = box.minY
        let headR = max(1, h / 10)
        let headY = top + headR + (crowned ? 2 * u : 0)
        // The crown: three short spikes over the head.
        if crowned {
            fill(axis, top, axis, headY - headR - 1, c.accent)
            fill(axis - headR, top + u, axis - headR, headY - headR - 1, c.accent)
        }
        lozenge(axis, headY, headR, rings: [c.detail, c.accent])
        let shoulderY = headY + headR + 1 + u
        let hipY = top + h * 11 / 16
        let trunk = max(1, reach / 6)
        // Body and neck.
        fill(axis - trunk + 1, headY + headR + 1, axis, hipY, c.main)
        fill(axis - trunk + 1, shoulderY + (hipY - shoulderY) / 2, axis, shoulderY + (hipY - shoulderY) / 2 + u - 1, c.accent)
        // Arms: out along the shoulders to the elbow, up to the hands.
        let elbowX = axis - reach * 3 / 4
        let handY = max(top, shoulderY - h * elbow / 16)
        fill(elbowX, shoulderY, axis, shoulderY + u - 1, c.main)
        fill(elbowX, handY, elbowX + u - 1, shoulderY, c.main)
        // Three fingers on each raised hand.
        fill(elbowX - u, handY - u, elbowX - u, handY, c.accent)
        fill(elbowX + u, handY - u, elbowX + u, handY, c.accent)
        plot(elbowX, handY - u, c.accent)
        // Legs: out from the hips to the knees, down to the feet, which turn out.
        let kneeX = axis - max(trunk + 1, reach * knee / 16)
        let footY = box.maxY - 1
        let kneeY = hipY + (footY - hipY) / 3
        line(axis - trunk + 1, hipY, kneeX, kneeY, c.main, thickness: u)
        fill(kneeX, kneeY, kneeX + u - 1, footY, c.main)
        fill(max(box.minX, kneeX - 2 * u), footY - u + 1, kneeX, footY, c.accent)
    }

    /// A frog seen from above, centred on column `cx` (the axis, or any
    /// column of the left half) in `box`: a lozenge body, a small head, and
    /// four legs bent at `bend` (in 8ths of the box).
    mutating func frog(cx: Int, in box: Rect, colors c: MotifColors, bend: Int) {
        let h = box.height, w = box.width
        guard h >= 6, w >= 6 else { return }
        let u = max(1, h / 12)
        let cy = box.minY + h / 2, bodyR = max(2, min(w, h) / 4)
        lozenge(cx, cy, bodyR, rings: [c.accent, c.main, c.main])
        // The head above the body.
        fill(cx - u, cy - bodyR - 2 * u, cx + u, cy - bodyR - 1, c.main)
        plot(cx - u, cy - bodyR - 2 * u, c.detail)
        plot(cx + u, cy - bodyR - 2 * u, c.detail)
        for side in [-1, 1] {
            let out = side * w / 2
            // Front legs up and out, then forward; hind legs down and out, then back in.
            let front = (cx + out * bend / 8, cy - bodyR)
            line(cx + side * bodyR / 2, cy - bodyR / 2, front.0, front.1, c.main, thickness: u)
            line(front.0, front.1, front.0, box.minY, c.main, thickness: u)
            let hind = (cx + out, cy + bodyR / 2)
            line(cx + side * bodyR / 2, cy + bodyR / 2, hind.0, hind.1, c.main, thickness: u)
            line(hind.0, hind.1, cx + out * bend / 8, box.maxY - 1, c.main, thickness: u)
            // Toes.
            plot(front.0 - u, box.minY, c.detail)
            plot(front.0 + u, box.minY, c.detail)
        }
    }

    /// A bird in profile in `box` on the left half, facing the axis: a
    /// round body, a head with a beak, a fan of tail feathers and two legs.
    /// `crest` adds a plume; `tail` is how many feathers fan out.
    mutating func bird(in box: Rect, colors c: MotifColors, crest: Bool, tail: Int) {
        let w = box.width, h = box.height
        guard w >= 8, h >= 8 else { return }
        let u = max(1, h / 14)
        let bodyTop = box.minY + h * 3 / 8, bodyBottom = box.minY + h * 3 / 4
        let bodyLeft = box.minX + w / 4, bodyRight = box.minX + w * 3 / 4
        // Body, rounded by cut corners; a wing of the accent thread.
        fill(bodyLeft + 1, bodyTop, bodyRight - 1, bodyBottom, c.main)
        fill(bodyLeft, bodyTop + 1, bodyRight, bodyBottom - 1, c.main)
        fill(bodyLeft + 2, bodyTop + (bodyBottom - bodyTop) / 3, bodyRight - 2, bodyTop + (bodyBottom - bodyTop) / 3 + u, c.accent)
        // Neck and head, towards the axis.
        let headX = bodyRight + max(1, w / 8), headY = box.minY + h / 4
        line(bodyRight - 1, bodyTop, headX, headY, c.main, thickness: max(1, u + 1))
        fill(headX - u, headY - u, headX + u, headY + u, c.main)
        plot(headX, headY, c.detail)
        // The beak.
        line(headX + u + 1, headY, min(box.maxX - 1, headX + u + max(2, w / 8)), headY + u, c.accent)
        if crest { line(headX - u, headY - u - 1, headX - w / 6, box.minY, c.accent) }
        // Tail feathers fanning up and back.
        for k in 0..<max(1, tail) {
            line(bodyLeft, bodyTop + 1, box.minX, box.minY + h / 6 + k * max(2, h / 10), k % 2 == 0 ? c.main : c.accent)
        }
        // Legs.
        let legY = min(box.maxY - 1, bodyBottom + h / 6)
        for x in [bodyLeft + w / 6, bodyRight - w / 6] {
            fill(x, bodyBottom + 1, x, legY, c.detail)
            plot(x + 1, legY, c.detail)
        }
    }

    /// A deer in profile in `box` on the left half, facing the axis: body,
    /// four legs, neck and head, and antlers branching `tines` times.
    mutating func deer(in box: Rect, colors c: MotifColors, tines: Int) {
        let w = box.width, h = box.height
        guard w >= 10, h >= 10 else { return }
        let u = max(1, h / 16)
        let bodyTop = box.minY + h / 2, bodyBottom = box.minY + h * 3 / 4
        let bodyLeft = box.minX + w / 8, bodyRight = box.minX + w * 5 / 8
        fill(bodyLeft, bodyTop, bodyRight, bodyBottom, c.main)
        fill(bodyLeft + 1, bodyTop + 1, bodyRight - 1, bodyTop + u, c.accent)
        // Legs, the front pair a little apart.
        for x in [bodyLeft, bodyLeft + 2 * u, bodyRight - 2 * u, bodyRight] {
            fill(x, bodyBottom + 1, x + u - 1, box.maxY - 1, c.main)
        }
        // A short tail.
        plot(bodyLeft - 1, bodyTop, c.main)
        plot(bodyLeft - 2, bodyTop - 1, c.main)
        // Neck up towards the axis, then the head and muzzle.
        let headX = bodyRight + w / 6, headY = box.minY + h * 5 / 16
        line(bodyRight - u, bodyTop, headX, headY, c.main, thickness: u + 1)
        fill(headX, headY - u, headX + max(2, w / 8), headY + u, c.main)
        plot(headX + 1, headY - u, c.detail)
        // Antlers: a beam up and back, with tines.
        let tipY = box.minY
        line(headX, headY - u - 1, headX - w / 6, tipY, c.accent)
        for k in 1...max(1, tines) {
            let y = headY - u - 1 - (headY - u - 1 - tipY) * k / (tines + 1)
            let x = headX - (w / 6) * k / (tines + 1)
            line(x, y, x + max(1, w / 12), y - max(1, h / 12), c.accent)
        }
    }
}
