import ArgumentParser
import BrocadeApp
import BrocadeCore
import BrocadeTUI

/// A mode's subcommand reads its options from the mode's schema: each
/// `@Option` is a thin parser whose help line and default come from there,
/// and the values it parsed are checked there, in the command line's words.
extension NewGameSchema {
    /// The option's help line and value name, for `@Option(help:)`.
    func help(_ key: String) -> ArgumentHelp {
        let o = option(key)
        return ArgumentHelp(o.help ?? "", valueName: o.valueName)
    }

    /// The option's default as a number, for an `@Option`'s initial value.
    func defaultNumber(_ key: String) -> Int {
        guard let n = Int(option(key).defaultValue) else { preconditionFailure("'\(key)' has no number for its default") }
        return n
    }

    /// The values given, each checked against its option's values; the
    /// first that is not one of them, said as the option it came from:
    /// "--cols 9 is not between 1 and 8". Words were checked as they were
    /// parsed, and a listed value (a picture) where it is looked up.
    func check(_ values: ChoiceValues) throws {
        for o in options {
            guard let value = values[o.key], !o.allows(value) else { continue }
            switch o.domain {
            case .integers(let r, _):
                throw ArgumentParser.ValidationError(tr("--\(o.key) \(value) is not between \(r.lowerBound) and \(r.upperBound)"))
            case .powersOfTwo(let r):
                throw ArgumentParser.ValidationError(tr("--\(o.key) \(value) is not a power of two from \(r.lowerBound) to \(r.upperBound)"))
            case .words, .flag, .listed:
                continue
            }
        }
    }

    /// `check`, then the mode's own check of the parameters they make.
    func checkAndMake(_ values: ChoiceValues) throws {
        try check(values)
        try optionError { _ = try make(GameRequest(values)) }
    }
}
