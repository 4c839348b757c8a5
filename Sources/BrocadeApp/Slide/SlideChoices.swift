import BrocadeCore
import BrocadeTUI

extension SlideMode {
    /// The new-game panel of the sliding puzzle: the command line's --size,
    /// --rules and --picture/--image as controls (pictures only where the
    /// library is).
    static func form(pictures: PictureProvider?) -> NewGameForm {
        var controls = [
            ChoiceControl("size", tr("Size"), .stepper, SlidingRules.sizes.map { ChoiceOption("\($0)", "\($0)x\($0)") }),
            ChoiceControl("rules", tr("Rules"), .segmented, [
                ChoiceOption("none", levelName(.none), detail: tr("any tile may move to the gap")),
                ChoiceOption("some", levelName(.some), detail: tr("a tile next to the gap, diagonals too")),
                ChoiceOption("norm", levelName(.norm), detail: tr("a tile next to the gap")),
            ]),
        ]
        if let pictures {
            controls.append(ChoiceControl("picture", tr("Tiles"), .gallery(ownImage: true),
                                          [ChoiceOption("none", tr("numbers"), detail: tr("Numbered tiles."))] + PictureChoices.options(pictures)))
        }
        let defaults: ChoiceValues = ["size": "3", "rules": SlidingRules.Level.norm.rawValue, "picture": "none"]
        return NewGameForm(controls: controls, defaults: defaults, make: { values in
            guard let level = SlidingRules.Level(rawValue: values["rules"] ?? "") else {
                throw ValidationError(tr("rules '\(values["rules"] ?? "")' are not none, some or norm"))
            }
            var picture: PictureInfo?
            if let p = values["picture"], p != "none", let pictures { picture = try PictureChoices.picture(p, provider: pictures) }
            return try Params(size: try NewGameForm.int(values, "size"), level: level, picture: picture).validated()
        }, preview: pictures.map { pictures in
            { values, size, context in preview(values, pictures: pictures, size: size, context: context) }
        })
    }

    /// The picture cut into the board's tiles.
    static func preview(_ values: ChoiceValues, pictures: PictureProvider, size: Size, context: AppContext) -> Canvas? {
        guard let n = Int(values["size"] ?? ""), n > 0 else { return nil }
        // Square tiles: 2h x h cells.
        let h = min(size.width / (2 * n), size.height / n)
        guard h >= 1 else { return nil }
        let tile = Size(width: 2 * h, height: h)
        guard let picture = PictureChoices.known(values["picture"] ?? "", provider: pictures) else {
            return numbers(n, tile: tile, context: context)
        }
        var c = SymmetricPicture.render(picture, provider: pictures, size: Size(width: n * tile.width, height: n * tile.height),
                                        context: context)
        CutLines.draw(into: &c, columns: n, rows: n, piece: tile, mirror: nil, context: context)
        return c
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
