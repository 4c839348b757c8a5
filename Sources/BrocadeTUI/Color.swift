/// A colour as the app asks for it; the terminal layer brings it down to
/// what the terminal can show.
public enum Color: Hashable, Sendable {
    /// The terminal's own foreground or background.
    case `default`
    /// An entry of the xterm 256-colour palette (0–15 are the ANSI colours).
    case palette(UInt8)
    case rgb(UInt8, UInt8, UInt8)

    public static let black = Color.palette(0)
    public static let red = Color.palette(1)
    public static let green = Color.palette(2)
    public static let yellow = Color.palette(3)
    public static let blue = Color.palette(4)
    public static let magenta = Color.palette(5)
    public static let cyan = Color.palette(6)
    public static let white = Color.palette(7)
    public static let brightBlack = Color.palette(8)
    public static let brightRed = Color.palette(9)
    public static let brightGreen = Color.palette(10)
    public static let brightYellow = Color.palette(11)
    public static let brightBlue = Color.palette(12)
    public static let brightWhite = Color.palette(15)
}

/// How many colours the terminal can show.
public enum ColorDepth: Int, Comparable, CaseIterable, Sendable, CustomStringConvertible {
    case none = 0, ansi8 = 8, ansi16 = 16, palette256 = 256, direct = 16_777_216

    public static func < (a: ColorDepth, b: ColorDepth) -> Bool { a.rawValue < b.rawValue }

    /// The depth for a terminal reporting `colors` colours.
    public init(colors: Int) {
        switch colors {
        case ..<8: self = .none
        case 8..<16: self = .ansi8
        case 16..<256: self = .ansi16
        case 256..<16_777_216: self = .palette256
        default: self = .direct
        }
    }

    public var description: String {
        switch self {
        case .none: return "none"
        case .ansi8: return "8"
        case .ansi16: return "16"
        case .palette256: return "256"
        case .direct: return "direct"
        }
    }
}

/// Colour arithmetic for bringing colours down to a palette.
public enum ColorMath {
    /// The RGB value of an xterm palette entry.
    public static func rgb(ofPalette index: UInt8) -> (UInt8, UInt8, UInt8) {
        let i = Int(index)
        if i < 16 { return ansi[i] }
        if i >= 232 {
            let v = UInt8(8 + (i - 232) * 10)
            return (v, v, v)
        }
        let c = i - 16
        return (cubeLevels[c / 36], cubeLevels[(c / 6) % 6], cubeLevels[c % 6])
    }

    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// A colour's red, green and blue; nil for the terminal's own.
    public static func rgbComponents(_ c: Color) -> (UInt8, UInt8, UInt8)? {
        switch c {
        case .rgb(let r, let g, let b): return (r, g, b)
        case .palette(let i): return rgb(ofPalette: i)
        case .default: return nil
        }
    }

    /// xterm's default ANSI colours.
    static let ansi: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
        // Weighted RGB distance: cheap and close enough to perceived difference.
        let dr = Int(a.0) - Int(b.0), dg = Int(a.1) - Int(b.1), db = Int(a.2) - Int(b.2)
        return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }

    /// The nearest of the first `count` palette entries (8 or 16).
    public static func nearestANSI(_ c: (UInt8, UInt8, UInt8), count: Int) -> UInt8 {
        var best = 0, bestD = Int.max
        for i in 0..<count {
            let d = distance(c, ansi[i])
            if d < bestD { best = i; bestD = d }
        }
        return UInt8(best)
    }

    /// The nearest entry of the 6x6x6 cube or the grey ramp (16–255).
    public static func nearest256(_ c: (UInt8, UInt8, UInt8)) -> UInt8 {
        func level(_ v: UInt8) -> Int {
            var best = 0
            for (i, l) in cubeLevels.enumerated() where abs(Int(l) - Int(v)) < abs(Int(cubeLevels[best]) - Int(v)) { best = i }
            return best
        }
        let r = level(c.0), g = level(c.1), b = level(c.2)
        let cube = UInt8(16 + 36 * r + 6 * g + b)
        let avg = (Int(c.0) + Int(c.1) + Int(c.2)) / 3
        let greyIndex = min(23, max(0, (avg - 3) / 10))
        let grey = UInt8(232 + greyIndex)
        return distance(c, rgb(ofPalette: grey)) < distance(c, rgb(ofPalette: cube)) ? grey : cube
    }

    /// `color` as a palette index the given depth can show; nil for the
    /// terminal default or for a terminal without colour.
    public static func paletteIndex(_ color: Color, depth: ColorDepth) -> Int? {
        switch (color, depth) {
        case (.default, _), (_, .none): return nil
        case (.palette(let i), .ansi8): return Int(i < 8 ? i : nearestANSI(rgb(ofPalette: i), count: 8))
        case (.palette(let i), .ansi16): return Int(i < 16 ? i : nearestANSI(rgb(ofPalette: i), count: 16))
        case (.palette(let i), .direct): return i < 8 ? Int(i) : directValue(rgb(ofPalette: i))
        case (.palette(let i), _): return Int(i)
        case (.rgb(let r, let g, let b), .ansi8): return Int(nearestANSI((r, g, b), count: 8))
        case (.rgb(let r, let g, let b), .ansi16): return Int(nearestANSI((r, g, b), count: 16))
        case (.rgb(let r, let g, let b), .palette256): return Int(nearest256((r, g, b)))
        case (.rgb(let r, let g, let b), .direct): return directValue((r, g, b))
        }
    }

    /// A colour as a direct-colour terminfo entry takes it: 0xRRGGBB. Those
    /// entries send values below 8 as the ANSI colours 30–37, whatever the
    /// theme makes of them, so the few blues that low move one step of red up.
    static func directValue(_ c: (UInt8, UInt8, UInt8)) -> Int {
        let v = Int(c.0) << 16 | Int(c.1) << 8 | Int(c.2)
        return v < 8 ? v | 0x01_0000 : v
    }
}
