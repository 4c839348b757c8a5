/// How pictures reach the terminal, as the player asks for it
/// (`--graphics`, the `graphics` setting).
public enum GraphicsMode: String, CaseIterable, Hashable, Sendable {
    /// Whatever the terminal shows best: kitty graphics, else sixel, else half blocks.
    case auto
    /// The kitty graphics protocol, even when the terminal did not say it has it.
    case kitty
    /// Sixel, even when the terminal's device attributes do not list it.
    case sixel
    /// Half blocks, as every terminal shows them.
    case blocks
}

/// The way pictures are drawn once the terminal is known.
public enum GraphicsProtocol: String, CaseIterable, Hashable, Sendable {
    case kitty
    case sixel
    /// Half blocks: two pixels a cell, text only.
    case blocks
}

/// Where the mode the choice started from was asked.
public enum GraphicsSource: Hashable, Sendable {
    /// Nobody asked: auto.
    case standard
    /// `--graphics`.
    case option
    /// `graphics = "…"` in the settings file.
    case setting
}

/// Where a cell's size in pixels was found.
public enum CellPixelsSource: String, Hashable, Sendable {
    /// The tty's window size (TIOCGWINSZ's pixels over its rows and columns).
    case ioctl = "TIOCGWINSZ"
    /// The terminal's answer to `CSI 16 t` (a cell's size).
    case cellReport = "CSI 16t"
    /// The terminal's answer to `CSI 14 t` (the text area's size) over its rows and columns.
    case textAreaReport = "CSI 14t"
}

/// The terminal multiplexers that stand between brocade and the terminal.
public enum Multiplexer: String, Hashable, Sendable {
    case tmux
    case screen = "GNU screen"
}

/// Why a choice was made, told in one line by `--check-terminal`.
public enum GraphicsReason: Hashable, Sendable {
    /// The player asked for half blocks.
    case asked(GraphicsSource)
    /// Inside tmux or GNU screen, and what told (`TMUX is set`, `TERM=screen`).
    case multiplexer(Multiplexer, evidence: String)
    /// The terminal type never shows pixels (the Linux console), so it was not asked.
    case textTerminal(String)
    /// Standard input or output is not a terminal: nothing was asked.
    case notATerminal
    /// The terminal answered the kitty graphics query.
    case kittyAnswered
    /// The terminal lists sixel (attribute 4) in its device attributes.
    case sixelListed
    /// The terminal answered, with neither.
    case neither
    /// No answer to the device attributes within the wait.
    case noAnswer
    /// The player asked for a protocol; whether the terminal said it had it.
    case forced(GraphicsProtocol, GraphicsSource, advertised: Bool)
    /// The protocol would do, but a cell's size in pixels is unknown, so half blocks.
    case noCellSize(GraphicsProtocol, GraphicsSource)

    /// The line `--check-terminal` prints after the protocol.
    public var description: String {
        switch self {
        case .asked(let source):
            return tr("\(Self.name(source, .blocks)) asks for half blocks")
        case .multiplexer(let m, let evidence):
            switch m {
            case .tmux:
                return tr("inside tmux (\(evidence)): it has no sixel and puts kitty images at the wrong place")
            case .screen:
                return tr("inside GNU screen (\(evidence)): it passes no pictures on")
            }
        case .textTerminal(let term):
            return tr("TERM=\(term) shows no pixels: not asked")
        case .notATerminal:
            return tr("not a terminal: not asked")
        case .kittyAnswered:
            return tr("the terminal answered the kitty graphics query")
        case .sixelListed:
            return tr("the terminal's device attributes list sixel (4)")
        case .neither:
            return tr("no answer to the kitty graphics query, and the device attributes list no sixel")
        case .noAnswer:
            return tr("the terminal did not answer the device attributes query in time")
        case .forced(let kind, let source, let advertised):
            let asked = Self.name(source, GraphicsMode(rawValue: kind.rawValue) ?? .auto)
            return advertised ? tr("\(asked), and the terminal has it") : tr("\(asked), though the terminal did not say it has it")
        case .noCellSize(let kind, let source):
            let name = kind == .kitty ? tr("kitty graphics") : "sixel"
            if source == .standard {
                return tr("the terminal has \(name), but the size of a cell in pixels is unknown (no TIOCGWINSZ pixels, no answer to CSI 16t or CSI 14t)")
            }
            let asked = Self.name(source, GraphicsMode(rawValue: kind.rawValue) ?? .auto)
            return tr("\(asked), but the size of a cell in pixels is unknown (no TIOCGWINSZ pixels, no answer to CSI 16t or CSI 14t)")
        }
    }

    /// `--graphics kitty`, or `graphics = "kitty" in the settings`.
    static func name(_ source: GraphicsSource, _ mode: GraphicsMode) -> String {
        switch source {
        case .option, .standard: return "--graphics \(mode.rawValue)"
        case .setting: return tr("graphics = \"\(mode.rawValue)\" in the settings")
        }
    }
}

/// How pictures are drawn in this run: the protocol, a cell's size in
/// pixels (which the canvas is given, so screens make pixels at that
/// scale), and why. Decided once, before the terminal is taken over.
public struct GraphicsChoice: Hashable, Sendable {
    public var kind: GraphicsProtocol
    /// A cell's size in pixels; never nil for kitty and sixel, and nil for
    /// half blocks when it is unknown.
    public var cellPixels: Size?
    /// Where the cell's size was found.
    public var cellPixelsSource: CellPixelsSource?
    public var reason: GraphicsReason

    public init(kind: GraphicsProtocol, cellPixels: Size?, cellPixelsSource: CellPixelsSource? = nil, reason: GraphicsReason) {
        // Pixels need a cell's size: without one, half blocks.
        self.kind = cellPixels == nil ? .blocks : kind
        self.cellPixels = cellPixels
        self.cellPixelsSource = cellPixels == nil ? nil : cellPixelsSource
        self.reason = reason
    }

    /// Half blocks, and why.
    public static func blocks(_ reason: GraphicsReason) -> GraphicsChoice {
        GraphicsChoice(kind: .blocks, cellPixels: nil, reason: reason)
    }

    /// Whether pictures are drawn as pixels (kitty or sixel).
    public var showsPixels: Bool { kind != .blocks }

    /// What the canvas is given: the cell's pixels when they are shown, nil for half blocks.
    public var canvasCellPixels: Size? { showsPixels ? cellPixels : nil }
}
