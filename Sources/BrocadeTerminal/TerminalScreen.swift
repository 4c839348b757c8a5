import BrocadeCore
import BrocadeTUI
import CNcursesw
import CTerminalSignals
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal while brocade runs: ncurses set up in raw mode with mouse
/// reporting, and the guarantee that everything is put back on the way out.
public final class TerminalScreen {
    public let capabilities: TerminalCapabilities
    /// Key sequences this terminal's terminfo entry declares.
    public let terminfoKeys: [([UInt8], Key)]
    /// The read end of the pipe the signal handlers write to.
    let signalFD: Int32
    private let window: UnsafeMutablePointer<WINDOW>
    private var previous: Canvas?
    private var isOpen = true
    private var pairs: [PairKey: Int32] = [:]

    private struct PairKey: Hashable {
        var fg: Int32
        var bg: Int32
    }

    // 1000: press/release, 1002: motion while a button is down, 1003: all
    // motion (to highlight what is under the pointer), 1006: SGR encoding,
    // which also works beyond column 223.
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1003h\u{1B}[?1006h"
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l"

    static let pipeSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH]

    /// Checks the terminal and takes it over. Throws, having drawn nothing,
    /// when standard input or output is not a terminal or TERM is unusable.
    ///
    /// `graphics` is how pictures are drawn, decided before (`GraphicsProbe`);
    /// `background` is OSC 11's answer when that probe asked it (asked here otherwise);
    /// `terminalVersion` its XTVERSION answer, which tells the sixel presenter
    /// what this terminal does with images (`SixelTerminal`).
    public static func open(noColor: Bool, ascii: Bool, environment: [String: String],
                            graphics: GraphicsChoice = .blocks(.notATerminal),
                            background asked: BackgroundAnswer = .notAsked,
                            terminalVersion: String? = nil) throws -> TerminalScreen {
        brocade_unblock_signals()
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal }
        guard let term = environment["TERM"], !term.isEmpty else { throw TerminalError.termUnset }
        let utf8 = TerminalCapabilities.isUTF8(codeset: TerminalProbe.adoptLocale(
            environment: environment, wantUTF8: Language.current.needsUnicode && !ascii))
        switch brocade_check_terminal(term) {
        case 0: break
        case 2: throw TerminalError.cannotAddressCursor(term)
        case 3: throw TerminalError.noTerminfoDatabase(term)
        default: throw TerminalError.unknownTerminal(term)
        }
        // COLORTERM: the same terminal, told in the terminfo entry ncurses
        // draws with that it shows RGB (see directColorEntry).
        let entry = TerminalCapabilities.directColorEntry(term: term, environment: environment, noColor: noColor) {
            let n = brocade_terminal_colors($0)
            return n < 0 ? nil : Int(n)
        } ?? term
        // The terminal's background, asked before ncurses reads the input,
        // and only when colours will be drawn on it.
        let drawsColour = !noColor && (environment["NO_COLOR"] ?? "").isEmpty && brocade_terminal_colors(entry) >= 8
        let background: Color?
        switch asked {
        case .notAsked: background = drawsColour ? TerminalBackground.ask() : nil
        case .noAnswer: background = nil
        case .color(let c): background = drawsColour ? c : nil
        }
        return try TerminalScreen(term: entry, utf8: utf8, noColor: noColor, ascii: ascii, environment: environment,
                                  background: background, graphics: graphics,
                                  sixelTerminal: SixelTerminal.identify(version: terminalVersion, environment: environment))
    }

    /// How pictures are drawn in this run, and a cell's size in pixels.
    public let graphics: GraphicsChoice

    /// The terminal's background as it answered OSC 11 before ncurses
    /// started; nil when it did not answer, or colour is off.
    public let background: Color?

    /// What the sixel presenter allows for in this terminal.
    public let sixelTerminal: SixelTerminal

    private init(term: String, utf8: Bool, noColor: Bool, ascii: Bool, environment: [String: String],
                 background: Color?, graphics: GraphicsChoice, sixelTerminal: SixelTerminal) throws {
        self.background = background
        self.graphics = graphics
        self.sixelTerminal = sixelTerminal
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw TerminalError.setupFailed(term) }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        signalFD = fds[0]
        // Our handlers go in before ncurses starts, so it installs none of its own.
        for sig in Self.pipeSignals { _ = brocade_install_pipe_signal(sig, fds[1]) }
        brocade_save_crash_termios(STDIN_FILENO)

        set_escdelay(25)
        guard let out = fdopen(STDOUT_FILENO, "w"), let inp = fdopen(STDIN_FILENO, "r"),
              newterm(term, out, inp) != nil, let win = brocade_stdscr() else {
            for sig in Self.pipeSignals { _ = brocade_default_signal(sig) }
            throw TerminalError.setupFailed(term)
        }
        window = win
        raw()
        noecho()
        nonl()
        keypad(win, true)
        intrflush(win, false)
        // We read stdin ourselves; ncurses must not peek at it during refresh.
        typeahead(-1)
        curs_set(0)
        leaveok(win, true)
        var colors = 0
        if has_colors() {
            start_color()
            use_default_colors()
            colors = Int(brocade_colors())
        }
        capabilities = TerminalCapabilities.resolve(
            reportedColors: colors, hasColors: has_colors(), codesetIsUTF8: utf8,
            environment: environment, noColor: noColor, ascii: ascii)
        terminfoKeys = Self.readTerminfoKeys()

        installCrashRestore()
        brocade_install_crash_handlers()

        wrefresh(win)
        Self.writeRaw(Self.mouseOn)
        if let cell = graphics.canvasCellPixels { showPixels(graphics.kind, cell: cell) }
    }

    deinit { close() }

    /// What a crash handler writes: images off, mouse off, attributes off,
    /// cursor back, keypad and alternate screen off. Termios comes from the
    /// save made before ncurses started.
    private func installCrashRestore() {
        var restore = (pixels is KittyPresenter ? String(decoding: KittyCommands.deleteEverything, as: UTF8.self) : "") + Self.mouseOff
        for cap in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            if let s = brocade_tigetstr(cap) { restore += String(cString: s) }
        }
        let bytes = Array(restore.utf8)
        bytes.withUnsafeBufferPointer { buf in
            buf.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buf.count) {
                brocade_set_crash_restore(STDOUT_FILENO, $0, buf.count)
            }
        }
    }

    /// Who draws the frames' images, nil when the terminal shows cells only.
    private var pixels: PixelPresenter?
    /// A cell's size in pixels while images are drawn, nil otherwise: the
    /// event loop gives it to each frame's canvas.
    public private(set) var cellPixels: Size?
    /// Whether text over an image cuts it (kitty, which draws images over
    /// the text): screens then make what they draw together one image
    /// (`Canvas.flatten`). A sixel is composited cell by cell already.
    public var textCutsImages: Bool { pixels is KittyPresenter }

    /// Draws images from now on with `protocolName`, cells being `cell`
    /// pixels (half blocks: nothing changes).
    public func showPixels(_ protocolName: GraphicsProtocol, cell: Size) {
        guard cell.width > 0, cell.height > 0 else { return }
        switch protocolName {
        case .kitty: pixels = KittyPresenter()
        case .sixel: pixels = SixelScreenPresenter(terminal: sixelTerminal)
        case .blocks: return
        }
        // ncurses must not shift cells with insert/delete character: text
        // would move from under the pixels without the presenter knowing.
        // (It scrolls rows whatever idlok says: see `rowsMayMove`.)
        idcok(window, false)
        idlok(window, false)
        cellPixels = cell
        previous = nil
        installCrashRestore()
    }

    /// A new cell size after a resize (a font change), or nil to keep the one we have.
    public func updateCellPixels(_ cell: Size?) {
        guard pixels != nil, let cell, cell.width > 0, cell.height > 0 else { return }
        cellPixels = cell
    }

    static func readTerminfoKeys() -> [([UInt8], Key)] {
        let caps: [(String, Key)] = [
            ("kcuu1", .up), ("kcud1", .down), ("kcuf1", .right), ("kcub1", .left),
            ("khome", .home), ("kend", .end), ("kpp", .pageUp), ("knp", .pageDown),
            ("kich1", .insert), ("kdch1", .delete), ("kcbt", .backTab), ("kent", .enter),
        ] + (1...12).map { ("kf\($0)", Key.function($0)) }
        var out: [([UInt8], Key)] = []
        for (name, key) in caps {
            guard let s = brocade_tigetstr(name) else { continue }
            let bytes = Array(String(cString: s).utf8)
            // Only escape sequences: a terminal whose Backspace is ^H must not
            // shadow Ctrl-H, and single bytes are decoded anyway.
            if bytes.count > 1, bytes.first == 0x1B { out.append((bytes, key)) }
        }
        return out
    }

    /// ASCII stand-ins for the few symbols that reach a non-Unicode terminal.
    static let asciiFallback: [Character: Character] = [
        "·": ".", "…": ".", "─": "-", "│": "|", "┊": ":", "╭": "+", "╮": "+", "╰": "+", "╯": "+",
        "▶": ">", "◀": "<", "▲": "^", "▼": "v", "◆": "*", "◇": "o", "█": "#", "▀": "^", "▄": "_",
        "\u{A0}": " ", "\u{2002}": " ", "\u{2004}": " ", "\u{2005}": " ", "\u{2006}": " ", "\u{2007}": " ",
        "\u{2008}": " ", "\u{2009}": " ",
    ]

    static func writeRaw(_ s: String) { writeRaw(Array(s.utf8)) }

    static func writeRaw(_ all: [UInt8]) {
        var bytes = all[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBufferPointer { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            bytes = bytes.dropFirst(n)
        }
    }

    /// The size ncurses is drawing at.
    public var size: Size { Size(width: Int(getmaxx(window)), height: Int(getmaxy(window))) }

    /// Reads the tty's size after SIGWINCH and resizes ncurses to it.
    @discardableResult
    public func refreshSize() -> Size {
        var rows: Int32 = 0, cols: Int32 = 0
        if brocade_tty_size(STDOUT_FILENO, &rows, &cols) == 0, rows > 0, cols > 0 {
            resize_term(rows, cols)
        }
        previous = nil
        clearok(window, true)
        pixels?.screenCleared()
        // A new font size may come with the new size: the tty says it, or
        // else the terminal is asked, and the event loop takes its answer.
        let tty = GraphicsProbe.ttyCellPixels()
        if Self.asksCellSize(tty: tty, showsPixels: pixels != nil) { Self.writeRaw(GraphicsProbe.cellSizeQuery) }
        updateCellPixels(tty)
        return size
    }

    /// Whether to ask the terminal its cell size after a resize: it shows
    /// pixels and the tty gives none (a terminal that leaves TIOCGWINSZ's
    /// pixels at 0 answers CSI 16t).
    static func asksCellSize(tty: Size?, showsPixels: Bool) -> Bool { showsPixels && tty == nil }

    /// Copies a canvas to the terminal, touching only cells that changed,
    /// then brings the terminal's images up to it.
    public func present(_ canvas: Canvas) {
        guard isOpen else { return }
        let sz = size
        // Pixels only on a canvas of the terminal's size: any other could
        // reach the last row (a resize under way).
        if canvas.size != sz { pixels?.screenCleared() }
        let pixels = canvas.size == sz ? self.pixels : nil
        let cells = pixels.map { cellsUnderImages(canvas, presenter: $0) } ?? canvas
        let same = previous?.size == cells.size ? previous : nil
        var rewritten = pixels == nil ? [] : [Bool](repeating: false, count: cells.size.area)
        for y in 0..<min(sz.height, cells.size.height) {
            for x in 0..<min(sz.width, cells.size.width) {
                let cell = cells[x, y]
                if cell.isContinuation { continue }
                if let old = same, old[x, y] == cell,
                   x + 1 >= cells.size.width || old[x + 1, y] == cells[x + 1, y] { continue }
                draw(cell, x: Int32(x), y: Int32(y))
                if !rewritten.isEmpty {
                    rewritten[y * cells.size.width + x] = true
                    if x + 1 < cells.size.width && cells[x + 1, y].isContinuation { rewritten[y * cells.size.width + x + 1] = true }
                }
            }
        }
        if let pixels, let old = same, Self.rowsMayMove(from: old, to: cells) { pixels.rowsMoved() }
        previous = cells
        wnoutrefresh(window)
        doupdate()
        if let pixels, let cell = cellPixels {
            let bytes = pixels.frame(canvas, cellPixels: cell, rewritten: rewritten)
            if !bytes.isEmpty { Self.writeRaw(bytes) }
        }
    }

    /// Whether ncurses may scroll rows to draw `new` over `old`: it does, to
    /// move rows it finds again further up or down (whatever idlok says;
    /// the finish's rising sparkles), and the terminal moves the images on
    /// those rows with them (kitty's finished picture came up cut and
    /// stretched). As ncurses's hash map finds them: rows each found once
    /// in both frames, at least three in a row moved alike, and not moved
    /// further than that run is long. Only rows between a moved row's old
    /// and new place scroll, so a move matters when a row between them
    /// holds an image (a blank under it, `blankUnderImage`); rows
    /// of images themselves never move, each with its own blank.
    static func rowsMayMove(from old: Canvas, to new: Canvas) -> Bool {
        guard old.size == new.size, new.size.width > 0 else { return false }
        let w = new.size.width, h = new.size.height
        // ncurses's hash of a row is of its characters only, not their
        // colours or attributes (hashmap.c: HASH_VAL). Each row once: this
        // runs every frame.
        func rows(_ c: Canvas) -> [[Character]] { (0..<h).map { y in c.cells[(y * w)..<((y + 1) * w)].map(\.character) } }
        let before = rows(old), after = rows(new)
        func imageRow(_ y: Int) -> Bool {
            before[y].contains { Self.blanksUnderImages.contains($0) } || after[y].contains { Self.blanksUnderImages.contains($0) }
        }
        var oldRows: [[Character]: [Int]] = [:], newCount: [[Character]: Int] = [:]
        for y in 0..<h {
            oldRows[before[y], default: []].append(y)
            newCount[after[y], default: 0] += 1
        }
        // Where each new row was, when it was a single other row.
        var from = [Int?](repeating: nil, count: h)
        for y in 0..<h where after[y] != before[y] && newCount[after[y]] == 1 {
            guard let ys = oldRows[after[y]], ys.count == 1, ys[0] != y else { continue }
            from[y] = ys[0]
        }
        var y = 0
        while y < h {
            guard let f = from[y] else { y += 1; continue }
            let shift = f - y
            var end = y + 1
            while end < h, from[end] == end + shift { end += 1 }
            let run = end - y
            if run >= 3 && run + min(run / 8, 2) >= abs(shift) {
                let top = min(y, y + shift), bottom = max(end, end + shift) - 1
                if (top...bottom).contains(where: imageRow) { return true }
            }
            y = end
        }
        return false
    }

    /// The blank written under an image on row y: one of eight spaces of
    /// one column, by row. ncurses finds a row again elsewhere by its
    /// characters alone (its hash leaves colours and attributes out), and
    /// scrolls it there: with one blank for all, the tray's rows of pieces
    /// were alike, and a piece lifted with its outline scrolled the rows
    /// under it in xterm (ESC[44;50r, a line feed), which took the tray's
    /// pixels along behind the presenter's back. A row of images moved by
    /// up to seven rows is now never the row it was.
    static let blanksUnderImages: [Character] = ["\u{A0}", "\u{2002}", "\u{2004}", "\u{2005}", "\u{2006}", "\u{2007}", "\u{2008}", "\u{2009}"]

    static func blankUnderImage(_ y: Int) -> Character { blanksUnderImages[y & 7] }

    /// The cells ncurses draws when images show: a blank wherever an image
    /// lies over the cell, in the background the cell had (the felt a piece
    /// with tabs lies on shows round its knobs, where its pixels are clear).
    private func cellsUnderImages(_ canvas: Canvas, presenter: PixelPresenter) -> Canvas {
        guard !canvas.images.isEmpty else { return canvas }
        var out = canvas
        let covered = canvas.images.reduce(Rect.zero) { $0.union($1.clip) }.intersection(canvas.bounds)
        guard !covered.isEmpty else { return out }
        for y in covered.minY..<covered.maxY {
            for x in covered.minX..<covered.maxX where presenter.showsImage(canvas, x: x, y: y) {
                // A no-break space, which ncurses always writes out: a run of
                // plain blanks it may clear with an erase, which wipes sixel
                // pixels of cells it did not change.
                // In the ground the picture lies on, which shows through its
                // clear pixels (a socket), not in its half blocks' colours.
                // One of eight spaces by row, so that ncurses never finds a
                // row of images again elsewhere and scrolls it there
                // (`blankUnderImage`).
                out.put(Self.blankUnderImage(y), at: Point(x: x, y: y), style: CellStyle(background: canvas.ground(at: x, y)))
            }
        }
        return out
    }

    private func draw(_ cell: Cell, x: Int32, y: Int32) {
        var attrs = brocade_a_normal()
        let a = cell.style.attributes
        if a.contains(.bold) { attrs |= brocade_a_bold() }
        if a.contains(.dim) { attrs |= brocade_a_dim() }
        if a.contains(.reverse) { attrs |= brocade_a_reverse() }
        if a.contains(.underline) { attrs |= brocade_a_underline() }
        if a.contains(.italic) { attrs |= brocade_a_italic() }
        var pair = pairFor(cell.style)
        var character = cell.character
        // Whatever slipped through, a terminal without Unicode gets ASCII.
        if !capabilities.unicode && !character.isASCII { character = Self.asciiFallback[character] ?? "?" }
        // ncurses clears runs of coloured blanks with erase sequences when
        // terminfo claims back-colour-erase; tmux and screen, often run with
        // TERM=xterm-256color, then leave some of them in the default colour.
        // A no-break space looks the same and is always written out.
        if character == " ", pair != 0, capabilities.unicode { character = "\u{A0}" }
        // Without Unicode there is no such space: a blank reversed, in its
        // colours swapped, looks the same, and ncurses never erases one.
        if character == " ", pair != 0, !capabilities.unicode, !a.contains(.reverse), cell.style.background != .default {
            attrs = brocade_a_reverse() | (a.contains(.underline) ? brocade_a_underline() : brocade_a_normal())
            pair = pairFor(CellStyle(foreground: cell.style.background, background: cell.style.foreground))
        }
        var wide: [wchar_t] = character.unicodeScalars.prefix(5).map { wchar_t(bitPattern: $0.value) }
        wide.append(0)
        _ = brocade_put_cell(window, y, x, wide, attrs, pair)
    }

    private func pairFor(_ style: CellStyle) -> Int32 {
        let depth = capabilities.colorDepth
        guard depth != .none else { return 0 }
        let fg = ColorMath.paletteIndex(style.foreground, depth: depth).map(Int32.init) ?? -1
        let bg = ColorMath.paletteIndex(style.background, depth: depth).map(Int32.init) ?? -1
        if fg == -1 && bg == -1 { return 0 }
        let key = PairKey(fg: fg, bg: bg)
        if let p = pairs[key] { return p }
        let p = alloc_pair(fg, bg)
        let pair = p < 0 ? 0 : p
        // ncurses may recycle pairs when it runs out; only cache while it has room.
        if pairs.count < Int(brocade_color_pairs()) / 2 { pairs[key] = pair }
        return pair
    }

    /// Forces the next `present` to redraw every cell.
    public func invalidate() {
        previous = nil
        clearok(window, true)
        pixels?.screenCleared()
    }

    /// Ctrl-Z: gives the terminal back, stops, and takes it again on `fg`.
    public func suspend() {
        guard isOpen else { return }
        if let pixels { Self.writeRaw(pixels.leave(finally: false)) }
        Self.writeRaw(Self.mouseOff)
        endwin()
        _ = brocade_default_signal(SIGTSTP)
        // The whole process group, as the terminal would stop it had the key
        // not been read in raw mode: a wrapper (sh -c, make run) must stop
        // too, or its shell never sees the job stopped and the terminal hangs.
        kill(0, SIGTSTP)
        // Execution continues here after SIGCONT. Raw mode first, then our
        // handler: a Ctrl-Z while the terminal is still cooked then stops the
        // whole group at once, instead of being caught and stopping it a
        // second time after the next fg.
        resumeAfterStop()
        _ = brocade_install_pipe_signal(SIGTSTP, brocade_signal_write_fd())
    }

    /// Takes the terminal back after the process was stopped and continued.
    public func resumeAfterStop() {
        guard isOpen else { return }
        reset_prog_mode()
        refreshSize()
        wrefresh(window)
        Self.writeRaw(Self.mouseOn)
        invalidate()
    }

    /// Gives the terminal back as it was. Safe to call more than once.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        if let pixels { Self.writeRaw(pixels.leave(finally: true)) }
        Self.writeRaw(Self.mouseOff)
        endwin()
        for sig in Self.pipeSignals { _ = brocade_default_signal(sig) }
    }
}
