import Foundation
import Testing

/// Threads of their own for the end-to-end tests.
///
/// Swift Testing runs every test on Swift concurrency's cooperative pool,
/// one thread per core: two on a two-core machine. An end-to-end test is
/// synchronous and spends nearly all its time waiting (for tmux, for the
/// binary to draw, for a child process to exit) while it holds one of
/// those threads, so two waiting tests left the cores idle and every other
/// test, the unit tests included, queued behind them. Under this trait a
/// test runs on one of `TerminalThreads.shared`'s threads instead: up to
/// `width` end-to-end tests wait side by side, and the cooperative pool is
/// left to the tests that compute.
///
/// Add it to a suite of tests that wait on processes, `@Suite(.terminalThreads)`.
/// The end-to-end suites are not `.serialized`: each test owns its tmux
/// server and HOME, and the threads' width bounds how many run at once.
struct TerminalThreadsTrait: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?,
                      performing function: @Sendable () async throws -> Void) async throws {
        // Only the test functions themselves move; a suite's scope has nothing to run.
        guard testCase != nil else {
            try await function()
            return
        }
        try await withTaskExecutorPreference(TerminalThreads.shared) {
            try await function()
        }
    }
}

extension Trait where Self == TerminalThreadsTrait {
    /// Runs the tests on `TerminalThreads.shared`, off the cooperative pool.
    static var terminalThreads: Self { TerminalThreadsTrait() }
}

/// A fixed set of threads running jobs in the order they come: a
/// `TaskExecutor` for tests that block. Its width bounds how many
/// end-to-end tests (tmux servers, debug binaries) run at once: enough to
/// keep two cores busy while most of them wait, few enough that a loaded
/// machine does not starve each binary of the CPU it needs to draw.
/// `BROCADE_TEST_TERMINAL_THREADS` sets it (default 6).
final class TerminalThreads: TaskExecutor, @unchecked Sendable {
    static let shared = TerminalThreads(width: {
        if let s = ProcessInfo.processInfo.environment["BROCADE_TEST_TERMINAL_THREADS"], let n = Int(s), n > 0 { return n }
        return 6
    }())

    let width: Int
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    init(width: Int) {
        self.width = width
        for i in 0..<width {
            let thread = Thread { [unowned self] in self.work() }
            thread.name = "brocade-e2e-\(i)"
            // As much stack as the cooperative pool's threads have.
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let item = UnownedJob(job)
        condition.lock()
        jobs.append(item)
        condition.signal()
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
