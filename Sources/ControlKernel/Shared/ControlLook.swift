import Foundation

/// The state a control is drawn in, from UIKit's `isEnabled` and `isHighlighted` (SwiftUI's
/// `isEnabled` environment value and a touch in progress): a disabled control is drawn disabled
/// even while touched, since it takes no touches.
public enum ControlLook: Hashable, Sendable, CaseIterable {
    case normal, highlighted, disabled

    /// The opacity a disabled control is drawn at when its spec gives it no look of its own for
    /// the disabled state: Apple's controls draw "with a dimmed appearance" when disabled
    /// (`UIControl.State.disabled`), and UIKit's dim to about half.
    public static let disabledOpacity = 0.5

    /// The look of a control that is enabled or not and highlighted (touched) or not.
    public init(isEnabled: Bool, isHighlighted: Bool) {
        self = !isEnabled ? .disabled : isHighlighted ? .highlighted : .normal
    }

    /// The opacity a control that is enabled or not is drawn at, as ``opacity(stylesDisabled:)``
    /// gives it; highlighting changes no opacity.
    public static func opacity(isEnabled: Bool, stylesDisabled: Bool) -> Double {
        ControlLook(isEnabled: isEnabled, isHighlighted: false).opacity(stylesDisabled: stylesDisabled)
    }

    /// The opacity the whole control is drawn at in this look: ``disabledOpacity`` when disabled
    /// and the spec `stylesDisabled` not (gives no disabled colour or image), fully opaque
    /// otherwise, the spec's disabled look being drawn as it is.
    public func opacity(stylesDisabled: Bool) -> Double {
        self == .disabled && !stylesDisabled ? Self.disabledOpacity : 1
    }
}
