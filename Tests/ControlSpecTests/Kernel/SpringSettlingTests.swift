import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// A spring's settling time: the kernel starts its scan where an envelope of the motion proves
/// every later step settled, and must find exactly what a scan of every step finds.
@Suite struct SpringSettlingTests {
    /// The settling time by the plain definition: scanning all 20 000 steps back from the bound
    /// of `SpringMotion.settlingDuration`, the last step that is not within the tolerance of 1.
    static func scannedFromTheBound(_ spring: SpringMotion) -> Double {
        let omega = spring.naturalFrequency, zeta = spring.effectiveDampingRatio
        let decay = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
        let amplitude = 2 + abs(spring.initialVelocity) / omega + (zeta < 1 ? 1 / (1 - zeta * zeta).squareRoot() : 0)
        let bound = 2 * log(amplitude / SpringMotion.settledTolerance) / max(decay, 1e-9)
        for step in stride(from: 20_000, through: 0, by: -1) {
            let time = bound * Double(step) / 20_000
            if abs(spring.progress(at: time) - 1) >= SpringMotion.settledTolerance { return min(bound, time + bound / 20_000) }
        }
        return 0
    }

    /// Springs of every kind: under-, critically and overdamped, with and without initial
    /// velocity, from a damping ratio or from mass, stiffness and damping, including the
    /// undamped spring, which never settles within its bound.
    static let springs: [SpringMotion] = {
        var random = SplitMix64(seed: 7)
        var springs = [
            SpringMotion(dampingRatio: 1, initialVelocity: 0, duration: 0.5),
            SpringMotion(dampingRatio: 1, initialVelocity: -12, duration: 0.3),
            SpringMotion(dampingRatio: 0.999_999_9, initialVelocity: 3, duration: 1),
            SpringMotion(dampingRatio: 1.000_000_1, initialVelocity: 3, duration: 1),
            SpringMotion(dampingRatio: 0.02, initialVelocity: 0, duration: 2),
            SpringMotion(dampingRatio: 8, initialVelocity: 40, duration: 0.2),
            SpringMotion(mass: 1, stiffness: 100, damping: 0, initialVelocity: 0),
            SpringMotion(mass: 2, stiffness: 300, damping: 2 * (600 as Double).squareRoot(), initialVelocity: 5),
        ]
        for _ in 0..<60 {
            springs.append(SpringMotion(dampingRatio: Double.random(in: 0.05...3, using: &random),
                                        initialVelocity: Double.random(in: -30...30, using: &random),
                                        duration: Double.random(in: 0.05...3, using: &random)))
            springs.append(SpringMotion(mass: Double.random(in: 0.1...5, using: &random),
                                        stiffness: Double.random(in: 1...1_000, using: &random),
                                        damping: Double.random(in: 0.1...80, using: &random),
                                        initialVelocity: Double.random(in: -30...30, using: &random)))
        }
        return springs
    }()

    @Test func theShortenedScanFindsWhatTheFullScanFinds() {
        for spring in Self.springs {
            #expect(spring.settlingDuration == Self.scannedFromTheBound(spring),
                    "ζ \(spring.effectiveDampingRatio), ω \(spring.naturalFrequency), v \(spring.initialVelocity)")
        }
    }


    /// A damping-ratio spring made from its unit spring's settling time, found once per damping
    /// ratio (`SpringMotionCache`, the kernel's four-argument initialiser), is the spring the
    /// three-argument initialiser makes, field for field, whatever the duration and velocity, on
    /// the first ask and on the next.
    @Test func aSpringFromTheCacheIsTheSpringTheKernelMakes() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<64 {
            let ratio = [0.2, 0.5, 0.8, 1, 1.5, 3][Int(random.next() % 6)]
            let velocity = Double(Int(random.next() % 41) - 20) / 4
            let duration = 0.05 + Double(random.next() % 100) / 50
            let made = SpringMotion(dampingRatio: ratio, initialVelocity: velocity, duration: duration)
            let fromUnit = SpringMotion(dampingRatio: ratio, initialVelocity: velocity, duration: duration,
                                        unitSettlingDuration: SpringMotion.unitSettlingDuration(dampingRatio: ratio))
            let cached = SpringMotionCache.spring(dampingRatio: ratio, initialVelocity: velocity, duration: duration)
            let again = SpringMotionCache.spring(dampingRatio: ratio, initialVelocity: velocity, duration: duration)
            #expect(fromUnit == made && cached == made && again == made, "ζ \(ratio), v \(velocity), \(duration) s")
            #expect(made.stiffness.bitPattern == cached.stiffness.bitPattern && made.damping.bitPattern == cached.damping.bitPattern)
        }
    }
}
