import BrocadeCore
import BrocadeTUI

/// `brocade --check-terminal`'s report: what the game sees of the terminal,
/// as plain lines for a bug report. The colour depth and Unicode are decided
/// by the same functions the game starts with, from the same environment.
/// Pure: the facts, the environment and the mouse check's result come in.
public struct TerminalReport {
    /// What the mouse check found.
    public enum Mouse: Equatable, Sendable {
        /// The first press, release or wheel report, 0-based, and its encoding.
        case report(PointerEvent.Kind, at: Point, encoding: MouseEncoding?)
        /// The wait ended with no click; the last motion report, if any came.
        case noClick(seconds: Int, lastMotion: Point?)
        /// A key ended the wait, or an option left it out.
        case skipped(String)
        /// The check could not run.
        case notChecked(String)
    }

    public var version: String
    public var facts: TerminalFacts
    public var environment: [String: String]
    /// The command line's --no-color and --ascii.
    public var noColor = false
    public var ascii = false
    /// The settings' `theme = "mono"`, which draws without colour too.
    public var monoTheme = false
    /// The smallest terminal the game plays in.
    public var minimumSize: Size
    public var mouse: Mouse
    /// The files' lines: what, then where.
    public var files: [(String, String)]
    /// A line for the system the game runs on ("Linux 6.1.0 x86_64"), if known.
    public var system: String?
    /// The language in use and what chose it, if known.
    public var language: String?

    public init(version: String, facts: TerminalFacts, environment: [String: String], minimumSize: Size,
                mouse: Mouse, files: [(String, String)] = [], system: String? = nil) {
        self.version = version
        self.facts = facts
        self.environment = environment
        self.minimumSize = minimumSize
        self.mouse = mouse
        self.files = files
        self.system = system
    }

    public var lines: [String] {
        var out = ["brocade \(version)"]
        if let system { out.append(tr("system: \(system)")) }
        if !facts.ncursesVersion.isEmpty { out.append(tr("ncurses: \(facts.ncursesVersion)")) }
        out.append(tr("tty: \(ttyLine)"))
        out.append(tr("TERM: \(termLine)"))
        out.append(tr("colours: \(coloursLine)"))
        out.append(tr("background: \(backgroundLine)"))
        out += graphicsLines
        out.append(tr("UTF-8: \(utf8Line)"))
        if let language { out.append(tr("language: \(language)")) }
        out.append(tr("size: \(sizeLine)"))
        out.append(tr("mouse: \(mouseLine)"))
        if !files.isEmpty {
            out.append(tr("files:"))
            let labels = files.map { tr("\($0.0):") }
            let width = labels.map { TextWidth.of($0) }.max() ?? 0
            for (label, (_, where_)) in zip(labels, files) {
                out.append("  " + label + String(repeating: " ", count: width - TextWidth.of(label) + 1) + where_)
            }
        }
        return out.map(SafeText.clean)
    }

    public var text: String { lines.joined(separator: "\n") + "\n" }

    // MARK: Lines

    /// A variable as it is set: `NAME=value`, or `NAME unset`.
    func variable(_ name: String) -> String {
        environment[name].map { "\(name)=\(SafeText.clean($0))" } ?? tr("\(name) unset")
    }

    var term: String? { environment["TERM"].flatMap { $0.isEmpty ? nil : $0 } }

    /// TERM's entry, when the game could start on it.
    var usableEntry: TerminfoEntry? {
        guard let term, let e = facts.terminfo(term), e.addressesCursor else { return nil }
        return e
    }

    var ttyLine: String {
        switch (facts.inputIsTerminal, facts.outputIsTerminal) {
        case (true, true): return facts.device ?? tr("standard input and output are a terminal")
        case (false, false): return tr("none: standard input and output are not a terminal (the game needs both)")
        case (true, false): return tr("standard output is not a terminal (the game needs it to be)")
        case (false, true): return tr("standard input is not a terminal (the game needs it to be)")
        }
    }

    var termLine: String {
        guard let term else { return tr("not set (the game needs it, for example TERM=xterm-256color)") }
        let name = SafeText.clean(term)
        guard let entry = facts.terminfo(term) else { return tr("\(name) (no terminfo entry found)") }
        let file = entry.path.map { "terminfo: " + $0 } ?? tr("terminfo entry found, file not located")
        if !entry.addressesCursor { return tr("\(name) (\(file); it cannot move the cursor, which the game needs)") }
        return tr("\(name) (\(file))")
    }

    var coloursLine: String {
        let env = variable("COLORTERM") + tr(", ") + variable("NO_COLOR")
        guard let term, let entry = usableEntry else { return tr("unknown (no usable terminfo entry; \(env))") }
        // The entry the game draws with: COLORTERM may pick a direct-colour one.
        let choice = TerminalCapabilities.directColorChoice(term: term, environment: environment, noColor: noColor) {
            facts.terminfo($0)?.colors
        }
        let drawn = choice.entry.flatMap { facts.terminfo($0) } ?? entry
        let caps = TerminalCapabilities.resolve(reportedColors: drawn.colors, hasColors: drawn.hasColors, codesetIsUTF8: true,
                                                environment: environment, noColor: noColor, ascii: false)
        let offered = ColorDepth(colors: drawn.hasColors ? drawn.colors : 0)
        let has = offered == .none ? nil : tr("the terminal has \(Self.name(offered))")
        var depth = caps.colorDepth
        var why: [String?] = []
        if depth == .none {
            if noColor { why = ["--no-color", has] }
            else if !(environment["NO_COLOR"] ?? "").isEmpty { why = [tr("NO_COLOR is set"), has] }
            else { why = [tr("the terminfo entry has no colours")] }
        } else if monoTheme {
            depth = .none
            why = [tr("theme = \"mono\" in the settings"), has]
        } else {
            switch choice {
            case .own:
                why = [tr("TERM's own entry is direct")]
            case .family(let e):
                why = [tr("drawn through \(SafeText.clean(e)), as COLORTERM asks")]
            case .generic(let e):
                why = [tr("drawn through \(SafeText.clean(e)), which sends the standard RGB sequences, as COLORTERM asks: TERM's family has no direct-colour entry")]
            case .notInstalled(let names):
                let looked = names.map(SafeText.clean).joined(separator: tr(", "))
                why = [names.isEmpty ? tr("COLORTERM asks for 24-bit colour, but no direct-colour entry of this TERM's family is installed")
                    : tr("COLORTERM asks for 24-bit colour, but no direct-colour entry of this TERM's family is installed (looked for \(looked))")]
            case .notAsked, .colourOff, .noEntry, .noColours:
                break
            }
        }
        let parts = [depth == .direct ? "truecolor" : nil] + why + [env]
        let reasons = parts.compactMap { $0 }.joined(separator: tr("; "))
        return tr("\(Self.depthName(depth)) (\(reasons))")
    }

    /// The terminal's background and what the game makes of it: drawn on
    /// when dark or unknown, its own dark ground painted when light.
    var backgroundLine: String {
        switch facts.background {
        case .notAsked:
            return facts.isTerminal ? tr("not asked") : tr("not asked (not a terminal)")
        case .noAnswer:
            return tr("no answer to OSC 11 within \(Int(TerminalBackground.timeoutMilliseconds)) ms: taken as dark, the game draws on it")
        case .color(let c):
            let hex = ColorContrast.rgb(c, depth: .direct).map { rgb in
                "#" + [rgb.0, rgb.1, rgb.2].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
            } ?? "?"
            return ColorContrast.isDark(c) ? tr("\(hex), dark: the game draws on it")
                : tr("\(hex), light: the game paints its own dark ground")
        }
    }

    /// How pictures are drawn and why, a cell's size in pixels and where it
    /// came from, and what the terminal answered (XTVERSION, DA1, kitty).
    var graphicsLines: [String] {
        guard let g = facts.graphics else {
            return [tr("graphics: \(facts.isTerminal ? tr("not asked") : tr("not asked (not a terminal)"))")]
        }
        let choice = g.choice
        let kind = choice.kind == .blocks ? tr("blocks (half blocks)") : choice.kind.rawValue
        var out = [tr("graphics: \(kind) (\(choice.reason.description))")]
        if let c = choice.cellPixels, let from = choice.cellPixelsSource {
            out.append(tr("cell: \(c.width)x\(c.height) pixels (from \(from.rawValue))"))
        } else if g.asked.contains(.pixels) {
            out.append(tr("cell: size in pixels unknown (TIOCGWINSZ gives none, no answer to CSI 16t or CSI 14t)"))
        } else {
            out.append(tr("cell: size in pixels unknown (TIOCGWINSZ gives none)"))
        }
        guard let r = g.replies else { return out }
        var parts: [String] = []
        parts.append(r.version.map { "XTVERSION " + $0 } ?? tr("no XTVERSION"))
        if let a = r.deviceAttributes {
            let list = "DA1 " + a.map(String.init).joined(separator: ";")
            parts.append(r.sixel ? tr("\(list) (4: sixel)") : tr("\(list) (no sixel)"))
        } else {
            parts.append(tr("no DA1 within \(Int(TerminalBackground.timeoutMilliseconds)) ms"))
        }
        if !g.asked.contains(.kitty) {
            parts.append(tr("kitty graphics not asked"))
        } else {
            switch r.kitty {
            case .ok: parts.append(tr("kitty graphics OK"))
            case .error(let message): parts.append(tr("kitty graphics: \(message)"))
            case nil: parts.append(tr("no kitty graphics answer"))
            }
        }
        if let c = r.cellPixels { parts.append("CSI 16t \(c.width)x\(c.height)") }
        if let a = r.textAreaPixels { parts.append("CSI 14t \(a.width)x\(a.height)") }
        out.append(tr("replies: \(parts.joined(separator: tr("; ")))"))
        return out
    }

    static func name(_ depth: ColorDepth) -> String {
        depth == .direct ? tr("direct (truecolor)") : depthName(depth)
    }

    /// "none", "8", "256" or "direct" in the player's language.
    static func depthName(_ depth: ColorDepth) -> String {
        switch depth {
        case .none: return tr("none", context: "colours")
        case .direct: return tr("direct")
        default: return depth.description
        }
    }

    var utf8Line: String {
        let vars = ["LC_ALL", "LC_CTYPE", "LANG"].map(variable).joined(separator: tr(", "))
        let codeset = tr("codeset \(facts.codeset.isEmpty ? tr("unknown") : SafeText.clean(facts.codeset))")
        if !TerminalCapabilities.isUTF8(codeset: facts.codeset) {
            return tr("no, the game draws ASCII only (\(codeset); \(vars))")
        }
        if ascii { return tr("yes, but --ascii draws ASCII only (\(codeset); \(vars))") }
        return tr("yes (\(codeset); \(vars))")
    }

    var sizeLine: String {
        let needs = "\(minimumSize.width)x\(minimumSize.height)"
        guard let s = facts.size else { return tr("unknown, not a terminal (the game needs \(needs))") }
        let fits = s.width >= minimumSize.width && s.height >= minimumSize.height
        let size = "\(s.width)x\(s.height)"
        return fits ? tr("\(size) (big enough: the game needs \(needs))") : tr("\(size) (too small: the game needs \(needs))")
    }

    var mouseLine: String {
        switch mouse {
        case .report(let kind, let p, let encoding):
            guard let encoding else { return tr("\(Self.name(kind)) at column \(p.x + 1), row \(p.y + 1)") }
            return tr("\(Self.name(kind)) at column \(p.x + 1), row \(p.y + 1) (\(encoding))")
        case .noClick(let seconds, let motion):
            if let m = motion {
                return tr("no click within \(seconds) s; motion reports arrived (last at column \(m.x + 1), row \(m.y + 1))")
            }
            return tr("none arrived within \(seconds) s")
        case .skipped(let why): return tr("skipped (\(why))")
        case .notChecked(let why): return tr("not checked (\(why))")
        }
    }

    static func name(_ kind: PointerEvent.Kind) -> String {
        switch kind {
        case .press(.primary): return tr("click")
        case .press(.middle): return tr("middle click")
        case .press(.secondary): return tr("right click")
        case .release(.primary): return tr("left button release")
        case .release(.middle): return tr("middle button release")
        case .release(.secondary): return tr("right button release")
        case .release(nil): return tr("button release")
        case .move(nil): return tr("motion")
        case .move(.primary): return tr("left drag")
        case .move(.middle): return tr("middle drag")
        case .move(.secondary): return tr("right drag")
        case .wheel(.up): return tr("wheel up")
        case .wheel(.down): return tr("wheel down")
        case .wheel(.left): return tr("wheel left")
        case .wheel(.right): return tr("wheel right")
        }
    }
}
