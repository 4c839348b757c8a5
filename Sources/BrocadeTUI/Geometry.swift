/// A position in terminal cells: `x` is the column, `y` the row, both 0-based.
public struct Point: Hashable, Codable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public static func + (lhs: Point, rhs: Offset) -> Point { Point(x: lhs.x + rhs.dx, y: lhs.y + rhs.dy) }
    public static func - (lhs: Point, rhs: Offset) -> Point { Point(x: lhs.x - rhs.dx, y: lhs.y - rhs.dy) }
    public static func - (lhs: Point, rhs: Point) -> Offset { Offset(dx: lhs.x - rhs.x, dy: lhs.y - rhs.y) }

    /// Chebyshev distance: how many cells apart, counting diagonals as one.
    public func cellDistance(to other: Point) -> Int { max(abs(x - other.x), abs(y - other.y)) }

    public var description: String { "(\(x),\(y))" }
}

/// A displacement in cells.
public struct Offset: Hashable, Codable, Sendable, CustomStringConvertible {
    public var dx: Int
    public var dy: Int

    public init(dx: Int, dy: Int) {
        self.dx = dx
        self.dy = dy
    }

    public static let zero = Offset(dx: 0, dy: 0)
    public var description: String { "Δ(\(dx),\(dy))" }
}

/// A size in cells; negative sizes are treated as empty.
public struct Size: Hashable, Codable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var area: Int { isEmpty ? 0 : width * height }

    /// True when both dimensions are at least those of `other`.
    public func contains(_ other: Size) -> Bool { width >= other.width && height >= other.height }

    public var description: String { "\(width)x\(height)" }
}

/// An axis-aligned rectangle of cells; `maxX` and `maxY` are exclusive.
public struct Rect: Hashable, Codable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Int { origin.x }
    public var minY: Int { origin.y }
    public var maxX: Int { origin.x + size.width }
    public var maxY: Int { origin.y + size.height }
    public var width: Int { size.width }
    public var height: Int { size.height }
    public var isEmpty: Bool { size.isEmpty }
    public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// True when `other` lies wholly inside this rectangle.
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        if x1 <= x0 || y1 <= y0 { return Rect(x: x0, y: y0, width: 0, height: 0) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

    /// The smallest rectangle holding both (an empty one adds nothing).
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    public func offsetBy(_ d: Offset) -> Rect { Rect(origin: origin + d, size: size) }

    /// Shrinks the rectangle by the given margins, never below zero size.
    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
        Rect(x: minX + left, y: minY + top,
             width: max(0, width - left - right), height: max(0, height - top - bottom))
    }

    public func inset(by n: Int) -> Rect { inset(top: n, left: n, bottom: n, right: n) }

    /// The nearest point inside the rectangle (the point itself when inside).
    public func clamp(_ p: Point) -> Point {
        guard !isEmpty else { return origin }
        return Point(x: p.x.clamped(to: minX...(maxX - 1)), y: p.y.clamped(to: minY...(maxY - 1)))
    }

    /// Moves `inner` (keeping its size) by the least amount that puts it inside
    /// this rectangle. An `inner` larger than this rectangle is aligned to the
    /// top-left edge, so the result is always well defined.
    public func clamp(_ inner: Rect) -> Rect {
        var x = inner.minX, y = inner.minY
        if x + inner.width > maxX { x = maxX - inner.width }
        if x < minX { x = minX }
        if y + inner.height > maxY { y = maxY - inner.height }
        if y < minY { y = minY }
        return Rect(origin: Point(x: x, y: y), size: inner.size)
    }

    /// A rectangle of `size` centred in this one (rounded towards the top-left).
    public func centered(_ size: Size) -> Rect {
        Rect(x: minX + (width - size.width) / 2, y: minY + (height - size.height) / 2,
             width: size.width, height: size.height)
    }

    public var description: String { "[\(minX),\(minY) \(width)x\(height)]" }
}

extension Comparable {
    /// The value limited to the closed range.
    public func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
