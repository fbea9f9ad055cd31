import ControlKernel
import Foundation

/// A slider with two thumbs.
public struct RangeSliderSpec: Sendable, Hashable {
    /// The range and the thumbs' values.
    public var value: RangeValue
    /// 0 square, 1 fully round.
    public var curvaceousness: Double
    /// The track's appearance.
    public var track: SliderTrack
    /// The thumbs' appearance.
    public var thumb: SliderThumb
    /// Whether right-to-left layouts put the minimum on the right.
    public var mirrorsInRightToLeft: Bool
    /// How far outside a thumb a touch still grabs it.
    public var touchSlop: Double
    /// The control events per touch phase.
    public var events: ControlEvents
    /// The haptic played on each step, if any.
    public var stepFeedback: HapticStyle?

    /// The ways a range slider can draw itself, as `drawing` names them.
    public enum DrawingStyle: String, CaseIterable, SpecWord {
        /// Core Graphics in `draw(_:)`.
        case coreGraphics
    }

    /// What right-to-left layouts do, as `rightToLeft` names it.
    public enum RightToLeft: String, CaseIterable, SpecWord {
        /// The minimum on the right.
        case mirror
        /// The minimum on the left, as in left-to-right layouts.
        case keep
    }
}

/// The range of a two-thumb slider.
public struct RangeValue: Sendable, Hashable {
    /// The smallest value.
    public var min: Double
    /// The largest value.
    public var max: Double
    /// The lower thumb's initial value.
    public var lower: Double
    /// The upper thumb's initial value.
    public var upper: Double
    /// The step values snap to; 0 for none.
    public var step: Double
    /// The smallest distance between the two values.
    public var minimumGap: Double
    /// Whether `.valueChanged` is sent on every move.
    public var isContinuous: Bool
}

/// The track of a range slider.
public struct SliderTrack: Sendable, Hashable {
    /// The fill.
    public var color: StateValue<ColorValue>
    /// The fill between the thumbs.
    public var highlightColor: StateValue<ColorValue>
    /// The vertical inset from the control's edges.
    public var inset: RelativeLength
    /// A colour over the lower half, if any.
    public var gloss: ColorValue?
    /// A shadow inside the edge, if any.
    public var innerShadow: Shadow?
    /// A stroke around the track, if any.
    public var outline: Outline?
}

/// The thumbs of a range slider.
public struct SliderThumb: Sendable, Hashable {
    /// The fill.
    public var color: StateValue<ColorValue>
    /// A drop shadow, if any.
    public var shadow: Shadow?
    /// A stroke around the thumb, if any.
    public var outline: Outline?
    /// A gradient over the fill, if any.
    public var gradient: Gradient?
    /// A colour over the thumb per state.
    public var overlay: StateValue<ColorValue>
}

/// A shadow.
public struct Shadow: Sendable, Hashable {
    /// The colour.
    public var color: ColorValue
    /// The offset in points.
    public var offset: Point
    /// The blur radius in points.
    public var blur: Double

    /// The offset as a size, as the kernel takes it.
    var offsetSize: CGSize { CGSize(width: offset.x, height: offset.y) }
}

/// A stroke along an edge.
public struct Outline: Sendable, Hashable {
    /// The colour.
    public var color: ColorValue
    /// The width in points.
    public var width: Double
}

/// A linear gradient.
public struct Gradient: Sendable, Hashable {
    /// The start colour.
    public var from: ColorValue
    /// The end colour.
    public var to: ColorValue
    /// Whether it runs top to bottom (else leading to trailing).
    public var isVertical: Bool

    /// The way a gradient runs, as `direction` names it.
    public enum Direction: String, CaseIterable, SpecWord {
        /// Top to bottom.
        case vertical
        /// Leading to trailing.
        case horizontal
    }
}
