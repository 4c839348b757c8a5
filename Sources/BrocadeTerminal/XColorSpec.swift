import BrocadeTUI

/// A colour as X11 writes it in OSC 11's answer: `rgb:RRRR/GGGG/BBBB`
/// (1 to 4 hex digits a component, `rgba:` with a fourth) or `#RGB` and
/// its longer forms. Pure, on its own so the fuzzer can take it with the
/// replies' parser.
enum XColorSpec {
    static func color(_ spec: String) -> Color? {
        if spec.hasPrefix("#") {
            let hex = Array(spec.dropFirst())
            guard hex.count % 3 == 0, (3...12).contains(hex.count) else { return nil }
            let n = hex.count / 3
            let parts = (0..<3).map { String(hex[($0 * n)..<($0 * n + n)]) }
            return rgb(parts)
        }
        let body: Substring
        if spec.hasPrefix("rgb:") { body = spec.dropFirst(4) } else if spec.hasPrefix("rgba:") { body = spec.dropFirst(5) } else { return nil }
        let parts = body.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        return rgb(Array(parts.prefix(3)))
    }

    /// Three hex components of 1 to 4 digits each, scaled to 8 bits.
    private static func rgb(_ parts: [String]) -> Color? {
        var v: [UInt8] = []
        for p in parts {
            guard (1...4).contains(p.count), let n = UInt32(p, radix: 16) else { return nil }
            let top = (UInt32(1) << (4 * UInt32(p.count))) - 1
            v.append(UInt8((n * 255 + top / 2) / top))
        }
        return .rgb(v[0], v[1], v[2])
    }
}
