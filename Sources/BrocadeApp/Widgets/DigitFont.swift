import BrocadeCore
import BrocadeTUI

/// Digits drawn three pixels wide and five tall, for 2048's tiles on large
/// terminals. A cell is about twice as tall as it is wide, so a pixel of two
/// columns by one row is square and a digit of them has a digit's
/// proportions; where that is too wide, one column by one row still reads.
enum DigitFont {
    /// Columns and rows of one pixel.
    struct Scale: Equatable {
        var columns: Int
        var rows: Int
    }

    /// Largest first.
    static let scales = [Scale(columns: 2, rows: 1), Scale(columns: 1, rows: 1)]

    static let glyphs: [Character: [String]] = [
        "0": ["###", "#.#", "#.#", "#.#", "###"],
        "1": [".#.", "##.", ".#.", ".#.", "###"],
        "2": ["###", "..#", "###", "#..", "###"],
        "3": ["###", "..#", ".##", "..#", "###"],
        "4": ["#.#", "#.#", "###", "..#", "..#"],
        "5": ["###", "#..", "###", "..#", "###"],
        "6": ["###", "#..", "###", "#.#", "###"],
        "7": ["###", "..#", ".#.", ".#.", ".#."],
        "8": ["###", "#.#", "###", "#.#", "###"],
        "9": ["###", "#.#", "###", "..#", "###"],
    ]

    /// The cells `text` takes at `scale`, with one pixel of space between digits.
    static func size(of text: String, scale: Scale) -> Size {
        Size(width: max(0, text.count * 4 - 1) * scale.columns, height: 5 * scale.rows)
    }

    /// The largest scale at which `text` fits in `room`, or nil.
    static func scale(for text: String, in room: Size) -> Scale? {
        scales.first { s in
            let sz = size(of: text, scale: s)
            return sz.width <= room.width && sz.height <= room.height
        }
    }

    /// Draws the digits of `text` with its top-left at `origin`, inked with
    /// full blocks (or # without Unicode) in the style.
    static func draw(_ text: String, at origin: Point, scale: Scale, into canvas: inout Canvas, style: CellStyle,
                     unicode: Bool) {
        let ink: Character = unicode ? "█" : "#"
        for (i, digit) in text.enumerated() {
            guard let rows = glyphs[digit] else { continue }
            let left = origin.x + i * 4 * scale.columns
            for (r, row) in rows.enumerated() {
                for (c, bit) in row.enumerated() where bit == "#" {
                    for dy in 0..<scale.rows {
                        for dx in 0..<scale.columns {
                            canvas.put(ink, at: Point(x: left + c * scale.columns + dx, y: origin.y + r * scale.rows + dy),
                                       style: style)
                        }
                    }
                }
            }
        }
    }
}
