import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport
import Foundation
import Testing

/// The jigsaw's numbers as a choice on the command line, and what a player
/// sees at every colour depth: the faint picture in 8 colours, and in
/// ASCII every cell painted by the game rather than left to the terminal.
@Suite(.terminalThreads) struct JigsawNumbersEndToEndTests {
    static var layout: JigsawLayout { JigsawEndToEndTests.layout }

    /// The digits on the board and in the rows of the tray's badges.
    static func digits(_ screen: String) -> String {
        let lines = screen.components(separatedBy: "\n"), l = layout
        let rows = Array(l.canvas.minY..<l.tray.minY) + Set(l.slots.map(\.maxY)).sorted()
        return rows.filter { $0 < lines.count }.map { lines[$0].filter(\.isNumber) }.joined()
    }

    @Test func numbersAreOffUnlessAskedForAndTTurnsThem() throws {
        let t = try TerminalHarness()
        try t.launch("jigsaw --seed 21 --no-animation")
        var screen = try t.waitFor("page 1/2 · 12 in the tray")
        #expect(Self.digits(screen).isEmpty, "\(screen)")
        try t.keys("t")
        screen = try t.waitUntil("the numbers shown by t") { Self.digits($0).contains("12") }
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
        try t.launch("jigsaw --seed 21 --no-animation --numbers")
        // Every cell's number on the board, and the badges under the tray's pieces.
        screen = try t.waitForAll(["page 1/2 · 12 in the tray"] + (1...12).map { " \($0) " })
        for n in 1...12 { #expect(screen.contains(" \(n) "), "no \(n)") }
        try t.keys("t")
        try t.waitUntil("the numbers hidden by t") { Self.digits($0).isEmpty }
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
        try t.launch("jigsaw --seed 21 --no-animation --no-numbers")
        screen = try t.waitFor("page 1/2 · 12 in the tray")
        #expect(Self.digits(screen).isEmpty)
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
    }

    @Test func theHelpSaysHowToChoose() throws {
        let r = try TerminalHarness.runFull([TerminalHarness.binary, "jigsaw", "--help"], environment: ["LANG": "C.UTF-8", "COLUMNS": "80"])
        #expect(r.stdout.contains("--numbers/--no-numbers") && r.stdout.contains("(default: --no-numbers)"), "\(r.stdout)")
    }

    /// `g` with TERM=xterm (8 colours): the empty board shows the picture
    /// in its own colours, no longer black on black.
    @Test func theGhostShowsInEightColours() throws {
        let t = try TerminalHarness()
        try t.launch("jigsaw --seed 21 --no-animation", env: "TERM=xterm")
        try t.waitFor("page 1/2 · 12 in the tray")
        let board = Self.layout.board
        func coloured(_ lines: [[TerminalHarness.StyledCell]]) -> Int {
            var n = 0
            for y in board.minY..<board.maxY {
                for x in board.minX..<board.maxX where x < lines[y].count {
                    let c = lines[y][x]
                    if c.character != " ", c.fg != "", c.fg != "30", c.fg != c.bg { n += 1 }
                }
            }
            return n
        }
        let before = coloured(try t.styledLines())
        try t.keys("g")
        var after = 0
        _ = try t.waitUntil("the faint picture") { _ in
            after = coloured((try? t.styledLines()) ?? [])
            return after > before + board.width * board.height / 3
        }
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
    }

    /// Under the C locale (ASCII), the game's coloured blanks are written
    /// out, never erased: a terminal that does not fill an erase with the
    /// colour set (or a multiplexer that loses it) would show its own
    /// background there. What the game sends, recorded by script(1), has
    /// no erase while a background colour is set.
    @Test func inASCIIEveryCellIsPaintedNotErased() throws {
        try #require(TerminalHarness.which("script") != nil, "script(1) is missing")
        for size in [(80, 24), (200, 60)] {
            let t = try TerminalHarness(width: size.0, height: size.1, locale: "C")
            let file = t.home + "/typescript"
            try t.shell("clear; script -q -c '\(TerminalHarness.binary) jigsaw --seed 21 --no-animation' \(file); echo __EXIT=$?")
            try t.waitFor("? help")
            try t.keys("g")
            try t.keys("Tab")
            try t.waitFor("? help")
            try t.keys("C-c")
            _ = try t.exitStatus()
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
            let erased = Self.erasesOnColour(bytes)
            #expect(bytes.count > 1000 && erased.isEmpty, "at \(size): \(erased.prefix(5))")
        }
    }

    /// The erase sequences (EL, ED, ECH) written while a background colour
    /// is set, as the SGR sequences before them leave it.
    static func erasesOnColour(_ b: [UInt8]) -> [String] {
        var bg = false, out: [String] = [], i = 0
        while i < b.count {
            guard b[i] == 0x1B, i + 1 < b.count, b[i + 1] == UInt8(ascii: "[") else { i += 1; continue }
            var j = i + 2
            while j < b.count, !(0x40...0x7E).contains(b[j]) { j += 1 }
            guard j < b.count else { break }
            let params = String(decoding: b[(i + 2)..<j], as: UTF8.self), final = Character(UnicodeScalar(b[j]))
            switch final {
            case "m":
                var ps = params.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
                while let p = ps.first {
                    ps = ps.dropFirst()
                    switch p {
                    case 0, 49: bg = false
                    case 40...47, 100...107: bg = true
                    case 38: ps = ps.dropFirst(ps.first == 2 ? 4 : 2)
                    case 48: bg = true; ps = ps.dropFirst(ps.first == 2 ? 4 : 2)
                    default: break
                    }
                }
            case "K", "J", "X":
                if bg { out.append("ESC[\(params)\(final) at byte \(i)") }
            default: break
            }
            i = j + 1
        }
        return out
    }
}
