import BrocadeCore
import BrocadeTUI

/// The word BROCADE in five-row block letters, for the menu on large terminals.
enum BannerFont {
    static let height = 5
    static let glyphs: [Character: [String]] = [
        "B": ["####.", "#...#", "####.", "#...#", "####."],
        "R": ["####.", "#...#", "####.", "#..#.", "#...#"],
        "O": [".###.", "#...#", "#...#", "#...#", ".###."],
        "C": [".####", "#....", "#....", "#....", ".####"],
        "A": [".###.", "#...#", "#####", "#...#", "#...#"],
        "D": ["####.", "#...#", "#...#", "#...#", "####."],
        "E": ["#####", "#....", "####.", "#....", "#####"],
    ]

    static func width(of word: String) -> Int { word.count * 6 - 1 }

    /// Draws `word` with its top-left at `origin`; row colours run down `colors`.
    static func draw(_ word: String, at origin: Point, into canvas: inout Canvas, colors: [Color], unicode: Bool, attributes: TextAttributes) {
        let ink: Character = unicode ? "█" : "#"
        for (i, letter) in word.enumerated() {
            guard let rows = glyphs[letter] else { continue }
            for (r, row) in rows.enumerated() {
                let style = CellStyle(foreground: colors[r % colors.count], attributes: attributes)
                for (c, bit) in row.enumerated() where bit == "#" {
                    canvas.put(ink, at: Point(x: origin.x + i * 6 + c, y: origin.y + r), style: style)
                }
            }
        }
    }
}
