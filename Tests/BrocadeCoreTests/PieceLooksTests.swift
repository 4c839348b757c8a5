import Foundation
import Testing
@testable import BrocadeCore
import BrocadeTUI

/// Any piece that looks right is right: a piece counts in any cell whose
/// own piece looks as it does there (pixels after its turn, and with tabs
/// its shape), so alike cells can be filled crosswise.
@Suite struct PieceLooksTests {
    /// A picture of `columns` x `rows` pieces of `side` pixels, each pixel's
    /// colour from its cell and its place in the cell.
    static func picture(columns: Int, rows: Int, side: Int = 4,
                        _ color: (_ cell: Int, _ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8)) -> PixelImage {
        var rgba: [UInt8] = []
        for y in 0..<(rows * side) {
            for x in 0..<(columns * side) {
                let c = color((y / side) * columns + x / side, x % side, y % side)
                rgba += [c.0, c.1, c.2, 255]
            }
        }
        return PixelImage(width: columns * side, height: rows * side, rgba: rgba)
    }

    static let red: (UInt8, UInt8, UInt8) = (200, 0, 0), blue: (UInt8, UInt8, UInt8) = (0, 0, 200)

    /// Three cells: plain red, blue, plain red.
    static let redBlueRed = picture(columns: 3, rows: 1) { cell, _, _ in cell == 1 ? blue : red }

    @Test func aPieceCountsInACellThatLooksTheSame() throws {
        let looks = PieceLooks(picture: Self.redBlueRed, columns: 3, rows: 1)
        #expect(looks.uprightLooks == 2)
        var r = JigsawRules(columns: 3, rows: 1, seed: 1).withLooks(looks)
        r = try #require(r.applying(.place(piece: 0, cell: 2)))
        #expect(r.isHome(0) && r.placedCorrectly == 1)
        // The blue piece does not look like a red cell.
        r = try #require(r.applying(.place(piece: 1, cell: 0)))
        #expect(!r.isHome(1) && r.placedCorrectly == 1 && r.status == .playing)
        // Crosswise, the red pieces finish the picture.
        r = try #require(r.applying(.place(piece: 1, cell: 1)))
        r = try #require(r.applying(.place(piece: 2, cell: 0)))
        #expect(r.placedCorrectly == 3 && r.status == .won)
    }

    @Test func withoutLooksOnlyTheOwnCellCounts() throws {
        var r = JigsawRules(columns: 3, rows: 1, seed: 1)
        #expect(r.looks == nil)
        r = try #require(r.applying(.place(piece: 0, cell: 2)))
        r = try #require(r.applying(.place(piece: 2, cell: 0)))
        r = try #require(r.applying(.place(piece: 1, cell: 1)))
        #expect(!r.isHome(0) && !r.isHome(2) && r.placedCorrectly == 1 && r.status == .playing)
        // The looks are not saved: a state read back has none until its mode gives them.
        let alike = r.withLooks(PieceLooks(picture: Self.redBlueRed, columns: 3, rows: 1))
        #expect(alike.status == .won)
        let back = try JSONDecoder().decode(JigsawRules.self, from: JSONEncoder().encode(alike))
        #expect(back.looks == nil && back == r)
        #expect(!String(decoding: try JSONEncoder().encode(alike), as: UTF8.self).contains("looks"))
    }

    @Test func aTurnedPieceCountsOnlyWhereItsTurnedPixelsMatch() throws {
        // Cell 0: dark top and bottom rows, light between, the same turned
        // half way round but not a quarter. Cell 1: dark on the left only.
        let img = Self.picture(columns: 2, rows: 1) { cell, x, y in
            (cell == 0 ? (y == 0 || y == 3) : x == 0) ? Self.blue : Self.red
        }
        let looks = PieceLooks(picture: img, columns: 2, rows: 1)
        for t in 0..<4 {
            #expect(looks.looks(0, turned: t, like: 0) == (t % 2 == 0), "symmetric piece, \(t) turns")
            #expect(looks.looks(1, turned: t, like: 1) == (t == 0), "lopsided piece, \(t) turns")
        }
        // The rules follow the piece's turn.
        var r = JigsawRules(columns: 2, rows: 1, seed: 5, rotates: true).withLooks(looks)
        r = try #require(r.applying(.place(piece: 0, cell: 0)))
        func turned(_ piece: Int, to t: Int) throws {
            if r.turns[piece] != t { r = try #require(r.applying(.turn(piece: piece, by: t - r.turns[piece]))) }
        }
        try turned(0, to: 2)
        #expect(r.isHome(0))
        try turned(0, to: 1)
        #expect(!r.isHome(0))
        // Cell 1 turned a quarter clockwise has its dark column on top: cell 0's
        // stripes are not that.
        r = try #require(r.applying(.place(piece: 1, cell: 1)))
        try turned(1, to: 0)
        try turned(0, to: 0)
        #expect(r.status == .won)
    }

    @Test func withTabsALookAlikeNeedsTheSameShape() throws {
        let plain = Self.picture(columns: 3, rows: 1) { _, _, _ in Self.red }
        // Without tabs every plain piece is every other.
        #expect(PieceLooks(picture: plain, columns: 3, rows: 1).uprightLooks == 1)
        // With tabs the end pieces have a flat side where the other's is not.
        let tabs = PieceTabs(columns: 3, rows: 1, seed: 2)
        let looks = PieceLooks(picture: plain, columns: 3, rows: 1, tabs: tabs)
        #expect(!looks.looks(0, turned: 0, like: 2) && !looks.looks(2, turned: 0, like: 0) && looks.looks(0, turned: 0, like: 0))
        var r = JigsawRules(columns: 3, rows: 1, seed: 2, tabs: true).withLooks(looks)
        #expect(r.tabs == tabs)
        r = try #require(r.applying(.place(piece: 0, cell: 2)))
        #expect(!r.isHome(0))

        // On a plain 2x2 board, corner pieces turned to another corner count
        // exactly when their edges, turned, are that corner's: for some seeds
        // they are, for others not.
        let square = Self.picture(columns: 2, rows: 2, side: 12) { _, _, _ in Self.blue }
        var seen: Set<Bool> = []
        for seed in UInt64(1)...24 {
            let t = PieceTabs(columns: 2, rows: 2, seed: seed)
            let l = PieceLooks(picture: square, columns: 2, rows: 2, tabs: t)
            // Piece 0 half way round: its bottom on top, its right on the left.
            let halfWay = t.shape(of: 0, .bottom) == t.shape(of: 3, .top) && t.shape(of: 0, .right) == t.shape(of: 3, .left)
            #expect(l.looks(0, turned: 2, like: 3) == halfWay)
            // Piece 1 a quarter clockwise: its left on top, its bottom on the left.
            let quarter = t.shape(of: 1, .left) == t.shape(of: 3, .top) && t.shape(of: 1, .bottom) == t.shape(of: 3, .left)
            #expect(l.looks(1, turned: 1, like: 3) == quarter)
            #expect(!l.looks(1, turned: 3, like: 3) && !l.looks(0, turned: 0, like: 3))
            seen.insert(halfWay)
        }
        #expect(seen == [true, false])
    }

    @Test func withTabsTheKnobsPixelsCountToo() throws {
        // Two inner pieces of one shape, whose knobs reach down into the
        // cells below; one of those has a mark where the knob lands.
        let tabs = try #require((UInt64(1)...2000).lazy.map { PieceTabs(columns: 4, rows: 3, seed: $0) }.first { t in
            t.shape(of: 5, .bottom) == .knob && PieceTabs.Edge.allCases.allSatisfy { t.shape(of: 5, $0) == t.shape(of: 6, $0) }
        })
        let img = Self.picture(columns: 4, rows: 3, side: 12) { cell, x, y in
            cell == 9 && y == 0 && (4...7).contains(x) ? Self.red : Self.blue
        }
        #expect(PieceLooks(picture: img, columns: 4, rows: 3).looks(5, turned: 0, like: 6))
        let looks = PieceLooks(picture: img, columns: 4, rows: 3, tabs: tabs)
        #expect(!looks.looks(5, turned: 0, like: 6) && !looks.looks(6, turned: 0, like: 5))
        // Without the mark they are alike.
        let plain = Self.picture(columns: 4, rows: 3, side: 12) { _, _, _ in Self.blue }
        #expect(PieceLooks(picture: plain, columns: 4, rows: 3, tabs: tabs).looks(5, turned: 0, like: 6))
    }

    @Test func lockKeepsALookAlike() throws {
        var r = JigsawRules(columns: 3, rows: 1, seed: 1, lockCorrect: true)
            .withLooks(PieceLooks(picture: Self.redBlueRed, columns: 3, rows: 1))
        r = try #require(r.applying(.place(piece: 2, cell: 0)))
        #expect(r.isLocked(2))
        #expect(r.applying(.toTray(piece: 2)) == nil && r.applying(.place(piece: 2, cell: 1)) == nil)
        // A piece that does not look right stays free.
        r = try #require(r.applying(.place(piece: 1, cell: 2)))
        #expect(!r.isLocked(1) && r.applying(.toTray(piece: 1)) != nil)
    }

    @Test func aSessionReadBackGetsItsLooksInEveryState() throws {
        let looks = PieceLooks(picture: Self.redBlueRed, columns: 3, rows: 1)
        var s = GameSession(JigsawRules(columns: 3, rows: 1, seed: 1))
        #expect(s.apply(.place(piece: 0, cell: 2), at: .zero) && s.apply(.place(piece: 2, cell: 0), at: .zero))
        var alike = s.mappingStates { $0.withLooks(looks) }
        #expect(alike.state.placedCorrectly == 2 && alike.moveCount == 2)
        #expect(alike.undo(at: .zero) && alike.state.looks == looks && alike.state.placedCorrectly == 1)
        #expect(alike.undo(at: .zero) && alike.state.looks == looks && alike.start.looks == looks)
        #expect(alike.redo(at: .zero) && alike.state.looks == looks)
    }

    /// The cost of the looks of the largest board: 10 x 10 pieces of 16
    /// pixels (the most the app compares), with tabs, every turn (printed;
    /// a generous bound).
    @Test func looksOfAHundredPiecesAreQuick() {
        // The top four rows plain red, the others each piece its own.
        let img = Self.picture(columns: 10, rows: 10, side: 16) { cell, x, y in
            cell < 50 ? Self.red : (UInt8(x * 7), UInt8(y * 7), UInt8(cell))
        }
        let tabs = PieceTabs(columns: 10, rows: 10, seed: 9)
        let clock = ContinuousClock()
        var looks: PieceLooks?
        let took = clock.measure { looks = PieceLooks(picture: img, columns: 10, rows: 10, tabs: tabs) }
        print("PieceLooks 10x10, 16 px a piece, tabs: \(took)")
        #expect(took < .seconds(5))
        // The plain red pieces (knobs and all) are alike where their shapes are:
        // 24 inner ones have 16 shapes between them.
        #expect(looks.map { $0.uprightLooks > 50 && $0.uprightLooks < 100 } == true)
    }
}
