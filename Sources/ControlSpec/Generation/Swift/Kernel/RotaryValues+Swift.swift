import ControlKernel

extension RotaryValueRange: SwiftExpressible {
    /// `RotaryValueRange(minimum: 0, maximum: 1, step: 0, wraps: false)`.
    var swift: SwiftExpression {
        .kernel("RotaryValueRange", ["minimum": minimum, "maximum": maximum, "step": step, "wraps": wraps])
    }
}

extension RotaryZeroDirection: SwiftExpressible {
    /// `.right`, `.up`, `.left` or `.down`.
    var swift: SwiftExpression {
        switch self {
        case .right: .member("right")
        case .up: .member("up")
        case .left: .member("left")
        case .down: .member("down")
        }
    }
}

extension AngleRange: SwiftExpressible {
    /// The kernel's angles of a knob's or a circular slider's track.
    var kernelAngles: RotaryAngles {
        RotaryAngles(startAngle: start.radians, endAngle: end.radians, zeroDirection: zero, isClockwise: clockwise)
    }

    /// `RotaryAngles(…)` of `kernelAngles`, each angle as the spec wrote it (`Angle.swift`).
    var swift: SwiftExpression {
        .kernel("RotaryAngles", ["startAngle": start, "endAngle": end, "zeroDirection": zero, "isClockwise": clockwise])
    }
}
