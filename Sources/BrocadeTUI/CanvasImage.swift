/// Pixels a canvas can show as an image in terminals that draw real pixels
/// (kitty graphics, sixel). The key names the content: two sources with the
/// same key are the same pixels, so the terminal layer sends each key once
/// and the screens make a flipped, turned, masked or faded variant a source
/// of its own, under a key of its own.
public struct ImageSource: Hashable, Sendable {
    public let key: String
    public let width: Int
    public let height: Int
    /// width * height * 4 bytes, row by row; alpha below 128 is transparent.
    public let rgba: [UInt8]

    public init(key: String, width: Int, height: Int, rgba: [UInt8]) {
        precondition(width >= 0 && height >= 0 && rgba.count == width * height * 4, "pixel buffer does not match the size")
        self.key = key
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    // Sources are compared and hashed by key: the pixels are what the key says.
    public static func == (a: ImageSource, b: ImageSource) -> Bool {
        a.key == b.key && a.width == b.width && a.height == b.height
    }

    public func hash(into h: inout Hasher) {
        h.combine(key)
        h.combine(width)
        h.combine(height)
    }

    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The pixel at (x, y) as RGBA.
    public func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }
}

/// One image on a canvas: the `crop` of a source (in its pixels) stretched
/// over the cell rectangle `cells`, shown only inside `clip`. Layers are in
/// paint order: a later one lies over an earlier one, and its transparent
/// pixels show what is beneath.
public struct ImageLayer: Hashable, Sendable {
    public var source: ImageSource
    public var crop: Rect
    public var cells: Rect
    public var clip: Rect

    public init(source: ImageSource, crop: Rect? = nil, cells: Rect, clip: Rect? = nil) {
        self.source = source
        self.crop = crop ?? source.bounds
        self.cells = cells
        self.clip = (clip ?? cells).intersection(cells)
    }

    /// The cells it may show in (before text takes any).
    public var shownCells: Rect { clip }

    /// The part of the crop that falls on `cellRect` (a part of `cells`), in
    /// source pixels, as fractions rounded to whole pixels.
    public func sourceRect(for cellRect: Rect) -> Rect {
        guard cells.width > 0, cells.height > 0 else { return .zero }
        func scaleX(_ cx: Int) -> Int { crop.minX + (cx - cells.minX) * crop.width / cells.width }
        func scaleY(_ cy: Int) -> Int { crop.minY + (cy - cells.minY) * crop.height / cells.height }
        let x0 = scaleX(cellRect.minX), x1 = scaleX(cellRect.maxX)
        let y0 = scaleY(cellRect.minY), y1 = scaleY(cellRect.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension Canvas {
    /// Lays an image over its cells. The cells beneath keep whatever was
    /// drawn there (the half-block picture a terminal without pixels shows);
    /// a terminal with pixels shows the image in each of them until text is
    /// written over the cell, which takes that cell from every image under it.
    public mutating func place(_ layer: ImageLayer) {
        let shown = layer.clip.intersection(bounds)
        guard !shown.isEmpty, layer.crop.width > 0, layer.crop.height > 0 else { return }
        guard images.count < Int(Int16.max) else { return }
        if imageTop.isEmpty { imageTop = Array(repeating: -1, count: size.area) }
        let index = Int16(images.count)
        images.append(layer)
        for y in shown.minY..<shown.maxY {
            for x in shown.minX..<shown.maxX { imageTop[y * size.width + x] = index }
        }
    }

    /// Lays an image over those of its cells `shows` picks (the others keep
    /// what they show).
    public mutating func place(_ layer: ImageLayer, where shows: (Int, Int) -> Bool) {
        let shown = layer.clip.intersection(bounds)
        guard !shown.isEmpty, layer.crop.width > 0, layer.crop.height > 0, images.count < Int(Int16.max) else { return }
        if imageTop.isEmpty { imageTop = Array(repeating: -1, count: size.area) }
        let index = Int16(images.count)
        images.append(layer)
        for y in shown.minY..<shown.maxY {
            for x in shown.minX..<shown.maxX where shows(x, y) { imageTop[y * size.width + x] = index }
        }
    }

    /// Asks a terminal that shows pixels to have `source` at hand before a
    /// frame shows it (a jigsaw's mirror image, shown once a piece is
    /// dragged over the board): the drag step then only places it.
    public mutating func preload(_ source: ImageSource) {
        if !preloads.contains(source) { preloads.append(source) }
    }

    /// Whether layer `index` still shows in cell (x, y): inside its clip and
    /// no text written there since it was placed.
    public func image(_ index: Int, showsAt x: Int, _ y: Int) -> Bool {
        guard index < images.count, images[index].clip.contains(Point(x: x, y: y)), !imageTop.isEmpty else { return false }
        return Int(imageTop[y * size.width + x]) >= index
    }

    /// Whether any image shows in cell (x, y).
    public func showsImage(at x: Int, _ y: Int) -> Bool {
        !imageTop.isEmpty && imageTop[y * size.width + x] >= 0
    }

    /// The images as text, one line each, for tests: the source's key, the
    /// crop, the cells, and how many of its cells still show it.
    public var imageText: String {
        images.indices.map { i in
            let l = images[i]
            var shown = 0
            let r = l.clip.intersection(bounds)
            if !r.isEmpty {
                for y in r.minY..<r.maxY { for x in r.minX..<r.maxX where image(i, showsAt: x, y) { shown += 1 } }
            }
            return "\(l.source.key) \(l.crop.width)x\(l.crop.height)+\(l.crop.minX)+\(l.crop.minY)"
                + " at \(l.cells.minX),\(l.cells.minY) \(l.cells.width)x\(l.cells.height) shows \(shown)"
        }.joined(separator: "\n")
    }
}
