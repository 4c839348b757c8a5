/// A moment on a monotonic clock, in milliseconds since an arbitrary origin.
/// Games only ever subtract two of these, so the origin does not matter.
public struct TimePoint: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public var milliseconds: Int64

    public init(milliseconds: Int64) { self.milliseconds = milliseconds }

    public static let zero = TimePoint(milliseconds: 0)

    public static func < (a: TimePoint, b: TimePoint) -> Bool { a.milliseconds < b.milliseconds }
    public static func + (a: TimePoint, ms: Int64) -> TimePoint { TimePoint(milliseconds: a.milliseconds + ms) }
    public static func - (a: TimePoint, b: TimePoint) -> Int64 { a.milliseconds - b.milliseconds }

    public var description: String { "\(milliseconds)ms" }
}

/// Where the current time comes from; tests inject a manual clock.
public protocol TimeSource: AnyObject {
    func now() -> TimePoint
}

/// The real monotonic clock.
public final class SystemTimeSource: TimeSource {
    private let clock = ContinuousClock()
    private let origin: ContinuousClock.Instant

    public init() { origin = clock.now }

    public func now() -> TimePoint {
        let d = clock.now - origin
        let c = d.components
        return TimePoint(milliseconds: c.seconds * 1000 + c.attoseconds / 1_000_000_000_000_000)
    }
}

/// Formats play time as m:ss, or h:mm:ss past an hour.
public func formatDuration(milliseconds: Int64) -> String {
    let total = max(0, milliseconds) / 1000
    let h = total / 3600, m = (total % 3600) / 60, s = total % 60
    func two(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
}
