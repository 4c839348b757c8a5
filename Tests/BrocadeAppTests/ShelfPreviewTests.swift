import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// The shelf's preview of a game is its board as it stands, so that two
/// games of one kind look apart.
@Suite struct ShelfPreviewTests {
    static let context = AppContext(theme: Theme(depth: .palette256), glyphs: Glyphs(unicode: true), options: AppOptions(seed: 1))
    /// The preview's room at 80x24.
    static let room = Size(width: 33, height: 17)

    @Test func theBoardShrinksToFitAndGivesUpWhenNoTileFits() throws {
        let four = try #require(TileGridLayout.compact(size: Self.room, n: 4))
        #expect(four.tile == Size(width: 4, height: 2) && four.gap == Offset(dx: 2, dy: 1))
        #expect(four.board.size == Size(width: 26, height: 13))
        // 8x8 at 80x24: one row a tile, and the narrow gaps across.
        let eight = try #require(TileGridLayout.compact(size: Self.room, n: 8))
        #expect(eight.tile == Size(width: 2, height: 1) && eight.gap == Offset(dx: 1, dy: 1))
        #expect(eight.board.width <= Self.room.width && eight.board.height <= Self.room.height)
        #expect(TileGridLayout.compact(size: Size(width: 16, height: 16), n: 8) == nil)
        // At 200x60 a thumbnail, not a board as large as the game's.
        #expect(TileGridLayout.compact(size: Size(width: 130, height: 53), n: 4)?.tile == Size(width: 8, height: 4))
    }

    @Test func a2048PreviewShowsEachTileInItsCell() throws {
        let game = Game2048(rows: "2 . . ./. 4 . ./. . 128 ./. . . 2048")
        let mode = try Game2048Mode(params: Game2048Mode.Params(size: 4, target: 2048))
        let c = try #require(mode.preview(game, size: Self.room, context: Self.context))
        let l = try #require(TileGridLayout.compact(size: Self.room, n: 4))
        #expect(c.size == l.board.size)
        for (i, v) in game.cells.enumerated() {
            let r = l.cell(i, size: 4)
            let shown = (r.minY..<r.maxY).map { String(Array(c.rowText($0))[r.minX..<r.maxX]) }.joined()
            #expect(v == 0 ? shown.trimmingCharacters(in: .whitespaces).isEmpty : shown.contains(String(v)), "cell \(i): \(shown)")
        }
    }

    @Test(arguments: [3, 8]) func aNumberedSlidePreviewShowsEachTileInItsCell(n: Int) throws {
        let rules = SlidingRules.shuffled(size: n, level: .norm, seed: 5)
        let mode = try SlideMode(params: SlideMode.Params(size: n, level: .norm, picture: nil), provider: nil, arrows: .tile)
        let c = try #require(mode.preview(rules, size: Self.room, context: Self.context))
        let l = try #require(TileGridLayout.compact(size: Self.room, n: n))
        for (i, tile) in rules.tiles.enumerated() {
            let r = l.cell(i, size: n)
            let shown = String(Array(c.rowText(r.minY + (r.height - 1) / 2))[r.minX..<r.maxX]).trimmingCharacters(in: .whitespaces)
            #expect(shown == (tile == 0 ? "" : String(tile)), "cell \(i)")
        }
    }

    /// A picture's slices side by side, each in the cell where it lies, the
    /// picture as large as the room lets it be (8x8 as 3x3: an 8x8 board's
    /// 2x1 slices between gaps left a quarter of it), the gap bare ground.
    @Test(arguments: [3, 8]) func aPictureSlidePreviewShowsEachTilesSliceInItsCell(n: Int) throws {
        let pictures = LetterPictures()
        var tiles = Array(1..<(n * n)) + [0]
        tiles.swapAt(0, 1)
        tiles.swapAt(n * n - 2, n * n - 1)
        let rules = SlidingRules(size: n, level: .norm, tiles: tiles)
        let mode = try SlideMode(params: SlideMode.Params(size: n, level: .norm, picture: pictures.picture), provider: pictures, arrows: .tile)
        let c = try #require(mode.preview(rules, size: Self.room, context: Self.context))
        let fit = try #require(PicturePreview.fit(columns: n, rows: n, in: Self.room))
        #expect(c.size == Size(width: fit.width + 1, height: fit.height + 1))
        #expect(fit.width >= Self.room.width - 2 || fit.height >= Self.room.height - 1, "\(fit) in \(Self.room)")
        let whole = SymmetricPicture.render(pictures.picture, provider: pictures, size: fit, context: Self.context)
        for (i, tile) in rules.tiles.enumerated() where tile != 0 {
            let home = PicturePreview.cell((tile - 1) % n, (tile - 1) / n, columns: n, rows: n, size: fit)
            let here = PicturePreview.cell(i % n, i / n, columns: n, rows: n, size: fit)
            if home.size == here.size {
                #expect(c.cropped(to: here).text == whole.cropped(to: home).text, "cell \(i) shows tile \(tile)")
            }
        }
        let empty = c.cropped(to: PicturePreview.cell((n * n - 2) % n, (n * n - 2) / n, columns: n, rows: n, size: fit)).text
        #expect(!empty.contains { $0.isLetter }, "the empty cell shows no picture")
    }

    @Test func aJigsawsPreviewShowsThePiecesWhereTheyLie() throws {
        let pictures = FakePictures()
        let s = GameScreen(picture: pictures.pictures[0], provider: pictures, variant: .mirror, columns: 2, rows: 2, lock: false,
                           seed: 1, animate: false)
        let context = AppContext(theme: Theme(depth: .palette256), glyphs: Glyphs(unicode: true), options: AppOptions(seed: 1))
        let size = Size(width: 40, height: 20)
        let empty = try #require(s.mode.preview(s.rules, size: size, context: context))
        // 4 pieces across (two a half), 2 rows, square: the picture 36x9
        // cells, pieces of 9 cells across, and the rulers a row below and a column right.
        #expect(empty.size == Size(width: 37, height: 10))
        #expect(!empty.text.contains("L") && !empty.text.contains("R"), "an empty board shows no picture")
        // Piece 0 (the left half's top-left) dropped in cell 1: its part of
        // the picture there, and its mirror image in cell 1's twin.
        let placed = try #require(s.rules.applying(.place(piece: 0, cell: 1)))
        let c = try #require(s.mode.preview(placed, size: size, context: context))
        func cells(_ y: Int, _ xs: Range<Int>) -> String { String(Array(c.rowText(y))[xs]) }
        for y in 0..<4 {
            #expect(cells(y, 9..<18) == String(repeating: "L", count: 9), "row \(y)")
            #expect(cells(y, 18..<27) == String(repeating: "R", count: 9), "row \(y)")
            #expect(!(cells(y, 0..<9) + cells(y, 27..<36)).contains { $0 == "L" || $0 == "R" }, "row \(y)")
        }
        for y in 4..<9 { #expect(!c.rowText(y).contains { $0 == "L" || $0 == "R" }, "row \(y)") }
        // The cut: a mark under each piece's last cell, the mirror line's ┊.
        #expect(c.rowText(9) == "────────┴────────┊─────────┴────────┘")
        #expect((0..<9).map { Array(c.rowText($0))[36] } == ["│", "│", "│", "┤", "│", "│", "│", "│", "│"])
    }

    /// A game of many pieces has a preview as large as one of few: a 10x10
    /// mirror jigsaw's at 80x24 was none at all (pieces of a whole number of
    /// cells did not fit); now its picture has at least the cells a 3x3
    /// game's has (but for the shapes' difference), every one of them in view.
    @Test func aJigsawOfManyPiecesHasAPreviewAsLargeAsOneOfFew() throws {
        let pictures = FakePictures()
        func picture(_ columns: Int) throws -> Int {
            let s = GameScreen(picture: pictures.pictures[0], provider: pictures, variant: .mirror, columns: columns, rows: nil, lock: false,
                               seed: 1, animate: false)
            var rules = s.rules
            for piece in 0..<rules.count { rules = try #require(rules.applying(.place(piece: piece, cell: piece))) }
            let c = try #require(s.mode.preview(rules, size: Self.room, context: Self.context), "no preview for \(columns) across")
            let letters = c.text.filter { $0 == "L" || $0 == "R" }.count
            #expect(letters == (c.size.width - 1) * (c.size.height - 1), "the whole picture, no line over it")
            return letters
        }
        // The shapes differ a little (13 rows for 10 across, 4 for 3).
        let three = try picture(3), ten = try picture(10)
        #expect(5 * ten >= 4 * three, "10x10: \(ten) cells of picture, 3x3: \(three)")
    }

    /// One way to say a jigsaw's size: Continue's line, the scores and the
    /// panel's Across all count the mirror jigsaw's pieces across one half
    /// (the line said "4x2" for a game of 2 across), the classic's across the board.
    @Test(arguments: [JigsawMode.Variant.mirror, .classic])
    func aJigsawsSizeIsSaidOneWay(variant: JigsawMode.Variant) throws {
        let pictures = FakePictures()
        let s = GameScreen(picture: pictures.pictures[0], provider: pictures, variant: variant, columns: 2, rows: 2, lock: false,
                           seed: 1, animate: false)
        let size = try #require(s.mode.scoreParameters(s.rules)["size"])
        #expect(size == (variant == .mirror ? "2x2" : "\(s.rules.columns)x2"))
        #expect(s.mode.shelfLine(s.rules).contains(" · \(size) · "), "\(s.mode.shelfLine(s.rules))")
    }
}
