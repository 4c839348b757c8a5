import BrocadeTUI
import Synchronization

/// The 4x4 solver's pattern databases, made once per process: read from the
/// cache when the copy there is whole, otherwise built (a few seconds) and
/// stored for the next run. Where they live is the caller's business.
public final class SlideSolverTables: Sendable {
    public typealias Load = @Sendable () -> [UInt8]?
    public typealias Store = @Sendable ([UInt8]) -> Void

    private let loadBytes: Load
    private let storeBytes: Store
    private let willBuild: @Sendable () -> Void
    private let made = Mutex<SlidePatternDatabase?>(nil)
    // Apart from `made`, whose lock is held for the whole build: asking
    // whether the tables are ready must never wait for them.
    private let ready = Atomic<Bool>(false)

    /// `willBuild` is told when there is no whole copy to read and the
    /// build (seconds) begins.
    public init(load: @escaping Load = { nil }, store: @escaping Store = { _ in },
                willBuild: @escaping @Sendable () -> Void = {}) {
        loadBytes = load
        storeBytes = store
        self.willBuild = willBuild
    }

    /// Whether a puzzle needs the databases to be solved optimally.
    public static func needed(for puzzle: SlidingRules) -> Bool { puzzle.size == 4 && puzzle.level == .norm }

    /// True once the databases are in memory (a solve will not wait for them).
    public var isReady: Bool { ready.load(ordering: .acquiring) }

    /// The databases; blocks while they are read or built, so call it off
    /// the event loop. A second caller waits for the first one's work.
    public func database() -> SlidePatternDatabase {
        made.withLock { held in
            if let held { return held }
            let db: SlidePatternDatabase
            if let bytes = loadBytes(), let cached = try? SlidePatternDatabase(decoding: bytes) {
                db = cached
            } else {
                willBuild()
                db = SlidePatternDatabase.build()
                storeBytes(db.encoded())
            }
            held = db
            ready.store(true, ordering: .releasing)
            return db
        }
    }

    /// Solves a position, fetching the databases only when it needs them.
    public func solve(_ puzzle: SlidingRules, isCancelled: @Sendable () -> Bool = { false }) -> SlideSolution? {
        let db = Self.needed(for: puzzle) ? database() : nil
        return SlideSolver.solve(puzzle, databases: db, isCancelled: isCancelled)
    }
}
