/// The languages brocade speaks. English is written in the code; every
/// other language is a catalogue (`Catalogues/`) that maps the English to
/// its own words, and anything a catalogue lacks stays English.
public enum Language: String, CaseIterable, Sendable {
    case en
    /// Simplified Chinese, for every Chinese locale (zh_CN, zh_TW, zh_HK, zh_SG).
    case zh

    /// Its own name, as a player looks for it in a list.
    public var name: String {
        switch self {
        case .en: return "English"
        case .zh: return "简体中文"
        }
    }

    /// What it needs to be drawn: Chinese cannot be written in ASCII.
    public var needsUnicode: Bool { self != .en }

    /// The language a POSIX locale name asks for ("zh_CN.UTF-8", "en_GB",
    /// "C"); nil for a language brocade does not speak.
    public static func of(localeName: String) -> Language? {
        let head = localeName.prefix { $0 != "_" && $0 != "." && $0 != "@" && $0 != "-" }.lowercased()
        switch head {
        case "zh": return .zh
        case "en", "c", "posix": return .en
        default: return nil
        }
    }

    /// The locale the messages follow, in POSIX's order: LC_ALL, then
    /// LC_MESSAGES, then LANG; an empty variable counts as unset.
    public static func messagesLocale(_ environment: [String: String]) -> String? {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let v = environment[name], !v.isEmpty { return v }
        }
        return nil
    }

    /// The locale the character type follows: LC_ALL, then LC_CTYPE, then LANG.
    public static func characterLocale(_ environment: [String: String]) -> String? {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let v = environment[name], !v.isEmpty { return v }
        }
        return nil
    }

    /// Whether a locale name says its characters are UTF-8 ("zh_CN.UTF-8", "C.utf8").
    public static func namesUTF8(_ localeName: String) -> Bool {
        guard let dot = localeName.firstIndex(of: ".") else { return false }
        let codeset = localeName[localeName.index(after: dot)...].prefix { $0 != "@" }.lowercased()
        return codeset == "utf-8" || codeset == "utf8"
    }

    /// The language to speak: `--lang` over the `language` setting over the
    /// environment. A locale in a language brocade does not speak gets
    /// English, and so does a Chinese locale whose characters are not UTF-8
    /// (zh_CN.GB18030): brocade writes UTF-8 only. A language asked for by
    /// name is trusted to have a terminal that shows it.
    public static func resolve(option: Language?, setting: Language?, environment: [String: String]) -> Language {
        if let option { return option }
        if let setting { return setting }
        guard let language = messagesLocale(environment).flatMap(of(localeName:)) else { return .en }
        if language.needsUnicode, !(characterLocale(environment).map(namesUTF8) ?? false) { return .en }
        return language
    }

    // MARK: The language in use

    /// Chosen once at start-up, before any screen or help text is made.
    nonisolated(unsafe) private static var chosen: Language = .en

    /// A test's own language, for its task only, so tests in English and in
    /// Chinese can run side by side.
    @TaskLocal public static var override: Language?

    /// The language every `tr` speaks.
    public static var current: Language { override ?? chosen }

    /// Sets the language for the whole process; call it before anything is drawn.
    public static func use(_ language: Language) { chosen = language }
}
