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
            if ProcessInfo.processInfo.environment["BROCADE_DENSITY_REPORT"] != nil { print("DENSITY \(half.width)x\(half.height) \(name): \(d)") }
            if d.plain > 5 || d.unique < 90 { worst.append("\(name): \(d)") }
        }
        #expect(worst.isEmpty, "\(worst.count) pictures fall short at \(half.width)x\(half.height): \(worst.joined(separator: "; "))")
    }
}

/// How a design is shown at a board's pixels: the same threads for the same
/// shape at any size, flat and crisp with few pixels, woven with many.
@Suite struct WovenBoardTests {
    @Test func aBoardOfTheSameShapeHasTheSameThreads() {
        // A 10 x 10 half at 200 x 60, larger, and in real pixels.
        for half in [Size(width: 80, height: 80), Size(width: 120, height: 120), Size(width: 500, height: 500), Size(width: 81, height: 79)] {
            #expect(WovenBoard.threads(forHalf: half) == Size(width: 80, height: 80), "\(half.width)x\(half.height)")
        }
        #expect(WovenBoard.threads(forHalf: Size(width: 300, height: 400)) == Size(width: 80, height: 108))
        // Smaller, a thread a pixel: woven small, not thinned out.
        #expect(WovenBoard.threads(forHalf: Size(width: 30, height: 40)) == Size(width: 30, height: 40))
        #expect(WovenBoard.half(BuiltInDesigns.design(named: "frog")!, half: Size(width: 30, height: 40))
                == BuiltInDesigns.design(named: "frog")!.weave(width: 60, height: 40).leftHalf.image)
        let design = BuiltInDesigns.design(named: "dalishen")!
        // Shown at the threads' own size, a pixel is a thread.
        #expect(WovenBoard.half(design, half: Size(width: 80, height: 80), flat: true) == design.weave(width: 160, height: 80).leftHalf.image)
    }

    @Test func everyPictureIsSymmetricAndTheSameEachTime() {
        for (name, design) in BuiltInDesigns.all {
            let g = design.weave(width: 160, height: 108)
            #expect(g.isSymmetric, "\(name)")
            #expect(g == design.weave(width: 160, height: 108), "\(name)")
            #expect(Set(g.cells).isSubset(of: Set(LiColor.allCases)))
        }
        #expect(BuiltInDesigns.all.count >= 12)
        #expect(Set(BuiltInDesigns.all.map(\.name)).isSuperset(of: ["dalishen", "frog", "bird", "deer", "lozenge", "zigzag", "star", "waves"]))
        #expect(BrocadeDesign.generated(seed: 5) == BrocadeDesign.generated(seed: 5))
        #expect(BrocadeDesign.generated(seed: 5).weave(width: 160, height: 80) != BrocadeDesign.generated(seed: 6).weave(width: 160, height: 80))
    }

    @Test func withPixelsToSpareThePictureLooksWoven() {
        let design = BuiltInDesigns.design(named: "dalishen")!
        let half = Size(width: 500, height: 500)
        let flat = WovenBoard.half(design, half: half, flat: true)
        let woven = WovenBoard.half(design, half: half)
        PictureDensityTests.dump("dalishen-woven", woven.withMirror())
        PictureDensityTests.dump("dalishen-portrait", WovenBoard.half(design, half: Size(width: 60, height: 80)).withMirror())
        PictureDensityTests.dump("dalishen-small", WovenBoard.half(design, half: Size(width: 24, height: 32)).withMirror())
        // Flat: only the threads' own colours, a thread a block of pixels.
        let threads = Set(LiColor.allCases.map { $0.rgb.0 })
        #expect((0..<flat.height).allSatisfy { y in (0..<flat.width).allSatisfy { threads.contains(flat.pixel(x: $0, y: y).0) } })
        // Woven: inside one thread's block the pixels are shaded (its floats
        // and ties), and every pixel stays near its thread's colour.
        let thread = (0..<500).filter { $0 * 80 / 500 == 40 }
        #expect(thread.count >= 6)
        #expect(Set(thread.flatMap { y in thread.map { x in flat.pixel(x: x, y: y).0 } }).count == 1)
        let shades = thread.flatMap { y in thread.map { x in woven.pixel(x: x, y: y) } }
        #expect(Set(shades.map(\.0)).count > 1)
        let own = flat.pixel(x: thread[0], y: thread[0])
        #expect(shades.allSatisfy { abs(Int($0.0) - Int(own.0)) <= Int(own.0) / 3 + 2 })
        #expect(woven != flat)
        // Few pixels: flat, whatever is asked.
        #expect(WovenBoard.half(design, half: Size(width: 120, height: 120)) == WovenBoard.half(design, half: Size(width: 120, height: 120), flat: true))
    }
}
