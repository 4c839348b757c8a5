import Testing
@testable import BrocadeTUI

/// The few words drawn as pixels on an image: every language's "taken" has
/// all its letters, a wide letter fills its two cells, and a cell too small
/// for the letters leaves the word as text.
@Suite struct LetterPixelsTests {
    static let red = CellStyle(foreground: .rgb(240, 90, 80), background: .rgb(32, 22, 26), attributes: .bold)

    /// `text` written on a blank canvas in `cell`-pixel cells and flattened.
    func flattened(_ text: String, cell: Size) -> Canvas {
        var c = Canvas(size: Size(width: 10, height: 1), cellPixels: cell)
        c.fill(c.bounds, style: Self.red)
        c.text(text, at: .zero, style: Self.red)
        c.flatten(c.bounds, layersFrom: c.images.count) { _ in true }
        return c
    }

    /// How many pixels of cell `x` are in the letters' colour.
    func inked(_ c: Canvas, _ x: Int) -> Int {
        guard let layer = c.images.last, let px = c.cellPixels else { return 0 }
        var n = 0
        for y in 0..<px.height {
            for i in 0..<px.width {
                let o = (y * layer.source.width + x * px.width + i) * 4
                if Array(layer.source.rgba[o..<(o + 3)]) == [240, 90, 80] { n += 1 }
            }
        }
        return n
    }

    @Test func everyLanguageHasTheLettersOfTaken() {
        #expect(LetterPixels.covers(" taken "))
        for (language, catalogue) in Catalogue.shipped {
            let word = catalogue.messages["taken"] ?? "taken"
            #expect(LetterPixels.covers(" \(word) "), "\(language): \(word)")
        }
        #expect(!LetterPixels.covers("tak3n"))
    }

    @Test func aWordBecomesPixelsInItsCells() {
        let c = flattened(" taken", cell: Size(width: 9, height: 20))
        #expect(c.images.count == 1)
        for x in 0..<10 { #expect(c.image(0, showsAt: x, 0)) }
        #expect(inked(c, 0) == 0)
        // Each letter drawn, bold: a dot and the one to its right.
        for x in 1...5 { #expect(inked(c, x) >= 12, "letter \(x): \(inked(c, x)) pixels") }
    }

    @Test func aWideLetterFillsItsTwoCells() {
        let c = flattened("已占", cell: Size(width: 9, height: 20))
        for x in 0..<10 { #expect(c.image(0, showsAt: x, 0)) }
        for x in 0..<4 { #expect(inked(c, x) >= 4, "cell \(x): \(inked(c, x)) pixels") }
    }

    @Test func inCellsTooSmallTheWordStaysText() {
        let c = flattened(" taken", cell: Size(width: 7, height: 14))
        #expect(c.rowText(0).hasPrefix(" taken"))
        #expect(!c.image(0, showsAt: 1, 0) && c.image(0, showsAt: 0, 0))
        // A letter it has not, likewise.
        let other = flattened("x", cell: Size(width: 9, height: 20))
        #expect(!other.image(0, showsAt: 0, 0) && other.image(0, showsAt: 1, 0))
    }

    @Test func largerCellsGetWholeDotsScaled() {
        #expect(LetterPixels.scale(for: Size(width: 9, height: 20)) == 1)
        #expect(LetterPixels.scale(for: Size(width: 16, height: 32)) == 2)
        #expect(LetterPixels.scale(for: Size(width: 7, height: 14)) == nil)
    }
}
