import BrocadeTUI

/// A picture fitted whole into a board of another shape: scaled as large as
/// fits with its pixels square, and the rest a frame of its ground. Never
/// cropped, so its border rows and columns always show.
public enum Letterbox {
    /// Where the picture's spare room goes across: on both sides, or all on
    /// the left for a left half, whose right edge is the mirror line (its
    /// mirror image then has it on the right, and the two halves still join).
    public enum Anchor: Sendable {
        case centre
        case mirrorLine
    }

    /// Where a picture of `picture` pixels goes in `target` pixels: the
    /// largest rectangle of its shape, touching two opposite sides.
    public static func rect(_ picture: Size, in target: Size, anchor: Anchor) -> Rect {
        guard picture.width > 0, picture.height > 0, target.width > 0, target.height > 0 else { return Rect(origin: .zero, size: target) }
        var size = target
        if picture.width * target.height > picture.height * target.width {
            size.height = max(1, min(target.height, (target.width * picture.height * 2 + picture.width) / (2 * picture.width)))
        } else {
            size.width = max(1, min(target.width, (target.height * picture.width * 2 + picture.height) / (2 * picture.height)))
        }
        let x = anchor == .mirrorLine ? target.width - size.width : (target.width - size.width) / 2
        return Rect(x: x, y: (target.height - size.height) / 2, width: size.width, height: size.height)
    }

    /// The ground of the Li pictures (`.` in their palette), for a photo's frame.
    public static let darkGround: (UInt8, UInt8, UInt8) = (0x20, 0x16, 0x1A)
}

extension PixelImage {
    /// The colour most of the picture is: a pixel-art picture's ground.
    /// Ties go to the colour met first.
    public var groundColour: (UInt8, UInt8, UInt8) {
        guard width > 0, height > 0 else { return Letterbox.darkGround }
        var counts: [UInt32: Int] = [:]
        var best: (key: UInt32, count: Int) = (0, 0)
        for i in stride(from: 0, to: rgba.count, by: 4) where rgba[i + 3] >= 128 {
            let key = UInt32(rgba[i]) << 16 | UInt32(rgba[i + 1]) << 8 | UInt32(rgba[i + 2])
            let n = counts[key, default: 0] + 1
            counts[key] = n
            if n > best.count { best = (key, n) }
        }
        guard best.count > 0 else { return Letterbox.darkGround }
        return (UInt8(best.key >> 16), UInt8((best.key >> 8) & 0xFF), UInt8(best.key & 0xFF))
    }

    /// The picture whole in `width` x `height` pixels: scaled by `scale`
    /// into `Letterbox.rect`, framed with `ground` (the picture's own by
    /// default). The same picture when it has the size already.
    public func letterboxed(width w: Int, height h: Int, anchor: Letterbox.Anchor, ground: (UInt8, UInt8, UInt8)? = nil,
                            scale: (PixelImage, Int, Int) -> PixelImage = { $0.scaledKeepingDetail(width: $1, height: $2) }) -> PixelImage {
        guard w > 0, h > 0 else { return PixelImage(width: 0, height: 0, rgba: []) }
        guard width > 0, height > 0 else { return PixelImage(width: w, height: h, fill: ground ?? Letterbox.darkGround) }
        let r = Letterbox.rect(Size(width: width, height: height), in: Size(width: w, height: h), anchor: anchor)
        let inner = scale(self, r.width, r.height)
        if r.width == w && r.height == h { return inner }
        var out = PixelImage(width: w, height: h, fill: ground ?? groundColour).rgba
        for y in 0..<inner.height {
            let s = y * inner.width * 4, d = ((r.minY + y) * w + r.minX) * 4
            out.replaceSubrange(d..<(d + inner.width * 4), with: inner.rgba[s..<(s + inner.width * 4)])
        }
        return PixelImage(width: w, height: h, rgba: out)
    }
}
