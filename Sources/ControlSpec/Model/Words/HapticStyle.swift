/// A haptic style: `UISelectionFeedbackGenerator`, or a `UIImpactFeedbackGenerator.FeedbackStyle`.
public enum HapticStyle: String, CaseIterable, SpecWord {
    case selection, light, medium, heavy, soft, rigid
}
