import ControlKernel

/// The Swift source of a slider configuration, printed from the value itself so that the generated
/// code holds exactly the numbers the previews and tests use.
enum SliderConfigurationLiteral {
    /// `SliderConfiguration(minimumValue: 0, …)`, one argument per line, indented by `indent`.
    static func swift(_ configuration: SliderConfiguration, indent: String) -> String {
        let c = configuration
        let arguments = [
            "minimumValue: \(SwiftLiteral.number(c.minimumValue))",
            "maximumValue: \(SwiftLiteral.number(c.maximumValue))",
            "values: [\(c.values.map(SwiftLiteral.number).joined(separator: ", "))]",
            "step: \(SwiftLiteral.number(c.step))",
            "minimumGap: \(SwiftLiteral.number(c.minimumGap))",
            "isContinuous: \(SwiftLiteral.bool(c.isContinuous))",
            "curvaceousness: \(SwiftLiteral.number(c.curvaceousness))",
            "trackInset: \(trackInset(c.trackInset))",
            "thumbInset: \(SwiftLiteral.number(c.thumbInset))",
            "touchSlop: \(SwiftLiteral.number(c.touchSlop))",
            "mirrorsInRightToLeft: \(SwiftLiteral.bool(c.mirrorsInRightToLeft))",
            "accessibilityStep: \(SwiftLiteral.number(c.accessibilityStep))",
        ]
        return "SliderConfiguration(\n" + arguments.map { "\(indent)    \($0)" }.joined(separator: ",\n") + "\n\(indent))"
    }

    /// `.heightDividedBy(3.5)` and the like.
    static func trackInset(_ inset: SliderTrackInset) -> String {
        switch inset {
        case .points(let points): ".points(\(SwiftLiteral.number(points)))"
        case .heightDividedBy(let divisor): ".heightDividedBy(\(SwiftLiteral.number(divisor)))"
        case .widthDividedBy(let divisor): ".widthDividedBy(\(SwiftLiteral.number(divisor)))"
        }
    }
}
