import Foundation
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

#if canImport(UIKit) && !os(watchOS)
/// A UIKit slider's value labels as Core Graphics draws them: each thumb's value as text beside
/// it, in the spec's font size scaled for the user's Dynamic Type size, and redrawn when that
/// size changes.
@MainActor
public enum UIKitValueLabels {
    /// Draws each of `values` as text where `layout` puts its label, in `color`, into the current
    /// graphics context: the font of `labels` for `traits` (`font(_:traits:)`), each line
    /// `lineHeight` font sizes high.
    public static func draw(_ values: [Double], labels: SliderValueLabels, layout: MultiSliderLayout, color: UIColor, lineHeight: Double,
                            traits: UITraitCollection) {
        let font = font(labels, traits: traits)
        let attributes: [NSAttributedString.Key: Any] = [
            .font: font,
            .foregroundColor: color,
        ]
        for value in values {
            let text = NSAttributedString(string: SpokenNumber.text(value, fractionDigits: labels.fractionDigits), attributes: attributes)
            let size = text.size()
            let frame = layout.labelFrame(at: value, textSize: CGSize(width: size.width, height: font.pointSize * CGFloat(lineHeight)),
                                          side: labels.side, spacing: CGFloat(labels.spacing))
            text.draw(in: frame)
        }
    }

    /// The labels' font: the system font at the spec's size, scaled by `UIFontMetrics` for the
    /// Dynamic Type size of `traits`, at most the spec's `maximumFontSize`.
    public static func font(_ labels: SliderValueLabels, traits: UITraitCollection) -> UIFont {
        let font = UIFont.systemFont(ofSize: CGFloat(labels.fontSize)), metrics = UIFontMetrics(forTextStyle: .body)
        guard let maximum = labels.maximumFontSize else { return metrics.scaledFont(for: font, compatibleWith: traits) }
        return metrics.scaledFont(for: font, maximumPointSize: CGFloat(maximum), compatibleWith: traits)
    }

    /// Redraws `control`'s labels when the user's Dynamic Type size changes, from iOS 17 and
    /// tvOS 17 on (and on visionOS); before, they take the new size the next time the control redraws.
    public static func redrawOnContentSizeChanges<Control: UIView>(_ control: Control) {
        if #available(iOS 17.0, tvOS 17.0, *) {
            control.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (control: Control, _: UITraitCollection) in
                control.setNeedsDisplay()
            }
        }
    }
}
#endif
