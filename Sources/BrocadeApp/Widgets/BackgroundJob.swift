import Dispatch
import Synchronization

/// Work that must not block the event loop (a hint search): it runs on
/// another thread, and the screen polls for the answer on its clock ticks.
/// Cancelling means the answer is ignored when it comes, and stoppable work
/// is told to stop.
final class BackgroundJob<Value: Sendable>: Sendable {
    private let result = Mutex<Value?>(nil)
    private let cancelled = Mutex(false)

    init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let v = work()
            result.withLock { $0 = v }
        }
    }

    /// Work that can stop early: it is handed a question to ask now and then.
    init(stoppable work: @escaping @Sendable (_ isCancelled: @escaping @Sendable () -> Bool) -> Value) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let v = work({ self.isCancelled })
            result.withLock { $0 = v }
        }
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
