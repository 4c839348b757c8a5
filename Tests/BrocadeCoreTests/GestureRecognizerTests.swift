import Testing
@testable import BrocadeCore
import BrocadeTUI

/// Drives a recogniser with a fake clock, one policy for the whole screen.
private struct Driver {
    var recognizer = GestureRecognizer()
    var policy = GesturePolicy(.all)
    var now = TimePoint.zero

    mutating func press(_ x: Int, _ y: Int, _ button: PointerButton = .primary) -> [Gesture] {
        send(.press(button), x, y)
    }
    mutating func drag(_ x: Int, _ y: Int) -> [Gesture] { send(.move(.primary), x, y) }
    mutating func hover(_ x: Int, _ y: Int) -> [Gesture] { send(.move(nil), x, y) }
    mutating func release(_ x: Int, _ y: Int, _ button: PointerButton? = .primary) -> [Gesture] {
        send(.release(button), x, y)
    }
    mutating func wait(_ ms: Int64) -> [Gesture] {
        now = now + ms
        return recognizer.tick(now: now)
    }
    mutating func send(_ kind: PointerEvent.Kind, _ x: Int, _ y: Int) -> [Gesture] {
        let pol = policy
        return recognizer.handle(PointerEvent(kind, at: Point(x: x, y: y), time: now)) { _ in pol }
    }
}

private func p(_ x: Int, _ y: Int) -> Point { Point(x: x, y: y) }

@Suite struct GestureRecognizerTests {
    @Test func quickClickIsATap() {
        var d = Driver()
        #expect(d.press(5, 5).isEmpty)
        #expect(d.wait(100).isEmpty)
        #expect(d.release(5, 5) == [.tap(at: p(5, 5), button: .primary)])
        #expect(!d.recognizer.isTracking)
    }

    @Test func jitterWithinOneCellIsStillATap() {
        var d = Driver()
        _ = d.press(5, 5)
        #expect(d.drag(6, 6).isEmpty)
        #expect(d.release(6, 6) == [.tap(at: p(5, 5), button: .primary)])
    }

    @Test func longPressBeginsAtTheDeadline() {
        var d = Driver()
        _ = d.press(5, 5)
        #expect(d.recognizer.nextDeadline == TimePoint(milliseconds: 350))
        #expect(d.wait(349).isEmpty)
        #expect(d.wait(1) == [.longPress(.began, at: p(5, 5), start: p(5, 5))])
        #expect(d.recognizer.nextDeadline == nil)
        #expect(d.drag(9, 7) == [.longPress(.changed, at: p(9, 7), start: p(5, 5))])
        #expect(d.drag(9, 7).isEmpty) // no change, no report
        #expect(d.release(9, 7) == [.longPress(.ended, at: p(9, 7), start: p(5, 5))])
    }

    @Test func longPressSurvivesJitterWithinTheSlop() {
        var d = Driver()
        _ = d.press(5, 5)
        _ = d.wait(200)
        #expect(d.drag(4, 6).isEmpty)
        #expect(d.wait(150) == [.longPress(.began, at: p(4, 6), start: p(5, 5))])
    }

    @Test func longPressDelayIsConfigurable() {
        var d = Driver()
        d.recognizer = GestureRecognizer(config: GestureConfig(longPressDelay: 800))
        _ = d.press(1, 1)
        #expect(d.wait(500).isEmpty)
        #expect(d.wait(300) == [.longPress(.began, at: p(1, 1), start: p(1, 1))])
    }

    @Test func deadlinePassedWithoutTickIsNoticedOnTheNextEvent() {
        // Events that arrive in one burst after the deadline still see the long press.
        var d = Driver()
        _ = d.press(5, 5)
        d.now = d.now + 400
        #expect(d.drag(8, 5) == [.longPress(.began, at: p(5, 5), start: p(5, 5)),
                                 .longPress(.changed, at: p(8, 5), start: p(5, 5))])
        var e = Driver()
        _ = e.press(2, 2)
        e.now = e.now + 400
        #expect(e.release(2, 2) == [.longPress(.began, at: p(2, 2), start: p(2, 2)),
                                    .longPress(.ended, at: p(2, 2), start: p(2, 2))])
    }

    @Test func movingBeyondTheSlopFirstIsAPan() {
        var d = Driver()
        _ = d.press(5, 5)
        _ = d.wait(100)
        #expect(d.drag(7, 5) == [.pan(.began, at: p(7, 5), start: p(5, 5), translation: Offset(dx: 2, dy: 0))])
        #expect(d.wait(1000).isEmpty) // no long press once panning
        #expect(d.drag(9, 6) == [.pan(.changed, at: p(9, 6), start: p(5, 5), translation: Offset(dx: 4, dy: 1))])
        #expect(d.release(9, 6) == [
            .pan(.ended, at: p(9, 6), start: p(5, 5), translation: Offset(dx: 4, dy: 1)),
            .swipe(.right, start: p(5, 5), end: p(9, 6)),
        ])
    }

    @Test func shortPanIsNotASwipe() {
        var d = Driver()
        _ = d.press(5, 5)
        _ = d.drag(7, 5)
        #expect(d.release(7, 5) == [.pan(.ended, at: p(7, 5), start: p(5, 5), translation: Offset(dx: 2, dy: 0))])
    }

    @Test(arguments: [
        (Point(x: 20, y: 10), Direction.right),
        (Point(x: 0, y: 10), Direction.left),
        (Point(x: 10, y: 13), Direction.down),   // 3 rows count as 6 columns
        (Point(x: 10, y: 7), Direction.up),
        (Point(x: 15, y: 13), Direction.down),   // 5 columns vs 3 rows (6): vertical wins
        (Point(x: 17, y: 13), Direction.right),  // 7 columns vs 6: horizontal wins
    ])
    func swipeDirectionByDominantAxis(end: Point, expected: Direction) {
        var d = Driver()
        d.policy = GesturePolicy([.swipe])
        _ = d.press(10, 10)
        #expect(d.drag(end.x, end.y).isEmpty) // swipe-only regions report no pan
        #expect(d.release(end.x, end.y) == [.swipe(expected, start: p(10, 10), end: end)])
    }

    @Test func immediatePanRegionStartsOnTheFirstCell() {
        var d = Driver()
        d.policy = GesturePolicy([.pan], panSlop: 0)
        _ = d.press(5, 5)
        #expect(d.drag(6, 5) == [.pan(.began, at: p(6, 5), start: p(5, 5), translation: Offset(dx: 1, dy: 0))])
    }

    @Test func longPressOnlyRegionIgnoresADrag() {
        var d = Driver()
        d.policy = GesturePolicy([.longPress])
        _ = d.press(5, 5)
        #expect(d.drag(9, 5).isEmpty)
        #expect(d.recognizer.nextDeadline == nil)
        #expect(d.wait(1000).isEmpty)
        #expect(d.release(9, 5).isEmpty)
    }

    @Test func tapOnlyRegionHasNoDeadline() {
        var d = Driver()
        d.policy = .tapOnly
        _ = d.press(3, 3)
        #expect(d.recognizer.nextDeadline == nil)
        #expect(d.wait(5000).isEmpty)
        #expect(d.release(3, 3) == [.tap(at: p(3, 3), button: .primary)])
    }

    @Test func regionWithNothingReportsNothing() {
        var d = Driver()
        d.policy = .none
        #expect(d.press(3, 3).isEmpty)
        #expect(d.drag(9, 9).isEmpty)
        #expect(d.release(9, 9).isEmpty)
    }

    @Test func secondaryAndMiddleButtonsTap() {
        var d = Driver()
        _ = d.press(4, 4, .secondary)
        #expect(d.release(4, 4, .secondary) == [.tap(at: p(4, 4), button: .secondary)])
        _ = d.press(4, 4, .middle)
        #expect(d.release(4, 4, .middle) == [.tap(at: p(4, 4), button: .middle)])
        _ = d.press(4, 4, .secondary)
        #expect(d.release(10, 4, .secondary).isEmpty) // dragged away: no click
    }

    @Test func cancelEndsWhatIsUnderWay() {
        var d = Driver()
        _ = d.press(5, 5)
        #expect(d.recognizer.cancel().isEmpty) // merely pressed: nothing began
        _ = d.press(5, 5)
        _ = d.wait(400)
        #expect(d.recognizer.cancel() == [.longPress(.cancelled, at: p(5, 5), start: p(5, 5))])
        #expect(d.release(5, 5).isEmpty) // nothing left to end
        _ = d.press(5, 5)
        _ = d.drag(8, 5)
        #expect(d.recognizer.cancel() == [.pan(.cancelled, at: p(8, 5), start: p(5, 5), translation: Offset(dx: 3, dy: 0))])
    }

    @Test func aNewPressCancelsALostGesture() {
        var d = Driver()
        _ = d.press(5, 5)
        _ = d.drag(9, 5)
        #expect(d.press(1, 1) == [.pan(.cancelled, at: p(9, 5), start: p(5, 5), translation: Offset(dx: 4, dy: 0))])
        #expect(d.release(1, 1) == [.tap(at: p(1, 1), button: .primary)])
    }

    @Test func hoverWhileTrackingEndsTheGesture() {
        // A release outside the window is never reported; the next hover
        // report shows the button is up.
        var d = Driver()
        _ = d.press(5, 5)
        _ = d.drag(9, 5)
        #expect(d.hover(12, 5) == [
            .pan(.ended, at: p(12, 5), start: p(5, 5), translation: Offset(dx: 7, dy: 0)),
            .swipe(.right, start: p(5, 5), end: p(12, 5)),
            .hover(at: p(12, 5)),
        ])
        #expect(!d.recognizer.isTracking)
    }

    @Test func hoverAndWheelPassThrough() {
        var d = Driver()
        #expect(d.hover(2, 3) == [.hover(at: p(2, 3))])
        #expect(d.send(.wheel(.down), 2, 3) == [.wheel(.down, at: p(2, 3))])
        _ = d.press(5, 5)
        #expect(d.send(.wheel(.left), 5, 5) == [.wheel(.left, at: p(5, 5))])
        #expect(d.recognizer.isTracking)
    }

    @Test func strayReleaseAndMotionAreIgnored() {
        var d = Driver()
        #expect(d.release(5, 5).isEmpty)
        #expect(d.drag(5, 6).isEmpty)
    }

    @Test func releaseWithUnknownButtonEndsThePress() {
        var d = Driver()
        _ = d.press(5, 5)
        #expect(d.release(5, 5, nil) == [.tap(at: p(5, 5), button: .primary)])
    }

    /// Where a tap and a double tap would undo each other, the tap waits:
    /// a double tap comes alone, a lone tap once the double-tap time is over
    /// or at a press elsewhere.
    @Test func aTapThatWaitsForADoubleTap() {
        var d = Driver()
        d.policy = GesturePolicy([.tap, .pan], panSlop: 0, tapWaitsForDoubleTap: true)
        _ = d.press(5, 5)
        #expect(d.release(5, 5).isEmpty)
        #expect(d.recognizer.nextDeadline == d.now + d.recognizer.config.doubleTapTime + 1)
        #expect(d.wait(100).isEmpty)
        _ = d.press(5, 5)
        #expect(d.release(5, 5) == [.doubleTap(at: p(5, 5))])
        #expect(d.wait(1000).isEmpty)
        // Alone, it comes when no second tap can.
        _ = d.press(5, 5)
        #expect(d.release(5, 5).isEmpty)
        #expect(d.wait(400).isEmpty)
        #expect(d.wait(1) == [.tap(at: p(5, 5), button: .primary)])
        #expect(d.recognizer.nextDeadline == nil)
        // A press elsewhere lets it go at once, before its own gestures.
        _ = d.press(5, 5)
        _ = d.release(5, 5)
        #expect(d.press(20, 5) == [.tap(at: p(5, 5), button: .primary)])
        #expect(d.release(20, 5).isEmpty)
        // A second press in place that becomes a drag: the first was a tap.
        _ = d.wait(1000)
        _ = d.press(5, 5)
        _ = d.release(5, 5)
        _ = d.press(5, 5)
        #expect(d.drag(8, 5) == [.tap(at: p(5, 5), button: .primary), .pan(.began, at: p(8, 5), start: p(5, 5), translation: Offset(dx: 3, dy: 0))])
        // A screen change forgets it.
        _ = d.release(8, 5)
        _ = d.press(5, 5)
        _ = d.release(5, 5)
        #expect(d.recognizer.cancel().isEmpty)
        #expect(d.wait(1000).isEmpty)
    }
}

@Suite struct SwipeDistancePerRegionTests {
    @Test func aRegionCanAskForShortSwipes() {
        // 2048: two columns or one row is enough.
        var r = GestureRecognizer()
        let policy = GesturePolicy([.swipe], panSlop: 0, swipeDistance: 2)
        func send(_ k: PointerEvent.Kind, _ x: Int, _ y: Int) -> [Gesture] {
            r.handle(PointerEvent(k, at: Point(x: x, y: y), time: .zero)) { _ in policy }
        }
        _ = send(.press(.primary), 10, 10)
        _ = send(.move(.primary), 11, 11)
        #expect(send(.release(.primary), 11, 11) == [.swipe(.down, start: Point(x: 10, y: 10), end: Point(x: 11, y: 11))])
        _ = send(.press(.primary), 10, 10)
        _ = send(.move(.primary), 12, 10)
        #expect(send(.release(.primary), 12, 10) == [.swipe(.right, start: Point(x: 10, y: 10), end: Point(x: 12, y: 10))])
        _ = send(.press(.primary), 10, 10)
        _ = send(.move(.primary), 11, 10)
        #expect(send(.release(.primary), 11, 10).isEmpty) // one column: too short
    }
}
