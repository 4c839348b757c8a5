import BrocadeCore
import BrocadeTUI

/// Turns the bytes a terminal sends into keys and pointer events: xterm
/// and VT sequences, SGR (1006) and X10 mouse reports, UTF-8 text, plus any
/// key sequences the terminfo entry adds. Decoding ourselves keeps bursts of
/// mouse reports in arrival order and makes decoding testable without a
/// terminal. Unknown sequences are swallowed whole, never typed as keys.
public struct InputDecoder: Sendable {
    /// How long a lone ESC waits for the rest of a sequence.
    public var escapeTimeout: Int64 = 25
    private var buffer: [UInt8] = []
    private var pendingSince: TimePoint?
    private var extraKeys: [([UInt8], Key)] = []

    /// Tests only (BROCADE_TEST_INPUT_CLOCK): reads `ESC [ 9 9 9 ; N ~` as
    /// "N ms pass here" instead of swallowing it, so a test decides how far
    /// apart two clicks are, whatever the machine's load.
    public var readsClockAdvances: Bool

    public init(extraKeys: [([UInt8], Key)] = [], readsClockAdvances: Bool = false) {
        // Longest first so a sequence wins over its own prefix.
        self.extraKeys = extraKeys.filter { !$0.0.isEmpty }.sorted { $0.0.count > $1.0.count }
        self.readsClockAdvances = readsClockAdvances
    }

    /// What bytes decode to: events and, under the test clock, the clock's
    /// advances between them.
    public enum Decoded: Hashable, Sendable {
        case event(InputEvent)
        case clockAdvance(milliseconds: Int64)
    }

    /// The test clock's sequence: CSI 999 ; N ~ (no terminal sends key 999).
    static let clockAdvanceCode = 999

    /// How the last mouse report decoded was encoded; nil before the first.
    public private(set) var lastMouseEncoding: MouseEncoding?

    /// When `flush(now:)` should be called if no more bytes arrive.
    public var deadline: TimePoint? {
        pendingSince.map { $0 + (Self.startsString(buffer) ? stringTimeout : escapeTimeout) }
    }

    /// How long a terminal string (a reply such as OSC 11's) waits for its
    /// end: longer than a lone ESC, as a reply may come in pieces (over ssh).
    public var stringTimeout: Int64 = 250

    /// A cell's size in pixels, from the last `CSI 6 ; h ; w t` read (the
    /// answer to `GraphicsProbe.cellSizeQuery`); nil before the first.
    public private(set) var lastCellPixels: Size?

    /// Whether bytes begin ESC ] , ESC P, ESC _, ESC ^ or ESC X, or a CSI
    /// only replies begin with (ESC [ ?, ESC [ >, ESC [ =), or a CSI with a
    /// number (a window report, `ESC [ 6 ; 19 ; 8 t`): a key's sequence
    /// comes whole, so one cut there is a reply arriving in pieces.
    static func startsString(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 2, bytes[0] == 0x1B else { return false }
        if bytes[1] == UInt8(ascii: "["), bytes.count >= 3 {
            return [UInt8(ascii: "?"), UInt8(ascii: ">"), UInt8(ascii: "=")].contains(bytes[2])
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[2])
        }
        return [UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X")].contains(bytes[1])
    }

    public var hasPendingBytes: Bool { !buffer.isEmpty }

    /// Decodes what can be decoded; an incomplete sequence at the end waits
    /// for more bytes or for `flush`.
    public mutating func feed(_ bytes: some Sequence<UInt8>, now: TimePoint) -> [InputEvent] {
        decode(bytes, now: now).compactMap { if case .event(let e) = $0 { e } else { nil } }
    }

    /// As `feed`, with the test clock's advances in their places; events
    /// after an advance of N ms are stamped N ms later.
    public mutating func decode(_ bytes: some Sequence<UInt8>, now start: TimePoint) -> [Decoded] {
        buffer.append(contentsOf: bytes)
        var events: [Decoded] = []
        var now = start
        var i = 0
        while i < buffer.count {
            switch decodeOne(from: i, final: false, now: now) {
            case .event(let e, let n):
                if let e {
                    events.append(.event(e))
                    if case .pointer = e { noteMouseEncoding(at: i) }
                } else {
                    noteCellPixels(at: i, count: n)
                }
                i += n
            case .clockAdvance(let ms, let n):
                events.append(.clockAdvance(milliseconds: ms))
                now = now + ms
                i += n
            case .incomplete:
                buffer.removeFirst(i)
                if pendingSince == nil { pendingSince = now }
                return events
            }
        }
        buffer.removeAll(keepingCapacity: true)
        pendingSince = nil
        return events
    }

    /// Gives up waiting: a lone ESC is the Esc key; a cut-off sequence is dropped.
    public mutating func flush(now: TimePoint) -> [InputEvent] {
        var events: [InputEvent] = []
        var i = 0
        while i < buffer.count {
            switch decodeOne(from: i, final: true, now: now) {
            case .event(let e, let n):
                if let e { events.append(e) }
                i += max(1, n)
            case .clockAdvance(_, let n):
                // Never cut off: a whole sequence was decoded by `decode`.
                i += max(1, n)
            case .incomplete:
                i += 1
            }
        }
        buffer.removeAll(keepingCapacity: true)
        pendingSince = nil
        return events
    }

    /// A mouse report starts ESC [ < in SGR (1006), ESC [ M in X10.
    private mutating func noteMouseEncoding(at start: Int) {
        guard start + 2 < buffer.count else { return }
        lastMouseEncoding = buffer[start + 2] == UInt8(ascii: "<") ? .sgr : .x10
    }

    /// A window report `ESC [ 6 ; h ; w t` swallowed: the cell's size it gives.
    private mutating func noteCellPixels(at start: Int, count: Int) {
        guard count >= 8, start + count <= buffer.count, buffer[start + 1] == UInt8(ascii: "["),
              buffer[start + 2] == UInt8(ascii: "6"), buffer[start + count - 1] == UInt8(ascii: "t") else { return }
        if let cell = TerminalReplies.parse(Array(buffer[start..<(start + count)])).cellPixels { lastCellPixels = cell }
    }

    private enum Step {
        /// An event (or nil for bytes consumed silently) and how many bytes it took.
        case event(InputEvent?, Int)
        /// The test clock's advance, and how many bytes it took.
        case clockAdvance(Int64, Int)
        case incomplete
    }

    private func decodeOne(from start: Int, final: Bool, now: TimePoint) -> Step {
        let rest = buffer[start...]
        // Terminfo's own sequences first, so unusual terminals work.
        for (seq, key) in extraKeys {
            if rest.starts(with: seq) { return .event(.key(key), seq.count) }
            if !final, rest.count < seq.count, seq.starts(with: rest) { return .incomplete }
        }
        let b = buffer[start]
        switch b {
        case 0x1B:
            return decodeEscape(from: start, final: final, now: now)
        case 0x0D, 0x0A: return .event(.key(.enter), 1)
        case 0x09: return .event(.key(.tab), 1)
        case 0x7F, 0x08: return .event(.key(.backspace), 1)
        case 0x00: return .event(nil, 1)
        case 0x01...0x1A: return .event(.key(.control(Character(Unicode.Scalar(b + 0x60)))), 1)
        case 0x1C: return .event(.key(.control("\\")), 1)
        case 0x1D...0x1F: return .event(nil, 1)
        default:
            return decodeUTF8(from: start, final: final)
        }
    }

    private func decodeUTF8(from start: Int, final: Bool) -> Step {
        let b = buffer[start]
        let need: Int
        switch b {
        case 0x20..<0x80: return .event(.key(.character(Character(Unicode.Scalar(b)))), 1)
        case 0xC2...0xDF: need = 2
        case 0xE0...0xEF: need = 3
        case 0xF0...0xF4: need = 4
        default: return .event(nil, 1) // stray continuation or invalid lead byte
        }
        if buffer.count - start < need {
            for k in (start + 1)..<buffer.count where buffer[k] & 0xC0 != 0x80 { return .event(nil, 1) }
            return final ? .event(nil, buffer.count - start) : .incomplete
        }
        let slice = Array(buffer[start..<(start + need)])
        for k in 1..<need where slice[k] & 0xC0 != 0x80 { return .event(nil, 1) }
        var decoder = UTF8()
        var it = slice.makeIterator()
        if case .scalarValue(let s) = decoder.decode(&it) {
            return .event(.key(.character(Character(s))), need)
        }
        return .event(nil, need)
    }

    private func decodeEscape(from start: Int, final: Bool, now: TimePoint) -> Step {
        let n = buffer.count - start
        if n == 1 { return final ? .event(.key(.escape), 1) : .incomplete }
        let second = buffer[start + 1]
        switch second {
        case UInt8(ascii: "["):
            return decodeCSI(from: start, final: final, now: now)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            return decodeString(from: start, final: final)
        case UInt8(ascii: "O"):
            if n < 3 { return final ? .event(.key(.escape), 1) : .incomplete }
            let key: Key?
            switch buffer[start + 2] {
            case UInt8(ascii: "A"): key = .up
            case UInt8(ascii: "B"): key = .down
            case UInt8(ascii: "C"): key = .right
            case UInt8(ascii: "D"): key = .left
            case UInt8(ascii: "H"): key = .home
            case UInt8(ascii: "F"): key = .end
            case UInt8(ascii: "M"): key = .enter
            case UInt8(ascii: "P"): key = .function(1)
            case UInt8(ascii: "Q"): key = .function(2)
            case UInt8(ascii: "R"): key = .function(3)
            case UInt8(ascii: "S"): key = .function(4)
            default: key = nil
            }
            return .event(key.map { .key($0) }, 3)
        case 0x1B:
            // ESC ESC: the first is a real Esc.
            return .event(.key(.escape), 1)
        default:
            // Alt+key, or Esc typed just before a key: a game has no use for
            // Alt, so report the Esc and let the key follow on its own.
            return .event(.key(.escape), 1)
        }
    }

    /// The longest terminal string (OSC, DCS, APC, PM, SOS) waited for;
    /// a longer one is swallowed up to there, the rest with it as it comes.
    static let stringLimit = 4096

    /// ESC ] (OSC), ESC P (DCS), ESC _ (APC), ESC ^ (PM) or ESC X (SOS), up
    /// to BEL or ST (ESC \): only a terminal sends these, as replies (the
    /// background colour, the kitty graphics protocol's OK, a DECRQSS), never
    /// a key, so the whole string is swallowed. A string cut off when the
    /// wait ends is swallowed too, except an introducer alone (ESC P with
    /// nothing after it in time): that is Esc typed just before a key, or
    /// Alt with the key, read as Esc then the key, as elsewhere.
    private func decodeString(from start: Int, final: Bool) -> Step {
        var i = start + 2
        while i < buffer.count {
            let c = buffer[i]
            if c == 0x07 { return .event(nil, i - start + 1) }
            // The 8-bit ST, raw or as UTF-8 (C2 9C); a raw 9C after a byte
            // of UTF-8 is part of a character of the string's text.
            if c == 0x9C, buffer[i - 1] < 0x80 { return .event(nil, i - start + 1) }
            if c == 0xC2, i + 1 < buffer.count, buffer[i + 1] == 0x9C { return .event(nil, i - start + 2) }
            if c == 0x1B {
                guard i + 1 < buffer.count else { return final ? .event(nil, i - start) : .incomplete }
                // ST; any other escape ends the string unterminated, the escape left to decode.
                return .event(nil, buffer[i + 1] == UInt8(ascii: "\\") ? i - start + 2 : i - start)
            }
            // The C0 controls a key would send (Ctrl-C, Enter) cannot be in
            // a reply's text: a cut-off reply gives way to them. CAN and SUB
            // cancel a string, as in a terminal.
            if c < 0x20 && c != 0x09 { return .event(nil, c == 0x18 || c == 0x1A ? i - start + 1 : i - start) }
            i += 1
            if i - start > Self.stringLimit { return .event(nil, i - start) }
        }
        if !final { return .incomplete }
        return buffer.count - start == 2 ? .event(.key(.escape), 1) : .event(nil, buffer.count - start)
    }

    private func decodeCSI(from start: Int, final: Bool, now: TimePoint) -> Step {
        // ESC [ M b x y: the X10 mouse encoding, three raw bytes.
        if buffer.count - start >= 3, buffer[start + 2] == UInt8(ascii: "M") {
            if buffer.count - start < 6 { return final ? .event(nil, buffer.count - start) : .incomplete }
            let cb = Int(buffer[start + 3]) - 32
            let x = Int(buffer[start + 4]) - 33, y = Int(buffer[start + 5]) - 33
            return .event(mouse(code: cb, x: x, y: y, release: (cb & 3) == 3 && (cb & 64) == 0, legacy: true, now: now), 6)
        }
        // Parameters and intermediates, then one final byte 0x40–0x7E.
        var i = start + 2
        while i < buffer.count {
            let c = buffer[i]
            if c >= 0x40 && c <= 0x7E { break }
            if c < 0x20 || c > 0x3F {
                // Not a CSI after all (a cut-off sequence then a key): drop the ESC [.
                return .event(nil, 2)
            }
            i += 1
            if i - start > 64 { return .event(nil, i - start) } // runaway: swallow
        }
        if i >= buffer.count {
            return final ? .event(nil, buffer.count - start) : .incomplete
        }
        let finalByte = buffer[i]
        let params = Array(buffer[(start + 2)..<i])
        let length = i - start + 1
        if readsClockAdvances, finalByte == UInt8(ascii: "~") {
            let n = numbers(params[...])
            if n.count == 2, n[0] == Self.clockAdvanceCode { return .clockAdvance(Int64(n[1]), length) }
        }
        return .event(csiEvent(params: params, final: finalByte, now: now), length)
    }

    private func numbers(_ bytes: ArraySlice<UInt8>) -> [Int] {
        bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { part in
            var v = 0
            for d in part where d >= 0x30 && d <= 0x39 { v = min(v * 10 + Int(d - 0x30), 1_000_000) }
            return v
        }
    }

    private func csiEvent(params: [UInt8], final: UInt8, now: TimePoint) -> InputEvent? {
        if params.first == UInt8(ascii: "<") {
            guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
            let n = numbers(params.dropFirst())
            guard n.count == 3 else { return nil }
            return mouse(code: n[0], x: n[1] - 1, y: n[2] - 1, release: final == UInt8(ascii: "m"), legacy: false, now: now)
        }
        if let p = params.first, p == UInt8(ascii: "?") || p == UInt8(ascii: ">") || p == UInt8(ascii: "=") {
            return nil // replies to queries we did not make
        }
        let n = numbers(params[...])
        switch final {
        case UInt8(ascii: "A"): return .key(.up)
        case UInt8(ascii: "B"): return .key(.down)
        case UInt8(ascii: "C"): return .key(.right)
        case UInt8(ascii: "D"): return .key(.left)
        case UInt8(ascii: "H"): return .key(.home)
        case UInt8(ascii: "F"): return .key(.end)
        case UInt8(ascii: "Z"): return .key(.backTab)
        case UInt8(ascii: "P"): return .key(.function(1))
        case UInt8(ascii: "Q"): return .key(.function(2))
        case UInt8(ascii: "S"): return .key(.function(4))
        case UInt8(ascii: "~"):
            switch n.first ?? 0 {
            case 1, 7: return .key(.home)
            case 2: return .key(.insert)
            case 3: return .key(.delete)
            case 4, 8: return .key(.end)
            case 5: return .key(.pageUp)
            case 6: return .key(.pageDown)
            case 11...15: return .key(.function(n[0] - 10))
            case 17...21: return .key(.function(n[0] - 11))
            case 23, 24: return .key(.function(n[0] - 12))
            default: return nil
            }
        default:
            return nil // focus reports, bracketed paste markers and the like
        }
    }

    private func mouse(code: Int, x: Int, y: Int, release: Bool, legacy: Bool, now: TimePoint) -> InputEvent? {
        guard code >= 0 else { return nil }
        let p = Point(x: max(0, x), y: max(0, y))
        let low = code & 3
        if code & 64 != 0 {
            if release || code & 128 != 0 { return nil }
            let dirs: [WheelDirection] = [.up, .down, .left, .right]
            return .pointer(PointerEvent(.wheel(dirs[low]), at: p, time: now))
        }
        let button: PointerButton? = low == 0 ? .primary : low == 1 ? .middle : low == 2 ? .secondary : nil
        if code & 128 != 0 { return nil } // buttons 8–11
        if code & 32 != 0 { return .pointer(PointerEvent(.move(button), at: p, time: now)) }
        if release { return .pointer(PointerEvent(.release(legacy ? nil : button), at: p, time: now)) }
        guard let button else { return nil }
        return .pointer(PointerEvent(.press(button), at: p, time: now))
    }
}

/// The two mouse-report encodings the decoder reads.
public enum MouseEncoding: String, Hashable, Sendable, CustomStringConvertible {
    /// ESC [ < b ; x ; y M or m: any column, releases name their button.
    case sgr = "SGR 1006"
    /// ESC [ M b x y: the original encoding, positions up to 223.
    case x10 = "X10"

    public var description: String { rawValue }
}
