import BrocadeCore
import BrocadeTUI

/// One parameter of a mode's new games, declared once: its key (the
/// command line's option name, the settings file's `last_<mode>_<key>`),
/// the values it may take, its default, its help line for `--help`, and
/// the panel's rows that set it, with their words.
public struct GameOption {
    /// The values an option may take.
    public enum Domain {
        /// Whole numbers in a range; `none`, when given, is the word for no
        /// number at all (the jigsaw's rows: "auto").
        case integers(ClosedRange<Int>, none: String? = nil)
        /// The powers of two in a range (2048's target).
        case powersOfTwo(ClosedRange<Int>)
        /// One of these words (the sliding puzzle's rules).
        case words([String])
        /// "off" or "on": a flag on the command line.
        case flag
        /// A name from a list made with the mode's pictures or designs
        /// (the gallery); where `ownImage`, also "file:" and an image's path.
        case listed(ownImage: Bool)

        /// Every value, in order, where there is a list of them.
        public var values: [String] {
            switch self {
            case .integers(let range, let none): return (none.map { [$0] } ?? []) + range.map { "\($0)" }
            case .powersOfTwo(let range):
                // By doubling: a range of targets is long.
                return sequence(first: 1, next: { $0 < range.upperBound ? $0 * 2 : nil }).filter(range.contains).map { "\($0)" }
            case .words(let words): return words
            case .flag: return ["off", "on"]
            case .listed: return []
            }
        }
    }

    /// A row of the new-game panel that sets this option.
    public struct Row {
        public var label: String
        public var kind: ChoiceControl.Kind
        /// The values it offers, with their words.
        public var options: [ChoiceOption]

        public init(_ label: String, _ kind: ChoiceControl.Kind, _ options: [ChoiceOption]) {
            self.label = label
            self.kind = kind
            self.options = options
        }

        /// Every value of `domain` side by side (`segmented`) or one at a
        /// time (`stepper`), each worded by `label` and `detail`.
        public init(_ label: String, _ kind: ChoiceControl.Kind, every domain: Domain, label word: (String) -> String = { $0 },
                    detail: (String) -> String = { _ in "" }) {
            self.init(label, kind, domain.values.map { ChoiceOption($0, word($0), detail: detail($0)) })
        }
    }

    public var key: String
    public var domain: Domain
    public var defaultValue: String
    /// The line `--help` shows, and the name of its value there ("n"); nil
    /// for an option only the panel has.
    public var help: String?
    public var valueName: String?
    public var rows: [Row]
    /// False for an option only the command line has (the sliding puzzle's
    /// --scramble): the panel neither offers nor remembers it.
    public var inPanel: Bool

    /// A row may offer fewer values than the domain has (the jigsaw's
    /// `small | normal | big`), never others.
    public init(_ key: String, _ domain: Domain, default defaultValue: String, help: String? = nil, valueName: String? = nil,
                rows: [Row] = [], inPanel: Bool = true) {
        self.key = key
        self.domain = domain
        self.defaultValue = defaultValue
        self.help = help
        self.valueName = valueName
        self.rows = rows
        self.inPanel = inPanel
    }

    /// Whether `value` is one of the option's values (a listed one is
    /// checked where the list is: by the mode's `make`).
    public func allows(_ value: String) -> Bool {
        switch domain {
        case .listed: return true
        case .integers(let range, let none):
            if let none, value == none { return true }
            return Int(value).map(range.contains) ?? false
        case .powersOfTwo(let range):
            return Int(value).map { range.contains($0) && $0.nonzeroBitCount == 1 } ?? false
        case .words, .flag: return domain.values.contains(value)
        }
    }

    /// The option's value as a number; nil for the `none` word.
    public static func int(_ values: ChoiceValues, _ key: String) throws -> Int {
        guard let s = values[key], let n = Int(s) else { throw ValidationError(tr("\(key) '\(values[key] ?? "")' is not a number")) }
        return n
    }

    /// The flag's value.
    public static func flag(_ values: ChoiceValues, _ key: String) -> Bool { values[key] == "on" }

    /// A flag as a value.
    public static func onOff(_ on: Bool) -> String { on ? "on" : "off" }
}
