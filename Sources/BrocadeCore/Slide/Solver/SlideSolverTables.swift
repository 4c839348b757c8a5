import BrocadeTUI
import Synchronization

/// The solver's pattern databases, each made once per process when first
/// needed: the 4x4 ones (optimal 15-puzzle solutions) and the 5x5 ones
/// (nearly optimal 24-puzzle solutions, and the last 5x5 of a larger board).
/// Each is read from the cache when the copy there is whole, otherwise built
/// (seconds) and stored for the next run. Where they live and how they are
/// read (mapped, say) is the caller's business; a copy the search finds
/// damaged is made again and the search run again. A 4x4 solve never makes
/// the 5x5 tables, nor the other way round.
public final class SlideSolverTables: Sendable {
    /// Which 4x4 tables: the 6-6-3 ones (11 MiB, seconds to build) or the
    /// large 7-8 ones (550 MiB, minutes to build, a search several times faster).
    public enum Size: String, CaseIterable, Sendable {
        case standard
        case large
    }

    /// The stored databases, or nil when there are none or they are damaged.
    public typealias Load = @Sendable () -> SlidePatternDatabase?
    public typealias Store = @Sendable (SlidePatternDatabase) -> Void

    /// One board's tables: where they are read from and stored, and how
    /// they are made. `willBuild` is told when there is no whole copy to
    /// read and the build (seconds) begins.
    public struct Source: Sendable {
        let load: Load
        let store: Store
        let willBuild: @Sendable () -> Void
        let build: @Sendable () -> SlidePatternDatabase

        /// `build` makes the tables when there is no whole copy (tests: small ones).
        init(load: @escaping Load, store: @escaping Store, willBuild: @escaping @Sendable () -> Void,
             build: @escaping @Sendable () -> SlidePatternDatabase) {
            self.load = load
            self.store = store
            self.willBuild = willBuild
            self.build = build
        }

        /// The 15-puzzle's tables.
        public static func fourByFour(size: Size = .standard, load: @escaping Load = { nil },
                                      store: @escaping Store = { _ in },
                                      willBuild: @escaping @Sendable () -> Void = {}) -> Source {
            Source(load: load, store: store, willBuild: willBuild, build: {
                size == .large ? SlidePatternDatabase.buildLarge() : SlidePatternDatabase.build()
            })
        }

        /// The 24-puzzle's tables (25 MiB, about 11 s to build on two cores).
        public static func fiveByFive(load: @escaping Load = { nil }, store: @escaping Store = { _ in },
                                      willBuild: @escaping @Sendable () -> Void = {}) -> Source {
            Source(load: load, store: store, willBuild: willBuild, build: { SlidePatternDatabase.buildFiveByFive() })
        }
    }

    /// One board's tables as made, and whether they are.
    private final class Slot: Sendable {
        let source: Source
        let made = Mutex<SlidePatternDatabase?>(nil)
        // Apart from `made`, whose lock is held for the whole build: asking
        // whether the tables are ready must never wait for them.
        let ready = Atomic<Bool>(false)
        /// Whether they are being built (no whole copy was there to read).
        let building = Atomic<Bool>(false)

        init(_ source: Source) { self.source = source }

        /// Blocks while the tables are read or built; a second caller waits for the first one's work.
        func database() -> SlidePatternDatabase {
            made.withLock { held in
                if let held, !held.isDamaged { return held }
                let db: SlidePatternDatabase
                if held == nil, let cached = source.load() {
                    db = cached
                } else {
                    building.store(true, ordering: .releasing)
                    source.willBuild()
                    db = source.build()
                    source.store(db)
                    building.store(false, ordering: .releasing)
                }
                held = db
                ready.store(true, ordering: .releasing)
                return db
            }
        }
    }

    private let four: Slot
    private let five: Slot

    public init(fourByFour: Source = .fourByFour(), fiveByFive: Source = .fiveByFive()) {
        four = Slot(fourByFour)
        five = Slot(fiveByFive)
    }

    /// The 4x4 tables from `load` and `store`; the 5x5 ones built in memory when needed.
    public convenience init(size: Size = .standard, load: @escaping Load = { nil }, store: @escaping Store = { _ in },
                            willBuild: @escaping @Sendable () -> Void = {}) {
        self.init(fourByFour: .fourByFour(size: size, load: load, store: store, willBuild: willBuild))
    }

    /// The 4x4 tables made by `build` (tests: small ones).
    convenience init(load: @escaping Load, store: @escaping Store, willBuild: @escaping @Sendable () -> Void,
                     build: @escaping @Sendable () -> SlidePatternDatabase) {
        self.init(fourByFour: Source(load: load, store: store, willBuild: willBuild, build: build))
    }

    /// Whether a puzzle's solver uses the databases: 4x4 norm (optimal), 5x5
    /// norm (nearly optimal), and larger norm boards, whose solver ends on a 5x5.
    public static func needed(for puzzle: SlidingRules) -> Bool { puzzle.level == .norm && (4...8).contains(puzzle.size) }

    /// True once the databases a puzzle needs are in memory (a solve will
    /// not wait for them); true when it needs none.
    public func isReady(for puzzle: SlidingRules) -> Bool {
        guard let slot = slot(for: puzzle) else { return true }
        return slot.ready.load(ordering: .acquiring)
    }

    /// True while the tables a puzzle needs are being built, there being no
    /// whole copy to read (the slow first time: seconds, not a millisecond).
    public func isBuilding(for puzzle: SlidingRules) -> Bool {
        guard let slot = slot(for: puzzle) else { return false }
        return slot.building.load(ordering: .acquiring)
    }

    private func slot(for puzzle: SlidingRules) -> Slot? {
        guard Self.needed(for: puzzle) else { return nil }
        return puzzle.size == 4 ? four : five
    }

    /// The 4x4 databases; blocks while they are read or built, so call it
    /// off the event loop.
    public func database() -> SlidePatternDatabase { four.database() }

    /// The databases a puzzle needs (none when it needs none); blocks while
    /// they are read or built.
    public func databases(for puzzle: SlidingRules) -> SlideDatabases {
        guard let slot = slot(for: puzzle) else { return SlideDatabases() }
        let db = slot.database()
        return puzzle.size == 4 ? SlideDatabases(fourByFour: db) : SlideDatabases(fiveByFive: db)
    }

    /// Solves a position, fetching the databases only when it needs them.
    /// `budget` bounds a nearly optimal search (5x5 and larger), counted
    /// from when the tables are ready.
    public func solve(_ puzzle: SlidingRules, budget: Duration = .seconds(2),
                      isCancelled: @Sendable () -> Bool = { false }) -> SlideSolution? {
        let dbs = databases(for: puzzle)
        let found = SlideSolver.solve(puzzle, databases: dbs, deadline: .now + budget, isCancelled: isCancelled)
        // Damage in a block the start-up check did not sample: rebuilt once
        // (a built database is never damaged), then the search starts over.
        let damaged = (dbs.fourByFour?.isDamaged ?? false) || (dbs.fiveByFive?.isDamaged ?? false)
        if found == nil && damaged && !isCancelled() {
            return SlideSolver.solve(puzzle, databases: databases(for: puzzle), deadline: .now + budget,
                                     isCancelled: isCancelled)
        }
        return found
    }
}
