import ControlKernel

/// The Swift source of a multi-thumb slider configuration, printed from the value itself so that
/// the generated code holds exactly the numbers the previews and tests use.
enum MultiSliderConfigurationLiteral {
    /// `MultiSliderConfiguration(slider: SliderConfiguration(…), …)`, one argument per line,
    /// indented by `indent`.
    static func swift(_ configuration: MultiSliderConfiguration, indent: String) -> String {
        let c = configuration, inner = indent + "    "
        let arguments = [
            "slider: \(SliderConfigurationLiteral.swift(c.slider, indent: inner))",
            "orientation: .\(c.orientation == .vertical ? "vertical" : "horizontal")",
            "thumbSize: \(SwiftLiteral.number(c.thumbSize))",
            "snapValues: [\(c.snapValues.map(SwiftLiteral.number).joined(separator: ", "))]",
            "fill: \(fill(c.fill))",
            "ticks: \(c.ticks.map(ticks) ?? "nil")",
            "valueLabels: \(c.valueLabels.map(labels) ?? "nil")",
            "movesNearestThumbOnTap: \(SwiftLiteral.bool(c.movesNearestThumbOnTap))",
            "animationDuration: \(SwiftLiteral.number(c.animationDuration))",
        ]
        return "MultiSliderConfiguration(\n" + arguments.map { "\(inner)\($0)" }.joined(separator: ",\n") + "\n\(indent))"
    }

    /// `.fromMinimum`, `.betweenThumbs` or `.none`.
    static func fill(_ fill: SliderFill) -> String {
        switch fill {
        case .fromMinimum: ".fromMinimum"
        case .betweenThumbs: ".betweenThumbs"
        case .none: ".none"
        }
    }

    /// `SliderTickMarks(spacing: …, length: …, width: …)`.
    static func ticks(_ ticks: SliderTickMarks) -> String {
        "SliderTickMarks(spacing: \(SwiftLiteral.number(ticks.spacing)), length: \(SwiftLiteral.number(ticks.length)), width: \(SwiftLiteral.number(ticks.width)))"
    }

    /// `SliderValueLabels(side: …, fontSize: …, fractionDigits: …, spacing: …)`.
    static func labels(_ labels: SliderValueLabels) -> String {
        let side = labels.side == .below ? ".below" : ".above"
        let digits = labels.fractionDigits.map { String($0) } ?? "nil"
        return "SliderValueLabels(side: \(side), fontSize: \(SwiftLiteral.number(labels.fontSize)), fractionDigits: \(digits), spacing: \(SwiftLiteral.number(labels.spacing)))"
    }
}
