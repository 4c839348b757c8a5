import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport
import BrocadeImaging
import Foundation
import Testing

/// `brocade jigsaw --tabs` in a real terminal: the board, filled piece by
/// piece, shows the picture cell by cell (and its mirror image on the
/// right), the one piece still missing leaving exactly its shape; placed,
/// it completes the picture.
@Suite(.terminalThreads) struct JigsawTabsEndToEndTests {
    static let seed: UInt64 = JigsawEndToEndTests.seed

    @Test func theBoardShowsThePictureCellByCell() throws {
        for rotate in [false, true] {
            let rules = JigsawRules(columns: 2, rows: 3, seed: Self.seed, rotates: rotate, tabs: true)
            // With tabs the tray keeps room round its slots for the knobs, so the board has a layout of its own.
            let l = JigsawLayout.make(area: Rect(x: 0, y: 0, width: 80, height: 23), columns: 2, rows: 3, mirrored: true,
                                      picture: Size(width: 30, height: 40), tabs: true)
            let tabs = try #require(rules.tabs), side = l.piece.width
            #expect(PieceTabs.knobDepth(side: side) >= 2, "knobs 2 pixels deep at least at 80x24")
            let (keys, moves, before) = JigsawEndToEndTests.keysToPlace(rules, count: rules.count - 1)
            let last = try #require(before.tray.first)
            let t = try TerminalHarness()
            try t.launch("jigsaw --tabs --seed \(Self.seed) --no-animation --size small" + (rotate ? " --rotate" : ""))
            try t.waitFor("6 in the tray")
            for k in keys { try t.keys(k) }
            try t.waitFor("5/6 placed · moves \(moves)")
            // The board's cursor stayed on the last piece dropped: Tab takes
            // it to the tray, clear of the picture looked at.
            let last5 = try #require(rules.tray.prefix(rules.count - 1).last), corner = l.cellRect(last5).origin
            try t.keys("Tab")
            _ = try t.waitUntil("the board cursor gone") { screen in
                let row = Array(screen.components(separatedBy: "\n")[corner.y])
                return corner.x < row.count && row[corner.x] != "╭"
            }
            let lib = try PictureLibrary(directory: TerminalHarness.packageRoot + "/Resources")
            let p = try #require(lib.picture(named: "dalishen"))
            let wants = try [false, true].map {
                try lib.rendered(p, cols: l.board.width, rows: l.board.height, depth: .palette256, unicode: true, mirrored: $0)
            }
            /// Cells checked, those that differ, and those of the missing piece.
            func compare(_ lines: [[TerminalHarness.StyledCell]]) -> (checked: Int, mismatches: Int, missing: Int) {
                var checked = 0, mismatches = 0, missing = 0
                for (mirrored, want) in zip([false, true], wants) {
                    for y in 0..<l.board.height {
                        for x in 0..<l.board.width {
                            // The pixel's column on the left half, where the pieces are cut.
                            let px = mirrored ? l.board.width - 1 - x : x
                            let owners = [2 * y, 2 * y + 1].map { tabs.cell(atPixel: Point(x: px, y: $0), side: side) }
                            guard !owners.contains(last) else { missing += 1; continue }
                            let screenX = mirrored ? l.mirror!.line + 1 + x : l.board.minX + x
                            let row = lines[l.board.minY + y]
                            if screenX >= row.count || JigsawEndToEndTests.looks(row[screenX]) != JigsawEndToEndTests.looks(want[x, y]) {
                                mismatches += 1
                            }
                            checked += 1
                        }
                    }
                }
                return (checked, mismatches, missing)
            }
            let (checked, mismatches, missing) = compare(try t.styledLines { compare($0).mismatches == 0 })
            #expect(mismatches == 0, "\(mismatches) of \(checked) cells differ from the picture (rotate \(rotate))")
            #expect(missing >= side * side / 4, "the missing piece's shape, on both halves")
            // The last piece completes the picture; its game has its own scores.
            let (lastKeys, _, after) = JigsawEndToEndTests.keysToPlace(before, count: 1)
            #expect(after.status == .won)
            for k in lastKeys { try t.keys(k) }
            let (screen, scores) = try JigsawEndToEndTests.finishAndReadScores(t)
            #expect(screen.contains("with " + (rotate ? "turned pieces and tabs" : "tabs")))
            #expect(scores.contains("dalishen · 2x3 · cut with tabs" + (rotate ? " · pieces turned" : "")))
        }
    }
}
