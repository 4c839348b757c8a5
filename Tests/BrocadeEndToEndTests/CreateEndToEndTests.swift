import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport
import BrocadeImaging
import Foundation
import Testing

/// `brocade create` in a real terminal: a design built, turned, mirrored,
/// saved, reopened, exported and played as a jigsaw, once with the
/// keyboard alone and once with the mouse alone.
@Suite(.terminalThreads) struct CreateEndToEndTests {
    /// A 2x2 loom at 80x24 (the status line takes the last row).
    static var layout: JigsawLayout { JigsawLayout.make(area: Rect(x: 0, y: 0, width: 80, height: 23), columns: 2, rows: 2, mirrored: true,
                                          picture: Size(width: 20, height: 20)) }
    static let deer = Motif.allCases.firstIndex(of: .deer)!

    /// Every board row shows, cell for cell, its own mirror image across the line.
    static func expectMirrored(_ t: TerminalHarness, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let l = layout, m = try #require(l.mirror)
        /// The rows and columns of design cells that differ from their mirror image, and how many were checked.
        func compare(_ lines: [[TerminalHarness.StyledCell]]) -> (differing: [(Int, Int)], checked: Int) {
            var differing: [(Int, Int)] = [], checked = 0
            for y in l.board.minY..<l.board.maxY {
                for x in l.board.minX..<l.board.maxX {
                    guard y < lines.count, x < lines[y].count, m.reflect(x: x) < lines[y].count else { continue }
                    let a = lines[y][x], b = lines[y][m.reflect(x: x)]
                    // The design's cells, not the cursor's corners.
                    guard "▀▄█ ".contains(a.character), "▀▄█".contains(a.character) || a.bg.hasPrefix("48;5;") else { continue }
                    if JigsawEndToEndTests.looks(a) != JigsawEndToEndTests.looks(b) { differing.append((y, x)) }
                    checked += 1
                }
            }
            return (differing, checked)
        }
        // The frame may reach tmux in pieces: wait for a whole one.
        let (differing, checked) = compare(try t.styledLines { let c = compare($0); return c.differing.isEmpty && c.checked > 40 })
        for (y, x) in differing { Issue.record("row \(y), column \(x) is not mirrored", sourceLocation: sourceLocation) }
        #expect(checked > 40, "only \(checked) cells of the design", sourceLocation: sourceLocation)
    }

    static func designFile(_ t: TerminalHarness, _ name: String) throws -> DesignFile {
        let text = try String(contentsOfFile: t.home + "/.local/share/brocade/designs/\(name).json", encoding: .utf8)
        return try JSONDecoder().decode(DesignFile.self, from: Data(text.utf8))
    }

    /// Exported beside it: a PNG of the whole design, 8 pixels a pixel, and text for `cat`.
    static func expectExported(_ t: TerminalHarness, _ name: String) throws {
        let dir = t.home + "/.local/share/brocade/designs/"
        let png = try ImageLoader.load(path: dir + name + ".png")
        #expect(png.width == 2 * 2 * Tile.side * 8 && png.height == 2 * Tile.side * 8)
        #expect(png == png.flippedHorizontally(), "the export is the whole symmetric design")
        let ansi = try String(contentsOfFile: dir + name + ".ans", encoding: .utf8)
        #expect(ansi.components(separatedBy: "\n").filter { !$0.isEmpty }.count == Tile.side)
    }

    /// Opens the design again, plays it as a mirror jigsaw, and checks the
    /// command line plays it too.
    static func reopenAndPlay(_ t: TerminalHarness, _ name: String, woven: String) throws {
        try t.launch("create --open \(name) --seed 1 --no-animation")
        try t.waitFor(name + " · " + woven)
        try t.keys("p")
        try t.waitFor("4 in the tray")
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
        try t.launch("jigsaw --design \(name) --size small --seed 2 --no-animation")
        try t.waitFor("4 in the tray")
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
    }

    @Test func aDesignWithTheKeyboardAlone() throws {
        let t = try TerminalHarness()
        try t.launch("create --cols 2 --rows 2 --seed 1 --no-animation")
        try t.waitFor("0/4 woven")
        for _ in 0..<Self.deer { try t.keys("Right") }
        try t.keys("Enter", "Enter") // the deer, into the first cell
        try t.waitFor("1/4 woven")
        try t.keys("Right", "r", "Enter") // turned, into the second (r on a placed tile turns that one)
        try t.waitFor("2/4 woven")
        try t.keys("Escape", "r") // the placed one turned again
        try t.waitFor("moves 3")
        try t.keys("F") // its column filled with it
        try t.waitFor("3/4 woven · moves 4")
        try t.keys("Down", "x") // one deleted, and the deletion undone
        try t.waitFor("2/4 woven · moves 5")
        try t.keys("u")
        try t.waitFor("3/4 woven · moves 4")
        try t.keys("Tab") // the cursor off the canvas
        try Self.expectMirrored(t)
        try t.keys("S")
        try t.waitFor("Name this design")
        for _ in 0..<8 { try t.keys("BSpace") }
        try t.raw("deer-row")
        try t.keys("Enter")
        try t.waitFor("Saved as deer-row")
        try t.keys("e")
        try t.waitFor("Exported")
        try t.keys("q", "y") // left for the menu, which offers to go on with it
        try t.waitFor("Continue Create")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
        let file = try Self.designFile(t, "deer-row")
        let deer = Tile.motif(.deer, colorway: 0)
        #expect(file.design.cells == [Design.Placed(tile: deer), Design.Placed(tile: deer, turns: 2), nil, Design.Placed(tile: deer, turns: 2)])
        try Self.expectExported(t, "deer-row")
        try Self.reopenAndPlay(t, "deer-row", woven: "3/4 woven")
    }

    @Test func aDesignWithTheMouseAlone() throws {
        let t = try TerminalHarness()
        let l = Self.layout
        try t.launch("create --cols 2 --rows 2 --seed 1 --no-animation")
        try t.waitFor("0/4 woven")
        // Click a tile, then two cells.
        try t.click(l.slots[0].center.x, l.slots[0].center.y)
        try t.pass(600) // each click a click of its own, never a double click
        try t.click(l.cellRect(0).center.x, l.cellRect(0).center.y)
        try t.pass(600)
        try t.click(l.cellRect(3).center.x, l.cellRect(3).center.y)
        try t.waitFor("2/4 woven")
        try t.click(l.slots[0].center.x, l.slots[0].center.y) // let the tile go
        try t.pass(600)
        // A double click on the mirror image turns the tile.
        let m = try #require(l.mirror), c0 = l.cellRect(0).center
        try t.doubleClick(m.reflect(x: c0.x), c0.y)
        try t.waitFor("moves 3")
        try t.pass(600)
        // A long press lifts another tile; dragged onto a cell, it lands there.
        let s2 = l.slots[Self.deer % l.perPage]
        if Self.deer >= l.perPage {
            try t.click(l.nextPage.center.x, l.nextPage.center.y)
            try t.waitUntil("the palette's next page") { $0.contains("page 2/") }
            try t.pass(600)
        }
        try t.mousePress(s2.center.x, s2.center.y)
        try t.pass(700) // past the long press
        try t.mouseDrag(s2.center.x, s2.center.y - 2)
        try t.mouseDrag(l.cellRect(1).center.x, l.cellRect(1).center.y)
        try t.mouseRelease(l.cellRect(1).center.x, l.cellRect(1).center.y)
        try t.waitFor("3/4 woven")
        try t.pass(600)
        // Dragged back to the palette, a tile is deleted.
        let c3 = l.cellRect(3).center
        try t.mousePress(c3.x, c3.y)
        try t.mouseDrag(c3.x, c3.y + 3)
        try t.mouseDrag(s2.center.x, s2.center.y)
        try t.mouseRelease(s2.center.x, s2.center.y)
        try t.waitFor("2/4 woven")
        try Self.expectMirrored(t)
        // Save, with the name offered, and export, by the buttons.
        let buttons = CreateMode.actionButtons(l)
        try t.pass(600)
        try t.click(buttons[0].1.center.x, buttons[0].1.center.y)
        try t.waitFor("Name this design")
        let ok = CreateMode.namingBox(l).ok.center
        try t.click(ok.x, ok.y)
        try t.waitFor("Saved as design-1")
        try t.pass(600)
        try t.click(buttons[1].1.center.x, buttons[1].1.center.y)
        try t.waitFor("Exported")
        let file = try Self.designFile(t, "design-1")
        #expect(file.design.cells[0]?.turns == 1 && file.design.cells[1]?.tile == .motif(.deer, colorway: 0) && file.design.cells[3] == nil)
        try Self.expectExported(t, "design-1")
        // Played as a jigsaw from its button.
        try t.pass(600)
        try t.click(buttons[2].1.center.x, buttons[2].1.center.y)
        try t.waitFor("4 in the tray")
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
        try Self.reopenAndPlay(t, "design-1", woven: "2/4 woven")
    }

    @Test func badCreateArguments() throws {
        for (args, status) in [(["create", "--cols", "9"], 64), (["create", "--open", "a b"], 64), (["jigsaw", "--design", "x", "--daily"], 64)] {
            let r = try TerminalHarness.runFull([TerminalHarness.binary] + args)
            #expect(r.status == Int32(status), "\(args)")
        }
        let home = NSTemporaryDirectory() + "/brocade-create-\(getpid())"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        for args in [["create", "--open", "nosuch"], ["jigsaw", "--design", "nosuch"]] {
            let r = try TerminalHarness.runFull([TerminalHarness.binary] + args, environment: ["HOME": home, "PATH": "/usr/bin:/bin"])
            #expect(r.status == 66, "\(args)")
            #expect(r.stderr == "brocade: no design named 'nosuch'\n", "\(args): \(r.stderr)")
        }
    }
}
