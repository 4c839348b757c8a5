import BrocadeCore
import BrocadeTUI

/// What a terminal answered to the questions brocade asks before ncurses
/// starts (see `GraphicsProbe`), read from the bytes it sent. Pure: the
/// tests give it the bytes real terminals sent.
public struct TerminalReplies: Hashable, Sendable {
    /// The kitty graphics protocol's answer to its query.
    public enum KittyAnswer: Hashable, Sendable {
        /// `ESC _ G i=31 ; OK ESC \`: the terminal shows kitty images.
        case ok
        /// Any other message (`ENOTSUPPORTED:…`): it knows the protocol, but not this.
        case error(String)
    }

    public var kitty: KittyAnswer?
    /// The primary device attributes (DA1, `CSI ? … c`): the terminal's
    /// class first, then what it has (4 is sixel); nil when it did not answer.
    public var deviceAttributes: [Int]?
    /// XTVERSION's text (`ESC P > | text ESC \`): the terminal's name and version.
    public var version: String?
    /// A cell's size in pixels, from `CSI 6 ; height ; width t`.
    public var cellPixels: Size?
    /// The text area's size in pixels, from `CSI 4 ; height ; width t`.
    public var textAreaPixels: Size?
    /// The background colour, from OSC 11.
    public var background: Color?

    public init(kitty: KittyAnswer? = nil, deviceAttributes: [Int]? = nil, version: String? = nil,
                cellPixels: Size? = nil, textAreaPixels: Size? = nil, background: Color? = nil) {
        self.kitty = kitty
        self.deviceAttributes = deviceAttributes
        self.version = version
        self.cellPixels = cellPixels
        self.textAreaPixels = textAreaPixels
        self.background = background
    }

    /// Whether the terminal answered DA1, which every terminal does.
    public var answered: Bool { deviceAttributes != nil }

    /// Whether DA1 lists sixel: attribute 4 after the class, from a VT200
    /// class (62) up (a VT132 answered `?4;…`, its class, not sixel).
    public var sixel: Bool {
        guard let a = deviceAttributes, let level = a.first, level >= 62 else { return false }
        return a.dropFirst().contains(4)
    }

    /// Whether the kitty graphics query was answered OK.
    public var kittyGraphics: Bool { kitty == .ok }

    /// The longest XTVERSION text kept.
    static let versionLimit = 80

    /// Reads every reply in `bytes`, in any order, among anything else; a
    /// reply cut off at the end is left out. A later reply of a kind wins.
    public static func parse(_ bytes: [UInt8]) -> TerminalReplies {
        var r = TerminalReplies()
        var i = 0
        let n = bytes.count
        while i < n {
            guard bytes[i] == 0x1B, i + 1 < n else { i += 1; continue }
            let kind = bytes[i + 1]
            if kind == UInt8(ascii: "[") {
                var j = i + 2
                while j < n, (0x20...0x3F).contains(bytes[j]) { j += 1 }
                guard j < n else { break }
                if (0x40...0x7E).contains(bytes[j]) { r.readCSI(Array(bytes[(i + 2)..<j]), final: bytes[j]) }
                i = j + 1
            } else if [UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X")].contains(kind) {
                // Up to BEL, ST (ESC \) or the 8-bit ST.
                var j = i + 2
                while j < n, bytes[j] != 0x07, bytes[j] != 0x1B, bytes[j] != 0x9C { j += 1 }
                guard j < n else { break }
                r.readString(kind: kind, Array(bytes[(i + 2)..<j]))
                i = bytes[j] == 0x1B && j + 1 < n && bytes[j + 1] == UInt8(ascii: "\\") ? j + 2 : j + (bytes[j] == 0x1B ? 0 : 1)
            } else {
                i += 1
            }
        }
        return r
    }

    /// The numbers of a CSI's parameters, `;` apart, empty ones left out.
    static func numbers(_ bytes: ArraySlice<UInt8>) -> [Int]? {
        var out: [Int] = []
        for part in bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: true) {
            guard !part.isEmpty, part.count <= 6, part.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            out.append(part.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }
        return out
    }

    private mutating func readCSI(_ params: [UInt8], final: UInt8) {
        if final == UInt8(ascii: "c"), params.first == UInt8(ascii: "?") {
            if let a = Self.numbers(params.dropFirst()), !a.isEmpty { deviceAttributes = a }
        } else if final == UInt8(ascii: "t"), let a = Self.numbers(params[...]), a.count == 3, a[1] > 0, a[2] > 0 {
            let size = Size(width: a[2], height: a[1])
            if a[0] == 6 { cellPixels = size }
            if a[0] == 4 { textAreaPixels = size }
        }
    }

    private mutating func readString(kind: UInt8, _ body: [UInt8]) {
        switch kind {
        case UInt8(ascii: "_"):
            // Kitty: `G` keys `;` message. Only the answer to our query (id 31).
            guard body.first == UInt8(ascii: "G"), let semi = body.firstIndex(of: UInt8(ascii: ";")) else { return }
            let keys = String(decoding: body[1..<semi], as: UTF8.self).split(separator: ",")
            guard keys.contains("i=31") else { return }
            let message = String(decoding: body[(semi + 1)...], as: UTF8.self)
            kitty = message == "OK" ? .ok : .error(SafeText.clean(String(message.prefix(Self.versionLimit))))
        case UInt8(ascii: "P"):
            guard body.starts(with: Array(">|".utf8)) else { return }
            let text = String(decoding: body.dropFirst(2).prefix(Self.versionLimit), as: UTF8.self)
            let clean = SafeText.clean(text).split(separator: " ").joined(separator: " ")
            if !clean.isEmpty { version = clean }
        case UInt8(ascii: "]"):
            guard body.starts(with: Array("11;".utf8)) else { return }
            background = XColorSpec.color(String(decoding: body.dropFirst(3), as: UTF8.self).lowercased())
        default:
            break
        }
    }
}
