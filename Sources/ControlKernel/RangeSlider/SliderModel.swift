import Foundation

/// The values of a slider: a range and one value per thumb inside it, lowest first. A range slider
/// has two thumbs, whose values are `lowerValue` and `upperValue`.
///
/// Every setter keeps these rules:
/// - With a `step`, values lie on the steps `minimumValue + k × step`. Steps count from the minimum,
///   so the minimum is always reachable; when the maximum is not on a step, the highest value a
///   thumb can take is the last step below it (`highestValue`). Without a step, any value in the range.
/// - Neighbouring values stay at least `gap` apart: `minimumGap` rounded up to whole steps, and no
///   more than the range can hold.
/// - A value set on its own stops at its neighbours' values ± the gap. Values set together, or
///   fitted again after the range, step or gap changed, are fitted lowest first, each leaving room
///   for the ones above it: where they conflict, the lower value wins.
public struct SliderModel: Hashable, Sendable {
    /// The range and the step, set by `RangeLimits`'s rule. Fits the values again.
    private var limits: RangeLimits {
        didSet { fitValues() }
    }
    /// The smallest value; raising it above `maximumValue` raises that too, a value that is not
    /// finite is ignored (`RangeLimits`). Fits the values again.
    public var minimumValue: Double {
        get { limits.minimum }
        set { limits.setMinimum(newValue) }
    }
    /// The largest value; lowering it below `minimumValue` lowers that too, a value that is not
    /// finite is ignored (`RangeLimits`). Fits the values again.
    public var maximumValue: Double {
        get { limits.maximum }
        set { limits.setMaximum(newValue) }
    }
    /// The distance values snap to, counted from `minimumValue`; 0 for none, as is a negative
    /// step; a value that is not finite is ignored (`RangeLimits`). Fits the values again.
    public var step: Double {
        get { limits.step }
        set { limits.setStep(newValue) }
    }
    /// The smallest distance between neighbouring values as asked for; `gap` is the one in force.
    /// Fits the values again.
    public var minimumGap: Double {
        didSet { fitValues() }
    }
    /// One value per thumb, lowest first.
    public private(set) var values: [Double]
    /// How far one key press, Crown detent or assistive adjustment moves a thumb (`adjust(thumb:_:)`).
    public var accessibilityStep: Double

    /// A model with the range, values, step, gap and accessibility step of `configuration`, fitted to the rules.
    public init(configuration: SliderConfiguration) {
        self.init(
            minimumValue: configuration.minimumValue, maximumValue: configuration.maximumValue,
            values: configuration.values, step: configuration.step, minimumGap: configuration.minimumGap,
            accessibilityStep: configuration.accessibilityStep)
    }

    /// A model with a range, values (lowest first; the minimum when none are given), a step and a
    /// gap, fitted to the rules. The accessibility step is the step, or a tenth of the range
    /// without one, unless given.
    public init(
        minimumValue: Double, maximumValue: Double, values: [Double], step: Double = 0, minimumGap: Double = 0,
        accessibilityStep: Double? = nil
    ) {
        limits = RangeLimits(minimum: minimumValue, maximum: maximumValue, step: step)
        self.minimumGap = minimumGap
        self.values = values.isEmpty ? [minimumValue] : values
        self.accessibilityStep = accessibilityStep ?? (step > 0 ? step : (max(maximumValue, minimumValue) - minimumValue) / 10)
        fitValues()
    }

    // MARK: Two thumbs

    /// The lowest thumb's value: a range slider's lower value.
    public var lowerValue: Double { values[0] }

    /// The highest thumb's value: a range slider's upper value.
    public var upperValue: Double { values[values.count - 1] }

    /// Sets the lowest thumb's value, stopping at the minimum and at the next value − the gap.
    public mutating func setLowerValue(_ value: Double) {
        setValue(value, ofThumb: 0)
    }

    /// Sets the highest thumb's value, stopping at the previous value + the gap and at the highest value.
    public mutating func setUpperValue(_ value: Double) {
        setValue(value, ofThumb: values.count - 1)
    }

    /// Sets the lowest and the highest thumbs' values at once; where they conflict, the lower wins.
    public mutating func setValues(lower: Double, upper: Double) {
        var newValues = values
        newValues[newValues.count - 1] = upper
        newValues[0] = lower
        setValues(newValues)
    }

    // MARK: Any thumb

    /// The number of thumbs.
    public var thumbCount: Int { values.count }

    /// The value of thumb `index` (0 is the lowest).
    public func value(ofThumb index: Int) -> Double {
        values[index]
    }

    /// Sets the value of thumb `index`, snapped and kept within `bounds(ofThumb:)`; an index
    /// without a thumb, or a value that is not a number, changes nothing.
    public mutating func setValue(_ value: Double, ofThumb index: Int) {
        guard values.indices.contains(index), !value.isNaN else { return }
        let bounds = bounds(ofThumb: index)
        values[index] = fitted(value, from: bounds.lowerBound, to: bounds.upperBound)
    }

    /// Sets the values of the first `newValues.count` thumbs at once (others, and those given a
    /// value that is not a number, keep theirs), then fits them all lowest first.
    public mutating func setValues(_ newValues: [Double]) {
        for (index, value) in zip(values.indices, newValues) where !value.isNaN {
            values[index] = value
        }
        fitValues()
    }

    /// The values thumb `index` can take without passing its neighbours: from the previous value
    /// + the gap (or the minimum) to the next value − the gap (or the highest value).
    public func bounds(ofThumb index: Int) -> ClosedRange<Double> {
        let low = index > 0 ? values[index - 1] + gap : minimumValue
        let high = index < values.count - 1 ? values[index + 1] - gap : highestValue
        return low...max(low, high)
    }

    /// Moves thumb `index` by `delta` (VoiceOver's step, signed) and returns whether its value
    /// changed. When the move would snap back to where it started, the thumb goes one step on in
    /// that direction instead, so an increment or decrement moves any thumb that can move.
    public mutating func adjust(thumb index: Int, by delta: Double) -> Bool {
        guard values.indices.contains(index), delta != 0, !delta.isNaN else { return false }
        let before = values[index]
        setValue(before + delta, ofThumb: index)
        if values[index] == before, step > 0 {
            setValue(before + (delta > 0 ? step : -step), ofThumb: index)
        }
        return values[index] != before
    }

    // MARK: Keys, the Crown and assistive technologies

    /// Moves thumb `index` as `adjustment` asks and returns whether its value changed: by whole
    /// accessibility steps (at least one value step each, see `adjust(thumb:by:)`), or to the
    /// lowest or highest value it can take between its neighbours.
    public mutating func adjust(thumb index: Int, _ adjustment: ValueAdjustment) -> Bool {
        guard values.indices.contains(index) else { return false }
        let before = values[index]
        switch adjustment {
        case .steps(let count): return adjust(thumb: index, by: Double(count) * accessibilityStep)
        case .toMinimum: setValue(minimumValue, ofThumb: index)
        case .toMaximum: setValue(maximumValue, ofThumb: index)
        }
        return values[index] != before
    }

    /// The index of the step thumb `index` is on: its value's whole number of value steps above
    /// the minimum (rounded), or of accessibility steps (rounded down) without a value step; 0
    /// for an index without a thumb. It changes exactly when the thumb crosses a step, so a view
    /// plays its selection feedback when it changes.
    public func stepIndex(ofThumb index: Int) -> Int {
        guard values.indices.contains(index) else { return 0 }
        let unit = step > 0 ? step : accessibilityStep
        guard unit > 0 else { return 0 }
        let steps = (values[index] - minimumValue) / unit
        let index = step > 0 ? steps.rounded() : (steps + Self.tolerance * max(1, abs(steps))).rounded(.down)
        return index.isFinite ? Int(min(max(index, -1e15), 1e15)) : 0
    }

    // MARK: Steps and gap

    /// The highest value a thumb can take: the maximum, or the last step below it when the maximum
    /// is not on a step.
    public var highestValue: Double {
        guard step > 0, !isOnStep(maximumValue) else { return maximumValue }
        return minimumValue + stepsDown(to: maximumValue) * step
    }

    /// Whether `value` lies on a step, within rounding error; every value does when there is no step.
    public func isOnStep(_ value: Double) -> Bool {
        guard step > 0 else { return true }
        let steps = (value - minimumValue) / step
        return abs(steps - steps.rounded()) <= Self.tolerance * max(1, abs(steps))
    }

    /// The gap in force between neighbouring values: `minimumGap` (0 when negative) rounded up to
    /// whole steps, and at most what lets every thumb fit between the minimum and the highest value.
    public var gap: Double {
        let room = (highestValue - minimumValue) / Double(max(values.count - 1, 1))
        let asked = minimumGap > 0 ? minimumGap : 0
        guard step > 0 else { return min(asked, room) }
        let wholeSteps = min(stepsUp(to: minimumValue + asked), stepsDown(to: minimumValue + room))
        return wholeSteps * step
    }

    /// The value a thumb nearest `value` can take, ignoring the other thumbs.
    public func snapped(_ value: Double) -> Double {
        fitted(value, from: minimumValue, to: highestValue)
    }

    /// How far off a whole number of steps a step count may be and still count as whole.
    static let tolerance = 1e-9

    /// `value` clamped to `low...high` and snapped to the nearest step inside it (`low` for a value
    /// that is not a number, as an initial value may be). `low` and `high` are on steps whenever
    /// the values are, so a step always lies between them.
    private func fitted(_ value: Double, from low: Double, to high: Double) -> Double {
        let clamped = value.isNaN ? low : min(max(value, low), high)
        guard step > 0 else { return clamped }
        let lowest = stepsUp(to: low), highest = stepsDown(to: high)
        guard lowest <= highest else { return clamped }
        let steps = min(max(((clamped - minimumValue) / step).rounded(), lowest), highest)
        return stepValue(steps)
    }

    /// The value `steps` whole steps above the minimum; exactly the highest value at its step.
    private func stepValue(_ steps: Double) -> Double {
        steps >= stepsDown(to: maximumValue) ? highestValue : minimumValue + steps * step
    }

    /// The whole number of steps from the minimum to the last step at or below `value`.
    private func stepsDown(to value: Double) -> Double {
        let steps = (value - minimumValue) / step
        return (steps + Self.tolerance * max(1, abs(steps))).rounded(.down)
    }

    /// The whole number of steps from the minimum to the first step at or above `value`.
    private func stepsUp(to value: Double) -> Double {
        let steps = (value - minimumValue) / step
        return (steps - Self.tolerance * max(1, abs(steps))).rounded(.up)
    }

    /// Fits every value lowest first: each at least the gap above the one before and leaving room
    /// for the gaps of the ones after it below the highest value.
    private mutating func fitValues() {
        let gap = self.gap, highest = highestValue
        for index in values.indices {
            let low = index > 0 ? values[index - 1] + gap : minimumValue
            let high = highest - Double(values.count - 1 - index) * gap
            values[index] = fitted(values[index], from: low, to: max(low, high))
        }
    }
}
