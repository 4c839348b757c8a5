import Foundation
import Testing
import BrocadeCore
@testable import BrocadeStorage

/// The new-game panel's last choices in settings.toml, and the paths typed in it.
@Suite struct RememberedChoicesTests {
    let settings = "home/.config/brocade/settings.toml"

    @Test func choicesAreWrittenAndReadBack() throws {
        let t = TempDir()
        let s = Storage(environment: t.environment)
        s.rememberChoices(mode: "mirror-jigsaw", ["cols": "4", "rows": "auto", "lock": "on", "picture": "file:/home/me/my cat.png"])
        s.rememberChoices(mode: "2048", ["size": "5", "target": "4096"])
        let text = try #require(t.read(settings))
        #expect(text.contains("last_mirror-jigsaw_cols = 4\n"))
        #expect(text.contains("last_mirror-jigsaw_picture = \"file:/home/me/my cat.png\"\n"))
        #expect(text.contains("last_2048_size = 5\n"))
        let again = Storage(environment: t.environment)
        #expect(again.takeNotices().isEmpty)
        #expect(again.settings.lastChoices["mirror-jigsaw"] == ["cols": "4", "rows": "auto", "lock": "on", "picture": "file:/home/me/my cat.png"])
        #expect(again.settings.lastChoices["2048"] == ["size": "5", "target": "4096"])
    }

    @Test func aPlayersEditsAndCommentsStayAndOldChoicesGo() throws {
        let t = TempDir()
        try t.write(settings, "# mine\nplayer_name = \"Ann\"\nlast_slide_size = 4\nlast_slide_picture = \"frog\"\n  # keep\n")
        let s = Storage(environment: t.environment)
        s.rememberChoices(mode: "slide", ["size": "5", "rules": "none"])
        let text = try #require(t.read(settings))
        #expect(text.hasPrefix("# mine\nplayer_name = \"Ann\"\n  # keep\n"))
        #expect(!text.contains("last_slide_picture") && !text.contains("last_slide_size = 4"))
        #expect(text.contains("last_slide_size = 5\n") && text.contains("last_slide_rules = \"none\"\n"))
        #expect(try SettingsFile.parse(text).playerName == "Ann")
    }

    @Test func aModeNamedLikeTheStartOfAnotherKeepsItsOwn() {
        let text = SettingsFile.remember(mode: "jigsaw", ["cols": "2"], in: "last_mirror-jigsaw_cols = 4\n")
        #expect(text.contains("last_mirror-jigsaw_cols = 4") && text.contains("last_jigsaw_cols = 2"))
    }

    @Test func badChoiceKeysAreNamed() {
        #expect(throws: (any Error).self) { try SettingsFile.parse("last_slide = 4\n") }
        #expect(throws: (any Error).self) { try SettingsFile.parse("last_slide_size = 4.5\n") }
        let s = try? SettingsFile.parse("last_slide_size = \"4\\u001b[2J\"\n")
        #expect(s?.lastChoices["slide"]?["size"] == "4[2J")
    }

    @Test func pathsCompleteFromTheDirectoryAsTyped() throws {
        let t = TempDir()
        try t.write("home/Pictures/cat.png", "x")
        try t.write("home/Pictures/cathedral/a.png", "x")
        try t.write("home/Pictures/.hidden.png", "x")
        try t.write("home/Pictures/dog.png", "x")
        let home = t.path + "/home"
        #expect(TypedPaths.completions("~/Pic", home: home, cwd: "/") == ["~/Pictures/"])
        #expect(TypedPaths.completions("~/Pictures/ca", home: home, cwd: "/") == ["~/Pictures/cat.png", "~/Pictures/cathedral/"])
        #expect(TypedPaths.completions("~/Pictures/.h", home: home, cwd: "/") == ["~/Pictures/.hidden.png"])
        #expect(!TypedPaths.completions("~/Pictures/", home: home, cwd: "/").contains("~/Pictures/.hidden.png"))
        #expect(TypedPaths.completions("Pictures/d", home: nil, cwd: home) == ["Pictures/dog.png"])
        #expect(TypedPaths.completions("/no/such/dir/x", home: home, cwd: "/").isEmpty)
        #expect(TypedPaths.expand("~/a.png", home: "/h") == "/h/a.png")
        #expect(TypedPaths.expand("a~/b", home: "/h") == "a~/b")
    }
}
