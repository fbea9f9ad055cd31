import ControlKernel

/// A slider with one or more thumbs.
public struct SliderSpec: Sendable, Hashable {
    /// The direction the track runs in.
    public var orientation: Orientation
    /// The range, the thumbs' values and how they snap.
    public var value: SliderValue
    /// 0 square, 1 fully round.
    public var curvaceousness: Double
    /// The track's appearance.
    public var track: MultiSliderTrack
    /// The thumbs' appearance.
    public var thumb: MultiSliderThumb
    /// The tick marks, if any.
    public var ticks: SliderTicks?
    /// The value labels, if any.
    public var labels: SliderLabels?
    /// What VoiceOver calls each thumb, lowest first: one per thumb.
    public var thumbLabels: [String]
    /// Whether right-to-left layouts put a horizontal slider's minimum on the right.
    public var mirrorsInRightToLeft: Bool
    /// How far outside a thumb a touch still grabs it.
    public var touchSlop: Double
    /// Whether a touch on the track away from every thumb moves the nearest thumb there.
    public var tapMovesNearestThumb: Bool
    /// The control events per touch phase.
    public var events: ControlEvents
    /// The haptic played on each step or snap value, if any.
    public var stepFeedback: HapticStyle?

    /// The ways a slider can draw itself, as `drawing` names them.
    public enum DrawingStyle: String, CaseIterable, SpecWord {
        /// Core Graphics in `draw(_:)`.
        case coreGraphics
    }

    /// The direction of the track, as `orientation` names it.
    public enum Orientation: String, CaseIterable, SpecWord {
        /// Minimum on the leading edge.
        case horizontal
        /// Minimum at the bottom.
        case vertical
    }

    /// The filled part of the track, as `track.fill` names it.
    public enum Fill: String, CaseIterable, SpecWord {
        /// From the minimum end to the highest thumb.
        case fromMinimum
        /// From the lowest thumb to the highest.
        case betweenThumbs
        /// Nothing.
        case none
    }

    /// The side of the thumbs value labels are on, as `labels.side` names it.
    public enum LabelSide: String, CaseIterable, SpecWord {
        /// Above (left of a vertical slider).
        case above
        /// Below (right of a vertical slider).
        case below
    }
}

/// The range and thumbs of a slider.
public struct SliderValue: Sendable, Hashable {
    /// The smallest value.
    public var min: Double
    /// The largest value.
    public var max: Double
    /// The thumbs' initial values, lowest first.
    public var values: [Double]
    /// The step values snap to; 0 for none.
    public var step: Double
    /// The only values thumbs rest on; none for any.
    public var snapValues: [Double]
    /// The smallest distance between neighbouring values.
    public var minimumDistance: Double
    /// Whether `.valueChanged` is sent on every move.
    public var isContinuous: Bool
    /// How long an animated value change takes, in seconds.
    public var animationDuration: Double
    /// What an animated value change does under Reduce Motion.
    public var reduceMotion: ReduceMotion = .crossfade
}

/// The track of a slider.
public struct MultiSliderTrack: Sendable, Hashable {
    /// The colour outside the fill.
    public var color: StateValue<ColorValue>
    /// The colour of the filled part.
    public var fillColor: StateValue<ColorValue>
    /// Which part is filled.
    public var fill: SliderSpec.Fill
    /// The thickness across, in points.
    public var thickness: Double
    /// A stroke around the track, if any.
    public var outline: Outline?
}

/// The thumbs of a slider.
public struct MultiSliderThumb: Sendable, Hashable {
    /// The fill.
    public var color: StateValue<ColorValue>
    /// The side of the square frame, in points.
    public var size: Double
    /// A drop shadow, if any.
    public var shadow: Shadow?
    /// A stroke around the thumb, if any.
    public var outline: Outline?
    /// A colour over the thumb per state.
    public var overlay: StateValue<ColorValue>
}

/// Tick marks across a slider's track.
public struct SliderTicks: Sendable, Hashable {
    /// The distance between ticks in value units; 0 for each snap value or step.
    public var every: Double
    /// The colour.
    public var color: ColorValue
    /// The length across the track, in points.
    public var length: Double
    /// The width along the track, in points.
    public var width: Double
}

/// Value labels beside a slider's thumbs.
public struct SliderLabels: Sendable, Hashable {
    /// The side of the thumbs.
    public var side: SliderSpec.LabelSide
    /// The text colour.
    public var color: ColorValue
    /// The font size in points.
    public var fontSize: Double
    /// The fraction digits shown; `nil` for up to two.
    public var fractionDigits: Int?
    /// The distance from the thumb, in points.
    public var spacing: Double
    /// The largest font size Dynamic Type may scale the labels to, in points; `nil` for no limit.
    public var maximumFontSize: Double?
}
