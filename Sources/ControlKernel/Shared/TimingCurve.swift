import Foundation

/// A timing curve, evaluated as Core Animation evaluates it: a cubic Bézier from (0, 0) to (1, 1)
/// through two control points, or a hold that keeps the start value until the segment ends.
public enum TimingCurve: Hashable, Sendable {
    /// Constant speed: cubic-bezier(0, 0, 1, 1).
    case linear
    /// Starts slowly: cubic-bezier(0.42, 0, 1, 1).
    case easeIn
    /// Ends slowly: cubic-bezier(0, 0, 0.58, 1).
    case easeOut
    /// Starts and ends slowly: cubic-bezier(0.42, 0, 0.58, 1).
    case easeInEaseOut
    /// Holds the start value, then jumps to the end value when the segment ends.
    case hold
    /// A cubic Bézier from (0, 0) to (1, 1) through (x1, y1) and (x2, y2).
    case cubicBezier(Double, Double, Double, Double)

    /// The Bézier control points (x1, y1, x2, y2), or `nil` for `hold`.
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
        switch self {
        case .linear: (0, 0, 1, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInEaseOut: (0.42, 0, 0.58, 1)
        case .hold: nil
        case .cubicBezier(let x1, let y1, let x2, let y2): (x1, y1, x2, y2)
        }
    }

    /// The progress (0…1, or beyond for overshooting curves) at `fraction` (0…1) of the segment:
    /// the curve's y where its x is `fraction`, found by Newton's method with a bisection fallback.
    public func progress(_ fraction: Double) -> Double {
        let t = min(max(fraction, 0), 1)
        guard let points = controlPoints else { return t < 1 ? 0 : 1 }
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * p1 + 6 * (1 - s) * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = t
        for _ in 0..<8 {
            let error = bezier(s, points.x1, points.x2) - t
            let derivative = slope(s, points.x1, points.x2)
            if abs(error) < 1e-12 || abs(derivative) < 1e-9 { break }
            s -= error / derivative
        }
        if abs(bezier(s, points.x1, points.x2) - t) > 1e-9 {
            var low = 0.0, high = 1.0
            s = t
            for _ in 0..<60 {
                if bezier(s, points.x1, points.x2) < t { low = s } else { high = s }
                s = (low + high) / 2
            }
        }
        return bezier(s, points.y1, points.y2)
    }
}
