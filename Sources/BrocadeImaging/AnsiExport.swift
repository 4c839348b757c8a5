import BrocadeCore
import BrocadeTUI

/// A picture as text for a terminal with 24-bit colour, so that `cat FILE`
/// shows it: each line is two pixel rows drawn as upper half blocks (the
/// top pixel the foreground, the bottom one the background). Alpha is not
/// drawn: a design is opaque.
public enum AnsiExport {
    public static let reset = "\u{1B}[0m"
    static let upperHalf = "\u{2580}"

    public static func text(_ image: PixelImage) -> String {
        guard image.width > 0 else { return "" }
        var out = ""
        for y in stride(from: 0, to: image.height, by: 2) {
            let hasBottom = y + 1 < image.height
            // Colours are only said when they change along the line.
            var fg: (UInt8, UInt8, UInt8)?, bg: (UInt8, UInt8, UInt8)?
            for x in 0..<image.width {
                let t = image.pixel(x: x, y: y), top = (t.0, t.1, t.2)
                var codes: [String] = []
                if fg.map({ $0 != top }) ?? true {
                    codes.append("38;2;\(top.0);\(top.1);\(top.2)")
                    fg = top
                }
                if hasBottom {
                    let b = image.pixel(x: x, y: y + 1), bottom = (b.0, b.1, b.2)
                    if bg.map({ $0 != bottom }) ?? true {
                        codes.append("48;2;\(bottom.0);\(bottom.1);\(bottom.2)")
                        bg = bottom
                    }
                }
                if !codes.isEmpty { out += "\u{1B}[" + codes.joined(separator: ";") + "m" }
                out += upperHalf
            }
            // The reset comes before the newline, so no colour runs on past the picture.
            out += reset + "\n"
        }
        return out
    }
}
