@testable import BrocadeApp
import BrocadeTestSupport
import BrocadeCore
import BrocadeTUI
import Foundation
import Testing

/// INT, TERM, HUP and QUIT arriving at awkward moments: mid-drag with the
/// button held, mid-animation, mid-search for a hint, and again and again
/// right after moves. Each time the terminal must come back as it was, the
/// game must be saved (--resume shows it), and no file may be left broken.
@Suite(.terminalThreads) struct SignalEndToEndTests {
    /// The 2048 hint's key, in one place should it change.
    static let hintKey = "H"

    static let signals: [(Int32, Int)] = [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129), (SIGQUIT, 131)]

    static func stateDirectory(_ t: TerminalHarness) -> String { t.home + "/.local/state/brocade" }

    /// Every file brocade keeps is whole: JSON that parses, the settings
    /// non-empty, no temporary file left behind, nothing set aside.
    static func expectFilesWhole(_ t: TerminalHarness, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let fm = FileManager.default
        let state = t.home + "/.local/state/brocade"
        // The state directory and each mode's folder of kept games.
        let shelves = ((try? fm.contentsOfDirectory(atPath: state)) ?? []).map { state + "/" + $0 }.filter { path in
            var isDir: ObjCBool = false
            return fm.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
        }
        for dir in [state, t.home + "/.local/share/brocade", t.home + "/.config/brocade"] + shelves {
            for name in (try? fm.contentsOfDirectory(atPath: dir)) ?? [] {
                let path = dir + "/" + name
                #expect(!name.contains(".tmp-"), "temporary file left: \(path)", sourceLocation: sourceLocation)
                #expect(!name.contains(".corrupt-"), "a file was set aside: \(path)", sourceLocation: sourceLocation)
                let data = fm.contents(atPath: path) ?? Data()
                if name.hasSuffix(".json") {
                    #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "\(path) is not whole JSON", sourceLocation: sourceLocation)
                } else if name.hasSuffix(".toml") {
                    #expect(String(decoding: data, as: UTF8.self).contains("format_version = 1"), "\(path)", sourceLocation: sourceLocation)
                }
            }
        }
    }

    /// The saved 2048 game, read the way the game reads it.
    static func saved2048(_ t: TerminalHarness) throws -> Game2048Screen {
        let bytes = try #require(FileManager.default.contents(atPath: try t.keptGame("2048")))
        return try Game2048Screen(save: Array(bytes), animate: false)
    }

    @Test(arguments: signals)
    func duringAJigsawDrag(signal: Int32, status: Int) throws {
        let t = try TerminalHarness()
        try t.launch("jigsaw --seed \(JigsawEndToEndTests.seed) --no-animation")
        try t.waitFor("page 1/2 · 12 in the tray")
        let l = JigsawEndToEndTests.layout
        let cell = l.cellRect(0), other = l.cellRect(4)
        try t.click(l.slots[0].center.x, l.slots[0].center.y)
        try t.click(cell.center.x, cell.center.y)
        try t.waitFor("moves 1")
        // A board piece follows the pointer at once; the button stays down.
        try t.mousePress(cell.center.x, cell.center.y)
        try t.mouseDrag(cell.center.x + 1, cell.center.y)
        try t.mouseDrag(other.center.x, other.center.y)
        // Its outline runs one cell around it.
        try t.waitUntil("the piece is in hand") { $0.components(separatedBy: "\n")[other.minY - 1].contains("╭") }
        try t.signal(signal)
        #expect(try t.exitStatus() == status)
        try t.expectTerminalRestored()
        try Self.expectFilesWhole(t)
        // The piece dropped nowhere: the saved game has it where it was.
        try t.launch("jigsaw --resume --no-animation")
        try t.waitFor("moves 1")
        try t.waitFor("11 in the tray")
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
    }

    @Test(arguments: signals)
    func duringA2048Animation(signal: Int32, status: Int) throws {
        let t = try TerminalHarness()
        try t.launch("2048 --seed 5")
        var game = Game2048(size: 4, seed: 5)
        try Game2048EndToEndTests.waitForBoard(t, game)
        // Four moves queue up behind each other's slides; the signal comes mid-way.
        var boards: [String] = []
        for dir in [Direction.left, .up, .right, .down] {
            if let next = game.applying(dir) { game = next }
            boards.append(game.rowsDescription)
        }
        try t.keys("Left", "Up", "Right", "Down")
        // The first move is made (its slide under way), then the signal.
        try t.waitUntil("a move is made") { !$0.contains("moves 0") }
        try t.signal(signal)
        #expect(try t.exitStatus() == status)
        try t.expectTerminalRestored()
        try Self.expectFilesWhole(t)
        // The save holds the moves made before the signal, whole.
        let saved = try Self.saved2048(t)
        #expect(saved.session.moveCount >= 1)
        #expect(boards.contains(saved.game.rowsDescription), "saved \(saved.game.rowsDescription), not one of \(boards)")
        try t.launch("2048 --resume --no-animation")
        try Game2048EndToEndTests.waitForBoard(t, saved.game)
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
    }

    @Test(arguments: signals)
    func duringAHintSearch(signal: Int32, status: Int) throws {
        let t = try TerminalHarness()
        try t.launch("2048 --seed 11 --no-animation")
        var game = Game2048(size: 4, seed: 11)
        try Game2048EndToEndTests.waitForBoard(t, game)
        try t.keys("Left", "Up")
        for dir in [Direction.left, .up] { if let next = game.applying(dir) { game = next } }
        try Game2048EndToEndTests.waitForBoard(t, game)
        // The search runs on another thread while the signal is handled.
        try t.keys(Self.hintKey)
        try t.signal(signal)
        #expect(try t.exitStatus() == status)
        try t.expectTerminalRestored()
        try Self.expectFilesWhole(t)
        let saved = try Self.saved2048(t)
        #expect(saved.game == game)
        try t.launch("2048 --resume --no-animation")
        try Game2048EndToEndTests.waitForBoard(t, game)
        try t.waitFor("moves 2")
        try t.keys("C-c")
        #expect(try t.exitStatus() == 130)
    }

    /// Moves and signals in a tight loop: each run resumes the last save,
    /// moves, and is signalled while it saves. The save is whole every time
    /// and never goes back.
    @Test func hammeredWhileSaving() throws {
        let t = try TerminalHarness()
        let keys = ["Left", "Up", "Right", "Down"]
        var lastMoves = 0
        for i in 0..<30 {
            let (sig, status) = Self.signals[i % 4]
            try t.launch("2048 --resume --seed 9 --no-animation")
            try t.waitFor("moves \(lastMoves)")
            try t.keys(keys[i % 4], keys[(i + 1) % 4])
            // Twice: the second lands while the first is being handled.
            let pid = try t.gamePID()
            kill(pid, sig)
            kill(pid, sig)
            #expect(try t.exitStatus() == status, "iteration \(i)")
            try Self.expectFilesWhole(t)
            let saved = try Self.saved2048(t)
            #expect(saved.session.moveCount >= lastMoves, "iteration \(i): the save went back")
            lastMoves = saved.session.moveCount
            try t.shell("clear")
            if saved.game.status != .playing { break }
        }
        #expect(lastMoves > 0)
        try t.expectTerminalRestored()
    }

    /// Ctrl-Z is read as a key in raw mode, so the terminal sends no signal:
    /// brocade stops its whole process group, and a wrapper shell stops with
    /// it, so the outer shell sees the job stopped and gives `fg` to it.
    @Test func ctrlZUnderAWrapperShell() throws {
        let t = try TerminalHarness()
        try t.shell("clear; sh -c '\(TerminalHarness.binary); echo __EXIT=$?'")
        try t.waitFor("▶ Mirror jigsaw")
        try t.keys("C-z")
        try t.waitFor("Stopped")
        #expect(try t.paneModes()["alternate_on"] == "0")
        try t.shell("fg")
        try t.waitFor("▶ Mirror jigsaw")
        try t.keys("Down")
        try t.waitFor("▶ Jigsaw")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
        try t.expectTerminalRestored()
    }
}
