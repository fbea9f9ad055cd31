import ControlKernel

extension CircularConfiguration {
    /// `CircularConfiguration(…)`, its angles as the spec wrote them: `angles` are the spec's
    /// angles this configuration was made from, so they evaluate to its own.
    func swift(angles written: AngleRange) -> SwiftExpression {
        assert(written.kernelAngles == angles)
        return .kernel("CircularConfiguration", [
            "value": value,
            "initialValues": initialValues,
            "minimumDistance": minimumDistance,
            "turns": turns,
            "isContinuous": isContinuous,
            "angles": written,
            "animationDuration": animationDuration,
            "accessibilityStep": accessibilityStep,
            "lineWidth": lineWidth,
            "thumbRadius": thumbRadius,
            "thumbOutlineWidth": thumbOutlineWidth,
            "touchSlop": touchSlop,
            "reduceMotion": reduceMotion,
        ])
    }
}
