import BrocadeTUI

/// A generated Li brocade as a picture of the library: named
/// "generated:v2:42" (the generator's version and the seed), so that a save
/// or a score table that names it names exactly these threads, and a later
/// generator that weaves them differently does not pretend to be it.
///
/// Version 2 weaves dense designs (`BrocadeDesign.generated`) at any size;
/// version 1's pictures (`BrocadeGenerator`), mostly ground round a few
/// motifs, are still woven for the saves and scores that name them.
public enum GeneratedPicture {
    static let prefix = "generated:"

    /// The generator's version, in the names of the pictures it weaves.
    public static let version = 2

    /// The name of seed `seed`'s picture.
    public static func name(seed: UInt64) -> String { "\(prefix)v\(version):\(seed)" }

    /// Whether `name` is a generated picture's (of any version).
    public static func isGenerated(_ name: String) -> Bool { name.hasPrefix(prefix) }

    /// The seed a name gives, when this generator can weave it; nil for
    /// another version or anything else.
    public static func seed(of name: String) -> UInt64? {
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "generated", parts[1] == "v\(version)" else { return nil }
        return UInt64(parts[2])
    }

    /// The seed of a picture the first generator wove (a save from before
    /// version 2); nil for anything else.
    public static func firstVersionSeed(of name: String) -> UInt64? {
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "generated", parts[1] == "v\(BrocadeGenerator.version)" else { return nil }
        return UInt64(parts[2])
    }

    /// The design seed `seed` weaves.
    public static func design(seed: UInt64) -> BrocadeDesign { BrocadeDesign.generated(seed: seed) }

    /// Why `name` cannot be woven, for the player: another version's picture.
    public static func problem(with name: String) -> String? {
        guard isGenerated(name), seed(of: name) == nil, firstVersionSeed(of: name) == nil else { return nil }
        return tr("'\(name)' was woven by another version of brocade's generator (this one is v\(version))")
    }

    public static func info(seed: UInt64, title: String? = nil) -> PictureInfo {
        PictureInfo(name: name(seed: seed), file: "", title: title ?? tr("Generated · seed \(seed)"),
                    description: tr("A Li brocade woven from seed \(seed) by brocade's generator (v\(version))."))
    }

    /// The picture of the day: its seed is the UTC date, 20261124 for 24 November 2026.
    public static func dailySeed(unixSeconds: Int64) -> UInt64 {
        let day = CalendarDate.day(of: CalendarDate.iso8601(unixSeconds: unixSeconds))
        return UInt64(day.filter { $0 != "-" }) ?? 0
    }

    public static func daily(unixSeconds: Int64) -> PictureInfo {
        let seed = dailySeed(unixSeconds: unixSeconds)
        let day = CalendarDate.day(of: CalendarDate.iso8601(unixSeconds: unixSeconds))
        return info(seed: seed, title: tr("Generated · \(day)"))
    }

    /// The left half of seed `seed`'s picture at the library's size for
    /// woven pictures (`WovenBoard.libraryHalf`).
    public static func image(seed: UInt64) -> PixelImage {
        WovenBoard.half(design(seed: seed), half: WovenBoard.libraryHalf)
    }

    /// The left half woven for a board whose half is `half` pixels.
    public static func image(seed: UInt64, half: Size, flat: Bool = false) -> PixelImage {
        WovenBoard.half(design(seed: seed), half: half, flat: flat)
    }

    /// The left half of a first-version picture, 30 x 40 as that generator wove them.
    public static func firstVersionImage(seed: UInt64) -> PixelImage {
        BrocadeGenerator.weave(seed: seed).grid.leftHalf.image
    }

    /// A first-version picture's left half woven at `half` pixels, a
    /// board's own size, so that it is never scaled up and blurred. Below
    /// that generator's smallest size it is woven at a whole multiple and
    /// scaled down, keeping its lines.
    public static func firstVersionImage(seed: UInt64, half: Size) -> PixelImage {
        guard half.width > 0, half.height > 0 else { return firstVersionImage(seed: seed) }
        let smallest = 24
        let k = max((smallest + 2 * half.width - 1) / (2 * half.width), (smallest + half.height - 1) / half.height, 1)
        let woven = BrocadeGenerator.weave(seed: seed, size: Size(width: 2 * half.width * k, height: half.height * k)).grid.leftHalf.image
        guard woven.width != half.width || woven.height != half.height else { return woven }
        return woven.scaledKeepingDetail(width: half.width, height: half.height)
    }
}
