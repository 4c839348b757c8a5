/// What one sixel terminal does differently, which the presenter must allow
/// for. Told by its XTVERSION answer (`XTerm(379)`, `mlterm(3.9.0)`), else
/// by what it puts in the environment (XTERM_VERSION; MLTERM, TERM=mlterm).
public struct SixelTerminal: Hashable, Sendable {
    /// At most this many sixel images on the screen, nil for no limit.
    /// xterm keeps 16 (MAX_GRAPHICS in its graphics.c) and, when all are in
    /// use, a new image takes the place of the one whose top row is
    /// highest on the screen, whatever its age: that one's pixels are gone.
    /// Konsole, mlterm, foot and WezTerm keep every image.
    public var imageLimit: Int?
    /// Whether a cell inside a sixel whose pixels are all transparent keeps
    /// the text under it. mlterm makes every cell a sixel covers part of the
    /// picture: a transparent one is painted in the window's background
    /// colour (white bars across the tray, between pieces), until text is
    /// written in it again. A tile then never spans such a cell there.
    public var keepsTextUnderTransparentCells: Bool

    public init(imageLimit: Int? = nil, keepsTextUnderTransparentCells: Bool = true) {
        self.imageLimit = imageLimit
        self.keepsTextUnderTransparentCells = keepsTextUnderTransparentCells
    }

    /// A terminal that keeps every image and the text under transparent
    /// cells (Konsole, foot, WezTerm, and those we do not know).
    public static let standard = SixelTerminal()
    /// xterm: 16 images at most.
    public static let xterm = SixelTerminal(imageLimit: 16)
    /// mlterm: transparent cells inside a sixel are painted over.
    public static let mlterm = SixelTerminal(keepsTextUnderTransparentCells: false)

    /// The terminal by its XTVERSION answer, else by its environment. An
    /// answer wins over the environment, which a terminal started from
    /// another one inherits (XTERM_VERSION in a Konsole opened from xterm).
    public static func identify(version: String?, environment env: [String: String]) -> SixelTerminal {
        if let v = version?.lowercased(), !v.isEmpty {
            if v.hasPrefix("xterm(") { return .xterm }
            if v.hasPrefix("mlterm") { return .mlterm }
            return .standard
        }
        if let t = env["TERM"]?.lowercased(), t.hasPrefix("mlterm") { return .mlterm }
        if let m = env["MLTERM"], !m.isEmpty { return .mlterm }
        if let x = env["XTERM_VERSION"], x.lowercased().hasPrefix("xterm(") { return .xterm }
        return .standard
    }
}
