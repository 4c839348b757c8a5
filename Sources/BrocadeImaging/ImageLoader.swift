import BrocadeCore
import BrocadeTUI
import CImaging

/// Why an image file could not be used; each reads as one line.
public struct ImageError: Error, Equatable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable { case missing, unreadable, notImage, tooLarge, broken }

    public var kind: Kind
    public var path: String
    public var reason: String

    public var description: String { tr("cannot load '\(path)': \(reason)") }
}

/// Reads image files through gdk-pixbuf (PNG, JPEG, GIF, BMP, PNM and XPM
/// only), with the format and size checked in the header before any pixel
/// is decoded.
public enum ImageLoader {
    /// The most pixels a file may claim: 40 megapixels (for example 8000 x 5000).
    public static let maxPixels = 40_000_000
    /// Pictures are decoded at most this large; the terminal never needs more.
    public static let maxDecodeSide = 2048

    public static func info(path: String) throws -> (width: Int, height: Int, format: String) {
        var w: Int32 = 0, h: Int32 = 0
        var format = [CChar](repeating: 0, count: 32), err = [CChar](repeating: 0, count: 256)
        let rc = brocade_image_info(path, &w, &h, &format, format.count, &err, err.count)
        guard rc == 0 else { throw error(rc, path, err) }
        return (Int(w), Int(h), string(format))
    }

    public static func load(path: String, maxSide: Int = maxDecodeSide) throws -> PixelImage {
        var img = brocade_image()
        var err = [CChar](repeating: 0, count: 256)
        let rc = brocade_image_load(path, Int32(maxSide), Int32(maxSide), maxPixels, &img, &err, err.count)
        guard rc == 0 else { throw error(rc, path, err) }
        defer { brocade_image_free(&img) }
        let count = Int(img.width) * Int(img.height) * 4
        let bytes = Array(UnsafeBufferPointer(start: img.rgba, count: count))
        return PixelImage(width: Int(img.width), height: Int(img.height), rgba: bytes)
    }

    static func string(_ chars: [CChar]) -> String {
        String(decoding: chars.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func error(_ rc: Int32, _ path: String, _ err: [CChar]) -> ImageError {
        let kind: ImageError.Kind
        switch rc {
        case 1: kind = .missing
        case 2: kind = .unreadable
        case 3: kind = .notImage
        case 4: kind = .tooLarge
        default: kind = .broken
        }
        var reason = string(err)
        // One line, whatever the decoder said.
        reason = String(reason.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
        return ImageError(kind: kind, path: path, reason: said(reason))
    }

    /// The C side's reasons in the player's language; the system's own
    /// (strerror, the decoder's) stay as the system gives them.
    static func said(_ reason: String) -> String {
        switch reason {
        case "not a regular file": return tr("not a regular file")
        case "not an image format brocade can read": return tr("not an image format brocade can read")
        case "the image claims no size": return tr("the image claims no size")
        case "the image cannot be decoded": return tr("the image cannot be decoded")
        case "out of memory": return tr("out of memory")
        case "the picture is empty or too large to write": return tr("the picture is empty or too large to write")
        case "the PNG cannot be encoded": return tr("the PNG cannot be encoded")
        default: break
        }
        let words = reason.split(separator: " ").map(String.init)
        if words.count == 8, words[1] == "bytes", reason.hasSuffix(" allowed"), reason.contains(" is more than the ") {
            return tr("\(words[0]) bytes is more than the \(words[6]) allowed")
        }
        if words.count == 10, words[1] == "x", words[3] == "pixels", reason.hasSuffix(" allowed") {
            return tr("\(words[0]) x \(words[2]) pixels is more than the \(words[8]) allowed")
        }
        if let r = reason.firstRange(of: " images are not read (PNG, JPEG, GIF, BMP, PNM or XPM)"), r.upperBound == reason.endIndex {
            return tr("\(reason[..<r.lowerBound]) images are not read (PNG, JPEG, GIF, BMP, PNM or XPM)")
        }
        return reason
    }
}
