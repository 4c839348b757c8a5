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

    /// Chooses colours for `count` RGBA pixels: all of them when there are
    /// at most `exactUpTo` (1...256), else `cutTo` (at most `exactUpTo`).
    init(rgba: UnsafeBufferPointer<UInt8>, count: Int, exactUpTo: Int, cutTo: Int) {
        let limit = max(1, min(256, exactUpTo))
        var table = ColourTable(expecting: min(count, 4096))
        // Each pixel's colour in the table, or -1 when transparent.
        var entry = [Int32](repeating: -1, count: count)
        entry.withUnsafeMutableBufferPointer { e in
            var last: UInt32 = .max
            var lastEntry: Int32 = -1
            for i in 0..<count {
                let p = i &* 4
                guard rgba[p + 3] >= 128 else { continue }
                let rgb = UInt32(rgba[p]) << 16 | UInt32(rgba[p + 1]) << 8 | UInt32(rgba[p + 2])
                // Runs of one colour are common (flat pictures, pixels stretched).
                if rgb == last {
                    table.counts[Int(lastEntry)] += 1
                } else {
                    last = rgb
                    lastEntry = table.add(rgb)
                }
                e[i] = lastEntry
            }
        }
        // Each distinct colour's place in the palette.
        var paletteOf = [Int16](repeating: 0, count: table.colours.count)
        if table.colours.count <= limit {
            colours = table.colours
            for n in paletteOf.indices { paletteOf[n] = Int16(n) }
        } else {
            colours = MedianCut.run(table: table, limit: max(1, min(limit, cutTo)), paletteOf: &paletteOf)
        }
        var idx = [Int16](repeating: Self.transparent, count: count)
        idx.withUnsafeMutableBufferPointer { out in
            entry.withUnsafeBufferPointer { e in
                paletteOf.withUnsafeBufferPointer { pal in
                    for i in 0..<count where e[i] >= 0 { out[i] = pal[Int(e[i])] }
                }
            }
        }
        indices = idx
    }
}

/// Distinct colours and how many pixels have each, in the order they were
/// first met; found by open addressing on the packed colour.
struct ColourTable {
    /// Packed 0xRRGGBB, and pixel counts, by entry.
    var colours: [UInt32] = []
    var counts: [Int32] = []
    /// Per slot: entry + 1, 0 for an empty slot.
    private var slots: [Int32]
    private var mask: Int

    init(expecting distinct: Int) {
        var n = 64
        while n < distinct * 2 { n <<= 1 }
        slots = [Int32](repeating: 0, count: n)
        mask = n - 1
    }

    private static func hash(_ rgb: UInt32) -> Int {
        Int(truncatingIfNeeded: ((rgb | 1 << 24) &* 0x9E37_79B1) >> 8)
    }

    /// Counts one pixel of colour `rgb`; returns its entry.
    mutating func add(_ rgb: UInt32) -> Int32 {
        var h = Self.hash(rgb) & mask
        while true {
            let e = slots[h]
            if e == 0 { break }
            if colours[Int(e) - 1] == rgb {
                counts[Int(e) - 1] += 1
                return e - 1
            }
            h = (h + 1) & mask
        }
        let entry = Int32(colours.count)
        colours.append(rgb)
        counts.append(1)
        slots[h] = entry + 1
        if colours.count * 10 >= (mask + 1) * 7 { grow() }
        return entry
    }

    /// Twice the slots; entries keep their numbers.
    private mutating func grow() {
        mask = (mask + 1) * 2 - 1
        slots = [Int32](repeating: 0, count: mask + 1)
        for (e, rgb) in colours.enumerated() {
            var h = Self.hash(rgb) & mask
            while slots[h] != 0 { h = (h + 1) & mask }
            slots[h] = Int32(e) + 1
        }
    }
}

/// Median cut: the box of colours whose pixels stray most from its mean (the
/// largest sum of squared errors along one channel) is split at the weighted
/// median of that channel, until there are as many boxes as colours allowed.
/// A split partitions the box in place around the median found by counting
/// (channels have 256 values), so it costs the box's size, not a sort.
enum MedianCut {
    struct Entry {
        var rgb: (Int32, Int32, Int32)
        var weight: Int32
        var slot: Int32

        func channel(_ c: Int) -> Int32 { c == 0 ? rgb.0 : c == 1 ? rgb.1 : rgb.2 }
    }

    struct Box {
        var lo: Int
        var hi: Int
        var pixels: Int
        /// The channel with the largest squared error, and that error.
        var channel: Int
        var error: Double
        var score: Double { hi - lo < 2 ? -1 : error }
    }

    /// Returns the palette; fills `paletteOf` (by table entry).
    static func run(table: ColourTable, limit: Int, paletteOf: inout [Int16]) -> [UInt32] {
        var entries = table.colours.indices.map { n -> Entry in
            let k = table.colours[n]
            return Entry(rgb: (Int32((k >> 16) & 0xFF), Int32((k >> 8) & 0xFF), Int32(k & 0xFF)),
                         weight: table.counts[n], slot: Int32(n))
        }
        return entries.withUnsafeMutableBufferPointer { e in
            func measure(_ lo: Int, _ hi: Int) -> Box {
                var s0 = 0.0, s1 = 0.0, s2 = 0.0, q0 = 0.0, q1 = 0.0, q2 = 0.0
                var pixels = 0
                for i in lo..<hi {
                    let w = Double(e[i].weight)
                    let r = Double(e[i].rgb.0), g = Double(e[i].rgb.1), b = Double(e[i].rgb.2)
                    s0 += w * r; s1 += w * g; s2 += w * b
                    q0 += w * r * r; q1 += w * g * g; q2 += w * b * b
                    pixels += Int(e[i].weight)
                }
                let n = Double(max(1, pixels))
                let errors = [q0 - s0 * s0 / n, q1 - s1 * s1 / n, q2 - s2 * s2 / n]
                var channel = 0
                for c in 1..<3 where errors[c] > errors[channel] { channel = c }
                return Box(lo: lo, hi: hi, pixels: pixels, channel: channel, error: errors[channel])
            }

            var boxes = [measure(0, e.count)]
            var histogram = [Int](repeating: 0, count: 256)
            while boxes.count < limit {
                var best = -1
                var bestScore = 0.0
                for (i, b) in boxes.enumerated() where b.score > bestScore {
                    best = i
                    bestScore = b.score
                }
                guard best >= 0 else { break }
                let box = boxes[best]
                let c = box.channel
                // The weighted median of the channel.
                for v in 0..<256 { histogram[v] = 0 }
                var top: Int32 = 0
                for i in box.lo..<box.hi {
                    let v = e[i].channel(c)
                    histogram[Int(v)] += Int(e[i].weight)
                    top = max(top, v)
                }
                var acc = 0
                var median: Int32 = 0
                for v in 0..<256 {
                    acc += histogram[v]
                    if acc * 2 >= box.pixels { median = Int32(v); break }
                }
                // Both halves keep a colour: the box spreads along c.
                if median >= top { median = top - 1 }
                var cut = box.lo
                for i in box.lo..<box.hi where e[i].channel(c) <= median {
                    e.swapAt(i, cut)
                    cut += 1
                }
                guard cut > box.lo && cut < box.hi else {
                    boxes[best].error = -1
                    continue
                }
                boxes[best] = measure(box.lo, cut)
                boxes.append(measure(cut, box.hi))
            }

            var palette: [UInt32] = []
            palette.reserveCapacity(boxes.count)
            for (p, b) in boxes.enumerated() {
                var r = 0, g = 0, bl = 0
                for i in b.lo..<b.hi {
                    let w = Int(e[i].weight)
                    r += Int(e[i].rgb.0) * w
                    g += Int(e[i].rgb.1) * w
                    bl += Int(e[i].rgb.2) * w
                    paletteOf[Int(e[i].slot)] = Int16(p)
                }
                let w = max(1, b.pixels)
                palette.append(UInt32((r + w / 2) / w) << 16 | UInt32((g + w / 2) / w) << 8 | UInt32((bl + w / 2) / w))
            }
            return palette
        }
    }
}
