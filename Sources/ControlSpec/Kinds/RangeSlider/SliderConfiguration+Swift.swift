import ControlKernel

extension SliderConfiguration: SwiftExpressible {
    /// `SliderConfiguration(minimumValue: 0, …)`.
    var swift: SwiftExpression {
        .kernel("SliderConfiguration", [
            "minimumValue": minimumValue,
            "maximumValue": maximumValue,
            "values": values,
            "step": step,
            "minimumGap": minimumGap,
            "isContinuous": isContinuous,
            "curvaceousness": curvaceousness,
            "trackInset": trackInset,
            "thumbInset": thumbInset,
            "touchSlop": touchSlop,
            "mirrorsInRightToLeft": mirrorsInRightToLeft,
            "accessibilityStep": accessibilityStep,
        ])
    }
}

extension SliderTrackInset: SwiftExpressible {
    /// `.points(12)`, `.heightDividedBy(3.5)` or `.widthDividedBy(10)`.
    var swift: SwiftExpression {
        switch self {
        case .points(let points): .memberCall("points", points)
        case .heightDividedBy(let divisor): .memberCall("heightDividedBy", divisor)
        case .widthDividedBy(let divisor): .memberCall("widthDividedBy", divisor)
        }
    }
}
