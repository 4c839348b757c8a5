import BrocadeTUI
import CZlib

/// The kitty graphics protocol's commands, as bytes: `ESC _ G keys ; payload ESC \`.
/// Every command carries `q=2`, so the terminal sends no reply that could
/// reach the input as keys.
enum KittyCommands {
    /// Base64 bytes per chunk of a transmission, as the protocol asks (at most 4096).
    static let chunk = 4096

    static func command(_ keys: String, payload: String = "") -> [UInt8] {
        Array("\u{1B}_G\(keys);\(payload)\u{1B}\\".utf8)
    }

    /// Sends an image's pixels under `id`, zlib-compressed RGBA, in chunks;
    /// nothing is shown until it is placed.
    static func transmit(id: UInt32, width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
        let packed = deflate(rgba)
        let compressed = packed != nil
        let data = base64(packed ?? rgba)
        var out: [UInt8] = []
        out.reserveCapacity(data.count + 64 * (data.count / chunk + 1))
        var start = 0
        var first = true
        repeat {
            let end = min(data.count, start + chunk)
            let more = end < data.count ? 1 : 0
            let keys = first
                ? "a=t,f=32,\(compressed ? "o=z," : "")s=\(width),v=\(height),i=\(id),q=2,m=\(more)"
                : "q=2,m=\(more)"
            out += Array("\u{1B}_G\(keys);".utf8) + data[start..<end] + Array("\u{1B}\\".utf8)
            first = false
            start = end
        } while start < data.count
        return out
    }

    /// Places (or moves, when the placement exists) the `source` rectangle of
    /// image `id` over `cells` at the cursor, at depth `z`. The rectangle is
    /// left out when it is the whole image (`whole`), as the protocol's
    /// defaults say, so a drag step's commands stay short. The cursor stays
    /// (C=1): moved past an image on the last rows it would scroll the screen.
    static func place(id: UInt32, placement: UInt32, source: Rect, whole: Bool = false, cells: Size, z: Int32) -> [UInt8] {
        let part = whole ? "" : ",x=\(source.minX),y=\(source.minY),w=\(source.width),h=\(source.height)"
        return command("a=p,i=\(id),p=\(placement)\(part),c=\(cells.width),r=\(cells.height),z=\(z),C=1,q=2")
    }

    /// Removes one placement, keeping the image to be placed again.
    static func deletePlacement(id: UInt32, placement: UInt32) -> [UInt8] {
        command("a=d,d=i,i=\(id),p=\(placement),q=2")
    }

    /// Removes an image and frees its pixels in the terminal.
    static func deleteImage(id: UInt32) -> [UInt8] {
        command("a=d,d=I,i=\(id),q=2")
    }

    /// Every placement gone, images kept (after the screen was cleared).
    static let deletePlacements: [UInt8] = command("a=d,d=a,q=2")
    /// Every placement and image gone: what leaving the game sends.
    static let deleteEverything: [UInt8] = command("a=d,d=A,q=2")

    /// Standard base64 with padding (RFC 4648), as the protocol's payload.
    static func base64(_ bytes: [UInt8]) -> [UInt8] {
        let table = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i + 2 < bytes.count {
            let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
            out += [table[Int(n >> 18 & 63)], table[Int(n >> 12 & 63)], table[Int(n >> 6 & 63)], table[Int(n & 63)]]
            i += 3
        }
        let left = bytes.count - i
        if left == 1 {
            let n = UInt32(bytes[i]) << 16
            out += [table[Int(n >> 18 & 63)], table[Int(n >> 12 & 63)], UInt8(ascii: "="), UInt8(ascii: "=")]
        } else if left == 2 {
            let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8
            out += [table[Int(n >> 18 & 63)], table[Int(n >> 12 & 63)], table[Int(n >> 6 & 63)], UInt8(ascii: "=")]
        }
        return out
    }

    /// zlib's deflate of `bytes`, nil if it failed.
    static func deflate(_ bytes: [UInt8]) -> [UInt8]? {
        var size = compressBound(uLong(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = out.withUnsafeMutableBufferPointer { o in
            bytes.withUnsafeBufferPointer { i in compress2(o.baseAddress, &size, i.baseAddress, uLong(i.count), 1) }
        }
        guard status == Z_OK else { return nil }
        return Array(out.prefix(Int(size)))
    }
}
