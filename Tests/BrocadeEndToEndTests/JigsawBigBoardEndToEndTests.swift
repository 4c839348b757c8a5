import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import Foundation
import Testing

/// A hundred pieces a half where the terminal has room for them; where it
/// has not, the command line says what the board needs, in one line.
@Suite(.terminalThreads) struct JigsawBigBoardEndToEndTests {
    @Test func tenByTenStartsAt200x60() throws {
        let t = try TerminalHarness(width: 200, height: 60)
        try t.launch("jigsaw --seed 3 --no-animation --cols 10 --rows 10")
        try t.waitFor("100 in the tray")
        // The board as the game lays it out: pieces of at least 6x3 cells.
        let l = JigsawLayout.make(area: BoardFit.area(terminal: Size(width: 200, height: 60)), columns: 10, rows: 10, mirrored: true,
                                  picture: Size(width: 30, height: 40))
        #expect(l.piece.width >= BoardFit.smallestPiece.width && l.piece.height >= BoardFit.smallestPiece.height)
    }

    @Test func tooBigForTheTerminalIsOneLineThatSaysWhatItNeeds() throws {
        let t = try TerminalHarness(width: 80, height: 24)
        try t.launch("jigsaw --cols 10 --rows 10")
        #expect(try t.exitStatus() == 64)
        let need = BoardFit.smallestTerminal(columns: 10, rows: 10, mirrored: true, picture: Size(width: 30, height: 40))
        let line = "brocade: 10x10 pieces a half need a terminal of \(need.width)x\(need.height); this one is 80x24"
        let lines = try t.lines().filter { !["", "$", "#"].contains($0.trimmingCharacters(in: .whitespaces)) && !$0.contains("__EXIT") }
        #expect(lines.last?.trimmingCharacters(in: .whitespaces) == line, "\(lines)")
        #expect(!lines.contains { $0.contains("Usage") })
        // What fits still starts: the normal board.
        try t.launch("jigsaw --seed 3 --no-animation")
        try t.waitFor("12 in the tray")
    }
}
