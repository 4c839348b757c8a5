import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport
import BrocadeImaging
import Foundation
import Testing

/// The mirror jigsaw in a real terminal, with real mouse reports, checked
/// against the game's own layout and the picture library's rendering.
@Suite(.terminalThreads) struct JigsawEndToEndTests {
    static let seed: UInt64 = 21
    static let area = Rect(x: 0, y: 0, width: 80, height: 23)
    static var layout: JigsawLayout { JigsawLayout.make(area: area, columns: 3, rows: 4, mirrored: true) }
    static var rules: JigsawRules { JigsawRules(columns: 3, rows: 4, seed: seed) }

    /// What a cell shows: its top and bottom colours, whatever the glyph.
    static func looks(_ c: TerminalHarness.StyledCell) -> [String] {
        let fg = c.fg.replacingOccurrences(of: "38;", with: ""), bg = c.bg.replacingOccurrences(of: "48;", with: "")
        switch c.character {
        case "▀": return [fg, bg]
        case "▄": return [bg, fg]
        case "█": return [fg, fg]
        default: return [bg, bg]
        }
    }

    static func looks(_ c: Cell) -> [String] {
        func name(_ color: Color) -> String {
            if case .palette(let i) = color { return "5;\(i)" }
            return ""
        }
        let fg = name(c.style.foreground), bg = name(c.style.background)
        switch c.character {
        case "▀": return [fg, bg]
        case "▄": return [bg, fg]
        case "█": return [fg, fg]
        default: return [bg, bg]
        }
    }

    /// The piece's part of the picture, as the game renders it in 256
    /// colours on `layout`, turned `turns` quarters (its mirror copy the other way).
    static func expectedPiece(_ piece: Int, mirrored: Bool, layout l: JigsawLayout = layout, turns: Int = 0) throws -> Canvas {
        let lib = try PictureLibrary(directory: TerminalHarness.packageRoot + "/Resources")
        let p = try #require(lib.picture(named: "dalishen"))
        let whole = try lib.rendered(p, cols: l.board.width, rows: l.board.height, depth: .palette256, unicode: true, mirrored: mirrored)
        var home = l.cellRect(piece).offsetBy(Offset(dx: -l.board.minX, dy: -l.board.minY))
        if mirrored { home.origin.x = l.board.width - home.maxX }
        return PieceTurn.turned(whole.cropped(to: home), quarterTurns: mirrored ? -turns : turns)
    }

    static func expectShown(_ t: TerminalHarness, piece: Int, at rect: Rect, mirrored: Bool, layout l: JigsawLayout = layout,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = try expectedPiece(piece, mirrored: mirrored, layout: l)
        // The cursor's corners are inside the piece: their cells are the cursor's.
        let cues = Set(CueOutline.corners(rect, lines: .light(Glyphs(unicode: true))).map(\.0))
        func differing(_ lines: [[TerminalHarness.StyledCell]]) -> Int {
            var mismatches = 0
            for y in 0..<rect.height {
                for x in 0..<rect.width where !cues.contains(Point(x: rect.minX + x, y: rect.minY + y)) {
                    let row = lines[rect.minY + y]
                    guard rect.minX + x < row.count else { mismatches += 1; continue }
                    if looks(row[rect.minX + x]) != looks(expected[x, y]) { mismatches += 1 }
                }
            }
            return mismatches
        }
        // Corners may carry the snap outline or a badge; the rest must match.
        let mismatches = differing(try t.styledLines { differing($0) <= 4 })
        #expect(mismatches <= 4, "\(mismatches) cells differ from piece \(piece) at \(rect)", sourceLocation: sourceLocation)
    }

    func start(_ extra: String = "") throws -> TerminalHarness {
        let t = try TerminalHarness()
        try t.launch("jigsaw --seed \(Self.seed) --no-animation \(extra)")
        try t.waitFor("page 1/2 · 12 in the tray")
        return t
    }

    /// What is lifted is what lands: a tray piece shows the very cells it
    /// shows once placed, at the board's size, at 80x24 and at 200x60.
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 200, height: 60)])
    func aTrayPieceIsTheSizeItIsOnTheBoard(size: Size) throws {
        let t = try TerminalHarness(width: size.width, height: size.height)
        try t.launch("jigsaw --seed \(Self.seed) --no-animation")
        try t.waitFor("12 in the tray")
        let l = JigsawLayout.make(area: Rect(x: 0, y: 0, width: size.width, height: size.height - 1), columns: 3, rows: 4,
                                  mirrored: true, picture: Size(width: 30, height: 40))
        let slot = l.slots[1], piece = Self.rules.tray[1], target = l.cellRect(piece)
        #expect(slot.size == target.size && slot.size == l.piece)
        try Self.expectShown(t, piece: piece, at: slot, mirrored: false, layout: l)
        try t.click(slot.center.x, slot.center.y)
        try t.click(target.center.x, target.center.y)
        try t.waitFor("11 in the tray")
        try Self.expectShown(t, piece: piece, at: target, mirrored: false, layout: l)
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
    }

    @Test func longPressFromTheSecondPageDragAndSeeTheMirrorImage() throws {
        let t = try start()
        let l = Self.layout
        // To the second page by its arrow.
        try t.click(l.nextPage.minX, l.nextPage.center.y)
        try t.waitFor("page 2/2")
        let piece = Self.rules.tray[l.perPage]
        let slot = l.slots[0]
        try t.mousePress(slot.center.x, slot.center.y)
        try t.pass(600) // past the 350 ms long press
        let target = l.cellRect(7)
        try t.mouseDrag(slot.center.x, slot.center.y - 2)
        try t.mouseDrag(target.center.x, target.center.y)
        try t.mouseRelease(target.center.x, target.center.y)
        try t.waitFor("11 in the tray")
        try t.waitFor("moves 1")
        try Self.expectShown(t, piece: piece, at: target, mirrored: false)
        try Self.expectShown(t, piece: piece, at: l.mirror!.reflect(target), mirrored: true)
        try t.keys("q", "y")
        try t.waitFor("Continue Mirror jigsaw")
    }

    @Test func draggingHardRightStopsAtTheMirrorLine() throws {
        let t = try start()
        let l = Self.layout
        let target = l.cellRect(0)
        // Place a piece by click, then drag it far to the right.
        try t.click(l.slots[0].center.x, l.slots[0].center.y)
        try t.click(target.center.x, target.center.y)
        try t.waitFor("moves 1")
        try t.mousePress(target.center.x, target.center.y)
        try t.mouseDrag(target.center.x + 1, target.center.y)
        try t.mouseDrag(79, target.center.y)
        // The dragged piece's outline, one cell around it: the piece ends
        // just before the mirror line, its outline on it, never beyond it.
        func corners(_ screen: String) -> [Int] {
            let row = Array(screen.components(separatedBy: "\n")[target.minY - 1])
            return row.indices.filter { row[$0] == "╮" }
        }
        let screen = try t.waitUntil("the piece reaches the mirror line") { corners($0).contains(l.mirror!.line) }
        // (The board's frame has its own corner at the far right.)
        let frameRight = l.mirror!.reflect(x: l.frame.minX)
        #expect(!corners(screen).contains { $0 > l.mirror!.line && $0 != frameRight })
        try t.mouseRelease(79, target.center.y)
        try t.waitFor("moves 2") // moved to the last column of its row
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
    }

    @Test func aQuickDragOnTheTrayTurnsThePage() throws {
        let t = try start()
        let l = Self.layout
        let s = l.slots[6]
        try t.mousePress(s.center.x, s.center.y)
        try t.mouseDrag(s.center.x - 4, s.center.y)
        try t.mouseDrag(s.center.x - 12, s.center.y)
        try t.mouseRelease(s.center.x - 12, s.center.y)
        try t.waitFor("page 2/2")
        #expect(!(try t.screen().contains("moves 1")))
        try t.raw("\u{1B}[<64;40;20M") // wheel up: back
        try t.waitFor("page 1/2")
    }

    @Test func aQuickDragUpOutOfTheTrayLiftsAtOnce() throws {
        let t = try start()
        let l = Self.layout
        let slot = l.slots[3]
        let piece = Self.rules.tray[3]
        let target = l.cellRect(5)
        // No pause for a long press: straight up, then to the cell.
        try t.mousePress(slot.center.x, slot.center.y)
        try t.mouseDrag(slot.center.x, slot.center.y - 3)
        try t.mouseDrag(target.center.x, target.center.y)
        try t.mouseRelease(target.center.x, target.center.y)
        try t.waitFor("11 in the tray")
        let screen = try t.waitFor("moves 1")
        #expect(screen.contains("page 1/2")) // the drag turned no page
        try Self.expectShown(t, piece: piece, at: target, mirrored: false)
    }

    @Test func theKeyboardShowsATakenCellAndSaysWhyThePieceWentBack() throws {
        let t = try start()
        try t.keys("Enter", "Enter") // the first tray piece onto cell 1
        try t.waitFor("moves 1")
        // The cursor stayed on the piece dropped: Tab goes back to the tray.
        try t.keys("Tab", "Enter", "Left") // the next one over cell 1
        try t.waitFor("taken")
        try t.keys("Enter")
        try t.waitFor("That cell is taken: the piece went back to the tray")
        #expect(!(try t.screen().contains("moves 2")))
    }

    @Test func rightClickReturnsAPiece() throws {
        let t = try start()
        let l = Self.layout
        let cell = l.cellRect(4)
        try t.click(l.slots[2].center.x, l.slots[2].center.y)
        try t.click(cell.center.x, cell.center.y)
        try t.waitFor("11 in the tray")
        try t.mousePress(cell.center.x, cell.center.y, button: 2)
        try t.mouseRelease(cell.center.x, cell.center.y, button: 2)
        try t.waitFor("12 in the tray")
        try t.waitFor("moves 2")
    }

    /// The keys that carry the tray's first `count` pieces (all by default)
    /// home on a board two pieces across, turning each upright; the moves
    /// they make and the rules after them.
    static func keysToPlace(_ start: JigsawRules, count: Int? = nil) -> (keys: [String], moves: Int, rules: JigsawRules) {
        var rules = start
        var keys: [String] = [], moves = 0
        // After a drop the board's cursor stays on the piece dropped.
        var cursor: Int?
        for piece in rules.tray.prefix(count ?? rules.count) {
            let turns = (4 - rules.turns[piece]) % 4
            let from: Int
            if let c = cursor {
                from = c
            } else {
                // From the tray, Enter lifts the piece onto the first empty cell.
                keys.append("Enter")
                keys += Array(repeating: "r", count: turns)
                from = rules.board.firstIndex { $0 == nil }!
            }
            var (r, c) = (from / 2, from % 2)
            while c < piece % 2 { keys.append("Right"); c += 1 }
            while c > piece % 2 { keys.append("Left"); c -= 1 }
            while r < piece / 2 { keys.append("Down"); r += 1 }
            while r > piece / 2 { keys.append("Up"); r -= 1 }
            if cursor != nil {
                // On the board, Enter on an empty cell takes the tray's chosen piece there.
                keys.append("Enter")
                keys += Array(repeating: "r", count: turns)
            }
            keys.append("Enter")
            cursor = piece
            for _ in 0..<turns { rules = rules.applying(.turn(piece: piece, by: 1))! }
            rules = rules.applying(.place(piece: piece, cell: piece))!
            moves += turns + 1
        }
        return (keys, moves, rules)
    }

    /// A 2x3 game (`--size small`) won with the keys worked out from the
    /// rules: lift the first tray piece onto the first empty cell, turn it
    /// upright with r, steer it home, drop it; then, the cursor left on it,
    /// steer the cursor to the next piece's home and take it there with
    /// Enter, turn it, drop it. Returns the moves made and
    /// what `brocade scores` printed afterwards.
    static func winWithTheKeyboard(_ start: JigsawRules, options: String) throws -> (moves: Int, scores: String) {
        let (keys, moves, _) = keysToPlace(start)
        let t = try TerminalHarness()
        try t.launch("jigsaw --seed \(Self.seed) --no-animation --size small \(options)")
        try t.waitFor("6 in the tray")
        for k in keys { try t.keys(k) }
        let (screen, scores) = try finishAndReadScores(t)
        #expect(screen.contains("moves \(moves)"))
        #expect(screen.contains("Rank 1"))
        return (moves, scores)
    }

    /// Waits for the finished dalishen game, leaves to the menu and quits;
    /// returns the result screen and what `brocade scores` prints then.
    static func finishAndReadScores(_ t: TerminalHarness) throws -> (screen: String, scores: String) {
        let screen = try t.waitFor("Complete: Strong man")
        try t.keys("q")
        try t.waitFor("▶ Mirror jigsaw")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
        let out = try TerminalHarness.runFull([TerminalHarness.binary, "scores", "--mode", "mirror-jigsaw"],
                                              environment: ["HOME": t.home, "PATH": "/usr/bin:/bin"])
        return (screen, out.stdout)
    }

    @Test func aWholeGameWonWithTheKeyboardAlone() throws {
        let (moves, scores) = try Self.winWithTheKeyboard(JigsawRules(columns: 2, rows: 3, seed: Self.seed), options: "")
        #expect(moves == 6)
        #expect(scores.contains("dalishen · 2x3"))
    }

    @Test func resizeDuringADrag() throws {
        let t = try start()
        let l = Self.layout
        let s = l.slots[1]
        try t.mousePress(s.center.x, s.center.y)
        try t.pass(600) // past the long press
        try t.mouseDrag(30, 6)
        try t.resize(120, 36)
        // Drawn at 120 columns, the status line names brocade.
        try t.waitForRedraw(rows: 36, "at 120x36") { $0.contains("brocade ·") }
        try t.mouseDrag(31, 7)
        try t.resize(80, 24)
        // At 80 columns it ends with "q menu", which the wider line, cut, lacks.
        try t.waitForRedraw(rows: 24, "at 80x24") { $0.contains("q menu") && !$0.contains("brocade ·") }
        let cell = l.cellRect(3)
        try t.mouseDrag(cell.center.x, cell.center.y)
        try t.mouseRelease(cell.center.x, cell.center.y)
        try t.waitFor("11 in the tray")
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
    }
}
