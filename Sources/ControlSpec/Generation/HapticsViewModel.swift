/// A haptic a generated control plays when a value moves to another step: the generator it makes
/// and the call that plays it, for every kind that has step feedback.
struct HapticsViewModel: Sendable, Encodable {
    /// The expression that makes the generator: `UISelectionFeedbackGenerator()` or
    /// `UIImpactFeedbackGenerator(style: .rigid)`.
    var make: String
    /// The method call that plays the haptic on the generator: `selectionChanged()` or
    /// `impactOccurred()`.
    var play: String

    /// The haptic of `style`.
    init(_ style: HapticStyle) {
        switch style {
        case .selection:
            make = "UISelectionFeedbackGenerator()"
            play = "selectionChanged()"
        case .light, .medium, .heavy, .soft, .rigid:
            make = "UIImpactFeedbackGenerator(style: .\(style.rawValue))"
            play = "impactOccurred()"
        }
    }
}
