import BrocadeCore
import BrocadeTUI

/// Every style the screens use, worked out once for the terminal's colour
/// depth and background. Without colour, each state still differs by bold,
/// reverse, underline or dim, and by glyphs.
///
/// The colours are made for a dark ground. On a terminal whose background
/// is dark they are drawn on it; on one that said (OSC 11) its background
/// is light, brocade paints its own dark ground under every cell the screens
/// leave to the terminal, and its own ink over the terminal's default
/// letters (`paintsGround`, `painted(_:)`), so every letter reads, whatever
/// the terminal's profile. A terminal that does not say is taken as dark:
/// those that do not answer (the Linux console, screen, tmux without a
/// client) mostly are.
public struct Theme: Sendable {
    public let depth: ColorDepth
    /// The terminal's background as it said; nil when it did not.
    public let terminalBackground: Color?
    /// Whether brocade paints its own ground and ink where a screen leaves
    /// the terminal's default colours: with colour, when the terminal's
    /// background is known to be light.
    public let paintsGround: Bool
    /// The letters' colour where a screen keeps the default foreground and
    /// the ground is painted.
    public var ink: Color

    public var title: CellStyle
    public var subtitle: CellStyle
    public var item: CellStyle
    public var itemSelected: CellStyle
    public var hotkey: CellStyle
    public var hotkeySelected: CellStyle
    /// Words that stand out but are not to be clicked (a hint, the
    /// player's row in the scores): the hotkey's colour without its
    /// underline, which reads as a link.
    public var emphasis: CellStyle {
        var s = hotkey
        s.attributes.remove(.underline)
        s.attributes.insert(.bold)
        return s
    }
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

    /// The terminal's background when a caller says nothing: black, the
    /// background the colours were made for, so screens keep the default.
    public static let assumedBackground = Color.rgb(0, 0, 0)

    /// - Parameter terminalBackground: what the terminal answered to OSC 11;
    ///   nil when it did not answer.
    public init(depth: ColorDepth, terminalBackground: Color? = Theme.assumedBackground) {
        self.depth = depth
        self.terminalBackground = terminalBackground
        paintsGround = depth != .none && terminalBackground.map { !ColorContrast.isDark($0) } ?? false
        ink = .default
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
        ink = ivory
        // Bold makes the first eight colours their bright twins in many
        // terminals (xterm's boldColors): bold black on gold would be grey
        // on yellow. Dark letters on a light bar are never bold in 8 or 16.
        let darkOnLight: TextAttributes = basic ? [] : [.bold]
        title = CellStyle(foreground: gold, attributes: [.bold])
        subtitle = CellStyle(foreground: ivory)
        item = CellStyle()
        itemSelected = CellStyle(foreground: basic ? .black : Self.dark, background: gold, attributes: darkOnLight)
        hotkey = CellStyle(foreground: gold, attributes: [.underline])
        hotkeySelected = CellStyle(foreground: basic ? .blue : Color.rgb(150, 20, 30), background: gold,
                                   attributes: darkOnLight.union(.underline))
        description = CellStyle(foreground: basic ? .default : Color.rgb(170, 160, 150))
        statusBar = CellStyle(foreground: ivory, background: basic ? .blue : Color.rgb(40, 52, 96))
        statusKey = CellStyle(foreground: gold, background: basic ? .blue : Color.rgb(40, 52, 96), attributes: [.bold])
        notice = CellStyle(foreground: gold, background: basic ? .blue : Color.rgb(40, 52, 96), attributes: [.bold])
        frame = CellStyle(foreground: gold)
        overlay = CellStyle(foreground: basic ? .white : Self.ivory, background: basic ? .black : Color.rgb(24, 26, 38))
        overlayTitle = CellStyle(foreground: gold, background: overlay.background, attributes: [.bold])
        overlayKey = CellStyle(foreground: basic ? .cyan : Color.rgb(120, 190, 230), background: overlay.background, attributes: [.bold])
        button = CellStyle(foreground: ivory, background: overlay.background, attributes: [])
        buttonFocused = CellStyle(foreground: basic ? .black : Self.dark, background: gold, attributes: darkOnLight)
        warning = CellStyle(foreground: basic ? .brightRed : Color.rgb(240, 90, 80), attributes: [.bold])
    }
}

extension Theme {
    /// A cell as drawn on this theme's terminal: where the ground is
    /// painted, the terminal's default background becomes the ground and
    /// its default foreground the ink.
    public func painted(_ style: CellStyle) -> CellStyle {
        guard paintsGround else { return style }
        var s = style
        if s.background == .default { s.background = ground }
        if s.foreground == .default { s.foreground = ink }
        return s
    }

    /// Paints the ground and ink into every cell of `canvas` that leaves
    /// them to the terminal (see `paintsGround`).
    public func paint(_ canvas: inout Canvas) {
        guard paintsGround else { return }
        canvas.restyle(canvas.bounds) { $0 = painted($0) }
    }
}
