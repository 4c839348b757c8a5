import BrocadeTUI

/// A picture cut into equal pieces of whole cells: `columns` x `rows`
/// pieces of `pieceSize` cells each, numbered row by row from 0.
public struct PieceGrid: Hashable, Codable, Sendable {
    public var columns: Int
    public var rows: Int
    public var pieceSize: Size

    public init(columns: Int, rows: Int, pieceSize: Size) {
        self.columns = columns
        self.rows = rows
        self.pieceSize = pieceSize
    }

    /// The picture's size in cells: exactly the pieces, nothing left over.
    public var size: Size { Size(width: columns * pieceSize.width, height: rows * pieceSize.height) }
    public var count: Int { columns * rows }

    /// Where piece `index` sits within the picture.
    public func rect(of index: Int) -> Rect {
        Rect(x: (index % columns) * pieceSize.width, y: (index / columns) * pieceSize.height,
             width: pieceSize.width, height: pieceSize.height)
    }

    public var rects: [Rect] { (0..<count).map(rect(of:)) }
}

extension Canvas {
    /// A copy of the cells in `rect` (blank where it leaves the canvas).
    public func cropped(to rect: Rect) -> Canvas {
        var out = Canvas(size: rect.size)
        for y in 0..<rect.height {
            for x in 0..<rect.width {
                if let c = cell(at: Point(x: rect.minX + x, y: rect.minY + y)) { out[x, y] = c }
            }
        }
        return out
    }

    /// Copies `other` onto this canvas with its top-left at `origin`, clipped.
    public mutating func blit(_ other: Canvas, at origin: Point, clip: Rect? = nil) {
        let area = (clip ?? bounds).intersection(bounds)
        for y in 0..<other.size.height {
            for x in 0..<other.size.width {
                let p = Point(x: origin.x + x, y: origin.y + y)
                guard area.contains(p) else { continue }
                let c = other[x, y]
                if c.isContinuation { continue }
                put(c.character, at: p, style: c.style, clip: area)
            }
        }
    }
}
