import Foundation

/// The values a knob can take: a range, an optional step and what happens past the ends.
///
/// Steps count from `minimum`: the values are `minimum`, `minimum + step`, `minimum + 2 · step`, …
/// and `maximum` itself, so both ends are always reachable (when `maximum − minimum` is not a whole
/// number of steps, the last step is shorter).
public struct RotaryValueRange: Hashable, Sendable {
    /// The smallest value.
    public var minimum: Double
    /// The largest value.
    public var maximum: Double
    /// The distance between steps; 0 for no snapping.
    public var step: Double
    /// Whether the value continues from the other end past an end (`true`), or stops there.
    public var wraps: Bool

    /// A range from its values; by default continuous (no step) and not wrapping.
    public init(minimum: Double, maximum: Double, step: Double = 0, wraps: Bool = false) {
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.wraps = wraps
    }

    /// The ends and the step as code sets them on a control, by `RangeLimits`'s rule.
    public var limits: RangeLimits {
        get { RangeLimits(minimum: minimum, maximum: maximum, step: step) }
        set { (minimum, maximum, step) = (newValue.minimum, newValue.maximum, newValue.step) }
    }

    /// `maximum − minimum`.
    public var span: Double { maximum - minimum }

    /// `value` within the range: wrapped around from the other end when the range wraps, else
    /// clamped to the nearer end.
    public func bounded(_ value: Double) -> Double {
        if wraps, span > 0, value < minimum || value > maximum {
            var offset = (value - minimum).truncatingRemainder(dividingBy: span)
            if offset < 0 { offset += span }
            return minimum + offset
        }
        return min(max(value, minimum), maximum)
    }

    /// `value` (within the range) moved to the nearest step: `minimum + k · step`, or `maximum`
    /// when that is nearer than the last whole step.
    public func snapped(_ value: Double) -> Double {
        guard step > 0, span > 0 else { return value }
        let lastIndex = (span / step * (1 + 1e-12)).rounded(.down)
        let index = min(max(((value - minimum) / step).rounded(), 0), lastIndex)
        let onStep = min(minimum + index * step, maximum)
        let lastStep = min(minimum + lastIndex * step, maximum)
        if value > lastStep, maximum - value < value - lastStep { return maximum }
        return onStep
    }

    /// `value` bounded to the range, then snapped to a step.
    public func clamped(_ value: Double) -> Double {
        snapped(bounded(value))
    }

    /// `value` moved by whole spans to lie nearest `reference`, for an animated change across the
    /// seam of a range that wraps on a full turn, which goes the short way round:
    /// `value + k · (max − min)` with `k` the whole number nearest `(reference − value) / (max − min)`
    /// (350° drawn from 10° is −10°, 20° short of it).
    public func unwrapped(_ value: Double, near reference: Double) -> Double {
        span > 0 ? value + ((reference - value) / span).rounded() * span : value
    }

    /// Where `value` lies in the range, from 0 at `minimum` to 1 at `maximum`.
    public func fraction(of value: Double) -> Double {
        span > 0 ? (value - minimum) / span : 0
    }

    /// The index of the step `value` (within the range) is on, counted from `minimum`: `k` for
    /// `minimum + k · step`, and one past the last whole step for a `maximum` off the steps. With
    /// no step, the index of the band `unit` wide, counted from `minimum`, the value lies in. The
    /// index changes exactly when the value moves to another step or band, which is when a
    /// selection haptic plays.
    public func stepIndex(of value: Double, unit: Double) -> Int {
        let index: Double
        if step > 0, span > 0 {
            let lastIndex = (span / step * (1 + 1e-12)).rounded(.down)
            let offGrid = maximum - min(minimum + lastIndex * step, maximum) > step * 1e-9
            index = offGrid && value >= maximum ? lastIndex + 1 : ((value - minimum) / step).rounded()
        } else if unit > 0 {
            index = ((value - minimum) / unit * (1 + 1e-12)).rounded(.down)
        } else {
            index = 0
        }
        return Int(min(max(index, -1e15), 1e15))
    }

    /// The value `adjustment` moves `value` to: whole accessibility steps of `unit` (at least one
    /// step each way, as `adjusted(_:by:)`), or an end of the range.
    public func adjusted(_ value: Double, by adjustment: ValueAdjustment, unit: Double) -> Double {
        switch adjustment {
        case .steps(let count): adjusted(value, by: Double(count) * unit)
        case .toMinimum: minimum
        case .toMaximum: maximum
        }
    }

    /// The value `change` away from `value` (on a step), for a VoiceOver increment or decrement.
    /// A change that would snap back to `value` moves one whole step instead, so an adjustment
    /// always moves the value when it can move; at a stopping end it stays.
    public func adjusted(_ value: Double, by change: Double) -> Double {
        let target = clamped(value + change)
        guard target == value, step > 0, change != 0 else { return target }
        return clamped(value + (change > 0 ? step : -step))
    }
}
