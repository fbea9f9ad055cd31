import ControlKernel

/// A slider whose thumbs move along a circular arc.
public struct CircularSliderSpec: Sendable, Hashable {
    /// The range and the thumbs' values.
    public var value: CircularValue
    /// Where the track starts and ends.
    public var angles: AngleRange
    /// The track's stroke width.
    public var lineWidth: Double
    /// The ends of the track and the fill.
    public var lineCap: LineCap
    /// The track's colour per state.
    public var trackColor: StateValue<ColorValue>
    /// The fill's colour per state.
    public var fillColor: StateValue<ColorValue>
    /// The thumbs' radius.
    public var thumbRadius: Double
    /// The thumbs' colour per state.
    public var thumbColor: StateValue<ColorValue>
    /// The colour of the stroke round each thumb, per state.
    public var thumbOutlineColor: StateValue<ColorValue>
    /// The width of the stroke round each thumb.
    public var thumbOutlineWidth: Double
    /// How far outside a thumb or the track a touch still grabs it.
    public var touchSlop: Double
    /// The control events per touch phase.
    public var events: ControlEvents
    /// The haptic played on each step, if any.
    public var stepFeedback: HapticStyle?

    /// The ways a circular slider can draw itself, as `drawing` names them.
    public enum DrawingStyle: String, CaseIterable, SpecWord {
        /// A track, a fill and thumbs in shape layers.
        case shapeLayers
    }

    /// The ends of the track's and the fill's strokes, as `lineCap` names them (and
    /// `CAShapeLayerLineCap` and SVG's `stroke-linecap`).
    public enum LineCap: String, CaseIterable, SpecWord {
        /// A half disc past each end.
        case round
        /// Flat at each end.
        case butt
        /// A half square past each end.
        case square
    }
}

/// The values of a circular slider.
public struct CircularValue: Sendable, Hashable {
    /// The smallest value.
    public var min: Double
    /// The largest value.
    public var max: Double
    /// The thumbs' starting values, lowest first: one, or the lower and the upper (with `wraps`,
    /// the lower may be the greater).
    public var initialValues: [Double]
    /// The step values snap to; 0 for none.
    public var step: Double
    /// The smallest distance between two thumbs' values.
    public var minimumDistance: Double
    /// How many turns of the track the range covers.
    public var turns: Int
    /// Whether the values carry on across the start of a full circle (`ends: wrap`): two thumbs'
    /// range may cross it, `lower` above `upper`.
    public var wraps: Bool
    /// Whether the change events are sent on every change while dragging.
    public var isContinuous: Bool
    /// How long an animated value change takes, in seconds.
    public var animationDuration: Double
    /// What an animated value change does under Reduce Motion.
    public var reduceMotion: ReduceMotion = .crossfade
}
