import Foundation

/// Every number and choice of a circular slider's spec that its value model and layout need: the
/// starting values of the generated control, one literal per spec.
public struct CircularConfiguration: Hashable, Sendable {
    /// The range and step of the values (a circular slider's values stop at the ends).
    public var value: RotaryValueRange
    /// The thumbs' starting values, lowest first: one value, or the lower and the upper value.
    public var initialValues: [Double]
    /// The smallest distance between the two thumbs' values (0 with one thumb).
    public var minimumDistance: Double
    /// How many turns of the track the range covers: 1, or more to wind past a full turn.
    public var turns: Int
    /// Whether the change events go out on every change while tracking (`true`), or once when
    /// the touch ends or is cancelled, if a value changed.
    public var isContinuous: Bool
    /// Where the track starts and ends on screen.
    public var angles: RotaryAngles
    /// How long an animated value change takes, in seconds (`SliderValueTransition`).
    public var animationDuration: Double
    /// What an animated value change does under Reduce Motion.
    public var reduceMotion: ReduceMotion
    /// How far one VoiceOver increment or decrement moves a thumb's value.
    public var accessibilityStep: Double
    /// The stroke width of the track and the fill, in points.
    public var lineWidth: Double
    /// The radius of a thumb, in points.
    public var thumbRadius: Double
    /// The width of the stroke round each thumb, centred on its edge, in points.
    public var thumbOutlineWidth: Double
    /// How far outside a thumb or the track, in points, a touch still grabs it.
    public var touchSlop: Double

    /// A configuration from its values; by default one turn, without a distance between thumbs or touch slop.
    public init(
        value: RotaryValueRange,
        initialValues: [Double],
        minimumDistance: Double = 0,
        turns: Int = 1,
        isContinuous: Bool,
        angles: RotaryAngles,
        animationDuration: Double,
        accessibilityStep: Double,
        lineWidth: Double,
        thumbRadius: Double,
        thumbOutlineWidth: Double,
        touchSlop: Double = 0,
        reduceMotion: ReduceMotion = .crossfade
    ) {
        self.value = value
        self.initialValues = initialValues
        self.minimumDistance = minimumDistance
        self.turns = turns
        self.isContinuous = isContinuous
        self.angles = angles
        self.animationDuration = animationDuration
        self.accessibilityStep = accessibilityStep
        self.lineWidth = lineWidth
        self.thumbRadius = thumbRadius
        self.thumbOutlineWidth = thumbOutlineWidth
        self.touchSlop = touchSlop
        self.reduceMotion = reduceMotion
    }

    /// How many thumbs the slider has: 1 or 2.
    public var thumbCount: Int { initialValues.count }

    /// The track of these values and angles.
    public var track: CircularTrack {
        CircularTrack(value: value, angles: angles, turns: turns)
    }
}
