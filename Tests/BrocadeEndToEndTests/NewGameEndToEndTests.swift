import BrocadeCore
import BrocadeImaging
import Foundation
import Testing

/// New games chosen from the menu in a real terminal: with the keyboard
/// alone, with the mouse alone, a bad image path, and the choice
/// remembered across runs.
@Suite(.terminalThreads) struct NewGameEndToEndTests {
    @Test func keyboardAloneChoosesA2048GameAndItIsRememberedAfterARestart() throws {
        let t = try TerminalHarness()
        try t.launch("--seed 3 --no-animation")
        try t.waitFor("▶ Mirror jigsaw")
        try t.keys("2")
        try t.waitFor("New game: 2048")
        try t.keys("Right", "Down", "Right", "Enter")
        try t.waitFor("5x5")
        try t.keys("q")
        try t.waitFor("▶ 2048")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
        let settings = try String(contentsOfFile: t.home + "/.config/brocade/settings.toml", encoding: .utf8)
        #expect(settings.contains("last_2048_size = 5") && settings.contains("last_2048_target = 4096"))
        // A new run opens the panel on them, and Enter plays at once.
        try t.launch("--seed 3 --no-animation")
        try t.waitFor("▶ Mirror jigsaw")
        try t.keys("2")
        _ = try t.waitUntil("the remembered board") { $0.contains("‹ 5x5 ›") && $0.contains("4096") }
        try t.keys("Enter")
        try t.waitFor("5x5 · moves 0")
        try t.keys("q", "q")
        #expect(try t.exitStatus() == 0)
    }

    @Test func keyboardAloneChoosesTheSlidingPuzzlesRulesAndPicture() throws {
        let t = try TerminalHarness()
        try t.launch("--seed 3 --no-animation")
        try t.waitFor("▶ Mirror jigsaw")
        try t.keys("s")
        try t.waitFor("New game: Sliding puzzle")
        // Size 4x4, rules none, then the first picture of the gallery.
        try t.keys("Right", "Down", "Left", "Left", "Down", "Down")
        try t.waitFor("Strong man")
        try t.keys("Enter")
        try t.waitFor("4x4 none")
        try t.keys("q")
        try t.waitFor("▶ Sliding puzzle")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
    }

    @Test func mouseAloneChoosesTheMirrorJigsawsSizePictureAndLock() throws {
        let t = try TerminalHarness()
        try t.launch("--seed 3 --no-animation")
        try t.waitFor("▶ Mirror jigsaw")
        let entry = try t.locate("Mirror jigsaw")
        try t.click(entry.x, entry.y)
        try t.waitFor("New game: Mirror jigsaw")
        try t.pass(600) // the next click is not a double click
        let big = try t.locate(" big ")
        try t.click(big.x + 1, big.y)
        try t.waitFor("‹ 4  ›")
        let on = try t.locate(" on ")
        try t.click(on.x + 1, on.y)
        let frog = try t.locate("Frogs")
        try t.click(frog.x, frog.y)
        try t.waitFor("A frog")
        let play = try t.locate("[ Play ]")
        try t.click(play.x + 2, play.y)
        // Four pieces across the half: 4 columns by the frog's rows.
        let screen = try t.waitUntil("the game") { $0.contains("placed") }
        let total = screen.range(of: #"/\d+ placed"#, options: .regularExpression).map { Int(screen[$0].dropFirst().prefix { $0.isNumber }) ?? 0 }
        #expect(total.map { $0 > 0 && $0 % 4 == 0 } == true, "pieces: \(String(describing: total))")
        try t.keys("q")
        try t.waitFor("▶ Mirror jigsaw")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
        let settings = try String(contentsOfFile: t.home + "/.config/brocade/settings.toml", encoding: .utf8)
        #expect(settings.contains("last_mirror-jigsaw_cols = 4") && settings.contains("last_mirror-jigsaw_lock = \"on\""))
        #expect(settings.contains("last_mirror-jigsaw_picture = \"frog\""))
    }

    /// "Your own image..." reached by the arrows or by a click shows its
    /// path field focused: typing goes into it at once, q and ? included,
    /// and Enter says in place why a path will not do, or opens the image
    /// and then plays it.
    @Test func thePathFieldTakesTypingAtOnce() throws {
        let t = try TerminalHarness()
        let image = t.home + "/quilt?.png"
        var rgba: [UInt8] = []
        for y in 0..<40 { for x in 0..<30 { rgba += [UInt8(x * 8), UInt8(y * 6), 120, 255] } }
        try ImageExport.writePNG(PixelImage(width: 30, height: 40, rgba: rgba), to: image, scale: 1)
        try t.launch("--seed 3 --no-animation")
        try t.waitFor("▶ Mirror jigsaw")
        try t.keys("m")
        try t.waitFor("New game: Mirror jigsaw")
        // Down through the choices and the pictures to the last entry.
        for _ in 0..<30 {
            if try t.screen().contains("Type its path below") { break }
            let before = try t.screen()
            try t.keys("Down")
            _ = try t.waitUntil("the panel to move on") { $0 != before }
        }
        try t.waitFor("▶ Path")
        _ = try t.tmux(["send-keys", "-t", t.target, "-l", "/no/quiz?.png"])
        try t.waitFor("Path /no/quiz?.png")
        try t.keys("Enter")
        try t.waitFor("Cannot load '/no/quiz?.png'")
        try t.keys("Escape")
        try t.waitFor("▶ Mirror jigsaw")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
        // By a click on the entry, at 200x60, where the gallery shows it whole.
        let w = try TerminalHarness(width: 200, height: 60)
        try w.launch("--seed 3 --no-animation")
        try w.waitFor("▶ Mirror jigsaw")
        try w.keys("m")
        try w.waitFor("New game: Mirror jigsaw")
        let entry = try w.locate("Your own image...")
        try w.pass(600)
        try w.click(entry.x + 2, entry.y)
        try w.waitFor("▶ Path")
        _ = try w.tmux(["send-keys", "-t", w.target, "-l", image])
        try w.waitFor("quilt?.png")
        try w.keys("Enter")
        try w.waitFor("Opened. Enter plays it.")
        try w.keys("Enter")
        try w.waitFor("in the tray")
        try w.keys("q")
        try w.waitFor("▶ Mirror jigsaw")
        try w.keys("q")
        #expect(try w.exitStatus() == 0)
    }

    @Test func aBadImagePathIsSaidInThePanelAndPlayGoesOn() throws {
        let t = try TerminalHarness()
        try t.launch("--seed 3 --no-animation")
        try t.waitFor("▶ Mirror jigsaw")
        try t.keys("m")
        try t.waitFor("New game: Mirror jigsaw")
        try t.keys("End")
        try t.waitFor("▶ Path")
        _ = try t.tmux(["send-keys", "-t", t.target, "-l", "/no/such/picture.png"])
        try t.keys("Enter")
        try t.waitFor("Cannot load '/no/such/picture.png'")
        // Still in the panel: Tab completes a real path, and Esc goes back.
        try t.keys("C-u")
        _ = try t.tmux(["send-keys", "-t", t.target, "-l", "/etc/host"])
        try t.keys("Tab")
        try t.waitFor("/etc/host")
        try t.keys("Escape")
        try t.waitFor("▶ Mirror jigsaw")
        try t.keys("q")
        #expect(try t.exitStatus() == 0)
    }
}
