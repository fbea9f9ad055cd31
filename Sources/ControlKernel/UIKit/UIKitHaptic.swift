import Foundation
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

#if canImport(UIKit) && !os(watchOS)
/// A haptic a UIKit control plays (a value crossing a step, a toggle turned over), in one
/// ``HapticStyle``. Where UIKit has feedback generators (iOS and Mac Catalyst), its generator is
/// made when first used: attached to the control with Apple's initialiser from iOS 17.5 and Mac
/// Catalyst 17.5 on, without a view before. Elsewhere, preparing and playing it do nothing.
@MainActor
public final class UIKitHaptic {
    /// The haptic's style.
    public let style: HapticStyle
#if os(iOS)
    /// The generator, once made.
    private var generator: UIFeedbackGenerator?
#endif

    /// A haptic of `style`; its generator is made when first used.
    public init(_ style: HapticStyle) {
        self.style = style
    }

    /// Readies the haptic for a touch on `control`.
    public func prepare(for control: UIView) {
#if os(iOS)
        generator(for: control).prepare()
#endif
    }

    /// Plays the haptic on `control`.
    public func play(for control: UIView) {
#if os(iOS)
        let generator = generator(for: control)
        if let selection = generator as? UISelectionFeedbackGenerator { selection.selectionChanged() }
        if let impact = generator as? UIImpactFeedbackGenerator { impact.impactOccurred() }
#endif
    }
#if os(iOS)

    /// The generator, made for `control` the first time.
    private func generator(for control: UIView) -> UIFeedbackGenerator {
        if let generator { return generator }
        let made = Self.makeGenerator(style, for: control)
        generator = made
        return made
    }

    /// A generator of `style`, attached to `control` where Apple's initialisers take a view.
    private static func makeGenerator(_ style: HapticStyle, for control: UIView) -> UIFeedbackGenerator {
        guard let impact = impactStyle(style) else {
            if #available(iOS 17.5, macCatalyst 17.5, *) { return UISelectionFeedbackGenerator(view: control) }
            return UISelectionFeedbackGenerator()
        }
        if #available(iOS 17.5, macCatalyst 17.5, *) { return UIImpactFeedbackGenerator(style: impact, view: control) }
        return UIImpactFeedbackGenerator(style: impact)
    }

    /// The impact style of `style`; `nil` for the selection feedback.
    private static func impactStyle(_ style: HapticStyle) -> UIImpactFeedbackGenerator.FeedbackStyle? {
        switch style {
        case .selection: nil
        case .light: .light
        case .medium: .medium
        case .heavy: .heavy
        case .soft: .soft
        case .rigid: .rigid
        }
    }
#endif
}
#endif
