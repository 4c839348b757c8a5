import BrocadeCore
import BrocadeTUI

/// Where designs are kept and how they leave brocade: the command line
/// gives one that writes `designs/NAME.json` and exports PNG and ANSI
/// files; tests give `MemoryDesigns`.
public protocol DesignService: AnyObject {
    /// The saved designs' names, sorted.
    func listDesigns() -> [String]
    /// A saved design; nil when there is none (or it was set aside as corrupt).
    func loadDesign(named name: String) -> DesignFile?
    func saveDesign(_ file: DesignFile) throws
    /// Writes the whole design as a PNG and as an ANSI text file; returns where.
    func exportDesign(_ file: DesignFile) throws -> [String]
}

/// Designs kept in memory.
public final class MemoryDesigns: DesignService {
    public var files: [String: DesignFile] = [:]
    public var exported: [String] = []
    public var failure: String?

    public init() {}

    public func listDesigns() -> [String] { files.keys.sorted() }
    public func loadDesign(named name: String) -> DesignFile? { files[name] }

    public func saveDesign(_ file: DesignFile) throws {
        if let failure { throw ValidationError(failure) }
        files[file.name] = file
    }

    public func exportDesign(_ file: DesignFile) throws -> [String] {
        if let failure { throw ValidationError(failure) }
        let paths = ["/designs/\(file.name).png", "/designs/\(file.name).ans"]
        exported += paths
        return paths
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
