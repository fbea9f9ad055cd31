import ControlKernel

/// The value of a one-value control.
public struct ValueModel: Sendable, Hashable {
    /// The smallest value.
    public var min: Double
    /// The largest value.
    public var max: Double
    /// The value the control starts with.
    public var initial: Double
    /// The value a reset returns to.
    public var defaultValue: Double
    /// The step values snap to; 0 for none.
    public var step: Double
    /// Whether `.valueChanged` is sent while dragging.
    public var isContinuous: Bool
    /// Whether the value wraps past its ends.
    public var wraps: Bool
}

/// What happens past an end of a value's range, as `ends` names it.
public enum ValueEnds: String, CaseIterable, SpecWord {
    /// The value stops at the end.
    case stop
    /// The value continues from the other end.
    case wrap
}

/// The angles of a knob's track.
public struct AngleRange: Sendable, Hashable {
    /// The angle of the minimum value.
    public var start: Angle
    /// The angle of the maximum value.
    public var end: Angle
    /// Where angle 0 points.
    public var zero: RotaryZeroDirection
    /// Whether positive angles turn clockwise on screen.
    public var clockwise: Bool
}
