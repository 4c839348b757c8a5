import BrocadeCore
import BrocadeTUI

extension CreateMode {
    /// Create in the list of modes: a new design of the panel's size, a
    /// saved design reopened, or the one left unfinished.
    static func entry(pictures: PictureProvider?, designs: DesignService?) -> ModeRegistry.Entry {
        ModeRegistry.Entry(info, makeForm: { schema(pictures: pictures, designs: designs).form }) { context, save in
            let make = { (p: Params) in try CreateMode(params: p, provider: pictures, designs: designs) }
            if let save {
                return try GameScreen<CreateMode>.restore(save, as: info.mode, context: context, mode: make) { _ in
                    throw ValidationError(tr("not a design save"))
                }
            }
            let schema = schema(pictures: pictures, designs: designs)
            return GameScreen<CreateMode>.new(try make(schema.make(context.options.newGame(info.mode))), context: context)
        }
    }

    /// A new design's choices: the loom's size (the command line's --cols
    /// and --rows), or a saved design to go on with (--open; the panel
    /// lists them, so it is made anew each time the panel opens).
    public static func schema(pictures: PictureProvider?, designs: DesignService?) -> NewGameSchema<Params> {
        let sizes = GameOption.Domain.integers(Design.sizes), lo = Design.sizes.lowerBound, hi = Design.sizes.upperBound
        let saved = designs?.listDesigns() ?? []
        let across = 4, down = 5
        let options = [
            GameOption("cols", sizes, default: "\(across)", help: tr("Cells across the left half, \(lo) to \(hi) (default \(across))."), valueName: "c",
                       rows: [.init(tr("Across"), .stepper, every: sizes, label: { tr("\($0) (\(2 * (Int($0) ?? 0)) with the mirror)") })]),
            GameOption("rows", sizes, default: "\(down)", help: tr("Rows of cells, \(lo) to \(hi) (default \(down))."), valueName: "r",
                       rows: [.init(tr("Rows"), .stepper, every: sizes)]),
            GameOption("design", .listed(ownImage: false), default: "", help: tr("Go on with a saved design (see brocade designs)."),
                       valueName: "name", rows: [
                           .init(tr("Design"), .gallery(ownImage: false),
                                 [ChoiceOption("", tr("A new design"), detail: tr("An empty loom of the size above."))]
                                     + saved.map { ChoiceOption($0, $0, detail: tr("A saved design: go on weaving it.")) }),
                       ]),
        ]
        return NewGameSchema(options, preview: { values, size, context in
            guard let name = values["design"], !name.isEmpty, let file = designs?.loadDesign(named: name) else { return nil }
            // Woven as the loom draws it, each cell 2h x h cells (square in pixels), as large as fits.
            let d = file.design, h = min(size.width / (4 * d.columns), size.height / d.rows)
            guard h >= 1, pictures != nil else { return nil }
            return CreateMode.woven(d, piece: Size(width: 2 * h, height: h), provider: pictures, cache: TileImageCache(), context: context)
        }, make: { request in
            let values = request.values
            if let name = values["design"], !name.isEmpty {
                guard let file = designs?.loadDesign(named: name) else { throw ValidationError(tr("the design '\(name)' cannot be read")) }
                return try Params(columns: file.design.columns, rows: file.design.rows, name: file.name, start: file.design).validated()
            }
            return try Params(columns: try GameOption.int(values, "cols"), rows: try GameOption.int(values, "rows")).validated()
        })
    }
}

/// The pictures, and the saved designs as pictures too ("design:NAME"),
/// so that a design can be played as a jigsaw or a sliding puzzle.
public final class PicturesWithDesigns: PictureProvider {
    let base: PictureProvider
    let designs: DesignService

    public init(_ base: PictureProvider, designs: DesignService) {
        self.base = base
        self.designs = designs
    }

    public var pictures: [PictureInfo] { base.pictures }

    public var generatedPictures: [PictureInfo] {
        base.generatedPictures + designs.listDesigns().compactMap { designs.loadDesign(named: $0) }.filter { !$0.design.isEmpty }
            .map(DesignPicture.info)
    }

    /// A design's left half, woven from its file each time (a design is small).
    private func designImage(_ picture: PictureInfo) -> PixelImage? {
        guard let name = DesignPicture.designName(of: picture.name), let file = designs.loadDesign(named: name) else { return nil }
        return file.design.image(tileImage: { Palette.image($0, provider: base) })
    }

    public func pixelSize(_ picture: PictureInfo) -> Size? {
        if DesignPicture.designName(of: picture.name) != nil { return designImage(picture).map { Size(width: $0.width, height: $0.height) } }
        return base.pixelSize(picture)
    }

    public func pixels(_ picture: PictureInfo) -> PixelImage? {
        DesignPicture.designName(of: picture.name) != nil ? designImage(picture) : base.pixels(picture)
    }

    public func render(_ picture: PictureInfo, cols: Int, rows: Int, depth: ColorDepth, unicode: Bool, mirrored: Bool) -> Canvas? {
        guard DesignPicture.designName(of: picture.name) != nil else {
            return base.render(picture, cols: cols, rows: rows, depth: depth, unicode: unicode, mirrored: mirrored)
        }
        guard let img = designImage(picture) else { return nil }
        // Fitted as a half, its frame of ground on the outer side, then drawn as any pixels.
        let half = img.letterboxed(width: cols, height: rows * 2, anchor: .mirrorLine)
        return base.render(image: mirrored ? half.flippedHorizontally() : half, cols: cols, rows: rows, depth: depth, unicode: unicode)
    }

    public func matchedPixels(_ picture: PictureInfo, half: Size) -> PixelImage? {
        guard DesignPicture.designName(of: picture.name) != nil else { return base.matchedPixels(picture, half: half) }
        return designImage(picture)?.letterboxed(width: half.width, height: half.height, anchor: .mirrorLine)
    }

    public func render(image: PixelImage, cols: Int, rows: Int, depth: ColorDepth, unicode: Bool) -> Canvas? {
        base.render(image: image, cols: cols, rows: rows, depth: depth, unicode: unicode)
    }

    public func pixels(_ picture: PictureInfo, cols: Int, rows: Int, cell: Size, mirrored: Bool) -> PixelImage? {
        guard DesignPicture.designName(of: picture.name) != nil else {
            return base.pixels(picture, cols: cols, rows: rows, cell: cell, mirrored: mirrored)
        }
        guard cols > 0, rows > 0, let img = matchedPixels(picture, half: PixelImage.halfBlockShape(cols: cols, rows: rows, cell: cell)) else {
            return nil
        }
        let fitted = img.fitted(toCells: cols, rows, cell)
        return mirrored ? fitted.flippedHorizontally() : fitted
    }

    public func pixels(image: PixelImage, cols: Int, rows: Int, cell: Size) -> PixelImage? {
        base.pixels(image: image, cols: cols, rows: rows, cell: cell)
    }

    public func addImage(path: String) throws -> PictureInfo { try base.addImage(path: path) }
}
