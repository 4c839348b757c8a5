import BrocadeTUI

/// A clock that only moves when told to.
public final class ManualTimeSource: TimeSource {
    public var current: TimePoint

    public init(_ start: TimePoint = .zero) { current = start }

    public func now() -> TimePoint { current }
    public func advance(by ms: Int64) { current = current + ms }
}
