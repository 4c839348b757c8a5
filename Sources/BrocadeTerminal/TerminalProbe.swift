import BrocadeCore
import BrocadeTUI
import CNcursesw
import CTerminalSignals
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a terminfo entry says, read without starting ncurses.
public struct TerminfoEntry: Hashable, Sendable {
    /// Its colour count; 0 when it names none.
    public var colors: Int
    /// Whether ncurses's `has_colors()` says yes on it.
    public var hasColors: Bool
    /// Whether it can move the cursor, which brocade needs.
    public var addressesCursor: Bool
    /// Its compiled file, when one was found where ncurses looks.
    public var path: String?

    public init(colors: Int, hasColors: Bool, addressesCursor: Bool = true, path: String? = nil) {
        self.colors = colors
        self.hasColors = hasColors
        self.addressesCursor = addressesCursor
        self.path = path
    }
}

/// What brocade sees of its terminal and locale, gathered without taking
/// the terminal over: for `--check-terminal`. Tests make one by hand.
public struct TerminalFacts {
    public var inputIsTerminal: Bool
    public var outputIsTerminal: Bool
    /// The terminal device, as `ttyname` gives it.
    public var device: String?
    /// The locale's character set once the environment's locale is adopted.
    public var codeset: String
    /// The terminal's size, nil when neither input nor output is a terminal.
    public var size: Size?
    /// What the terminal answered when asked for its background (OSC 11).
    public var background: BackgroundAnswer = .notAsked
    /// What the terminal answered about pictures, and the choice made of
    /// it; nil when it was not asked.
    public var graphics: GraphicsProbe.Result?
    public var ncursesVersion: String
    /// The terminfo entry of a terminal type; nil when there is none.
    public var terminfo: (String) -> TerminfoEntry?

    public init(inputIsTerminal: Bool, outputIsTerminal: Bool, device: String? = nil, codeset: String, size: Size?,
                ncursesVersion: String = "", terminfo: @escaping (String) -> TerminfoEntry?) {
        self.inputIsTerminal = inputIsTerminal
        self.outputIsTerminal = outputIsTerminal
        self.device = device
        self.codeset = codeset
        self.size = size
        self.ncursesVersion = ncursesVersion
        self.terminfo = terminfo
    }

    /// Both standard input and output are terminals, as the game needs.
    public var isTerminal: Bool { inputIsTerminal && outputIsTerminal }
}

/// The terminal's answer to OSC 11, the background colour query.
public enum BackgroundAnswer: Hashable, Sendable {
    case notAsked
    case noAnswer
    case color(Color)
}

public enum TerminalProbe {
    /// Adopts the environment's locale, as the game does before ncurses
    /// starts, and returns its character set ("UTF-8", "ANSI_X3.4-1968").
    ///
    /// A locale that is not installed (containers often have only C, C.UTF-8
    /// and POSIX) leaves the C locale, whose characters are ASCII; when its
    /// name says UTF-8 ("zh_CN.UTF-8"), the characters are taken from
    /// C.UTF-8, so the terminal still gets UTF-8 (the words come from our own
    /// catalogues, not the locale's). `wantUTF8` does the same for any
    /// locale: the player asked for a language ASCII cannot write.
    @discardableResult
    public static func adoptLocale(environment: [String: String], wantUTF8: Bool = false) -> String {
        if setlocale(LC_ALL, "") == nil, let name = Language.characterLocale(environment), Language.namesUTF8(name) {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        var codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        if wantUTF8, !TerminalCapabilities.isUTF8(codeset: codeset), setlocale(LC_CTYPE, "C.UTF-8") != nil {
            codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        }
        return codeset
    }

    /// Looks at the terminal, the locale and terminfo; draws nothing and
    /// changes no terminal mode. `graphics` is the mode asked for and where.
    public static func look(environment: [String: String],
                            graphics: (GraphicsMode, GraphicsSource) = (.auto, .standard)) -> TerminalFacts {
        brocade_unblock_signals()
        let input = isatty(STDIN_FILENO) == 1, output = isatty(STDOUT_FILENO) == 1
        let codeset = adoptLocale(environment: environment, wantUTF8: Language.current.needsUnicode)
        let size = self.size()
        let device = [STDIN_FILENO, STDOUT_FILENO].lazy.compactMap { fd -> String? in
            guard isatty(fd) == 1, let name = ttyname(fd) else { return nil }
            return String(cString: name)
        }.first
        let version = curses_version().map { String(cString: $0) }.map { $0.hasPrefix("ncurses ") ? String($0.dropFirst(8)) : $0 } ?? ""
        var facts = TerminalFacts(inputIsTerminal: input, outputIsTerminal: output, device: device, codeset: codeset,
                                  size: size, ncursesVersion: version) { term in
            entry(term, environment: environment)
        }
        // Asked as the game asks it (raw mode for that moment only), with
        // every question about pictures that is safe to ask, in one round trip.
        if facts.isTerminal {
            let questions = GraphicsProbe.questions(mode: graphics.0, environment: environment, background: true, report: true)
            let probe = GraphicsProbe.ask(mode: graphics.0, source: graphics.1, environment: environment, questions: questions)
            facts.background = probe.background
            facts.graphics = probe
        }
        return facts
    }

    /// The terminal's size, from standard output or else standard input;
    /// nil when neither is a terminal.
    public static func size() -> Size? {
        for fd in [STDOUT_FILENO, STDIN_FILENO] where isatty(fd) == 1 {
            var rows: Int32 = 0, cols: Int32 = 0
            if brocade_tty_size(fd, &rows, &cols) == 0, rows > 0, cols > 0 {
                return Size(width: Int(cols), height: Int(rows))
            }
        }
        return nil
    }

    static func entry(_ term: String, environment: [String: String]) -> TerminfoEntry? {
        guard !term.isEmpty else { return nil }
        var colors: Int32 = 0, hasColors: Int32 = 0, cup: Int32 = 0
        guard brocade_terminfo_facts(term, &colors, &hasColors, &cup) == 0 else { return nil }
        let path = TerminfoLocator.path(of: term, environment: environment) { access($0, R_OK) == 0 }
        return TerminfoEntry(colors: max(0, Int(colors)), hasColors: hasColors != 0, addressesCursor: cup != 0, path: path)
    }

    /// Throws away input that arrived but was not read: mouse reports a
    /// terminal sent just before reporting was turned off would otherwise
    /// reach the shell as typed text. Waits `milliseconds` first for any
    /// still on their way.
    public static func discardPendingInput(after milliseconds: Int32 = 100) {
        guard isatty(STDIN_FILENO) == 1 else { return }
        usleep(UInt32(max(0, milliseconds)) * 1000)
        tcflush(STDIN_FILENO, TCIFLUSH)
    }
}

/// Where ncurses finds a terminal type's compiled entry, searched in its
/// order: `TERMINFO`, `~/.terminfo`, `TERMINFO_DIRS` (an empty element is
/// the system directory), then the usual system directories. Each holds
/// the entry under its first letter, or that letter in hexadecimal.
public enum TerminfoLocator {
    public static let systemDirectories = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo",
                                           "/usr/local/share/terminfo", "/opt/homebrew/share/terminfo"]

    public static func directories(environment env: [String: String]) -> [String] {
        var dirs: [String] = []
        if let t = env["TERMINFO"], !t.isEmpty { dirs.append(t) }
        if let home = env["HOME"], !home.isEmpty { dirs.append(home + "/.terminfo") }
        if let list = env["TERMINFO_DIRS"] {
            for d in list.split(separator: ":", omittingEmptySubsequences: false) {
                dirs.append(d.isEmpty ? "/usr/share/terminfo" : String(d))
            }
        }
        dirs += systemDirectories
        var seen = Set<String>()
        return dirs.filter { seen.insert($0).inserted }
    }

    public static func path(of term: String, environment: [String: String], exists: (String) -> Bool) -> String? {
        guard let first = term.unicodeScalars.first, !term.contains("/") else { return nil }
        let letter = String(first)
        let hex = first.value < 16 ? "0" + String(first.value, radix: 16) : String(first.value, radix: 16)
        for dir in directories(environment: environment) {
            for sub in [letter, hex] {
                let p = "\(dir)/\(sub)/\(term)"
                if exists(p) { return p }
            }
        }
        return nil
    }
}
