import ControlKernel

/// The Swift source of a knob's kernel configuration, printed from the value itself, so that the
/// generated code starts from exactly the numbers the previews draw with.
enum KnobConfigurationLiteral {
    /// `RotaryConfiguration(...)` over several lines, each continuation line indented by `indent`
    /// plus four spaces per level. Angles are written in radians with their degrees in a comment.
    static func swift(_ configuration: RotaryConfiguration, indent: String) -> String {
        let c = configuration
        return call("RotaryConfiguration", indent: indent, [
            Argument("value", call("RotaryValueRange", [
                Argument("minimum", number(c.value.minimum)), Argument("maximum", number(c.value.maximum)),
                Argument("step", number(c.value.step)), Argument("wraps", SwiftLiteral.bool(c.value.wraps)),
            ])),
            Argument("initialValue", number(c.initialValue)),
            Argument("defaultValue", number(c.defaultValue)),
            Argument("isContinuous", SwiftLiteral.bool(c.isContinuous)),
            Argument("angles", call("RotaryAngles", indent: indent + "    ", [
                Argument("startAngle", radians: c.angles.startAngle),
                Argument("endAngle", radians: c.angles.endAngle),
                Argument("zeroDirection", zeroDirection(c.angles.zeroDirection)),
                Argument("isClockwise", SwiftLiteral.bool(c.angles.isClockwise)),
            ])),
            Argument("interaction", call("RotaryInteraction", indent: indent + "    ", [
                Argument("style", style(c.interaction.style)),
                Argument("isRelative", SwiftLiteral.bool(c.interaction.isRelative)),
                Argument("pointsPerDegree", number(c.interaction.pointsPerDegree)),
                c.interaction.maximumAngleJump.map { Argument("maximumAngleJump", radians: $0) } ?? Argument("maximumAngleJump", "nil"),
                Argument("minimumCenterDistance", number(c.interaction.minimumCenterDistance)),
                Argument("resetsOnDoubleTap", SwiftLiteral.bool(c.interaction.resetsOnDoubleTap)),
                Argument("touchSlop", number(c.interaction.touchSlop)),
            ])),
            Argument("accessibilityStep", number(c.accessibilityStep)),
            Argument("drawing", call("RotaryDrawing", [
                Argument("turnsImage", SwiftLiteral.bool(c.drawing.turnsImage)), Argument("trackWidth", number(c.drawing.trackWidth)),
                Argument("pointerLength", number(c.drawing.pointerLength)), Argument("pointerWidth", number(c.drawing.pointerWidth)),
            ])),
            Argument("setValueAnimation", call("RotaryAnimation", [
                Argument("duration", number(c.setValueAnimation.duration)), Argument("curve", curve(c.setValueAnimation.curve)),
                Argument("throughMidpoint", SwiftLiteral.bool(c.setValueAnimation.throughMidpoint)),
            ])),
        ])
    }

    /// One argument of an initialiser call: its label, its value and a comment for its line.
    private struct Argument {
        /// The argument label.
        var label: String
        /// The value's Swift source.
        var value: String
        /// A comment after the argument, on a call written one argument per line.
        var comment: String?

        /// An argument with no comment.
        init(_ label: String, _ value: String) {
            self.label = label
            self.value = value
        }

        /// An angle in radians, with its degrees in the comment.
        init(_ label: String, radians: Double) {
            self.label = label
            value = SwiftLiteral.number(radians)
            comment = (radians * 180 / .pi).shortDegrees
        }
    }

    /// `name(label: value, ...)` on one line, or with `indent` one argument per line.
    private static func call(_ name: String, indent: String? = nil, _ arguments: [Argument]) -> String {
        guard let indent else {
            return "\(name)(" + arguments.map { "\($0.label): \($0.value)" }.joined(separator: ", ") + ")"
        }
        let lines = arguments.enumerated().map { index, argument in
            let comma = index < arguments.count - 1 ? "," : ""
            return "\(indent)    \(argument.label): \(argument.value)\(comma)" + (argument.comment.map { " // \($0)" } ?? "")
        }
        return "\(name)(\n" + lines.joined(separator: "\n") + "\n\(indent))"
    }

    /// A number that reads back as the same `Double`.
    private static func number(_ value: Double) -> String { SwiftLiteral.number(value) }

    /// A zero direction case.
    static func zeroDirection(_ direction: RotaryZeroDirection) -> String {
        switch direction {
        case .right: ".right"
        case .up: ".up"
        case .left: ".left"
        case .down: ".down"
        }
    }

    /// An interaction style case.
    private static func style(_ style: RotaryInteractionStyle) -> String {
        switch style {
        case .rotate: ".rotate"
        case .horizontalDrag: ".horizontalDrag"
        case .verticalDrag: ".verticalDrag"
        }
    }

    /// A timing curve case.
    private static func curve(_ curve: TimingCurve) -> String {
        switch curve {
        case .linear: ".linear"
        case .easeIn: ".easeIn"
        case .easeOut: ".easeOut"
        case .easeInEaseOut: ".easeInEaseOut"
        case .hold: ".hold"
        case .cubicBezier(let x1, let y1, let x2, let y2): ".cubicBezier(\([x1, y1, x2, y2].map(number).joined(separator: ", ")))"
        }
    }
}
