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
        if let system { out.append("system: " + system) }
        if !facts.ncursesVersion.isEmpty { out.append("ncurses: " + facts.ncursesVersion) }
        out.append("tty: " + ttyLine)
        out.append("TERM: " + termLine)
        out.append("colours: " + coloursLine)
        out.append("UTF-8: " + utf8Line)
        out.append("size: " + sizeLine)
        out.append("mouse: " + mouseLine)
        if !files.isEmpty {
            out.append("files:")
            let width = files.map { TextWidth.of($0.0) }.max() ?? 0
            for (what, where_) in files {
                out.append("  " + what + ":" + String(repeating: " ", count: width - TextWidth.of(what) + 1) + where_)
            }
        }
        return out.map(SafeText.clean)
    }

    public var text: String { lines.joined(separator: "\n") + "\n" }

    // MARK: Lines

    /// A variable as it is set: `NAME=value`, or `NAME unset`.
    func variable(_ name: String) -> String {
        environment[name].map { "\(name)=\(SafeText.clean($0))" } ?? "\(name) unset"
    }

    var term: String? { environment["TERM"].flatMap { $0.isEmpty ? nil : $0 } }

    /// TERM's entry, when the game could start on it.
    var usableEntry: TerminfoEntry? {
        guard let term, let e = facts.terminfo(term), e.addressesCursor else { return nil }
        return e
    }

    var ttyLine: String {
        switch (facts.inputIsTerminal, facts.outputIsTerminal) {
        case (true, true): return facts.device ?? "standard input and output are a terminal"
        case (false, false): return "none: standard input and output are not a terminal (the game needs both)"
        case (true, false): return "standard output is not a terminal (the game needs it to be)"
        case (false, true): return "standard input is not a terminal (the game needs it to be)"
        }
    }

    var termLine: String {
        guard let term else { return "not set (the game needs it, for example TERM=xterm-256color)" }
        let name = SafeText.clean(term)
        guard let entry = facts.terminfo(term) else { return "\(name) (no terminfo entry found)" }
        let file = entry.path.map { "terminfo: " + $0 } ?? "terminfo entry found, file not located"
        if !entry.addressesCursor { return "\(name) (\(file); it cannot move the cursor, which the game needs)" }
        return "\(name) (\(file))"
    }

    var coloursLine: String {
        let env = variable("COLORTERM") + ", " + variable("NO_COLOR")
        guard let term, let entry = usableEntry else { return "unknown (no usable terminfo entry; \(env))" }
        // The entry the game draws with: COLORTERM may pick a direct-colour one.
        let direct = TerminalCapabilities.directColorEntry(term: term, environment: environment, noColor: noColor) {
            facts.terminfo($0)?.colors
        }
        let drawn = direct.flatMap { facts.terminfo($0) } ?? entry
        let caps = TerminalCapabilities.resolve(reportedColors: drawn.colors, hasColors: drawn.hasColors, codesetIsUTF8: true,
                                                environment: environment, noColor: noColor, ascii: false)
        let offered = ColorDepth(colors: drawn.hasColors ? drawn.colors : 0)
        let has = offered == .none ? nil : "the terminal has \(Self.name(offered))"
        var depth = caps.colorDepth
        var why: [String?] = []
        if depth == .none {
            if noColor { why = ["--no-color", has] }
            else if !(environment["NO_COLOR"] ?? "").isEmpty { why = ["NO_COLOR is set", has] }
            else { why = ["the terminfo entry has no colours"] }
        } else if monoTheme {
            depth = .none
            why = ["theme = \"mono\" in the settings", has]
        } else if let direct {
            why = ["drawn through \(SafeText.clean(direct)), as COLORTERM asks"]
        } else if let ct = environment["COLORTERM"]?.lowercased(), ct == "truecolor" || ct == "24bit" {
            why = ["no direct-colour entry for this TERM is installed"]
        }
        let parts = [depth == .direct ? "truecolor" : nil] + why + [env]
        return depth.description + " (" + parts.compactMap { $0 }.joined(separator: "; ") + ")"
    }

    static func name(_ depth: ColorDepth) -> String {
        depth == .direct ? "direct (truecolor)" : depth.description
    }

    var utf8Line: String {
        let vars = ["LC_ALL", "LC_CTYPE", "LANG"].map(variable).joined(separator: ", ")
        let codeset = "codeset " + (facts.codeset.isEmpty ? "unknown" : SafeText.clean(facts.codeset))
        if !TerminalCapabilities.isUTF8(codeset: facts.codeset) {
            return "no, the game draws ASCII only (\(codeset); \(vars))"
        }
        if ascii { return "yes, but --ascii draws ASCII only (\(codeset); \(vars))" }
        return "yes (\(codeset); \(vars))"
    }

    var sizeLine: String {
        let needs = "the game needs \(minimumSize.width)x\(minimumSize.height)"
        guard let s = facts.size else { return "unknown, not a terminal (\(needs))" }
        let fits = s.width >= minimumSize.width && s.height >= minimumSize.height
        return "\(s.width)x\(s.height) (\(fits ? "big enough" : "too small"): \(needs))"
    }

    var mouseLine: String {
        switch mouse {
        case .report(let kind, let p, let encoding):
            let at = "at column \(p.x + 1), row \(p.y + 1)"
            let how = encoding.map { " (\($0))" } ?? ""
            return Self.name(kind) + " " + at + how
        case .noClick(let seconds, let motion):
            if let m = motion {
                return "no click within \(seconds) s; motion reports arrived (last at column \(m.x + 1), row \(m.y + 1))"
            }
            return "none arrived within \(seconds) s"
        case .skipped(let why): return "skipped (\(why))"
        case .notChecked(let why): return "not checked (\(why))"
        }
    }

    static func name(_ kind: PointerEvent.Kind) -> String {
        func button(_ b: PointerButton?) -> String {
            switch b {
            case .primary: return "left "
            case .middle: return "middle "
            case .secondary: return "right "
            case nil: return ""
            }
        }
        switch kind {
        case .press(.primary): return "click"
        case .press(let b): return button(b) + "click"
        case .release(let b): return button(b) + "button release"
        case .move(let b): return b == nil ? "motion" : button(b) + "drag"
        case .wheel(let d): return "wheel \(d.rawValue)"
        }
    }
}
