import Foundation

/// The numbers and choices of a slider spec that its portable part needs: the range, the thumbs'
/// initial values, steps and gap, and the layout and touch constants. Colours are not here: they
/// belong to the drawing code.
public struct SliderConfiguration: Hashable, Sendable {
    /// The value at the minimum end of the track.
    public var minimumValue: Double
    /// The value at the maximum end of the track.
    public var maximumValue: Double
    /// The thumbs' initial values, lowest first: two for a range slider.
    public var values: [Double]
    /// The distance values snap to, counted from `minimumValue`; 0 for none.
    public var step: Double
    /// The smallest distance between neighbouring thumbs' values.
    public var minimumGap: Double
    /// Whether change events go out on every move of a drag, or once when it ends.
    public var isContinuous: Bool
    /// How round the track and thumbs are: 0 square, 1 fully round.
    public var curvaceousness: Double
    /// How far the track is inset from the top and the bottom.
    public var trackInset: SliderTrackInset
    /// How far a thumb's drawn body is inset from its square frame, leaving room for its shadow
    /// and outline.
    public var thumbInset: Double
    /// How far outside a thumb a touch still grabs it, in points.
    public var touchSlop: Double
    /// Whether right-to-left layouts put the minimum on the right.
    public var mirrorsInRightToLeft: Bool
    /// How far one VoiceOver increment or decrement moves a thumb.
    public var accessibilityStep: Double

    /// A configuration from its values; by default without a step, a gap or touch slop.
    public init(
        minimumValue: Double, maximumValue: Double, values: [Double], step: Double = 0, minimumGap: Double = 0,
        isContinuous: Bool, curvaceousness: Double, trackInset: SliderTrackInset, thumbInset: Double,
        touchSlop: Double = 0, mirrorsInRightToLeft: Bool, accessibilityStep: Double
    ) {
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.values = values
        self.step = step
        self.minimumGap = minimumGap
        self.isContinuous = isContinuous
        self.curvaceousness = curvaceousness
        self.trackInset = trackInset
        self.thumbInset = thumbInset
        self.touchSlop = touchSlop
        self.mirrorsInRightToLeft = mirrorsInRightToLeft
        self.accessibilityStep = accessibilityStep
    }

    /// How far a thumb's body must be inset from its frame so that a drop shadow of `shadowOffset`
    /// and `shadowBlur` and an outline of `outlineWidth` (centred on the edge) stay inside the frame:
    /// the larger of the shadow's reach and half the outline.
    public static func thumbInset(shadowOffset: CGSize?, shadowBlur: Double, outlineWidth: Double) -> Double {
        let shadowReach = shadowOffset.map { Double(max(abs($0.width), abs($0.height))) + shadowBlur } ?? 0
        return max(shadowReach, outlineWidth / 2)
    }
}

/// How far a slider's track is inset from the control's top and bottom edges.
public enum SliderTrackInset: Hashable, Sendable {
    /// A fixed number of points.
    case points(Double)
    /// The control's height divided by a number (`height/3.5`).
    case heightDividedBy(Double)
    /// The control's width divided by a number.
    case widthDividedBy(Double)

    /// The inset in points for a control of `size`.
    public func points(in size: CGSize) -> CGFloat {
        switch self {
        case .points(let points): CGFloat(points)
        case .heightDividedBy(let divisor): size.height / CGFloat(divisor)
        case .widthDividedBy(let divisor): size.width / CGFloat(divisor)
        }
    }
}
