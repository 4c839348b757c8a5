import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// Letters read on any terminal: every theme style's letters against their
/// ground, and every letter of the menu and status line as drawn, are at
/// least 3:1 (WCAG's contrast for large text and interface parts), on a
/// white terminal (xterm, urxvt, mlterm's default), a black one, and one
/// that did not say what it is, at each colour depth.
@Suite struct ThemeContrastTests {
    typealias RGB = (UInt8, UInt8, UInt8)

    static let depths: [ColorDepth] = [.ansi8, .ansi16, .palette256, .direct]
    /// The terminals' backgrounds, as OSC 11 answers, and nil for no answer.
    static let backgrounds: [Color?] = [.rgb(255, 255, 255), .rgb(0, 0, 0), nil, .rgb(253, 246, 227), .rgb(30, 30, 30)]

    /// The terminal's own letters on its own background: white on a dark
    /// one, black on a light one; one that did not say is taken as dark.
    static func terminalDefaults(_ background: Color?) -> (fg: RGB, bg: RGB) {
        guard let background, let bg = ColorContrast.rgb(background, depth: .direct) else { return ((229, 229, 229), (0, 0, 0)) }
        return ColorContrast.isDark(background) ? ((229, 229, 229), bg) : ((0, 0, 0), bg)
    }

    /// A cell's letters and ground as the terminal shows them, reverse and
    /// bold applied as xterm does.
    static func shown(_ style: CellStyle, theme: Theme) -> (fg: RGB, bg: RGB) {
        let defaults = terminalDefaults(theme.terminalBackground)
        let bold = style.attributes.contains(.bold)
        var fg = ColorContrast.rgb(style.foreground, depth: theme.depth, bold: bold) ?? defaults.fg
        var bg = ColorContrast.rgb(style.background, depth: theme.depth) ?? defaults.bg
        if style.attributes.contains(.reverse) { swap(&fg, &bg) }
        return (fg, bg)
    }

    static func styles(_ t: Theme) -> [(String, CellStyle)] {
        [("title", t.title), ("subtitle", t.subtitle), ("item", t.item), ("itemSelected", t.itemSelected),
         ("hotkey", t.hotkey), ("hotkeySelected", t.hotkeySelected), ("description", t.description),
         ("statusBar", t.statusBar), ("statusKey", t.statusKey), ("notice", t.notice), ("frame", t.frame),
         ("overlay", t.overlay), ("overlayTitle", t.overlayTitle), ("overlayKey", t.overlayKey),
         ("button", t.button), ("buttonFocused", t.buttonFocused), ("warning", t.warning)]
    }

    @Test(arguments: depths, backgrounds)
    func everyStyleReadsOnItsGround(depth: ColorDepth, background: Color?) {
        let theme = Theme(depth: depth, terminalBackground: background)
        for (name, style) in Self.styles(theme) {
            let (fg, bg) = Self.shown(theme.painted(style), theme: theme)
            let ratio = ColorContrast.ratio(fg, bg)
            #expect(ratio >= 3, "\(name) at \(depth) on \(String(describing: background)): \(ratio)")
        }
    }

    @Test func theGroundIsPaintedUnlessTheTerminalIsDark() {
        #expect(Theme(depth: .direct, terminalBackground: .rgb(255, 255, 255)).paintsGround)
        #expect(Theme(depth: .ansi8, terminalBackground: .rgb(253, 246, 227)).paintsGround)
        // No answer: taken as dark, as the terminals that do not answer mostly are.
        #expect(!Theme(depth: .ansi8, terminalBackground: nil).paintsGround)
        #expect(!Theme(depth: .palette256, terminalBackground: .rgb(0, 0, 0)).paintsGround)
        #expect(!Theme(depth: .none, terminalBackground: .rgb(255, 255, 255)).paintsGround)
    }

    /// Letters, not pictures: block elements, box drawing and shapes
    /// (U+2500–U+25FF) draw the band, the banner and frames.
    static func isLetter(_ c: Character) -> Bool {
        guard let s = c.unicodeScalars.first, c != " ", c != "\u{A0}" else { return false }
        return !(0x2500...0x25FF).contains(s.value)
    }

    /// Every letter cell of a frame under the threshold, as "x,y 'c' ratio".
    static func unreadable(_ canvas: Canvas, theme: Theme, rows: Range<Int>? = nil) -> [String] {
        var out: [String] = []
        for y in rows ?? 0..<canvas.size.height {
            for x in 0..<canvas.size.width {
                let cell = canvas[x, y]
                guard !cell.isContinuation, isLetter(cell.character) else { continue }
                let (fg, bg) = shown(cell.style, theme: theme)
                let r = ColorContrast.ratio(fg, bg)
                if r < 3 { out.append("\(x),\(y) '\(cell.character)' \(r)") }
            }
        }
        return out
    }

    /// The menu (its banner at 200x60, its title line at 80x24), the help
    /// and a game's status line, as drawn, every letter at least 3:1.
    @Test(arguments: depths, backgrounds)
    func theMenuAndStatusLineRead(depth: ColorDepth, background: Color?) {
        for size in [Size(width: 80, height: 24), Size(width: 200, height: 60)] {
            var options = AppOptions(seed: 1, colorDepth: depth)
            options.terminalBackground = background
            let h = AppHarness(options: options, size: size)
            let theme = Theme(depth: depth, terminalBackground: background)
            #expect(Self.unreadable(h.frame(), theme: theme) == [], "menu \(size) \(depth) \(String(describing: background))")
            h.key(.down)
            h.key(.character("?"))
            #expect(Self.unreadable(h.frame(), theme: theme) == [], "help \(size) \(depth) \(String(describing: background))")
        }
    }

    /// Each game's status line (2048's with its undo faint, nothing to
    /// undo yet): no letter under 3:1 there.
    @Test(arguments: depths, backgrounds)
    func everyGamesStatusLineReads(depth: ColorDepth, background: Color?) {
        for mode in [GameMode.twentyFortyEight, .slide] {
            var options = AppOptions(seed: 1, colorDepth: depth, startMode: mode)
            options.terminalBackground = background
            let h = AppHarness(options: options)
            let theme = Theme(depth: depth, terminalBackground: background)
            let canvas = h.frame()
            let last = canvas.size.height - 1
            if mode == .twentyFortyEight { #expect(canvas.rowText(last).contains("undo"), "\(canvas.rowText(last))") }
            #expect(Self.unreadable(canvas, theme: theme, rows: last..<last + 1) == [],
                    "\(mode) \(depth) \(String(describing: background))")
        }
    }
}
