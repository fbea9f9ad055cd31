import Foundation
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

#if canImport(UIKit) && !os(watchOS)
/// How a UIKit control shows that it is disabled, as UIKit's own controls do: VoiceOver reads it
/// as dimmed, and a control whose spec gives no disabled colour or image is its normal look
/// dimmed as one layer, at the kernel's ``ControlLook/opacity(isEnabled:stylesDisabled:)``.
@MainActor
public enum UIKitEnabledLook {
    /// `traits` with `.notEnabled` while the control is disabled and without it otherwise, so that
    /// VoiceOver reads a disabled control as dimmed, as it reads UIKit's own.
    public static func traits(_ traits: UIAccessibilityTraits, isEnabled: Bool) -> UIAccessibilityTraits {
        isEnabled ? traits.subtracting(.notEnabled) : traits.union(.notEnabled)
    }

    /// Begins drawing a control that is enabled or not into `context`: disabled, a transparency
    /// layer at the disabled opacity, so that overlapping shapes dim as one. Whether it began one,
    /// which the caller ends (`endTransparencyLayer()`) once it has drawn.
    public static func beginDimming(_ context: CGContext, isEnabled: Bool) -> Bool {
        let opacity = ControlLook.opacity(isEnabled: isEnabled, stylesDisabled: false)
        guard opacity < 1 else { return false }
        context.setAlpha(CGFloat(opacity))
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        return true
    }

    /// Draws `view`, the view a control's parts are in, at the opacity for the enabled state: the
    /// control's normal look dimmed as one layer when it is disabled, as `UISwitch` dims.
    public static func dim(_ view: UIView, isEnabled: Bool) {
        view.alpha = ControlLook.opacity(isEnabled: isEnabled, stylesDisabled: false)
    }

    /// Draws each layer of `view`, a control drawn with layers, at the opacity for the enabled state.
    public static func dimSublayers(of view: UIView, isEnabled: Bool) {
        let opacity = Float(ControlLook.opacity(isEnabled: isEnabled, stylesDisabled: false))
        for sublayer in view.layer.sublayers ?? [] { sublayer.opacity = opacity }
    }
}
#endif
