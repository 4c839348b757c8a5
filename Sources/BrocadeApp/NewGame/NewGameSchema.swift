import BrocadeCore
import BrocadeTUI

/// A new game as asked for: the values of the mode's options (missing ones
/// take their defaults), and a picture found already (the command line's
/// `--image`, `--daily` or `--design`, a design played from the loom),
/// which stands for the value of "picture".
public struct GameRequest: Sendable, Equatable {
    public var values: ChoiceValues
    public var picture: PictureInfo?

    public init(_ values: ChoiceValues = [:], picture: PictureInfo? = nil) {
        self.values = values
        self.picture = picture
    }
}

/// A mode's new games, declared once: its options (key, values, default,
/// help line, the panel's words) and how their values become the
/// parameters its screen is made with. The subcommand takes its help,
/// defaults and checks from here, the new-game panel is made from it
/// (`form`), the settings file keeps its values, and the mode's registry
/// entry makes every new game through `make`.
public struct NewGameSchema<Params> {
    public var options: [GameOption]
    /// The game these values deal, drawn small (a picture as it will be
    /// cut); nil when there is nothing to show.
    public var preview: ((ChoiceValues, Size, AppContext) -> Canvas?)?
    /// Whether the game these values deal has room in a terminal of this
    /// size: nil when it has, else why not, in one line. The panel offers
    /// only values of `fitKeys` that fit.
    public var fit: NewGameForm.Fit?
    private let build: (GameRequest) throws -> Params

    /// `make` gets every option's value, and throws a one-line reason (an
    /// image that cannot be read) for values the mode cannot play.
    public init(_ options: [GameOption], preview: ((ChoiceValues, Size, AppContext) -> Canvas?)? = nil, fit: NewGameForm.Fit? = nil,
                make: @escaping (GameRequest) throws -> Params) {
        self.options = options
        self.preview = preview
        self.fit = fit
        build = make
    }

    public func option(_ key: String) -> GameOption {
        guard let o = options.first(where: { $0.key == key }) else { preconditionFailure("no option '\(key)'") }
        return o
    }

    /// Every option at its default. A listed one (a picture) whose default
    /// is not in its list takes the list's first.
    public var defaults: ChoiceValues {
        var out: ChoiceValues = [:]
        for o in options {
            out[o.key] = o.defaultValue
            if case .listed = o.domain, let row = o.rows.first, !row.options.isEmpty, !row.options.contains(where: { $0.value == o.defaultValue }) {
                out[o.key] = row.options[0].value
            }
        }
        return out
    }

    /// The mode's parameters for `request`, checked as the mode checks them.
    public func make(_ request: GameRequest = GameRequest()) throws -> Params {
        var r = request
        r.values = defaults.merging(request.values) { $1 }
        return try build(r)
    }

    /// The new-game panel's form: a control for each row of each option.
    public var form: NewGameForm {
        let controls = options.flatMap { o in o.rows.map { ChoiceControl(o.key, $0.label, $0.kind, $0.options) } }
        let panel = Set(options.filter(\.inPanel).map(\.key))
        return NewGameForm(controls: controls, defaults: defaults.filter { panel.contains($0.key) }, make: { values in
            _ = try self.make(GameRequest(values))
            return GameRequest(values)
        }, preview: preview, fit: fit)
    }
}
