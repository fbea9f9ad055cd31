import ControlKernel

/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny random number generator with a fixed
/// algorithm, so that a seed gives the same numbers on every machine and every Swift version.
/// The benchmark's corpus and the tests that need reproducible randomness draw from it. It is the
/// kernel's generator, the one generated buttons draw their jitter from, so the algorithm is
/// written once.
public typealias SplitMix64 = PartRandomSource
