import Foundation
import Testing

/// The man page is lint-clean and names everything --help names.
@Suite struct ManPageTests {
    static let page = TerminalHarness.packageRoot + "/man/brocade.6"

    @Test func mandocLintIsClean() throws {
        try #require(TerminalHarness.which("mandoc") != nil, "mandoc is missing: `make test-deps` installs it")
        let r = try TerminalHarness.runFull(["mandoc", "-Tlint", "-W", "warning", Self.page])
        #expect(r.status == 0)
        #expect(r.stdout.isEmpty && r.stderr.isEmpty, "mandoc -Tlint: \(r.stdout)\(r.stderr)")
    }

    /// The page as a reader sees it, without overstrike.
    static func rendered() throws -> String {
        let r = try TerminalHarness.runFull(["mandoc", "-Tascii", page])
        var out = ""
        var chars = Array(r.stdout)
        var i = 0
        while i < chars.count {
            if i + 1 < chars.count, chars[i + 1] == "\u{8}" { i += 2; continue }
            out.append(chars[i])
            i += 1
        }
        chars.removeAll()
        return out
    }

    @Test func everyOptionInHelpIsInTheManPage() throws {
        try #require(TerminalHarness.which("mandoc") != nil)
        let man = try Self.rendered()
        var options = Set<String>()
        for args in [["--help"], ["jigsaw", "--help"], ["2048", "--help"], ["slide", "--help"], ["scores", "--help"],
                     ["pictures", "--help"], ["picture", "--help"], ["designs", "--help"], ["design", "export", "--help"],
                     ["create", "--help"]] {
            let help = try TerminalHarness.runFull([TerminalHarness.binary] + args).stdout
            let regex = try NSRegularExpression(pattern: #"(?<![\w-])--?[a-z][a-z-]*"#)
            for m in regex.matches(in: help, range: NSRange(help.startIndex..., in: help)) {
                options.insert(String(help[Range(m.range, in: help)!]))
            }
        }
        #expect(options.contains("--seed"))
        for opt in options.sorted() {
            #expect(man.contains(opt), "man page lacks \(opt)")
        }
    }

    @Test func sectionsAreThere() throws {
        try #require(TerminalHarness.which("mandoc") != nil)
        let man = try Self.rendered()
        for s in ["NAME", "SYNOPSIS", "DESCRIPTION", "ENVIRONMENT", "FILES", "EXIT STATUS", "EXAMPLES",
                  "TERM", "COLORTERM", "NO_COLOR", "LANG", "XDG_DATA_HOME", "Ctrl-Z", "Ctrl-L"] {
            #expect(man.contains(s), "man page lacks \(s)")
        }
    }
}
