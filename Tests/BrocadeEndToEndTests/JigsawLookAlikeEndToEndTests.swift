import BrocadeCore
import BrocadeTUI
import BrocadeTestSupport
import Foundation
import Testing

/// Any piece that looks right is right, in a real terminal: a picture of
/// plain ground with one mark, its plain pieces dropped crosswise, each
/// counted at once, and the game won and scored.
@Suite(.terminalThreads) struct JigsawLookAlikeEndToEndTests {
    static let seed: UInt64 = 21

    /// A PNM picture of 30 x 40 pixels: red, with a blue mark in its top-left corner.
    static func writePicture(at path: String) throws {
        var text = "P3\n30 40\n255\n"
        for y in 0..<40 {
            text += (0..<30).map { x in x < 6 && y < 6 ? "20 40 200" : "180 30 30" }.joined(separator: " ") + "\n"
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func plainPiecesDroppedCrosswiseCountAndWin() throws {
        let t = try TerminalHarness()
        let path = t.home + "/plain.ppm"
        try Self.writePicture(at: path)
        try t.launch("jigsaw --seed \(Self.seed) --no-animation --size small --image \(path)")
        try t.waitFor("6 in the tray")
        // 2 x 3 pieces; the marked one goes home, every plain one to the next plain cell.
        var rules = JigsawRules(columns: 2, rows: 3, seed: Self.seed)
        func target(_ piece: Int) -> Int { piece == 0 ? 0 : piece % 5 + 1 }
        for (k, piece) in rules.tray.enumerated() {
            // Lifted, a piece sits on the first empty cell; steer it to its target and drop it.
            let from = rules.board.firstIndex { $0 == nil }!, to = target(piece)
            // After a drop the cursor stays on the board: Tab goes back to the tray.
            var keys = k == 0 ? ["Enter"] : ["Tab", "Enter"]
            var (r, c) = (from / 2, from % 2)
            while c < to % 2 { keys.append("Right"); c += 1 }
            while c > to % 2 { keys.append("Left"); c -= 1 }
            while r < to / 2 { keys.append("Down"); r += 1 }
            while r > to / 2 { keys.append("Up"); r -= 1 }
            keys.append("Enter")
            for key in keys { try t.keys(key) }
            rules = rules.applying(.place(piece: piece, cell: to))!
            if k < 5 { try t.waitFor("\(k + 1)/6 placed") }
        }
        // Only the marked piece is in its own numbered cell.
        #expect((0..<6).filter { rules.board[$0] == $0 } == [0])
        let screen = try t.waitForAll(["Complete: plain.ppm", "moves 6", "Rank 1"])
        #expect(screen.contains("moves 6"))
        #expect(screen.contains("Rank 1"))
        try t.keys("q")
        try t.waitFor("▶ Mirror jigsaw")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
    }
}
