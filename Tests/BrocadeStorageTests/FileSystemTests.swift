import Foundation
import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeStorage

@Suite struct DirectoriesTests {
    @Test func defaultsUnderHome() {
        let d = Directories.resolve(environment: ["HOME": "/home/ann"])
        #expect(d.data == "/home/ann/.local/share/brocade")
        #expect(d.state == "/home/ann/.local/state/brocade")
        #expect(d.config == "/home/ann/.config/brocade")
        #expect(d.cache == "/home/ann/.cache/brocade")
        #expect(d.problem == nil)
    }

    @Test func cacheHomeFromXDG() {
        #expect(Directories.resolve(environment: ["HOME": "/h", "XDG_CACHE_HOME": "/k"]).cache == "/k/brocade")
        #expect(Directories.resolve(environment: ["HOME": "/h", "XDG_CACHE_HOME": "k"]).cache == "/h/.cache/brocade")
    }

    @Test func xdgVariablesWinAndRelativeOnesAreIgnored() {
        let d = Directories.resolve(environment: ["HOME": "/h", "XDG_DATA_HOME": "/d", "XDG_STATE_HOME": "rel/state",
                                                  "XDG_CONFIG_HOME": "/c"])
        #expect(d.data == "/d/brocade")
        #expect(d.state == "/h/.local/state/brocade")
        #expect(d.config == "/c/brocade")
    }

    @Test func noHomeIsAProblemUnlessXDGCovers() {
        #expect(Directories.resolve(environment: [:]).problem != nil)
        let d = Directories.resolve(environment: ["XDG_DATA_HOME": "/d", "XDG_STATE_HOME": "/s", "XDG_CONFIG_HOME": "/c"])
        #expect(d.problem == nil)
    }
}

@Suite struct CacheFileTests {
    @Test func storesPrivatelyAndLoadsBack() throws {
        let t = TempDir()
        let f = CacheFile(path: t.path + "/cache/brocade/tables.bin")
        #expect(f.load() == nil)
        #expect(f.store([1, 2, 3]))
        #expect(f.load() == [1, 2, 3])
        #expect(t.mode("cache/brocade") == 0o700)
        #expect(t.mode("cache/brocade/tables.bin") == 0o600)
    }

    @Test func unwritableOrMissingPathIsQuietlyNil() throws {
        let t = TempDir()
        try FileSystem.writeAtomically([0], to: t.path + "/file")
        let f = CacheFile(path: t.path + "/file/under/tables.bin")
        #expect(!f.store([1]))
        #expect(f.load() == nil)
        #expect(!CacheFile(path: nil).store([1]))
    }
}

@Suite struct FileSystemTests {
    @Test func atomicWriteCreatesPrivateDirectoriesAndFiles() throws {
        let t = TempDir()
        try FileSystem.writeAtomically(Array("hello".utf8), to: t.path + "/a/b/file.json")
        #expect(t.read("a/b/file.json") == "hello")
        #expect(t.mode("a") == 0o700)
        #expect(t.mode("a/b") == 0o700)
        #expect(t.mode("a/b/file.json") == 0o600)
        try FileSystem.writeAtomically(Array("again".utf8), to: t.path + "/a/b/file.json")
        #expect(t.read("a/b/file.json") == "again")
        #expect(t.files(in: "a/b") == ["file.json"]) // no temporary left behind
    }

    @Test func readsAreCapped() throws {
        let t = TempDir()
        try t.write("big", String(repeating: "x", count: 1000))
        #expect(try FileSystem.read(t.path + "/big", limit: 999) == .tooLarge(1000))
        #expect(try FileSystem.read(t.path + "/big", limit: 1000) == .bytes(Array(repeating: UInt8(ascii: "x"), count: 1000)))
        #expect(try FileSystem.read(t.path + "/none", limit: 10) == .missing)
        try FileManager.default.createDirectory(atPath: t.path + "/dir", withIntermediateDirectories: true)
        #expect(throws: StorageError.self) { try FileSystem.read(t.path + "/dir", limit: 10) }
    }

    @Test func setAsideKeepsTheFileUnderANewName() throws {
        let t = TempDir()
        try t.write("scores.json", "garbage")
        let moved = try FileSystem.setAside(t.path + "/scores.json", now: 1_795_000_000)
        #expect(moved.hasSuffix("scores.json.corrupt-20261118T110640Z"))
        try t.write("scores.json", "garbage 2")
        let again = try FileSystem.setAside(t.path + "/scores.json", now: 1_795_000_000)
        #expect(again.hasSuffix("-2"))
        #expect(t.files(in: "").count == 2)
    }

    @Test func writingUnderAFileFailsWithAReason() throws {
        let t = TempDir()
        try t.write("plain", "x")
        #expect(throws: StorageError.self) { try FileSystem.writeAtomically([1], to: t.path + "/plain/sub/f") }
    }

    /// A link is followed: the file it points to gets the bytes and the
    /// link stays a link; a link to nothing is replaced by the file.
    @Test func aLinkIsFollowedToItsFile() throws {
        let t = TempDir()
        try t.write("elsewhere/scores.json", "old")
        try FileManager.default.createDirectory(atPath: t.path + "/data", withIntermediateDirectories: true)
        #expect(symlink(t.path + "/elsewhere/scores.json", t.path + "/data/scores.json") == 0)
        try FileSystem.writeAtomically(Array("new".utf8), to: t.path + "/data/scores.json")
        #expect(t.read("elsewhere/scores.json") == "new")
        var st = stat()
        #expect(lstat(t.path + "/data/scores.json", &st) == 0 && (st.st_mode & S_IFMT) == S_IFLNK)
        #expect(t.files(in: "elsewhere") == ["scores.json"] && t.files(in: "data") == ["scores.json"])
        #expect(symlink(t.path + "/nowhere", t.path + "/data/dangling") == 0)
        try FileSystem.writeAtomically(Array("here".utf8), to: t.path + "/data/dangling")
        #expect(lstat(t.path + "/data/dangling", &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG)
        #expect(t.read("data/dangling") == "here" && !FileManager.default.fileExists(atPath: t.path + "/nowhere"))
    }

    @Test func anythingButARegularFileIsRefused() throws {
        let t = TempDir()
        try FileManager.default.createDirectory(atPath: t.path + "/dir", withIntermediateDirectories: true)
        #expect(throws: StorageError(t.path + "/dir", "not a regular file")) {
            try FileSystem.writeAtomically([1], to: t.path + "/dir")
        }
        #expect(throws: StorageError("/dev/null", "not a regular file")) {
            try FileSystem.writeAtomically([1], to: "/dev/null", access: .usual)
        }
        #expect(throws: StorageError("", "no file name")) { try FileSystem.writeAtomically([1], to: "") }
    }

    /// An exported file has the mode any command gives a file (0666 less
    /// the umask), and goes only into a directory that is there.
    @Test func aUsualFileHasTheUsersModeAndMakesNoDirectory() throws {
        let t = TempDir()
        try FileSystem.writeAtomically([1], to: t.path + "/picture.png", access: .usual)
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
        let mask = try #require(Int(line.split(separator: "\t").last!.trimmingCharacters(in: .whitespaces), radix: 8))
        #expect(t.mode("picture.png") == 0o666 & ~mask)
        let e = try #require(throws: StorageError.self) {
            try FileSystem.writeAtomically([1], to: t.path + "/none/picture.png", access: .usual)
        }
        #expect(e.whyNotWritten == "No such file or directory")
        #expect(!FileManager.default.fileExists(atPath: t.path + "/none"))
    }

    /// A writer killed at random instants, many times: the file always
    /// parses and is one whole version, never a mix or a cut.
    @Test func killedWriterNeverLeavesABrokenFile() throws {
        let t = TempDir()
        let path = t.path + "/state/file.json"
        var rng = SeededRandom(seed: 11)
        var checked = 0
        for _ in 0..<60 {
            // The kill lands at a random instant of the writing, not of the
            // writer's start-up: a loaded machine can take longer to start
            // it than any fixed delay (36 of 60 checked, seen beside other
            // builds), so first the writer has replaced the file once.
            let before = Self.inode(path)
            let pid = try Stress.spawn(["write-loop", path])
            let end = Date().addingTimeInterval(60)
            while Self.inode(path) == before && Date() < end { usleep(1_000) }
            usleep(UInt32(rng.int(in: 0...20_000)))
            kill(pid, SIGKILL)
            Stress.wait(pid)
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "unparsable after a kill")
            let n = try #require(object["n"] as? Int)
            #expect(object["end"] as? Int == n)
            let filler = try #require(object["filler"] as? String)
            #expect(filler.count == 200_000)
            #expect(Set(filler) == [n % 2 == 0 ? "a" : "b"])
            checked += 1
        }
        #expect(checked > 40)
        // The temporaries of killed writers are cleaned up by the next start.
        FileSystem.removeStaleTemporaries(in: t.path + "/state")
        #expect(t.files(in: "state") == ["file.json"])
    }

    /// The inode of the file at `path` (each atomic write makes a new one), 0 when there is none.
    static func inode(_ path: String) -> UInt64 {
        var st = stat()
        return stat(path, &st) == 0 ? UInt64(st.st_ino) : 0
    }

    @Test func lockSerialisesReadModifyWrite() throws {
        let t = TempDir()
        let env = ["HOME": t.path + "/home"]
        let a = try Stress.spawn(["add-scores", "500", "a"], environment: env)
        let b = try Stress.spawn(["add-scores", "500", "b"], environment: env)
        Stress.wait(a)
        Stress.wait(b)
        let book = Storage(environment: env).loadScores()
        let table = try #require(book.table(mode: "2048", parameters: ["size": "4"]))
        #expect(table.entries.count == 1000)
        #expect(table.entries.filter { $0.name.hasPrefix("a-") }.count == 500)
        #expect(table.entries.filter { $0.name.hasPrefix("b-") }.count == 500)
    }
}
