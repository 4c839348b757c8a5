import BrocadeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file mapped read-only into memory, unmapped when the object
/// goes. Reading it costs no copy, and pages the process never touches are
/// never read: the solver's tables start in well under a millisecond.
public final class MappedFile: SlideTableBytes, @unchecked Sendable {
    // The mapping is read-only and lives as long as the object: any thread may read it.
    public let bytes: UnsafeRawBufferPointer

    private init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    deinit {
        if let base = bytes.baseAddress, bytes.count > 0 { munmap(UnsafeMutableRawPointer(mutating: base), bytes.count) }
    }

    /// nil when the file is missing, unreadable, not a regular file (a
    /// directory or a FIFO in its place), empty, or larger than `limit`.
    public static func map(_ path: String, limit: Int) -> MappedFile? {
        // Non-blocking, so that a FIFO in the file's place is refused rather than waited on.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, st.st_size > 0, Int(st.st_size) <= limit else {
            return nil
        }
        let count = Int(st.st_size)
        guard let base = mmap(nil, count, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else { return nil }
        return MappedFile(bytes: UnsafeRawBufferPointer(start: base, count: count))
    }
}
