import Foundation

/// The animatable values of one part of a button: its frame in its parent's coordinates before
/// translation, rotation and scale, then those and the opacity — `<Name>PartState` in the
/// generated Swift.
public struct PartState: Sendable, Hashable {
    /// The frame in the parent's coordinates, before translation, rotation and scale.
    public var frame: Rect
    /// The fraction of the width that stays put when the width changes.
    public var horizontalAnchor: Double
    /// The fraction of the height that stays put when the height changes.
    public var verticalAnchor: Double
    /// Translation along x, in points.
    public var x: Double = 0
    /// Translation along y, in points.
    public var y: Double = 0
    /// Rotation about the centre, in radians.
    public var rotation: Double
    /// Uniform scale.
    public var scale: Double = 1
    /// Opacity, 0…1.
    public var alpha: Double

    /// The centre after translation, in the parent's coordinates.
    public var center: Point { Point(x: frame.midX + x, y: frame.midY + y) }

    /// The value of `property`.
    public func value(of property: PartProperty) -> Double {
        switch property {
        case .x: x
        case .y: y
        case .rotation: rotation
        case .scale: scale
        case .alpha: alpha
        case .width: frame.width
        case .height: frame.height
        case .leading: frame.x
        case .trailing: frame.maxX
        case .top: frame.y
        case .bottom: frame.maxY
        case .centerX: frame.midX
        case .centerY: frame.midY
        }
    }

    /// Sets `property`: a new width or height keeps the anchored edge; a new edge or centre moves
    /// the frame and keeps its size.
    public mutating func set(_ property: PartProperty, to value: Double) {
        switch property {
        case .x: x = value
        case .y: y = value
        case .rotation: rotation = value
        case .scale: scale = value
        case .alpha: alpha = value
        case .width:
            frame.x += (frame.width - value) * horizontalAnchor
            frame.width = value
        case .height:
            frame.y += (frame.height - value) * verticalAnchor
            frame.height = value
        case .leading: frame.x = value
        case .trailing: frame.x = value - frame.width
        case .top: frame.y = value
        case .bottom: frame.y = value - frame.height
        case .centerX: frame.x = value - frame.width / 2
        case .centerY: frame.y = value - frame.height / 2
        }
    }

    /// This state with each value moved `progress` of the way to `target`'s.
    public func interpolated(to target: Self, progress: Double) -> Self {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        var state = self
        state.frame = Rect(x: mix(frame.x, target.frame.x), y: mix(frame.y, target.frame.y),
                           width: mix(frame.width, target.frame.width), height: mix(frame.height, target.frame.height))
        state.x = mix(x, target.x)
        state.y = mix(y, target.y)
        state.rotation = mix(rotation, target.rotation)
        state.scale = mix(scale, target.scale)
        state.alpha = mix(alpha, target.alpha)
        return state
    }

    /// `point` in this part's own coordinates (its bounds) converted to its parent's.
    public func pointInParent(_ point: Point) -> Point {
        let dx = (point.x - frame.width / 2) * scale, dy = (point.y - frame.height / 2) * scale
        return Point(x: center.x + dx * cos(rotation) - dy * sin(rotation),
                     y: center.y + dx * sin(rotation) + dy * cos(rotation))
    }

    /// `point` in the parent's coordinates converted to this part's own coordinates.
    public func pointInPart(_ point: Point) -> Point {
        let dx = point.x - center.x, dy = point.y - center.y
        return Point(x: frame.width / 2 + (dx * cos(rotation) + dy * sin(rotation)) / scale,
                     y: frame.height / 2 + (-dx * sin(rotation) + dy * cos(rotation)) / scale)
    }
}
