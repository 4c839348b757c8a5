import Foundation
import BrocadeCore
import BrocadeTUI

/// Image files written by the tests themselves (PNM, BMP, PNG), and the two
/// committed ones (a JPEG and a GIF, which no code here writes).
enum ImageFixtures {
    static var directory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path
    }

    static func temp(_ name: String) -> String {
        NSTemporaryDirectory() + "/brocade-img-\(getpid())-\(UUID().uuidString.prefix(8))-\(name)"
    }

    /// A width x height picture whose left half is red and right half blue.
    static func halves(_ w: Int, _ h: Int) -> PixelImage {
        var px: [UInt8] = []
        for _ in 0..<h {
            for x in 0..<w { px += x < w / 2 ? [200, 40, 40, 255] : [40, 80, 200, 255] }
        }
        return PixelImage(width: w, height: h, rgba: px)
    }

    static func ppm(_ img: PixelImage) -> [UInt8] {
        var out = Array("P6\n\(img.width) \(img.height)\n255\n".utf8)
        for i in 0..<(img.width * img.height) { out += img.rgba[(i * 4)..<(i * 4 + 3)] }
        return out
    }

    static func bmp(_ img: PixelImage) -> [UInt8] {
        let rowSize = (img.width * 3 + 3) / 4 * 4
        let dataSize = rowSize * img.height
        func le32(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8((v >> 24) & 0xFF)] }
        func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF)] }
        var out: [UInt8] = Array("BM".utf8) + le32(54 + dataSize) + le32(0) + le32(54)
        out += le32(40) + le32(img.width) + le32(img.height) + le16(1) + le16(24) + le32(0) + le32(dataSize)
        out += le32(2835) + le32(2835) + le32(0) + le32(0)
        for y in stride(from: img.height - 1, through: 0, by: -1) {
            var row: [UInt8] = []
            for x in 0..<img.width {
                let p = img.pixel(x: x, y: y)
                row += [p.2, p.1, p.0]
            }
            row += [UInt8](repeating: 0, count: rowSize - row.count)
            out += row
        }
        return out
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc32(body))
    }

    /// A PNG with stored (uncompressed) deflate blocks: valid, and simple to write.
    static func png(_ img: PixelImage, claimedWidth: Int? = nil, claimedHeight: Int? = nil) -> [UInt8] {
        var raw: [UInt8] = []
        for y in 0..<img.height {
            raw.append(0)
            raw += img.rgba[(y * img.width * 4)..<((y + 1) * img.width * 4)]
        }
        var z: [UInt8] = [0x78, 0x01]
        var i = 0
        repeat {
            let n = min(65_535, raw.count - i)
            let last: UInt8 = i + n >= raw.count ? 1 : 0
            z += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            z += raw[i..<(i + n)]
            i += n
        } while i < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for v in raw { a = (a + UInt32(v)) % 65_521; b = (b + a) % 65_521 }
        z += be32((b << 16) | a)
        let w = UInt32(claimedWidth ?? img.width), h = UInt32(claimedHeight ?? img.height)
        let ihdr = be32(w) + be32(h) + [8, 6, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", z) + chunk("IEND", [])
    }

    static func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = temp(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }
}
