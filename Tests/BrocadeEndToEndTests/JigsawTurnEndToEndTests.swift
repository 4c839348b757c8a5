import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport
import BrocadeImaging
import Foundation
import Testing

/// `brocade jigsaw --rotate` in a real terminal: won with the keyboard alone,
/// and with the mouse alone (double clicks and the wheel), the piece and its
/// mirror copy checked cell by cell after each turn.
@Suite(.terminalThreads) struct JigsawTurnEndToEndTests {
    static let seed: UInt64 = JigsawEndToEndTests.seed
    static var rules: JigsawRules { JigsawRules(columns: 2, rows: 3, seed: seed, rotates: true) }
    static var layout: JigsawLayout {
        JigsawLayout.make(area: Rect(x: 0, y: 0, width: 80, height: 23), columns: 2, rows: 3, mirrored: true, picture: Size(width: 30, height: 40))
    }

    /// Every cell of the piece at `cell` and of its mirror copy shows what it should.
    static func expectTurned(_ t: TerminalHarness, piece: Int, cell: Int, turns: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let l = layout
        let halves = try [(l.cellRect(cell), false), (l.mirror!.reflect(l.cellRect(cell)), true)].map { rect, mirrored in
            (rect, mirrored, try JigsawEndToEndTests.expectedPiece(piece, mirrored: mirrored, layout: l, turns: turns))
        }
        func differing(_ lines: [[TerminalHarness.StyledCell]], _ rect: Rect, _ want: Canvas) -> Int {
            // The cursor's corners are inside the piece: their cells are the cursor's.
            let cues = Set(CueOutline.corners(rect, lines: .light(Glyphs(unicode: true))).map(\.0))
            var mismatches = 0
            for y in 0..<rect.height {
                for x in 0..<rect.width where !cues.contains(Point(x: rect.minX + x, y: rect.minY + y)) {
                    let row = lines[rect.minY + y]
                    if rect.minX + x >= row.count || JigsawEndToEndTests.looks(row[rect.minX + x]) != JigsawEndToEndTests.looks(want[x, y]) {
                        mismatches += 1
                    }
                }
            }
            return mismatches
        }
        // The corners may carry the cursor's outline.
        let lines = try t.styledLines { lines in halves.allSatisfy { differing(lines, $0.0, $0.2) <= 4 } }
        for (rect, mirrored, want) in halves {
            let mismatches = differing(lines, rect, want)
            #expect(mismatches <= 4, "\(mismatches) cells of piece \(piece) (turned \(turns), mirrored \(mirrored)) differ",
                    sourceLocation: sourceLocation)
        }
    }

    @Test func wonWithTheKeyboardAlone() throws {
        let (moves, scores) = try JigsawEndToEndTests.winWithTheKeyboard(Self.rules, options: "--rotate")
        #expect(moves > 6, "some piece was dealt turned")
        #expect(scores.contains("dalishen · 2x3 · pieces turned"))
    }

    @Test func wonWithTheMouseAloneByDoubleClicksAndTheWheel() throws {
        var rules = Self.rules
        let l = Self.layout
        let t = try TerminalHarness()
        try t.launch("jigsaw --rotate --seed \(Self.seed) --no-animation --size small")
        try t.waitFor("6 in the tray")
        var moves = 0
        // The first piece: held with a long press, turned by the wheel on its way, dropped home.
        let first = rules.tray[0]
        let target = l.cellRect(first)
        try t.mousePress(l.slots[0].center.x, l.slots[0].center.y)
        try t.pass(600) // past the long press
        try t.mouseDrag(l.slots[0].center.x, l.slots[0].center.y - 2)
        try t.mouseDrag(target.center.x, target.center.y)
        while rules.turns[first] != 0 {
            try t.raw("\u{1B}[<65;\(target.center.x + 1);\(target.center.y + 1)M")
            rules = rules.applying(.turn(piece: first, by: 1))!
            moves += 1
            try t.waitFor("moves \(moves)")
        }
        try t.mouseRelease(target.center.x, target.center.y)
        rules = rules.applying(.place(piece: first, cell: first))!
        moves += 1
        try t.waitFor("moves \(moves)")
        try Self.expectTurned(t, piece: first, cell: first, turns: 0)
        // The rest: click the piece in the tray (in its own place: the tray
        // stays put), click its cell, then double click it until it is
        // upright, checking it and its copy each time.
        while let piece = rules.tray.first {
            let slot = l.slots[rules.trayPlace(of: piece)! % l.perPage], cell = l.cellRect(piece)
            try t.click(slot.center.x, slot.center.y)
            try t.pass(600) // not a double click
            try t.click(cell.center.x, cell.center.y)
            rules = rules.applying(.place(piece: piece, cell: piece))!
            moves += 1
            // The last piece may come upright: then the game is won, the picture whole.
            if rules.status == .won { break }
            try t.waitFor("moves \(moves)")
            try Self.expectTurned(t, piece: piece, cell: piece, turns: rules.turns[piece])
            while rules.turns[piece] != 0 {
                try t.pass(600) // a double click of its own, not with the click before
                try t.doubleClick(cell.center.x, cell.center.y)
                rules = rules.applying(.turn(piece: piece, by: 1))!
                moves += 1
                if rules.status == .won { break }
                try t.waitFor("moves \(moves)")
                try Self.expectTurned(t, piece: piece, cell: piece, turns: rules.turns[piece])
            }
        }
        let screen = try t.waitForAll(["Complete: Strong man", "moves \(moves)"])
        #expect(screen.contains("moves \(moves)"))
        try t.keys("q")
        try t.waitFor("▶ Mirror jigsaw")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
    }
}
