/// A file under the cache home: it only saves time, so a missing, broken or
/// unwritable one is never an error the player hears about; the contents
/// are checked by whoever reads them, and made again when they are bad.
public struct CacheFile: Sendable {
    public let path: String?
    /// The largest file read or written.
    public let limit: Int
    public static let limit = 64 * 1024 * 1024

    public init(path: String?, limit: Int = CacheFile.limit) {
        self.path = path
        self.limit = limit
    }

    /// The bytes, or nil when the file is missing, unreadable or too large.
    public func load() -> [UInt8]? {
        guard let path, case .bytes(let b)? = try? FileSystem.read(path, limit: limit) else { return nil }
        return b
    }

    /// Writes atomically (mode 0600 in a 0700 directory); false when it could not.
    @discardableResult
    public func store(_ bytes: [UInt8]) -> Bool {
        guard let path, bytes.count <= limit else { return false }
        do {
            try FileSystem.writeAtomically(bytes, to: path)
            return true
        } catch {
            return false
        }
    }
}
