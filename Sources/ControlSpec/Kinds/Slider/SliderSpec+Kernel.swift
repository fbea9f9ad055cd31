import ControlKernel
import Foundation

extension SliderSpec {
    /// The kernel's configuration of this slider: every number of the spec the portable part
    /// needs, built once here for the previews, the tests and the generated code's literal.
    func kernelConfiguration(accessibility: AccessibilitySpec) -> MultiSliderConfiguration {
        let slider = SliderConfiguration(
            minimumValue: value.min, maximumValue: value.max, values: value.values,
            step: value.step, minimumGap: value.minimumDistance, isContinuous: value.isContinuous,
            curvaceousness: curvaceousness, trackInset: MultiSliderConfiguration.trackInset(thumbSize: thumb.size, thickness: track.thickness),
            thumbInset: SliderConfiguration.thumbInset(
                shadowOffset: thumb.shadow.map { CGSize(width: $0.offset.x, height: $0.offset.y) },
                shadowBlur: thumb.shadow?.blur ?? 0, outlineWidth: thumb.outline?.width ?? 0),
            touchSlop: touchSlop, mirrorsInRightToLeft: mirrorsInRightToLeft,
            accessibilityStep: accessibility.adjustmentStep(min: value.min, max: value.max, valueStep: value.step))
        return MultiSliderConfiguration(
            slider: slider, orientation: orientation == .vertical ? .vertical : .horizontal, thumbSize: thumb.size,
            snapValues: value.snapValues, fill: track.fill.kernelFill,
            ticks: ticks.map { SliderTickMarks(spacing: $0.every, length: $0.length, width: $0.width) },
            valueLabels: labels.map { SliderValueLabels(side: $0.side == .below ? .below : .above, fontSize: $0.fontSize, fractionDigits: $0.fractionDigits,
                                                        spacing: $0.spacing, maximumFontSize: $0.maximumFontSize) },
            movesNearestThumbOnTap: tapMovesNearestThumb, animationDuration: value.animationDuration,
            reduceMotion: value.reduceMotion)
    }
}

extension SliderSpec.Fill {
    /// The kernel's form of the fill.
    var kernelFill: SliderFill {
        switch self {
        case .fromMinimum: .fromMinimum
        case .betweenThumbs: .betweenThumbs
        case .none: .none
        }
    }
}
