import BrocadeCore
import BrocadeTUI

/// The designs woven in create mode: `designs/NAME.json` under the data
/// directory, one file per design, read and written like every other file
/// (capped reads, atomic writes, a bad file set aside with a notice).
extension Storage {
    /// A design is a grid of at most 16x16 cells: far below this.
    public static let designLimit = 1024 * 1024

    public var designsDirectory: String? { directories.data.map { $0 + "/designs" } }

    func designPath(_ name: String) -> String? {
        guard DesignFile.isValidName(name) else { return nil }
        return designsDirectory.map { $0 + "/\(name).json" }
    }

    /// The names of the saved designs, sorted: files `NAME.json` with a
    /// valid name. Set-aside copies, temporaries and anything else are not designs.
    public func listDesigns() -> [String] {
        guard let dir = designsDirectory else { return [] }
        return FileSystem.list(dir).compactMap { entry -> String? in
            guard entry.hasSuffix(".json") else { return nil }
            let name = String(entry.dropLast(5))
            guard DesignFile.isValidName(name), FileSystem.isRegularFile(dir + "/" + entry) else { return nil }
            return name
        }.sorted()
    }

    /// The design saved as `name`; nil when there is none, or when its file
    /// cannot be read (then it is set aside, with a notice).
    public func loadDesign(named name: String) -> DesignFile? {
        guard let path = designPath(name) else { return nil }
        return readOrSetAside(path, limit: Self.designLimit, what: tr("design '\(name)'"), afresh: false) { try Self.parseDesign($0, name: name) }
    }

    static func parseDesign(_ bytes: [UInt8], name: String) throws -> DesignFile {
        let file = try JSONCoding.decode(DesignFile.self, from: bytes).validated()
        // A file renamed by hand would otherwise be saved back under another name.
        guard file.name == name else {
            throw ValidationError(tr("the file is named '\(name)' but holds the design '\(file.name)'"))
        }
        return file
    }

    /// Saves a design under its name, replacing the one of that name.
    /// Throws for a name brocade does not give, or when it cannot be written.
    public func writeDesign(_ file: DesignFile) throws {
        let file = try file.validated()
        guard let path = designPath(file.name) else {
            throw StorageError("designs", directories.problem ?? tr("no data directory"))
        }
        // A file of that name which is not a readable design is the player's
        // to recover: it is set aside, never written over.
        if FileSystem.exists(path) {
            _ = readOrSetAside(path, limit: Self.designLimit, what: tr("design '\(file.name)'"), afresh: false) { try Self.parseDesign($0, name: file.name) }
        }
        try FileSystem.writeAtomically(try JSONCoding.encode(file), to: path)
    }
}
