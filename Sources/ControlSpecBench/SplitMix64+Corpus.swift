import ControlSpec

/// The draws the corpus generator makes, from the seeded generator the library provides.
extension SplitMix64 {
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
