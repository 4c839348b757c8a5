import BrocadeCore
import BrocadeTUI

/// A whole picture as the jigsaw weaves it for a board of so many pixels:
/// its left half (`PictureLibrary.woven`) and the mirror image beside it,
/// for `brocade picture --export`.
public enum PictureExport {
    /// The board's size in pixels: the whole mirrored picture, each side at
    /// most this many pixels.
    public static let largest = 4096
    /// Without --size: a board of 600 x 400 pixels, each half 300 wide.
    public static let defaultSize = Size(width: 600, height: 400)

    /// Why a size cannot be a board's: nil when it can (both sides from 2
    /// and 1 up to `largest`, the width even, so that each half is half of it).
    public static func problem(_ size: Size) -> String? {
        guard size.width >= 2, size.height >= 1, size.width <= largest, size.height <= largest else {
            return tr("--size \(size.width)x\(size.height) is not between 2x1 and \(largest)x\(largest)")
        }
        guard size.width % 2 == 0 else {
            return tr("--size \(size.width)x\(size.height): the width is two mirrored halves, so it must be even")
        }
        return nil
    }

    /// "600x400" as a size; nil for anything else.
    public static func size(_ text: String) -> Size? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 6 && $0.allSatisfy(\.isASCII) }),
              let w = Int(parts[0]), let h = Int(parts[1]), w >= 0, h >= 0 else { return nil }
        return Size(width: w, height: h)
    }

    /// The whole picture for a board of `size` pixels: the left half woven
    /// at `size.width / 2` x `size.height`, then mirrored.
    public static func whole(_ picture: PictureInfo, library: PictureLibrary, size: Size, flat: Bool) throws -> PixelImage {
        try library.woven(picture, half: Size(width: size.width / 2, height: size.height), flat: flat).withMirror()
    }

    /// A design's whole picture for a board of `size` pixels: its left half
    /// fitted whole, as the jigsaw fits a design, then mirrored. A design's
    /// colours are flat already.
    public static func whole(design: Design, library: PictureLibrary?, size: Size) -> PixelImage {
        let left = design.image { DesignImages.tileImage($0, library: library) }
        return left.letterboxed(width: size.width / 2, height: size.height, anchor: .mirrorLine).withMirror()
    }
}
