/// A haptic a generated control plays when a value moves to another step: the generator it makes
/// and the call that plays it, for every kind that has step feedback. The template
/// `haptic-generator.swift` declares the generator and the two methods that use it.
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
    }
}
