import ArgumentParser
import BrocadeStorage
import BrocadeTUI

extension Language: ExpressibleByArgument {}

/// `--lang`, which every command takes: the language of the screens, the
/// help and the messages, over the `language` setting and the locale.
struct LanguageOption: ParsableArguments {
    @Option(name: .customLong("lang"),
            help: ArgumentHelp(tr("The language: en (English) or zh (简体中文). Default: the language setting, else the locale (LC_ALL, LC_MESSAGES, LANG)."),
                               valueName: "en|zh"))
    var lang: Language?
}

enum LanguageChoice {
    /// Chooses the language before anything is parsed or written, since
    /// the help itself is in it: `--lang` as the command line gives it (a
    /// value the parser will refuse counts as not given), then the setting,
    /// then the locale.
    static func choose(arguments: [String], environment: [String: String]) {
        Language.use(Language.resolve(option: option(in: arguments),
                                      setting: Storage.languageSetting(environment: environment),
                                      environment: environment))
    }

    static func option(in arguments: [String]) -> Language? {
        var found: Language?
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a == "--" { break }
            if a == "--lang", i + 1 < arguments.count {
                found = Language(rawValue: arguments[i + 1])
                i += 2
                continue
            }
            if a.hasPrefix("--lang=") { found = Language(rawValue: String(a.dropFirst("--lang=".count))) }
            i += 1
        }
        return found
    }
}

extension LanguageChoice {
    /// The language in use and what chose it, for `--check-terminal`:
    /// "zh (简体中文; --lang zh)", "en (English; LANG=C.UTF-8)".
    static func explain(arguments: [String], environment env: [String: String]) -> String {
        let current = Language.current
        let name = "\(current.rawValue) (\(current.name))"
        if let o = option(in: arguments) { return tr("\(name), from --lang \(o.rawValue)") }
        if let s = Storage.languageSetting(environment: env) {
            return tr("\(name), from the setting language = \"\(s.rawValue)\"")
        }
        guard let variable = ["LC_ALL", "LC_MESSAGES", "LANG"].first(where: { !(env[$0] ?? "").isEmpty }),
              let value = env[variable] else {
            return tr("\(name): LC_ALL, LC_MESSAGES and LANG are not set")
        }
        let set = "\(variable)=\(SafeText.clean(value))"
        guard let asked = Language.of(localeName: value) else {
            return tr("\(name): \(set) names a language brocade does not speak")
        }
        if asked != current {
            let characters = ["LC_ALL", "LC_CTYPE", "LANG"].first(where: { !(env[$0] ?? "").isEmpty })
                .map { "\($0)=\(SafeText.clean(env[$0]!))" } ?? "LC_CTYPE"
            return tr("\(name): \(set) asks for \(asked.name), which needs UTF-8 characters, and \(characters) is not UTF-8")
        }
        return tr("\(name), from \(set)")
    }
}
