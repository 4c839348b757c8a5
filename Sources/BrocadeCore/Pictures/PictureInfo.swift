import BrocadeTUI

/// A picture the games can use: a built-in one from the library, or a file
/// the player named with --image.
public struct PictureInfo: Hashable, Codable, Sendable {
    public var name: String
    public var file: String
    /// Chinese and pinyin where it has one: "大力神 Dàlì shén".
    public var title: String
    public var description: String

    public init(name: String, file: String, title: String, description: String) {
        self.name = name
        self.file = file
        self.title = title
        self.description = description
    }

    private enum CodingKeys: String, CodingKey { case name, file, title, description }

    // Titles and descriptions are shown and printed; whichever file they come
    // from (the index, a save), they are cleaned as they are read.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        file = try c.decode(String.self, forKey: .file)
        title = SafeText.clean(try c.decode(String.self, forKey: .title))
        description = SafeText.clean(try c.decode(String.self, forKey: .description))
    }
}

/// The index of the built-in pictures (Resources/pictures/pictures.json).
public struct PictureIndex: Codable, Sendable {
    public static let format = "brocade-pictures"
    public static let version = 1

    public var format: String
    public var version: Int
    public var pictures: [PictureInfo]

    public func validated() throws -> PictureIndex {
        guard format == Self.format else { throw ValidationError(tr("not a brocade picture index")) }
        guard version == Self.version else { throw ValidationError(tr("format version \(version), expected \(Self.version)")) }
        for p in pictures {
            guard !p.name.isEmpty, !p.file.contains("/"), !p.file.hasPrefix(".") else {
                throw ValidationError(tr("picture '\(SafeText.clean(p.name))' names a file outside the folder"))
            }
            // Names are typed on the command line and printed as they are.
            guard SafeText.isClean(p.name), SafeText.isClean(p.file) else {
                throw ValidationError(tr("a picture's name or file holds control characters"))
            }
        }
        return self
    }
}

/// Where pictures come from, for the screens: the imaging module provides
/// the real one (decoding and rendering with caches); tests a fake.
public protocol PictureProvider: AnyObject {
    var pictures: [PictureInfo] { get }
    /// The picture's pixels' size, nil when it cannot be read.
    func pixelSize(_ picture: PictureInfo) -> Size?
    /// The picture, or its mirror image, rendered into exactly cols x rows cells.
    func render(_ picture: PictureInfo, cols: Int, rows: Int, depth: ColorDepth, unicode: Bool, mirrored: Bool) -> Canvas?
    /// A picture from an image file the player named; throws a one-line
    /// reason when it cannot be read.
    func addImage(path: String) throws -> PictureInfo
    /// Generated pictures the gallery offers after the built-in ones.
    var generatedPictures: [PictureInfo] { get }
    /// The picture's pixels (its left half), nil when it cannot be read.
    func pixels(_ picture: PictureInfo) -> PixelImage?
    /// Any pixels rendered into exactly cols x rows cells, as pictures are.
    func render(image: PixelImage, cols: Int, rows: Int, depth: ColorDepth, unicode: Bool) -> Canvas?
    /// The left half exactly `half` pixels, as a board that size shows it,
    /// in flat colours: what pieces are matched by.
    func matchedPixels(_ picture: PictureInfo, half: Size) -> PixelImage?
    /// The picture, or its mirror image, in the pixels of cols x rows cells
    /// of `cell` pixels each: what a terminal that shows pixels draws where
    /// `render` gives half blocks. Nil when it cannot be read.
    func pixels(_ picture: PictureInfo, cols: Int, rows: Int, cell: Size, mirrored: Bool) -> PixelImage?
    /// Any pixels fitted into the pixels of cols x rows cells, as `render(image:)` fits them.
    func pixels(image: PixelImage, cols: Int, rows: Int, cell: Size) -> PixelImage?
}

extension PictureProvider {
    public var generatedPictures: [PictureInfo] { [] }
    public func pixels(_ picture: PictureInfo) -> PixelImage? { nil }

    /// The picture's pixels fitted whole, framed in its ground.
    public func matchedPixels(_ picture: PictureInfo, half: Size) -> PixelImage? {
        pixels(picture).map { $0.letterboxed(width: half.width, height: half.height, anchor: .mirrorLine) }
    }

    public func pixels(_ picture: PictureInfo, cols: Int, rows: Int, cell: Size, mirrored: Bool) -> PixelImage? {
        guard cols > 0, rows > 0, cell.width > 0, cell.height > 0,
              let img = matchedPixels(picture, half: PixelImage.halfBlockShape(cols: cols, rows: rows, cell: cell)) else { return nil }
        let fitted = img.fitted(toCells: cols, rows, cell)
        return mirrored ? fitted.flippedHorizontally() : fitted
    }

    public func pixels(image: PixelImage, cols: Int, rows: Int, cell: Size) -> PixelImage? {
        guard cols > 0, rows > 0, cell.width > 0, cell.height > 0, image.width > 0, image.height > 0 else { return nil }
        let shape = PixelImage.halfBlockShape(cols: cols, rows: rows, cell: cell)
        return image.letterboxed(width: shape.width, height: shape.height, anchor: .centre).fitted(toCells: cols, rows, cell)
    }

    /// Upper half blocks in the pixels' own colours, scaled to fit: what a
    /// provider without a renderer of its own draws.
    public func render(image: PixelImage, cols: Int, rows: Int, depth: ColorDepth, unicode: Bool) -> Canvas? {
        guard cols > 0, rows > 0, image.width > 0, image.height > 0 else { return nil }
        return image.scaledNearest(width: cols, height: rows * 2).halfBlocks()
    }

    public func addImage(path: String) throws -> PictureInfo {
        throw ValidationError(tr("images cannot be opened here"))
    }
}

extension PixelImage {
    /// The pixels as upper half blocks, two rows of pixels a row of cells,
    /// in their own colours (an odd last row of pixels is left out).
    public func halfBlocks() -> Canvas {
        var c = Canvas(size: Size(width: width, height: height / 2))
        for y in 0..<(height / 2) {
            for x in 0..<width {
                let t = pixel(x: x, y: 2 * y), b = pixel(x: x, y: 2 * y + 1)
                c[x, y] = Cell("▀", style: CellStyle(foreground: .rgb(t.0, t.1, t.2), background: .rgb(b.0, b.1, b.2)))
            }
        }
        return c
    }
}

extension PixelImage {
    /// The size to make a picture at for cols x rows cells of `cell` pixels
    /// each: the half blocks' shape (a cell one pixel wide and two tall),
    /// at least as many pixels each way as the cells have. Made in the
    /// cells' own shape, a picture would be fitted differently from its half
    /// blocks (a band of ground over a piece at the top or the bottom edge,
    /// since a terminal's cell is seldom exactly twice as tall as wide), and
    /// a piece would show another part of it.
    public static func halfBlockShape(cols: Int, rows: Int, cell: Size) -> Size {
        let a = max(1, cell.width, (cell.height + 1) / 2)
        return Size(width: cols * a, height: rows * 2 * a)
    }

    /// A picture made in `halfBlockShape` brought to the cells' own pixels:
    /// each cell shows what its half blocks show, at the terminal's pixels.
    public func fitted(toCells cols: Int, _ rows: Int, _ cell: Size) -> PixelImage {
        let w = cols * cell.width, h = rows * cell.height
        if w == width && h == height { return self }
        guard w <= width && h <= height, w > 0, h > 0 else { return scaledNearest(width: w, height: h) }
        // Averaged over what falls in each new pixel (one or two source
        // pixels each way from the half blocks' shape).
        return averaged(width: w, height: h)
    }
}

