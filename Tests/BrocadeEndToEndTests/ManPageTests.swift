@testable import BrocadeApp
import BrocadeCore
import BrocadeImaging
import BrocadeTestSupport
import BrocadeTUI
import Foundation
import Testing

/// The reference is kept in one place and in agreement: the man page is
/// lint-clean and has the full text; every option of --help is in it and in
/// the README's command-line list; every key and mouse action of every
/// screen's help overlay is in the README's keys table, on that screen's
/// row, and in the hand-written text of the man page's section for that
/// screen (the section that holds the screen's generated list, which
/// `KeysReferenceTests` keeps up to date); every file and environment
/// variable of the man page has its line in the README.
@Suite(.terminalThreads) struct ManPageTests {
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

    /// Every option every --help names.
    static func helpOptions() throws -> Set<String> {
        var options = Set<String>()
        for args in [["--help"], ["jigsaw", "--help"], ["2048", "--help"], ["slide", "--help"], ["scores", "--help"],
                     ["pictures", "--help"], ["picture", "--help"], ["designs", "--help"], ["design", "export", "--help"],
                     ["create", "--help"], ["solve", "--help"]] {
            let help = try TerminalHarness.runFull([TerminalHarness.binary] + args).stdout
            let regex = try NSRegularExpression(pattern: #"(?<![\w-])--?[a-z][a-z-]*"#)
            for m in regex.matches(in: help, range: NSRange(help.startIndex..., in: help)) {
                options.insert(String(help[Range(m.range, in: help)!]))
            }
        }
        return options
    }

    @Test func everyOptionInHelpIsInTheManPage() throws {
        try #require(TerminalHarness.which("mandoc") != nil)
        let man = try Self.rendered()
        let options = try Self.helpOptions()
        #expect(options.contains("--seed") && options.contains("--tables"))
        for opt in options.sorted() {
            #expect(man.contains(opt), "man page lacks \(opt)")
        }
    }

    @Test func everyOptionInHelpIsInTheReadmesList() throws {
        let list = try Reference.readmeSection("Command line at a glance")
        let options = try Self.helpOptions()
        #expect(options.count > 30)
        for opt in options.sorted() {
            if !Reference.names(opt, in: list) { Issue.record("README's command-line list lacks \(opt)") }
        }
    }

    /// The help overlay's own command-line section: its options and variables.
    @Test func theOverlaysCommandLineIsInTheManPageAndTheReadme() throws {
        try #require(TerminalHarness.which("mandoc") != nil)
        let man = try Self.rendered()
        let list = try Reference.readmeSection("Command line at a glance")
        let files = try Reference.readmeSection("Files and environment at a glance")
        let words = AppController.commandLineHelp.entries.flatMap { $0.keys.split(whereSeparator: { " ,=".contains($0) }) }.map(String.init)
        let options = words.filter { $0.hasPrefix("-") }
        let variables = words.filter { $0.count > 1 && $0.allSatisfy { $0.isUppercase || $0 == "_" } }
        #expect(options.contains("--seed") && variables.contains("XDG_CACHE_HOME"))
        for o in options {
            if !man.contains(o) { Issue.record("man page lacks \(o)") }
            if !Reference.names(o, in: list) { Issue.record("README's command-line list lacks \(o)") }
        }
        for v in variables {
            if !Reference.names(v, in: Reference.manSection("ENVIRONMENT")) { Issue.record("man page's ENVIRONMENT lacks \(v)") }
            if !Reference.names(v, in: files) { Issue.record("README's environment list lacks \(v)") }
        }
    }

    /// Every ENVIRONMENT variable and FILES path of the man page has its line in the README.
    @Test func everyFileAndVariableOfTheManPageIsInTheReadme() throws {
        let readme = try Reference.readmeSection("Files and environment at a glance")
        let variables = Reference.itemArguments("Ev", in: Reference.manSection("ENVIRONMENT"))
        let files = Reference.itemArguments("Pa", in: Reference.manSection("FILES"))
        #expect(variables.contains("LC_CTYPE") && variables.contains("BROCADE_DATA_DIR"))
        #expect(files.contains("$XDG_STATE_HOME/brocade/MODE/ID.json"))
        for name in variables + files {
            if !Reference.names(name, in: readme) { Issue.record("README's files and environment list lacks \(name)") }
        }
    }

    @Test func everyKeyOfTheHelpOverlayIsInTheManPage() throws {
        let screens = try Reference.overlay()
        #expect(screens.count >= 9)
        for s in screens {
            let source = Reference.handWritten(s.man.map { Reference.manSection($0.0, $0.1) }.joined(separator: "\n"))
            #expect(!source.isEmpty, "no man page section \(s.man)")
            let keys = Reference.manKeys(source), gestures = Reference.gestures(in: source)
            for k in s.keys.subtracting(keys).sorted() {
                Issue.record("\(s.name): the help overlay's key \(k) is not in the hand-written text of the man page's \(s.man.map { $0.1 ?? $0.0 })")
            }
            for g in s.gestures.subtracting(gestures).sorted() {
                Issue.record("\(s.name): the help overlay's mouse action \(g) is not in the hand-written text of the man page's \(s.man.map { $0.1 ?? $0.0 })")
            }
        }
    }

    @Test func everyKeyOfTheHelpOverlayIsInTheReadmesTable() throws {
        let rows = try Reference.readmeKeysTable()
        let screens = try Reference.overlay()
        #expect(screens.flatMap(\.keys).contains("Ctrl-R") && screens.flatMap(\.gestures).contains("double click"))
        for s in screens {
            let row = try #require(rows[s.readme], "README's keys table has no row \(s.readme)")
            for k in s.keys.subtracting(row.keys).sorted() {
                Issue.record("\(s.name): the help overlay's key \(k) is not on README's \(s.readme) row")
            }
            for g in s.gestures.subtracting(row.gestures).sorted() {
                Issue.record("\(s.name): the help overlay's mouse action \(g) is not on README's \(s.readme) row")
            }
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

/// Reading the reference: the help overlay of every screen, the man page's
/// mdoc source by section, and the README's lists and keys table.
enum Reference {
    static let readme = TerminalHarness.packageRoot + "/README.md"

    // MARK: Keys and mouse actions, as all three spell them

    static let namedKeys: Set<String> = ["Up", "Down", "Left", "Right", "Tab", "Shift-Tab", "Home", "End", "PgUp", "PgDn",
                                         "Enter", "Space", "Esc", "Delete", "Backspace"]
    /// Mouse actions, as words; "click" is a plain click, not a double or right one.
    static let gesturePatterns: [(String, String)] = [
        ("double click", #"\bdouble.click"#), ("right click", #"\bright.click"#), ("click", #"(?<!double )(?<!right )\bclick"#),
        ("wheel", #"\bwheel"#), ("swipe", #"\bswipe"#), ("drag", #"\bdrag"#), ("hold", #"\bhold"#), ("point", #"\bpoint"#),
    ]

    /// A token as keys: a named key, a Ctrl- chord, one character, or
    /// arrows, wasd and hjkl spelt out; nil for any other word.
    static func keys(_ token: String) -> [String]? {
        switch token {
        case "arrows", "Arrows": return ["Up", "Down", "Left", "Right"]
        case "wasd", "hjkl": return token.map(String.init)
        default:
            if namedKeys.contains(token) || token.range(of: #"^Ctrl-[A-Z]$"#, options: .regularExpression) != nil || token.count == 1 {
                return [token]
            }
            return nil
        }
    }

    static func tokens(_ text: String) -> [String] {
        text.split(whereSeparator: { " ,/".contains($0) }).map(String.init)
    }

    /// The keys an overlay entry names: what follows its "tray:" or "mouse:",
    /// when every word of it is a key ("then" and "to" aside). An entry that
    /// describes ("release", "press a knob", "Save, Export, Play") names none.
    static func overlayKeys(_ entry: String) -> Set<String> {
        let body = entry.components(separatedBy: ": ").last ?? entry
        var out = Set<String>()
        for t in tokens(body) where t != "then" && t != "to" {
            guard let k = keys(t) else { return [] }
            out.formUnion(k)
        }
        return out
    }

    static func gestures(in text: String) -> Set<String> {
        let lower = text.lowercased()
        return Set(gesturePatterns.filter { lower.range(of: $0.1, options: .regularExpression) != nil }.map(\.0))
    }

    /// Whether `name` is in `text` as a whole word (a file's path, an option, a variable).
    static func names(_ name: String, in text: String) -> Bool {
        let escaped = NSRegularExpression.escapedPattern(for: name)
        return text.range(of: #"(?<![\w$/-])"# + escaped + #"(?![\w-])"#, options: .regularExpression) != nil
    }

    // MARK: The help overlay

    struct Screen {
        var name: String
        var keys: Set<String>
        var gestures: Set<String>
        /// The man page's sections for it: a .Sh, and a .Ss of it or the whole .Sh.
        var man: [(String, String?)]
        /// Its row in the README's keys table.
        var readme: String
    }

    /// The man page's sections that tell a screen's keys besides the one
    /// that holds its generated list: the keys every mode shares, and the
    /// help overlay's own.
    static let alsoToldIn: [String: [(String, String?)]] = [
        "jigsaws": [("KEYS AND MOUSE", "Game modes")], "2048": [("KEYS AND MOUSE", "Game modes")],
        "sliding-puzzle": [("KEYS AND MOUSE", "Game modes")], "create": [("KEYS AND MOUSE", "Game modes")],
        "everywhere": [("KEYS AND MOUSE", "Help overlay")],
    ]

    static func screen(_ name: String, _ entries: [HelpEntry], man: [(String, String?)], readme: String) -> Screen {
        let keys = entries.map(\.keys)
        return Screen(name: name, keys: keys.reduce(into: Set()) { $0.formUnion(overlayKeys($1)) },
                      gestures: keys.reduce(into: Set()) { $0.formUnion(gestures(in: $1)) }, man: man, readme: readme)
    }

    /// Every screen's help, as the keys tables are made from it (the
    /// command line's section aside: its options and variables are checked
    /// on their own), with the man page's section that holds its list.
    static func overlay() throws -> [Screen] {
        let library = try PictureLibrary(directory: TerminalHarness.packageRoot + "/Resources")
        let picture = try #require(library.picture(named: "dalishen"))
        let places = manRegions()
        return try KeysReference.rows(pictures: library, picture: picture).map { row in
            let place = try #require(places["keys: \(row.id)"], "the man page has no list keys: \(row.id)")
            return screen(row.title, row.keys + row.mouse, man: [place] + (alsoToldIn[row.id] ?? []), readme: row.title)
        }
    }

    /// Each generated region of the man page, by name, with the section
    /// (.Sh) and subsection (.Ss, nil when it lies in the section's own text) that hold it.
    static func manRegions() -> [String: (String, String?)] {
        var currentSh = "", currentSs: String?, out: [String: (String, String?)] = [:]
        for line in manSource() {
            if line.hasPrefix(".Sh ") { currentSh = String(line.dropFirst(4)); currentSs = nil }
            if line.hasPrefix(".Ss ") { currentSs = String(line.dropFirst(4)) }
            if let name = GeneratedRegions.names(in: line).first { out[name] = (currentSh, currentSs) }
        }
        return out
    }

    /// mdoc source without its generated regions: what a person wrote.
    static func handWritten(_ source: String) -> String {
        (try? GeneratedRegions.replacing(in: source) { _ in "" }) ?? source
    }

    // MARK: The man page

    static func manSource() -> [String] {
        ((try? String(contentsOfFile: ManPageTests.page, encoding: .utf8)) ?? "").components(separatedBy: "\n")
    }

    /// The mdoc source of a section (.Sh), or of one of its subsections (.Ss).
    static func manSection(_ sh: String, _ ss: String? = nil) -> String {
        var currentSh = "", currentSs = "", out: [String] = []
        for line in manSource() {
            if line.hasPrefix(".Sh ") { currentSh = String(line.dropFirst(4)); currentSs = ""; continue }
            if line.hasPrefix(".Ss ") { currentSs = String(line.dropFirst(4)); continue }
            if currentSh == sh && (ss == nil || currentSs == ss) { out.append(line) }
        }
        return out.joined(separator: "\n")
    }

    static let macros: Set<String> = ["It", "Cm", "No", "Ns", "Pq", "Fl", "Ar", "Dq", "Ql", "Ic", "Sx", "Ev", "Pa", "Nm", "Xr",
                                      "Li", "Op", "Pf", "Sy", "Em", "Va", "Dl", "Bd", "Ed", "Bl", "El", "Pp", "Qq", "Sq", "Oo", "Oc"]

    /// The keys of mdoc source: the arguments of its Cm macros.
    static func manKeys(_ source: String) -> Set<String> {
        var out = Set<String>()
        for line in source.components(separatedBy: "\n") where line.hasPrefix(".") {
            var inCm = false
            for word in line.dropFirst().split(separator: " ").map(String.init) {
                if macros.contains(word) { inCm = word == "Cm"; continue }
                let t = unescaped(word)
                if inCm, [",", ".", ";", ":", "(", ")", "|"].contains(t) == false, let k = keys(t) { out.formUnion(k) }
            }
        }
        return out
    }

    /// What each ".It <macro> ..." line of mdoc source names, as a reader
    /// sees it: the variables of ENVIRONMENT ("LC_ALL , Ev LC_CTYPE" is two),
    /// the paths of FILES ("designs/ Ns Ar NAME Ns Pa .json" is one).
    static func itemArguments(_ macro: String, in source: String) -> [String] {
        var out: [String] = []
        for line in source.components(separatedBy: "\n") {
            let words = line.split(separator: " ").map(String.init)
            guard words.count >= 3, words[0] == ".It", words[1] == macro else { continue }
            var current = "", joined = false
            for w in words.dropFirst() {
                if w == "Ns" { joined = true; continue }
                if macros.contains(w) { continue }
                if w == "," {
                    out.append(current)
                    current = ""
                    continue
                }
                current += (current.isEmpty || joined ? "" : " ") + unescaped(w)
                joined = false
            }
            out.append(current)
        }
        return out.filter { !$0.isEmpty }
    }

    /// mdoc's escapes undone: \- and \& as a reader sees them.
    static func unescaped(_ word: String) -> String {
        word.replacingOccurrences(of: "\\&", with: "").replacingOccurrences(of: "\\-", with: "-")
    }

    // MARK: The README

    /// A "## " section of the README, without its heading.
    static func readmeSection(_ title: String) throws -> String {
        let text = try String(contentsOfFile: readme, encoding: .utf8)
        let parts = text.components(separatedBy: "\n## ")
        let section = try #require(parts.first { $0.hasPrefix(title + "\n") }, "README has no section \(title)")
        return String(section.dropFirst(title.count))
    }

    /// The keys table's rows by screen: the keys of its Keys column and the
    /// mouse actions of its Mouse column. A one-character key counts in
    /// backquotes only, so the words around it are not read as keys.
    static func readmeKeysTable() throws -> [String: (keys: Set<String>, gestures: Set<String>)] {
        var rows: [String: (keys: Set<String>, gestures: Set<String>)] = [:]
        for line in try readmeSection("Keys at a glance").components(separatedBy: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, cells[1] != "Screen", !cells[1].hasPrefix("---") else { continue }
            var found = Set<String>()
            for (i, part) in cells[2].components(separatedBy: "`").enumerated() {
                let quoted = i % 2 == 1
                for t in tokens(part) {
                    if let k = keys(t), quoted || t.count > 1 { found.formUnion(k) }
                }
            }
            rows[cells[1]] = (found, gestures(in: cells[3]))
        }
        return rows
    }
}
