import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// A plain picture with one mark in its top-left corner: every piece but the
/// marked one (and, in the classic jigsaw, its mirror image) looks like every
/// other. Drawn from its pixels, as a picture file is.
final class AlikePictures: PictureProvider {
    var pictures = [PictureInfo(name: "plain", file: "plain.xpm", title: "Plain", description: "Plain ground, one mark.")]
    let image: PixelImage = {
        var rgba: [UInt8] = []
        for y in 0..<40 {
            for x in 0..<30 { rgba += x < 6 && y < 6 ? [20, 40, 200, 255] : [180, 30, 30, 255] }
        }
        return PixelImage(width: 30, height: 40, rgba: rgba)
    }()
    func pixelSize(_ picture: PictureInfo) -> Size? { Size(width: 30, height: 40) }
    func pixels(_ picture: PictureInfo) -> PixelImage? { image }
    func render(_ picture: PictureInfo, cols: Int, rows: Int, depth: ColorDepth, unicode: Bool, mirrored: Bool) -> Canvas? {
        render(image: mirrored ? image.flippedHorizontally() : image, cols: cols, rows: rows, depth: depth, unicode: unicode)
    }
}

@Suite struct JigsawLookAlikeTests {
    /// Piece `piece` from the tray to `cell`, by two clicks.
    func drop(_ piece: Int, at cell: Int, _ h: AppHarness, _ s: JigsawScreen) throws {
        let index = try #require(s.rules.trayPlace(of: piece))
        let l = s.layout
        for _ in 0..<12 where index / l.perPage != s.ui.page { h.key(index / l.perPage > s.ui.page ? .pageDown : .pageUp) }
        #expect(index / l.perPage == s.ui.page)
        h.now = h.now + 1000
        h.click(l.slots[index % l.perPage].center)
        h.click(l.cellRect(cell).center)
        #expect(s.rules.cell(of: piece) == cell)
    }

    @Test func lookAlikeDropsCountAndWin() throws {
        let (h, s) = jigsawGame(pictures: AlikePictures())
        #expect(s.rules.count == 12 && s.rules.looks?.uprightLooks == 2)
        // The help says so.
        #expect(s.mode.helpSections(s.rules).flatMap(\.entries).contains {
            $0.keys == "look-alikes" && $0.action == "a piece counts in any cell that looks the same"
        })
        // The marked piece somewhere else does not count...
        try drop(0, at: 5, h, s)
        #expect(s.rules.placedCorrectly == 0 && h.screen.contains("0/12 placed"))
        // ...nor does a plain piece in the marked cell.
        h.pointer(.press(.secondary), s.layout.cellRect(5).center)
        h.pointer(.release(.secondary), s.layout.cellRect(5).center)
        #expect(s.rules.cell(of: 0) == nil)
        try drop(7, at: 0, h, s)
        #expect(!s.rules.isHome(7) && h.screen.contains("0/12 placed"))
        h.pointer(.press(.secondary), s.layout.cellRect(0).center)
        h.pointer(.release(.secondary), s.layout.cellRect(0).center)
        #expect(s.rules.cell(of: 7) == nil)
        // Plain pieces crosswise: each one counts at once.
        try drop(0, at: 0, h, s)
        for (k, piece) in (1..<12).enumerated() {
            try drop(piece, at: piece % 11 + 1, h, s)
            #expect(s.rules.isHome(piece))
            if k < 10 { #expect(h.screen.contains("\(k + 2)/12 placed")) }
        }
        #expect(s.rules.status == .won)
        #expect((0..<12).filter { s.rules.board[$0] == $0 }.count == 1)
        // A normal win, in the scores with its moves.
        h.advance(3000)
        #expect(h.screen.contains("Complete: Plain"))
        let table = try #require(h.store.book.table(mode: "mirror-jigsaw", parameters: ["picture": "plain", "size": "3x4"]))
        #expect(table.entries.count == 1)
    }

    @Test func lockUndoAndASaveKeepTheLooks() throws {
        let store = MemoryStore()
        let (h, s) = jigsawGame(variant: .classic, columns: 2, lock: true, store: store, pictures: AlikePictures())
        // 4 x 3: the mark on the top left and its mirror image on the top right.
        #expect(s.rules.columns == 4 && s.rules.looks.map { $0.looks(0, turned: 0, like: 3) } == false)
        #expect(s.rules.looks.map { $0.looks(1, turned: 0, like: 2) && !$0.looks(1, turned: 0, like: 3) } == true)
        try drop(1, at: 2, h, s)
        #expect(s.rules.isLocked(1) && h.screen.contains("1/12 placed"))
        // Locked: a right click does not take it back.
        h.pointer(.press(.secondary), s.layout.cellRect(2).center)
        h.pointer(.release(.secondary), s.layout.cellRect(2).center)
        #expect(s.rules.cell(of: 1) == 2)
        try drop(6, at: 0, h, s)
        #expect(!s.rules.isHome(6))
        // Undo and redo keep the looks.
        h.type("u")
        #expect(s.rules.cell(of: 6) == nil && s.rules.placedCorrectly == 1)
        h.key(.control("r"))
        #expect(s.rules.cell(of: 6) == 0 && s.rules.isLocked(1))
        // Saved and read back, the game counts the same, undo included.
        h.type("q"); h.type("y")
        let save = try #require(store.saves["jigsaw"])
        #expect(!String(decoding: save, as: UTF8.self).contains("looks"))
        let restored = try JigsawScreen(save: save, provider: AlikePictures(), mode: .jigsaw, animate: false)
        #expect(restored.rules.looks == s.rules.looks && restored.rules.placedCorrectly == 1 && restored.rules.isLocked(1))
        var back = restored.session
        #expect(back.undo(at: .zero) && back.state.looks == s.rules.looks && back.state.placedCorrectly == 1)
        // A picture without pixels to compare: only the own cell counts, as before.
        let plain = try JigsawScreen(save: save, provider: FakePictures(), mode: .jigsaw, animate: false)
        #expect(plain.rules.looks == nil && plain.rules.placedCorrectly == 0)
    }
}
