import Foundation

/// The direction a slider's track runs in.
public enum SliderOrientation: Hashable, Sendable {
    /// Left to right, the minimum on the leading edge: on the right in a right-to-left layout
    /// when the slider mirrors.
    case horizontal
    /// Bottom to top, the minimum at the bottom, in every layout direction.
    case vertical
}
