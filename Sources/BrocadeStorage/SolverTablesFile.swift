import BrocadeCore

/// The 4x4 solver's pattern databases in the cache home: mapped, not read,
/// and checked by the core a block at a time (see `SlideTableChecks`), so
/// that a solve starts in a millisecond or two. A copy that fails its check
/// is left for the solver to build again and store over it.
public struct SolverTablesFile: Sendable {
    public let file: CacheFile
    /// Which tables the file holds, and so which are built when it cannot be read.
    public let size: SlideSolverTables.Size

    public init(file: CacheFile, size: SlideSolverTables.Size = .standard) {
        self.file = file
        self.size = size
    }

    /// The databases, or nil when the file is missing or damaged (header,
    /// length or a sampled block): the caller then builds them.
    public func load() -> SlidePatternDatabase? {
        guard let path = file.path, let mapped = MappedFile.map(path, limit: file.limit) else { return nil }
        return try? SlidePatternDatabase(mapping: mapped, check: .sample)
    }

    /// Writes the databases, then reads the copy back and checks every block
    /// of it once, so that a write that went wrong is not left for every
    /// later start to trip on; such a copy is removed.
    public func store(_ database: SlidePatternDatabase) {
        guard file.store(database.encoded()), let path = file.path else { return }
        let whole = MappedFile.map(path, limit: file.limit).flatMap { try? SlidePatternDatabase(mapping: $0, check: .full) }
        if whole == nil { FileSystem.remove(path) }
    }

    /// Reads and writes the tables here, telling `willBuild` before a build.
    public func tables(willBuild: @escaping @Sendable () -> Void = {}) -> SlideSolverTables {
        SlideSolverTables(size: size, load: { load() }, store: { store($0) }, willBuild: willBuild)
    }
}
