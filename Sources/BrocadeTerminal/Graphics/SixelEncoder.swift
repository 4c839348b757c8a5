/// RGBA pixels as one sixel image (DEC's six-pixel bands, as xterm -ti
/// vt340, mlterm, foot, WezTerm and Konsole draw them).
///
/// The image is `ESC P 0;1;0 q`: P2 = 1 leaves pixels that are not set as
/// they were, so a transparent pixel (alpha below 128) shows what the
/// terminal had there (text, or nothing). Then the raster attributes
/// `"1;1;W;H` (square pixels, the image's size), the palette (`#i;2;r;g;b`,
/// in percent, see `SixelPalette` and `colours(forPixels:)`), and each band of
/// six rows: per colour in it, `#i` and a sixel character a column, runs of
/// four or more as `!n c`, colours of a band apart by `$`, bands by `-`;
/// `ESC \` ends it. No `-` after the last band, so the image reaches no
/// lower than its height.
public struct SixelEncoder: Sendable {
    /// An image of at most this many colours keeps them all.
    public var maxColours: Int
    /// An image of more gets a median cut to one colour for this many
    /// pixels, between `minColours` and `maxColours`: what a sixel costs
    /// grows with the colours in each band, and a small tile of a photo (a
    /// piece in hand) looks the same with 64 colours as with 256, at a
    /// third of the bytes; a large one (80,000 pixels and more) gets all
    /// 256. In between, 320 pixels a colour rather than 160 took a photo's
    /// drag step in xterm (the piece, its copy and where they were, one
    /// image) from 69 to 51 KB, at 1.6 dB less PSNR (128 colours against
    /// 228 for a 36,000-pixel plasma, `convert -colors`).
    public var pixelsPerColour: Int
    public var minColours: Int

    public init(maxColours: Int = 256, pixelsPerColour: Int = 320, minColours: Int = 64) {
        self.maxColours = max(1, min(256, maxColours))
        self.pixelsPerColour = max(1, pixelsPerColour)
        self.minColours = max(1, min(self.maxColours, minColours))
    }

    /// The colours a median cut keeps for an image of `pixels` pixels.
    public func colours(forPixels pixels: Int) -> Int {
        max(minColours, min(maxColours, pixels / pixelsPerColour))
    }

    /// `opaquePixels`, when known, sizes the palette (see `colours`) rather
    /// than the whole image: an image mostly transparent gets the colours
    /// its pixels need.
    public func encode(rgba: [UInt8], width: Int, height: Int, opaquePixels: Int? = nil) -> [UInt8] {
        var out: [UInt8] = []
        rgba.withUnsafeBufferPointer { encode(rgba: $0, width: width, height: height, opaquePixels: opaquePixels, into: &out) }
        return out
    }

    /// Appends the image to `out`.
    public func encode(rgba: UnsafeBufferPointer<UInt8>, width: Int, height: Int, opaquePixels: Int? = nil,
                       into out: inout [UInt8]) {
        precondition(width >= 0 && height >= 0 && rgba.count >= width * height * 4, "pixel buffer does not match the size")
        let palette = SixelPalette(rgba: rgba, count: width * height, exactUpTo: maxColours,
                                   cutTo: colours(forPixels: opaquePixels ?? width * height))
        out.append(contentsOf: [0x1B, 0x50, 0x30, 0x3B, 0x31, 0x3B, 0x30, 0x71]) // ESC P 0;1;0 q
        out.append(contentsOf: [0x22, 0x31, 0x3B, 0x31, 0x3B])                     // "1;1;
        Self.decimal(width, into: &out)
        out.append(0x3B)
        Self.decimal(height, into: &out)
        for (i, c) in palette.colours.enumerated() {
            out.append(0x23) // #
            Self.decimal(i, into: &out)
            out.append(contentsOf: [0x3B, 0x32]) // ;2
            for shift in [16, 8, 0] {
                out.append(0x3B)
                Self.decimal(Self.percent(UInt8((c >> UInt32(shift)) & 0xFF)), into: &out)
            }
        }
        if width > 0 && height > 0 {
            palette.indices.withUnsafeBufferPointer { idx in
                Self.bands(idx, width: width, height: height, colours: palette.colours.count, into: &out)
            }
        }
        out.append(contentsOf: [0x1B, 0x5C]) // ESC \
    }

    /// A channel in the percent a sixel colour register takes, rounded.
    static func percent(_ v: UInt8) -> Int { (Int(v) * 100 + 127) / 255 }

    private static func bands(_ idx: UnsafeBufferPointer<Int16>, width: Int, height: Int, colours: Int,
                              into out: inout [UInt8]) {
        // Per colour met in the band: its row in `bits` (a sixel's six bits
        // a column) and the first and last columns it sets.
        var slotOf = [Int](repeating: -1, count: colours)
        var used: [Int] = []
        var first: [Int] = []
        var last: [Int] = []
        var bits: [UInt8] = []
        let bandCount = (height + 5) / 6
        for band in 0..<bandCount {
            let top = band * 6
            let rows = min(6, height - top)
            for c in used { slotOf[c] = -1 }
            used.removeAll(keepingCapacity: true)
            first.removeAll(keepingCapacity: true)
            last.removeAll(keepingCapacity: true)
            for r in 0..<rows {
                let base = (top + r) * width
                let bit = UInt8(1) << UInt8(r)
                for x in 0..<width {
                    let c = Int(idx[base + x])
                    if c < 0 { continue }
                    var s = slotOf[c]
                    if s < 0 {
                        s = used.count
                        slotOf[c] = s
                        used.append(c)
                        first.append(x)
                        last.append(x)
                        let need = (s + 1) * width
                        if bits.count < need { bits.append(contentsOf: repeatElement(0, count: need - bits.count)) }
                        for i in (s * width)..<need { bits[i] = 0 }
                    } else {
                        if x < first[s] { first[s] = x }
                        if x > last[s] { last[s] = x }
                    }
                    bits[s * width + x] |= bit
                }
            }
            for (s, c) in used.enumerated() {
                if s > 0 { out.append(0x24) } // $
                out.append(0x23)
                Self.decimal(c, into: &out)
                if first[s] > 0 { Self.run(0x3F, count: first[s], into: &out) }
                var x = first[s]
                let end = last[s]
                let row = s * width
                while x <= end {
                    let v = bits[row + x]
                    var n = 1
                    while x + n <= end && bits[row + x + n] == v { n += 1 }
                    Self.run(0x3F + v, count: n, into: &out)
                    x += n
                }
            }
            if band + 1 < bandCount { out.append(0x2D) } // -
        }
    }

    /// `n` in decimal digits.
    static func decimal(_ n: Int, into out: inout [UInt8]) {
        if n >= 10 { decimal(n / 10, into: &out) }
        out.append(0x30 + UInt8(n % 10))
    }

    /// A sixel character `count` times: `!n c` from four on.
    static func run(_ c: UInt8, count: Int, into out: inout [UInt8]) {
        if count >= 4 {
            out.append(0x21)
            decimal(count, into: &out)
            out.append(c)
        } else {
            for _ in 0..<count { out.append(c) }
        }
    }
}
