import ControlKernel

/// A haptic a generated control plays when a value moves to another step or the user changes it:
/// the style the UIKit control's haptic (`UIKitHaptic`, which makes the generator) is given, and
/// the `SensoryFeedback` the SwiftUI view plays, for every kind that has haptics.
struct HapticsViewModel: Sendable, Encodable {
    /// The kernel's `HapticStyle` as a Swift literal, which `UIKitHaptic` takes: `.selection`, `.rigid`.
    var style: String
    /// SwiftUI's feedback of the same style, as a `SensoryFeedback` expression: `.selection`, an
    /// impact of a weight (`.impact(weight: .light)`: light, medium, heavy) or of a flexibility
    /// (`.impact(flexibility: .soft)`: soft, rigid), at full intensity as `impactOccurred()` plays it.
    var sensoryFeedback: String

    /// The haptic of `style`.
    init(_ style: HapticStyle) {
        self.style = ".\(style.rawValue)"
        sensoryFeedback = switch style {
        case .selection: ".selection"
        case .light, .medium, .heavy: ".impact(weight: .\(style.rawValue))"
        case .soft, .rigid: ".impact(flexibility: .\(style.rawValue))"
        }
    }
}
