/// How a slider along a track is dragged and reports its values, for the partials `slider-track-*.swift`
/// that the slider's and the range slider's classes share.
struct SliderTrackViewModel: Sendable, Encodable {
    /// The kernel's drag type: `MultiSliderDrag` or `SliderDrag`.
    var dragType: String
    /// Whether thumbs also rest on snap values, so that reaching one plays the step haptic too.
    var snapsToValues: Bool
    /// Whether a drag follows the track in both directions (a track may stand vertical), not only
    /// across.
    var followsTrack: Bool
    /// The argument of the drag's `move` naming where the touch is: `to: touch.location(in: self)`.
    var moveTarget: String
    /// The arguments `valueChangeHandler` is called with: `model.values`.
    var changedValues: String
}
