import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp

/// Create's tile in hand in a terminal that shows pixels: the tile with its
/// outline is one image, its mirror copy with its dashed frame another, so
/// that a drag step moves two images and cuts no tile under them.
@Suite struct CreateHandImageTests {
    static let cell = Size(width: 8, height: 16)

    func frame(_ h: AppHarness, cellPixels: Size?) -> Canvas {
        var c = Canvas(size: h.size, cellPixels: cellPixels)
        h.app.draw(into: &c, now: h.now)
        return c
    }

    @Test func theTileInHandAndItsCopyAreOneImageEach() throws {
        let (h, _) = createGame(size: Size(width: 100, height: 30))
        let s = try #require(h.create), l = s.layout
        // A tile placed, then another lifted from the palette and carried
        // over it: its outline lies over the placed tile's picture.
        h.click(l.slots[1].center)
        h.click(l.cellRect(0).center)
        h.click(l.slots[1].center)
        h.now = h.now + 1000
        h.pointer(.press(.primary), l.slots[2].center)
        h.advance(400)
        h.pointer(.move(.primary), l.cellRect(0).center + Offset(dx: 1, dy: 1))
        let hand = try #require(s.ui.hand)
        let over = frame(h, cellPixels: Self.cell), blocks = frame(h, cellPixels: nil)
        #expect(blocks.cells == over.cells)
        let sprites = over.images.filter { $0.source.key.hasPrefix("sprite") }
        #expect(sprites.count == 2)
        #expect(sprites.contains { $0.clip == hand.rect.inset(by: -1).intersection(over.bounds) })
        // The placed tile under the outline keeps every cell: the outline's
        // lines are pixels over it, not text that takes cells from it.
        let placed = try #require(over.images.firstIndex { !$0.source.key.hasPrefix("sprite") && $0.clip.contains(l.cellRect(0).origin) })
        let r = over.images[placed].clip
        var cut: [Point] = []
        for y in r.minY..<r.maxY {
            for x in r.minX..<r.maxX where !over.image(placed, showsAt: x, y) {
                cut.append(Point(x: x, y: y))
            }
        }
        #expect(cut.isEmpty, "cells of the placed tile cut: \(cut)")
        // The step back over the palette has the copy made ahead.
        h.pointer(.move(.primary), l.slots[3].center)
        let back = frame(h, cellPixels: Self.cell)
        #expect(back.preloads.contains { $0.key.hasPrefix("sprite") })
    }
}
