import Foundation

/// A knob's value and the touch math that moves it, without UIKit, so it runs and is tested on
/// any platform.
///
/// The value is always within the range and on a step. During a touch the model also keeps the
/// value the finger has reached before snapping, so that slow movements add up to a step instead
/// of each being snapped away, and the last touch it followed, so that touches it ignores (in the
/// dead zone around the centre, or jumping by more than the maximum angle jump) never become the
/// reference the next move is measured from.
public struct RotaryModel: Equatable, Sendable {
    /// How a touch turns the knob.
    public typealias InteractionStyle = RotaryInteractionStyle

    /// The ranges, angles and settings the model works with.
    public var configuration: RotaryConfiguration {
        didSet { value = configuration.value.clamped(value) }
    }

    /// The current value, within the range and on a step.
    public private(set) var value: Double

    /// The touch being followed, if any.
    private var touch: Touch?

    /// A touch in progress.
    private struct Touch: Equatable, Sendable {
        /// The last location the knob followed; `nil` until a location outside the dead zone.
        var reference: CGPoint?
        /// The value the touch has reached, within the range but not snapped to a step.
        var unsnappedValue: Double
    }

    /// A model with `configuration`'s values, starting at its initial value (on a step).
    public init(configuration: RotaryConfiguration) {
        self.configuration = configuration
        value = configuration.value.clamped(configuration.initialValue)
    }

    // MARK: - Settings

    /// The smallest value, set by `RangeLimits`'s rule (above the maximum, it raises that too).
    /// Changing it keeps the value within the range and on a step.
    public var minimumValue: Double {
        get { configuration.value.minimum }
        set { configuration.value.limits.setMinimum(newValue) }
    }

    /// The largest value, set by `RangeLimits`'s rule (below the minimum, it lowers that too).
    /// Changing it keeps the value within the range and on a step.
    public var maximumValue: Double {
        get { configuration.value.maximum }
        set { configuration.value.limits.setMaximum(newValue) }
    }

    /// The step values snap to; 0 for none, set by `RangeLimits`'s rule (a negative step is
    /// none). Changing it snaps the value to the new steps.
    public var step: Double {
        get { configuration.value.step }
        set { configuration.value.limits.setStep(newValue) }
    }

    /// The value a reset returns to.
    public var defaultValue: Double {
        get { configuration.defaultValue }
        set { configuration.defaultValue = newValue }
    }

    /// The track angle of the minimum value, in radians.
    public var startAngle: Double {
        get { configuration.angles.startAngle }
        set { configuration.angles.startAngle = newValue }
    }

    /// The track angle of the maximum value, in radians.
    public var endAngle: Double {
        get { configuration.angles.endAngle }
        set { configuration.angles.endAngle = newValue }
    }

    /// Whether increasing track angles turn clockwise on screen.
    public var isClockwise: Bool { configuration.angles.isClockwise }

    /// How a touch turns the knob.
    public var interactionStyle: RotaryInteractionStyle {
        get { configuration.interaction.style }
        set { configuration.interaction.style = newValue }
    }

    /// For drags: points of finger movement per degree of rotation.
    public var pointsPerDegree: Double {
        get { configuration.interaction.pointsPerDegree }
        set { configuration.interaction.pointsPerDegree = newValue }
    }

    /// The animation of an animated value change.
    public var setValueAnimation: RotaryAnimation { configuration.setValueAnimation }

    // MARK: - Value

    /// The value as a fraction of the range, from 0 to 1.
    public var fraction: Double { configuration.value.fraction(of: value) }

    /// Sets the value, kept within the range and snapped to a step; returns whether it changed.
    /// During a touch, a change also becomes the value the touch continues from.
    @discardableResult
    public mutating func setValue(_ newValue: Double) -> Bool {
        let clamped = configuration.value.clamped(newValue)
        guard clamped != value else { return false }
        value = clamped
        touch?.unsnappedValue = clamped
        return true
    }

    /// Returns the value to the default value; returns whether it changed.
    @discardableResult
    public mutating func reset() -> Bool {
        setValue(configuration.defaultValue)
    }

    /// Turns the value up by the accessibility step (at least one step); returns whether it changed.
    @discardableResult
    public mutating func increment() -> Bool {
        setValue(configuration.value.adjusted(value, by: configuration.accessibilityStep))
    }

    /// Turns the value down by the accessibility step (at least one step); returns whether it changed.
    @discardableResult
    public mutating func decrement() -> Bool {
        setValue(configuration.value.adjusted(value, by: -configuration.accessibilityStep))
    }

    /// Moves the value as a key, the Digital Crown or an assistive technology asks: by whole
    /// accessibility steps (at least one step each), or to an end. Returns whether it changed.
    @discardableResult
    public mutating func adjust(_ adjustment: ValueAdjustment) -> Bool {
        setValue(configuration.value.adjusted(value, by: adjustment, unit: configuration.accessibilityStep))
    }

    /// The index of the step the value is on (of the accessibility step when the value has no
    /// step): it changes exactly when the value moves to another step.
    public var stepIndex: Int {
        configuration.value.stepIndex(of: value, unit: configuration.accessibilityStep)
    }

    // MARK: - Angles

    /// The track angle of `value`: `start + (value − min) / (max − min) · (end − start)`.
    public func angle(for value: Double) -> Double {
        configuration.angles.trackAngle(atFraction: configuration.value.fraction(of: value))
    }

    /// The screen angle of a track angle.
    public func screenAngle(forTrackAngle angle: Double) -> Double {
        configuration.angles.screenAngle(forTrackAngle: angle)
    }

    /// The screen angle of `value`.
    public func screenAngle(for value: Double) -> Double {
        screenAngle(forTrackAngle: angle(for: value))
    }

    /// The value an absolute touch at `screenAngle` selects, before snapping: on the track, the
    /// value at that angle; in the gap, the nearer end (split at the gap's midpoint).
    public func value(forScreenAngle screenAngle: Double) -> Double {
        let range = configuration.value
        return range.minimum + configuration.angles.fraction(forScreenAngle: screenAngle) * range.span
    }

    /// The rotation of the turning layer for `value`: its screen angle, less the angle the layer
    /// is drawn at (0 for the pointer, which points right; the zero direction for a knob image,
    /// which points at track angle 0).
    public func rotation(for value: Double) -> Double {
        let drawnAt = configuration.drawing.turnsImage ? configuration.angles.zeroDirection.screenAngle : 0
        return screenAngle(for: value) - drawnAt
    }

    /// `value` as an animated change drawn next to `reference` takes it: with a range that wraps
    /// (on a full turn, which the linter requires), moved by whole turns to lie nearest
    /// `reference`, so that the knob turns the short way, through the seam, as a wrapping
    /// circular slider does (`RotaryValueRange.unwrapped(_:near:)`); else `value`.
    public func unwrapped(_ value: Double, near reference: Double) -> Double {
        configuration.value.wraps ? configuration.value.unwrapped(value, near: reference) : value
    }

    /// The rotations of the turning layer an animated change from `oldValue` to `newValue` passes
    /// through, at `rotationKeyTimes`: from `oldValue` as `unwrapped(_:near:)` puts it next to
    /// `newValue`.
    public func rotationKeyframes(from oldValue: Double, to newValue: Double) -> [Double] {
        configuration.setValueAnimation.keyframes(from: rotation(for: unwrapped(oldValue, near: newValue)), to: rotation(for: newValue))
    }

    /// The key times of an animated value change.
    public var rotationKeyTimes: [Double] { configuration.setValueAnimation.keyTimes }

    // MARK: - Touches

    /// Starts following a touch at `point`, with the knob's centre at `center`; returns whether
    /// the value changed (an absolute rotation moves it to the finger).
    @discardableResult
    public mutating func beginTouch(at point: CGPoint, around center: CGPoint) -> Bool {
        touch = Touch(reference: nil, unsnappedValue: value)
        return follow(point, around: center)
    }

    /// Follows the touch to `point`; returns whether the value changed.
    @discardableResult
    public mutating func moveTouch(to point: CGPoint, around center: CGPoint) -> Bool {
        if touch == nil { touch = Touch(reference: nil, unsnappedValue: value) }
        return follow(point, around: center)
    }

    /// Stops following the touch; the next touch starts afresh.
    public mutating func endTouch() {
        touch = nil
    }

    /// Moves the value for the touch at `point`, as the interaction style says. While rotating, a
    /// point in the dead zone is ignored; a relative rotation measures from the last point it
    /// followed and ignores a turn larger than the maximum angle jump. Ignored points never
    /// become the reference; the first point followed only sets it (except an absolute rotation,
    /// which needs none).
    private mutating func follow(_ point: CGPoint, around center: CGPoint) -> Bool {
        guard var current = touch else { return false }
        let interaction = configuration.interaction
        let angleChange: Double
        switch interaction.style {
        case .rotate:
            let distance = Double(hypot(point.x - center.x, point.y - center.y))
            guard distance >= interaction.minimumCenterDistance else { return false }
            let screenAngle = RotaryAngles.touchAngle(of: point, around: center)
            guard interaction.isRelative else {
                touch?.reference = point
                return moveUnsnapped(to: value(forScreenAngle: screenAngle))
            }
            guard let reference = current.reference else {
                touch?.reference = point
                return false
            }
            let screenChange = RotaryAngles.angleDifference(from: RotaryAngles.touchAngle(of: reference, around: center), to: screenAngle)
            if let jump = interaction.maximumAngleJump, abs(screenChange) > jump { return false }
            angleChange = configuration.angles.trackChange(forScreenChange: screenChange)
        case .horizontalDrag, .verticalDrag:
            guard let reference = current.reference else {
                touch?.reference = point
                return false
            }
            let points = interaction.style == .horizontalDrag ? point.x - reference.x : reference.y - point.y
            angleChange = Double(points) / interaction.pointsPerDegree * .pi / 180
        }
        current.reference = point
        touch = current
        let range = configuration.value
        return moveUnsnapped(to: current.unsnappedValue + configuration.angles.fraction(forAngleChange: angleChange) * range.span)
    }

    /// Moves the touch's unsnapped value to `newValue` (within the range) and the value to its
    /// step; returns whether the value changed.
    private mutating func moveUnsnapped(to newValue: Double) -> Bool {
        let range = configuration.value
        let unsnapped = range.bounded(newValue)
        touch?.unsnappedValue = unsnapped
        let snapped = range.snapped(unsnapped)
        guard snapped != value else { return false }
        value = snapped
        return true
    }
}
