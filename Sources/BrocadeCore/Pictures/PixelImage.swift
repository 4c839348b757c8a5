import BrocadeTUI

/// An RGBA picture in memory, with the few operations the games need:
/// cropping to an aspect, scaling, and mirroring. Pure, so it is tested
/// without any decoder.
public struct PixelImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// width * height * 4 bytes, row by row.
    public let rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width >= 0 && height >= 0 && rgba.count == width * height * 4, "pixel buffer does not match the size")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// A picture of one colour.
    public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8)) {
        var px = [UInt8](repeating: 255, count: width * height * 4)
        for i in 0..<(width * height) {
            px[i * 4] = fill.0
            px[i * 4 + 1] = fill.1
            px[i * 4 + 2] = fill.2
        }
        self.init(width: width, height: height, rgba: px)
    }

    public func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }

    /// `other` drawn over this picture with its top-left at `at` (clipped;
    /// its clear pixels, alpha below 128, leave these as they were).
    public func pasting(_ other: PixelImage, at: Point) -> PixelImage {
        var out = rgba
        for y in 0..<other.height {
            let ty = at.y + y
            guard ty >= 0, ty < height else { continue }
            for x in 0..<other.width {
                let tx = at.x + x
                guard tx >= 0, tx < width else { continue }
                let s = (y * other.width + x) * 4
                guard other.rgba[s + 3] >= 128 else { continue }
                let d = (ty * width + tx) * 4
                out[d] = other.rgba[s]; out[d + 1] = other.rgba[s + 1]; out[d + 2] = other.rgba[s + 2]; out[d + 3] = other.rgba[s + 3]
            }
        }
        return PixelImage(width: width, height: height, rgba: out)
    }

    /// The picture seen in a mirror standing on its right edge.
    public func flippedHorizontally() -> PixelImage {
        var out = [UInt8](repeating: 0, count: rgba.count)
        for y in 0..<height {
            for x in 0..<width {
                let s = (y * width + x) * 4, d = (y * width + (width - 1 - x)) * 4
                out[d] = rgba[s]; out[d + 1] = rgba[s + 1]; out[d + 2] = rgba[s + 2]; out[d + 3] = rgba[s + 3]
            }
        }
        return PixelImage(width: width, height: height, rgba: out)
    }

    /// The picture turned by quarter turns, clockwise when positive.
    public func rotated(quarterTurns k: Int) -> PixelImage {
        let turns = (k % 4 + 4) % 4
        guard turns != 0 else { return self }
        let w = turns == 2 ? width : height, h = turns == 2 ? height : width
        var out = [UInt8](repeating: 0, count: rgba.count)
        for y in 0..<height {
            for x in 0..<width {
                // Where pixel (x, y) lands after the turn.
                let (nx, ny): (Int, Int)
                switch turns {
                case 1: (nx, ny) = (height - 1 - y, x)
                case 2: (nx, ny) = (width - 1 - x, height - 1 - y)
                default: (nx, ny) = (y, width - 1 - x)
                }
                let s = (y * width + x) * 4, d = (ny * w + nx) * 4
                out[d] = rgba[s]; out[d + 1] = rgba[s + 1]; out[d + 2] = rgba[s + 2]; out[d + 3] = rgba[s + 3]
            }
        }
        return PixelImage(width: w, height: h, rgba: out)
    }

    /// A rectangle of the picture (clamped to it).
    public func cropped(to rect: Rect) -> PixelImage {
        let r = rect.intersection(Rect(x: 0, y: 0, width: width, height: height))
        var out: [UInt8] = []
        out.reserveCapacity(r.width * r.height * 4)
        for y in r.minY..<r.maxY {
            let start = (y * width + r.minX) * 4
            out += rgba[start..<(start + r.width * 4)]
        }
        return PixelImage(width: r.width, height: r.height, rgba: out)
    }

    /// The largest centred part with the aspect `w:h` (what "fit to the board,
    /// cropped to the board's aspect" keeps).
    public func cropped(toAspect w: Int, _ h: Int) -> PixelImage {
        guard w > 0, h > 0, width > 0, height > 0 else { return self }
        if width * h > height * w {
            let newW = max(1, height * w / h)
            return cropped(to: Rect(x: (width - newW) / 2, y: 0, width: newW, height: height))
        } else {
            let newH = max(1, width * h / w)
            return cropped(to: Rect(x: 0, y: (height - newH) / 2, width: width, height: newH))
        }
    }

    /// Nearest-neighbour scaling: keeps pixel art crisp.
    public func scaledNearest(width newW: Int, height newH: Int) -> PixelImage {
        guard newW > 0, newH > 0, width > 0, height > 0 else { return PixelImage(width: 0, height: 0, rgba: []) }
        return sampled(columns: Self.nearest(width, newW), rows: Self.nearest(height, newH))
    }

    /// For each of `newSize` pixels, the one of `size` nearest-neighbour takes.
    private static func nearest(_ size: Int, _ newSize: Int) -> [Int] {
        (0..<newSize).map { min(size - 1, $0 * size / newSize) }
    }

    /// The picture made of these source columns and rows, in this order.
    private func sampled(columns: [Int], rows: [Int]) -> PixelImage {
        var out = [UInt8](repeating: 0, count: columns.count * rows.count * 4)
        for (y, sy) in rows.enumerated() {
            for (x, sx) in columns.enumerated() {
                let s = (sy * width + sx) * 4, d = (y * columns.count + x) * 4
                out[d] = rgba[s]; out[d + 1] = rgba[s + 1]; out[d + 2] = rgba[s + 2]; out[d + 3] = rgba[s + 3]
            }
        }
        return PixelImage(width: columns.count, height: rows.count, rgba: out)
    }

    /// Scaling for pixel art that keeps its details. Made smaller, a picture
    /// loses whole columns and rows, as with nearest-neighbour, which keeps
    /// every colour crisp; but of each stretch where nearest-neighbour would
    /// drop one, the one dropped is the one most like its neighbour, so a
    /// line or a highlight a pixel wide stays whenever a plain column or row
    /// beside it can go instead. Made larger, it is nearest-neighbour.
    public func scaledKeepingDetail(width newW: Int, height newH: Int) -> PixelImage {
        guard newW > 0, newH > 0, width > 0, height > 0 else { return PixelImage(width: 0, height: 0, rgba: []) }
        func distance(_ i: Int, _ j: Int) -> Int {
            var d = 0
            for k in 0..<4 { let v = Int(rgba[i + k]) - Int(rgba[j + k]); d += v * v }
            return d
        }
        // What is lost by dropping column c (or row c): its difference from the nearer-looking neighbour.
        func costs(count: Int, lines: Int, index: (_ line: Int, _ c: Int) -> Int) -> [Int] {
            (0..<count).map { c in
                var left = 0, right = 0
                for line in 0..<lines {
                    if c > 0 { left += distance(index(line, c), index(line, c - 1)) }
                    if c < count - 1 { right += distance(index(line, c), index(line, c + 1)) }
                }
                if c == 0 { return right }
                if c == count - 1 { return left }
                return min(left, right)
            }
        }
        func keep(_ size: Int, _ newSize: Int, _ cost: @autoclosure () -> [Int]) -> [Int] {
            guard newSize < size else { return Self.nearest(size, newSize) }
            let cost = cost()
            // The first and last stay: a picture's frame is often a line a
            // pixel wide, and its border rows must show whole.
            guard newSize >= 2 else { return drop(cost, newSize) }
            return [0] + drop(Array(cost[1..<(size - 1)]), newSize - 2).map { $0 + 1 } + [size - 1]
        }
        /// Of `cost.count` lines, the `newSize` to keep.
        func drop(_ cost: [Int], _ newSize: Int) -> [Int] {
            let size = cost.count, drops = size - newSize
            guard drops > 0 else { return Array(0..<size) }
            var dropped = Set<Int>()
            for k in 0..<drops {
                // The stretch in which nearest-neighbour drops one; ties go to its choice.
                let lo = k * size / drops, hi = max(lo + 1, (k + 1) * size / drops)
                let nearest = (lo..<hi).first { c in !(0..<newSize).contains { $0 * size / newSize == c } } ?? lo
                let pick = (lo..<hi).min { (cost[$0], $0 == nearest ? 0 : 1) < (cost[$1], $1 == nearest ? 0 : 1) }!
                dropped.insert(pick)
            }
            return (0..<size).filter { !dropped.contains($0) }
        }
        let columns = keep(width, newW, costs(count: width, lines: height) { y, x in (y * width + x) * 4 })
        let rows = keep(height, newH, costs(count: height, lines: width) { x, y in (y * width + x) * 4 })
        return sampled(columns: columns, rows: rows)
    }

    /// Box-filter scaling: averages what falls in each new pixel, for photos.
    public func scaledSmooth(width newW: Int, height newH: Int) -> PixelImage {
        guard newW > 0, newH > 0, width > 0, height > 0 else { return PixelImage(width: 0, height: 0, rgba: []) }
        if newW >= width || newH >= height { return scaledNearest(width: newW, height: newH) }
        return averaged(width: newW, height: newH)
    }

    /// Each new pixel the average of the pixels that fall in it: no larger
    /// than the picture either way.
    public func averaged(width newW: Int, height newH: Int) -> PixelImage {
        precondition(newW > 0 && newH > 0 && newW <= width && newH <= height, "averaging only shrinks")
        var out = [UInt8](repeating: 0, count: newW * newH * 4)
        for y in 0..<newH {
            let y0 = y * height / newH, y1 = max(y0 + 1, (y + 1) * height / newH)
            for x in 0..<newW {
                let x0 = x * width / newW, x1 = max(x0 + 1, (x + 1) * width / newW)
                var sum = (0, 0, 0, 0)
                for sy in y0..<y1 {
                    for sx in x0..<x1 {
                        let s = (sy * width + sx) * 4
                        sum.0 += Int(rgba[s]); sum.1 += Int(rgba[s + 1]); sum.2 += Int(rgba[s + 2]); sum.3 += Int(rgba[s + 3])
                    }
                }
                let n = (y1 - y0) * (x1 - x0), d = (y * newW + x) * 4
                out[d] = UInt8(sum.0 / n); out[d + 1] = UInt8(sum.1 / n); out[d + 2] = UInt8(sum.2 / n); out[d + 3] = UInt8(sum.3 / n)
            }
        }
        return PixelImage(width: newW, height: newH, rgba: out)
    }

    /// This picture and its mirror image side by side: the whole symmetric design.
    public func withMirror() -> PixelImage {
        let m = flippedHorizontally()
        var out: [UInt8] = []
        out.reserveCapacity(rgba.count * 2)
        for y in 0..<height {
            out += rgba[(y * width * 4)..<((y + 1) * width * 4)]
            out += m.rgba[(y * width * 4)..<((y + 1) * width * 4)]
        }
        return PixelImage(width: width * 2, height: height, rgba: out)
    }
}
