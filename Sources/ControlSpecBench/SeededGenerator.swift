/// A small, fast random number generator with a fixed algorithm (SplitMix64), so that a seed
/// gives the same corpus on every machine and every Swift version.
struct SeededGenerator: RandomNumberGenerator {
    /// The state.
    private var state: UInt64

    /// A generator starting from `seed`.
    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// A number in `range`, rounded to `places` decimals so specs read like hand-written ones.
    mutating func number(_ range: ClosedRange<Double>, places: Int = 2) -> Double {
        let scale = Double([1, 10, 100, 1000][min(places, 3)])
        return (Double.random(in: range, using: &self) * scale).rounded() / scale
    }

    /// One of `choices`.
    mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &self)] }

    /// `true` with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
}
