import ControlKernel

extension TimingCurve: SwiftExpressible {
    /// `.easeInEaseOut`, `.cubicBezier(0.2, 0, 0, 1)` and the like.
    var swift: SwiftExpression {
        switch self {
        case .linear: .member("linear")
        case .easeIn: .member("easeIn")
        case .easeOut: .member("easeOut")
        case .easeInEaseOut: .member("easeInEaseOut")
        case .hold: .member("hold")
        case .cubicBezier(let x1, let y1, let x2, let y2): .memberCall("cubicBezier", x1, y1, x2, y2)
        }
    }
}
