import Foundation
import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeTerminal

/// `--check-terminal`'s report and the terminal's errors in Chinese.
@Suite struct ChineseTerminalTextTests {
    func zh<T>(_ body: () throws -> T) rethrows -> T { try Language.$override.withValue(.zh, operation: body) }

    /// ASCII words of three letters or more, less those a report names as
    /// they are (variables, paths, values, terminfo and encoding names).
    static func english(_ text: String) -> [String] {
        let kept: Set<String> = ["brocade", "Linux", "x86_64", "ncurses", "TERM", "xterm", "color", "UTF", "LANG", "LC_ALL",
                                 "LC_CTYPE", "COLORTERM", "NO_COLOR", "unset", "terminfo", "lib", "dev", "pts", "usr", "share",
                                 "direct", "truecolor", "SGR", "ASCII", "ANSI_X", "settings", "toml", "cache", "mono", "theme",
                                 "dumb", "ascii", "English", "lang", "config", "mouse", "check"]
        var words: [String] = [], word = ""
        for c in text + " " {
            if c.isASCII && (c.isLetter || c == "_") { word.append(c); continue }
            if word.count >= 3, !kept.contains(word) { words.append(word) }
            word = ""
        }
        return words
    }

    @Test(arguments: [
        (TerminalReport.Mouse.report(.press(.primary), at: Point(x: 11, y: 4), encoding: .sgr), "鼠标：点击，位于第 12 列第 5 行（SGR 1006）"),
        (.report(.wheel(.down), at: Point(x: 0, y: 0), encoding: nil), "鼠标：滚轮向下，位于第 1 列第 1 行"),
        (.noClick(seconds: 10, lastMotion: nil), "鼠标：10 秒内什么也没收到"),
        (.skipped("--no-mouse-check"), "鼠标：已跳过（--no-mouse-check）"),
    ])
    func theReportIsChinese(mouse: TerminalReport.Mouse, mouseLine: String) {
        let lines = zh { () -> [String] in
            var r = TerminalReportTests.report(mouse: mouse, files: [("设置", "/h/.config/brocade/settings.toml"), ("缓存", "/h/.cache/brocade/")])
            r.language = "zh (简体中文)，来自 --lang zh"
            return r.lines
        }
        #expect(lines.contains(mouseLine), "\(lines)")
        #expect(lines.contains("系统：Linux 6.1.0 x86_64"))
        #expect(lines.contains("终端设备：/dev/pts/3"))
        #expect(lines.contains("语言：zh (简体中文)，来自 --lang zh"))
        #expect(lines.contains("  设置： /h/.config/brocade/settings.toml") && lines.contains("  缓存： /h/.cache/brocade/"), "\(lines)")
        #expect(lines.contains("尺寸：80x24（够大：游戏需要 80x24）"))
        #expect(lines.contains { $0.hasPrefix("颜色：256（") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("UTF-8：是（字符集 UTF-8；") }, "\(lines)")
        #expect(Self.english(lines.joined(separator: "\n")) == [], "\(lines)")
    }

    @Test func aTerminalThatCannotBeUsed() {
        let lines = zh {
            TerminalReportTests.report(["TERM": "dumb", "LANG": "C"], codeset: "ANSI_X3.4-1968", size: Size(width: 70, height: 20),
                                       mouse: .notChecked("不是终端")).lines
        }
        #expect(lines.contains { $0.hasPrefix("TERM：dumb（terminfo: /lib/terminfo/d/dumb；它无法移动光标") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("UTF-8：否，游戏只画 ASCII（字符集 ANSI_X3.4-1968；") }, "\(lines)")
        #expect(lines.contains("尺寸：70x20（太小：游戏需要 80x24）"))
        #expect(lines.contains { $0.hasPrefix("颜色：未知（没有可用的 terminfo 条目；COLORTERM 未设置、NO_COLOR 未设置）") }, "\(lines)")
        #expect(Self.english(lines.joined(separator: "\n")) == [], "\(lines)")
    }

    @Test func englishIsUnchanged() {
        let r = Language.$override.withValue(.en) { TerminalReportTests.report(mouse: .noClick(seconds: 10, lastMotion: nil)).lines }
        #expect(r.contains("mouse: none arrived within 10 s"))
        #expect(r.contains("size: 80x24 (big enough: the game needs 80x24)"))
    }

    @Test func errorsAreOneChineseLine() {
        let said = zh {
            [TerminalError.notATerminal, .termUnset, .unknownTerminal("vt999"), .cannotAddressCursor("dumb"),
             .noTerminfoDatabase("xterm"), .setupFailed("xterm")].map(\.description)
        }
        #expect(said[0] == "brocade: 标准输入和标准输出必须是终端（不能是管道或文件）")
        #expect(said[2] == "brocade: 未知的终端类型 'vt999'（没有 terminfo 条目）；请试试 TERM=xterm-256color")
        for s in said {
            #expect(s.hasPrefix("brocade: ") && !s.contains("\n"))
            #expect(Self.english(String(s.dropFirst("brocade: ".count))).allSatisfy { ["vt", "dumb", "xterm"].contains($0) }, "\(s)")
        }
    }
}
