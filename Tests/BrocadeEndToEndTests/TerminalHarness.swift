import BrocadeTUI
import Foundation
import Testing

/// Runs the real `brocade` binary in a real terminal: a private tmux server
/// with a fixed size and TERM=xterm-256color, a plain bash inside it, and the
/// game started from that shell, so that what the shell sees afterwards
/// (stty modes, tmux's mouse flags) shows whether the terminal was restored.
/// Every wait polls the screen against a deadline; nothing sleeps blindly.
/// Where time itself matters (a long press, two clicks that must not make a
/// double click, the autosave's delay), the test moves brocade's clock on
/// through the input (`pass(_:)`, BROCADE_TEST_INPUT_CLOCK), in order with
/// the keys and clicks around it, whatever the machine's load.
final class TerminalHarness {
    let socket: String
    let target: String
    private static let counter = Counter()

    final class Counter: @unchecked Sendable {
        private var n = 0
        private let lock = NSLock()
        func next() -> Int {
            lock.lock(); defer { lock.unlock() }
            n += 1
            return n
        }
    }

    /// Where the binary under test is: BROCADE_BIN, else the debug build.
    static var binary: String {
        if let b = ProcessInfo.processInfo.environment["BROCADE_BIN"], !b.isEmpty { return b }
        return packageRoot + "/.build/debug/brocade"
    }

    static var packageRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }

    /// A private HOME, so tests never touch the real scores, saves and settings.
    let home: String
    private let ownsHome: Bool

    init(width: Int = 80, height: Int = 24, locale: String = "C.UTF-8", home: String? = nil) throws {
        ownsHome = home == nil
        if let home {
            self.home = home
        } else {
            var template = Array((NSTemporaryDirectory() + "/brocade-home-XXXXXX").utf8CString)
            self.home = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        }
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary),
                     "no brocade binary at \(Self.binary): run `swift build` (make test does)")
        try #require(Self.which("tmux") != nil, "tmux is missing: `make test-deps` installs it")
        socket = "brocade-e2e-\(getpid())-\(Self.counter.next())"
        target = "play:0"
        _ = try Self.run(["tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", "play",
                          "-x", "\(width)", "-y", "\(height)",
                          "-e", "TERM=xterm-256color",
                          "env -u XDG_DATA_HOME -u XDG_STATE_HOME -u XDG_CONFIG_HOME -u COLORTERM BROCADE_TEST_INPUT_CLOCK=1 HOME=\(self.home) TERM=xterm-256color LANG=\(locale) LC_ALL=\(locale) NO_COLOR= PS1='$ ' bash --norc --noprofile"])
        _ = try tmux(["set-option", "-t", "play", "status", "off"])
        try waitFor("$")
    }

    deinit {
        _ = try? tmux(["kill-server"])
        if ownsHome { try? FileManager.default.removeItem(atPath: home) }
    }

    /// The files of a mode's kept games (`STATE/brocade/MODE/ID.json`), sorted.
    func keptGames(_ mode: String) -> [String] {
        let dir = home + "/.local/state/brocade/" + mode
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map { dir + "/" + $0 }
    }

    /// The file of the one kept game of `mode`.
    func keptGame(_ mode: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let files = keptGames(mode)
        try #require(files.count == 1, "kept games of \(mode): \(files)", sourceLocation: sourceLocation)
        return files[0]
    }

    // MARK: Driving

    /// Types a shell command line and presses Enter.
    func shell(_ line: String) throws {
        _ = try tmux(["send-keys", "-t", target, "-l", line])
        _ = try tmux(["send-keys", "-t", target, "Enter"])
    }

    /// Starts brocade with these arguments; its exit status shows as __EXIT=N.
    func launch(_ args: String = "", env: String = "") throws {
        // Run again in the same pane: the last run's __EXIT=N must be gone
        // first, or a loaded machine lets exitStatus read it before this
        // run's `clear` (seen with two runs that both exit 1).
        if try screen().contains("__EXIT") {
            try shell("clear")
            try waitUntil("the screen is cleared") { !$0.contains("__EXIT") }
        }
        try shell("clear; \(env) \(Self.binary) \(args); echo __EXIT=$?")
    }

    /// tmux key names: "Down", "Enter", "C-z", "q".
    func keys(_ names: String...) throws {
        for n in names { _ = try tmux(["send-keys", "-t", target, n]) }
    }

    /// Bytes typed as they are (mouse reports, escape sequences).
    func raw(_ bytes: String) throws {
        _ = try tmux(["send-keys", "-t", target, "-l", bytes])
    }

    /// SGR mouse reports; x and y are 0-based cells.
    func mousePress(_ x: Int, _ y: Int, button: Int = 0) throws { try raw("\u{1B}[<\(button);\(x + 1);\(y + 1)M") }
    func mouseDrag(_ x: Int, _ y: Int) throws { try raw("\u{1B}[<32;\(x + 1);\(y + 1)M") }
    func mouseHover(_ x: Int, _ y: Int) throws { try raw("\u{1B}[<35;\(x + 1);\(y + 1)M") }
    func mouseRelease(_ x: Int, _ y: Int, button: Int = 0) throws { try raw("\u{1B}[<\(button);\(x + 1);\(y + 1)m") }
    /// A click, press and release in one write, so a loaded machine cannot
    /// read them apart and hold the press long enough for a long press.
    func click(_ x: Int, _ y: Int) throws { try raw(Self.press(x, y) + Self.release(x, y)) }
    /// Two clicks in one write: read together, they are a double click.
    func doubleClick(_ x: Int, _ y: Int) throws { try raw(String(repeating: Self.press(x, y) + Self.release(x, y), count: 2)) }
    private static func press(_ x: Int, _ y: Int) -> String { "\u{1B}[<0;\(x + 1);\(y + 1)M" }
    private static func release(_ x: Int, _ y: Int) -> String { "\u{1B}[<0;\(x + 1);\(y + 1)m" }

    /// `ms` milliseconds pass on brocade's clock here, between the input
    /// sent before and after: past a long press, past the double-click
    /// time, past the autosave. The binary runs under
    /// BROCADE_TEST_INPUT_CLOCK, which reads `ESC [ 999 ; ms ~` so; the
    /// wall clock's own time comes on top, so this is a least.
    func pass(_ ms: Int) throws { try raw("\u{1B}[999;\(ms)~") }

    /// Waits until brocade has redrawn for a new size: the status line on
    /// the last row, `check`ed (tmux shows the old picture, cut or padded,
    /// until brocade draws again).
    @discardableResult
    func waitForRedraw(rows: Int, _ what: String, _ check: (String) -> Bool) throws -> String {
        try waitUntil("brocade redraws \(rows) rows: \(what)") { s in
            let lines = s.components(separatedBy: "\n")
            return lines.count >= rows && check(lines[rows - 1])
        }
    }

    func resize(_ width: Int, _ height: Int) throws {
        _ = try tmux(["resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)"])
    }

    // MARK: Reading

    /// One screen cell with its colours as tmux reports them ("" is the default).
    struct StyledCell: Equatable {
        var character: Character
        var fg: String
        var bg: String
        var reverse: Bool
    }

    /// The screen with colours: `capture-pane -e` parsed into cells.
    func styledLines() throws -> [[StyledCell]] {
        let text = try tmux(["capture-pane", "-p", "-e", "-N", "-t", target])
        // tmux writes only what changes from one cell to the next, across
        // line ends too, so the state carries from line to line.
        var state = SGRState()
        return text.components(separatedBy: "\n").map { Self.parseStyled($0, state: &state) }
    }

    /// The styled screen once `settled` holds of it, or the last one read
    /// after `timeout`, for the caller's expectations to say what differs:
    /// tmux may be read while brocade is still writing a frame.
    func styledLines(until settled: ([[StyledCell]]) -> Bool, timeout: Double = 10) throws -> [[StyledCell]] {
        let end = Date().addingTimeInterval(timeout)
        var last = try styledLines()
        while !settled(last) && Date() < end {
            usleep(40_000)
            last = try styledLines()
        }
        return last
    }

    struct SGRState {
        var fg = ""
        var bg = ""
        var reverse = false
    }

    static func parseStyled(_ line: String, state: inout SGRState) -> [StyledCell] {
        var out: [StyledCell] = []
        var fg = state.fg, bg = state.bg, reverse = state.reverse
        defer { state = SGRState(fg: fg, bg: bg, reverse: reverse) }
        var chars = Array(line)[...]
        while let c = chars.first {
            if c == "\u{1B}", chars.dropFirst().first == "[" {
                var params = ""
                var rest = chars.dropFirst(2)
                while let d = rest.first, d != "m" { params.append(d); rest = rest.dropFirst() }
                chars = rest.dropFirst()
                var ps = params.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
                if ps.isEmpty { ps = [0] }
                while let p = ps.first {
                    ps = ps.dropFirst()
                    switch p {
                    case 0: fg = ""; bg = ""; reverse = false
                    case 7: reverse = true
                    case 27: reverse = false
                    case 30...37, 90...97: fg = "\(p)"
                    case 39: fg = ""
                    case 40...47, 100...107: bg = "\(p)"
                    case 49: bg = ""
                    case 38, 48:
                        var v = "\(p)"
                        if ps.first == 5 { v += ";5;\(ps.dropFirst().first ?? 0)"; ps = ps.dropFirst(2) }
                        else if ps.first == 2 { v += ";2;" + ps.dropFirst().prefix(3).map(String.init).joined(separator: ";"); ps = ps.dropFirst(4) }
                        if p == 38 { fg = v } else { bg = v }
                    default: break
                    }
                }
                continue
            }
            out.append(StyledCell(character: c == "\u{A0}" ? " " : c, fg: fg, bg: bg, reverse: reverse))
            chars = chars.dropFirst()
        }
        return out
    }

    /// The screen as text. Coloured blanks are drawn as no-break spaces
    /// (see TerminalScreen); here they read as spaces again.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", target]).replacingOccurrences(of: "\u{A0}", with: " ")
    }

    func lines() throws -> [String] { try screen().components(separatedBy: "\n") }

    /// Waits until the screen contains `text`; returns the screen. The
    /// deadlines (30 s) only bound a failure: a debug binary starting beside
    /// other builds and tests can take more than 10 s to draw.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 30) throws -> String {
        try waitUntil("screen shows \"\(text)\"", timeout: timeout) { $0.contains(text) }
    }

    /// The screen once two reads 40 ms apart agree (10 s at most): what was
    /// waited for may be on screen before the rest of its frame.
    func settledScreen(timeout: Double = 10) throws -> String {
        let end = Date().addingTimeInterval(timeout)
        var last = try screen()
        while Date() < end {
            usleep(40_000)
            let now = try screen()
            if now == last { return now }
            last = now
        }
        return last
    }

    /// The screen once it shows every one of `texts`: a frame can reach tmux
    /// in pieces, so text below the one waited for may not be there yet.
    @discardableResult
    func waitForAll(_ texts: [String], timeout: Double = 30) throws -> String {
        try waitUntil("screen shows \(texts.map { "\"\($0)\"" }.joined(separator: ", "))", timeout: timeout) { s in
            texts.allSatisfy { s.contains($0) }
        }
    }

    @discardableResult
    func waitUntil(_ what: String, timeout: Double = 30, _ ok: (String) -> Bool) throws -> String {
        let end = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < end {
            last = try screen()
            if ok(last) { return last }
            usleep(40_000)
        }
        Issue.record("timed out waiting until \(what); the screen was:\n\(last)")
        throw HarnessError.timeout(what)
    }

    /// Where `text` first appears, as 0-based (column, row); the column
    /// counts display width, so text after Chinese is found where it is drawn.
    /// Waits for it (10 s at most): the text waited for before may be drawn
    /// ahead of it in the same frame.
    func locate(_ text: String, timeout: Double = 10) throws -> (x: Int, y: Int) {
        let end = Date().addingTimeInterval(timeout)
        repeat {
            for (y, line) in try lines().enumerated() {
                if let r = line.range(of: text) {
                    return (TextWidth.of(String(line[..<r.lowerBound])), y)
                }
            }
            usleep(40_000)
        } while Date() < end
        Issue.record("\"\(text)\" is not on the screen:\n\(try screen())")
        throw HarnessError.notFound(text)
    }

    /// The exit status the shell printed after brocade ended.
    func exitStatus(timeout: Double = 30) throws -> Int {
        let s = try waitUntil("brocade exits", timeout: timeout) { $0.range(of: #"__EXIT=\d+"#, options: .regularExpression) != nil }
        let r = s.range(of: #"__EXIT=\d+"#, options: .regularExpression)!
        return Int(s[r].dropFirst("__EXIT=".count))!
    }

    /// tmux's record of the modes the program left the pane in.
    func paneModes() throws -> [String: String] {
        let names = ["mouse_any_flag", "mouse_button_flag", "mouse_standard_flag", "mouse_sgr_flag",
                     "alternate_on", "cursor_flag", "keypad_cursor_flag"]
        let out = try tmux(["display-message", "-p", "-t", target, names.map { "#{\($0)}" }.joined(separator: " ")])
        let values = out.trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: " ")
        return Dictionary(uniqueKeysWithValues: zip(names, values))
    }

    /// The terminal modes as the shell sees them (from `stty -a`).
    func sttyFlags() throws -> Set<String> {
        // The markers are split in the typed line, so only the output matches.
        try shell("clear; echo __ST''TY $(stty -a | tr -s ' ;\\n' ' ') __E''ND")
        let s = try waitFor("__END")
        guard let r = s.range(of: "__STTY"), let e = s.range(of: "__END") else { return [] }
        return Set(s[r.upperBound..<e.lowerBound].replacingOccurrences(of: "\n", with: "").components(separatedBy: " "))
    }

    /// The pid of brocade, the shell's child.
    func gamePID() throws -> Int32 {
        let shellPID = try tmux(["display-message", "-p", "-t", target, "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let end = Date().addingTimeInterval(5)
        while Date() < end {
            let children = (try? String(contentsOfFile: "/proc/\(shellPID)/task/\(shellPID)/children", encoding: .utf8)) ?? ""
            if let first = children.split(separator: " ").first, let pid = Int32(first) { return pid }
            usleep(20_000)
        }
        throw HarnessError.notFound("brocade's pid")
    }

    func signal(_ sig: Int32) throws {
        kill(try gamePID(), sig)
    }

    /// Checks the shell got its terminal back: echo and line mode on, mouse
    /// reporting off, the main screen shown, the cursor visible.
    func expectTerminalRestored(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let modes = try paneModes()
        #expect(modes["mouse_any_flag"] == "0", "mouse any-event tracking left on", sourceLocation: sourceLocation)
        #expect(modes["mouse_button_flag"] == "0", "mouse button-event tracking left on", sourceLocation: sourceLocation)
        #expect(modes["mouse_standard_flag"] == "0", "mouse press reporting left on", sourceLocation: sourceLocation)
        #expect(modes["mouse_sgr_flag"] == "0", "SGR mouse encoding left on", sourceLocation: sourceLocation)
        #expect(modes["alternate_on"] == "0", "still on the alternate screen", sourceLocation: sourceLocation)
        #expect(modes["cursor_flag"] == "1", "cursor left hidden", sourceLocation: sourceLocation)
        let flags = try sttyFlags()
        #expect(flags.contains("echo"), "echo is off: \(flags.sorted())", sourceLocation: sourceLocation)
        #expect(flags.contains("icanon"), "canonical mode is off", sourceLocation: sourceLocation)
        #expect(flags.contains("isig"), "signals from keys are off", sourceLocation: sourceLocation)
        #expect(flags.contains("icrnl"), "CR to NL translation is off", sourceLocation: sourceLocation)
    }

    // MARK: Processes

    @discardableResult
    func tmux(_ args: [String]) throws -> String {
        try Self.run(["tmux", "-L", socket] + args)
    }

    /// Starts `argv` without waiting for it, with a clean signal mask and
    /// default handlers: stdin from /dev/null, stdout to `output`, stderr to
    /// `errors` (else with stdout), file descriptor 3 to `fd3` when given,
    /// and in a process group of its own when `ownGroup`.
    static func spawnProcess(_ argv: [String], environment: [String], output: String, errors: String? = nil, fd3: String? = nil,
                             ownGroup: Bool = false) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if let errors {
            posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        } else {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        if let fd3 { posix_spawn_file_actions_addopen(&actions, 3, fd3, O_WRONLY | O_CREAT | O_TRUNC, 0o600) }
        var attr = posix_spawnattr_t()
        posix_spawnattr_init(&attr)
        defer { posix_spawnattr_destroy(&attr) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attr, &none)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attr, &defaults)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if ownGroup {
            posix_spawnattr_setpgroup(&attr, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attr, Int16(flags))
        let path = which(argv[0]) ?? argv[0]
        var cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        var cEnv: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer {
            cArgs.forEach { free($0) }
            cEnv.forEach { free($0) }
        }
        var pid: pid_t = 0
        var rc = posix_spawn(&pid, path, &actions, &attr, &cArgs, &cEnv)
        // A binary copied a moment ago can be "busy" while another thread's
        // child still holds the copy's descriptor: wait a little and retry.
        for _ in 0..<50 where rc == ETXTBSY {
            usleep(20_000)
            rc = posix_spawn(&pid, path, &actions, &attr, &cArgs, &cEnv)
        }
        guard rc == 0 else { throw HarnessError.notFound("cannot start \(argv[0]): error \(rc)") }
        return pid
    }

    static func which(_ tool: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let p = "\(dir)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }

    @discardableResult
    static func run(_ argv: [String]) throws -> String {
        try runFull(argv).stdout
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs a command with stdin from /dev/null and output to files (so
    /// never a tty). posix_spawn and waitpid directly: simple and safe from a
    /// multithreaded test runner. The command is killed once it has used
    /// `cpuTimeout` seconds of CPU (a loop that never ends), or ten times as
    /// long on the wall clock (a wait that never ends): counted in CPU time,
    /// a loaded machine makes it slower, never kills it.
    static func runFull(_ argv: [String], environment: [String: String]? = nil, cpuTimeout: Double = 30) throws -> Result {
        let dir = NSTemporaryDirectory()
        let tag = UUID().uuidString
        let outPath = dir + "/brocade-e2e-\(tag).out", errPath = dir + "/brocade-e2e-\(tag).err"
        defer {
            unlink(outPath)
            unlink(errPath)
        }
        let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        let pid = try spawnProcess(argv, environment: env, output: outPath, errors: errPath)
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(cpuTimeout * 10)
        while true {
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid { break }
            if r < 0 && errno != EINTR { break }
            if Date() > deadline || cpuSeconds(pid) > cpuTimeout {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                break
            }
            usleep(5_000)
        }
        let code: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let outData = FileManager.default.contents(atPath: outPath) ?? Data()
        let errData = FileManager.default.contents(atPath: errPath) ?? Data()
        return Result(status: code,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// The CPU time a running child has used, user and system (0 when it cannot be read).
private func cpuSeconds(_ pid: pid_t) -> Double {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return 0 }
    // After the name in parentheses: state, then fields 4 on; utime and stime are fields 14 and 15.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
}

enum HarnessError: Error {
    case timeout(String)
    case notFound(String)
}
