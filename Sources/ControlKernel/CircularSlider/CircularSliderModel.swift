import Foundation

/// A circular slider's values and the touch math that moves them, without UIKit, so it runs and
/// is tested on any platform.
///
/// Each value stays within the range and on a step. With two thumbs the values keep their order,
/// at least `minimumDistance` apart: a thumb moved on its own stops at the other's value ± the
/// distance; values set together are fitted lower first, so where they conflict the lower wins.
/// During a touch the model keeps the value the finger has reached before snapping and
/// before the other thumb stops it, so that slow movements add up to a step and a full circle
/// knows which end the finger came from.
///
/// On a seamless track (a full circle whose range wraps, `CircularTrack.isSeamless`) there are no
/// ends: a value carries on across the seam, where the maximum is the minimum (and is written as
/// the minimum). Two thumbs there select the values from the first forward to the second, across
/// the seam when the first is the greater (22:00 to 06:00 on a 24-hour dial): the selection's
/// length, `wrappedGap(from:to:)`, stays between `minimumDistance` and the span minus it, so a
/// thumb moved on its own (by a touch, a key or an assistive technology) stops at the other
/// thumb, from whichever side it comes, and never jumps over it.
public struct CircularSliderModel: Equatable, Sendable {
    /// The range, angles and settings the model works with.
    public var configuration: CircularConfiguration {
        didSet { setValues(values) }
    }

    /// The thumbs' values, lowest first (on a seamless track, the first thumb's first: the
    /// selection's start, which may be the greater), within the range and on a step.
    public private(set) var values: [Double]

    /// The touch being followed, if any.
    private var touch: Touch?

    /// A touch in progress.
    private struct Touch: Equatable, Sendable {
        /// The thumb the touch moves.
        var thumb: Int
        /// The value the touch has reached, within the range but neither snapped to a step nor
        /// stopped by the other thumb.
        var unsnappedValue: Double
        /// With two thumbs on a seamless track: the selection's length the touch has reached,
        /// not snapped, kept within the distances the thumbs allow; `nil`: the values' own.
        var unsnappedGap: Double?
    }

    /// A model with `configuration`'s values, starting at its initial values (fitted to the rules).
    public init(configuration: CircularConfiguration) {
        self.configuration = configuration
        values = configuration.initialValues.isEmpty ? [configuration.value.minimum] : configuration.initialValues
        setValues(values)
    }

    // MARK: - Range

    /// Sets the smallest value by `RangeLimits`'s rule, as a slider's `minimumValue`: a value
    /// that is not finite is ignored; one above the maximum raises the maximum to it. The values
    /// are fitted again.
    public mutating func setMinimumValue(_ minimum: Double) {
        configuration.value.limits.setMinimum(minimum)
    }

    /// Sets the largest value by `RangeLimits`'s rule: a value that is not finite is ignored; one
    /// below the minimum lowers the minimum to it. The values are fitted again.
    public mutating func setMaximumValue(_ maximum: Double) {
        configuration.value.limits.setMaximum(maximum)
    }

    /// Sets the step values snap to, counted from the minimum, by `RangeLimits`'s rule: 0 (or a
    /// negative step) for none; a value that is not finite is ignored. The values snap to the
    /// new steps.
    public mutating func setStep(_ step: Double) {
        configuration.value.limits.setStep(step)
    }

    // MARK: - Values

    /// The first thumb's value: the value of a one-thumb slider, the lower value of two.
    public var value: Double { values[0] }

    /// The lowest thumb's value.
    public var lowerValue: Double { values[0] }

    /// The highest thumb's value.
    public var upperValue: Double { values[values.count - 1] }

    /// How many thumbs there are.
    public var thumbCount: Int { values.count }

    /// The smallest value.
    public var minimumValue: Double { configuration.value.minimum }

    /// The largest value.
    public var maximumValue: Double { configuration.value.maximum }

    /// The step values snap to; 0 for none.
    public var step: Double { configuration.value.step }

    /// The value of `thumb` as a fraction of the range, from 0 to 1.
    public func fraction(ofThumb thumb: Int) -> Double {
        configuration.value.fraction(of: values[thumb])
    }

    /// Sets the value of `thumb`, snapped to a step, kept within the range and stopped by the
    /// other thumb; returns whether it changed. During a touch of that thumb, the value also
    /// becomes the one the touch continues from.
    @discardableResult
    public mutating func setValue(_ newValue: Double, ofThumb thumb: Int) -> Bool {
        let fitted = limited(fit(newValue), thumb: thumb)
        guard fitted != values[thumb] else { return false }
        values[thumb] = fitted
        if touch?.thumb == thumb {
            touch?.unsnappedValue = fitted
            touch?.unsnappedGap = nil
        }
        return true
    }

    /// `value` within the range and on a step: clamped, or on a seamless track wrapped across the
    /// seam (`CircularTrack.normalized`).
    private func fit(_ value: Double) -> Double {
        configuration.track.normalized(configuration.value.clamped(value))
    }

    /// Sets every thumb's value at once (lowest first), snapped and within the range; where two
    /// conflict, the lower wins: `lower ≤ max − distance`, `upper ≥ lower + distance`. Returns
    /// whether a value changed.
    @discardableResult
    public mutating func setValues(_ newValues: [Double]) -> Bool {
        let range = configuration.value, distance = configuration.minimumDistance
        let count = max(configuration.thumbCount, 1)
        var fitted = (0..<count).map { newValues.indices.contains($0) ? newValues[$0] : range.minimum }
        let track = configuration.track
        if count == 2, track.isSeamless {
            fitted = fitted.map(fit)
            let gap = track.wrappedGap(from: fitted[0], to: fitted[1])
            if gap < distance {
                fitted[1] = fit(fitted[0] + distance)
            } else if gap > range.span - distance {
                fitted[1] = fit(fitted[0] - distance)
            }
        } else if count == 2 {
            fitted[0] = range.clamped(min(fitted[0], range.maximum - distance))
            fitted[1] = range.clamped(max(fitted[1], fitted[0] + distance))
        } else {
            fitted[0] = range.clamped(fitted[0])
        }
        guard fitted != values else { return false }
        values = fitted
        return true
    }

    /// `value` stopped by the other thumb: the lower thumb at `upper − distance`, the upper at
    /// `lower + distance`. On a seamless track, a value less than the distance from the other
    /// thumb goes to the nearer of the two stops the distance either side of it.
    private func limited(_ value: Double, thumb: Int) -> Double {
        guard values.count == 2 else { return value }
        let distance = configuration.minimumDistance, track = configuration.track
        guard track.isSeamless else {
            return thumb == 0 ? min(value, values[1] - distance) : max(value, values[0] + distance)
        }
        let other = values[1 - thumb]
        let gap = thumb == 0 ? track.wrappedGap(from: value, to: other) : track.wrappedGap(from: other, to: value)
        if gap < distance { return fit(thumb == 0 ? other - distance : other + distance) }
        if gap > configuration.value.span - distance { return fit(thumb == 0 ? other + distance : other - distance) }
        return value
    }

    /// The length of the selection on a seamless track: from the first thumb forward to the second.
    private var selectedGap: Double {
        configuration.track.wrappedGap(from: values[0], to: values[values.count - 1])
    }

    /// Moves `thumb` on a seamless two-thumb track so that the selection's length becomes `gap`
    /// (brought within the distances the thumbs allow), snapped; returns the value it moves to.
    private func value(ofThumb thumb: Int, forGap gap: Double) -> Double {
        let distance = configuration.minimumDistance, other = values[1 - thumb]
        let allowed = min(max(gap, distance), configuration.value.span - distance)
        return limited(fit(thumb == 1 ? other + allowed : other - allowed), thumb: thumb)
    }

    // MARK: - Angles

    /// The screen angle of `thumb`'s value.
    public func screenAngle(ofThumb thumb: Int) -> Double {
        screenAngle(of: values[thumb])
    }

    /// The screen angle of `value` on the track: where a thumb at `value` is drawn, also while an
    /// animated change shows values other than the model's.
    public func screenAngle(of value: Double) -> Double {
        configuration.track.screenAngle(of: value)
    }

    /// `values` (one per thumb) each moved by whole spans to lie nearest the one of `reference`
    /// at its index (`CircularTrack.unwrapped(_:near:)`): where an animated change from
    /// `reference` to `values`, or from `values` to `reference`, starts or ends so that it goes the
    /// short way round a seamless track, through the seam. `values` itself on any other track.
    public func unwrapped(_ values: [Double], near reference: [Double]) -> [Double] {
        guard values.count == reference.count else { return values }
        return zip(values, reference).map { configuration.track.unwrapped($0, near: $1) }
    }

    /// The screen angles of the track's start and end, and whether it runs clockwise from one to
    /// the other on screen.
    public var trackScreenAngles: (start: Double, end: Double, clockwise: Bool) {
        let angles = configuration.angles
        return (angles.screenAngle(forTrackAngle: angles.startAngle), angles.screenAngle(forTrackAngle: angles.endAngle), angles.isClockwise)
    }

    /// The screen angles the fill runs between, in the track's direction: from the start to the
    /// thumb, or between the two thumbs; `nil` when the fill is empty.
    public var fillScreenAngles: (start: Double, end: Double)? {
        fillScreenAngles(for: values)
    }

    /// The screen angles the fill runs between for the thumbs' `values` (lowest first), in the
    /// track's direction; `nil` when its ends meet (one thumb at the minimum, two thumbs on one
    /// value), so that an empty fill draws nothing, not even its line caps. Values an animated
    /// change moves past the seam of a seamless track (`unwrapped(_:near:)`) are drawn where they
    /// lie, brought back into the range (`CircularTrack.normalized(_:)`).
    public func fillScreenAngles(for values: [Double]) -> (start: Double, end: Double)? {
        let track = configuration.track
        let angles = configuration.angles, fill = track.fillTrackAngles(for: values.map { track.normalized($0) })
        guard fill.from != fill.to else { return nil }
        return (angles.screenAngle(forTrackAngle: fill.from), angles.screenAngle(forTrackAngle: fill.to))
    }

    // MARK: - Touches

    /// The thumb the current touch moves, if any.
    public var activeThumb: Int? { touch?.thumb }

    /// The thumb a touch at `point` grabs in `layout`: the nearest thumb it lies on (within the
    /// thumb's radius + the touch slop); else, on the track's ring, the thumb that would move the
    /// least to the touch (with two thumbs on one value, the one on the side the touch lies);
    /// `nil` elsewhere.
    public func thumb(at point: CGPoint, in layout: CircularLayout) -> Int? {
        let slop = configuration.touchSlop
        let centers = values.indices.map { layout.point(atScreenAngle: screenAngle(ofThumb: $0)) }
        let onThumb = values.indices.filter { layout.isOnThumb(point, thumbCenter: centers[$0], slop: slop) }
        let distances = values.indices.map { Double(hypot(point.x - centers[$0].x, point.y - centers[$0].y)) }
        if values.count == 1 || values[0] != values[values.count - 1], let nearest = onThumb.min(by: { distances[$0] < distances[$1] }) {
            return nearest
        }
        guard !onThumb.isEmpty || layout.isOnTrack(point, slop: slop) else { return nil }
        let moves = moves(to: point, in: layout)
        guard values.count == 2, moves[0] == moves[1] else { return moves.indices.min { moves[$0] < moves[$1] } }
        let angle = RotaryAngles.touchAngle(of: point, around: layout.center)
        return configuration.track.value(forScreenAngle: angle, from: values[1]) > values[1] ? 1 : 0
    }

    /// How far each thumb's value (lowest first) would move to the value at `point`'s angle
    /// round the centre of `layout`: the distance by which a touch on the track picks its thumb.
    public func moves(to point: CGPoint, in layout: CircularLayout) -> [Double] {
        let angle = RotaryAngles.touchAngle(of: point, around: layout.center)
        return values.map { abs(configuration.track.value(forScreenAngle: angle, from: $0) - $0) }
    }

    /// Starts following a touch at `point` in `layout`: grabs a thumb (see `thumb(at:in:)`) and
    /// moves it to the touch. Returns whether a value changed; `activeThumb` is `nil` when the
    /// touch grabbed nothing.
    @discardableResult
    public mutating func beginTouch(at point: CGPoint, in layout: CircularLayout) -> Bool {
        guard let thumb = thumb(at: point, in: layout) else {
            touch = nil
            return false
        }
        touch = Touch(thumb: thumb, unsnappedValue: values[thumb])
        return moveTouch(to: point, in: layout)
    }

    /// Follows the touch to `point`: the active thumb moves to the value the touch's angle
    /// selects from the unsnapped value (`CircularTrack.value(forScreenAngle:from:)`), snapped
    /// and stopped by the other thumb. Returns whether a value changed.
    @discardableResult
    public mutating func moveTouch(to point: CGPoint, in layout: CircularLayout) -> Bool {
        guard var current = touch else { return false }
        let angle = RotaryAngles.touchAngle(of: point, around: layout.center), track = configuration.track
        let reached = track.value(forScreenAngle: angle, from: current.unsnappedValue)
        let fitted: Double
        if values.count == 2, track.isSeamless {
            // The selection grows as the second thumb goes forward and as the first goes back.
            let turn = reached - current.unsnappedValue, distance = configuration.minimumDistance
            let gap = min(max((current.unsnappedGap ?? selectedGap) + (current.thumb == 1 ? turn : -turn), distance),
                          configuration.value.span - distance)
            let other = values[1 - current.thumb]
            current.unsnappedGap = gap
            current.unsnappedValue = track.normalized(current.thumb == 1 ? other + gap : other - gap)
            fitted = value(ofThumb: current.thumb, forGap: gap)
        } else {
            current.unsnappedValue = configuration.value.bounded(reached)
            fitted = limited(track.normalized(configuration.value.snapped(current.unsnappedValue)), thumb: current.thumb)
        }
        touch = current
        guard fitted != values[current.thumb] else { return false }
        values[current.thumb] = fitted
        return true
    }

    /// Stops following the touch; the next touch starts afresh.
    public mutating func endTouch() {
        touch = nil
    }

    // MARK: - Accessibility

    /// Moves `thumb` up (`direction` 1) or down (−1) by the accessibility step, at least one step,
    /// stopped by the ends and the other thumb; returns whether its value changed.
    @discardableResult
    public mutating func adjust(thumb: Int, direction: Double) -> Bool {
        adjust(thumb: thumb, by: direction * configuration.accessibilityStep)
    }

    /// Moves `thumb` by `change` as `RotaryValueRange.adjusted(_:by:)` does (at least one step);
    /// on a seamless two-thumb track by growing or shrinking the selection, so that the thumb
    /// stops at the other one and never jumps over it.
    private mutating func adjust(thumb: Int, by change: Double) -> Bool {
        guard values.count == 2, configuration.track.isSeamless else {
            return setValue(configuration.value.adjusted(values[thumb], by: change), ofThumb: thumb)
        }
        let growth = thumb == 1 ? change : -change, step = configuration.value.step
        var target = value(ofThumb: thumb, forGap: selectedGap + growth)
        if target == values[thumb], step > 0, change != 0 {
            target = value(ofThumb: thumb, forGap: selectedGap + (growth > 0 ? step : -step))
        }
        return setValue(target, ofThumb: thumb)
    }

    /// Moves `thumb` as a key, the Digital Crown or an assistive technology asks: by whole
    /// accessibility steps (at least one step each), or towards an end, stopped by the ends and
    /// the other thumb. Returns whether its value changed.
    @discardableResult
    public mutating func adjust(thumb: Int, _ adjustment: ValueAdjustment) -> Bool {
        guard values.count == 2, configuration.track.isSeamless else {
            return setValue(configuration.value.adjusted(values[thumb], by: adjustment, unit: configuration.accessibilityStep), ofThumb: thumb)
        }
        // Towards an end: as far as the other thumb lets the thumb go that way round.
        let span = configuration.value.span
        switch adjustment {
        case .steps(let count): return adjust(thumb: thumb, by: Double(count) * configuration.accessibilityStep)
        case .toMinimum: return setValue(value(ofThumb: thumb, forGap: thumb == 1 ? 0 : span), ofThumb: thumb)
        case .toMaximum: return setValue(value(ofThumb: thumb, forGap: thumb == 1 ? span : 0), ofThumb: thumb)
        }
    }

    /// The index of the step `thumb`'s value is on (of the accessibility step when the values
    /// have no step): it changes exactly when the thumb moves to another step.
    public func stepIndex(ofThumb thumb: Int) -> Int {
        configuration.value.stepIndex(of: values[thumb], unit: configuration.accessibilityStep)
    }
}
