import Foundation

/// A circular slider's layout in its bounds: the numbers the control draws with, hit-tests with
/// and the previews show.
///
/// The track is a circle centred in the bounds, as large as fits with the thumbs and their outline
/// on it: `radius = min(width, height) / 2 − max(lineWidth / 2, thumbRadius + thumbOutlineWidth / 2)`.
public struct CircularLayout: Equatable, Sendable {
    /// The control's bounds.
    public var bounds: CGRect
    /// The stroke width of the track.
    public var lineWidth: Double
    /// The radius of a thumb.
    public var thumbRadius: Double
    /// The width of the stroke round each thumb, centred on its edge.
    public var thumbOutlineWidth: Double

    /// The layout of a track stroked `lineWidth` wide with thumbs of `thumbRadius` outlined
    /// `thumbOutlineWidth` wide, in `bounds`.
    public init(bounds: CGRect, lineWidth: Double, thumbRadius: Double, thumbOutlineWidth: Double) {
        self.bounds = bounds
        self.lineWidth = lineWidth
        self.thumbRadius = thumbRadius
        self.thumbOutlineWidth = thumbOutlineWidth
    }

    /// The centre of the track: the middle of the bounds.
    public var center: CGPoint {
        CGPoint(x: bounds.midX, y: bounds.midY)
    }

    /// The track's radius: `min(width, height) / 2 − max(lineWidth / 2, thumbRadius + thumbOutlineWidth / 2)`.
    public var radius: CGFloat {
        min(bounds.width, bounds.height) / 2 - CGFloat(max(lineWidth / 2, thumbRadius + thumbOutlineWidth / 2))
    }

    /// The point on the track at `screenAngle`.
    public func point(atScreenAngle screenAngle: Double) -> CGPoint {
        let r = Double(radius)
        return CGPoint(x: Double(center.x) + r * cos(screenAngle), y: Double(center.y) + r * sin(screenAngle))
    }

    /// The frame of the thumb whose centre is on the track at `screenAngle`.
    public func thumbFrame(atScreenAngle screenAngle: Double) -> CGRect {
        let c = point(atScreenAngle: screenAngle)
        return CGRect(x: Double(c.x) - thumbRadius, y: Double(c.y) - thumbRadius, width: 2 * thumbRadius, height: 2 * thumbRadius)
    }

    /// Whether `point` grabs the thumb whose centre is at `thumbCenter`: within `thumbRadius +
    /// slop` of it.
    public func isOnThumb(_ point: CGPoint, thumbCenter: CGPoint, slop: Double) -> Bool {
        Double(hypot(point.x - thumbCenter.x, point.y - thumbCenter.y)) <= thumbRadius + slop
    }

    /// Whether `point` lies on the track's ring: its distance from the centre differs from the
    /// radius by at most `max(lineWidth / 2, thumbRadius) + slop`.
    public func isOnTrack(_ point: CGPoint, slop: Double) -> Bool {
        let distance = Double(hypot(point.x - center.x, point.y - center.y))
        return abs(distance - Double(radius)) <= max(lineWidth / 2, thumbRadius) + slop
    }
}
