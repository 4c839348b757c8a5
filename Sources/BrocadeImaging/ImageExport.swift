import BrocadeCore
import BrocadeTUI
import CImaging
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a picture could not be written; it reads as one line.
public struct ExportError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { tr("cannot write '\(path)': \(reason)") }
}

/// Pictures written to files: PNG through gdk-pixbuf, and any bytes
/// (such as `AnsiExport`'s text) atomically.
public enum ImageExport {
    /// How much a PNG may be scaled up: each pixel becomes a square this many pixels wide.
    public static let scales = 1...32

    /// The picture as PNG bytes, each pixel a `scale` x `scale` square
    /// (nearest neighbour, so the weave stays crisp).
    public static func pngData(_ image: PixelImage, scale: Int) throws -> [UInt8] {
        guard scales.contains(scale) else {
            throw ExportError(path: "", reason: tr("scale \(scale) is not between \(scales.lowerBound) and \(scales.upperBound)"))
        }
        var out: UnsafeMutablePointer<UInt8>?
        var count = 0
        var err = [CChar](repeating: 0, count: 256)
        let rc = image.rgba.withUnsafeBufferPointer {
            brocade_png_encode($0.baseAddress, Int32(image.width), Int32(image.height), Int32(scale), &out, &count, &err, err.count)
        }
        guard rc == 0, let out else { throw ExportError(path: "", reason: ImageLoader.said(ImageLoader.string(err))) }
        defer { brocade_png_free(out) }
        return Array(UnsafeBufferPointer(start: out, count: count))
    }

    /// Writes the picture as a PNG, scaled up `scale` times, atomically.
    public static func writePNG(_ image: PixelImage, to path: String, scale: Int) throws {
        let bytes: [UInt8]
        do {
            bytes = try pngData(image, scale: scale)
        } catch var e as ExportError {
            e.path = path
            throw e
        }
        try writeAtomically(bytes, to: path)
    }

    /// Replaces `path` with `bytes` so that it is never seen half written:
    /// a temporary file beside it, synced, then renamed. A link is followed
    /// to its file; anything but a regular file in the way is refused (a
    /// rename over /dev/stdout would replace the device).
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        func failure(_ what: String) -> ExportError {
            ExportError(path: path, reason: "\(what)\(String(cString: strerror(errno)))")
        }
        guard !path.isEmpty else { throw ExportError(path: path, reason: tr("no file name")) }
        var target = path
        var st = stat()
        if stat(path, &st) == 0 {
            guard (st.st_mode & S_IFMT) == S_IFREG else { throw ExportError(path: path, reason: tr("not a regular file")) }
            if let real = realpath(path, nil) {
                target = String(cString: real)
                free(real)
            }
        }
        let slash = target.lastIndex(of: "/")
        let dir = slash.map { $0 == target.startIndex ? "/" : String(target[..<$0]) } ?? "."
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        let tmp = "\(dir)/.\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        // 0666 less the umask, as for any file a command writes.
        let fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw failure("") }
        var done = false
        defer { if !done { unlink(tmp) } }
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                let e = failure("")
                close(fd)
                throw e
            }
            offset += n
        }
        guard fsync(fd) == 0 else {
            let e = failure(tr("cannot sync: "))
            close(fd)
            throw e
        }
        guard close(fd) == 0 else { throw failure("") }
        guard rename(tmp, target) == 0 else { throw failure("") }
        done = true
        let dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dfd >= 0 {
            _ = fsync(dfd)
            close(dfd)
        }
    }
}
