@testable import BrocadeApp
import BrocadeCore
import BrocadeTUI
import Foundation
import Testing

/// Every action of every mode played with the mouse alone at 80x24, in the
/// real binary: a click on the status line's "≡" opens the list, a click on
/// an action runs it, and the test waits for the screen to show what it did.
@Suite(.terminalThreads) struct ActionsEndToEndTests {
    static let footer = "click one, or press its key; Esc closes"

    /// Opens the list with a click on "≡", and clicks `label` in it.
    static func choose(_ t: TerminalHarness, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let menu = try t.locate("≡")
        try t.click(menu.x, menu.y)
        try t.waitFor(footer)
        let p = try locateAction(t, label, sourceLocation: sourceLocation)
        try t.click(p.x + TextWidth.of(label) - 1, p.y)
        try t.waitUntil("the list closed after \(label)") { !$0.contains(footer) }
    }

    /// Where the open list draws `label`: after the frame, a key and two or
    /// more spaces, so that the same words elsewhere are not taken for it.
    static func locateAction(_ t: TerminalHarness, _ label: String, sourceLocation: SourceLocation) throws -> (x: Int, y: Int) {
        let pattern = try NSRegularExpression(pattern: "[│|] \\S+ {2,}" + NSRegularExpression.escapedPattern(for: label) + "(?= |$)")
        for (y, line) in try t.lines().enumerated() {
            let ns = line as NSString
            if let m = pattern.firstMatch(in: line, range: NSRange(location: 0, length: ns.length)) {
                let end = ns.substring(to: m.range.location + m.range.length)
                return (TextWidth.of(end) - TextWidth.of(label), y)
            }
        }
        Issue.record("\"\(label)\" is not in the list:\n\(try t.screen())", sourceLocation: sourceLocation)
        throw HarnessError.notFound(label)
    }

    /// The screen with its colours, for effects that are colour only.
    static func styled(_ t: TerminalHarness) throws -> String { try t.tmux(["capture-pane", "-p", "-e", "-t", t.target]) }

    static func waitForChange(_ t: TerminalHarness, from before: String, _ what: String) throws {
        let end = Date().addingTimeInterval(10)
        while Date() < end {
            if try styled(t) != before { return }
            usleep(40_000)
        }
        Issue.record("\(what): the screen did not change")
        throw HarnessError.timeout(what)
    }

    /// Starts a new game from the list: at once, or, where the game would be
    /// lost, after its question, answered Yes from the list too.
    static func newGame(_ t: TerminalHarness, _ label: String, question: String) throws {
        try choose(t, label)
        let s = try t.waitUntil("a new game, or its question") { $0.contains(question) || $0.contains("moves 0") }
        if s.contains(question) {
            try choose(t, "Yes")
            try t.waitFor("moves 0")
        }
    }

    /// The number after "moves " on the status line.
    static func moves(_ t: TerminalHarness) throws -> Int {
        let s = try t.screen()
        guard let r = s.range(of: #"moves \d+"#, options: .regularExpression) else { return -1 }
        return Int(s[r].dropFirst("moves ".count))!
    }

    @Test func every2048ActionByMouse() throws {
        let t = try TerminalHarness()
        try t.launch("2048 --seed 42 --no-animation")
        try t.waitFor("4x4 · moves 0")
        // A swipe the board can make: a move to undo.
        let game = Game2048(size: 4, seed: 42)
        let dir = try #require([Direction.left, .right, .up, .down].first { game.applying($0) != nil })
        let d = dir.offset
        try t.mousePress(30, 10)
        try t.mouseDrag(30 + d.dx, 10 + d.dy)
        try t.mouseDrag(30 + 3 * d.dx, 10 + d.dy)
        try t.mouseRelease(30 + 3 * d.dx, 10 + d.dy)
        try t.waitFor("moves 1")
        try Self.choose(t, "undo")
        try t.waitFor("moves 0")
        try Self.choose(t, "redo")
        try t.waitFor("moves 1")
        try Self.choose(t, "hint")
        try t.waitFor("hint: ")
        try Self.choose(t, "autoplay")
        try t.waitFor("autoplay: + - speed, other keys stop")
        try t.waitUntil("autoplay plays") { _ in ((try? Self.moves(t)) ?? 0) >= 3 }
        try Self.choose(t, "stop autoplay")
        try t.waitUntil("autoplay stopped") { !$0.contains("autoplay: + - speed, other keys stop") }
        try Self.newGame(t, "new game", question: "Start a new game?")
        try t.waitFor("4x4 · moves 0")
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
    }

    @Test func everySlidingPuzzleActionByMouse() throws {
        let t = try TerminalHarness()
        try t.launch("slide --seed 5 --picture frog --no-animation")
        try t.waitFor("3x3 norm · moves 0")
        try Self.choose(t, "hint")
        try t.waitFor("hint: ")
        let before = try Self.styled(t)
        try Self.choose(t, "show numbers")
        try Self.waitForChange(t, from: before, "numbers on the picture")
        let shown = try Self.styled(t)
        try Self.choose(t, "hide numbers")
        try Self.waitForChange(t, from: shown, "numbers off again")
        try Self.choose(t, "solve")
        try t.waitUntil("the solver plays") { _ in ((try? Self.moves(t)) ?? 0) >= 2 }
        try Self.choose(t, "stop the solver")
        try t.waitUntil("the solver stopped") { !$0.contains("solver playing") && !$0.contains("solving") }
        let n = try Self.moves(t)
        try Self.choose(t, "undo")
        try t.waitFor("moves \(n - 1)")
        try Self.choose(t, "redo")
        try t.waitFor("moves \(n)")
        try Self.newGame(t, "new shuffle", question: "Start a new shuffle?")
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
    }

    @Test func everyJigsawActionByMouse() throws {
        let t = try TerminalHarness()
        try t.launch("jigsaw --seed 21 --rotate --numbers --no-animation")
        try t.waitFor("page 1/2 · 12 in the tray")
        let l = JigsawLayout.make(area: Rect(x: 0, y: 0, width: 80, height: 23), columns: 3, rows: 4, mirrored: true)
        // The tray's number badges, under its slots.
        func badges(_ screen: String) -> String {
            let lines = screen.components(separatedBy: "\n")
            let row = l.slots[0].maxY
            return row < lines.count ? lines[row].filter(\.isNumber) : ""
        }
        // The badges are drawn below the line waited for.
        #expect(!badges(try t.waitUntil("the tray's badges") { !badges($0).isEmpty }).isEmpty)
        try Self.choose(t, "hide numbers")
        try t.waitUntil("the badges are gone") { badges($0).isEmpty }
        try Self.choose(t, "show numbers")
        try t.waitUntil("the badges are back") { !badges($0).isEmpty }
        let plain = try Self.styled(t)
        try Self.choose(t, "show the faint picture")
        try Self.waitForChange(t, from: plain, "the faint picture")
        let faint = try Self.styled(t)
        try Self.choose(t, "hide the faint picture")
        try Self.waitForChange(t, from: faint, "the faint picture gone")
        try Self.choose(t, "turn clockwise")
        try t.waitFor("moves 1")
        try Self.choose(t, "turn anticlockwise")
        try t.waitFor("moves 2")
        try Self.choose(t, "next page")
        try t.waitFor("page 2/2")
        try Self.choose(t, "previous page")
        try t.waitFor("page 1/2")
        // A piece placed by clicks, then sent back from the list.
        try t.click(l.slots[2].center.x, l.slots[2].center.y)
        try t.pass(600) // not a double click
        let cell = l.cellRect(4)
        try t.click(cell.center.x, cell.center.y)
        try t.waitFor("11 in the tray")
        try Self.choose(t, "piece back to the tray")
        try t.waitFor("12 in the tray")
        try Self.choose(t, "undo")
        try t.waitFor("11 in the tray")
        try Self.choose(t, "redo")
        try t.waitFor("12 in the tray")
        try Self.newGame(t, "new game", question: "Start a new game?")
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
    }

    /// The jigsaw's hint and solver with the mouse alone: the hint names the
    /// tray's first piece, the solver finishes the picture, and the result
    /// counts among assisted games.
    @Test func theJigsawsHintAndSolverByMouse() throws {
        let t = try TerminalHarness()
        try t.launch("jigsaw --seed 21 --no-animation")
        try t.waitFor("page 1/2 · 12 in the tray")
        let first = try #require(JigsawEndToEndTests.rules.tray.first)
        try Self.choose(t, "hint")
        try t.waitFor("hint: the outlined piece to the outlined cell")
        _ = first
        try Self.choose(t, "solve")
        try t.waitFor("solver playing: + - speed, other keys stop")
        try t.waitForAll(["Complete:", "among assisted games"], timeout: 60)
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
    }

    @Test func everyCreateActionByMouse() throws {
        let t = try TerminalHarness()
        try t.launch("create --cols 2 --rows 2 --seed 1 --no-animation")
        try t.waitFor("0/4 woven")
        let l = CreateEndToEndTests.layout
        // A tile taken from the palette and placed in the first cell.
        try t.click(l.slots[0].center.x, l.slots[0].center.y)
        try t.pass(600) // not a double click
        try t.click(l.cellRect(0).center.x, l.cellRect(0).center.y)
        try t.waitFor("1/4 woven")
        try Self.choose(t, "fill the row")
        try t.waitFor("2/4 woven")
        try Self.choose(t, "fill the column")
        try t.waitFor("3/4 woven")
        try Self.choose(t, "delete the tile")
        try t.waitFor("2/4 woven")
        try Self.choose(t, "undo")
        try t.waitFor("3/4 woven")
        try Self.choose(t, "redo")
        try t.waitFor("2/4 woven")
        // Placed again by a click, the tile at the cursor turns.
        let m = try Self.moves(t)
        try t.click(l.cellRect(0).center.x, l.cellRect(0).center.y)
        try t.waitFor("3/4 woven")
        try t.waitFor("moves \(m + 1)")
        try Self.choose(t, "turn clockwise")
        try t.waitFor("moves \(m + 2)")
        try Self.choose(t, "turn anticlockwise")
        try t.waitFor("moves \(m + 3)")
        try Self.choose(t, "next page")
        try t.waitUntil("the palette's next page") { $0.contains("page 2/") }
        try Self.choose(t, "previous page")
        try t.waitUntil("the palette's first page") { $0.contains("page 1/") }
        try Self.choose(t, "save the design")
        try t.waitFor("Name this design")
        try Self.choose(t, "OK")
        try t.waitFor("Saved as design-1")
        try Self.choose(t, "export PNG and ANSI")
        try t.waitFor("Exported")
        try CreateEndToEndTests.expectExported(t, "design-1")
        // A new design, then a tile on it, played as a jigsaw (named first).
        try Self.newGame(t, "new design", question: "Start a new design?")
        try t.waitFor("0/4 woven")
        try t.click(l.slots[0].center.x, l.slots[0].center.y)
        try t.pass(600) // not a double click
        try t.click(l.cellRect(3).center.x, l.cellRect(3).center.y)
        try t.waitFor("1/4 woven")
        try Self.choose(t, "play it as a jigsaw")
        let named = try t.waitUntil("the jigsaw, or a name asked for") { $0.contains("in the tray") || $0.contains("Name this design") }
        if named.contains("Name this design") { try Self.choose(t, "OK") }
        try t.waitFor("in the tray")
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
    }
}
