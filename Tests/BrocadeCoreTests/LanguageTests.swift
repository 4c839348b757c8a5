import Testing
@testable import BrocadeTUI

@Suite struct LanguageTests {
    @Test func localeNamesToLanguages() {
        #expect(Language.of(localeName: "zh_CN.UTF-8") == .zh)
        #expect(Language.of(localeName: "zh_TW.UTF-8") == .zh)
        #expect(Language.of(localeName: "zh_HK") == .zh)
        #expect(Language.of(localeName: "zh_SG.GB2312") == .zh)
        #expect(Language.of(localeName: "zh") == .zh)
        #expect(Language.of(localeName: "en_GB.UTF-8") == .en)
        #expect(Language.of(localeName: "C") == .en)
        #expect(Language.of(localeName: "C.UTF-8") == .en)
        #expect(Language.of(localeName: "POSIX") == .en)
        #expect(Language.of(localeName: "fr_FR.UTF-8") == nil)
    }

    @Test func posixOrderLcAllThenLcMessagesThenLang() {
        #expect(Language.resolve(option: nil, setting: nil, environment: ["LANG": "zh_CN.UTF-8"]) == .zh)
        #expect(Language.resolve(option: nil, setting: nil, environment: ["LANG": "zh_CN.UTF-8", "LC_MESSAGES": "C"]) == .en)
        #expect(Language.resolve(option: nil, setting: nil, environment: ["LANG": "C.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8"]) == .zh)
        #expect(Language.resolve(option: nil, setting: nil, environment: ["LC_ALL": "C", "LC_MESSAGES": "zh_CN.UTF-8"]) == .en)
        #expect(Language.resolve(option: nil, setting: nil, environment: ["LC_ALL": "", "LANG": "zh_TW.UTF-8"]) == .zh)
        // LC_CTYPE says how characters are encoded, not which language to speak.
        #expect(Language.resolve(option: nil, setting: nil, environment: ["LC_CTYPE": "zh_CN.UTF-8"]) == .en)
        #expect(Language.resolve(option: nil, setting: nil, environment: ["LANG": "fr_FR.UTF-8"]) == .en)
        #expect(Language.resolve(option: nil, setting: nil, environment: [:]) == .en)
    }

    @Test func chineseOnlyWhereTheCharactersAreUTF8() {
        #expect(Language.resolve(option: nil, setting: nil, environment: ["LANG": "zh_CN.GB18030"]) == .en)
        #expect(Language.resolve(option: nil, setting: nil, environment: ["LANG": "zh_CN"]) == .en)
        #expect(Language.resolve(option: nil, setting: nil, environment: ["LANG": "zh_CN.GB18030", "LC_CTYPE": "C.UTF-8"]) == .zh)
        #expect(Language.resolve(option: nil, setting: nil, environment: ["LC_MESSAGES": "zh_CN.UTF-8", "LC_CTYPE": "C"]) == .en)
        // Asked for by name, it is trusted.
        #expect(Language.resolve(option: .zh, setting: nil, environment: ["LANG": "C"]) == .zh)
        #expect(Language.resolve(option: nil, setting: .zh, environment: [:]) == .zh)
    }

    @Test func optionOverSettingOverEnvironment() {
        let env = ["LANG": "zh_CN.UTF-8"]
        #expect(Language.resolve(option: nil, setting: .en, environment: env) == .en)
        #expect(Language.resolve(option: .zh, setting: .en, environment: env) == .zh)
        #expect(Language.resolve(option: .en, setting: .zh, environment: [:]) == .en)
    }

    @Test func utf8LocaleNames() {
        #expect(Language.namesUTF8("zh_CN.UTF-8"))
        #expect(Language.namesUTF8("C.utf8"))
        #expect(Language.namesUTF8("sr_RS.UTF-8@latin"))
        #expect(!Language.namesUTF8("zh_CN.GB18030"))
        #expect(!Language.namesUTF8("C"))
        #expect(!Language.namesUTF8("POSIX"))
    }

    @Test func messagesKeepTheirValuesApart() {
        let n = 5, total = 12
        let m: Message = "\(n)/\(total) placed"
        #expect(m.key == "{0}/{1} placed")
        #expect(m.arguments == ["5", "12"])
        #expect(m.text(in: .en) == "5/12 placed")
        #expect(Message.fill("已放置 {0}/{1}", with: m.arguments) == "已放置 5/12")
        #expect(Message.fill("{1} 之 {0}", with: ["a", "b"]) == "b 之 a")
        #expect(Message.fill("{x} {3} {", with: ["a"]) == "{x} {3} {")
    }

    @Test func aTestsLanguageIsItsOwn() {
        #expect(Language.current == .en)
        Language.$override.withValue(.zh) { #expect(Language.current == .zh) }
        #expect(Language.current == .en)
    }

    @Test func aMessageWithoutChineseStaysEnglish() {
        Language.$override.withValue(.zh) {
            #expect(tr("no catalogue has this sentence \(3)") == "no catalogue has this sentence 3")
        }
    }
}
