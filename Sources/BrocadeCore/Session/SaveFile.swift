import BrocadeTUI

/// A save of the first format: the mode's whole session wrapped with a
/// format and version. Read for saves written before the game record.
public struct SaveFile<Game: Codable & Sendable>: Codable, Sendable {
    public static var format: String { "brocade-save" }
    public static var version: Int { 1 }

    public var format: String
    public var version: Int
    public var mode: String
    public var game: Game

    public init(mode: String, game: Game) {
        format = Self.format
        version = Self.version
        self.mode = mode
        self.game = game
    }

    /// Reads a save, checking that it is one, of this version and this mode.
    public static func decode(_ bytes: [UInt8], mode: String) throws -> Game {
        let file = try JSONCoding.decode(SaveFile.self, from: bytes)
        guard file.format == format else { throw ValidationError(tr("not a brocade save")) }
        guard file.version == version else { throw ValidationError(tr("format version \(file.version), expected \(version)")) }
        guard file.mode == mode else { throw ValidationError(tr("a save of \(file.mode), not \(mode)")) }
        return file.game
    }
}
