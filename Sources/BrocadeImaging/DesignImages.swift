import BrocadeCore
import BrocadeTUI

/// A design's pixels: its tiles, and the whole symmetric design.
public enum DesignImages {
    /// A tile's `Tile.side`-pixel square: a motif drawn by code, or a
    /// piece cut from a built-in picture of `library`. Nil for a piece with
    /// no library, of a picture the library does not have, or falling
    /// outside its picture.
    public static func tileImage(_ tile: Tile, library: PictureLibrary?) -> PixelImage? {
        // Built-in pictures only, found by name in the index: a design file
        // must not lead to any other file.
        tile.image { name in library?.picture(named: name).flatMap { try? library?.image($0) } }
    }

    /// The whole design: its left half and the mirror image beside it.
    public static func designImage(_ design: Design, library: PictureLibrary?) -> PixelImage {
        design.image { tileImage($0, library: library) }.withMirror()
    }

    /// The pictures of the pieces that cannot be drawn (a picture `library`
    /// does not have, or a piece outside its picture), sorted: their cells
    /// are left as ground.
    public static func missingPieces(_ design: Design, library: PictureLibrary?) -> [String] {
        var missing = Set<String>()
        for case let placed? in design.cells {
            if case .piece(let name, _, _) = placed.tile, tileImage(placed.tile, library: library) == nil {
                missing.insert(name)
            }
        }
        return missing.sorted()
    }
}

extension PictureLibrary {
    public func tileImage(_ tile: Tile) -> PixelImage? { DesignImages.tileImage(tile, library: self) }

    public func designImage(_ design: Design) -> PixelImage { DesignImages.designImage(design, library: self) }
}
