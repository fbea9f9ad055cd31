import Foundation

/// A spring moving from 0 to 1: a damped harmonic oscillator, the model of UIKit's spring timing —
/// `<Name>Spring` in the generated Swift, with identical formulas.
public struct SpringSolution: Sendable, Hashable {
    /// The mass.
    public let mass: Double
    /// The stiffness.
    public let stiffness: Double
    /// The damping coefficient.
    public let damping: Double
    /// The initial velocity, in the total distance per second.
    public let initialVelocity: Double

    /// How close to 1 the motion must stay to count as settled.
    public static let settledTolerance = 0.001

    /// The spring of a spec's animation; a damping-ratio spring settles in `duration`.
    public init(_ spring: Spring, duration: Double?) {
        switch spring {
        case .dampingRatio(let ratio, let velocity):
            let unit = Self(mass: 1, stiffness: 1, damping: 2 * ratio, initialVelocity: 0)
            let frequency = unit.settlingDuration / max(duration ?? 0, 1e-9)
            self.init(mass: 1, stiffness: frequency * frequency, damping: 2 * ratio * frequency, initialVelocity: velocity)
        case .physical(let mass, let stiffness, let damping, let velocity):
            self.init(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        }
    }

    /// A spring of `mass`, `stiffness` and `damping`.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// The progress at `time` seconds: the oscillator's position, starting at 0 with
    /// `initialVelocity` and pulled towards 1.
    public func progress(at time: Double) -> Double {
        let t = max(time, 0)
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let v = initialVelocity
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (v - zeta * omega) / damped
            return 1 + exp(-zeta * omega * t) * (-cos(damped * t) + b * sin(damped * t))
        } else if zeta == 1 {
            return 1 + exp(-omega * t) * (-1 + (v - omega) * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c2 = (v + r1) / (r2 - r1)
            return 1 + (-1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// The time after which the progress stays within `settledTolerance` of 1.
    public var settlingDuration: Double {
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let decay = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
        let amplitude = 2 + abs(initialVelocity) / omega + (zeta < 1 ? 1 / (1 - zeta * zeta).squareRoot() : 0)
        let bound = 2 * log(amplitude / Self.settledTolerance) / max(decay, 1e-9)
        let steps = 20_000
        for step in stride(from: steps, through: 0, by: -1) {
            let time = bound * Double(step) / Double(steps)
            if abs(progress(at: time) - 1) >= Self.settledTolerance { return min(bound, time + bound / Double(steps)) }
        }
        return 0
    }
}
