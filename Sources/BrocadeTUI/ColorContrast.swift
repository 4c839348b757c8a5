#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Contrast as WCAG measures it, and colours as a terminal shows them.
public enum ColorContrast {
    /// The relative luminance of an sRGB colour, 0 (black) to 1 (white).
    public static func luminance(_ c: (UInt8, UInt8, UInt8)) -> Double {
        func channel(_ v: UInt8) -> Double {
            let x = Double(v) / 255
            return x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(c.0) + 0.7152 * channel(c.1) + 0.0722 * channel(c.2)
    }

    /// The contrast ratio of two colours, 1 to 21.
    public static func ratio(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// Whether a background is dark: white letters read on it better than black.
    public static func isDark(_ color: Color) -> Bool {
        guard let c = rgb(color, depth: .direct) else { return false }
        return ratio(c, (255, 255, 255)) >= ratio(c, (0, 0, 0))
    }

    /// The colour a terminal shows for `color` at `depth` (xterm's palette),
    /// bold making the first eight colours bright as xterm does; nil for
    /// the terminal's default or no colour.
    public static func rgb(_ color: Color, depth: ColorDepth, bold: Bool = false) -> (UInt8, UInt8, UInt8)? {
        guard let index = ColorMath.paletteIndex(color, depth: depth) else { return nil }
        if depth == .direct {
            if case .rgb(let r, let g, let b) = color { return (r, g, b) }
            if case .palette(let i) = color { return ColorMath.rgb(ofPalette: bold && i < 8 ? i + 8 : i) }
            return nil
        }
        let i = UInt8(index)
        return ColorMath.rgb(ofPalette: bold && i < 8 ? i + 8 : i)
    }
}
