import ControlKernel

/// A rotary knob for one value.
public struct KnobSpec: Sendable, Hashable {
    /// The value model.
    public var value: ValueModel
    /// Where the track starts and ends.
    public var angles: AngleRange
    /// How the knob draws itself.
    public var drawing: Drawing
    /// How touches move the value.
    public var interaction: KnobInteraction
    /// The animation of `setValue(_:animated:)`.
    public var setValueAnimation: SetValueAnimation
    /// The haptic played on each step, if any.
    public var stepFeedback: HapticStyle?

    /// The ways a knob can draw itself, as `drawing` names them.
    public enum DrawingStyle: String, CaseIterable, SpecWord {
        /// A track arc and a pointer line.
        case shapeLayers
        /// A background image and a rotating knob image.
        case images
    }

    /// How a knob draws itself.
    public enum Drawing: Sendable, Hashable {
        /// A track arc and a pointer line in shape layers.
        case shapeLayers(track: KnobTrack, pointer: KnobPointer)
        /// A background image and a rotating knob image.
        case images(background: String?, knob: StateValue<String>)
    }
}

/// The track arc of a shape-drawn knob.
public struct KnobTrack: Sendable, Hashable {
    /// The stroke width.
    public var lineWidth: Double
    /// The stroke colour per state.
    public var color: StateValue<ColorValue>
}

/// The pointer of a shape-drawn knob.
public struct KnobPointer: Sendable, Hashable {
    /// How far the pointer reaches in from the outer edge.
    public var length: Double
    /// The stroke width.
    public var lineWidth: Double
    /// The stroke colour per state.
    public var color: StateValue<ColorValue>
}

/// How touches move a knob's value.
public struct KnobInteraction: Sendable, Hashable {
    /// Rotating around the centre, or dragging.
    public var style: RotaryInteractionStyle
    /// Whether the value jumps to the finger (absolute) or moves by the finger's change (relative).
    public var isRelative: Bool
    /// For drags: points of finger movement per degree of rotation.
    public var pointsPerDegree: Double
    /// Moves changing the touch angle by more than this are ignored.
    public var maxAngleJump: Angle?
    /// Touches closer than this to the centre are ignored.
    public var minCenterDistance: Double
    /// Whether a double tap resets to the default value.
    public var doubleTapToReset: Bool
    /// How far outside the bounds a touch still counts as inside.
    public var touchSlop: Double
    /// The control events per touch phase.
    public var events: ControlEvents

    /// Whether the value follows the finger's angle or its movement, as `dragging` names it.
    public enum Dragging: String, CaseIterable, SpecWord {
        /// The value jumps to the finger's angle.
        case absolute
        /// The value changes by how far the finger moves.
        case relative
    }
}

/// The animation of an animated value change.
public struct SetValueAnimation: Sendable, Hashable {
    /// How long it takes, in seconds.
    public var duration: Double
    /// The timing curve.
    public var easing: Easing
    /// Whether it passes through the midpoint (key times 0, 0.5, 1).
    public var throughMidpoint: Bool
    /// What it does under Reduce Motion.
    public var reduceMotion: ReduceMotion = .crossfade

    /// The path of the rotation, as `through` names it.
    public enum Path: String, CaseIterable, SpecWord {
        /// Old → midpoint → new, so the rotation always turns along the track.
        case midpoint
        /// Old → new.
        case direct
    }
}
