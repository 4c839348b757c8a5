/// The characters used to draw frames and markers, in Unicode or plain ASCII
/// (for `--ascii`, and for locales that are not UTF-8).
public struct Glyphs: Sendable {
    public let unicode: Bool
    public let topLeft: Character
    public let topRight: Character
    public let bottomLeft: Character
    public let bottomRight: Character
    public let horizontal: Character
    public let vertical: Character
    public let pointer: Character
    public let separator: String
    public let ellipsis: String
    /// The zigzag and lozenge rows of the brocade band.
    public let bandZigzag: [Character]
    public let bandLozenge: [Character]

    public init(unicode: Bool) {
        self.unicode = unicode
        // Each glyph beside its ASCII stand-in.
        (topLeft, topRight, bottomLeft, bottomRight) = unicode ? ("╭", "╮", "╰", "╯") : ("+", "+", "+", "+")
        (horizontal, vertical, pointer) = unicode ? ("─", "│", "▶") : ("-", "|", ">")
        separator = unicode ? " · " : " - "
        ellipsis = unicode ? "…" : "..."
        bandZigzag = unicode ? ["▲", "▼"] : ["/", "\\"]
        bandLozenge = unicode ? ["◆", "◇"] : ["<", ">"]
    }
}
