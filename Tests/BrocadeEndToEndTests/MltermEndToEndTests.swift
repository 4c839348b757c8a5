import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import Foundation
import Testing

/// The mirror jigsaw in mlterm 3.9, whose sixels make every cell they
/// cover part of the picture and paint a transparent one in the window's
/// background (white): the tray's ground between two pieces must keep its
/// colour (brocade's tiles there hold image cells only), and a piece
/// lifted, moved and dropped by keys lands with its mirror copy in real
/// pixels; nothing is left after quitting.
@Suite(.terminalThreads) struct MltermEndToEndTests {
    /// The share of a rectangle of cells whose pixels are near white.
    static func whiteShare(_ s: RealTerminal.Shot, _ t: RealTerminal, _ cells: Rect) -> Double {
        let px = s.pixels(in: t.pixels(column: cells.minX, row: cells.minY, width: cells.width, height: cells.height))
        return px.isEmpty ? 0 : Double(px.filter { $0.r >= 230 && $0.g >= 230 && $0.b >= 230 }.count) / Double(px.count)
    }

    @Test(arguments: RealTerminalEndToEndTests.sizes)
    func theTrayKeepsItsGroundAndAPieceLandsByKeys(size: Size) throws {
        let t = try RealTerminalEndToEndTests().start(.mlterm, size: size, tag: "mlterm-\(size.width)x\(size.height)")
        let l = RealTerminalEndToEndTests.layout(size)
        let shown = try t.settledShot("the tray's first two pieces show the picture") {
            RealTerminalEndToEndTests.pictureShare($0, t, l.slots[0]) >= 0.6 && RealTerminalEndToEndTests.pictureShare($0, t, l.slots[1]) >= 0.6
        }
        // The cells between the first two pieces, their rows.
        let a = l.slots[0], b = l.slots[1]
        let gap = a.minY == b.minY && b.minX > a.maxX
            ? Rect(x: a.maxX, y: a.minY, width: b.minX - a.maxX, height: a.height)
            : Rect(x: a.minX, y: a.maxY, width: a.width, height: max(1, b.minY - a.maxY))
        #expect(Self.whiteShare(shown, t, gap) < 0.05, "white between the tray's pieces at \(gap) (\(shown.name))")

        try RealTerminalEndToEndTests.liftMoveAndDrop(t, layout: l)
    }
}
