import BrocadeCore
import BrocadeTUI

extension JigsawMode {
    /// The sizes the command line's --size and the panel's Size row name:
    /// pieces across one half.
    public static let sizes: [(word: String, perHalf: Int)] = [("small", 2), ("normal", 3), ("big", 4)]

    static func sizeLabel(_ word: String) -> String {
        switch word {
        case "small": return tr("small")
        case "normal": return tr("normal")
        default: return tr("big")
        }
    }

    /// A jigsaw's new games: the command line's --cols (and --size), --rows,
    /// --lock, --rotate, --tabs, --numbers and --picture/--image, and the panel's rows
    /// for them. Without pictures (for the command line's help and checks)
    /// it lists none and makes no game.
    public static func schema(_ variant: Variant, pictures: PictureProvider?) -> NewGameSchema<Params> {
        let across = GameOption.Domain.integers(Params.perHalfRange), down = GameOption.Domain.integers(Params.rowsRange, none: "auto")
        let options = [
            GameOption("cols", across, default: "3",
                       help: tr("Pieces across one half, \(Params.perHalfRange.lowerBound) to \(Params.perHalfRange.upperBound) (instead of --size)."),
                       valueName: "c", rows: [
                           .init(tr("Size"), .segmented, sizes.map { ChoiceOption("\($0.perHalf)", sizeLabel($0.word)) }),
                           // The classic board has both halves' pieces.
                           .init(tr("Across"), .stepper, every: across, label: { variant == .classic ? "\(2 * (Int($0) ?? 0))" : $0 }),
                       ]),
            GameOption("rows", down, default: "auto",
                       help: tr("Rows of pieces, \(Params.rowsRange.lowerBound) to \(Params.rowsRange.upperBound) (default: from the picture's shape)."),
                       valueName: "r", rows: [.init(tr("Rows"), .stepper, every: down, label: { $0 == "auto" ? tr("auto") : $0 })]),
            GameOption("lock", .flag, default: "off", help: tr("A piece dropped in its own cell (and upright) stays put."), rows: [
                .init(tr("Lock"), .segmented, [ChoiceOption("off", tr("off"), detail: tr("a piece in its cell can move again")),
                                               ChoiceOption("on", tr("on"), detail: tr("a piece home (and upright) stays put"))]),
            ]),
            GameOption("rotate", .flag, default: "off", help: tr("Pieces start turned; r, R, a double click or the wheel turn them."), rows: [
                .init(tr("Turns"), .segmented, [ChoiceOption("off", tr("off"), detail: tr("every piece upright")),
                                                ChoiceOption("on", tr("on"), detail: tr("pieces start turned: r, double click, wheel"))]),
            ]),
            GameOption("tabs", .flag, default: "off", help: tr("Pieces interlock: every inner edge a knob on one piece and a socket on the next."),
                       rows: [
                           .init(tr("Tabs"), .segmented, [ChoiceOption("off", tr("off"), detail: tr("square pieces")),
                                                          ChoiceOption("on", tr("on"), detail: tr("pieces interlock: a knob on one, a socket on the next"))]),
                       ]),
            GameOption("numbers", .flag, default: "off",
                       help: tr("Number the cells and the tray's pieces (t turns them on and off in play)."), rows: [
                           .init(tr("Numbers"), .segmented, [ChoiceOption("off", tr("off"), detail: tr("the picture is the guide (g: a faint copy)")),
                                                             ChoiceOption("on", tr("on"), detail: tr("each piece and its cell numbered"))]),
                       ]),
            GameOption("picture", .listed(ownImage: true), default: "dalishen",
                       rows: [.init(tr("Picture"), .gallery(ownImage: true), PictureChoices.options(pictures))]),
        ]
        let fit = pictures.map { pictures in
            // Values that make no game are the panel's to refuse, not a size's.
            func params(_ values: ChoiceValues) -> Params? {
                guard let picture = PictureChoices.known(values["picture"] ?? "", provider: pictures), let perHalf = Int(values["cols"] ?? "")
                else { return nil }
                return Params.make(picture: picture, provider: pictures, variant: variant, perHalf: perHalf,
                                   rows: values["rows"] == "auto" ? nil : values["rows"].flatMap { Int($0) }, lock: false)
            }
            return NewGameForm.Fit(keys: ["cols", "rows"], fits: { values, terminal in
                params(values).map { fits($0, provider: pictures, terminal: terminal) } ?? true
            }, problem: { values, terminal in
                params(values).flatMap { fitProblem($0, provider: pictures, terminal: terminal) }
            })
        }
        return NewGameSchema(options, preview: pictures.map { pictures in
            { values, size, context in preview(values, variant: variant, pictures: pictures, size: size, context: context) }
        }, fit: fit, make: { request in
            let info = variant == .mirror ? mirrorInfo : classicInfo
            guard let pictures else { throw ValidationError(tr("\(info.title) needs the picture library, which was not found (see brocade pictures).")) }
            let values = request.values
            let picture = try request.picture ?? PictureChoices.picture(values["picture"] ?? "", provider: pictures)
            let rows = values["rows"] == "auto" ? nil : try GameOption.int(values, "rows")
            let params = try Params.make(picture: picture, provider: pictures, variant: variant, perHalf: try GameOption.int(values, "cols"),
                                         rows: rows, lock: GameOption.flag(values, "lock"), rotate: GameOption.flag(values, "rotate"),
                                         tabs: GameOption.flag(values, "tabs"), numbers: GameOption.flag(values, "numbers")).validated()
            guard pictures.pixelSize(picture) != nil else { throw ValidationError(tr("the picture '\(PictureText.title(picture))' cannot be read")) }
            return params
        })
    }

    /// The picture as this game will cut it: square pieces, the left half's
    /// cuts mirrored on the right (or across the whole, in the classic
    /// game), the picture whole and as large as the room lets it be
    /// (`PicturePreview`), whatever the number of pieces.
    static func preview(_ values: ChoiceValues, variant: Variant, pictures: PictureProvider, size: Size,
                        context: AppContext) -> Canvas? {
        guard let picture = PictureChoices.known(values["picture"] ?? "", provider: pictures),
              let px = pictures.pixelSize(picture), let perHalf = Int(values["cols"] ?? "") else { return nil }
        let rows = Int(values["rows"] ?? "") ?? JigsawRules.rows(forColumns: perHalf, pixelWidth: px.width, pixelHeight: px.height)
        return PicturePreview.cut(picture, provider: pictures, columns: 2 * perHalf, rows: rows, mirror: variant == .mirror,
                                  size: size, context: context)
    }
}
