import Foundation

/// A haptic a control plays: UIKit's selection feedback, or an impact of the
/// `UIImpactFeedbackGenerator.FeedbackStyle` of the same name (SwiftUI's `SensoryFeedback`
/// `.selection`, or an impact of a weight or a flexibility).
public enum HapticStyle: String, CaseIterable, Hashable, Sendable {
    case selection, light, medium, heavy, soft, rigid
}
