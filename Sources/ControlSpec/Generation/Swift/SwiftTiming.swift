/// Core Animation timing expressions for the spec's easings.
enum SwiftTiming {
    /// A `CAMediaTimingFunction` expression. `hold` has no timing function of its own (a hold is
    /// a discrete step), so it maps to linear timing on a segment whose values do not change.
    static func mediaTimingFunction(_ easing: Easing) -> String {
        switch easing {
        case .linear, .hold: "CAMediaTimingFunction(name: .linear)"
        case .easeIn: "CAMediaTimingFunction(name: .easeIn)"
        case .easeOut: "CAMediaTimingFunction(name: .easeOut)"
        case .easeInEaseOut: "CAMediaTimingFunction(name: .easeInEaseOut)"
        case .cubicBezier(let x1, let y1, let x2, let y2):
            "CAMediaTimingFunction(controlPoints: \(SwiftLiteral.number(x1)), " +
            "\(SwiftLiteral.number(y1)), \(SwiftLiteral.number(x2)), \(SwiftLiteral.number(y2)))"
        }
    }
}
