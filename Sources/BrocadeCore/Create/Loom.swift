import BrocadeTUI

/// A design on the loom, as create mode plays it: the design and the name
/// it is kept under once it has one. The name is the design's own, so it
/// goes wherever the state goes: into saves, through undo, back on Continue.
public struct Loom: GameRules {
    public enum Move: Equatable, Sendable {
        /// A change to the design.
        case edit(Design.Move)
        /// The name it is kept under (a save of before).
        case name(String)
        /// Kept under a name: the name, and the design as it was written,
        /// so that a later save can tell whether the file still holds it.
        case kept(name: String, design: Design)
    }

    public var design: Design
    public var name: String?
    /// The design as this loom last wrote it under its name (or found it
    /// there, reopened): nil when not known (a save of before).
    public var kept: Design?

    public init(_ design: Design, name: String? = nil, kept: Design? = nil) {
        self.design = design
        self.name = name
        self.kept = kept
    }

    /// Never won, as its design.
    public var status: GameStatus { design.status }

    public func applying(_ move: Move) -> Loom? {
        switch move {
        case .edit(let m):
            return design.applying(m).map { Loom($0, name: name, kept: kept) }
        case .name(let n):
            guard DesignFile.isValidName(n), n != name else { return nil }
            return Loom(design, name: n, kept: kept)
        case .kept(let n, let d):
            guard DesignFile.isValidName(n), n != name || d != kept else { return nil }
            return Loom(design, name: n, kept: d)
        }
    }
}

// Written as a design with its name beside its cells, and its edits as
// the design's moves: a save from before the name was kept reads as a
// design without one.
extension Loom: Codable {
    private enum CodingKeys: String, CodingKey { case name, kept }

    public init(from decoder: Decoder) throws {
        design = try Design(from: decoder)
        let n = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(String.self, forKey: .name)
        if let n, !DesignFile.isValidName(n) {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: tr("the design's name '\(SafeText.clean(n))' is not one brocade gives")))
        }
        name = n
        kept = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(Design.self, forKey: .kept)
    }

    public func encode(to encoder: Encoder) throws {
        try design.encode(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(name, forKey: .name)
        try c.encodeIfPresent(kept, forKey: .kept)
    }
}

extension Loom.Move: Codable {
    private enum CodingKeys: String, CodingKey { case name, kept }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let n = try c.decodeIfPresent(String.self, forKey: .name) {
            if let d = try c.decodeIfPresent(Design.self, forKey: .kept) {
                self = .kept(name: n, design: d)
            } else {
                self = .name(n)
            }
        } else {
            self = .edit(try Design.Move(from: decoder))
        }
    }

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .edit(let m): try m.encode(to: encoder)
        case .name(let n):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(n, forKey: .name)
        case .kept(let n, let d):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(n, forKey: .name)
            try c.encode(d, forKey: .kept)
        }
    }
}
