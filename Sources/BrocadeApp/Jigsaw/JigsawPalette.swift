import BrocadeCore
import BrocadeTUI

/// The jigsaw's styles at the terminal's colour depth. Every style on the
/// board carries the dark ground as its background, and a colour of its
/// own in front: a terminal's default colours (black on white in a plain
/// xterm) would otherwise show as white holes, or as black text on the
/// black ground. Without colour, states differ by attribute and glyph.
struct JigsawPalette {
    /// The empty canvas around and under the board.
    var ground: CellStyle
    /// Where pieces with tabs lie (an empty cell, a tray slot, behind the
    /// piece in hand): lighter than the ground, so that a piece's dark
    /// pixels show its shape against it.
    var felt: CellStyle
    /// The faint lines between empty cells.
    var grid: CellStyle
    /// An empty cell's number.
    var number: CellStyle
    var frame: CellStyle
    var mirrorLine: CellStyle
    /// The outline of the piece in hand, and the corners of the free cell it would drop into.
    var outline: CellStyle
    /// The shadow a lifted piece casts down and to the right, so that it
    /// looks held above the board (nil: no colour to draw it in).
    var shadow: CellStyle?
    var target: CellStyle
    /// A taken cell under the piece in hand: red, or reversed without colour.
    var occupied: CellStyle
    /// A placed piece picked by a click.
    var selected: CellStyle
    /// The keyboard's cursor on the board.
    var cursor: CellStyle

    /// `style` over the felt instead of the ground.
    func onFelt(_ style: CellStyle) -> CellStyle {
        var s = style
        s.background = felt.background
        return s
    }

    init(_ t: Theme) {
        switch t.depth {
        case .none:
            ground = .plain
            felt = .plain
            grid = CellStyle(attributes: [.dim])
            number = .plain
            frame = .plain
            mirrorLine = CellStyle(attributes: [.dim])
            outline = CellStyle(attributes: [.bold])
            shadow = nil
            target = CellStyle(attributes: [.bold])
            occupied = CellStyle(attributes: [.bold, .reverse])
            selected = CellStyle(attributes: [.bold, .underline])
            cursor = CellStyle(attributes: [.bold, .reverse])
        case .ansi8, .ansi16:
            let g = Color.black
            ground = CellStyle(foreground: .white, background: g)
            felt = CellStyle(foreground: .white, background: t.depth == .ansi16 ? .brightBlack : .blue)
            // Blue is the faintest colour that still shows on black.
            grid = CellStyle(foreground: .blue, background: g)
            number = CellStyle(foreground: .white, background: g)
            frame = CellStyle(foreground: .yellow, background: g)
            mirrorLine = CellStyle(foreground: .yellow, background: g)
            outline = CellStyle(foreground: .white, background: g, attributes: [.bold])
            // Black is the ground already: the shadow is the felt's colour, which reads as a darker layer.
            shadow = CellStyle(foreground: .white, background: t.depth == .ansi16 ? .brightBlack : .blue)
            target = CellStyle(foreground: .yellow, background: g, attributes: [.bold])
            occupied = CellStyle(foreground: .red, background: g, attributes: [.bold])
            selected = CellStyle(foreground: .yellow, background: g, attributes: [.bold])
            cursor = CellStyle(foreground: t.depth == .ansi16 ? .brightWhite : .white, background: g, attributes: [.bold])
        case .palette256, .direct:
            let g = t.ground
            ground = CellStyle(foreground: t.brocade[2], background: g)
            felt = CellStyle(foreground: t.brocade[2], background: .rgb(66, 54, 60))
            grid = CellStyle(foreground: .rgb(84, 66, 72), background: g)
            number = CellStyle(foreground: .rgb(170, 160, 150), background: g)
            frame = CellStyle(foreground: t.brocade[1], background: g)
            mirrorLine = CellStyle(foreground: t.brocade[1], background: g)
            outline = CellStyle(foreground: t.brocade[2], background: g, attributes: [.bold])
            shadow = CellStyle(foreground: t.brocade[2], background: .rgb(8, 5, 6))
            target = CellStyle(foreground: t.brocade[1], background: g, attributes: [.bold])
            occupied = CellStyle(foreground: t.warning.foreground, background: g, attributes: [.bold])
            selected = CellStyle(foreground: t.brocade[1], background: g, attributes: [.bold])
            cursor = CellStyle(foreground: .rgb(240, 232, 220), background: g, attributes: [.bold])
        }
    }
}

/// The glyphs of the board's frame and grid.
struct JigsawGlyphs {
    var horizontal: Character
    var vertical: Character
    var topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character
    /// Where the mirror line or a side meets a horizontal edge.
    var teeDown: Character, teeUp: Character
    var gridHorizontal: Character, gridVertical: Character, gridCross: Character
    var mirror: Character
    var squareTopLeft: Character, squareTopRight: Character, squareBottomLeft: Character, squareBottomRight: Character

    init(unicode: Bool) {
        // Each glyph beside its ASCII stand-in.
        (horizontal, vertical) = unicode ? ("─", "│") : ("-", "|")
        (topLeft, topRight, bottomLeft, bottomRight) = unicode ? ("╭", "╮", "╰", "╯") : ("+", "+", "+", "+")
        (teeDown, teeUp) = unicode ? ("┬", "┴") : ("+", "+")
        (gridHorizontal, gridVertical, gridCross) = unicode ? ("╌", "╎", "┼") : ("-", ":", "+")
        mirror = unicode ? "┊" : "|"
        (squareTopLeft, squareTopRight, squareBottomLeft, squareBottomRight) = unicode ? ("┌", "┐", "└", "┘") : ("+", "+", "+", "+")
    }
}
