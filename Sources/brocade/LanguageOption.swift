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
