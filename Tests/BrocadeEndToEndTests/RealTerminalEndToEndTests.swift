import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import Foundation
import Testing

/// The mirror jigsaw played in real terminals, kitty and `xterm -ti vt340`,
/// on a private X server, as a player meets it: the real X pointer holds a
/// tray piece until it lifts, drags it onto the board and lets go; or the
/// keys alone. What the player sees is read from screenshots of the window.
/// The picture is a vertical gradient, red at the top to blue at the
/// bottom, thirteen times over, each 31 pixels tall, so a board cell shown
/// in real pixels holds many colours down one pixel column, where half
/// blocks show two, and a blend or two where the terminal smooths the
/// glyph's edge. One gradient would change too slowly: a cell of a 200x60
/// board would span a few steps of it, fewer still once a sixel encoder has
/// cut the colours to its palette (img2sixel keeps 32 of them here). Each
/// row of pieces (100 pixels) starts at another point of the cycle, so the
/// mirror copy is compared with the right piece.
///
/// Each test owns its X server, terminal and HOME (`RealTerminal`).
@Suite(.terminalThreads) struct RealTerminalEndToEndTests {
    static let columns = 3, rows = 4
    static let sizes = [Size(width: 80, height: 24), Size(width: 200, height: 60)]
    /// Where the game draws: the screen less its status line.
    static func layout(_ size: Size) -> JigsawLayout {
        JigsawLayout.make(area: Rect(x: 0, y: 0, width: size.width, height: size.height - 1), columns: columns, rows: rows,
                          mirrored: true, picture: Size(width: 300, height: 400))
    }

    /// A pixel of the gradient: red, blue or between, never green or grey
    /// (the board's ground, its grid, the frame, the tray's felt).
    static func isPicture(_ p: RealTerminal.RGB) -> Bool { p.g <= 70 && p.r + p.b >= 150 && p.spread >= 100 }

    /// The share of a rectangle of cells whose pixels are the gradient's.
    static func pictureShare(_ s: RealTerminal.Shot, _ t: RealTerminal, _ cells: Rect) -> Double {
        let px = s.pixels(in: t.pixels(column: cells.minX, row: cells.minY, width: cells.width, height: cells.height))
        return px.isEmpty ? 0 : Double(px.filter(isPicture).count) / Double(px.count)
    }

    /// Starts the mirror jigsaw on the gradients in `kind`, `size` cells.
    func start(_ kind: RealTerminal.Kind, size: Size, tag: String) throws -> RealTerminal {
        try #require(FileManager.default.isExecutableFile(atPath: TerminalHarness.binary),
                     "no brocade binary at \(TerminalHarness.binary): run `swift build` (make test does)")
        let t = try RealTerminal(kind)
        t.tag = tag
        // The picture, made here: 300x400, thirteen gradients 31 pixels
        // tall (the last cut short), red at the top to blue at the bottom,
        // one under the other.
        let picture = t.dir + "/gradient.png"
        let made = try TerminalHarness.runFull(["convert", "-size", "300x31", "gradient:#ff0000-#0000ff",
                                                "-duplicate", "12", "-append", "-crop", "300x400+0+0", "+repage", "-depth", "8", picture])
        try #require(made.status == 0, "convert: \(made.stderr)")
        try t.start(columns: size.width, rows: size.height,
                    command: "'\(TerminalHarness.binary)' jigsaw --image '\(picture)' --cols \(Self.columns) --rows \(Self.rows) --seed 21 --no-animation")
        return t
    }

    /// The piece landed at `target` on the left half: it and its mirror
    /// copy on the right show the gradient, row for row the same colours
    /// (a vertical gradient is its own mirror image).
    static func expectLanded(_ s: RealTerminal.Shot, _ t: RealTerminal, at target: Rect, layout l: JigsawLayout,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        let mirror = try #require(l.mirror).reflect(target)
        #expect(target.maxX <= l.mirror!.line && mirror.minX > l.mirror!.line, sourceLocation: sourceLocation)
        #expect(pictureShare(s, t, target) >= 0.6, "the piece at \(target)", sourceLocation: sourceLocation)
        #expect(pictureShare(s, t, mirror) >= 0.6, "its mirror copy at \(mirror)", sourceLocation: sourceLocation)
        // Row by row, the middle half of each: the mean colours agree.
        let a = t.pixels(column: target.minX, row: target.minY, width: target.width, height: target.height)
        let b = t.pixels(column: mirror.minX, row: mirror.minY, width: mirror.width, height: mirror.height)
        func mean(_ r: RealTerminal.PixelRect, row y: Int) -> RealTerminal.RGB {
            let px = s.pixels(in: RealTerminal.PixelRect(x: r.x + r.width / 4, y: y, width: r.width / 2, height: 1))
            let n = max(1, px.count)
            return RealTerminal.RGB(r: px.map(\.r).reduce(0, +) / n, g: px.map(\.g).reduce(0, +) / n, b: px.map(\.b).reduce(0, +) / n)
        }
        let differing = (0..<a.height).filter { mean(a, row: a.y + $0).distance(to: mean(b, row: b.y + $0)) > 24 }
        #expect(differing.count <= a.height / 20,
                "\(differing.count) of \(a.height) pixel rows differ between the piece and its mirror copy (\(s.name))",
                sourceLocation: sourceLocation)
    }

    /// The colours down the middle pixel column of the middle cell of `piece`.
    static func coloursDownOneCell(_ s: RealTerminal.Shot, _ t: RealTerminal, piece: Rect) -> Int {
        let cell = t.pixels(column: piece.center.x, row: piece.center.y)
        return Set(s.pixels(in: RealTerminal.PixelRect(x: cell.x + cell.width / 2, y: cell.y, width: 1, height: cell.height))).count
    }

    /// The pixel check: real pixels show the gradient within one cell, many
    /// colours down one pixel column; half blocks show two (kitty), or up
    /// to four where the terminal smooths the half block's edge (xterm).
    /// Measured on this picture with real pixels at the board's sizes: kitty
    /// (its icat) 18 or 19 a cell at 200x60; xterm, img2sixel's sixels, 11
    /// to 14 at 200x60 and 18 to 20 at 80x24.
    /// The pixels come just after the cells (the terminal may show a frame
    /// between), so this waits for them, as long as any other wait.
    static func expectRealPixels(_ s: RealTerminal.Shot, _ t: RealTerminal, piece: Rect,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        var colours = coloursDownOneCell(s, t, piece: piece)
        if colours < 6, let later = try? t.waitForShot("real pixels in the piece", { coloursDownOneCell($0, t, piece: piece) >= 6 }) {
            colours = coloursDownOneCell(later, t, piece: piece)
        }
        #expect(colours >= 6, "\(colours) colours down one pixel column of a cell (\(s.name)); half blocks show 2 to 4",
                sourceLocation: sourceLocation)
    }

    /// Leaves the game for the menu (q: the game is kept, nothing asked),
    /// quits from the menu (q), and checks what brocade left: once the
    /// shell's marker shows it ended, the window holds only the terminal's
    /// background and text colours, not one pixel of picture or colour.
    static func quitAndExpectClean(_ t: RealTerminal, board piece: Rect, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try t.keys("q")
        try t.waitForShot("the menu replaces the game") { pictureShare($0, t, piece) < 0.1 }
        try t.keys("q")
        let s = try t.waitForExit()
        let marker = t.pixels(column: 0, row: 0, width: 10, height: 1)
        var coloured = 0
        var first: (Int, Int, RealTerminal.RGB)?
        for y in 0..<s.height {
            for x in 0..<s.width where !(y < marker.height && x < marker.width) {
                let p = s.pixel(x, y)
                if p.spread > 40 {
                    coloured += 1
                    if first == nil { first = (x, y, p) }
                }
            }
        }
        #expect(coloured == 0, "\(coloured) coloured pixels left after quitting, the first \(String(describing: first)) (\(s.name))",
                sourceLocation: sourceLocation)
    }

    /// A long press on the tray's first piece with the real pointer, a drag
    /// onto the left half of the board and a release: the piece lands and its
    /// mirror copy shows on the right; then quit, and nothing is left.
    @Test(arguments: RealTerminal.Kind.allCases, sizes)
    func longPressAndDragWithTheRealPointer(kind: RealTerminal.Kind, size: Size) throws {
        let t = try start(kind, size: size, tag: "mouse-\(size.width)x\(size.height)")
        let l = Self.layout(size)
        let slot = l.slots[0]
        let target = l.cellRect(4) // the middle of the left half's second row
        let mirror = try #require(l.mirror).reflect(target)
        let before = try t.settledShot("the tray's first piece shows the picture") { Self.pictureShare($0, t, slot) >= 0.6 }
        #expect(Self.pictureShare(before, t, target) < 0.1 && Self.pictureShare(before, t, mirror) < 0.1,
                "the board starts empty (\(before.name))")
        // Held still until the piece lifts: its frame and shadow appear
        // round the slot (the press alone only marks the slot's corners).
        try t.pointerDown(slot.center.x, slot.center.y)
        let ring = t.pixels(column: slot.minX - 1, row: slot.minY - 1, width: slot.width + 3, height: slot.height + 3)
        let inside = t.pixels(column: slot.minX, row: slot.minY, width: slot.width, height: slot.height)
        func changedRing(_ s: RealTerminal.Shot) -> Double {
            var changed = 0, all = 0
            for y in ring.y..<(ring.y + ring.height) {
                for x in ring.x..<(ring.x + ring.width)
                where !(x >= inside.x && x < inside.x + inside.width && y >= inside.y && y < inside.y + inside.height) {
                    all += 1
                    if s.pixel(x, y) != before.pixel(x, y) { changed += 1 }
                }
            }
            return Double(changed) / Double(max(1, all))
        }
        try t.waitForShot("the long press lifts the piece") { changedRing($0) > 0.2 }
        try t.pointerMove(slot.center.x, slot.center.y - 2)
        try t.pointerMove((slot.center.x + target.center.x) / 2, (slot.center.y + target.center.y) / 2)
        try t.pointerMove(target.center.x, target.center.y)
        try t.pointerUp()
        let landed = try t.settledShot("the piece lands and its mirror copy shows") {
            Self.pictureShare($0, t, target) >= 0.6 && Self.pictureShare($0, t, mirror) >= 0.6
        }
        try Self.expectLanded(landed, t, at: target, layout: l)
        Self.expectRealPixels(landed, t, piece: target)
        try Self.quitAndExpectClean(t, board: target)
    }

    /// The same by keys alone: Enter lifts the tray's chosen piece onto the
    /// board's first cell, Right moves it a cell, Enter drops it.
    @Test(arguments: RealTerminal.Kind.allCases)
    func liftMoveAndDropByKeys(kind: RealTerminal.Kind) throws {
        let t = try start(kind, size: Self.sizes[0], tag: "keys")
        let l = Self.layout(Self.sizes[0])
        let target = l.cellRect(1)
        let before = try t.settledShot("the tray's first piece shows the picture") { Self.pictureShare($0, t, l.slots[0]) >= 0.6 }
        #expect(Self.pictureShare(before, t, target) < 0.1, "the board starts empty (\(before.name))")
        try Self.liftMoveAndDrop(t, layout: l)
    }

    /// Enter lifts the tray's chosen piece onto the board's first cell,
    /// Right moves it a cell, Enter drops it: it lands there with its
    /// mirror copy, in real pixels, and quitting leaves the screen clean.
    static func liftMoveAndDrop(_ t: RealTerminal, layout l: JigsawLayout) throws {
        let target = l.cellRect(1)
        let mirror = try #require(l.mirror).reflect(target)
        try t.keys("Return")
        try t.waitForShot("the piece is lifted onto the board's first cell") { pictureShare($0, t, l.cellRect(0)) >= 0.6 }
        try t.keys("Right", "Return")
        let landed = try t.settledShot("the piece lands a cell to the right and its mirror copy shows") {
            pictureShare($0, t, target) >= 0.6 && pictureShare($0, t, mirror) >= 0.6 && pictureShare($0, t, l.cellRect(0)) < 0.1
        }
        try expectLanded(landed, t, at: target, layout: l)
        expectRealPixels(landed, t, piece: target)
        try quitAndExpectClean(t, board: target)
    }
}
