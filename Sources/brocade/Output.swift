import BrocadeTUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and error without all of Foundation (whose
/// internationalisation data would make the static binary 30 MB larger):
/// bytes written straight to the file descriptor, as FileHandle did.
enum Output {
    static func write(_ bytes: [UInt8], to fd: Int32) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBufferPointer { systemWrite(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += n
        }
    }

    static func standardOutput(_ text: String) { write(Array(text.utf8), to: STDOUT_FILENO) }
    static func standardOutput(_ bytes: [UInt8]) { write(bytes, to: STDOUT_FILENO) }
    static func standardError(_ text: String) { write(Array(text.utf8), to: STDERR_FILENO) }
}

extension String {
    /// Padded with spaces to `width` columns; never cut.
    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - TextWidth.of(self)))
    }
}

/// `x` with `decimals` digits after the point, rounded as printf rounds.
func fixedPoint(_ x: Double, _ decimals: Int) -> String {
    var buffer = [CChar](repeating: 0, count: 400)
    let n = withVaList([x]) { vsnprintf(&buffer, buffer.count, "%.\(max(0, min(decimals, 20)))f", $0) }
    return String(decoding: buffer.prefix(max(0, min(Int(n), buffer.count - 1))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Ends the process with `status` (inside a command, `exit` names the parser's).
func exitProcess(_ status: Int32) -> Never {
    #if canImport(Glibc)
    Glibc.exit(status)
    #elseif canImport(Darwin)
    Darwin.exit(status)
    #endif
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
