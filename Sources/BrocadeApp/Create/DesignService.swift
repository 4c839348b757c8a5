import BrocadeCore
import BrocadeTUI
import Synchronization

/// Where designs are kept and how they leave brocade: the command line
/// gives one that writes `designs/NAME.json` and exports PNG and ANSI
/// files; tests give `MemoryDesigns`. Saves and exports run off the event
/// loop (create mode's effects), so a service is safe on any thread.
public protocol DesignService: AnyObject, Sendable {
    /// The saved designs' names, sorted.
    func listDesigns() -> [String]
    /// A saved design; nil when there is none (or it was set aside as corrupt).
    func loadDesign(named name: String) -> DesignFile?
    func saveDesign(_ file: DesignFile) throws
    /// Writes the whole design as a PNG and as an ANSI text file; returns where.
    func exportDesign(_ file: DesignFile) throws -> [String]
}

/// Designs kept in memory, behind a lock: the game screen saves from
/// another thread while a test reads them.
public final class MemoryDesigns: DesignService {
    private struct Kept {
        var files: [String: DesignFile] = [:]
        var exported: [String] = []
        var failure: String?
    }

    private let kept = Mutex(Kept())

    public var files: [String: DesignFile] {
        get { kept.withLock { $0.files } }
        set { kept.withLock { $0.files = newValue } }
    }

    public var exported: [String] {
        get { kept.withLock { $0.exported } }
        set { kept.withLock { $0.exported = newValue } }
    }

    /// Set, every save and export fails with it.
    public var failure: String? {
        get { kept.withLock { $0.failure } }
        set { kept.withLock { $0.failure = newValue } }
    }

    public init() {}

    public func listDesigns() -> [String] { files.keys.sorted() }
    public func loadDesign(named name: String) -> DesignFile? { files[name] }

    public func saveDesign(_ file: DesignFile) throws {
        try kept.withLock {
            if let failure = $0.failure { throw ValidationError(failure) }
            $0.files[file.name] = file
        }
    }

    public func exportDesign(_ file: DesignFile) throws -> [String] {
        try kept.withLock {
            if let failure = $0.failure { throw ValidationError(failure) }
            let paths = ["/designs/\(file.name).png", "/designs/\(file.name).ans"]
            $0.exported += paths
            return paths
        }
    }
}

/// A design as a picture the jigsaws and the sliding puzzle can play:
/// named "design:NAME".
public enum DesignPicture {
    static let prefix = "design:"

    public static func name(_ design: String) -> String { prefix + design }

    /// The design a picture's name gives, if it names one.
    public static func designName(of picture: String) -> String? {
        picture.hasPrefix(prefix) ? String(picture.dropFirst(prefix.count)) : nil
    }

    public static func info(_ file: DesignFile) -> PictureInfo {
        PictureInfo(name: name(file.name), file: "", title: tr("Design · \(file.name)"),
                    description: tr("Your own design, \(2 * file.design.columns)x\(file.design.rows) tiles."))
    }
}
