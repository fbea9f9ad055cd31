/// A haptic a generated control plays when a value moves to another step or the user changes it:
/// the generator the UIKit control makes and the call that plays it, and the `SensoryFeedback` the
/// SwiftUI view plays, for every kind that has haptics.
struct HapticsViewModel: Sendable, Encodable {
    /// The generator's class: `UISelectionFeedbackGenerator` or `UIImpactFeedbackGenerator`.
    var generatorType: String
    /// The expression that makes the generator attached to the control, `self`, with Apple's
    /// initialisers from iOS 17.5 and Mac Catalyst 17.5 on: `UISelectionFeedbackGenerator(view: self)`
    /// or `UIImpactFeedbackGenerator(style: .rigid, view: self)`.
    var makeForView: String
    /// The expression that makes the generator before iOS 17.5, with the initialisers Apple
    /// deprecates for those: `UISelectionFeedbackGenerator()` or
    /// `UIImpactFeedbackGenerator(style: .rigid)`.
    var make: String
    /// The method call that plays the haptic on the generator: `selectionChanged()` or
    /// `impactOccurred()`.
    var play: String
    /// SwiftUI's feedback of the same style, as a `SensoryFeedback` expression: `.selection`, an
    /// impact of a weight (`.impact(weight: .light)`: light, medium, heavy) or of a flexibility
    /// (`.impact(flexibility: .soft)`: soft, rigid), at full intensity as `impactOccurred()` plays it.
    var sensoryFeedback: String

    /// The haptic of `style`.
    init(_ style: HapticStyle) {
        switch style {
        case .selection:
            generatorType = "UISelectionFeedbackGenerator"
            makeForView = "UISelectionFeedbackGenerator(view: self)"
            make = "UISelectionFeedbackGenerator()"
            play = "selectionChanged()"
        case .light, .medium, .heavy, .soft, .rigid:
            generatorType = "UIImpactFeedbackGenerator"
            makeForView = "UIImpactFeedbackGenerator(style: .\(style.rawValue), view: self)"
            make = "UIImpactFeedbackGenerator(style: .\(style.rawValue))"
            play = "impactOccurred()"
        }
        sensoryFeedback = switch style {
        case .selection: ".selection"
        case .light, .medium, .heavy: ".impact(weight: .\(style.rawValue))"
        case .soft, .rigid: ".impact(flexibility: .\(style.rawValue))"
        }
    }
}
