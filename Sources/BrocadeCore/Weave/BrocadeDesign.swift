import BrocadeTUI

/// What a dense Li brocade is made of, from its edges in: a border, bands
/// of small figures or geometric patterns, and a centre (a great figure on
/// the axis with small motifs down its sides, more bands, or a lattice edge
/// to edge); then whatever ground is left is strewn with small motifs. The
/// built-in pictures are designs like this (`BuiltInDesigns`), and so is
/// every generated one, so each weaves at whatever size its board asks for.
public struct BrocadeDesign: Hashable, Sendable {
    /// The figures of Li brocade.
    public enum Figure: String, CaseIterable, Hashable, Sendable {
        case strongMan, frog, birds, deer, star
    }

    /// One band across the picture.
    public enum Band: Hashable, Sendable {
        case lattice, chevrons, teeth, stars, crosses, waves, meander, lozenges
        case figures(Figure)

        /// The rows it wants in a picture `height` rows tall.
        func height(in height: Int) -> Int {
            switch self {
            case .figures: return max(12, height * 2 / 9)
            case .lattice: return max(9, height / 6)
            case .meander: return max(6, height / 11)
            default: return max(5, height / 11)
            }
        }
    }

    /// The middle of the picture, between the bands.
    public enum Centre: Hashable, Sendable {
        /// A great figure on the axis, with small motifs down its sides.
        case hero(Figure)
        /// Bands over and over, in this order.
        case bands([Band])
        /// A lattice of lozenges, edge to edge.
        case lattice
    }

    public var ground: LiColor
    /// The threads it is woven in, at least three.
    public var threads: [LiColor]
    /// The bands from the top edge in; the bottom has the same, upside down.
    public var edges: [Band]
    public var centre: Centre
    /// Mixed into every motif's choice of colour and shape.
    public var salt: Int

    public init(ground: LiColor, threads: [LiColor] = LiColor.threads, edges: [Band], centre: Centre, salt: Int) {
        self.ground = ground
        self.threads = threads.count >= 3 ? threads : LiColor.threads
        self.edges = edges
        self.centre = centre
        self.salt = salt
    }
}
