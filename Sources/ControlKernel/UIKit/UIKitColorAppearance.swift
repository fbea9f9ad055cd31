import Foundation
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

#if canImport(UIKit) && !os(watchOS)
/// How a UIKit control that draws with `CGColor`s follows the colour appearance (dark mode,
/// increased contrast): it resolves its colours again whenever a trait that affects colours changes.
@MainActor
public enum UIKitColorAppearance {
    /// Calls `refresh` with `control` whenever a trait that affects colours changes, from iOS 17 and
    /// tvOS 17 on (and on visionOS); before, the control's `traitCollectionDidChange(_:)` asks
    /// `needsRefresh(_:from:)`.
    public static func register<Control: UIView>(_ control: Control, refresh: @escaping @MainActor (Control) -> Void) {
        if #available(iOS 17.0, tvOS 17.0, *) {
            control.registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) { (control: Control, _: UITraitCollection) in
                refresh(control)
            }
        }
    }

    /// Whether `control`, whose traits were `previous`, resolves its colours again: before iOS 17
    /// and tvOS 17, when the colour appearance changed; never from then on, where the
    /// registration does the work.
    public static func needsRefresh(_ control: UIView, from previous: UITraitCollection?) -> Bool {
        if #available(iOS 17.0, tvOS 17.0, *) { return false }
        return control.traitCollection.hasDifferentColorAppearance(comparedTo: previous)
    }
}
#endif
