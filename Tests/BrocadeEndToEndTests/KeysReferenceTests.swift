@testable import BrocadeApp
import BrocadeCore
import BrocadeImaging
import BrocadeTUI
import Foundation
import Testing

/// The keys and mouse tables of the README and of both manual pages are
/// the help overlay's, as `make docs` writes them (`KeysDocument`): each
/// file's generated regions are what the help says now, and the text
/// around them is left as written.
@Suite(.terminalThreads) struct KeysReferenceTests {
    static func library() throws -> (PictureLibrary, PictureInfo) {
        let library = try PictureLibrary(directory: TerminalHarness.packageRoot + "/Resources")
        let picture = try #require(library.picture(named: "dalishen"))
        return (library, picture)
    }

    @Test(arguments: KeysDocument.allCases)
    func theTablesAreTheHelps(_ document: KeysDocument) throws {
        let (library, picture) = try Self.library()
        let text = try String(contentsOfFile: TerminalHarness.packageRoot + "/" + document.path, encoding: .utf8)
        let made = try document.regenerated(text, pictures: library, picture: picture)
        guard made != text else { return }
        let old = text.components(separatedBy: "\n"), new = made.components(separatedBy: "\n")
        let first = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
        Issue.record("""
            \(document.path): its keys tables are not what the help says; run `make docs`.
            First difference, line \(first + 1): \(first < old.count ? old[first] : "(end)")
            the help makes it: \(first < new.count ? new[first] : "(end)")
            """)
    }

    /// Every screen has its list in each manual page, and the README its table.
    @Test(arguments: KeysDocument.allCases)
    func everyRegionIsThere(_ document: KeysDocument) throws {
        let (library, picture) = try Self.library()
        let text = try String(contentsOfFile: TerminalHarness.packageRoot + "/" + document.path, encoding: .utf8)
        let rows = try Language.$override.withValue(document.language) { try KeysReference.rows(pictures: library, picture: picture) }
        #expect(rows.count == 10)
        #expect(GeneratedRegions.names(in: text).sorted() == document.regionNames(rows).sorted())
    }

    /// The Chinese page's lists are in Chinese, the English ones in English.
    @Test func eachPageSpeaksItsLanguage() throws {
        let chinese = try String(contentsOfFile: TerminalHarness.packageRoot + "/man/zh_CN/brocade.6", encoding: .utf8)
        let english = try String(contentsOfFile: TerminalHarness.packageRoot + "/man/brocade.6", encoding: .utf8)
        #expect(chinese.contains("简而言之") && chinese.contains("手中拼块"))
        #expect(english.contains("In short, as the help (?) lists them:") && english.contains("piece in hand: Cm arrows"))
    }

    /// Only what lies between the markers is replaced; a region left open,
    /// or an END without a BEGIN, is an error rather than a lost file.
    @Test func regionsReplaceOnlyTheirOwnLines() throws {
        let text = "before\n<!-- BEGIN GENERATED keys: table (note) -->\nold\nlines\n<!-- END GENERATED -->\nafter"
        #expect(GeneratedRegions.names(in: text) == ["keys: table"])
        let made = try GeneratedRegions.replacing(in: text) { "new for \($0)" }
        #expect(made == "before\n<!-- BEGIN GENERATED keys: table (note) -->\nnew for keys: table\n<!-- END GENERATED -->\nafter")
        #expect(throws: GeneratedRegions.Problem.self) { try GeneratedRegions.replacing(in: "a\n.\\\" BEGIN GENERATED keys: x\nb") { _ in "" } }
        #expect(throws: GeneratedRegions.Problem.self) { try GeneratedRegions.replacing(in: "a\n.\\\" END GENERATED\nb") { _ in "" } }
    }

    /// Keys become code in the README and Cm in the manual; words stay words.
    @Test func keysAreMarkedAsKeys() {
        #expect(KeysReference.markdownKeys("tray: Left Right, a d h l") == "tray: `Left` `Right`, `a` `d` `h` `l`")
        #expect(KeysReference.markdownKeys("Enter / Esc") == "`Enter` / `Esc`")
        #expect(KeysReference.mdocKeys("[ ], PgUp PgDn") == "Cm \\&[ Cm \\&] , Cm PgUp Cm PgDn")
        #expect(KeysReference.mdocKeys("board: arrows, x") == "board: Cm arrows , Cm x")
        #expect(KeysReference.mdocKeys("Tab, then No") == "Cm \\&Tab , No then \\&No")
    }
}
