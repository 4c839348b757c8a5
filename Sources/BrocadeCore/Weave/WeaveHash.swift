import BrocadeTUI

/// Choices a dense brocade makes per motif (its colours, how a figure bends)
/// from where the motif is, not from a running stream: a band can then be
/// drawn in any order, and one motif's choice never shifts another's.
/// Integers only, so every machine weaves the same.
enum WeaveHash {
    static func of(_ parts: Int...) -> UInt64 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15
        for p in parts {
            h ^= UInt64(bitPattern: Int64(p))
            h &+= 0x9E37_79B9_7F4A_7C15
            h = (h ^ (h >> 30)) &* 0xBF58_476D_1CE4_E5B9
            h = (h ^ (h >> 27)) &* 0x94D0_49BB_1331_11EB
            h ^= h >> 31
        }
        return h
    }

    /// A number in `0..<n` for these parts.
    static func pick(_ n: Int, _ parts: Int...) -> Int {
        guard n > 1 else { return 0 }
        var h: UInt64 = 0x51ED_2701
        for p in parts { h = of(Int(truncatingIfNeeded: h), p) }
        return Int(h % UInt64(n))
    }
}

extension MotifColors {
    /// Three different threads of `threads` (at least three), the `n`th of
    /// their orderings: neighbouring motifs given neighbouring numbers
    /// differ.
    static func ordering(_ n: Int, of threads: [LiColor]) -> MotifColors {
        let t = threads.count >= 3 ? threads : LiColor.threads
        let k = t.count
        let count = k * (k - 1) * (k - 2)
        var i = ((n % count) + count) % count
        let a = i % k; i /= k
        var rest = t; let main = rest.remove(at: a)
        let b = i % (k - 1); i /= (k - 1)
        let accent = rest.remove(at: b)
        let detail = rest[i % (k - 2)]
        return MotifColors(main: main, accent: accent, detail: detail)
    }
}
