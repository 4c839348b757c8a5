import BrocadeCore
import BrocadeTUI
import CTerminalSignals
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which pictures the terminal shows, asked once before ncurses starts, in
/// one round trip with the background colour (`TerminalBackground`): the
/// kitty graphics query, XTVERSION, a cell's and the text area's size in
/// pixels, OSC 11, and DA1 last. Every terminal answers DA1 and answers in
/// order, so its reply ends the wait; one that answers nothing costs the
/// timeout. The choice itself (`choose`) is pure.
public enum GraphicsProbe {
    /// Kitty: a 1x1 RGB image, only asked about (`a=q`), id 31.
    public static let kittyQuery = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
    /// XTVERSION: the terminal's name and version.
    public static let versionQuery = "\u{1B}[>0q"
    /// A cell's size in pixels (`CSI 6 ; h ; w t`); after a resize too, for
    /// a terminal whose tty gives no pixels (the answer reaches the input
    /// decoder, `InputDecoder.lastCellPixels`).
    public static let cellSizeQuery = "\u{1B}[16t"
    /// The text area's size in pixels (`CSI 4 ; h ; w t`), which VTE answers.
    public static let textAreaQuery = "\u{1B}[14t"
    /// The background colour.
    public static let backgroundQuery = "\u{1B}]11;?\u{1B}\\"
    /// DA1, which every terminal answers: last, so its reply ends the wait.
    public static let deviceAttributesQuery = "\u{1B}[c"

    /// What one probe found.
    public struct Result: Hashable, Sendable {
        public var choice: GraphicsChoice
        /// The terminal's replies; nil when nothing was asked (not a terminal, or nothing to ask).
        public var replies: TerminalReplies?
        /// OSC 11's answer, when it was asked.
        public var background: BackgroundAnswer
        /// What was sent, for `--check-terminal`.
        public var asked: Questions

        public init(choice: GraphicsChoice, replies: TerminalReplies?, background: BackgroundAnswer, asked: Questions) {
            self.choice = choice
            self.replies = replies
            self.background = background
            self.asked = asked
        }
    }

    /// Which questions go to the terminal.
    public struct Questions: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let kitty = Questions(rawValue: 1)
        public static let version = Questions(rawValue: 2)
        public static let pixels = Questions(rawValue: 4)
        public static let background = Questions(rawValue: 8)
    }

    /// The bytes sent for `questions`: DA1 always, last; nothing at all when nothing is asked.
    public static func query(_ questions: Questions) -> String {
        guard !questions.isEmpty else { return "" }
        var q = ""
        if questions.contains(.kitty) { q += kittyQuery }
        if questions.contains(.version) { q += versionQuery }
        if questions.contains(.pixels) { q += cellSizeQuery + textAreaQuery }
        if questions.contains(.background) { q += backgroundQuery }
        return q + deviceAttributesQuery
    }

    /// tmux or GNU screen between brocade and the terminal, and what told.
    public static func multiplexer(_ env: [String: String]) -> (Multiplexer, String)? {
        if let t = env["TMUX"], !t.isEmpty { return (.tmux, tr("TMUX is set")) }
        if let s = env["STY"], !s.isEmpty { return (.screen, tr("STY is set")) }
        let term = env["TERM"] ?? ""
        if term.hasPrefix("tmux") { return (.tmux, "TERM=" + SafeText.clean(term)) }
        if term.hasPrefix("screen") { return (.screen, "TERM=" + SafeText.clean(term)) }
        return nil
    }

    /// Terminal types that show text only and may print an unknown
    /// string's text: never sent the graphics questions.
    static func showsTextOnly(_ term: String) -> Bool {
        term == "dumb" || term == "linux" || term.hasPrefix("linux-")
    }

    /// What to ask: the graphics questions unless `mode` is blocks, or a
    /// multiplexer or a text-only console is in the way (tmux takes an APC
    /// string as a window title); for `--check-terminal` (`report`), all
    /// that is safe to ask. The background when `background`.
    public static func questions(mode: GraphicsMode, environment env: [String: String], background: Bool,
                                 report: Bool = false) -> Questions {
        var q: Questions = background ? .background : []
        let term = env["TERM"] ?? ""
        if showsTextOnly(term) { return q }
        let between = multiplexer(env) != nil
        if report {
            q.formUnion([.version, .pixels])
            if !between { q.insert(.kitty) }
        } else if mode != .blocks && !between {
            q.formUnion([.kitty, .version, .pixels])
        }
        return q
    }

    /// The choice, from the mode asked for, the environment, what the
    /// terminal answered (nil when nothing was asked), the cell's pixels
    /// the tty gives (TIOCGWINSZ) and the terminal's size in cells.
    public static func choose(mode: GraphicsMode, source: GraphicsSource, environment env: [String: String],
                              replies: TerminalReplies?, ttyCellPixels: Size?, size: Size?) -> GraphicsChoice {
        // The cell's size, wherever it can be had: the tty, else the terminal's own answers.
        var cell: Size?, from: CellPixelsSource?
        if let c = ttyCellPixels, c.width > 0, c.height > 0 {
            (cell, from) = (c, .ioctl)
        } else if let c = replies?.cellPixels {
            (cell, from) = (c, .cellReport)
        } else if let area = replies?.textAreaPixels, let size, size.width > 0, size.height > 0,
                  area.width >= size.width, area.height >= size.height {
            (cell, from) = (Size(width: area.width / size.width, height: area.height / size.height), .textAreaReport)
        }
        func blocks(_ reason: GraphicsReason) -> GraphicsChoice {
            GraphicsChoice(kind: .blocks, cellPixels: cell, cellPixelsSource: from, reason: reason)
        }
        if mode == .blocks { return blocks(.asked(source)) }
        if let (m, evidence) = multiplexer(env) { return blocks(.multiplexer(m, evidence: evidence)) }
        let term = env["TERM"] ?? ""
        if showsTextOnly(term) { return blocks(.textTerminal(SafeText.clean(term))) }
        guard let replies else { return blocks(.notATerminal) }
        let kind: GraphicsProtocol
        let reason: GraphicsReason
        switch mode {
        case .kitty, .sixel:
            kind = mode == .kitty ? .kitty : .sixel
            reason = .forced(kind, source, advertised: kind == .kitty ? replies.kittyGraphics : replies.sixel)
        default:
            if replies.kittyGraphics {
                (kind, reason) = (.kitty, .kittyAnswered)
            } else if replies.sixel {
                (kind, reason) = (.sixel, .sixelListed)
            } else {
                return blocks(replies.answered ? .neither : .noAnswer)
            }
        }
        guard cell != nil else { return blocks(.noCellSize(kind, source)) }
        return GraphicsChoice(kind: kind, cellPixels: cell, cellPixelsSource: from, reason: reason)
    }

    /// A cell's size in pixels as the tty gives it now (TIOCGWINSZ's
    /// pixels over its columns and rows), nil where the terminal leaves
    /// them at 0 (VTE) or this is no terminal. Call it again after a resize.
    public static func ttyCellPixels() -> Size? {
        for fd in [STDOUT_FILENO, STDIN_FILENO] where isatty(fd) == 1 {
            var rows: Int32 = 0, cols: Int32 = 0, xpixel: Int32 = 0, ypixel: Int32 = 0
            guard brocade_tty_pixels(fd, &rows, &cols, &xpixel, &ypixel) == 0 else { continue }
            return cellPixels(rows: Int(rows), columns: Int(cols), xpixel: Int(xpixel), ypixel: Int(ypixel))
        }
        return nil
    }

    /// A cell's pixels from a window's, nil when any is 0. xterm counts its
    /// border in, a few pixels over all the cells, which the division drops.
    public static func cellPixels(rows: Int, columns: Int, xpixel: Int, ypixel: Int) -> Size? {
        guard rows > 0, columns > 0, xpixel >= columns, ypixel >= rows else { return nil }
        return Size(width: xpixel / columns, height: ypixel / rows)
    }

    /// A terminal that names itself in the environment (kitty, xterm,
    /// WezTerm, Konsole, iTerm2, foot...) answers device attributes, so it
    /// is waited for longer: a loaded machine (kitty under Xvfb took over
    /// 200 ms there) must not cost its pixels. A silent terminal never
    /// names itself so, and still costs only the usual wait.
    static func answersSurely(_ env: [String: String]) -> Bool {
        let names = ["KITTY_WINDOW_ID", "XTERM_VERSION", "WEZTERM_PANE", "KONSOLE_VERSION", "ITERM_SESSION_ID", "GHOSTTY_RESOURCES_DIR"]
        if names.contains(where: { !(env[$0] ?? "").isEmpty }) { return true }
        let term = env["TERM"] ?? ""
        return term == "xterm-kitty" || term.hasPrefix("foot") || term == "xterm-ghostty" || term.hasPrefix("mlterm")
    }

    /// How long a terminal that `answersSurely` is waited for, at most: it
    /// answers in milliseconds, but kitty on a busy machine (software GL,
    /// the test suite on two cores) took more than 1.5 s, and a player
    /// then got half blocks. Only a terminal that says what it is and then
    /// does not answer waits this long.
    static let surelyAnswersWithin: Int32 = 3000

    /// Asks the terminal on standard input and output what `questions`
    /// holds (see `questions`), in raw mode for that moment, and decides.
    /// Not a terminal, or nothing to ask: the choice without replies.
    public static func ask(mode: GraphicsMode, source: GraphicsSource, environment env: [String: String],
                           questions: Questions,
                           timeoutMilliseconds: Int32 = TerminalBackground.timeoutMilliseconds) -> Result {
        let isTerminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        let sent: Questions = isTerminal ? questions : []
        let wait = answersSurely(env) ? max(timeoutMilliseconds, surelyAnswersWithin) : timeoutMilliseconds
        let bytes = sent.isEmpty ? nil : TerminalBackground.exchange(query(sent), timeoutMilliseconds: wait)
        let replies = bytes.map(TerminalReplies.parse)
        // Graphics replies only when the graphics were asked about: a
        // background-only round trip says nothing of them.
        let graphicsReplies = sent.contains(.version) ? replies : nil
        let choice = choose(mode: mode, source: source, environment: env, replies: graphicsReplies,
                            ttyCellPixels: ttyCellPixels(), size: TerminalProbe.size())
        let background: BackgroundAnswer = sent.contains(.background) ? (replies?.background.map { .color($0) } ?? .noAnswer) : .notAsked
        return Result(choice: choice, replies: graphicsReplies, background: background, asked: sent)
    }
}
