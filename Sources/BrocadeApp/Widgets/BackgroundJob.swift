import Dispatch
import Synchronization

/// Work that must not block the event loop (a hint search): it runs on
/// another thread, and the screen polls for the answer on its clock ticks.
/// Cancelling means the answer is ignored when it comes, and stoppable work
/// is told to stop.
final class BackgroundJob<Value: Sendable>: Sendable {
    /// A queue of its own: such queues get a thread even when the shared
    /// pool's are all busy (a test blocking one, another search), so the
    /// work never waits for a free thread.
    private static var queue: DispatchQueue { DispatchQueue(label: "brocade.background-job", qos: .userInitiated) }

    private let result = Mutex<Value?>(nil)
    private let cancelled = Mutex(false)
    /// Signalled once the work has answered, for `wait()`.
    private let answered = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Value) {
        Self.queue.async { [self] in
            let v = work()
            result.withLock { $0 = v }
            answered.signal()
        }
    }

    /// Work that can stop early: it is handed a question to ask now and then.
    init(stoppable work: @escaping @Sendable (_ isCancelled: @escaping @Sendable () -> Bool) -> Value) {
        Self.queue.async { [self] in
            let v = work({ self.isCancelled })
            result.withLock { $0 = v }
            answered.signal()
        }
    }

    /// Blocks until the work has answered. Tests only: the event loop polls
    /// `isDone` on its ticks and never waits.
    func wait() {
        answered.wait()
        answered.signal()
    }

    /// The answer once it is there (and the job was not cancelled).
    var value: Value? {
        if cancelled.withLock({ $0 }) { return nil }
        return result.withLock { $0 }
    }

    var isCancelled: Bool { cancelled.withLock { $0 } }

    /// The work has answered (whether or not the job was cancelled).
    var isDone: Bool { result.withLock { $0 != nil } }

    func cancel() { cancelled.withLock { $0 = true } }
}
