import BrocadeCore
import BrocadeTUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's own background colour, asked for with OSC 11 before
/// ncurses starts, so the theme can choose colours that read on it.
public enum TerminalBackground {
    /// What is asked: the background colour (OSC 11), then the primary
    /// device attributes (DA1), which every terminal answers, so one that
    /// ignores OSC 11 costs only its DA1 reply's round trip, not the timeout.
    static let query = "\u{1B}]11;?\u{1B}\\" + "\u{1B}[c"

    /// How long to wait for the replies at most.
    public static let timeoutMilliseconds: Int32 = 200

    /// The colour an OSC 11 reply names, in `bytes` (which may hold other
    /// replies too): `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` (1 to 4 hex digits a
    /// component; `rgba:` with a fourth ignored; `#RRGGBB`), ended by BEL or
    /// ST. Nil when there is none.
    public static func parse(_ bytes: [UInt8]) -> Color? {
        let intro = Array("\u{1B}]11;".utf8)
        guard let start = bytes.firstRange(of: intro)?.upperBound else { return nil }
        var end = start
        while end < bytes.count, bytes[end] != 0x07, bytes[end] != 0x1B, bytes[end] != 0x9C { end += 1 }
        guard end < bytes.count else { return nil }
        let spec = String(decoding: bytes[start..<end], as: UTF8.self).lowercased()
        return color(spec: spec)
    }

    /// An X colour specification as OSC 11 replies give it.
    static func color(spec: String) -> Color? { XColorSpec.color(spec) }

    /// Whether `bytes` hold a DA1 reply (`ESC [ ? … c`), which ends the wait.
    static func hasDeviceAttributes(_ bytes: [UInt8]) -> Bool {
        guard let start = bytes.firstRange(of: Array("\u{1B}[?".utf8))?.upperBound else { return false }
        var i = start
        while i < bytes.count, (0x30...0x3F).contains(bytes[i]) { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: "c")
    }

    /// Asks the terminal on standard input and output, in raw mode for the
    /// moment of the question, and puts the mode back. Nil when it did not
    /// say (no answer in time, or not a terminal). Whatever else arrived in
    /// that moment is dropped: typed keys too, at most 200 ms of them.
    public static func ask(timeoutMilliseconds: Int32 = timeoutMilliseconds) -> Color? {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
        return exchange(query, timeoutMilliseconds: timeoutMilliseconds).flatMap(parse)
    }

    /// Sends `query` (which ends with DA1) in raw mode and returns what
    /// came back until the DA1 reply, the timeout or 4 KiB; nil when the
    /// terminal's mode could not be read or set. The mode is put back.
    static func exchange(_ query: String, timeoutMilliseconds: Int32) -> [UInt8]? {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return nil }
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        TerminalScreen.writeRaw(query)
        var got: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        var start = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        func elapsed() -> Int32 {
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            return Int32((now.tv_sec - start.tv_sec) * 1000 + (now.tv_nsec - start.tv_nsec) / 1_000_000)
        }
        while !hasDeviceAttributes(got), got.count < 4096 {
            let left = timeoutMilliseconds - elapsed()
            if left <= 0 { break }
            var fd = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&fd, 1, left)
            if ready < 0 && errno == EINTR { continue }
            if ready <= 0 { break }
            let n = read(STDIN_FILENO, &buffer, buffer.count)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            got += buffer[0..<n]
        }
        return got
    }
}
