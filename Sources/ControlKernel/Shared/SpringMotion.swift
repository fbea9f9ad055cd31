import Foundation

/// A spring moving a value from 0 to 1: a damped harmonic oscillator, the model of UIKit's spring
/// timing (`UISpringTimingParameters`).
///
/// A spring made from a damping ratio settles in a given duration, as UIKit's damping-ratio
/// springs do: unit mass, and the stiffness for which the motion from rest stays within
/// `settledTolerance` of 1 from that duration on. A spring made from mass, stiffness and damping
/// takes as long as it needs (`settlingDuration`).
public struct SpringMotion: Hashable, Sendable {
    /// The damping ratio the spring was made from, for `UISpringTimingParameters(dampingRatio:initialVelocity:)`;
    /// `nil` for a spring made from mass, stiffness and damping.
    public let dampingRatio: Double?
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

    /// How close to 1 a damping ratio must be for the motion to count as critically damped.
    static let criticalTolerance = 1e-9

    /// A spring with `dampingRatio` (1 settles without overshoot, below 1 oscillates) that settles
    /// in `duration` seconds, starting at rest unless `initialVelocity` says otherwise.
    public init(dampingRatio: Double, initialVelocity: Double = 0, duration: Double) {
        self.init(dampingRatio: dampingRatio, initialVelocity: initialVelocity, duration: duration,
                  unitSettlingDuration: Self.unitSettlingDuration(dampingRatio: dampingRatio))
    }

    /// The spring `init(dampingRatio:initialVelocity:duration:)` makes, given the settling time
    /// of the unit spring of `dampingRatio` (`unitSettlingDuration(dampingRatio:)`): whoever makes
    /// many springs of one damping ratio finds that time, a scan of thousands of steps, once.
    public init(dampingRatio: Double, initialVelocity: Double, duration: Double, unitSettlingDuration: Double) {
        let frequency = unitSettlingDuration / max(duration, 1e-9)
        self.dampingRatio = dampingRatio
        mass = 1
        stiffness = frequency * frequency
        damping = 2 * dampingRatio * frequency
        self.initialVelocity = initialVelocity
    }

    /// The settling time of the spring of `dampingRatio` with unit mass and stiffness, from rest:
    /// a damping-ratio spring is that spring sped up to settle in its duration.
    public static func unitSettlingDuration(dampingRatio: Double) -> Double {
        SpringMotion(mass: 1, stiffness: 1, damping: 2 * dampingRatio, initialVelocity: 0).settlingDuration
    }

    /// A spring of `mass`, `stiffness` and `damping`.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        dampingRatio = nil
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// The undamped angular frequency ω = √(stiffness / mass).
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio ζ = damping / (2 √(stiffness · mass)) of the motion.
    public var effectiveDampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The progress at `time` seconds: the oscillator's position, starting at 0 with
    /// `initialVelocity` and pulled towards 1.
    ///
    /// With ω the natural frequency, ζ the damping ratio and v the initial velocity:
    /// - ζ < 1: 1 + e^(−ζωt) (−cos(ω_d t) + (v − ζω) / ω_d · sin(ω_d t)), ω_d = ω √(1 − ζ²);
    /// - ζ = 1: 1 + e^(−ωt) (−1 + (v − ω) t);
    /// - ζ > 1: 1 + (−1 − c) e^(r₁t) + c e^(r₂t), r₁,₂ = −ω (ζ ∓ √(ζ² − 1)), c = (v + r₁) / (r₂ − r₁).
    public func progress(at time: Double) -> Double {
        Self.progress(at: time, of: solution)
    }

    /// The closed form of the motion, its coefficients worked out once: `progress(at:)`
    /// evaluates it, and `settlingDuration` evaluates it at every step of its scan and bounds it.
    private enum Solution {
        /// ζ = 1, with ω and v.
        case critical(omega: Double, velocity: Double)
        /// ζ < 1, with ζ, ω, ω_d and b = (v − ζω) / ω_d.
        case underdamped(zeta: Double, omega: Double, damped: Double, b: Double)
        /// ζ > 1, with the roots r₁ (the slower) and r₂ and c.
        case overdamped(r1: Double, r2: Double, c2: Double)
    }

    /// The motion's closed form.
    private var solution: Solution {
        let omega = naturalFrequency
        let zeta = effectiveDampingRatio
        let v = initialVelocity
        if abs(zeta - 1) < Self.criticalTolerance { return .critical(omega: omega, velocity: v) }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return .underdamped(zeta: zeta, omega: omega, damped: damped, b: (v - zeta * omega) / damped)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        return .overdamped(r1: r1, r2: r2, c2: (v + r1) / (r2 - r1))
    }

    /// The progress at `time` seconds of the motion `solution`.
    private static func progress(at time: Double, of solution: Solution) -> Double {
        let t = max(time, 0)
        switch solution {
        case .critical(let omega, let v):
            return 1 + exp(-omega * t) * (-1 + (v - omega) * t)
        case .underdamped(let zeta, let omega, let damped, let b):
            return 1 + exp(-zeta * omega * t) * (-cos(damped * t) + b * sin(damped * t))
        case .overdamped(let r1, let r2, let c2):
            return 1 + (-1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// The time after which the progress stays within `settledTolerance` of 1: found by scanning
    /// back from a bound of the envelope in 20 000 steps. The scan starts at the first step from
    /// which an envelope of the motion proves every later step settled (`provablySettledStep`),
    /// which gives the same answer as starting at the bound, in about half the steps.
    public var settlingDuration: Double {
        let omega = naturalFrequency
        let zeta = effectiveDampingRatio
        let decay = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
        let amplitude = 2 + abs(initialVelocity) / omega + (zeta < 1 ? 1 / (1 - zeta * zeta).squareRoot() : 0)
        let bound = 2 * log(amplitude / Self.settledTolerance) / max(decay, 1e-9)
        let steps = 20_000
        let solution = self.solution
        for step in stride(from: Self.provablySettledStep(of: solution, bound: bound, steps: steps), through: 0, by: -1) {
            let time = bound * Double(step) / Double(steps)
            if abs(Self.progress(at: time, of: solution) - 1) >= Self.settledTolerance { return min(bound, time + bound / Double(steps)) }
        }
        return 0
    }

    /// A step of the scan of `settlingDuration` (`steps` steps to `bound`) from which on no step
    /// can be unsettled, or `steps` when that cannot be shown. With ω, ζ, v as in
    /// `progress(at:)`, |progress − 1| ≤ scale · e^(−rate · t), which falls with t:
    /// - ζ < 1: scale √(1 + b²), rate ζω (the cosine and sine terms together are at most √(1 + b²));
    /// - ζ = 1: scale 1 + 2|v − ω| / (e ω), rate ω / 2 (as t e^(−ωt/2) ≤ 2 / (e ω));
    /// - ζ > 1: scale |1 + c| + |c|, rate −r₁ (the slower root).
    /// The step is past the time at which that envelope falls below half the tolerance, so the
    /// rounding of `progress` cannot make a step beyond it count as unsettled.
    private static func provablySettledStep(of solution: Solution, bound: Double, steps: Int) -> Int {
        let scale: Double, rate: Double
        switch solution {
        case .critical(let omega, let v):
            scale = 1 + 2 * abs(v - omega) / (exp(1) * omega)
            rate = omega / 2
        case .underdamped(let zeta, let omega, _, let b):
            scale = (1 + b * b).squareRoot()
            rate = zeta * omega
        case .overdamped(let r1, _, let c2):
            scale = abs(1 + c2) + abs(c2)
            rate = -r1
        }
        let time = log(scale / (Self.settledTolerance / 2)) / rate
        let step = (time / bound * Double(steps)).rounded(.up) + 1
        guard rate > 0, step.isFinite, step < Double(steps) else { return steps }
        return max(Int(step), 0)
    }
}
