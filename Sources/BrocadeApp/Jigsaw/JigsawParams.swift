import BrocadeCore
import BrocadeTUI

/// What a jigsaw is dealt from: the picture, the variant, the board's size
/// and its rules' switches; saved with every game.
extension JigsawMode {
    public struct Params: Codable, Equatable, Sendable {
        public var picture: PictureInfo
        public var variant: Variant
        /// Pieces across the board (both halves of the picture in the classic variant).
        public var columns: Int
        public var rows: Int
        /// A piece dropped in its own cell stays put.
        public var lock: Bool
        /// Pieces start turned and are turned back (`--rotate`).
        public var rotate: Bool
        /// Pieces are cut with interlocking tabs (`--tabs`).
        public var tabs: Bool
        /// Cells and tray pieces start numbered (`--numbers`); `t` turns the
        /// numbers on and off in play. A help to the eye, not a rule: the
        /// scores do not tell games with numbers apart.
        public var numbers: Bool

        public init(picture: PictureInfo, variant: Variant, columns: Int, rows: Int, lock: Bool, rotate: Bool = false, tabs: Bool = false,
                    numbers: Bool = false) {
            self.picture = picture
            self.variant = variant
            self.columns = columns
            self.rows = rows
            self.lock = lock
            self.rotate = rotate
            self.tabs = tabs
            self.numbers = numbers
        }

        private enum CodingKeys: String, CodingKey { case picture, variant, columns, rows, lock, rotate, tabs, numbers }

        // Saves from before turned pieces and tabs have no `rotate` or `tabs`;
        // saves from before the numbers were a choice were played with them.
        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(picture: try c.decode(PictureInfo.self, forKey: .picture), variant: try c.decode(Variant.self, forKey: .variant),
                      columns: try c.decode(Int.self, forKey: .columns), rows: try c.decode(Int.self, forKey: .rows),
                      lock: try c.decode(Bool.self, forKey: .lock), rotate: try c.decodeIfPresent(Bool.self, forKey: .rotate) ?? false,
                      tabs: try c.decodeIfPresent(Bool.self, forKey: .tabs) ?? false,
                      numbers: try c.decodeIfPresent(Bool.self, forKey: .numbers) ?? true)
        }

        /// The board for `perHalf` pieces across one half of the picture,
        /// and `rows` rows or as many as the picture's shape asks for.
        public static func make(picture: PictureInfo, provider: PictureProvider, variant: Variant, perHalf: Int, rows: Int?,
                                lock: Bool, rotate: Bool = false, tabs: Bool = false, numbers: Bool = false) -> Params {
            let px = provider.pixelSize(picture) ?? Size(width: 30, height: 40)
            // A tall picture cut into many columns would want more rows than a
            // board has: the picture is then fitted whole into the rows there
            // are, with a frame of its ground at the sides (`Letterbox`).
            let r = rows ?? min(rowsRange.upperBound, JigsawRules.rows(forColumns: perHalf, pixelWidth: px.width, pixelHeight: px.height))
            return Params(picture: picture, variant: variant, columns: variant == .classic ? perHalf * 2 : perHalf, rows: r, lock: lock,
                          rotate: rotate, tabs: tabs, numbers: numbers)
        }

        /// Pieces across one half, and rows: the command line's and the
        /// panel's `cols` and `rows`.
        /// Ten by ten a half is a hundred pieces, two hundred with the
        /// mirror; the panel offers what the terminal has room for (`BoardFit`).
        public static let perHalfRange = 1...10
        public static let rowsRange = 1...10

        public func validated() throws -> Params {
            // The classic board has both halves' pieces.
            guard (1...(2 * Self.perHalfRange.upperBound)).contains(columns), Self.rowsRange.contains(rows) else {
                throw ValidationError(tr("\(columns)x\(rows) pieces is not a board this game has"))
            }
            return self
        }
    }
}
