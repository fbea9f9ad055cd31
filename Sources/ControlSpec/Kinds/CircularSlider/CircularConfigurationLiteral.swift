import ControlKernel

/// The Swift source of a circular slider's kernel configuration, printed from the value itself,
/// so that the generated code starts from exactly the numbers the previews draw with.
enum CircularConfigurationLiteral {
    /// `CircularConfiguration(...)`, one argument per line, each indented by `indent` plus four
    /// spaces. Angles are written in radians with their degrees in a comment.
    static func swift(_ configuration: CircularConfiguration, indent: String) -> String {
        let c = configuration, a = c.angles
        let range = "RotaryValueRange(minimum: \(number(c.value.minimum)), maximum: \(number(c.value.maximum)), step: \(number(c.value.step)), wraps: \(SwiftLiteral.bool(c.value.wraps)))"
        let angles = [
            "startAngle: \(number(a.startAngle)), // \((a.startAngle * 180 / .pi).shortDegrees)",
            "endAngle: \(number(a.endAngle)), // \((a.endAngle * 180 / .pi).shortDegrees)",
            "zeroDirection: \(KnobConfigurationLiteral.zeroDirection(a.zeroDirection)),",
            "isClockwise: \(SwiftLiteral.bool(a.isClockwise))",
        ].map { "\(indent)        \($0)" }.joined(separator: "\n")
        let arguments = [
            "value: \(range)",
            "initialValues: [\(c.initialValues.map(number).joined(separator: ", "))]",
            "minimumDistance: \(number(c.minimumDistance))",
            "turns: \(c.turns)",
            "isContinuous: \(SwiftLiteral.bool(c.isContinuous))",
            "angles: RotaryAngles(\n\(angles)\n\(indent)    )",
            "animationDuration: \(number(c.animationDuration))",
            "accessibilityStep: \(number(c.accessibilityStep))",
            "lineWidth: \(number(c.lineWidth))",
            "thumbRadius: \(number(c.thumbRadius))",
            "thumbOutlineWidth: \(number(c.thumbOutlineWidth))",
            "touchSlop: \(number(c.touchSlop))",
        ]
        return "CircularConfiguration(\n" + arguments.map { "\(indent)    \($0)" }.joined(separator: ",\n") + "\n\(indent))"
    }

    /// A number that reads back as the same `Double`.
    private static func number(_ value: Double) -> String { SwiftLiteral.number(value) }
}
