import Foundation
import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeStorage

/// Designs kept by name under the data directory: they come back as they
/// were saved, and a file that cannot be read is set aside, never lost.
@Suite struct DesignStoreTests {
    static let dir = "home/.local/share/brocade/designs"

    static func sample(_ name: String) -> DesignFile {
        var d = Design(columns: 3, rows: 2)
        d = d.applying(.place(tile: .motif(.frog, colorway: 1), cell: 0, turns: 1))!
        d = d.applying(.place(tile: .piece(picture: "dalishen", column: 2, row: 3), cell: 4, turns: 0))!
        d = d.applying(.fillRow(row: 1, tile: .motif(.zigzag, colorway: 2), turns: 0))!
        return DesignFile(name: name, design: d)
    }

    @Test func roundTrip() throws {
        let t = TempDir()
        let s = Storage(environment: t.environment)
        #expect(s.designsDirectory == t.path + "/" + Self.dir)
        #expect(s.listDesigns().isEmpty)
        #expect(s.loadDesign(named: "border") == nil)
        let file = Self.sample("border")
        try s.writeDesign(file)
        #expect(t.files(in: Self.dir) == ["border.json"])
        #expect(t.mode(Self.dir + "/border.json") == 0o600)
        #expect(s.loadDesign(named: "border") == file)
        // A second Storage (another run) reads it too.
        #expect(Storage(environment: t.environment).loadDesign(named: "border") == file)
        // Saved again under its name, it replaces itself.
        var changed = file
        changed.design = changed.design.applying(.clear(cell: 0))!
        try s.writeDesign(changed)
        #expect(s.loadDesign(named: "border") == changed)
        #expect(s.takeNotices().isEmpty)
    }

    @Test func xdgDataHomeIsUsed() throws {
        let t = TempDir()
        let s = Storage(environment: ["HOME": t.path + "/home", "XDG_DATA_HOME": t.path + "/data"])
        try s.writeDesign(Self.sample("a"))
        #expect(t.files(in: "data/brocade/designs") == ["a.json"])
    }

    @Test func listingHasOnlyDesignNames() throws {
        let t = TempDir()
        let s = Storage(environment: t.environment)
        for name in ["zig", "Alpha", "b-2", "a_1"] { try s.writeDesign(Self.sample(name)) }
        try t.write(Self.dir + "/zig.json.corrupt-20260101T000000Z", "{}")
        try t.write(Self.dir + "/.zig.json.tmp-1-2", "")
        try t.write(Self.dir + "/notes.txt", "")
        try t.write(Self.dir + "/bad name.json", "{}")
        try t.write(Self.dir + "/.json", "{}")
        try FileManager.default.createDirectory(atPath: t.path + "/" + Self.dir + "/folder.json", withIntermediateDirectories: true)
        #expect(s.listDesigns() == ["Alpha", "a_1", "b-2", "zig"])
    }

    @Test func noDirectoryNoDesigns() throws {
        let s = Storage(environment: [:])
        #expect(s.designsDirectory == nil)
        #expect(s.listDesigns().isEmpty)
        #expect(s.loadDesign(named: "a") == nil)
        #expect(throws: StorageError.self) { try s.writeDesign(Self.sample("a")) }
    }

    @Test(arguments: [
        ("not json", "not valid JSON"),
        ("{\"format\":\"brocade-design\",\"version\":1,\"name\":\"x\"", "not valid JSON"),
        ("{\"format\":\"brocade-design\",\"version\":2,\"name\":\"x\",\"design\":{\"columns\":1,\"rows\":1,\"cells\":[null]}}", "format version 2"),
        ("{\"format\":\"brocade-design\",\"version\":1,\"name\":\"x\",\"design\":{\"columns\":2,\"rows\":1,\"cells\":[null]}}", "do not fit"),
        ("{\"format\":\"brocade-design\",\"version\":1,\"name\":\"other\",\"design\":{\"columns\":1,\"rows\":1,\"cells\":[null]}}", "holds the design 'other'"),
    ])
    func corruptFileIsSetAsideWithANotice(content: String, reason: String) throws {
        let t = TempDir()
        try t.write(Self.dir + "/x.json", content)
        let s = Storage(environment: t.environment)
        #expect(s.listDesigns() == ["x"])
        #expect(s.loadDesign(named: "x") == nil)
        let notices = s.takeNotices()
        #expect(notices.count == 1)
        #expect(notices.first?.contains("design 'x'") == true && notices.first?.contains(reason) == true, "\(notices)")
        #expect(notices.first?.contains("x.json.corrupt-") == true)
        #expect(notices.first?.contains("started afresh") == false)
        // Nothing lost: the file is kept, byte for byte, under its new name.
        let kept = try #require(t.files(in: Self.dir).first { $0.hasPrefix("x.json.corrupt-") })
        #expect(t.read(Self.dir + "/" + kept) == content)
        #expect(s.listDesigns().isEmpty)
    }

    /// Saving over a file that is not a readable design keeps that file aside first.
    @Test func savingOverACorruptFileKeepsIt() throws {
        let t = TempDir()
        try t.write(Self.dir + "/x.json", "half a design")
        let s = Storage(environment: t.environment)
        try s.writeDesign(Self.sample("x"))
        #expect(s.takeNotices().count == 1)
        #expect(s.loadDesign(named: "x") == Self.sample("x"))
        let kept = try #require(t.files(in: Self.dir).first { $0.hasPrefix("x.json.corrupt-") })
        #expect(t.read(Self.dir + "/" + kept) == "half a design")
    }

    @Test func oversizedFileIsNotRead() throws {
        let t = TempDir()
        try t.write(Self.dir + "/big.json", "")
        #expect(truncate(t.path + "/" + Self.dir + "/big.json", off_t(Storage.designLimit + 1)) == 0)
        let s = Storage(environment: t.environment)
        #expect(s.loadDesign(named: "big") == nil)
        #expect(s.takeNotices().first?.contains("more than the") == true)
    }

    @Test(arguments: ["", "../x", "a b", "a.json", "é", String(repeating: "a", count: 41), "a/b"])
    func invalidNamesAreRefused(name: String) throws {
        let t = TempDir()
        let s = Storage(environment: t.environment)
        #expect(throws: ValidationError.self) { try s.writeDesign(DesignFile(name: name, design: Design(columns: 1, rows: 1))) }
        #expect(s.loadDesign(named: name) == nil)
        #expect(t.files(in: Self.dir).isEmpty)
        #expect(s.takeNotices().isEmpty)
    }

    /// A name that is not a design's never reaches a file outside the folder.
    @Test func namesDoNotLeadOutOfTheFolder() throws {
        let t = TempDir()
        try t.write("home/.local/share/brocade/scores.json", "{}")
        let s = Storage(environment: t.environment)
        #expect(s.loadDesign(named: "../scores") == nil)
        #expect(t.read("home/.local/share/brocade/scores.json") == "{}")
    }
}
