import Foundation
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

#if canImport(UIKit) && !os(watchOS)
/// One thumb of a UIKit control as VoiceOver sees it: an adjustable element whose increment and
/// decrement move the thumb one accessibility step up or down, through the control's own
/// adjustment, which the element holds as the control gives it (holding the control weakly).
@MainActor
public final class UIKitThumbElement: UIAccessibilityElement {
    /// The thumb's index, lowest first: 0 for the lowest (a range slider's lower thumb).
    public let thumb: Int
    /// Moves thumb `thumb` up (`direction` 1) or down (−1), as the control does for VoiceOver.
    private let adjust: @MainActor (_ thumb: Int, _ direction: Double) -> Void

    /// The element of thumb `thumb` in `container`, labelled `label`, calling `adjust` to move it.
    public init(container: UIView, thumb: Int, label: String, adjust: @escaping @MainActor (_ thumb: Int, _ direction: Double) -> Void) {
        self.thumb = thumb
        self.adjust = adjust
        super.init(accessibilityContainer: container)
        isAccessibilityElement = true
        accessibilityLabel = label
    }

    /// VoiceOver's elements of the thumbs of `container`, lowest first: thumb `index` labelled
    /// `labels[index]`, each with `hint` (none when `nil`), calling `adjust` to move its thumb.
    public static func elements(labels: [String], hint: String? = nil, in container: UIView,
                                adjust: @escaping @MainActor (_ thumb: Int, _ direction: Double) -> Void) -> [UIKitThumbElement] {
        labels.indices.map { thumb in
            let element = UIKitThumbElement(container: container, thumb: thumb, label: labels[thumb], adjust: adjust)
            element.accessibilityHint = hint
            return element
        }
    }

    /// Moves the thumb up by one accessibility step.
    public override func accessibilityIncrement() {
        adjust(thumb, 1)
    }

    /// Moves the thumb down by one accessibility step.
    public override func accessibilityDecrement() {
        adjust(thumb, -1)
    }
}
#endif
