import BrocadeTUI
import CZlib
import Foundation

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
        let data = Data(packed ?? rgba).base64EncodedString()
        var out: [UInt8] = []
        out.reserveCapacity(data.utf8.count + 64 * (data.utf8.count / chunk + 1))
        var start = data.startIndex
        var first = true
        repeat {
            let end = data.index(start, offsetBy: chunk, limitedBy: data.endIndex) ?? data.endIndex
            let more = end < data.endIndex ? 1 : 0
            let keys = first
                ? "a=t,f=32,\(compressed ? "o=z," : "")s=\(width),v=\(height),i=\(id),q=2,m=\(more)"
                : "q=2,m=\(more)"
            out += command(keys, payload: String(data[start..<end]))
            first = false
            start = end
        } while start < data.endIndex
        return out
    }

    /// Places (or moves, when the placement exists) the `source` rectangle of
    /// image `id` over `cells` at the cursor, without moving the cursor,
    /// at depth `z` (below -1,073,741,824: under cells with a background).
    static func place(id: UInt32, placement: UInt32, source: Rect, cells: Size, z: Int32) -> [UInt8] {
        command("a=p,i=\(id),p=\(placement),x=\(source.minX),y=\(source.minY),w=\(source.width),h=\(source.height)"
                + ",c=\(cells.width),r=\(cells.height),z=\(z),C=1,q=2")
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
