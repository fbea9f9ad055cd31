import Foundation

/// Where a knob's track lies on screen, and the conversions between a value's place on the track,
/// track angles and screen angles.
///
/// Angles are in radians. Track angles follow the spec: the track runs from `startAngle` to
/// `endAngle`, increasing in the direction `isClockwise` gives on screen, measured from
/// `zeroDirection`. Screen angles follow UIKit: 0 points right and positive angles turn clockwise
/// (y grows down).
public struct RotaryAngles: Hashable, Sendable {
    /// The track angle of the minimum value.
    public var startAngle: Double
    /// The track angle of the maximum value; at most a full turn past `startAngle`.
    public var endAngle: Double
    /// Where track angle 0 points.
    public var zeroDirection: RotaryZeroDirection
    /// Whether increasing track angles turn clockwise on screen.
    public var isClockwise: Bool

    /// Angles from each of their values.
    public init(startAngle: Double, endAngle: Double, zeroDirection: RotaryZeroDirection, isClockwise: Bool) {
        self.startAngle = startAngle
        self.endAngle = endAngle
        self.zeroDirection = zeroDirection
        self.isClockwise = isClockwise
    }

    /// Whether a track of `span` radians (`end − start`) is a full turn, to within 1e-9 so that
    /// `-pi…pi` and `0…360deg` count.
    public static func isFullTurn(span: Double) -> Bool {
        abs(span - 2 * Double.pi) <= 1e-9
    }

    /// Whether the track is a full turn: `end − start` is 2π (`isFullTurn(span:)`).
    public var isFullTurn: Bool { Self.isFullTurn(span: endAngle - startAngle) }

    /// The track angle at `fraction` of the track: `start + fraction · (end − start)`.
    public func trackAngle(atFraction fraction: Double) -> Double {
        startAngle + fraction * (endAngle - startAngle)
    }

    /// The screen angle of a track angle.
    public func screenAngle(forTrackAngle angle: Double) -> Double {
        isClockwise ? zeroDirection.screenAngle + angle : zeroDirection.screenAngle - angle
    }

    /// The track angle of a screen angle (up to whole turns).
    public func trackAngle(forScreenAngle angle: Double) -> Double {
        isClockwise ? angle - zeroDirection.screenAngle : zeroDirection.screenAngle - angle
    }

    /// The change of track angle for a change of screen angle.
    public func trackChange(forScreenChange change: Double) -> Double {
        isClockwise ? change : -change
    }

    /// The fraction of the track (0…1) a touch at `screenAngle` selects. On the track, the place
    /// at that angle; in the gap between `endAngle` and `startAngle`, the nearer end: the gap is
    /// split at its midpoint, `(2π + startAngle − endAngle) / 2 + endAngle`.
    public func fraction(forScreenAngle screenAngle: Double) -> Double {
        let turn = 2 * Double.pi
        let span = endAngle - startAngle
        guard span > 0 else { return 0 }
        var angle = (trackAngle(forScreenAngle: screenAngle) - startAngle).truncatingRemainder(dividingBy: turn)
        if angle < 0 { angle += turn }
        angle += startAngle
        if angle > endAngle {
            let gapMidpoint = (turn + startAngle - endAngle) / 2 + endAngle
            angle = angle < gapMidpoint ? endAngle : startAngle
        }
        return (angle - startAngle) / span
    }

    /// The fraction of the track a change of track angle covers.
    public func fraction(forAngleChange change: Double) -> Double {
        let span = endAngle - startAngle
        return span > 0 ? change / span : 0
    }

    /// The screen angle of `point` around `center`: `atan2(y − center.y, x − center.x)`.
    public static func touchAngle(of point: CGPoint, around center: CGPoint) -> Double {
        atan2(Double(point.y - center.y), Double(point.x - center.x))
    }

    /// The smallest signed turn from screen angle `from` to screen angle `to`, in −π…π.
    public static func angleDifference(from: Double, to: Double) -> Double {
        let turn = 2 * Double.pi
        var difference = (to - from).truncatingRemainder(dividingBy: turn)
        if difference > .pi { difference -= turn }
        if difference < -.pi { difference += turn }
        return difference
    }
}

/// Where track angle 0 points on screen.
public enum RotaryZeroDirection: Hashable, Sendable {
    /// 3 o'clock.
    case right
    /// 12 o'clock.
    case up
    /// 9 o'clock.
    case left
    /// 6 o'clock.
    case down

    /// The direction's screen angle: 0 right, π/2 down, π left, −π/2 up.
    public var screenAngle: Double {
        switch self {
        case .right: 0
        case .down: .pi / 2
        case .left: .pi
        case .up: -.pi / 2
        }
    }
}
