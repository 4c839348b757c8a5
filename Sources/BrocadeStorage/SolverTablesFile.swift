import BrocadeCore

/// One board's solver pattern databases in the cache home (the 4x4 ones or
/// the 5x5 ones): mapped, not read, and checked by the core a block at a
/// time (see `SlideTableChecks`), so that a solve starts in a millisecond or
/// two. A copy that fails its check is left for the solver to build again
/// and store over it.
public struct SolverTablesFile: Sendable {
    public let file: CacheFile
    /// Which 4x4 tables the file holds, and so which are built when it cannot be read.
    public let size: SlideSolverTables.Size
    /// The board the tables are for: 4 or 5.
    public let board: Int

    public init(file: CacheFile, size: SlideSolverTables.Size = .standard, board: Int = 4) {
        precondition(board == 4 || board == 5, "tables are kept for 4x4 and 5x5 only")
        self.file = file
        self.size = size
        self.board = board
    }

    /// The databases, or nil when the file is missing, damaged (header,
    /// length or a sampled block) or for another board: the caller then builds them.
    public func load() -> SlidePatternDatabase? {
        guard let path = file.path, let mapped = MappedFile.map(path, limit: file.limit),
              let db = try? SlidePatternDatabase(mapping: mapped, check: .sample), db.boardSize == board else { return nil }
        return db
    }

    /// Writes the databases, then reads the copy back and checks every block
    /// of it once, so that a write that went wrong is not left for every
    /// later start to trip on; such a copy is removed.
    public func store(_ database: SlidePatternDatabase) {
        guard file.store(database.encoded()), let path = file.path else { return }
        let whole = MappedFile.map(path, limit: file.limit).flatMap { try? SlidePatternDatabase(mapping: $0, check: .full) }
        if whole == nil { FileSystem.remove(path) }
    }

    /// The solver's source of this board's tables: read and written here,
    /// `willBuild` told before a build.
    public func source(willBuild: @escaping @Sendable () -> Void = {}) -> SlideSolverTables.Source {
        board == 5
            ? .fiveByFive(load: { load() }, store: { store($0) }, willBuild: willBuild)
            : .fourByFour(size: size, load: { load() }, store: { store($0) }, willBuild: willBuild)
    }
}
