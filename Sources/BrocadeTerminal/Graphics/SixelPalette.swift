/// The colours a sixel image is drawn with, chosen for its pixels: every
/// colour as it is when there are few enough (a woven picture, a flat tile),
/// else a median cut of them (a photo, a gradient), each box's colour the
/// mean of the pixels in it.
///
/// `indices` gives each pixel its colour's place in `colours`, or -1 for a
/// transparent pixel (alpha below 128).
struct SixelPalette {
    /// Packed 0xRRGGBB.
    var colours: [UInt32]
    var indices: [Int16]

    static let transparent: Int16 = -1

    init(colours: [UInt32], indices: [Int16]) {
        self.colours = colours
        self.indices = indices
    }

    /// Chooses at most `maxColours` (1...256) colours for `count` RGBA pixels.
    init(rgba: UnsafeBufferPointer<UInt8>, count: Int, maxColours: Int) {
        let limit = max(1, min(256, maxColours))
        var table = ColourTable(capacityFor: count)
        // Each pixel's slot in the table, or -1 when transparent.
        var slots = [Int32](repeating: -1, count: count)
        slots.withUnsafeMutableBufferPointer { s in
            for i in 0..<count {
                let p = i &* 4
                guard rgba[p + 3] >= 128 else { continue }
                let rgb = UInt32(rgba[p]) << 16 | UInt32(rgba[p + 1]) << 8 | UInt32(rgba[p + 2])
                s[i] = Int32(table.add(rgb))
            }
        }
        // Each distinct colour's place in the palette.
        var paletteOf = [Int16](repeating: 0, count: table.keys.count)
        if table.order.count <= limit {
            colours = table.order.map { table.keys[Int($0)] & 0xFF_FFFF }
            for (n, slot) in table.order.enumerated() { paletteOf[Int(slot)] = Int16(n) }
        } else {
            colours = MedianCut.run(table: table, limit: limit, paletteOf: &paletteOf)
        }
        var idx = [Int16](repeating: Self.transparent, count: count)
        idx.withUnsafeMutableBufferPointer { out in
            slots.withUnsafeBufferPointer { s in
                paletteOf.withUnsafeBufferPointer { pal in
                    for i in 0..<count where s[i] >= 0 { out[i] = pal[Int(s[i])] }
                }
            }
        }
        indices = idx
    }
}

/// Distinct colours and how many pixels have each: open addressing on the
/// packed colour, in the order they were first met.
struct ColourTable {
    /// Packed colour with bit 24 set, 0 for an empty slot.
    var keys: [UInt32]
    var counts: [Int32]
    /// The filled slots in the order they were filled.
    var order: [Int32] = []
    let mask: Int

    init(capacityFor pixels: Int) {
        var n = 64
        while n < pixels * 2 { n <<= 1 }
        keys = [UInt32](repeating: 0, count: n)
        counts = [Int32](repeating: 0, count: n)
        mask = n - 1
    }

    /// Counts one pixel of colour `rgb`; returns its slot.
    mutating func add(_ rgb: UInt32) -> Int {
        let key = rgb | 1 << 24
        var h = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> 8) & mask
        while true {
            let k = keys[h]
            if k == key { counts[h] += 1; return h }
            if k == 0 {
                if order.count * 10 >= (mask + 1) * 7 { grow(); return add(rgb) }
                keys[h] = key
                counts[h] = 1
                order.append(Int32(h))
                return h
            }
            h = (h + 1) & mask
        }
    }

    private mutating func grow() {
        // Only reached for more distinct colours than pixels were announced.
        let old = self
        self = ColourTable(capacityFor: (mask + 1))
        for slot in old.order {
            let s = add(old.keys[Int(slot)] & 0xFF_FFFF)
            counts[s] = old.counts[Int(slot)]
        }
    }
}

/// Median cut: the box of colours whose pixels stray most from its mean (the
/// largest sum of squared errors along one channel) is split at the weighted
/// median of that channel, until there are as many boxes as colours allowed.
enum MedianCut {
    struct Box {
        var lo: Int
        var hi: Int
        var pixels: Int
        /// The channel with the largest squared error, and that error.
        var channel: Int
        var error: Double
        var score: Double { hi - lo < 2 ? -1 : error }
    }

    /// Returns the palette; fills `paletteOf` (by table slot).
    static func run(table: ColourTable, limit: Int, paletteOf: inout [Int16]) -> [UInt32] {
        let n = table.order.count
        // Entries as parallel arrays: channel values, pixel counts, table slot.
        var chan = [[Int32]](repeating: [Int32](repeating: 0, count: n), count: 3)
        var weight = [Int32](repeating: 0, count: n)
        for (i, slot) in table.order.enumerated() {
            let k = table.keys[Int(slot)]
            chan[0][i] = Int32((k >> 16) & 0xFF)
            chan[1][i] = Int32((k >> 8) & 0xFF)
            chan[2][i] = Int32(k & 0xFF)
            weight[i] = table.counts[Int(slot)]
        }
        var order = Array(0..<n)

        func measure(_ lo: Int, _ hi: Int) -> Box {
            var sum = [Double](repeating: 0, count: 3), squares = [Double](repeating: 0, count: 3)
            var pixels = 0
            for i in lo..<hi {
                let e = order[i]
                let w = Double(weight[e])
                for c in 0..<3 {
                    let v = Double(chan[c][e])
                    sum[c] += w * v
                    squares[c] += w * v * v
                }
                pixels += Int(weight[e])
            }
            var channel = 0
            var error = -1.0
            for c in 0..<3 {
                let e = squares[c] - sum[c] * sum[c] / Double(max(1, pixels))
                if e > error { error = e; channel = c }
            }
            return Box(lo: lo, hi: hi, pixels: pixels, channel: channel, error: error)
        }

        var boxes = [measure(0, n)]
        while boxes.count < limit {
            var best = -1
            var bestScore = 0.0
            for (i, b) in boxes.enumerated() where b.score > bestScore {
                best = i
                bestScore = b.score
            }
            guard best >= 0 else { break }
            let box = boxes[best]
            let c = chan[box.channel]
            order[box.lo..<box.hi].sort { c[$0] < c[$1] }
            // The weighted median, keeping both halves non-empty.
            var acc = 0
            var cut = box.lo + 1
            for i in box.lo..<(box.hi - 1) {
                acc += Int(weight[order[i]])
                cut = i + 1
                if acc * 2 >= box.pixels { break }
            }
            boxes[best] = measure(box.lo, cut)
            boxes.append(measure(cut, box.hi))
        }

        var palette: [UInt32] = []
        palette.reserveCapacity(boxes.count)
        for (p, b) in boxes.enumerated() {
            var sum = [Int](repeating: 0, count: 3)
            for i in b.lo..<b.hi {
                let e = order[i]
                let w = Int(weight[e])
                for c in 0..<3 { sum[c] += Int(chan[c][e]) * w }
                paletteOf[Int(table.order[e])] = Int16(p)
            }
            let w = max(1, b.pixels)
            let r = UInt32((sum[0] + w / 2) / w), g = UInt32((sum[1] + w / 2) / w), bl = UInt32((sum[2] + w / 2) / w)
            palette.append(r << 16 | g << 8 | bl)
        }
        return palette
    }
}
