import BrocadeCore
import BrocadeTUI

extension SlideMode {
    /// The sliding puzzle's new games: the command line's --size, --rules,
    /// --scramble and --picture/--image, and the panel's rows for them
    /// (pictures only where the library is; where it was looked for in
    /// vain, `searched`, the panel's Tiles row says so in place).
    public static func schema(pictures: PictureProvider?, searched: [String]? = nil) -> NewGameSchema<Params> {
        let sizes = GameOption.Domain.integers(SlidingRules.sizes), levels = GameOption.Domain.words(["none", "some", "norm"])
        func detail(_ level: String) -> String {
            switch level {
            case "none": return tr("any tile may move to the gap")
            case "some": return tr("a tile next to the gap, diagonals too")
            default: return tr("a tile next to the gap")
            }
        }
        let options = [
            GameOption("size", sizes, default: "3", help: tr("Board size, \(SlidingRules.sizes.lowerBound) to \(SlidingRules.sizes.upperBound)."),
                       valueName: "n", rows: [.init(tr("Size"), .stepper, every: sizes, label: { "\($0)x\($0)" })]),
            GameOption("rules", levels, default: SlidingRules.Level.norm.rawValue,
                       help: tr("Which tiles may move: norm (next to the gap), some (diagonals too), none (any)."), valueName: "level",
                       rows: [.init(tr("Rules"), .segmented, every: levels, label: { SlidingRules.Level(rawValue: $0).map(levelName) ?? $0 },
                                    detail: detail)]),
            GameOption("scramble", .integers(Params.scrambles, none: "none"), default: "none",
                       help: tr("Instead of a shuffle, K random moves away from the goal (an easy game)."), valueName: "k", inPanel: false),
            GameOption("picture", .listed(ownImage: true), default: "none", rows: pictures.map { pictures in
                [.init(tr("Tiles"), .gallery(ownImage: true),
                       [ChoiceOption("none", tr("numbers"), detail: tr("Numbered tiles."))] + PictureChoices.options(pictures))]
            } ?? searched.map { places in
                [.init(tr("Tiles"), .stepper, [ChoiceOption("none", tr("numbers"),
                                                            detail: missingPictures(places))])]
            } ?? []),
        ]
        return NewGameSchema(options, preview: pictures.map { pictures in
            { values, size, context in preview(values, pictures: pictures, size: size, context: context) }
        }, make: { request in
            let values = request.values
            guard let level = SlidingRules.Level(rawValue: values["rules"] ?? "") else {
                throw ValidationError(tr("rules '\(values["rules"] ?? "")' are not none, some or norm"))
            }
            var picture = request.picture
            if picture == nil, let p = values["picture"], p != "none", let pictures { picture = try PictureChoices.picture(p, provider: pictures) }
            let scramble = values["scramble"] == "none" ? nil : try GameOption.int(values, "scramble")
            return try Params(size: try GameOption.int(values, "size"), level: level, scramble: scramble, picture: picture).validated()
        })
    }

    /// Why the panel offers no pictures: where the library was looked for,
    /// the first place by name (BROCADE_DATA_DIR, else beside the program),
    /// short enough for the panel's row at 80 columns to show most of it.
    static func missingPictures(_ places: [String]) -> String {
        let first = places.first ?? ""
        return places.count <= 1 ? tr("no pictures in \(first)")
            : tr("no pictures in \(first) (+\(places.count - 1) more places)")
    }

    /// The picture cut into the board's tiles: whole, as large as the room
    /// lets it be, its cut a ruler beside it (`PicturePreview`).
    static func preview(_ values: ChoiceValues, pictures: PictureProvider, size: Size, context: AppContext) -> Canvas? {
        guard let n = Int(values["size"] ?? ""), n > 0 else { return nil }
        guard let picture = PictureChoices.known(values["picture"] ?? "", provider: pictures) else {
            // Square tiles: 2h x h cells.
            let h = min(size.width / (2 * n), size.height / n)
            guard h >= 1 else { return nil }
            return numbers(n, tile: Size(width: 2 * h, height: h), context: context)
        }
        return PicturePreview.cut(picture, provider: pictures, columns: n, rows: n, mirror: false, size: size, context: context)
    }

    /// Numbered tiles in order, the gap last.
    static func numbers(_ n: Int, tile: Size, context: AppContext) -> Canvas {
        let t = context.theme
        var c = Canvas(size: Size(width: n * tile.width, height: n * tile.height))
        let face = t.depth == .none ? CellStyle(attributes: [.reverse]) : CellStyle(foreground: t.ground, background: t.brocade[2])
        for k in 0..<(n * n - 1) {
            let r = Rect(x: (k % n) * tile.width, y: (k / n) * tile.height, width: tile.width - 1, height: max(1, tile.height - (tile.height > 1 ? 1 : 0)))
            c.fill(r, style: face)
            let label = "\(k + 1)"
            c.text(label, at: Point(x: r.minX + (r.width - label.count) / 2, y: r.minY + r.height / 2), style: face.with([.bold]), clip: r)
        }
        return c
    }
}
