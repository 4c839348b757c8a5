/// Letters drawn as pixels, for the few words that lie on an image carried
/// over pictures: the "taken" on the outline of a piece held over a taken
/// cell. As text, kitty would cut that image and every picture under the
/// word into rectangles, placed anew at each step of a drag; as pixels, the
/// image only moves. There is no font here, so each letter is drawn by
/// hand on a grid of 8x16 dots a cell (a wide character: 16x16 over its
/// two cells), the shape of a terminal's own bitmap fonts, scaled by whole
/// dots to the terminal's cell and centred in it. A word with a letter not
/// here stays text (`LetterPixels.covers`), as it always was.
public enum LetterPixels {
    /// Dots a cell across and down.
    static let unit = Size(width: 8, height: 16)

    /// The letter's dots, a row a string (`#` set), `unit.height` rows of
    /// `unit.width` a cell it takes. The Latin letters sit on row 12; the
    /// Chinese fill the square.
    static let glyphs: [Character: [String]] = [
        "t": ["........", "........", "........", "..#.....", "..#.....", "######..", "..#.....", "..#.....",
              "..#.....", "..#.....", "..#..#..", "...##...", "........", "........", "........", "........"],
        "a": ["........", "........", "........", "........", "........", ".####...", ".....#..", ".#####..",
              "#....#..", "#....#..", "#...##..", ".###.#..", "........", "........", "........", "........"],
        "k": ["........", "........", "#.......", "#.......", "#.......", "#...#...", "#..#....", "#.#.....",
              "##......", "#.#.....", "#..#....", "#...#...", "........", "........", "........", "........"],
        "e": ["........", "........", "........", "........", "........", ".####...", "#....#..", "#....#..",
              "######..", "#.......", "#....#..", ".####...", "........", "........", "........", "........"],
        "n": ["........", "........", "........", "........", "........", "#.###...", "##...#..", "#....#..",
              "#....#..", "#....#..", "#....#..", "#....#..", "........", "........", "........", "........"],
        // 已: the top stroke turning down, the middle one back, and the
        // left one from above the middle down into the hook.
        "已": ["................", "................", ".############...", "............#...", "............#...",
               "..#.........#...", "..#.........#...", "..###########...", "..#.............", "..#.............",
               "..#.............", "..#...........#.", "..#...........#.", "...############.", "................",
               "................"],
        // 占: 卜 over 口.
        "占": ["................", ".......#........", ".......#........", ".......#........", ".......#######..",
               ".......#........", ".......#........", "..###########...", "..#.........#...", "..#.........#...",
               "..#.........#...", "..#.........#...", "..#.........#...", "..###########...", "..#.........#...",
               "................"],
    ]

    /// Whether every letter of `text` can be drawn (blanks can).
    public static func covers(_ text: String) -> Bool {
        text.allSatisfy { $0 == " " || $0 == "\u{A0}" || glyphs[$0] != nil }
    }

    /// How many dots make a pixel in a cell of `px` pixels: whole dots, so
    /// that every stroke is as thick as every other; nil for a cell smaller
    /// than a dot each (the letter stays text there).
    static func scale(for px: Size) -> Int? {
        let s = min(px.width / unit.width, px.height / unit.height)
        return s >= 1 ? s : nil
    }

    /// Draws `c`, `cells` cells wide, at (x0, y0) of a `width`-pixel-wide
    /// RGBA buffer whose cells are `px`, in `colour`; `bold` doubles each
    /// dot to its right, as terminals embolden bitmap fonts. False (and
    /// nothing drawn) for a letter it has not, or a cell too small.
    static func draw(_ c: Character, cells: Int, into rgba: inout [UInt8], width: Int, at x0: Int, _ y0: Int, cell px: Size,
                     colour: (UInt8, UInt8, UInt8), bold: Bool) -> Bool {
        guard let rows = glyphs[c], let s = scale(for: px), rows.first?.count == unit.width * cells else { return false }
        let boxW = px.width * cells
        let left = x0 + (boxW - unit.width * cells * s) / 2, top = y0 + (px.height - unit.height * s) / 2
        func set(_ x: Int, _ y: Int) {
            guard x >= x0, x < x0 + boxW else { return }
            let i = (y * width + x) * 4
            rgba[i] = colour.0
            rgba[i + 1] = colour.1
            rgba[i + 2] = colour.2
            rgba[i + 3] = 255
        }
        for (j, row) in rows.enumerated() {
            for (i, dot) in row.enumerated() where dot == "#" {
                for dy in 0..<s {
                    for dx in 0..<(s + (bold ? 1 : 0)) { set(left + i * s + dx, top + j * s + dy) }
                }
            }
        }
        return true
    }
}
