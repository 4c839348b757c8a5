import Foundation
import Testing
import BrocadeTUI
@testable import BrocadeStorage

/// The notices a player reads, in Chinese: made in the language of the
/// task that makes them, with the file names and values kept as they are.
@Suite struct ChineseNoticeTests {
    func zh<T>(_ body: () throws -> T) rethrows -> T { try Language.$override.withValue(.zh, operation: body) }

    @Test func aBrokenSettingsFileIsNamedInChinese() throws {
        let t = TempDir()
        try t.write("home/.config/brocade/settings.toml", "long_press_ms = 99999\n")
        let notices = zh { Storage(environment: t.environment).takeNotices() }
        #expect(notices.count == 1)
        let n = try #require(notices.first)
        #expect(n.hasPrefix("无法读取设置（long_press_ms 的值 99999 超出 "), "\(n)")
        #expect(n.contains("）；已另存为 ") && n.contains("settings.toml.corrupt-") && n.hasSuffix("，并重新开始。"), "\(n)")
    }

    @Test(arguments: [
        ("theme = 3\n", "theme 的值类型不对"),
        ("theme = \"plaid\"\n", "theme 的值“plaid”不是 brocade、mono 之一"),
        ("language = \"fr\"\n", "language 的值“fr”不是 auto、en、zh 之一"),
        ("colour = 1\n", "未知设置“colour”"),
        ("[table]\n", "第 1 行：这个文件不使用表"),
        ("a = 1\na = 2\n", "第 2 行：“a”设置了两次"),
    ])
    func settingsProblemsInChinese(text: String, said: String) throws {
        let reason = zh { () -> String in
            do {
                _ = try SettingsFile.parse(text)
                return ""
            } catch {
                return "\(error)"
            }
        }
        #expect(reason == said)
    }

    @Test func englishStaysEnglish() throws {
        let t = TempDir()
        try t.write("home/.config/brocade/settings.toml", "theme = \"plaid\"\n")
        let notices = Language.$override.withValue(.en) { Storage(environment: t.environment).takeNotices() }
        #expect(notices.first?.hasPrefix("Could not read the settings (theme 'plaid' is not one of brocade, mono); kept it as ") == true,
                "\(notices)")
    }

    /// Without a home, commands that only read leave out that scores are
    /// not kept, in whichever language it was said.
    @Test(arguments: Language.allCases)
    func readNoticesLeaveOutTheUnwritableOne(language: Language) throws {
        let (all, read) = Language.$override.withValue(language) { () -> ([String], [String]) in
            let all = Storage(environment: [:]).takeNotices()
            let read = Storage(environment: [:]).takeReadNotices()
            return (all, read)
        }
        #expect(all.count == 1)
        #expect(read.isEmpty)
        if language == .zh { #expect(all[0] == "成绩和存档将不会保存：未设置 HOME（也未设置 XDG_DATA_HOME、XDG_STATE_HOME 和 XDG_CONFIG_HOME）。") }
    }

    @Test func aBrokenDesignIsNamedInChinese() throws {
        let t = TempDir()
        try t.write("home/.local/share/brocade/designs/odd.json", "{}")
        let (design, notices) = zh { () -> (Bool, [String]) in
            let s = Storage(environment: t.environment)
            _ = s.takeNotices()
            return (s.loadDesign(named: "odd") != nil, s.takeNotices())
        }
        #expect(!design)
        #expect(notices.count == 1)
        #expect(notices.first?.hasPrefix("无法读取设计“odd”（") == true, "\(notices)")
        #expect(notices.first?.hasSuffix("odd.json.corrupt-" + (notices.first?.split(separator: "-").last.map(String.init) ?? "")) == true
                || notices.first?.hasSuffix("。") == true)
    }
}
