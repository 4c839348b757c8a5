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

    /// A writer killed at random instants, many times: the file always
    /// parses and is one whole version, never a mix or a cut.
    @Test func killedWriterNeverLeavesABrokenFile() throws {
        let t = TempDir()
        let path = t.path + "/state/file.json"
        var rng = SeededRandom(seed: 11)
        var checked = 0
        for _ in 0..<60 {
            let pid = try Stress.spawn(["write-loop", path])
            usleep(UInt32(rng.int(in: 2_000...40_000)))
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
