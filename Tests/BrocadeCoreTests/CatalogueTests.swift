import Foundation
import Testing
@testable import BrocadeTUI

/// Every message the code writes in English has its Chinese, every entry in
/// the catalogue is still used, and the values each message shows survive
/// the translation. The messages are found as xgettext would: in the
/// sources, as the literal inside each `tr(…)`.
@Suite struct CatalogueTests {
    static var sourcesRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
    }

    /// Each `tr("…")` in the sources, as its catalogue key, with where it is.
    static func messagesInSources() throws -> (keys: [String: String], problems: [String]) {
        var keys: [String: String] = [:], problems: [String] = []
        let files = FileManager.default.enumerator(at: sourcesRoot, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        for file in files where !file.path.contains("/Language/") {
            let text = try String(contentsOf: file, encoding: .utf8)
            let found = MessageScanner.scan(text)
            for m in found.messages { keys[m.key] = "\(file.lastPathComponent):\(m.line)" }
            problems += found.problems.map { "\(file.lastPathComponent):\($0)" }
        }
        return (keys, problems)
    }

    @Test func theScannerReadsSwiftLiterals() {
        let source = #"""
            let a = tr("Undo")
            let b = tr("\(placed)/\(total) placed")
            let c = tr("say \"hi\"\n")
            let d = tr("\(x ? "yes" : "no (\(y))") left")
            let e = attr("not a message")
            let f = tr(name)
            let g = tr("\u{00B7} dot")
            let h = tr("Play", context: "loom")
            """#
        let found = MessageScanner.scan(source)
        #expect(found.messages.map(\.key) == ["Undo", "{0}/{1} placed", "say \"hi\"\n", "{0} left", "· dot", "loom\u{4}Play"])
        #expect(found.problems.count == 1)
        #expect(found.problems.first?.hasPrefix("6:") == true)
    }

    @Test func everyMessageIsAStringLiteral() throws {
        let (_, problems) = try Self.messagesInSources()
        #expect(problems.isEmpty, "tr() needs a string literal: \(problems.joined(separator: "; "))")
    }

    @Test func everyEnglishMessageHasItsChinese() throws {
        let (keys, _) = try Self.messagesInSources()
        #expect(!keys.isEmpty)
        let zh = try Catalogue(language: .zh, po: zhCatalogue).messages
        let missing = keys.keys.filter { zh[$0] == nil }.sorted()
        #expect(missing.isEmpty, "\(missing.count) messages have no Chinese: \(missing.prefix(40).map { "\"\($0)\" (\(keys[$0]!))" }.joined(separator: ", "))")
    }

    @Test func everyCatalogueEntryIsStillUsed() throws {
        let (keys, _) = try Self.messagesInSources()
        let zh = try Catalogue(language: .zh, po: zhCatalogue).messages
        let stale = zh.keys.filter { keys[$0] == nil }.sorted()
        #expect(stale.isEmpty, "entries no tr() uses: \(stale.prefix(40).joined(separator: " | "))")
    }

    @Test func translationsKeepEveryValue() throws {
        let zh = try Catalogue(language: .zh, po: zhCatalogue).messages
        for (key, text) in zh {
            #expect(Self.placeholders(key) == Self.placeholders(text), "\"\(key)\" -> \"\(text)\"")
        }
    }

    @Test func translationsAreCleanText() throws {
        let zh = try Catalogue(language: .zh, po: zhCatalogue).messages
        for (key, text) in zh {
            #expect(SafeText.clean(text.replacingOccurrences(of: "\n", with: " ")) == text.replacingOccurrences(of: "\n", with: " "),
                    "\"\(key)\" has a control character in its Chinese")
            #expect(!text.hasPrefix(" ") || key.hasPrefix(" "), "\"\(key)\": the Chinese adds a leading space")
            #expect(!text.hasSuffix(" ") || key.hasSuffix(" "), "\"\(key)\": the Chinese adds a trailing space")
        }
    }

    static func placeholders(_ s: String) -> [String] {
        var out: [String] = []
        var rest = Substring(s)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let inside = rest[rest.index(after: open)..<close]
            if Int(inside) != nil { out.append(String(inside)) }
            rest = rest[rest.index(after: close)...]
        }
        return out.sorted()
    }

    // MARK: The catalogue format

    @Test func poStringsAndEscapes() throws {
        let po = #"""
            # a comment
            msgid ""
            msgstr "Language: zh_CN\n"

            msgid "a \"quoted\" word"
            msgstr "一个\"引号\"词"

            msgid "two "
            "lines"
            msgstr "两"
            "行"

            msgid "untranslated"
            msgstr ""

            msgctxt "loom"
            msgid "Play"
            msgstr "试玩"

            msgid "Play"
            msgstr "开始"
            """#
        let m = try Catalogue.parse(po)
        #expect(m == ["a \"quoted\" word": "一个\"引号\"词", "two lines": "两行", "loom\u{4}Play": "试玩", "Play": "开始"])
    }

    @Test func poErrorsSayWhere() {
        #expect(throws: Catalogue.ParseError.self) { try Catalogue.parse("msgid \"a\"\n") }
        #expect(throws: Catalogue.ParseError.self) { try Catalogue.parse("msgid \"a\"\nmsgstr \"b\n") }
        #expect(throws: Catalogue.ParseError.self) { try Catalogue.parse("msgid \"a\"\nmsgstr \"b\"\n\nmsgid \"a\"\nmsgstr \"c\"\n") }
        #expect(throws: Catalogue.ParseError.self) { try Catalogue.parse("nonsense\n") }
    }

    @Test func theShippedCatalogueParses() throws {
        _ = try Catalogue(language: .zh, po: zhCatalogue)
        #expect(Catalogue.of(.zh) != nil)
        #expect(Catalogue.of(.en) == nil)
        // Every language but English has its catalogue, and it parses.
        #expect(Set(Catalogue.texts.keys) == Set(Language.allCases.filter { $0 != .en }))
        for (language, po) in Catalogue.texts { _ = try Catalogue(language: language, po: po) }
    }

    // MARK: The catalogue file

    static var zhFile: URL {
        sourcesRoot.appendingPathComponent("BrocadeTUI/Language/Catalogues/zh.po")
    }

    /// What the binary holds is the file, byte for byte (the build plugin copies it in).
    @Test func theBinaryHoldsTheCatalogueFile() throws {
        let file = try String(contentsOf: Self.zhFile, encoding: .utf8)
        #expect(zhCatalogue == (file.hasSuffix("\n") ? file : file + "\n"))
    }

    /// gettext's own check, as translators' tools would run it: the header,
    /// the escapes, no msgid twice, a msgid and its msgstr alike in leading
    /// and trailing newlines. A warning fails too.
    @Test func msgfmtAcceptsTheCatalogue() throws {
        let msgfmt = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/msgfmt" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        let path = try #require(msgfmt, "msgfmt is missing: `make test-deps` installs it (Debian's gettext)")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = ["-c", "--check-format", "-o", "/dev/null", Self.zhFile.path]
        p.environment = ["PATH": "/usr/bin:/bin", "LC_ALL": "C"]
        let err = Pipe()
        p.standardOutput = FileHandle.nullDevice
        p.standardError = err
        try p.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0 && text.isEmpty, "msgfmt -c zh.po: \(text)")
    }
}

/// Finds `tr("…")` calls in Swift source and turns each literal into its
/// catalogue key, as `Message` does at run time: each interpolation becomes
/// {0}, {1}… in order.
enum MessageScanner {
    struct Found { var key: String; var line: Int }

    static func scan(_ text: String) -> (messages: [Found], problems: [String]) {
        let s = Array(text.unicodeScalars)
        var messages: [Found] = [], problems: [String] = []
        var i = 0, line = 1
        func isIdent(_ c: Unicode.Scalar) -> Bool { c == "_" || c.properties.isAlphabetic || ("0"..."9").contains(c) }
        while i < s.count {
            if s[i] == "\n" { line += 1; i += 1; continue }
            // Skip comments.
            if s[i] == "/", i + 1 < s.count, s[i + 1] == "/" {
                while i < s.count, s[i] != "\n" { i += 1 }
                continue
            }
            if s[i] == "t", i + 2 < s.count, s[i + 1] == "r", s[i + 2] == "(", i == 0 || !(isIdent(s[i - 1]) || s[i - 1] == ".") {
                var j = i + 3
                while j < s.count, s[j] == " " { j += 1 }
                if j < s.count, s[j] == "\"", !(j + 2 < s.count && s[j + 1] == "\"" && s[j + 2] == "\"") {
                    if var (key, end) = literal(s, from: j) {
                        // tr("…", context: "…"): the key is the context, \u{4}, the English.
                        var k = end
                        while k < s.count, s[k] == " " { k += 1 }
                        let label = Array(", context:".unicodeScalars)
                        if k + label.count < s.count, Array(s[k..<(k + label.count)]) == label {
                            k += label.count
                            while k < s.count, s[k] == " " { k += 1 }
                            if k < s.count, s[k] == "\"", let (context, after) = literal(s, from: k) {
                                key = context + "\u{4}" + key
                                end = after
                            }
                        }
                        messages.append(Found(key: key, line: line))
                        for k in i..<end where s[k] == "\n" { line += 1 }
                        i = end
                        continue
                    }
                    problems.append("\(line): a tr() literal the scanner cannot read")
                } else {
                    problems.append("\(line): tr() of something other than one single-line string literal")
                }
                i = j
                continue
            }
            // Skip other string literals, so "tr(" inside them is not taken for a call.
            if s[i] == "\"" {
                if let (_, end) = literal(s, from: i) { i = end; continue }
            }
            i += 1
        }
        return (messages, problems)
    }

    /// Reads a "…" literal starting at `start`; returns its key and the index after it.
    static func literal(_ s: [Unicode.Scalar], from start: Int) -> (String, Int)? {
        var key = "", n = 0, i = start + 1
        while i < s.count {
            let c = s[i]
            if c == "\"" { return (key, i + 1) }
            if c == "\n" { return nil }
            if c == "\\" {
                guard i + 1 < s.count else { return nil }
                let e = s[i + 1]
                switch e {
                case "n": key += "\n"; i += 2
                case "t": key += "\t"; i += 2
                case "\"", "\\", "'": key.unicodeScalars.append(e); i += 2
                case "0": key += "\0"; i += 2
                case "u":
                    guard i + 2 < s.count, s[i + 2] == "{", let close = s[(i + 3)...].firstIndex(of: "}"),
                          let v = UInt32(String(String.UnicodeScalarView(s[(i + 3)..<close])), radix: 16),
                          let scalar = Unicode.Scalar(v) else { return nil }
                    key.unicodeScalars.append(scalar)
                    i = close + 1
                case "(":
                    // An interpolation: skip to its closing parenthesis, past nested ones and strings.
                    var depth = 1, j = i + 2
                    while j < s.count, depth > 0 {
                        if s[j] == "\"" {
                            guard let (_, end) = literal(s, from: j) else { return nil }
                            j = end
                            continue
                        }
                        if s[j] == "(" { depth += 1 }
                        if s[j] == ")" { depth -= 1 }
                        j += 1
                    }
                    guard depth == 0 else { return nil }
                    key += "{\(n)}"
                    n += 1
                    i = j
                default:
                    return nil
                }
                continue
            }
            key.unicodeScalars.append(c)
            i += 1
        }
        return nil
    }
}
