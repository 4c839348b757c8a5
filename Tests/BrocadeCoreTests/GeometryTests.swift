import Testing
@testable import BrocadeCore
import BrocadeTUI

@Suite struct GeometryTests {
    @Test func pointArithmetic() {
        let p = Point(x: 3, y: 4)
        #expect(p + Offset(dx: 2, dy: -1) == Point(x: 5, y: 3))
        #expect(p - Point(x: 1, y: 1) == Offset(dx: 2, dy: 3))
        #expect(p.cellDistance(to: Point(x: 4, y: 5)) == 1)
        #expect(p.cellDistance(to: Point(x: 0, y: 4)) == 3)
    }

    @Test func rectContainsAndEdges() {
        let r = Rect(x: 2, y: 3, width: 4, height: 2)
        #expect(r.maxX == 6 && r.maxY == 5)
        #expect(r.contains(Point(x: 2, y: 3)))
        #expect(r.contains(Point(x: 5, y: 4)))
        #expect(!r.contains(Point(x: 6, y: 4)))
        #expect(!r.contains(Point(x: 5, y: 5)))
        #expect(r.contains(Rect(x: 3, y: 3, width: 3, height: 2)))
        #expect(!r.contains(Rect(x: 3, y: 3, width: 4, height: 2)))
    }

    @Test func intersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(Rect(x: 5, y: 5, width: 10, height: 10)) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(Rect(x: 20, y: 0, width: 1, height: 1)).isEmpty)
        #expect(!a.intersects(Rect(x: 10, y: 0, width: 1, height: 1)))
    }

    @Test func clampPointIntoRect() {
        let r = Rect(x: 10, y: 5, width: 4, height: 3)
        #expect(r.clamp(Point(x: 0, y: 0)) == Point(x: 10, y: 5))
        #expect(r.clamp(Point(x: 99, y: 99)) == Point(x: 13, y: 7))
        #expect(r.clamp(Point(x: 11, y: 6)) == Point(x: 11, y: 6))
        #expect(Rect.zero.clamp(Point(x: 5, y: 5)) == .zero)
    }

    @Test(arguments: [
        (Rect(x: -3, y: 2, width: 4, height: 2), Rect(x: 0, y: 2, width: 4, height: 2)),   // past the left edge
        (Rect(x: 18, y: 2, width: 4, height: 2), Rect(x: 16, y: 2, width: 4, height: 2)),  // past the right edge
        (Rect(x: 5, y: -1, width: 4, height: 2), Rect(x: 5, y: 0, width: 4, height: 2)),   // past the top
        (Rect(x: 5, y: 9, width: 4, height: 2), Rect(x: 5, y: 8, width: 4, height: 2)),    // past the bottom
        (Rect(x: 30, y: 30, width: 4, height: 2), Rect(x: 16, y: 8, width: 4, height: 2)), // past a corner
        (Rect(x: 5, y: 5, width: 4, height: 2), Rect(x: 5, y: 5, width: 4, height: 2)),    // inside
    ])
    func clampRectOnEveryEdge(inner: Rect, expected: Rect) {
        let outer = Rect(x: 0, y: 0, width: 20, height: 10)
        let c = outer.clamp(inner)
        #expect(c == expected)
        #expect(outer.contains(c))
        #expect(c.size == inner.size)
    }

    @Test func clampOversizedRectAlignsTopLeft() {
        let outer = Rect(x: 2, y: 2, width: 5, height: 5)
        #expect(outer.clamp(Rect(x: 9, y: 9, width: 8, height: 8)).origin == Point(x: 2, y: 2))
    }

    @Test func insetAndCentre() {
        let r = Rect(x: 0, y: 0, width: 10, height: 6)
        #expect(r.inset(by: 1) == Rect(x: 1, y: 1, width: 8, height: 4))
        #expect(r.inset(top: 10).height == 0)
        #expect(r.centered(Size(width: 4, height: 2)) == Rect(x: 3, y: 2, width: 4, height: 2))
        #expect(Size(width: 80, height: 24).contains(Size(width: 80, height: 24)))
        #expect(!Size(width: 79, height: 30).contains(Size(width: 80, height: 24)))
    }

    @Test func clampedComparable() {
        #expect(5.clamped(to: 0...3) == 3)
        #expect((-2).clamped(to: 0...3) == 0)
    }
}
