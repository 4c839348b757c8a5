import BrocadeTUI

/// xoshiro256** seeded through SplitMix64: the same seed gives the same
/// sequence on every machine and every Swift version, which the system
/// generator does not promise. Its state is Codable so a saved game resumes
/// with the same future.
public struct SeededRandom: RandomNumberGenerator, Codable, Hashable, Sendable {
    private var s0: UInt64
    private var s1: UInt64
    private var s2: UInt64
    private var s3: UInt64

    public init(seed: UInt64) {
        var sm = seed
        func splitmix(_ x: inout UInt64) -> UInt64 {
            x &+= 0x9E37_79B9_7F4A_7C15
            var z = x
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        s0 = splitmix(&sm)
        s1 = splitmix(&sm)
        s2 = splitmix(&sm)
        s3 = splitmix(&sm)
    }

    public mutating func next() -> UInt64 {
        let result = rotl(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotl(s3, 45)
        return result
    }

    private func rotl(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }

    /// A uniform integer in `range`, without modulo bias (rejection sampling),
    /// so the result is defined by this code alone.
    public mutating func int(in range: Range<Int>) -> Int {
        precondition(!range.isEmpty, "empty range")
        let span = UInt64(range.upperBound - range.lowerBound)
        let limit = UInt64.max - UInt64.max % span
        var x = next()
        while x >= limit { x = next() }
        return range.lowerBound + Int(x % span)
    }

    public mutating func int(in range: ClosedRange<Int>) -> Int {
        int(in: range.lowerBound..<(range.upperBound + 1))
    }

    /// A uniform double in [0, 1) with 53 random bits.
    public mutating func unit() -> Double {
        Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0)
    }

    /// True with the given probability.
    public mutating func chance(_ probability: Double) -> Bool { unit() < probability }

    /// Fisher–Yates with our own index draws, so orders match everywhere.
    public mutating func shuffle<T>(_ array: inout [T]) {
        guard array.count > 1 else { return }
        for i in stride(from: array.count - 1, to: 0, by: -1) {
            let j = int(in: 0..<(i + 1))
            if i != j { array.swapAt(i, j) }
        }
    }

    public mutating func shuffled<T>(_ array: [T]) -> [T] {
        var copy = array
        shuffle(&copy)
        return copy
    }

    public mutating func element<T>(of array: [T]) -> T? {
        array.isEmpty ? nil : array[int(in: 0..<array.count)]
    }
}
