import BrocadeCore
import BrocadeTUI

/// A new game's parameters as the new-game panel, the settings file and the
/// command line spell them: "cols" = "3", "rules" = "norm", "picture" =
/// "dalishen". The keys are the command line's option names.
public typealias ChoiceValues = [String: String]

/// One value a control can take, and how the panel shows it.
public struct ChoiceOption: Equatable, Sendable {
    public var value: String
    public var label: String
    /// A second line (a picture's description).
    public var detail: String

    public init(_ value: String, _ label: String? = nil, detail: String = "") {
        self.value = value
        self.label = label ?? value
        self.detail = detail
    }
}

/// One row of the new-game panel: which value it sets, and how.
public struct ChoiceControl: Sendable {
    public enum Kind: Sendable, Equatable {
        /// All options side by side: `small | normal | big`, `off | on`.
        case segmented
        /// One option at a time, with arrows: `‹ 4x4 ›`.
        case stepper
        /// A list of pictures with a preview, and, when `ownImage`, a last
        /// entry that opens a field for an image file's path.
        case gallery(ownImage: Bool)
    }

    /// The value it sets. Two controls may set the same value (the sizes
    /// `small | normal | big` and the stepper of pieces across).
    public var key: String
    public var label: String
    public var kind: Kind
    public var options: [ChoiceOption]

    public init(_ key: String, _ label: String, _ kind: Kind, _ options: [ChoiceOption]) {
        self.key = key
        self.label = label
        self.kind = kind
        self.options = options
    }

    /// The value of the gallery's "Your own image..." entry: the path follows.
    public static let ownImagePrefix = "file:"
}

/// What the panel chose: the game to start, and the values to remember
/// for the panel's next opening (the loom's Play remembers none).
public struct GameChoice: Sendable {
    public var request: GameRequest
    public var values: ChoiceValues

    public init(_ request: GameRequest, remember values: ChoiceValues) {
        self.request = request
        self.values = values
    }
}

/// A mode's new games as the panel shows them: its controls, its defaults,
/// and the check that turns values into the game to start. Made only by
/// the mode's `NewGameSchema`, so the panel, the settings file, the
/// command line and the score tables cannot disagree.
public struct NewGameForm {
    public var controls: [ChoiceControl]
    public var defaults: ChoiceValues
    /// The game these values start, checked as the command line's are;
    /// throws a one-line reason (an image that cannot be read).
    public var make: (ChoiceValues) throws -> GameRequest
    public var preview: ((ChoiceValues, Size, AppContext) -> Canvas?)?
    public var fit: Fit?

    /// Which values have room on screen: `fits` says whether the game the
    /// values make fits a terminal of the size, and `problem` why not (nil
    /// when it fits); the panel offers only the values of the `keys`
    /// controls that fit.
    public struct Fit {
        public var keys: Set<String>
        public var fits: (ChoiceValues, Size) -> Bool
        public var problem: (ChoiceValues, Size) -> String?

        public init(keys: Set<String>, fits: @escaping (ChoiceValues, Size) -> Bool, problem: @escaping (ChoiceValues, Size) -> String?) {
            self.keys = keys
            self.fits = fits
            self.problem = problem
        }
    }

    public init(controls: [ChoiceControl], defaults: ChoiceValues, make: @escaping (ChoiceValues) throws -> GameRequest,
                preview: ((ChoiceValues, Size, AppContext) -> Canvas?)?, fit: Fit? = nil) {
        self.controls = controls
        self.defaults = defaults
        self.make = make
        self.preview = preview
        self.fit = fit
    }

    /// `values` with anything no control offers replaced by the default:
    /// a remembered picture that has gone, a hand-edited size.
    public func sanitized(_ values: ChoiceValues) -> ChoiceValues {
        var out = defaults
        for c in controls {
            guard let v = values[c.key] else { continue }
            let ownImage = c.kind == .gallery(ownImage: true) && v.hasPrefix(ChoiceControl.ownImagePrefix)
                && v.count > ChoiceControl.ownImagePrefix.count
            if ownImage || c.options.contains(where: { $0.value == v }) { out[c.key] = v }
        }
        return out
    }
}

/// The gallery's entries: the library's pictures, titled as the game shows
/// them (Chinese and pinyin), with their descriptions.
enum PictureChoices {
    static func options(_ provider: PictureProvider?) -> [ChoiceOption] {
        ((provider?.pictures ?? []) + (provider?.generatedPictures ?? [])).map { ChoiceOption($0.name, PictureText.title($0), detail: PictureText.description($0)) }
    }

    /// The picture a value names: a built-in one by name, or an image file
    /// (loaded now, so a bad file is reported before the game starts).
    static func picture(_ value: String, provider: PictureProvider) throws -> PictureInfo {
        if value.hasPrefix(ChoiceControl.ownImagePrefix) {
            return try provider.addImage(path: String(value.dropFirst(ChoiceControl.ownImagePrefix.count)))
        }
        if let p = (provider.pictures + provider.generatedPictures).first(where: { $0.name == value }) { return p }
        if let seed = GeneratedPicture.seed(of: value) { return GeneratedPicture.info(seed: seed) }
        throw ValidationError(GeneratedPicture.problem(with: value) ?? tr("there is no picture called '\(value)'"))
    }
}

extension PictureChoices {
    /// The picture a value names without loading anything: a built-in one,
    /// or an image file (drawn only once it has been loaded).
    static func known(_ value: String, provider: PictureProvider) -> PictureInfo? {
        if value.hasPrefix(ChoiceControl.ownImagePrefix) {
            let path = String(value.dropFirst(ChoiceControl.ownImagePrefix.count))
            guard !path.isEmpty else { return nil }
            return PictureInfo(name: value, file: path, title: path, description: "")
        }
        return (provider.pictures + provider.generatedPictures).first { $0.name == value }
            ?? GeneratedPicture.seed(of: value).map { GeneratedPicture.info(seed: $0) }
    }
}
