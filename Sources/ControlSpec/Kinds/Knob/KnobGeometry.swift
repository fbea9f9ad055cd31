import Foundation

/// The layout of a knob at a size: the numbers `<Name>Model` and `<Name>Geometry` in the
/// generated Swift compute, and the previews draw.
///
/// Screen angles follow UIKit: 0 points right and positive angles turn clockwise (y grows down).
public struct KnobGeometry: Sendable, Hashable {
    /// The control's size.
    public var size: Size
    /// The value model.
    public var value: ValueModel
    /// The track's angles.
    public var angles: AngleRange
    /// The track's stroke width (0 for an image knob).
    public var lineWidth: Double
    /// How far the pointer reaches in from the outer edge (0 for an image knob).
    public var pointerLength: Double
    /// Whether the knob is drawn with images (the knob image points at track angle 0) rather than
    /// a pointer (drawn pointing right).
    public var isImageKnob: Bool

    /// The layout of `knob` at `size`.
    public init(knob: KnobSpec, size: Size) {
        self.size = size
        value = knob.value
        angles = knob.angles
        switch knob.drawing {
        case .shapeLayers(let track, let pointer):
            lineWidth = track.lineWidth
            pointerLength = pointer.length
            isImageKnob = false
        case .images:
            lineWidth = 0
            pointerLength = 0
            isImageKnob = true
        }
    }

    /// The centre of rotation.
    public var center: Point { Point(x: size.width / 2, y: size.height / 2) }

    /// The track's radius: `min(width, height) / 2 − max(pointerLength, lineWidth / 2)`.
    public var radius: Double { min(size.width, size.height) / 2 - max(pointerLength, lineWidth / 2) }

    /// Where the pointer line starts before rotation: `(width − pointerLength − lineWidth / 2, midY)`.
    public var pointerStart: Point { Point(x: size.width - pointerLength - lineWidth / 2, y: size.height / 2) }

    /// Where the pointer line ends before rotation: `(width, midY)`.
    public var pointerEnd: Point { Point(x: size.width, y: size.height / 2) }

    /// The screen angle of track angle 0.
    public var zeroDirection: Double {
        switch angles.zero {
        case .right: 0
        case .up: -.pi / 2
        case .left: .pi
        case .down: .pi / 2
        }
    }

    /// The track angle of `value`: `start + (value − min) / (max − min) · (end − start)`.
    public func trackAngle(for value: Double) -> Double {
        angles.start.radians + (value - self.value.min) / (self.value.max - self.value.min) * (angles.end.radians - angles.start.radians)
    }

    /// The screen angle of a track angle.
    public func screenAngle(forTrackAngle angle: Double) -> Double {
        angles.clockwise ? zeroDirection + angle : zeroDirection - angle
    }

    /// The screen angle of `value`.
    public func screenAngle(for value: Double) -> Double {
        screenAngle(forTrackAngle: trackAngle(for: value))
    }

    /// The rotation of the turning layer for `value`: its screen angle less the angle it is drawn
    /// at (0 for the pointer, `zeroDirection` for a knob image).
    public func rotation(for value: Double) -> Double {
        screenAngle(for: value) - (isImageKnob ? zeroDirection : 0)
    }

    /// The pointer's tip once rotated to `screenAngle`.
    public func pointerTip(atScreenAngle screenAngle: Double) -> Point {
        let reach = pointerEnd.x - size.width / 2
        return Point(x: center.x + reach * cos(screenAngle), y: center.y + reach * sin(screenAngle))
    }

    /// The key times of an animated value change: 0, 0.5, 1 through the midpoint, else 0, 1.
    public func rotationKeyTimes(throughMidpoint: Bool) -> [Double] {
        throughMidpoint ? [0, 0.5, 1] : [0, 1]
    }

    /// The screen angles an animated change from `oldValue` to `newValue` passes through.
    public func rotationKeyframes(from oldValue: Double, to newValue: Double, throughMidpoint: Bool) -> [Double] {
        let start = screenAngle(for: oldValue), end = screenAngle(for: newValue)
        return throughMidpoint ? [start, (start + end) / 2, end] : [start, end]
    }
}
