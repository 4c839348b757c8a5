import BrocadeCore
import BrocadeTUI

/// The classic 2048 colours: light tiles with dark digits for 2 and 4, warm
/// oranges up to gold at 2048, dark tiles with light digits beyond. For 8 and
/// 16 colours a hand-made table keeps the digits readable; without colour,
/// brightness turns into attributes.
enum Tile2048Palette {
    static let board = Color.rgb(187, 173, 160)
    static let empty = Color.rgb(205, 193, 180)
    static let dark = Color.rgb(119, 110, 101)
    static let light = Color.rgb(249, 246, 242)

    static let classic: [(Color, Color)] = [
        (.rgb(238, 228, 218), dark),   // 2
        (.rgb(237, 224, 200), dark),   // 4
        (.rgb(242, 177, 121), light),  // 8
        (.rgb(245, 149, 99), light),   // 16
        (.rgb(246, 124, 95), light),   // 32
        (.rgb(246, 94, 59), light),    // 64
        (.rgb(237, 207, 114), light),  // 128
        (.rgb(237, 204, 97), light),   // 256
        (.rgb(237, 200, 80), light),   // 512
        (.rgb(237, 197, 63), light),   // 1024
        (.rgb(237, 194, 46), light),   // 2048
    ]
    static let beyond = (Color.rgb(60, 58, 50), light)

    // Background and digits for terminals with 8 or 16 colours.
    static let basic: [(Color, Color, TextAttributes)] = [
        (.white, .black, []),          // 2
        (.white, .blue, [.bold]),      // 4
        (.yellow, .black, []),         // 8
        (.yellow, .red, [.bold]),      // 16
        (.red, .white, []),            // 32
        (.red, .yellow, [.bold]),      // 64
        (.magenta, .white, []),        // 128
        (.magenta, .yellow, [.bold]),  // 256
        (.cyan, .black, []),           // 512
        (.cyan, .blue, [.bold]),       // 1024
        (.green, .black, [.bold]),     // 2048
    ]

    static func exponent(_ v: Int) -> Int { max(1, v.trailingZeroBitCount) }

    /// The style of a tile's face.
    static func style(for value: Int, depth: ColorDepth) -> CellStyle {
        let e = exponent(value)
        switch depth {
        case .none:
            // Higher values stand out more: plain, bold, then reverse.
            if value >= 2048 { return CellStyle(attributes: [.reverse, .bold]) }
            if value >= 128 { return CellStyle(attributes: [.bold, .underline]) }
            return CellStyle(attributes: value >= 16 ? [.bold] : [])
        case .ansi8, .ansi16:
            if e - 1 < basic.count {
                let (bg, fg, a) = basic[e - 1]
                return CellStyle(foreground: fg, background: bg, attributes: a.union(.bold))
            }
            return CellStyle(foreground: .white, background: .black, attributes: [.bold, .reverse])
        case .palette256, .direct:
            var (bg, fg) = e - 1 < classic.count ? classic[e - 1] : beyond
            // The 4 tile's beige is nearest a pink in the 256-colour cube;
            // its cream is the closer look.
            if depth == .palette256, value == 4 { bg = .palette(230) }
            return CellStyle(foreground: fg, background: bg, attributes: [.bold])
        }
    }

    static func emptyStyle(depth: ColorDepth) -> CellStyle {
        switch depth {
        case .none: return CellStyle(attributes: [.dim])
        // Blue, which no tile uses: a black dot on the terminal's own black
        // left the board invisible in 8 colours.
        case .ansi8, .ansi16: return CellStyle(foreground: .white, background: .blue)
        // The dot a shade darker than the tiles' digits: 3:1 on the empty cell.
        default: return CellStyle(foreground: .rgb(96, 88, 80), background: empty)
        }
    }

    static func boardStyle(depth: ColorDepth) -> CellStyle {
        depth >= .palette256 ? CellStyle(background: board) : .plain
    }

    /// The value as it fits in `width` columns (1048576 becomes 1024k).
    static func label(_ v: Int, width: Int) -> String {
        let s = String(v)
        if s.count <= width { return s }
        if v >= 1024, String(v / 1024).count + 1 <= width { return "\(v / 1024)k" }
        if v >= 1_048_576 { return "\(v / 1_048_576)M" }
        return String(s.prefix(width))
    }
}
