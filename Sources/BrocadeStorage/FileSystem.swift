import BrocadeTUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file operation that failed, with a reason a player can read.
public struct StorageError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(_ path: String, _ reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The reason without the words "cannot write", for a message that
    /// says them itself (an export's); nil where `reason` is all there is.
    public var whyNotWritten: String?

    public var description: String { "\(path): \(reason)" }

    static func errno(_ path: String, _ what: String) -> StorageError {
        let said = String(cString: strerror(Glibc.errno))
        var e = StorageError(path, "\(what): \(said)")
        e.whyNotWritten = said
        return e
    }
}

/// Who may read a file the game writes.
public enum FileAccess: Sendable {
    /// Saves, scores, settings, caches: the player's alone (0600), in
    /// directories made as needed (0700).
    case ownerOnly
    /// A file the player named (an exported picture): 0666 less the umask,
    /// as any command makes a file, in a directory that must exist.
    case usual
}

/// Small POSIX helpers: directories made 0700, files 0600, every write
/// atomic (temporary file, fsync, rename, fsync of the directory), every
/// read capped.
public enum FileSystem {
    /// Creates `path` and its missing parents with mode 0700.
    public static func makeDirectory(_ path: String) throws {
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            current += "/" + part
            var st = stat()
            if stat(current, &st) == 0 {
                if (st.st_mode & S_IFMT) != S_IFDIR { throw StorageError(current, tr("not a directory")) }
                continue
            }
            if mkdir(current, 0o700) != 0 && Glibc.errno != EEXIST {
                throw StorageError.errno(current, tr("cannot create directory"))
            }
        }
    }

    /// Replaces `path` with `bytes` so that a crash at any instant leaves
    /// either the old file or the new one: a temporary file beside it,
    /// written, synced, renamed over it, then the directory synced so the
    /// rename lasts too. The new file has `access`'s mode, whatever the old
    /// one had.
    ///
    /// A symbolic link is followed: the file it points to is replaced and
    /// the link stays (a file kept elsewhere through a link stays there); a
    /// link to nothing is replaced by the file. Anything but a regular file
    /// in the way (a directory, a FIFO, /dev/stdout) is refused: the rename
    /// would replace the device node itself.
    public static func writeAtomically(_ bytes: [UInt8], to path: String, access: FileAccess = .ownerOnly) throws {
        guard !path.isEmpty else { throw StorageError(path, tr("no file name")) }
        if access == .ownerOnly { try makeDirectory(directory(of: path)) }
        var target = path
        var st = stat()
        if stat(path, &st) == 0 {
            guard (st.st_mode & S_IFMT) == S_IFREG else { throw StorageError(path, tr("not a regular file")) }
            if let real = realpath(path, nil) {
                target = String(cString: real)
                free(real)
            }
        }
        let dir = directory(of: target)
        let tmp = "\(dir)/.\(PathText.lastComponent(target)).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, access == .ownerOnly ? 0o600 : 0o666)
        guard fd >= 0 else { throw StorageError.errno(path, tr("cannot write")) }
        var ok = false
        defer {
            if !ok { unlink(tmp) }
        }
        do {
            var offset = 0
            while offset < bytes.count {
                let n = bytes[offset...].withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count) }
                if n < 0 {
                    if Glibc.errno == EINTR { continue }
                    throw StorageError.errno(path, tr("cannot write"))
                }
                offset += n
            }
            guard fsync(fd) == 0 else {
                var e = StorageError.errno(path, tr("cannot sync"))
                e.whyNotWritten = tr("cannot sync: ") + (e.whyNotWritten ?? "")
                throw e
            }
        } catch {
            close(fd)
            throw error
        }
        guard close(fd) == 0 else { throw StorageError.errno(path, tr("cannot write")) }
        guard rename(tmp, target) == 0 else { throw StorageError.errno(path, tr("cannot replace")) }
        ok = true
        let dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dfd >= 0 {
            _ = fsync(dfd)
            close(dfd)
        }
    }

    public enum ReadResult: Equatable {
        case missing
        case bytes([UInt8])
        case tooLarge(Int)
    }

    /// Reads a whole file of at most `limit` bytes; larger files are not read.
    public static func read(_ path: String, limit: Int) throws -> ReadResult {
        // Non-blocking, so a FIFO in a file's place is refused below instead
        // of hanging the game until something writes to it.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 {
            if Glibc.errno == ENOENT { return .missing }
            throw StorageError.errno(path, tr("cannot read"))
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw StorageError.errno(path, tr("cannot read")) }
        if (st.st_mode & S_IFMT) != S_IFREG { throw StorageError(path, tr("not a regular file")) }
        if Int(st.st_size) > limit { return .tooLarge(Int(st.st_size)) }
        var out: [UInt8] = []
        out.reserveCapacity(Int(st.st_size))
        var buf = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = Glibc.read(fd, &buf, buf.count)
            if n < 0 {
                if Glibc.errno == EINTR { continue }
                throw StorageError.errno(path, tr("cannot read"))
            }
            if n == 0 { break }
            out += buf[0..<n]
            // The file may grow while we read it.
            if out.count > limit { return .tooLarge(out.count) }
        }
        return .bytes(out)
    }

    public static func exists(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0
    }

    public static func remove(_ path: String) {
        unlink(path)
    }

    /// Renames `path`, failing rather than replacing a file already at `target`.
    public static func move(_ path: String, to target: String) throws {
        guard !exists(target) else { throw StorageError(target, tr("already exists")) }
        guard rename(path, target) == 0 else { throw StorageError.errno(path, tr("cannot move")) }
    }

    /// The names in a directory (none when it cannot be read), without "." and "..".
    public static func list(_ dir: String) -> [String] {
        guard let d = opendir(dir) else { return [] }
        defer { closedir(d) }
        var names: [String] = []
        while let entry = readdir(d) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// True for a regular file, or a link to one.
    public static func isRegularFile(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG
    }

    /// When a regular file was last written, in nanoseconds since 1970; nil when it is not one.
    public static func modified(_ path: String) -> Int64? {
        var st = stat()
        guard stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
    }

    /// Moves a file that could not be read out of the way, keeping it for
    /// the player; returns its new path.
    public static func setAside(_ path: String, now: Int = Int(time(nil))) throws -> String {
        var t = time_t(now)
        var tmv = tm()
        gmtime_r(&t, &tmv)
        var buf = [CChar](repeating: 0, count: 32)
        strftime(&buf, buf.count, "%Y%m%dT%H%M%SZ", &tmv)
        let stamp = String(decoding: buf.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var target = path + ".corrupt-" + stamp
        var n = 1
        while exists(target) {
            n += 1
            target = path + ".corrupt-" + stamp + "-\(n)"
        }
        guard rename(path, target) == 0 else { throw StorageError.errno(path, tr("cannot move aside")) }
        return target
    }

    /// True when files can be created in `dir` (made if missing).
    public static func checkWritable(_ dir: String) throws {
        try makeDirectory(dir)
        guard access(dir, W_OK | X_OK) == 0 else { throw StorageError.errno(dir, tr("not writable")) }
        let probe = "\(dir)/.probe-\(getpid())"
        let fd = open(probe, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw StorageError.errno(dir, tr("not writable")) }
        close(fd)
        unlink(probe)
    }

    /// Temporary files left by a writer that was killed mid-write.
    public static func removeStaleTemporaries(in dir: String) {
        guard let d = opendir(dir) else { return }
        defer { closedir(d) }
        while let entry = readdir(d) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            guard name.hasPrefix("."), let r = name.firstRange(of: ".tmp-") else { continue }
            let pidPart = name[r.upperBound...].split(separator: "-").first.flatMap { Int32($0) }
            if let pid = pidPart, pid != getpid(), kill(pid, 0) != 0, Glibc.errno == ESRCH {
                unlink("\(dir)/\(name)")
            }
        }
    }

    /// The directory a file is in, as the system calls take it: "." for a bare name.
    static func directory(of path: String) -> String {
        let parent = PathText.parent(path)
        return parent.isEmpty ? "." : parent
    }
}

/// An exclusive lock on `PATH.lock`, held for the duration of a
/// read-modify-write so that two games finishing at once both keep their scores.
public enum FileLock {
    public static func withLock<T>(_ path: String, _ body: () throws -> T) throws -> T {
        let lockPath = path + ".lock"
        try FileSystem.makeDirectory(FileSystem.directory(of: path))
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw StorageError.errno(lockPath, tr("cannot lock")) }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            if Glibc.errno != EINTR { throw StorageError.errno(lockPath, tr("cannot lock")) }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}
