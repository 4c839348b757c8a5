import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// Half blocks whose every pixel has its own colour, so a turn shows.
final class PixelPictures: PictureProvider {
    var pictures = [PictureInfo(name: "px", file: "px.xpm", title: "Pixels", description: "Every pixel different.")]
    func pixelSize(_ picture: PictureInfo) -> Size? { Size(width: 30, height: 40) }
    func render(_ picture: PictureInfo, cols: Int, rows: Int, depth: ColorDepth, unicode: Bool, mirrored: Bool) -> Canvas? {
        var c = Canvas(size: Size(width: cols, height: rows))
        for y in 0..<rows {
            for x in 0..<cols {
                let px = mirrored ? cols - 1 - x : x
                c[x, y] = Cell("▀", style: CellStyle(foreground: .rgb(UInt8(px * 5 % 256), UInt8(2 * y), 10),
                                                   background: .rgb(UInt8(px * 5 % 256), UInt8(2 * y + 1), 20)))
            }
        }
        return c
    }
}

/// Turned pieces on screen: r and R, a double click and the wheel turn them;
/// a piece and its mirror copy are drawn turned the mirror's way.
@Suite struct JigsawTurnScreenTests {
    @Test func halfBlockPiecesTurnAndComeBack() {
        let p = PixelPictures().render(PixelPictures().pictures[0], cols: 8, rows: 4, depth: .direct, unicode: true, mirrored: false)!
        #expect(PieceTurn.turned(PieceTurn.turned(p, quarterTurns: 1), quarterTurns: -1) == p)
        #expect(PieceTurn.turned(PieceTurn.turned(p, quarterTurns: 2), quarterTurns: 2) == p)
        #expect(PieceTurn.turned(p, quarterTurns: 1) != p)
        // Clockwise: the top-left pixel ends top-right.
        let t = PieceTurn.turned(p, quarterTurns: 1)
        #expect(t[7, 0].style.foreground == p[0, 0].style.foreground)
        // Without colour the two halves still differ: foreground and background.
        var mono = Canvas(size: Size(width: 2, height: 1))
        mono[0, 0] = Cell("▀"); mono[1, 0] = Cell(" ")
        #expect(PieceTurn.turned(PieceTurn.turned(mono, quarterTurns: 1), quarterTurns: 3) == mono)
    }

    @Test func keysTurnThePieceUnderTheCursorOrInHand() throws {
        let (h, s) = jigsawGame(rotate: true)
        let first = s.rules.tray[0]
        let before = s.rules.turns[first]
        h.type("r")
        #expect(s.rules.turns[first] == (before + 1) % 4)
        #expect(s.session.moveCount == 1)
        h.type("R")
        #expect(s.rules.turns[first] == before)
        h.key(.enter) // in hand
        h.type("r")
        #expect(s.hand?.piece == first && s.rules.turns[first] == (before + 1) % 4)
        h.key(.escape)
        h.type("u")
        #expect(s.rules.turns[first] == before)
        // Not in a game without turns.
        let (plain, ps) = jigsawGame()
        plain.type("r")
        #expect(ps.session.moveCount == 0)
    }

    @Test func aPieceCountsOnlyUprightAndTheGameIsWonUpright() throws {
        let (h, s) = jigsawGame(columns: 2, rotate: true)
        let n = s.rules.count
        #expect(n >= 4)
        // Every piece into its own cell, by mouse: its tray slot, then its cell.
        for piece in 0..<n {
            let index = try #require(s.rules.trayPlace(of: piece))
            h.click(s.layout.slots[index].center)
            h.click(s.layout.cellRect(piece).center)
            h.now = h.now + 1000
        }
        #expect(s.rules.board == Array(0..<n).map { Optional($0) })
        let upright = (0..<n).filter { s.rules.turns[$0] == 0 }.count
        #expect(upright < n)
        #expect(h.screen.contains("\(upright)/\(n) placed"))
        #expect(s.rules.status == .playing)
        // A double click turns a piece a quarter clockwise, until each is upright.
        for piece in 0..<n {
            while s.rules.turns[piece] != 0 {
                let k = s.rules.turns[piece]
                h.click(s.layout.cellRect(piece).center)
                h.click(s.layout.cellRect(piece).center)
                #expect(s.rules.turns[piece] == (k + 1) % 4)
                h.now = h.now + 1000
            }
        }
        #expect(s.rules.status == .won)
    }

    @Test func theWheelTurnsThePieceBeingDragged() throws {
        let (h, s) = jigsawGame(rotate: true)
        let l = s.layout, piece = s.rules.tray[0]
        let before = s.rules.turns[piece]
        h.pointer(.press(.primary), l.slots[0].center)
        h.advance(400)
        h.pointer(.move(.primary), l.cellRect(4).center)
        #expect(s.hand?.piece == piece)
        h.send(.pointer(PointerEvent(.wheel(.down), at: l.cellRect(4).center, time: h.now)))
        #expect(s.rules.turns[piece] == (before + 1) % 4)
        #expect(s.hand?.piece == piece)
        h.pointer(.release(.primary), l.cellRect(4).center)
        #expect(s.rules.cell(of: piece) == 4)
    }

    @Test func aTurnedPieceAndItsMirrorCopyAreDrawnTurnedTheMirrorsWay() throws {
        let pictures = PixelPictures()
        let (h, s) = jigsawGame(rotate: true, pictures: pictures)
        let l = s.layout, piece = s.rules.tray[0]
        h.key(.enter); h.key(.enter) // into the first empty cell
        let cell = try #require(s.rules.cell(of: piece))
        let mirror = try #require(l.mirror)
        for _ in 0..<4 {
            // The board's cursor stays on the piece dropped, for r; its
            // outline is away while the picture is looked at.
            #expect(s.focus == .board && s.ui.boardCursor == cell)
            h.key(.tab)
            let c = h.frame(), k = s.rules.turns[piece]
            h.key(.tab)
            let home = l.cellRect(piece).offsetBy(Offset(dx: -l.board.minX, dy: -l.board.minY))
            let picture = pictures.render(pictures.pictures[0], cols: l.board.width, rows: l.board.height, depth: .palette256,
                                          unicode: true, mirrored: false)!
            let mirrored = pictures.render(pictures.pictures[0], cols: l.board.width, rows: l.board.height, depth: .palette256,
                                           unicode: true, mirrored: true)!
            let want = PieceTurn.turned(picture.cropped(to: home), quarterTurns: k)
            let wantCopy = PieceTurn.turned(mirrored.cropped(to: Rect(x: l.board.width - home.maxX, y: home.minY, width: home.width,
                                                                      height: home.height)), quarterTurns: -k)
            let r = l.cellRect(cell), m = mirror.reflect(r)
            #expect(c.cropped(to: r) == want, "turn \(k)")
            #expect(c.cropped(to: m) == wantCopy, "mirror copy at turn \(k)")
            // The copy is the piece seen in a mirror, pixel for pixel.
            #expect(PieceTurn.pixels(c.cropped(to: m)).map { $0.reversed().map(\.color) } == PieceTurn.pixels(c.cropped(to: r)).map { $0.map(\.color) })
            h.type("r")
        }
    }
}
