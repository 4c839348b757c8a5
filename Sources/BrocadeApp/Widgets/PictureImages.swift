import BrocadeCore
import BrocadeTUI
import Synchronization

/// Pictures as a terminal that shows pixels gets them: the cells a picture
/// is drawn in keep their half blocks (what every other terminal shows, and
/// what tests read), and when the frame has a cell size in pixels the same
/// picture lies over them as an image at that scale. Cropping and copying
/// canvases carries the image along; turning, fading and masking make
/// variants of it (`ImageVariants`).
extension PictureProvider {
    /// The picture (or its mirror image) in cols x rows cells, with its
    /// pixels over them when the terminal shows pixels.
    func render(_ picture: PictureInfo, cols: Int, rows: Int, context: AppContext, mirrored: Bool) -> Canvas? {
        guard var canvas = render(picture, cols: cols, rows: rows, depth: context.theme.depth, unicode: context.glyphs.unicode,
                                  mirrored: mirrored) else { return nil }
        if let cell = context.cellPixels, let px = pixels(picture, cols: cols, rows: rows, cell: cell, mirrored: mirrored) {
            let key = "picture:\(picture.name)" + (mirrored ? ":mirrored" : "")
            canvas.place(ImageLayer(source: ImageSource(key: key, pixels: px), cells: canvas.bounds))
        }
        return canvas
    }

    /// Any pixels (a design, a tile) in cols x rows cells, as `render(image:)`
    /// draws them, with the pixels over them when the terminal shows pixels.
    /// `key` names the pixels (the same key, the same pixels).
    func render(image: PixelImage, key: String, cols: Int, rows: Int, context: AppContext) -> Canvas? {
        guard var canvas = render(image: image, cols: cols, rows: rows, depth: context.theme.depth,
                                  unicode: context.glyphs.unicode) else { return nil }
        if let cell = context.cellPixels, let px = pixels(image: image, cols: cols, rows: rows, cell: cell) {
            canvas.place(ImageLayer(source: ImageSource(key: key, pixels: px), cells: canvas.bounds))
        }
        return canvas
    }
}

extension ImageSource {
    init(key: String, pixels: PixelImage) {
        self.init(key: key, width: pixels.width, height: pixels.height, rgba: pixels.rgba)
    }

    var pixelImage: PixelImage { PixelImage(width: width, height: height, rgba: rgba) }
}

/// Turned, faded and masked variants of images, each a source of its own
/// (a terminal can neither turn nor fade an image), made once and kept
/// while they are used: a drag redraws the same pieces many times.
final class ImageVariants: Sendable {
    static let shared = ImageVariants()

    private struct Kept {
        var sources: [String: ImageSource] = [:]
        var bytes = 0
    }

    private let kept = Mutex(Kept())
    /// Beyond this the whole store is dropped and made again as needed.
    let limit = 96 << 20

    func variant(_ key: String, make: () -> PixelImage) -> ImageSource {
        if let s = kept.withLock({ $0.sources[key] }) { return s }
        let s = ImageSource(key: key, pixels: make())
        kept.withLock { k in
            if k.bytes + s.rgba.count > limit { k = Kept() }
            k.sources[key] = s
            k.bytes += s.rgba.count
        }
        return s
    }

    /// The part of `layer` that shows, turned clockwise by `turns` quarter
    /// turns, over the same cells turned about their centre (a piece's cells
    /// turn into themselves).
    static func turned(_ layer: ImageLayer, turns: Int) -> ImageLayer? {
        let t = (turns % 4 + 4) % 4
        guard t != 0 else { return layer }
        let src = layer.sourceRect(for: layer.clip).intersection(layer.source.bounds)
        guard !src.isEmpty else { return nil }
        let key = "\(layer.source.key)|\(src.minX),\(src.minY),\(src.width),\(src.height)|turn\(t)"
        let source = shared.variant(key) { layer.source.pixelImage.cropped(to: src).rotated(quarterTurns: t) }
        return ImageLayer(source: source, cells: layer.clip)
    }

    /// The part of `layer` that shows, seen in a mirror standing at the right
    /// edge of a canvas `width` cells wide.
    static func flipped(_ layer: ImageLayer, within width: Int) -> ImageLayer? {
        let src = layer.sourceRect(for: layer.clip).intersection(layer.source.bounds)
        guard !src.isEmpty else { return nil }
        let key = "\(layer.source.key)|\(src.minX),\(src.minY),\(src.width),\(src.height)|flip"
        let source = shared.variant(key) { layer.source.pixelImage.cropped(to: src).flippedHorizontally() }
        let c = layer.clip
        return ImageLayer(source: source, cells: Rect(x: width - c.maxX, y: c.minY, width: c.width, height: c.height))
    }

    /// The whole source faded three quarters of the way to `ground`.
    static func faded(_ layer: ImageLayer, toward ground: (UInt8, UInt8, UInt8)) -> ImageLayer {
        let key = "\(layer.source.key)|faint:\(ground.0),\(ground.1),\(ground.2)"
        let source = shared.variant(key) {
            var px = layer.source.rgba
            for i in stride(from: 0, to: px.count, by: 4) {
                px[i] = UInt8((Int(px[i]) + 3 * Int(ground.0)) / 4)
                px[i + 1] = UInt8((Int(px[i + 1]) + 3 * Int(ground.1)) / 4)
                px[i + 2] = UInt8((Int(px[i + 2]) + 3 * Int(ground.2)) / 4)
            }
            return PixelImage(width: layer.source.width, height: layer.source.height, rgba: px)
        }
        var l = layer
        l.source = source
        return l
    }
}

extension Canvas {
    /// The same cells with each image replaced by `change`'s answer (or
    /// dropped when it gives nil), still where it showed.
    func mappingImages(_ change: (ImageLayer) -> ImageLayer?) -> Canvas {
        guard !images.isEmpty else { return self }
        var out = Canvas(size: size, cellPixels: cellPixels)
        for y in 0..<size.height { for x in 0..<size.width { out[x, y] = self[x, y] } }
        for (i, layer) in images.enumerated() {
            guard var l = change(layer) else { continue }
            l.clip = l.clip.intersection(layer.clip)
            out.place(l, where: { x, y in image(i, showsAt: x, y) })
        }
        return out
    }
}
