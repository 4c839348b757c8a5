import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// The shelf's preview of a jigsaw is the board as it stands, so that two
/// games of one picture look apart.
@Suite struct ShelfPreviewTests {
    @Test func aJigsawsPreviewShowsThePiecesWhereTheyLie() throws {
        let pictures = FakePictures()
        let s = GameScreen(picture: pictures.pictures[0], provider: pictures, variant: .mirror, columns: 2, rows: 2, lock: false,
                           seed: 1, animate: false)
        let context = AppContext(theme: Theme(depth: .palette256), glyphs: Glyphs(unicode: true), options: AppOptions(seed: 1))
        let size = Size(width: 40, height: 20)
        let empty = try #require(s.mode.preview(s.rules, size: size, context: context))
        // 4 pieces across (two a half), 2 rows: pieces of 10x5 cells.
        #expect(empty.size == Size(width: 40, height: 10))
        #expect(!empty.text.contains("L") && !empty.text.contains("R"), "an empty board shows no picture")
        // Piece 0 (the left half's top-left) dropped in cell 1: its part of
        // the picture there, and its mirror image in cell 1's twin.
        let placed = try #require(s.rules.applying(.place(piece: 0, cell: 1)))
        let c = try #require(s.mode.preview(placed, size: size, context: context))
        // Cell 1 spans columns 10-19 and its twin 20-29; the cut lines lie on
        // columns 10, 19 (the mirror) and 30, and on row 5.
        func cells(_ y: Int, _ xs: Range<Int>) -> String { String(Array(c.rowText(y))[xs]) }
        for y in 0..<5 {
            #expect(cells(y, 11..<19) == String(repeating: "L", count: 8), "row \(y)")
            #expect(cells(y, 20..<30) == String(repeating: "R", count: 10), "row \(y)")
            #expect(!(cells(y, 0..<10) + cells(y, 31..<40)).contains { $0 == "L" || $0 == "R" }, "row \(y)")
        }
        for y in 6..<10 { #expect(!c.rowText(y).contains { $0 == "L" || $0 == "R" }, "row \(y)") }
    }
}
