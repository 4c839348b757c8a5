import BrocadeCore
import BrocadeStorage
import BrocadeTUI
import CImaging

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

    /// Replaces `path` with `bytes` as `FileSystem.writeAtomically` does, as
    /// any file a command writes (0666 less the umask, into a directory that
    /// must exist), its failure said as an export's.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        do {
            try FileSystem.writeAtomically(bytes, to: path, access: .usual)
        } catch let e as StorageError {
            throw ExportError(path: path, reason: e.whyNotWritten ?? e.reason)
        }
    }
}
