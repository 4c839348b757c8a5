import BrocadeTUI

/// A game kept on the shelf of games in progress: its id (the name of its
/// file), when it was last saved, and the save itself.
public struct KeptGame: Equatable, Sendable {
    public var id: String
    /// Seconds since 1970.
    public var savedAt: Int64
    public var bytes: [UInt8]

    public init(id: String, savedAt: Int64, bytes: [UInt8]) {
        self.id = id
        self.savedAt = savedAt
        self.bytes = bytes
    }
}

/// The id that names a game and its file: letters, digits, '-' and '_', at
/// most 64, so that it is always a plain file name.
public enum SaveID {
    public static func isValid(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= 64 && id.utf8.allSatisfy { c in
            (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x2D || c == 0x5F
        }
    }

    public static func random() -> String { String(UInt64.random(in: 1...UInt64.max), radix: 16) }
}
