import Foundation

/// Every number and choice of a knob's spec that its value model, layout and animation need: the
/// starting values of the generated control, one literal per spec.
public struct RotaryConfiguration: Hashable, Sendable {
    /// The range, step and ends of the value.
    public var value: RotaryValueRange
    /// The value the control starts with (snapped to the step when the model is made).
    public var initialValue: Double
    /// The value a reset (a double tap) returns to.
    public var defaultValue: Double
    /// Whether the change events go out on every change while tracking (`true`), or once when
    /// the touch ends or is cancelled, if the value changed.
    public var isContinuous: Bool
    /// Where the track starts and ends on screen.
    public var angles: RotaryAngles
    /// How touches turn the knob.
    public var interaction: RotaryInteraction
    /// How far one VoiceOver increment or decrement moves the value.
    public var accessibilityStep: Double
    /// What turns: a pointer line over a track arc, or a knob image.
    public var drawing: RotaryDrawing
    /// The animation of an animated value change.
    public var setValueAnimation: RotaryAnimation

    /// A configuration from each of its values.
    public init(
        value: RotaryValueRange,
        initialValue: Double,
        defaultValue: Double,
        isContinuous: Bool,
        angles: RotaryAngles,
        interaction: RotaryInteraction,
        accessibilityStep: Double,
        drawing: RotaryDrawing,
        setValueAnimation: RotaryAnimation
    ) {
        self.value = value
        self.initialValue = initialValue
        self.defaultValue = defaultValue
        self.isContinuous = isContinuous
        self.angles = angles
        self.interaction = interaction
        self.accessibilityStep = accessibilityStep
        self.drawing = drawing
        self.setValueAnimation = setValueAnimation
    }
}

/// How touches turn a knob.
public struct RotaryInteraction: Hashable, Sendable {
    /// Rotating around the centre, or dragging.
    public var style: RotaryInteractionStyle
    /// Whether rotating changes the value by the finger's change of angle (`true`) or sets it to
    /// the finger's angle (`false`). Drags are always relative.
    public var isRelative: Bool
    /// For drags: points of finger movement per degree of rotation.
    public var pointsPerDegree: Double
    /// Relative rotations that turn the touch angle by more than this (radians) since the last
    /// touch the knob followed are ignored; `nil` for no limit.
    public var maximumAngleJump: Double?
    /// While rotating, touches closer than this to the centre, in points, are ignored.
    public var minimumCenterDistance: Double
    /// Whether a double tap returns the value to the default value.
    public var resetsOnDoubleTap: Bool
    /// How far outside the bounds, in points, a touch still counts as inside.
    public var touchSlop: Double

    /// Interaction settings from their values; by default without a limit on jumps, a dead centre,
    /// a double-tap reset or touch slop.
    public init(
        style: RotaryInteractionStyle,
        isRelative: Bool,
        pointsPerDegree: Double,
        maximumAngleJump: Double? = nil,
        minimumCenterDistance: Double = 0,
        resetsOnDoubleTap: Bool = false,
        touchSlop: Double = 0
    ) {
        self.style = style
        self.isRelative = isRelative
        self.pointsPerDegree = pointsPerDegree
        self.maximumAngleJump = maximumAngleJump
        self.minimumCenterDistance = minimumCenterDistance
        self.resetsOnDoubleTap = resetsOnDoubleTap
        self.touchSlop = touchSlop
    }
}

/// The gesture that turns a knob.
public enum RotaryInteractionStyle: Hashable, Sendable {
    /// Rotating around the centre.
    case rotate
    /// Dragging horizontally; moving right turns the value up.
    case horizontalDrag
    /// Dragging vertically; moving up turns the value up.
    case verticalDrag
}

/// What turns with a knob's value.
public struct RotaryDrawing: Hashable, Sendable {
    /// Whether a knob image turns (drawn pointing at track angle 0) rather than a pointer line
    /// (drawn pointing right, at screen angle 0).
    public var turnsImage: Bool
    /// The stroke width of the track arc (0 for an image knob).
    public var trackWidth: Double
    /// How far the pointer reaches in from the outer edge (0 for an image knob).
    public var pointerLength: Double
    /// The stroke width of the pointer (0 for an image knob).
    public var pointerWidth: Double

    /// A drawing from each of its values.
    public init(turnsImage: Bool, trackWidth: Double, pointerLength: Double, pointerWidth: Double) {
        self.turnsImage = turnsImage
        self.trackWidth = trackWidth
        self.pointerLength = pointerLength
        self.pointerWidth = pointerWidth
    }
}
