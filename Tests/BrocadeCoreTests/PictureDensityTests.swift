import Testing
@testable import BrocadeCore
import BrocadeTUI
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a picture cuts: the share of its pieces that are plain (one colour
/// over 90% of the piece) and of those unlike every other piece (differing
/// from each in at least a tenth of their pixels), in the flat colours the
/// pieces are matched by.
struct PieceDensity: CustomStringConvertible {
    var pieces: Int
    var plain: Int
    var unique: Int

    init(_ img: PixelImage, columns: Int, rows: Int) {
        let w = img.width / columns, h = img.height / rows, n = w * h
        var cut: [[UInt32]] = []
        for r in 0..<rows {
            for c in 0..<columns {
                var px: [UInt32] = []
                px.reserveCapacity(n)
                for y in (r * h)..<((r + 1) * h) {
                    for x in (c * w)..<((c + 1) * w) {
                        let (R, G, B, _) = img.pixel(x: x, y: y)
                        px.append(UInt32(R) << 16 | UInt32(G) << 8 | UInt32(B))
                    }
                }
                cut.append(px)
            }
        }
        pieces = cut.count
        plain = cut.filter { p in
            var counts: [UInt32: Int] = [:]
            for v in p { counts[v, default: 0] += 1 }
            return (counts.values.max() ?? 0) * 10 > 9 * p.count
        }.count
        let enough = max(1, (n + 9) / 10)
        func alike(_ a: [UInt32], _ b: [UInt32]) -> Bool {
            var differ = 0
            for i in 0..<a.count where a[i] != b[i] {
                differ += 1
                if differ >= enough { return false }
            }
            return true
        }
        var twin = [Bool](repeating: false, count: cut.count)
        for i in 0..<cut.count {
            for j in (i + 1)..<cut.count where alike(cut[i], cut[j]) {
                twin[i] = true
                twin[j] = true
            }
        }
        unique = twin.filter { !$0 }.count
    }

    var description: String { "\(plain) plain, \(unique) unique of \(pieces)" }
}

/// Every built-in picture and generated seeds 0-99, cut 10 x 10 a half, at
/// the half-block board a 200 x 60 terminal gives it and at a board 1,000
/// pixels wide: at most 5% of pieces plain, at least 90% unlike every other.
@Suite struct PictureDensityTests {
    /// A 10 x 10 half at 200 x 60 (BoardSizeTests in the app's tests hold this).
    static let halfBlockHalf = Size(width: 80, height: 80)
    /// A half of a board 1,000 pixels wide, its pieces square.
    static let pixelHalf = Size(width: 500, height: 500)

    static var designs: [(String, BrocadeDesign)] {
        BuiltInDesigns.all.map { ($0.name, $0.design) } + (0..<100).map { ("seed \($0)", BrocadeDesign.generated(seed: UInt64($0))) }
    }

    static func dump(_ name: String, _ img: PixelImage) {
        guard let dir = ProcessInfo.processInfo.environment["BROCADE_WEAVE_DUMP"] else { return }
        var bytes = Array("P6\n\(img.width) \(img.height)\n255\n".utf8)
        for i in 0..<(img.width * img.height) { bytes += img.rgba[(i * 4)..<(i * 4 + 3)] }
        FileManager.default.createFile(atPath: "\(dir)/\(name).ppm", contents: Data(bytes))
    }

    @Test(arguments: [halfBlockHalf, pixelHalf])
    func piecesAreToldApartByTheirLook(half: Size) {
        var worst: [String] = []
        for (name, design) in Self.designs {
            let img = WovenBoard.half(design, half: half, flat: true)
            if half == Self.halfBlockHalf { Self.dump(name.replacingOccurrences(of: " ", with: "-"), img.withMirror()) }
            let d = PieceDensity(img, columns: 10, rows: 10)
            if d.plain > 5 || d.unique < 90 { worst.append("\(name): \(d)") }
        }
        #expect(worst.isEmpty, "\(worst.count) pictures fall short at \(half.width)x\(half.height): \(worst.joined(separator: "; "))")
    }
}
