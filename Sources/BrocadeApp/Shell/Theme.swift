import BrocadeCore
import BrocadeTUI

/// Every style the screens use, worked out once for the terminal's colour
/// depth. Without colour, each state still differs by bold, reverse,
/// underline or dim, and by glyphs.
public struct Theme: Sendable {
    public let depth: ColorDepth

    public var title: CellStyle
    public var subtitle: CellStyle
    public var item: CellStyle
    public var itemSelected: CellStyle
    public var hotkey: CellStyle
    public var hotkeySelected: CellStyle
    public var description: CellStyle
    public var statusBar: CellStyle
    public var statusKey: CellStyle
    public var notice: CellStyle
    public var frame: CellStyle
    public var overlay: CellStyle
    public var overlayTitle: CellStyle
    public var overlayKey: CellStyle
    public var button: CellStyle
    public var buttonFocused: CellStyle
    public var warning: CellStyle
    /// The four Li brocade colours (red, gold, white, blue) and the dark ground.
    public var brocade: [Color]
    public var ground: Color

    // Li brocade's traditional colours.
    static let red = Color.rgb(190, 38, 44)
    static let gold = Color.rgb(232, 178, 48)
    static let ivory = Color.rgb(236, 228, 206)
    static let indigo = Color.rgb(46, 84, 170)
    static let dark = Color.rgb(32, 22, 26)

    public init(depth: ColorDepth) {
        self.depth = depth
        if depth == .none {
            title = CellStyle(attributes: [.bold])
            subtitle = CellStyle(attributes: [.dim])
            item = .plain
            itemSelected = CellStyle(attributes: [.reverse, .bold])
            hotkey = CellStyle(attributes: [.underline])
            hotkeySelected = CellStyle(attributes: [.reverse, .bold, .underline])
            description = CellStyle(attributes: [.dim])
            statusBar = CellStyle(attributes: [.reverse])
            statusKey = CellStyle(attributes: [.reverse, .bold])
            notice = CellStyle(attributes: [.bold, .underline])
            frame = .plain
            overlay = .plain
            overlayTitle = CellStyle(attributes: [.bold])
            overlayKey = CellStyle(attributes: [.bold])
            button = .plain
            buttonFocused = CellStyle(attributes: [.reverse, .bold])
            warning = CellStyle(attributes: [.bold])
            brocade = [.default, .default, .default, .default]
            ground = .default
            return
        }
        let basic = depth <= .ansi16
        let red = basic ? Color.red : Self.red
        let gold = basic ? Color.yellow : Self.gold
        let ivory = basic ? Color.white : Self.ivory
        let indigo = basic ? Color.blue : Self.indigo
        let dark = basic ? Color.black : Self.dark
        brocade = [red, gold, ivory, indigo]
        ground = dark
        title = CellStyle(foreground: gold, attributes: [.bold])
        subtitle = CellStyle(foreground: ivory)
        item = CellStyle()
        itemSelected = CellStyle(foreground: basic ? .black : Self.dark, background: gold, attributes: [.bold])
        hotkey = CellStyle(foreground: gold, attributes: [.underline])
        hotkeySelected = CellStyle(foreground: red, background: gold, attributes: [.bold, .underline])
        description = CellStyle(foreground: basic ? .default : Color.rgb(170, 160, 150))
        statusBar = CellStyle(foreground: ivory, background: basic ? .blue : Color.rgb(40, 52, 96))
        statusKey = CellStyle(foreground: gold, background: basic ? .blue : Color.rgb(40, 52, 96), attributes: [.bold])
        notice = CellStyle(foreground: gold, background: basic ? .blue : Color.rgb(40, 52, 96), attributes: [.bold])
        frame = CellStyle(foreground: gold)
        overlay = CellStyle(foreground: basic ? .white : Self.ivory, background: basic ? .black : Color.rgb(24, 26, 38))
        overlayTitle = CellStyle(foreground: gold, background: overlay.background, attributes: [.bold])
        overlayKey = CellStyle(foreground: basic ? .cyan : Color.rgb(120, 190, 230), background: overlay.background, attributes: [.bold])
        button = CellStyle(foreground: ivory, background: overlay.background, attributes: [])
        buttonFocused = CellStyle(foreground: basic ? .black : Self.dark, background: gold, attributes: [.bold])
        warning = CellStyle(foreground: basic ? .brightRed : Color.rgb(240, 90, 80), attributes: [.bold])
    }
}
