import BrocadeTUI

extension Canvas {
    /// The same size and cells as `other`, but for the four corners, where
    /// a cursor's outline may stand: one tile drawn in two places.
    public func matchesExceptCorners(_ other: Canvas) -> Bool {
        size == other.size && (0..<size.height).allSatisfy { y in
            (0..<size.width).allSatisfy { x in
                ((x == 0 || x == size.width - 1) && (y == 0 || y == size.height - 1)) || self[x, y] == other[x, y]
            }
        }
    }
}
