import BrocadeCore
import BrocadeTUI

extension JigsawMode {
    /// The new-game panel of a jigsaw: the command line's --size, --cols,
    /// --rows, --lock, --rotate, --tabs and --picture/--image as controls.
    static func form(_ variant: Variant, pictures: PictureProvider) -> NewGameForm {
        // --cols counts the pieces across one half; the classic board has both.
        let across = (1...8).map { ChoiceOption("\($0)", variant == .classic ? "\($0 * 2)" : "\($0)") }
        let controls = [
            ChoiceControl("cols", tr("Size"), .segmented, [ChoiceOption("2", tr("small")), ChoiceOption("3", tr("normal")),
                                                           ChoiceOption("4", tr("big"))]),
            ChoiceControl("cols", tr("Across"), .stepper, across),
            ChoiceControl("rows", tr("Rows"), .stepper, [ChoiceOption("auto", tr("auto"))] + (1...8).map { ChoiceOption("\($0)") }),
            ChoiceControl("lock", tr("Lock"), .segmented, [ChoiceOption("off", tr("off"), detail: tr("a piece in its cell can move again")),
                                                           ChoiceOption("on", tr("on"), detail: tr("a piece home (and upright) stays put"))]),
            ChoiceControl("rotate", tr("Turns"), .segmented, [ChoiceOption("off", tr("off"), detail: tr("every piece upright")),
                                                              ChoiceOption("on", tr("on"), detail: tr("pieces start turned: r, double click, wheel"))]),
            ChoiceControl("tabs", tr("Tabs"), .segmented, [ChoiceOption("off", tr("off"), detail: tr("square pieces")),
                                                           ChoiceOption("on", tr("on"),
                                                                        detail: tr("pieces interlock: a knob on one, a socket on the next"))]),
            ChoiceControl("picture", tr("Picture"), .gallery(ownImage: true), PictureChoices.options(pictures)),
        ]
        let first = pictures.pictures.first { $0.name == "dalishen" } ?? pictures.pictures.first
        let defaults: ChoiceValues = ["cols": "3", "rows": "auto", "lock": "off", "rotate": "off", "tabs": "off", "picture": first?.name ?? ""]
        return NewGameForm(controls: controls, defaults: defaults, make: { values in
            let picture = try PictureChoices.picture(values["picture"] ?? "", provider: pictures)
            let rows = values["rows"] == "auto" ? nil : try NewGameForm.int(values, "rows")
            let params = try Params.make(picture: picture, provider: pictures, variant: variant, perHalf: try NewGameForm.int(values, "cols"),
                                         rows: rows, lock: values["lock"] == "on", rotate: values["rotate"] == "on", tabs: values["tabs"] == "on").validated()
            guard pictures.pixelSize(picture) != nil else { throw ValidationError(tr("the picture '\(PictureText.title(picture))' cannot be read")) }
            return params
        }, preview: { values, size, context in
            preview(values, variant: variant, pictures: pictures, size: size, context: context)
        })
    }

    /// The picture as this game will cut it: square pieces, the left half's
    /// cuts mirrored on the right (or across the whole, in the classic game).
    static func preview(_ values: ChoiceValues, variant: Variant, pictures: PictureProvider, size: Size,
                        context: AppContext) -> Canvas? {
        guard let picture = PictureChoices.known(values["picture"] ?? "", provider: pictures),
              let px = pictures.pixelSize(picture), let perHalf = Int(values["cols"] ?? "") else { return nil }
        let rows = Int(values["rows"] ?? "") ?? JigsawRules.rows(forColumns: perHalf, pixelWidth: px.width, pixelHeight: px.height)
        let columns = 2 * perHalf
        // A piece is 2h x h cells (square in pixels), as on the board.
        let h = min(size.width / (2 * columns), size.height / rows)
        guard h >= 1 else { return nil }
        let piece = Size(width: 2 * h, height: h)
        var c = SymmetricPicture.render(picture, provider: pictures, size: Size(width: columns * piece.width, height: rows * piece.height),
                                        context: context)
        CutLines.draw(into: &c, columns: columns, rows: rows, piece: piece,
                      mirror: variant == .mirror ? perHalf * piece.width : nil, context: context)
        return c
    }
}

/// Lines over a preview where a picture will be cut.
enum CutLines {
    static func draw(into c: inout Canvas, columns: Int, rows: Int, piece: Size, mirror: Int?, context: AppContext) {
        let t = context.theme, g = context.glyphs
        let line = t.depth == .none ? CellStyle(attributes: [.bold]) : CellStyle(foreground: t.brocade[2])
        let mirrorStyle = t.depth == .none ? CellStyle(attributes: [.bold]) : CellStyle(foreground: t.brocade[1], attributes: [.bold])
        // Over a picture, a line keeps the colour under it as its background.
        func put(_ ch: Character, _ x: Int, _ y: Int, _ style: CellStyle) {
            guard let under = c.cell(at: Point(x: x, y: y)) else { return }
            var s = style
            if t.depth != .none { s.background = under.style.background == .default ? under.style.foreground : under.style.background }
            c.put(ch, at: Point(x: x, y: y), style: s)
        }
        for k in 1..<max(1, columns) {
            let x = k * piece.width - (mirror == k * piece.width ? 1 : 0)
            let isMirror = mirror == k * piece.width
            for y in 0..<(rows * piece.height) {
                put(isMirror ? (g.unicode ? "┊" : ":") : (g.unicode ? "│" : "|"), x, y, isMirror ? mirrorStyle : line)
            }
        }
        for k in 1..<max(1, rows) {
            let y = k * piece.height
            for x in 0..<(columns * piece.width) {
                switch c.cell(at: Point(x: x, y: y))?.character {
                case "┊", ":": continue
                case "│", "|": put(g.unicode ? "┼" : "+", x, y, line)
                default: put(g.unicode ? "─" : "-", x, y, line)
                }
            }
        }
    }
}
