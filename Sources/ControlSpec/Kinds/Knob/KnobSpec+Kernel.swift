import ControlKernel

extension KnobSpec {
    /// The kernel's configuration of this knob: the one place the checked spec becomes the numbers
    /// the previews draw with and the generated code starts from (written as Swift by `swift(angles:maximumAngleJump:)`).
    /// VoiceOver moves the value by `accessibility`'s step, or by the value's step, or by a tenth
    /// of the range.
    public func kernelConfiguration(accessibility: AccessibilitySpec) -> RotaryConfiguration {
        RotaryConfiguration(
            value: RotaryValueRange(minimum: value.min, maximum: value.max, step: value.step, wraps: value.wraps),
            initialValue: value.initial,
            defaultValue: value.defaultValue,
            isContinuous: value.isContinuous,
            angles: angles.kernelAngles,
            interaction: RotaryInteraction(
                style: interaction.style, isRelative: interaction.isRelative,
                pointsPerDegree: interaction.pointsPerDegree, maximumAngleJump: interaction.maxAngleJump?.radians,
                minimumCenterDistance: interaction.minCenterDistance, resetsOnDoubleTap: interaction.doubleTapToReset,
                touchSlop: interaction.touchSlop),
            accessibilityStep: accessibility.adjustmentStep(min: value.min, max: value.max, valueStep: value.step),
            drawing: kernelDrawing,
            setValueAnimation: RotaryAnimation(duration: setValueAnimation.duration, curve: setValueAnimation.easing,
                                               throughMidpoint: setValueAnimation.throughMidpoint, reduceMotion: setValueAnimation.reduceMotion))
    }

    /// What turns, with the strokes of a shape-drawn knob.
    var kernelDrawing: RotaryDrawing {
        switch drawing {
        case .shapeLayers(let track, let pointer):
            RotaryDrawing(turnsImage: false, trackWidth: track.lineWidth, pointerLength: pointer.length, pointerWidth: pointer.lineWidth)
        case .images:
            RotaryDrawing(turnsImage: true, trackWidth: 0, pointerLength: 0, pointerWidth: 0)
        }
    }
}
