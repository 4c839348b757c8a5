import BrocadeTUI

/// A file or a value that is not what it claims: said in one line.
public struct ValidationError: Error, Equatable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
