import Foundation
import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeStorage

@Suite struct SettingsFileTests {
    @Test func templateReadsBackAsTheDefaults() throws {
        #expect(try SettingsFile.parse(SettingsFile.template()) == Settings())
        var s = Settings()
        s.playerName = "Ann \"the\" Player"
        s.theme = .mono
        s.animations = false
        s.longPressMilliseconds = 600
        s.slideArrows = .blank
        s.solverTables = .large
        s.graphics = .sixel
        #expect(try SettingsFile.parse(SettingsFile.template(s)) == s)
    }

    @Test func everyKey() throws {
        let s = try SettingsFile.parse("""
            # comment
            format_version = 1
            player_name = 'Li Na'   # trailing comment
            theme = "mono"
            animations = false
            long_press_ms = 1_000
            slide_arrows = "blank"
            think_ms = 40
            solver_tables = "large"
            graphics = "blocks"
            """)
        #expect(s.playerName == "Li Na")
        #expect(s.theme == .mono)
        #expect(!s.animations)
        #expect(s.longPressMilliseconds == 1000)
        #expect(s.slideArrows == .blank)
        #expect(s.thinkMilliseconds == 40)
        #expect(s.solverTables == .large)
        #expect(s.graphics == .blocks)
    }

    @Test(arguments: [
        "long_press_ms = 5",                 // out of range
        "long_press_ms = \"fast\"",          // wrong type
        "think_ms = 0",                      // out of range
        "think_ms = 10001",                  // out of range
        "theme = \"neon\"",                  // not a theme
        "solver_tables = \"huge\"",          // not a size
        "solver_tables = 2",                 // wrong type
        "graphics = \"iterm\"",              // not a way of drawing pictures
        "graphics = true",                   // wrong type
        "format_version = 2",                // wrong version
        "colour = true",                     // unknown key
        "animations = yes",                  // not TOML
        "[table]",                           // tables are not used
        "player_name = \"unterminated",
        "theme = \"mono\"\ntheme = \"mono\"", // twice
        "just words",
    ])
    func badFilesAreRejected(text: String) {
        #expect(throws: (any Error).self) { try SettingsFile.parse(text) }
    }

    @Test func namesAreCleaned() throws {
        let s = try SettingsFile.parse("player_name = \"\\u001B[31mEvil\\u0007 name that is far too long for the table\"")
        #expect(s.playerName == "[31mEvil name that is fa")
        #expect(s.playerName!.unicodeScalars.allSatisfy { $0.value >= 0x20 })
    }
}

@Suite struct PlayerNameTests {
    @Test func controlAndFormatCharactersGo() {
        #expect(PlayerName.clean("\u{1B}]0;title\u{07}ann") == "]0;titleann")
        #expect(PlayerName.clean("a\u{202E}b\u{200B}c") == "abc") // bidi override, zero width space
        #expect(PlayerName.clean("  two   spaces \n") == "two spaces")
        #expect(PlayerName.clean("\u{9B}31m") == "31m") // C1 CSI
        #expect(TextWidth.of(PlayerName.clean(String(repeating: "黎", count: 30))) == 24)
        #expect(PlayerName.clean("\u{301}x") == "x")
    }
}

@Suite struct StorageTests {
    @Test func freshStartWritesTheDocumentedSettingsFile() throws {
        let t = TempDir()
        let s = Storage(environment: t.environment)
        #expect(s.takeNotices().isEmpty)
        let text = try #require(t.read("home/.config/brocade/settings.toml"))
        #expect(text.contains("long_press_ms = 350"))
        #expect(text.contains("think_ms = \(Expectimax2048.Tuning.defaultThinkMilliseconds)"))
        #expect(t.mode("home/.config/brocade/settings.toml") == 0o600)
        #expect(t.mode("home/.local/share/brocade") == 0o700)
        #expect(t.mode("home/.local/state/brocade") == 0o700)
    }

    @Test func settingsAreRead() throws {
        let t = TempDir()
        try t.write("home/.config/brocade/settings.toml", "player_name = \"Ann\"\nlong_press_ms = 500\n")
        let s = Storage(environment: t.environment)
        #expect(s.settings.longPressMilliseconds == 500)
        #expect(s.playerName == "Ann")
    }

    @Test func brokenSettingsAreSetAsideAndNamed() throws {
        let t = TempDir()
        try t.write("home/.config/brocade/settings.toml", "long_press_ms = 99999\n")
        let s = Storage(environment: t.environment)
        #expect(s.settings == Settings())
        let notices = s.takeNotices()
        #expect(notices.count == 1)
        #expect(notices[0].contains("settings.toml.corrupt-"))
        #expect(notices[0].contains("long_press_ms 99999"))
        #expect(s.takeNotices().isEmpty) // said once
        #expect(t.files(in: "home/.config/brocade").contains { $0.hasPrefix("settings.toml.corrupt-") })
    }

    @Test(arguments: [
        ("not json at all", "not valid JSON"),
        ("{\"format\":\"brocade-scores\",\"version\":1,\"tables\":[", "not valid JSON"),   // truncated
        ("{\"format\":\"brocade-scores\",\"version\":9,\"tables\":[]}", "format version 9"),
        ("{\"format\":\"something-else\",\"version\":1,\"tables\":[]}", "not a brocade scores file"),
        ("{\"format\":\"brocade-scores\",\"version\":1,\"tables\":[{\"mode\":\"2048\",\"parameters\":{},\"ranking\":\"highestScore\",\"entries\":[{\"name\":\"x\",\"date\":\"d\",\"score\":-5,\"assisted\":false}]}]}", "out of range"),
        ("{\"format\":\"brocade-scores\",\"version\":1}", "'tables' is missing"),
    ])
    func brokenScoresAreSetAsideAndPlayGoesOn(content: String, reason: String) throws {
        let t = TempDir()
        try t.write("home/.local/share/brocade/scores.json", content)
        let s = Storage(environment: t.environment)
        #expect(s.loadScores() == ScoreBook())
        let notices = s.takeNotices()
        #expect(notices.count == 1)
        #expect(notices.first?.contains(reason) == true, "\(notices)")
        #expect(notices.first?.contains("scores.json.corrupt-") == true)
        // The next game's score is kept in a fresh file.
        let (rank, _) = s.record(ScoreEntry(name: "ann", date: "2026-01-01T00:00:00Z", score: 10), mode: "2048",
                                 parameters: ["size": "4"], ranking: .highestScore)
        #expect(rank == 1)
        #expect(s.loadScores().tables.count == 1)
    }

    @Test func oversizedScoresAreNotRead() throws {
        let t = TempDir()
        try t.write("home/.local/share/brocade/scores.json", String(repeating: " ", count: Storage.scoresLimit + 1))
        let s = Storage(environment: t.environment)
        #expect(s.loadScores() == ScoreBook())
        #expect(s.takeNotices().first?.contains("more than the") == true)
    }

    /// Settings and saves have their caps too; a larger file is set aside unread.
    @Test func oversizedSettingsAndSavesAreNotRead() throws {
        let t = TempDir()
        try t.write("home/.config/brocade/settings.toml", "")
        #expect(truncate(t.path + "/home/.config/brocade/settings.toml", off_t(SettingsFile.limit + 1)) == 0)
        try t.write("home/.local/state/brocade/2048.json", "")
        #expect(truncate(t.path + "/home/.local/state/brocade/2048.json", off_t(Storage.saveLimit + 1)) == 0)
        let s = Storage(environment: t.environment)
        #expect(s.settings == Settings())
        // The save of the first layout moves onto the shelf, and is set aside there unread.
        #expect(s.keptGames(mode: "2048").isEmpty)
        let notices = s.takeNotices()
        #expect(notices.count == 2 && notices.allSatisfy { $0.contains("more than the") }, "\(notices)")
        #expect(t.files(in: "home/.local/state/brocade/2048").contains { $0.contains(".json.corrupt-") })
    }

    /// A FIFO where a file should be must not hang the game waiting for a writer.
    @Test func aFIFOInPlaceOfAFileIsSetAsideAtOnce() throws {
        let t = TempDir()
        try t.write("home/.config/brocade/placeholder", "")
        #expect(mkfifo(t.path + "/home/.config/brocade/settings.toml", 0o600) == 0)
        let s = Storage(environment: t.environment)
        #expect(s.settings == Settings())
        #expect(s.takeNotices().first?.contains("not a regular file") == true)
    }

    /// Whatever the scores file holds, `brocade scores` prints no control
    /// characters: names, dates, modes and parameters are all cleaned.
    @Test func scoresFromAFileHoldNoControlCharacters() throws {
        let t = TempDir()
        let esc = "\\u001b", csi = "\\u009b"
        try t.write("home/.local/share/brocade/scores.json", """
            {"format": "brocade-scores", "version": 1, "tables": [{"mode": "2048\(esc)]2;x", "ranking": "highestScore",
             "parameters": {"size\(csi)": "4\(esc)[31m"},
             "entries": [{"name": "a\(esc)[2Jb", "date": "2026\(esc)[?1049h-01-01", "score": 5, "assisted": false}]}]}
            """)
        let book = Storage(environment: t.environment).loadScores()
        let table = try #require(book.tables.first)
        #expect(table.mode == "2048]2;x")
        #expect(table.parameters == ["size": "4[31m"])
        #expect(table.entries[0].name == "a[2Jb")
        #expect(table.entries[0].date == "2026[?1049h-01-01")
    }

    @Test func noticesQuotingAFileAreCleaned() throws {
        let t = TempDir()
        try t.write("home/.config/brocade/settings.toml", "theme = \"\u{1B}]2;pwned\u{07}\"\n")
        let notices = Storage(environment: t.environment).takeNotices()
        #expect(notices.count == 1)
        #expect(notices.allSatisfy { SafeText.isClean($0) })
        #expect(notices[0].contains("]2;pwned"))
    }

    @Test func scoresRoundTripWithCleanNames() throws {
        let t = TempDir()
        let s = Storage(environment: t.environment)
        s.record(ScoreEntry(name: "\u{1B}[2Jmallory", date: "2026-01-01T00:00:00Z", timeMilliseconds: 5000, moves: 20),
                 mode: "slide", parameters: ["size": "3", "rules": "norm"], ranking: .fastest)
        let table = try #require(Storage(environment: t.environment).loadScores().table(mode: "slide", parameters: ["size": "3", "rules": "norm"]))
        #expect(table.entries.first?.name == "[2Jmallory")
        #expect(t.mode("home/.local/share/brocade/scores.json") == 0o600)
        // A name with escapes edited into the file by hand is cleaned on reading.
        let raw = try #require(t.read("home/.local/share/brocade/scores.json")).replacingOccurrences(of: "[2Jmallory", with: "\\u001b[2Jmallory")
        try t.write("home/.local/share/brocade/scores.json", raw)
        let again = Storage(environment: t.environment).loadScores()
        #expect(again.tables[0].entries[0].name == "[2Jmallory")
    }

    @Test func savesRoundTripAndAreRemoved() throws {
        let t = TempDir()
        let s = Storage(environment: t.environment)
        #expect(!s.hasSave(mode: "2048"))
        #expect(s.writeSave(mode: "2048", id: "a1", Array("{\"x\":1}".utf8)))
        #expect(s.hasSave(mode: "2048"))
        #expect(s.loadSave(mode: "2048", id: "a1") == Array("{\"x\":1}".utf8))
        #expect(t.mode("home/.local/state/brocade/2048/a1.json") == 0o600)
        s.setAsideSave(mode: "2048", id: "a1", reason: "format version 7, expected 1")
        #expect(!s.hasSave(mode: "2048"))
        #expect(s.takeNotices().first?.contains("format version 7") == true)
        s.writeSave(mode: "2048", id: "b2", [1])
        s.removeSave(mode: "2048", id: "c3")
        #expect(s.keptCount(mode: "2048") == 1)
        s.removeSave(mode: "2048", id: "b2")
        #expect(!s.hasSave(mode: "2048"))
    }

    /// Every game has a file of its own: a second game, or a second instance
    /// of brocade, never overwrites the first; the newest comes first.
    @Test func everyGameIsKeptNewestFirst() throws {
        let t = TempDir()
        let one = Storage(environment: t.environment), two = Storage(environment: t.environment)
        #expect(one.writeSave(mode: "slide", id: "a1", [1]))
        #expect(two.writeSave(mode: "slide", id: "b2", [2]))
        #expect(one.writeSave(mode: "2048", id: "c3", [3]))
        // Written a minute apart (a file's time is coarser than two quick writes).
        func age(_ id: String, _ seconds: Int) {
            var times = [timespec(tv_sec: time(nil) - seconds, tv_nsec: 0), timespec(tv_sec: time(nil) - seconds, tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, t.path + "/home/.local/state/brocade/slide/\(id).json", &times, 0) == 0)
        }
        age("a1", 120)
        age("b2", 60)
        #expect(two.keptGames(mode: "slide").map(\.id) == ["b2", "a1"])
        #expect(one.writeSave(mode: "slide", id: "a1", [1, 1]))
        #expect(two.keptGames(mode: "slide").map(\.bytes) == [[1, 1], [2]])
        // Finishing one game removes that game only.
        two.removeSave(mode: "slide", id: "b2")
        #expect(one.keptGames(mode: "slide").map(\.id) == ["a1"])
        #expect(one.keptCount(mode: "2048") == 1)
    }

    /// Ids are file names, never paths.
    @Test func anIdThatIsNotAPlainNameIsRefused() throws {
        let t = TempDir()
        let s = Storage(environment: t.environment)
        for id in ["../x", "", "a/b", ".hidden", String(repeating: "a", count: 65)] {
            #expect(!s.writeSave(mode: "2048", id: id, [1]), "\(id)")
        }
        #expect(!s.hasSave(mode: "2048"))
        #expect(t.files(in: "home/.local/state").allSatisfy { !$0.hasPrefix("x") })
    }

    /// A save of the first layout (`MODE.json`) keeps loading: it moves onto
    /// the shelf once, under its own id, and goes on from there.
    @Test func aSaveOfTheFirstLayoutMovesOntoTheShelfOnce() throws {
        let t = TempDir()
        let old = #"{"format":"brocade-save","version":2,"mode":"2048","id":"9f3e"}"#
        try t.write("home/.local/state/brocade/2048.json", old)
        try t.write("home/.local/state/brocade/slide.json", #"{"format":"brocade-save","version":1,"mode":"slide"}"#)
        let s = Storage(environment: t.environment)
        #expect(s.keptGames(mode: "2048").map(\.id) == ["9f3e"])
        #expect(s.loadSave(mode: "2048", id: "9f3e") == Array(old.utf8))
        #expect(!t.files(in: "home/.local/state/brocade").contains("2048.json"))
        // A save that named no game gets an id of its own.
        let slide = s.keptGames(mode: "slide")
        #expect(slide.count == 1 && SaveID.isValid(slide[0].id))
        #expect(Storage(environment: t.environment).keptCount(mode: "slide") == 1)
    }

    @Test func unwritableDirectoryIsSaidOnceAndPlayGoesOn() throws {
        let t = TempDir()
        try t.write("plain-file", "x")
        // A file where a directory should be: even root cannot write there.
        let env = ["HOME": t.path + "/home", "XDG_DATA_HOME": t.path + "/plain-file/data"]
        let s = Storage(environment: env)
        #expect(s.unwritableReason != nil)
        let notices = s.takeNotices()
        #expect(notices.count == 1)
        #expect(notices[0].hasPrefix("Scores and saves will not be kept:"))
        let (rank, book) = s.record(ScoreEntry(name: "ann", date: "d", score: 4), mode: "2048", parameters: [:], ranking: .highestScore)
        #expect(rank == 1 && book.tables.count == 1)
        #expect(!s.writeSave(mode: "2048", id: "a1", [1]))
        #expect(!s.canKeepGames)
        #expect(s.takeNotices().isEmpty)
    }

    @Test func missingHomeIsSaidOnce() {
        let s = Storage(environment: [:])
        #expect(s.unwritableReason?.contains("HOME is not set") == true)
        #expect(s.takeNotices() == ["Scores and saves will not be kept: HOME is not set (nor XDG_DATA_HOME, XDG_STATE_HOME and XDG_CONFIG_HOME)."])
        #expect(s.loadScores() == ScoreBook())
    }
}

@Suite struct ScoreBookTests {
    private func entry(_ name: String, time: Int64? = nil, moves: Int? = nil, score: Int? = nil, assisted: Bool = false, date: String = "2026") -> ScoreEntry {
        ScoreEntry(name: name, date: date, timeMilliseconds: time, moves: moves, score: score, largestTile: score.map { _ in 2048 }, assisted: assisted)
    }

    @Test func fastestFirstThenFewestMoves() {
        var b = ScoreBook()
        let p = ["size": "3"]
        #expect(b.add(entry("slow", time: 9000, moves: 10), mode: "slide", parameters: p, ranking: .fastest) == 1)
        #expect(b.add(entry("fast", time: 3000, moves: 50), mode: "slide", parameters: p, ranking: .fastest) == 1)
        #expect(b.add(entry("tie", time: 3000, moves: 40), mode: "slide", parameters: p, ranking: .fastest) == 1)
        let t = b.table(mode: "slide", parameters: p)!
        #expect(t.top(assisted: false).map(\.name) == ["tie", "fast", "slow"])
        #expect(t.fewestMoves == 10)
    }

    @Test func highestScoreFirst() {
        var b = ScoreBook()
        b.add(entry("a", score: 100), mode: "2048", parameters: [:], ranking: .highestScore)
        #expect(b.add(entry("b", score: 300), mode: "2048", parameters: [:], ranking: .highestScore) == 1)
        #expect(b.add(entry("c", score: 200), mode: "2048", parameters: [:], ranking: .highestScore) == 2)
        #expect(b.tables[0].bestScore == 300)
    }

    @Test func assistedGamesRankApart() {
        var b = ScoreBook()
        b.add(entry("honest", time: 9000), mode: "slide", parameters: [:], ranking: .fastest)
        #expect(b.add(entry("undoer", time: 1000, assisted: true), mode: "slide", parameters: [:], ranking: .fastest) == 1)
        let t = b.tables[0]
        #expect(t.top(assisted: false).map(\.name) == ["honest"])
        #expect(t.top(assisted: true).map(\.name) == ["undoer"])
    }

    @Test func onlyTheTopTenRankButAllAreKept() {
        var b = ScoreBook()
        for i in 1...10 { b.add(entry("p\(i)", score: i * 100), mode: "2048", parameters: [:], ranking: .highestScore) }
        #expect(b.add(entry("low", score: 1), mode: "2048", parameters: [:], ranking: .highestScore) == nil)
        #expect(b.tables[0].top(assisted: false).count == 10)
        #expect(b.tables[0].entries.count == 11)
    }

    @Test func separateTablesPerParameters() {
        var b = ScoreBook()
        b.add(entry("a", score: 1), mode: "2048", parameters: ["size": "4"], ranking: .highestScore)
        b.add(entry("b", score: 1), mode: "2048", parameters: ["size": "5"], ranking: .highestScore)
        #expect(b.tables(mode: "2048").map(\.parameterText) == ["size=4", "size=5"])
    }

    @Test func saveFilesCheckFormatVersionAndMode() throws {
        let bytes = try JSONCoding.encode(SaveFile(mode: "2048", game: [1, 2, 3]))
        #expect(try SaveFile<[Int]>.decode(bytes, mode: "2048") == [1, 2, 3])
        #expect(throws: ValidationError.self) { try SaveFile<[Int]>.decode(bytes, mode: "slide") }
        let wrong = Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 2").utf8)
        #expect(throws: ValidationError.self) { try SaveFile<[Int]>.decode(wrong, mode: "2048") }
    }
}
