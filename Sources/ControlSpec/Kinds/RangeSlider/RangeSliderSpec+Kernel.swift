import ControlKernel
import Foundation

extension RangeSliderSpec {
    /// The kernel's configuration of this slider: every number of the spec the portable part
    /// needs, built once here for the previews, the tests and the generated code's literal.
    func kernelConfiguration(accessibility: AccessibilitySpec) -> SliderConfiguration {
        SliderConfiguration(
            minimumValue: value.min, maximumValue: value.max, values: [value.lower, value.upper],
            step: value.step, minimumGap: value.minimumGap, isContinuous: value.isContinuous,
            curvaceousness: curvaceousness, trackInset: track.inset.sliderTrackInset,
            thumbInset: SliderConfiguration.thumbInset(
                shadowOffset: thumb.shadow.map { CGSize(width: $0.offset.x, height: $0.offset.y) },
                shadowBlur: thumb.shadow?.blur ?? 0, outlineWidth: thumb.outline?.width ?? 0),
            touchSlop: touchSlop, mirrorsInRightToLeft: mirrorsInRightToLeft,
            accessibilityStep: accessibility.adjustmentStep(min: value.min, max: value.max, valueStep: value.step))
    }
}

extension RelativeLength {
    /// The kernel's form of a track inset.
    var sliderTrackInset: SliderTrackInset {
        switch self {
        case .points(let points): .points(points)
        case .heightDividedBy(let divisor): .heightDividedBy(divisor)
        case .widthDividedBy(let divisor): .widthDividedBy(divisor)
        }
    }
}
