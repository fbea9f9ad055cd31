/// Timing curves evaluated as Core Animation evaluates them — `<Name>Easing` in the generated Swift.
extension Easing {
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

    /// The progress (0…1, or beyond for overshooting curves) at `fraction` (0…1) of the segment.
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
