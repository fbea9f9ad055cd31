import Foundation

/// The ends and the step of a value range as code sets them on a generated control, by one rule
/// for every kind with a range (knob, slider, range slider, circular slider), as `UISlider`'s
/// `minimumValue` and `maximumValue`: a minimum set above the maximum raises the maximum to it,
/// a maximum set below the minimum lowers the minimum to it, a value that is not finite is
/// ignored and a negative step is none (0). The models fit their values again afterwards.
public struct RangeLimits: Hashable, Sendable {
    /// The smallest value.
    public private(set) var minimum: Double
    /// The largest value, never below `minimum`.
    public private(set) var maximum: Double
    /// The distance values snap to, counted from `minimum`; 0 for none, never negative.
    public private(set) var step: Double

    /// Limits as a configuration gives them: a maximum below the minimum is raised to it, and a
    /// step that is negative or not finite is none.
    public init(minimum: Double, maximum: Double, step: Double) {
        self.minimum = minimum
        self.maximum = max(maximum, minimum)
        self.step = step.isFinite ? max(step, 0) : 0
    }

    /// Sets the minimum: ignored when not finite; above the maximum, it raises the maximum to it.
    public mutating func setMinimum(_ newMinimum: Double) {
        guard newMinimum.isFinite else { return }
        minimum = newMinimum
        maximum = max(maximum, newMinimum)
    }

    /// Sets the maximum: ignored when not finite; below the minimum, it lowers the minimum to it.
    public mutating func setMaximum(_ newMaximum: Double) {
        guard newMaximum.isFinite else { return }
        maximum = newMaximum
        minimum = min(minimum, newMaximum)
    }

    /// Sets the step: ignored when not finite; a negative step is none (0).
    public mutating func setStep(_ newStep: Double) {
        guard newStep.isFinite else { return }
        step = max(newStep, 0)
    }
}
