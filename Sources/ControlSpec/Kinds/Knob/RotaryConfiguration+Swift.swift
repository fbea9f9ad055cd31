import ControlKernel

extension RotaryConfiguration {
    /// `RotaryConfiguration(…)`, its angles as the spec wrote them: `angles` and `maximumAngleJump`
    /// are the spec's angles this configuration was made from, so they evaluate to its own.
    func swift(angles written: AngleRange, maximumAngleJump: Angle?) -> SwiftExpression {
        assert(written.kernelAngles == angles && maximumAngleJump?.radians == interaction.maximumAngleJump)
        return .kernel("RotaryConfiguration", [
            "value": value,
            "initialValue": initialValue,
            "defaultValue": defaultValue,
            "isContinuous": isContinuous,
            "angles": written,
            "interaction": interaction.swift(maximumAngleJump: maximumAngleJump),
            "accessibilityStep": accessibilityStep,
            "drawing": drawing,
            "setValueAnimation": setValueAnimation,
        ])
    }
}

extension RotaryInteraction {
    /// `RotaryInteraction(…)`, its largest jump as the spec wrote it.
    func swift(maximumAngleJump: Angle?) -> SwiftExpression {
        .kernel("RotaryInteraction", [
            "style": style,
            "isRelative": isRelative,
            "pointsPerDegree": pointsPerDegree,
            "maximumAngleJump": maximumAngleJump,
            "minimumCenterDistance": minimumCenterDistance,
            "resetsOnDoubleTap": resetsOnDoubleTap,
            "touchSlop": touchSlop,
        ])
    }
}

extension RotaryInteractionStyle: SwiftExpressible {
    /// `.rotate`, `.horizontalDrag` or `.verticalDrag`.
    var swift: SwiftExpression {
        switch self {
        case .rotate: .member("rotate")
        case .horizontalDrag: .member("horizontalDrag")
        case .verticalDrag: .member("verticalDrag")
        }
    }
}

extension RotaryDrawing: SwiftExpressible {
    /// `RotaryDrawing(turnsImage: false, trackWidth: 2, …)`.
    var swift: SwiftExpression {
        .kernel("RotaryDrawing", ["turnsImage": turnsImage, "trackWidth": trackWidth, "pointerLength": pointerLength, "pointerWidth": pointerWidth])
    }
}

extension RotaryAnimation: SwiftExpressible {
    /// `RotaryAnimation(duration: 0.25, curve: .easeInEaseOut, throughMidpoint: true)`.
    var swift: SwiftExpression {
        .kernel("RotaryAnimation", ["duration": duration, "curve": curve, "throughMidpoint": throughMidpoint, "reduceMotion": reduceMotion])
    }
}
