import BrocadeTUI
import Synchronization

/// The 4x4 solver's pattern databases, made once per process: read from the
/// cache when the copy there is whole, otherwise built (a few seconds) and
/// stored for the next run. Where they live and how they are read (mapped,
/// say) is the caller's business; a copy the search finds damaged is made
/// again and the search run again.
public final class SlideSolverTables: Sendable {
    /// Which tables: the 6-6-3 ones (11 MiB, seconds to build) or the
    /// large 7-8 ones (550 MiB, minutes to build, a search several times faster).
    public enum Size: String, CaseIterable, Sendable {
        case standard
        case large
    }

    /// The stored databases, or nil when there are none or they are damaged.
    public typealias Load = @Sendable () -> SlidePatternDatabase?
    public typealias Store = @Sendable (SlidePatternDatabase) -> Void

    private let loadBytes: Load
    private let storeBytes: Store
    private let willBuild: @Sendable () -> Void
    private let build: @Sendable () -> SlidePatternDatabase
    private let made = Mutex<SlidePatternDatabase?>(nil)
    // Apart from `made`, whose lock is held for the whole build: asking
    // whether the tables are ready must never wait for them.
    private let ready = Atomic<Bool>(false)

    /// `willBuild` is told when there is no whole copy to read and the
    /// build (seconds) begins.
    public convenience init(size: Size = .standard, load: @escaping Load = { nil }, store: @escaping Store = { _ in },
                            willBuild: @escaping @Sendable () -> Void = {}) {
        self.init(load: load, store: store, willBuild: willBuild, build: {
            size == .large ? SlidePatternDatabase.buildLarge() : SlidePatternDatabase.build()
        })
    }

    /// `build` makes the tables when there is no whole copy (tests: small ones).
    init(load: @escaping Load, store: @escaping Store, willBuild: @escaping @Sendable () -> Void,
         build: @escaping @Sendable () -> SlidePatternDatabase) {
        loadBytes = load
        storeBytes = store
        self.willBuild = willBuild
        self.build = build
    }

    /// Whether a puzzle needs the databases to be solved optimally.
    public static func needed(for puzzle: SlidingRules) -> Bool { puzzle.size == 4 && puzzle.level == .norm }

    /// True once the databases are in memory (a solve will not wait for them).
    public var isReady: Bool { ready.load(ordering: .acquiring) }

    /// The databases; blocks while they are read or built, so call it off
    /// the event loop. A second caller waits for the first one's work.
    public func database() -> SlidePatternDatabase {
        made.withLock { held in
            if let held, !held.isDamaged { return held }
            let db: SlidePatternDatabase
            if held == nil, let cached = loadBytes() {
                db = cached
            } else {
                willBuild()
                db = build()
                storeBytes(db)
            }
            held = db
            ready.store(true, ordering: .releasing)
            return db
        }
    }

    /// Solves a position, fetching the databases only when it needs them.
    public func solve(_ puzzle: SlidingRules, isCancelled: @Sendable () -> Bool = { false }) -> SlideSolution? {
        guard Self.needed(for: puzzle) else { return SlideSolver.solve(puzzle, databases: nil, isCancelled: isCancelled) }
        let db = database()
        let found = SlideSolver.solve(puzzle, databases: db, isCancelled: isCancelled)
        // Damage in a block the start-up check did not sample: rebuilt once
        // (a built database is never damaged), then the search starts over.
        if found == nil && db.isDamaged {
            return SlideSolver.solve(puzzle, databases: database(), isCancelled: isCancelled)
        }
        return found
    }
}
