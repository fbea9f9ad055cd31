import ControlKernel

extension CircularSliderSpec {
    /// The kernel's configuration of this circular slider: the one place the checked spec becomes
    /// the numbers the previews draw with and the generated code starts from (written as
    /// Swift by `swift(angles:)`). VoiceOver moves a thumb by `accessibility`'s step, or by
    /// the value's step, or by a tenth of the range.
    public func kernelConfiguration(accessibility: AccessibilitySpec) -> CircularConfiguration {
        CircularConfiguration(
            value: RotaryValueRange(minimum: value.min, maximum: value.max, step: value.step, wraps: value.wraps),
            initialValues: value.initialValues,
            minimumDistance: value.minimumDistance,
            turns: value.turns,
            isContinuous: value.isContinuous,
            angles: angles.kernelAngles,
            animationDuration: value.animationDuration,
            accessibilityStep: accessibility.adjustmentStep(min: value.min, max: value.max, valueStep: value.step),
            lineWidth: lineWidth,
            thumbRadius: thumbRadius,
            thumbOutlineWidth: thumbOutlineWidth,
            touchSlop: touchSlop,
            reduceMotion: value.reduceMotion)
    }
}
