import Foundation

/// A knob's layout in its bounds: the numbers the control draws with and the previews show.
///
/// Everything is centred and sized from the largest circle that fits the bounds, of radius
/// `min(width, height) / 2`, so the track, the pointer and the images stay inside the bounds and
/// the pointer stays on the track whatever the bounds' aspect ratio.
public struct RotaryLayout: Equatable, Sendable {
    /// The control's bounds.
    public var bounds: CGRect
    /// The strokes of the track and the pointer (zero for an image knob).
    public var drawing: RotaryDrawing

    /// The layout of a knob drawn as `drawing` in `bounds`.
    public init(bounds: CGRect, drawing: RotaryDrawing) {
        self.bounds = bounds
        self.drawing = drawing
    }

    /// The centre of rotation: the middle of the bounds.
    public var center: CGPoint {
        CGPoint(x: bounds.midX, y: bounds.midY)
    }

    /// The radius of the largest circle that fits the bounds: `min(width, height) / 2`.
    public var outerRadius: CGFloat {
        min(bounds.width, bounds.height) / 2
    }

    /// The track's radius: `outerRadius − max(pointerLength, trackWidth / 2)`, so that the
    /// track's stroke and the pointer fit inside the outer circle.
    public var radius: CGFloat {
        outerRadius - CGFloat(max(drawing.pointerLength, drawing.trackWidth / 2))
    }

    /// Where the pointer line starts before rotation: on the inner edge of the track's stroke,
    /// right of the centre, `outerRadius − pointerLength − trackWidth / 2` from it.
    public var pointerStart: CGPoint {
        CGPoint(x: center.x + outerRadius - CGFloat(drawing.pointerLength + drawing.trackWidth / 2), y: center.y)
    }

    /// Where the pointer line ends before rotation: on the outer circle, right of the centre.
    public var pointerEnd: CGPoint {
        CGPoint(x: center.x + outerRadius, y: center.y)
    }

    /// The pointer's tip once turned to `screenAngle`: on the outer circle at that angle.
    public func pointerTip(atScreenAngle screenAngle: Double) -> CGPoint {
        point(atScreenAngle: screenAngle, distance: Double(outerRadius))
    }

    /// The pointer line's start once turned to `screenAngle`: `pointerStart` turned about the
    /// centre.
    public func pointerStart(atScreenAngle screenAngle: Double) -> CGPoint {
        point(atScreenAngle: screenAngle, distance: Double(pointerStart.x - center.x))
    }

    /// The point `distance` from the centre at `screenAngle`.
    public func point(atScreenAngle screenAngle: Double, distance: Double) -> CGPoint {
        CGPoint(x: Double(center.x) + distance * cos(screenAngle), y: Double(center.y) + distance * sin(screenAngle))
    }

    /// The frame of the background and the knob image: the square of side `2 · outerRadius`
    /// centred in the bounds. Images are fitted into it keeping their aspect ratio; the knob image
    /// turns about its centre, so a round knob image stays inside the bounds at every angle.
    public var imageFrame: CGRect {
        CGRect(x: center.x - outerRadius, y: center.y - outerRadius, width: 2 * outerRadius, height: 2 * outerRadius)
    }
}
