import Foundation

/// The values of a slider with any number of thumbs: the rules of `SliderModel` (range, step,
/// minimum distance between neighbours, thumbs never crossing, values clamped) plus snap values.
///
/// With snap values, a thumb only ever rests on one of them: a value set on its own goes to the
/// snap value nearest to it among those the thumb can reach between its neighbours (the lower
/// one on a tie), and stays where it is when none is in reach. Values set together are fitted
/// by `SliderModel` first, then snapped lowest first. The step still applies to snap values, so
/// a spec gives one or the other.
public struct MultiSliderModel: Hashable, Sendable {
    /// The range, steps, gap and values, as one slider model.
    public private(set) var base: SliderModel
    /// The values thumbs snap to, lowest first; none for no snapping beyond the step.
    public private(set) var snapValues: [Double]

    /// A model with the range, values, step, gap and snap values of `configuration`.
    public init(configuration: MultiSliderConfiguration) {
        self.init(base: SliderModel(configuration: configuration.slider), snapValues: configuration.snapValues)
    }

    /// A model of `base`'s range, values, step and gap, snapping to `snapValues`.
    public init(base: SliderModel, snapValues: [Double] = []) {
        self.base = base
        self.snapValues = snapValues.filter { !$0.isNaN }.sorted()
        snapAll()
    }

    /// The smallest value; raising it above `maximumValue` raises that too. Fits the values again.
    public var minimumValue: Double {
        get { base.minimumValue }
        set { base.minimumValue = newValue; snapAll() }
    }

    /// The largest value; lowering it below `minimumValue` lowers that too. Fits the values again.
    public var maximumValue: Double {
        get { base.maximumValue }
        set { base.maximumValue = newValue; snapAll() }
    }

    /// The distance values snap to, counted from `minimumValue`; 0 for none. Fits the values again.
    public var step: Double {
        get { base.step }
        set { base.step = newValue; snapAll() }
    }

    /// The smallest distance between neighbouring values as asked for; `gap` is the one in force.
    public var minimumGap: Double {
        get { base.minimumGap }
        set { base.minimumGap = newValue; snapAll() }
    }

    /// The gap in force between neighbouring values (see `SliderModel.gap`).
    public var gap: Double { base.gap }

    /// The highest value a thumb can take (see `SliderModel.highestValue`).
    public var highestValue: Double { base.highestValue }

    /// One value per thumb, lowest first.
    public var values: [Double] { base.values }

    /// The number of thumbs.
    public var thumbCount: Int { base.thumbCount }

    /// The first thumb's value: the value of a slider with one thumb.
    public var value: Double { base.lowerValue }

    /// The value of thumb `index` (0 is the lowest).
    public func value(ofThumb index: Int) -> Double {
        base.value(ofThumb: index)
    }

    /// The values thumb `index` can take without passing its neighbours' values ± the gap.
    public func bounds(ofThumb index: Int) -> ClosedRange<Double> {
        base.bounds(ofThumb: index)
    }

    /// Replaces the snap values (sorted, numbers only) and snaps the values to them.
    public mutating func setSnapValues(_ newValues: [Double]) {
        snapValues = newValues.filter { !$0.isNaN }.sorted()
        snapAll()
    }

    /// Sets the value of thumb `index`: clamped between its neighbours, on a step, and on the
    /// nearest snap value it can reach. An index without a thumb, or a value that is not a
    /// number, changes nothing.
    public mutating func setValue(_ value: Double, ofThumb index: Int) {
        guard base.values.indices.contains(index), !value.isNaN else { return }
        guard !snapValues.isEmpty else { return base.setValue(value, ofThumb: index) }
        if let snap = nearestSnapValue(to: value, in: base.bounds(ofThumb: index)) {
            base.setValue(snap, ofThumb: index)
        }
    }

    /// Sets the values of the first `newValues.count` thumbs at once, fits them lowest first
    /// (see `SliderModel.setValues(_:)`), then snaps them lowest first.
    public mutating func setValues(_ newValues: [Double]) {
        base.setValues(newValues)
        snapAll()
    }

    /// Moves thumb `index` one accessibility step (`delta`, signed) and returns whether its value
    /// changed: with snap values, to the next snap value in that direction it can reach;
    /// otherwise as `SliderModel.adjust(thumb:by:)`.
    public mutating func adjust(thumb index: Int, by delta: Double) -> Bool {
        guard base.values.indices.contains(index), delta != 0, !delta.isNaN else { return false }
        guard !snapValues.isEmpty else { return base.adjust(thumb: index, by: delta) }
        let before = base.values[index], bounds = base.bounds(ofThumb: index)
        let reachable = snapValues.filter { bounds.contains($0) }
        guard let next = delta > 0 ? reachable.first(where: { $0 > before }) : reachable.last(where: { $0 < before }) else { return false }
        base.setValue(next, ofThumb: index)
        return base.values[index] != before
    }

    /// Moves thumb `index` as `adjustment` asks and returns whether its value changed: with snap
    /// values, by one snap value per step, or to the lowest or highest one it can reach;
    /// otherwise as `SliderModel.adjust(thumb:_:)`.
    public mutating func adjust(thumb index: Int, _ adjustment: ValueAdjustment) -> Bool {
        guard base.values.indices.contains(index) else { return false }
        guard !snapValues.isEmpty else { return base.adjust(thumb: index, adjustment) }
        let before = base.values[index]
        switch adjustment {
        case .steps(let count):
            for _ in 0..<abs(count) {
                guard adjust(thumb: index, by: count > 0 ? base.accessibilityStep : -base.accessibilityStep) else { break }
            }
        case .toMinimum: setValue(minimumValue, ofThumb: index)
        case .toMaximum: setValue(maximumValue, ofThumb: index)
        }
        return base.values[index] != before
    }

    /// The index of the step thumb `index` is on: with snap values, the number of snap values
    /// below its value; otherwise `SliderModel.stepIndex(ofThumb:)`. It changes exactly when the
    /// thumb moves to another snap value or step.
    public func stepIndex(ofThumb index: Int) -> Int {
        guard !snapValues.isEmpty else { return base.stepIndex(ofThumb: index) }
        guard base.values.indices.contains(index) else { return 0 }
        let value = base.values[index]
        return snapValues.filter { $0 < value }.count
    }

    /// Whether `value` is one of the snap values; every value is when there are none.
    public func isSnapValue(_ value: Double) -> Bool {
        snapValues.isEmpty || snapValues.contains(value)
    }

    /// The snap value in `bounds` nearest to `value`, the lower one on a tie; `nil` when none is.
    private func nearestSnapValue(to value: Double, in bounds: ClosedRange<Double>) -> Double? {
        snapValues.filter { bounds.contains($0) }.min { abs($0 - value) < abs($1 - value) }
    }

    /// Puts every thumb, lowest first, on the snap value nearest to it that it can reach.
    private mutating func snapAll() {
        guard !snapValues.isEmpty else { return }
        for index in base.values.indices {
            setValue(base.values[index], ofThumb: index)
        }
    }
}
