/// How a slider along a track is dragged and reports its values, for the partials `slider-track-*.swift`
/// that the slider's and the range slider's classes share.
struct SliderTrackViewModel: Sendable, Encodable {
    /// The kernel's drag type: `MultiSliderDrag` or `SliderDrag`.
    var dragType: String
    /// Whether a move of the drag plays the step haptic, as a Swift condition on `valuesBefore`
    /// (the values before the move) and the model: the kernel's `SliderDetents` rule for a slider.
    var playsFeedback: String
    /// Whether a drag follows the track in both directions (a track may stand vertical), not only
    /// across.
    var followsTrack: Bool
    /// The argument of the drag's `move` naming where the touch is: `to: touch.location(in: self)`.
    var moveTarget: String
    /// The arguments `valueChangeHandler` is called with: `model.values`.
    var changedValues: String
    /// Whether the track stands vertical: the control then has an intrinsic width and no
    /// intrinsic height, and a horizontal one the reverse, as `UISlider`.
    var isVertical = false
}
