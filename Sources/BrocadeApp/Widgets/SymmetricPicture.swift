import BrocadeCore
import BrocadeTUI

/// A Li brocade picture is its left half and that half's mirror image.
enum SymmetricPicture {
    /// The whole symmetric picture at exactly `size` cells: the left half,
    /// then its mirror image. Both halves are rendered at the same width,
    /// so that they are fitted (letterboxed) alike and meet row for row: at
    /// an odd width the middle column is the left half's last, and the
    /// mirror image starts one column in (halves of different widths were
    /// scaled differently, and one sat a pixel row higher than the other).
    static func render(_ picture: PictureInfo, provider: PictureProvider, size: Size, context: AppContext) -> Canvas {
        let half = size.width / 2, wide = size.width - half
        var whole = Canvas(size: size)
        if let left = provider.render(picture, cols: wide, rows: size.height, context: context, mirrored: false) {
            whole.blit(left, at: .zero)
        }
        if let right = provider.render(picture, cols: wide, rows: size.height, context: context, mirrored: true) {
            // At an odd width its first column is the middle one again.
            let skip = wide - half
            whole.blit(right.cropped(to: Rect(x: skip, y: 0, width: half, height: size.height)), at: Point(x: wide, y: 0))
        }
        return whole
    }
}

/// Pictures made once for a size and look: drags and animations redraw
/// many frames at the same size.
final class PictureCache<Value> {
    private var entry: (key: [Int], value: Value)?

    func value(size: Size, context: AppContext, make: () -> Value) -> Value {
        let key = [size.width, size.height, context.theme.depth.rawValue, context.glyphs.unicode ? 1 : 0,
                   context.cellPixels?.width ?? 0, context.cellPixels?.height ?? 0]
        if let e = entry, e.key == key { return e.value }
        let v = make()
        entry = (key, v)
        return v
    }
}
