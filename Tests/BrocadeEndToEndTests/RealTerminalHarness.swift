import Foundation
import Testing

/// Runs a command in a real terminal emulator, kitty or `xterm -ti vt340`,
/// on a private X server (Xvfb), and plays it as a player does: the real X
/// pointer moved, pressed and released with xdotool, keys typed with
/// xdotool, and what the player would see read from screenshots of the
/// terminal's window (ImageMagick's `import`), pixel by pixel. foot, which
/// needs Wayland, runs the same way in a headless sway (`WaylandSession`:
/// a virtual pointer, wtype, grim).
///
/// Every wait polls screenshots for what the screen must show, up to a
/// deadline that only bounds a failure; nothing sleeps for a fixed time.
/// Everything started (the X server, the terminal and what runs in it) is
/// ended in `deinit`, so on every exit path, a failed test's included.
///
/// The command runs as `sh -c 'COMMAND; <marker>; sleep'`: once it has ended,
/// the shell paints a green marker in the top-left cells (`exited`), so a
/// test can wait for the program to be gone and then look at what it left
/// on the screen.
final class RealTerminal {
    enum Kind: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case kitty
        /// xterm as a VT340, which advertises sixel graphics.
        case xterm
        /// foot, on Wayland: sixel graphics.
        case foot
        /// mlterm 3.9 (sixel): its own tests only (MltermEndToEndTests).
        case mlterm

        /// The terminals every real-terminal test plays in.
        static var allCases: [Kind] { [.kitty, .xterm, .foot] }

        var testDescription: String { self == .xterm ? "xterm -ti vt340" : rawValue }
        /// The programs it needs, itself included.
        var tools: [String] { self == .foot ? ["foot", "convert"] + WaylandSession.tools : RealTerminal.tools + [rawValue] }
    }

    /// A colour as the screenshot has it.
    struct RGB: Hashable, CustomStringConvertible {
        var r: Int, g: Int, b: Int
        var description: String { "(\(r),\(g),\(b))" }
        /// How far from grey: 0 for black, white and every grey between.
        var spread: Int { max(r, g, b) - min(r, g, b) }
        func distance(to o: RGB) -> Int { max(abs(r - o.r), abs(g - o.g), abs(b - o.b)) }
    }

    /// A screenshot of the terminal's window: its pixels, top left first.
    struct Shot {
        let width: Int, height: Int
        let rgb: [UInt8]
        /// The file it was read from (kept only under BROCADE_TEST_SHOTS).
        let name: String

        func pixel(_ x: Int, _ y: Int) -> RGB {
            let i = (y * width + x) * 3
            return RGB(r: Int(rgb[i]), g: Int(rgb[i + 1]), b: Int(rgb[i + 2]))
        }

        /// The pixels of a rectangle of pixels, row by row.
        func pixels(in r: PixelRect) -> [RGB] {
            var out: [RGB] = []
            guard r.y < height, r.x < width else { return out }
            for y in max(0, r.y)..<max(0, min(height, r.y + r.height)) {
                for x in max(0, r.x)..<max(0, min(width, r.x + r.width)) { out.append(pixel(x, y)) }
            }
            return out
        }

        /// Reads a binary PPM (P6, maxval 255), as `import` writes it.
        static func readPPM(_ data: Data, name: String) throws -> Shot {
            let bytes = [UInt8](data)
            var i = 0
            func token() -> Int? {
                while i < bytes.count {
                    if bytes[i] == UInt8(ascii: "#") { while i < bytes.count && bytes[i] != 10 { i += 1 } }
                    else if bytes[i] == 32 || bytes[i] == 10 || bytes[i] == 13 || bytes[i] == 9 { i += 1 }
                    else { break }
                }
                var n = 0, digits = 0
                while i < bytes.count, bytes[i] >= 48, bytes[i] <= 57 { n = n * 10 + Int(bytes[i] - 48); i += 1; digits += 1 }
                return digits > 0 ? n : nil
            }
            guard bytes.count > 2, bytes[0] == UInt8(ascii: "P"), bytes[1] == UInt8(ascii: "6") else {
                throw HarnessError.notFound("a P6 image in \(name)")
            }
            i = 2
            guard let w = token(), let h = token(), let maxval = token(), maxval == 255 else {
                throw HarnessError.notFound("a PPM header with maxval 255 in \(name)")
            }
            i += 1 // the one whitespace byte after the header
            guard bytes.count - i >= w * h * 3 else { throw HarnessError.notFound("\(w)x\(h) pixels in \(name)") }
            return Shot(width: w, height: h, rgb: Array(bytes[i..<(i + w * h * 3)]), name: name)
        }
    }

    struct PixelRect: CustomStringConvertible {
        var x: Int, y: Int, width: Int, height: Int
        var description: String { "\(width)x\(height)+\(x)+\(y)" }
    }

    let kind: Kind
    /// Scratch: the program's HOME, the terminal's log, the screenshots.
    let dir: String
    var home: String { dir + "/home" }
    /// The X display, ":N".
    private(set) var display = ""
    /// The terminal's window, as xdotool names it.
    private(set) var window = ""
    /// The terminal's size in cells, as the shell inside it read it (stty size).
    private(set) var columns = 0, rows = 0
    /// A cell's size in pixels.
    private(set) var cellWidth = 0, cellHeight = 0
    private var xvfb: pid_t = 0
    /// foot's compositor (ended after the terminal, when this is released),
    /// and foot's window in its output.
    private var wayland: WaylandSession?
    private var windowRect = PixelRect(x: 0, y: 0, width: 0, height: 0)
    static let windowClass = "brocade-realterm"
    private var terminal: pid_t = 0
    private var shots = 0

    /// The tools these tests need, by the program each runs.
    static let tools = ["Xvfb", "xdotool", "import", "convert"]

    /// Makes the scratch directory (`dir`, where a test may put the files
    /// its command reads) and starts Xvfb; `start` then starts the terminal.
    /// Outside CI a missing tool skips the test (the test is cancelled,
    /// saying what to install); under CI=true it fails, as does a terminal
    /// that cannot start anywhere.
    init(_ kind: Kind) throws {
        self.kind = kind
        var template = Array((NSTemporaryDirectory() + "/brocade-realterm-XXXXXX").utf8CString)
        dir = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        try FileManager.default.createDirectory(atPath: dir + "/home", withIntermediateDirectories: true)
        let missing = kind.tools.filter { TerminalHarness.which($0) == nil }
        if !missing.isEmpty {
            let why = "missing \(missing.joined(separator: ", ")): `make test-deps` installs them"
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                Issue.record("CI=true and \(why)")
                throw HarnessError.notFound(missing.joined(separator: ", "))
            }
            // A cancelled test reads as passed: the warning says it did not run.
            Issue.record(Comment(rawValue: "not run: " + why), severity: .warning)
            try Test.cancel(Comment(rawValue: why))
        }
        if kind == .foot {
            wayland = try WaylandSession(dir: dir, appID: Self.windowClass, log: dir + "/sway.log")
        } else {
            try startX()
        }
    }

    deinit {
        // The terminal first: its pty closes, and the shell and the program
        // in it get SIGHUP. Then what is left of its process group, then X.
        for pid in [terminal, xvfb] where pid > 0 { Self.end(pid) }
        try? FileManager.default.removeItem(atPath: dir)
    }

    /// Ends a child started by `spawn`, and its process group: asked, then
    /// told after 5 s.
    static func end(_ pid: pid_t) {
        kill(-pid, SIGTERM)
        kill(pid, SIGTERM)
        if !reap(pid, within: 5) {
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
            _ = reap(pid, within: 5)
        }
    }

    // MARK: Starting

    /// Xvfb on a free display. A number is free when no lock file
    /// (/tmp/.X<N>-lock) and no socket hold it; they are tried from a random
    /// one in 100-999, clear of the low numbers people start by hand. Two
    /// starts can still race for one number: the loser's Xvfb exits ("server
    /// already active") and the next number is tried. `-displayfd` has Xvfb
    /// write the number to us once it accepts connections. Should the test
    /// runner itself be killed, nothing outlives it for long: the shell's
    /// watchdog ends the shell and brocade, the terminal closes with them,
    /// and Xvfb (`-terminate`) exits once its last client has gone.
    private func startX() throws {
        let numberFile = dir + "/display"
        var number = Int.random(in: 100..<1000)
        for _ in 0..<20 {
            number = number % 900 + 101
            if FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
                || FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") { continue }
            let pid = try Self.spawn(["Xvfb", ":\(number)", "-displayfd", "3", "-screen", "0", "2100x1300x24",
                                      "-nolisten", "tcp", "-terminate"],
                                     environment: ProcessInfo.processInfo.environment,
                                     log: dir + "/xvfb.log", fd3: numberFile)
            let ready = try wait("Xvfb on :\(number) (\(dir)/xvfb.log)", log: "xvfb.log", giveUp: false) {
                let text = (try? String(contentsOfFile: numberFile, encoding: .utf8)) ?? ""
                return text.hasSuffix("\n") ? true : nil
            } alive: { Self.running(pid) }
            if ready == true {
                xvfb = pid
                display = ":\(number)"
                return
            }
            _ = Self.reap(pid, within: 1)
        }
        Issue.record("no free X display for Xvfb (\(dir)/xvfb.log)")
        throw HarnessError.notFound("a free X display")
    }

    /// Starts the terminal, `columns` x `rows` cells, running `command` (a
    /// shell command line) with HOME in the scratch directory, and waits for
    /// its window and its shell.
    func start(columns: Int, rows: Int, command: String) throws {
        let sizeFile = dir + "/size"
        // The marker: ten cells of green background at the top left, which
        // nothing of brocade's draws, once the command has ended.
        // A watchdog in the background: should the test runner die without
        // its deinit (Ctrl-C, a crash), it ends the shell, the command and
        // itself; the terminal closes with its shell, and Xvfb follows.
        let watchdog = "(while kill -0 \(getpid()) 2>/dev/null; do sleep 1; done; kill -TERM 0) &"
        // foot starts its shell at 80x24 and sets the size it was asked
        // for a moment later: wait for that (10 s at most) before reading it.
        let settle = kind == .foot
            ? "i=0; while [ \"$(stty size)\" != '\(rows) \(columns)' ] && [ $i -lt 200 ]; do sleep 0.05; i=$((i+1)); done;" : ""
        let script = "\(watchdog) \(settle) stty size > '\(sizeFile)'; \(command); printf '\\033[H\\033[42m          \\033[0m'; exec sleep 600"
        let windowClass = Self.windowClass
        var argv: [String]
        switch kind {
        case .kitty:
            argv = ["kitty", "--config", "NONE", "--class", windowClass,
                    "-o", "remember_window_size=no",
                    "-o", "initial_window_width=\(columns)c", "-o", "initial_window_height=\(rows)c",
                    "-o", "font_size=10", "-o", "placement_strategy=top-left", "-o", "window_padding_width=0",
                    "-o", "cursor_blink_interval=0", "-o", "enable_audio_bell=no", "-o", "update_check_interval=0",
                    "sh", "-c", script]
        case .xterm:
            // TERM as most xterm users set it (xterm's own is 8 colours);
            // 256 sixel colour registers, as sixel users set them (a VT340
            // has 16, too few for a picture: a gradient would show a colour
            // or two a cell); no inner border, so the cells start at the
            // window's corner.
            argv = ["xterm", "-ti", "vt340", "-tn", "xterm-256color", "-xrm", "XTerm*numColorRegisters: 256", "-class", windowClass,
                    "-fa", "Monospace", "-fs", "10", "-b", "0", "-geometry", "\(columns)x\(rows)+0+0",
                    "-e", "sh", "-c", script]
        case .foot:
            // Its own defaults (no config) but for the green of the shell's
            // marker (foot's is pale), the grid at the window's corner.
            argv = ["foot", "--config=/dev/null", "--app-id=\(windowClass)", "--window-size-chars=\(columns)x\(rows)",
                    "-o", "font=monospace:size=10", "-o", "pad=0x0", "-o", "colors.regular2=00a000", "sh", "-c", script]
        case .mlterm:
            // -N: the window's class; no scrollbar, no inner border (the
            // cells start at the window's corner); 14-pixel type, so 200x60
            // fits the X screen.
            argv = ["mlterm", "-N", windowClass, "-O", "none", "--border=0", "-w", "14", "-g", "\(columns)x\(rows)+0+0",
                    "-e", "sh", "-c", script]
        }
        var env = ProcessInfo.processInfo.environment
        for name in env.keys where name.hasPrefix("XDG_") || name.hasPrefix("KITTY") || name.hasPrefix("BROCADE_")
            || ["COLORTERM", "TERM", "TMUX", "WAYLAND_DISPLAY", "NO_COLOR", "LANGUAGE", "LC_MESSAGES"].contains(name) {
            env[name] = nil
        }
        env["DISPLAY"] = display
        if let wayland {
            env["DISPLAY"] = nil
            env["WAYLAND_DISPLAY"] = wayland.socketName
            env["XDG_RUNTIME_DIR"] = wayland.runtime
        }
        env["HOME"] = home
        env["LANG"] = "C.UTF-8"
        env["LC_ALL"] = "C.UTF-8"
        terminal = try Self.spawn(argv, environment: env, log: dir + "/terminal.log")
        let alive = { [terminal] in Self.running(terminal) }
        let size = try wait("the shell in \(kind.rawValue) to start (\(dir)/terminal.log)") { () -> [Int]? in
            let text = (try? String(contentsOfFile: sizeFile, encoding: .utf8)) ?? ""
            let parts = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
            return parts.count == 2 ? parts : nil
        } alive: { alive() }!
        self.rows = size[0]
        self.columns = size[1]
        if let wayland {
            try #require(self.columns == columns && self.rows == rows,
                         "foot: its shell reads \(self.columns)x\(self.rows) cells, not the \(columns)x\(rows) asked")
            // Floating at the corner, its size whole cells (it first shows
            // tiled, as large as the output, then moves).
            let rect = try wait("foot's window at the top left, \(self.columns)x\(self.rows) cells") { () -> PixelRect? in
                guard let r = try? wayland.window(appID: windowClass), r.x == 0, r.y == 0,
                      r.width % max(1, self.columns) == 0, r.height % max(1, self.rows) == 0,
                      r.width < WaylandSession.outputWidth else { return nil }
                return r
            } alive: { alive() }!
            windowRect = rect
            cellWidth = rect.width / max(1, self.columns)
            cellHeight = rect.height / max(1, self.rows)
            try #require(cellWidth >= 5 && cellHeight >= 8, "foot: \(self.columns)x\(self.rows) cells in a \(rect) window")
            return
        }
        // The window shown (kitty makes and drops another of its class while
        // it starts), with its size.
        let found = try wait("\(kind.rawValue)'s window") { () -> (String, String)? in
            guard let r = try? xdotool(["search", "--onlyvisible", "--class", windowClass]),
                  let id = r.split(separator: "\n").first.map(String.init),
                  let geometry = try? xdotool(["getwindowgeometry", "--shell", id]) else { return nil }
            return (id, geometry)
        } alive: { alive() }!
        window = found.0
        let geometry = found.1
        func value(_ key: String) -> Int {
            geometry.split(separator: "\n").first { $0.hasPrefix(key + "=") }.flatMap { Int($0.dropFirst(key.count + 1)) } ?? 0
        }
        // The cells fill the window from its top left corner (no padding, no
        // border); what is left over is a sliver at the right and bottom.
        cellWidth = value("WIDTH") / max(1, self.columns)
        cellHeight = value("HEIGHT") / max(1, self.rows)
        try #require(cellWidth >= 5 && cellHeight >= 8,
                     "\(kind.rawValue): \(self.columns)x\(self.rows) cells in a \(value("WIDTH"))x\(value("HEIGHT")) window")
        // No window manager: the keyboard goes where the focus is put.
        _ = try? xdotool(["mousemove", "--window", window, "\(cellWidth / 2)", "\(cellHeight / 2)"])
        _ = try? xdotool(["windowfocus", window])
    }

    // MARK: Cells and pixels

    /// The pixels of a rectangle of cells (0-based cells).
    func pixels(column: Int, row: Int, width: Int = 1, height: Int = 1) -> PixelRect {
        PixelRect(x: column * cellWidth, y: row * cellHeight, width: width * cellWidth, height: height * cellHeight)
    }

    /// The middle of a cell, in pixels.
    func center(_ column: Int, _ row: Int) -> (x: Int, y: Int) {
        (column * cellWidth + cellWidth / 2, row * cellHeight + cellHeight / 2)
    }

    // MARK: Driving: the real pointer and keyboard

    /// Moves the pointer to the middle of a cell and presses the left button.
    func pointerDown(_ column: Int, _ row: Int) throws {
        let p = center(column, row)
        if let wayland {
            try wayland.movePointer(x: windowRect.x + p.x, y: windowRect.y + p.y)
            return try wayland.button(down: true)
        }
        try xdotool(["mousemove", "--window", window, "\(p.x)", "\(p.y)", "mousedown", "1"])
    }

    /// Moves the pointer (a button held or not) to the middle of a cell.
    func pointerMove(_ column: Int, _ row: Int) throws {
        let p = center(column, row)
        if let wayland { return try wayland.movePointer(x: windowRect.x + p.x, y: windowRect.y + p.y) }
        try xdotool(["mousemove", "--window", window, "\(p.x)", "\(p.y)"])
    }

    /// Releases the left button. In foot the pointer then leaves the window
    /// (sway draws it into screenshots); with no button held, brocade is
    /// told nothing of that.
    func pointerUp() throws {
        if let wayland {
            try wayland.button(down: false)
            return try wayland.movePointer(x: WaylandSession.outputWidth - 1, y: WaylandSession.outputHeight - 1)
        }
        try xdotool(["mouseup", "1"])
    }

    /// Keys by their X names: "Return", "Right", "q".
    func keys(_ names: String...) throws {
        for name in names {
            if let wayland { try wayland.key(name) } else { try xdotool(["key", name]) }
        }
    }

    // MARK: Seeing

    /// A screenshot of the terminal's window. Under BROCADE_TEST_SHOTS=DIR
    /// each is also kept there as a PNG, to look at.
    func shot() throws -> Shot {
        shots += 1
        let path = dir + "/shot-\(shots).ppm"
        if let wayland {
            try wayland.screenshot(windowRect, to: path)
        } else {
            let r = try TerminalHarness.runFull(["import", "-display", display, "-window", window, "-depth", "8", path], cpuTimeout: 20)
            guard r.status == 0 else { throw HarnessError.notFound("a screenshot of \(kind.rawValue)'s window: \(r.stderr)") }
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw HarnessError.notFound("a screenshot of \(kind.rawValue)'s window (\(path))")
        }
        defer { unlink(path) }
        let name = "\(kind.rawValue)-\(shots)"
        if let keep = ProcessInfo.processInfo.environment["BROCADE_TEST_SHOTS"], !keep.isEmpty {
            try? FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
            _ = try? TerminalHarness.runFull(["convert", path, "\(keep)/\(tag)-\(name).png"])
        }
        return try Shot.readPPM(data, name: name)
    }

    /// What names this test's screenshots under BROCADE_TEST_SHOTS.
    var tag = "shot"

    /// Screenshots until one satisfies `ok` (30 s at most, which only bounds
    /// a failure: a debug binary beside other builds can take seconds to draw).
    @discardableResult
    func waitForShot(_ what: String, timeout: Double = 30, _ ok: (Shot) -> Bool) throws -> Shot {
        let end = Date().addingTimeInterval(timeout)
        var last: Shot?
        while Date() < end {
            let s = try shot()
            if ok(s) { return s }
            last = s
            guard Self.running(terminal) else { break }
            usleep(50_000)
        }
        Issue.record("""
            \(kind.testDescription): timed out waiting until \(what) (last screenshot \(last?.name ?? "none"); \
            set BROCADE_TEST_SHOTS=DIR to keep them)
            \(terminalState())
            """)
        throw HarnessError.timeout(what)
    }

    /// The screen once two screenshots in a row are the same above the
    /// last row (a frame can reach the window in pieces; the status line's
    /// clock ticks), and `ok` holds of it.
    @discardableResult
    func settledShot(_ what: String, timeout: Double = 30, _ ok: (Shot) -> Bool = { _ in true }) throws -> Shot {
        var previous: ArraySlice<UInt8> = []
        let above = (rows - 1) * cellHeight
        return try waitForShot("\(what), settled", timeout: timeout) { s in
            let now = s.rgb[..<min(s.rgb.count, above * s.width * 3)]
            defer { previous = now }
            return now == previous && ok(s)
        }
    }

    /// Whether the command has ended: the shell's green marker is painted.
    static func showsExitMarker(_ s: Shot, _ t: RealTerminal) -> Bool {
        // Cells 1 to 8 of the top row, every pixel green.
        let r = t.pixels(column: 1, row: 0, width: 8, height: 1)
        return s.pixels(in: r).allSatisfy { $0.g > 120 && $0.r < 90 && $0.b < 90 }
    }

    func waitForExit(timeout: Double = 30) throws -> Shot {
        try settledShot("the program ends (the shell paints its marker)", timeout: timeout) { Self.showsExitMarker($0, self) }
    }

    // MARK: Processes

    @discardableResult
    func xdotool(_ args: [String]) throws -> String {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        let r = try TerminalHarness.runFull(["xdotool"] + args, environment: env, cpuTimeout: 5)
        guard r.status == 0 else {
            throw HarnessError.notFound("xdotool \(args.joined(separator: " ")): \(r.stderr)\n\(terminalState())")
        }
        return r.stdout
    }

    /// Whether the terminal still runs, and the end of its output, for a failure's message.
    func terminalState() -> String {
        let log = (try? String(contentsOfFile: dir + "/terminal.log", encoding: .utf8)) ?? ""
        let state = terminal > 0 && Self.running(terminal) ? "runs" : "has ended"
        return "\(kind.rawValue) \(state); its output ends:\n\(log.suffix(1500))"
    }

    /// Polls `probe` every 50 ms until it gives a value, while `alive`
    /// holds (a process that died will never give it), 30 s at most. When
    /// the process dies: with `giveUp`, fails the test, showing the end of
    /// `log` (in the scratch directory); without, returns nil.
    private func wait<T>(_ what: String, timeout: Double = 30, log: String = "terminal.log", giveUp: Bool = true,
                         _ probe: () -> T?, alive: () -> Bool) throws -> T? {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if let v = probe() { return v }
            guard alive() else {
                if let v = probe() { return v }
                guard giveUp else { return nil }
                let text = (try? String(contentsOfFile: dir + "/" + log, encoding: .utf8)) ?? ""
                Issue.record("\(kind.testDescription): gave up waiting for \(what): the process ended\n\(text.suffix(2000))")
                throw HarnessError.notFound(what)
            }
            usleep(50_000)
        }
        Issue.record("\(kind.testDescription): timed out waiting for \(what)")
        throw HarnessError.timeout(what)
    }

    /// Starts a process in a process group of its own, without waiting for
    /// it: stdin from /dev/null, stdout and stderr to `log`, and, when
    /// `fd3` is given, file descriptor 3 open for writing on that file.
    static func spawn(_ argv: [String], environment: [String: String], log: String, fd3: String? = nil) throws -> pid_t {
        try TerminalHarness.spawnProcess(argv, environment: environment.map { "\($0.key)=\($0.value)" }, output: log, fd3: fd3,
                                         ownGroup: true)
    }

    /// Whether a child started by `spawn` still runs (reaping it if not).
    static func running(_ pid: pid_t) -> Bool {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == 0
    }

    /// Waits for a child to end, `seconds` at most; whether it did.
    static func reap(_ pid: pid_t, within seconds: Double) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while Date() < end {
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid || (r < 0 && errno != EINTR) { return true }
            usleep(20_000)
        }
        return false
    }
}
