/// How a generated slider shows an animated value change, for the shared partial
/// `value-transition.swift`: the kernel's `UIKitValueAnimation` moves the shown values along
/// `SliderValueTransition` on a display link and the control draws them with `redraw` on every frame.
struct ValueTransitionViewModel: Sendable, Encodable {
    /// The call that draws the shown values again: `setNeedsDisplay()` where `draw(_:)` draws
    /// them, a method laying out the layers where shape layers show them.
    var redraw: String
}
