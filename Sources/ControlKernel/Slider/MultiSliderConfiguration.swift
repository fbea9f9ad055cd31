import Foundation

/// The numbers and choices of a `slider` spec that its portable part needs: the range, values,
/// step, gap and track constants of a `SliderConfiguration`, and what a slider of any number of
/// thumbs adds: orientation, thumb size, snap values, fill, ticks, value labels, what a tap on
/// the track does and how long an animated value change takes. Colours are not here: they belong
/// to the drawing code.
public struct MultiSliderConfiguration: Hashable, Sendable {
    /// The range, initial values, step, gap, roundness, insets, touch slop, right-to-left choice
    /// and accessibility step. Its track inset is measured across the band the thumbs move in.
    public var slider: SliderConfiguration
    /// The direction the track runs in.
    public var orientation: SliderOrientation
    /// A thumb's frame: a square of this side, in points.
    public var thumbSize: Double
    /// The values thumbs snap to, lowest first; none for no snapping beyond the step.
    public var snapValues: [Double]
    /// Which part of the track is drawn in the fill colour.
    public var fill: SliderFill
    /// The tick marks, if any.
    public var ticks: SliderTickMarks?
    /// The value labels, if any.
    public var valueLabels: SliderValueLabels?
    /// Whether a touch on the track away from every thumb moves the nearest thumb there.
    public var movesNearestThumbOnTap: Bool
    /// How long `setValues(_:animated:)` takes to move the thumbs, in seconds.
    public var animationDuration: Double
    /// What an animated change of the values does under Reduce Motion.
    public var reduceMotion: ReduceMotion

    /// A configuration from its values; by default without snap values, tick marks or value labels.
    public init(
        slider: SliderConfiguration, orientation: SliderOrientation, thumbSize: Double, snapValues: [Double] = [], fill: SliderFill,
        ticks: SliderTickMarks? = nil, valueLabels: SliderValueLabels? = nil, movesNearestThumbOnTap: Bool, animationDuration: Double,
        reduceMotion: ReduceMotion = .crossfade
    ) {
        self.slider = slider
        self.orientation = orientation
        self.thumbSize = thumbSize
        self.snapValues = snapValues
        self.fill = fill
        self.ticks = ticks
        self.valueLabels = valueLabels
        self.movesNearestThumbOnTap = movesNearestThumbOnTap
        self.animationDuration = animationDuration
        self.reduceMotion = reduceMotion
    }

    /// The track inset across the thumbs' band that leaves a track `thickness` points thick,
    /// centred on a band `thumbSize` points wide.
    public static func trackInset(thumbSize: Double, thickness: Double) -> SliderTrackInset {
        .points(max(thumbSize - thickness, 0) / 2)
    }
}
