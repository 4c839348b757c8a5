import Testing
@testable import BrocadeCore
import BrocadeTUI

extension WeaveGrid {
    /// Whether the picture is its own mirror image.
    var isSymmetric: Bool {
        for y in 0..<height { for x in 0..<(width / 2) where self[x, y] != self[width - 1 - x, y] { return false } }
        return true
    }
}

/// The Li brocade generator: the same seed weaves the same pixels, every
/// picture is symmetric, in Li threads only, its motifs inside it, and
/// seeds differ.
@Suite struct BrocadeGeneratorTests {
    /// FNV-1a over the thread of every pixel, row by row.
    static func hash(_ g: WeaveGrid) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for c in g.cells {
            h ^= UInt64(c.rawValue)
            h = h &* 0x0000_0100_0000_01B3
        }
        return h
    }

    @Test func theSameSeedWeavesTheSamePixels() {
        for seed: UInt64 in [0, 1, 7, 42, 20261124, .max] {
            #expect(BrocadeGenerator.weave(seed: seed).grid == BrocadeGenerator.weave(seed: seed).grid)
        }
        // Pinned for version 1: a change to any of these pixels must raise the version.
        let pinned: [(UInt64, UInt64)] = [(1, 17932855388791798737), (2, 17783662637868917373), (3, 6889132443141244019),
                                         (42, 7124295628439433843), (20261124, 8023824855490854727)]
        for (seed, want) in pinned {
            #expect(Self.hash(BrocadeGenerator.weave(seed: seed).grid) == want, "seed \(seed): \(Self.hash(BrocadeGenerator.weave(seed: seed).grid))")
        }
        #expect(BrocadeGenerator.version == 1)
    }

    static let sizes = [BrocadeGenerator.standardSize, Size(width: 24, height: 24), Size(width: 40, height: 30), Size(width: 61, height: 41),
                        Size(width: 80, height: 60), Size(width: 128, height: 96), Size(width: 30, height: 80)]

    @Test func everyPictureIsSymmetricInLiThreadsWithItsMotifsInside() {
        let threads = Set(LiColor.allCases.map { [$0.rgb.0, $0.rgb.1, $0.rgb.2] })
        for size in Self.sizes {
            for seed in UInt64(0)..<60 {
                let woven = BrocadeGenerator.weave(seed: seed, size: size)
                let g = woven.grid
                #expect(g.width % 2 == 0 && g.width >= size.width && g.height >= min(size.height, 24))
                #expect(g.isSymmetric, "seed \(seed) at \(size)")
                let img = g.image
                for i in stride(from: 0, to: img.rgba.count, by: 4) {
                    guard threads.contains(Array(img.rgba[i..<(i + 3)])), img.rgba[i + 3] == 255 else {
                        Issue.record("seed \(seed) at \(size): a pixel not of the Li threads")
                        break
                    }
                }
                let half = Rect(x: 0, y: 0, width: g.width / 2, height: g.height)
                #expect(woven.placements.count >= 3)
                for p in woven.placements {
                    #expect(half.contains(p.box) && p.box.width > 0 && p.box.height > 0,
                            "seed \(seed) at \(size): \(p.motif) at \(p.box) leaves the half \(half)")
                }
                // Something large in the field: a figure or a facing pair.
                #expect(woven.placements.contains { [.figure, .frog, .bird, .deer].contains($0.motif) }, "seed \(seed) at \(size)")
            }
        }
    }

    @Test func twelveSeedsWeaveTwelveDifferentDesigns() {
        let woven = (UInt64(1)...12).map { BrocadeGenerator.weave(seed: $0) }
        #expect(Set(woven.map(\.grid)).count == 12)
        // Every large figure turns up among them.
        let figures = Set(woven.flatMap { $0.placements.map(\.motif) })
        for m in [Motif.figure, .frog, .bird, .deer, .border, .lozenge] { #expect(figures.contains(m), "\(m)") }
        // Not noise: most of the picture is ground, and a design is not all ground.
        for w in woven {
            let ground = w.grid.cells.filter { $0 == w.grid[w.grid.width / 2, w.grid.height / 2 - 0] || $0 == .brown || $0 == .black }.count
            #expect(ground < w.grid.cells.count)
            let threads = w.grid.cells.filter { LiColor.threads.contains($0) }.count
            #expect(threads > w.grid.cells.count / 8 && threads < w.grid.cells.count * 3 / 4)
        }
    }

    @Test func generatedPicturesAreNamedByVersionAndSeed() {
        let p = GeneratedPicture.info(seed: 42)
        #expect(p.name == "generated:v2:42")
        #expect(GeneratedPicture.seed(of: p.name) == 42)
        // The first generator's pictures are still woven, for the saves that name them.
        #expect(GeneratedPicture.seed(of: "generated:v1:42") == nil)
        #expect(GeneratedPicture.firstVersionSeed(of: "generated:v1:42") == 42)
        #expect(GeneratedPicture.problem(with: "generated:v1:42") == nil)
        #expect(GeneratedPicture.seed(of: "generated:v3:42") == nil && GeneratedPicture.firstVersionSeed(of: "generated:v3:42") == nil)
        #expect(GeneratedPicture.problem(with: "generated:v3:42") != nil)
        #expect(GeneratedPicture.problem(with: p.name) == nil)
        #expect(GeneratedPicture.seed(of: "dalishen") == nil && !GeneratedPicture.isGenerated("dalishen"))
        #expect(GeneratedPicture.seed(of: "generated:v2:x") == nil)
        // The picture of the day: the UTC date.
        #expect(GeneratedPicture.dailySeed(unixSeconds: 1_795_000_000) == 20261118)
        #expect(GeneratedPicture.daily(unixSeconds: 1_795_000_000).title == "Generated · 2026-11-18")
        let half = GeneratedPicture.image(seed: 42)
        #expect(half.width == 30 && half.height == 40)
        #expect(half == WovenBoard.half(BrocadeDesign.generated(seed: 42), half: Size(width: 30, height: 40)))
        #expect(GeneratedPicture.firstVersionImage(seed: 42).withMirror() == BrocadeGenerator.weave(seed: 42).grid.image)
    }
}
