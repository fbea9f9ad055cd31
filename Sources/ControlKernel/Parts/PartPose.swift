import Foundation

/// The animatable values of one part: its frame in its parent's coordinates before translation,
/// rotation and scale, then those and the opacity. Frames are physical (left to right); the layout
/// direction only changes how `leading`, `trailing` and `x` are read and written.
public struct PartPose: Equatable, Sendable {
    /// The frame in the parent's coordinates, before translation, rotation and scale.
    public var frame: CGRect
    /// The fraction of the width, from the left edge, that stays put when the width changes.
    public var horizontalAnchor: Double
    /// The fraction of the height, from the top edge, that stays put when the height changes.
    public var verticalAnchor: Double
    /// Translation along x, in points (physical: positive is to the right).
    public var x: Double
    /// Translation along y, in points.
    public var y: Double
    /// Rotation about the centre, in radians.
    public var rotation: Double
    /// Uniform scale.
    public var scale: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// A pose from every value.
    public init(frame: CGRect, horizontalAnchor: Double, verticalAnchor: Double, x: Double = 0, y: Double = 0,
                rotation: Double, scale: Double = 1, alpha: Double) {
        self.frame = frame
        self.horizontalAnchor = horizontalAnchor
        self.verticalAnchor = verticalAnchor
        self.x = x
        self.y = y
        self.rotation = rotation
        self.scale = scale
        self.alpha = alpha
    }

    /// The centre after translation, in the parent's coordinates.
    public var center: CGPoint { CGPoint(x: frame.midX + x, y: frame.midY + y) }

    /// The value of `property` in a parent `parentWidth` wide laid out in `direction`.
    public func value(of property: PartProperty, parentWidth: Double, direction: PartLayoutDirection) -> Double {
        let flipped = direction.isFlipped
        switch property {
        case .x: return flipped ? -x : x
        case .y: return y
        case .rotation: return rotation
        case .scale: return scale
        case .alpha: return alpha
        case .width: return frame.width
        case .height: return frame.height
        case .leading: return flipped ? parentWidth - frame.maxX : frame.minX
        case .trailing: return flipped ? parentWidth - frame.minX : frame.maxX
        case .top: return frame.minY
        case .bottom: return frame.maxY
        case .centerX: return frame.midX
        case .centerY: return frame.midY
        }
    }

    /// Sets `property` in a parent `parentWidth` wide laid out in `direction`: a new width or
    /// height keeps the anchored edge; a new edge or centre moves the frame and keeps its size.
    public mutating func set(_ property: PartProperty, to value: Double, parentWidth: Double, direction: PartLayoutDirection) {
        let flipped = direction.isFlipped
        switch property {
        case .x: x = flipped ? -value : value
        case .y: y = value
        case .rotation: rotation = value
        case .scale: scale = value
        case .alpha: alpha = value
        case .width:
            frame.origin.x += (frame.width - value) * horizontalAnchor
            frame.size.width = value
        case .height:
            frame.origin.y += (frame.height - value) * verticalAnchor
            frame.size.height = value
        case .leading: frame.origin.x = flipped ? parentWidth - value - frame.width : value
        case .trailing: frame.origin.x = flipped ? parentWidth - value : value - frame.width
        case .top: frame.origin.y = value
        case .bottom: frame.origin.y = value - frame.height
        case .centerX: frame.origin.x = value - frame.width / 2
        case .centerY: frame.origin.y = value - frame.height / 2
        }
    }

    /// This pose with each value moved `progress` of the way to `target`'s, as UIKit interpolates
    /// a view's frame, translation, rotation, scale and opacity; the anchors are this pose's.
    public func interpolated(to target: PartPose, progress: Double) -> PartPose {
        // `combining` of the two terms without an array of them, bit for bit: its sums start from
        // 0, which turns a sum of -0 into 0.
        let weight = 1 - progress
        func sum(_ value: (PartPose) -> Double) -> Double {
            0 + weight * value(self) + progress * value(target)
        }
        return PartPose(
            frame: CGRect(x: sum { Double($0.frame.minX) }, y: sum { Double($0.frame.minY) },
                          width: sum { Double($0.frame.width) }, height: sum { Double($0.frame.height) }),
            horizontalAnchor: horizontalAnchor, verticalAnchor: verticalAnchor,
            x: sum(\.x), y: sum(\.y), rotation: sum(\.rotation), scale: sum(\.scale), alpha: sum(\.alpha))
    }

    /// The weighted sum of `terms`' values (the weights of an interpolation add up to 1); the
    /// anchors are the first term's.
    public static func combining(_ terms: [(weight: Double, pose: PartPose)]) -> PartPose {
        func sum(_ value: (PartPose) -> Double) -> Double {
            terms.reduce(0) { $0 + $1.weight * value($1.pose) }
        }
        let first = terms.first?.pose ?? PartPose(frame: .zero, horizontalAnchor: 0.5, verticalAnchor: 0.5, rotation: 0, alpha: 0)
        return PartPose(
            frame: CGRect(x: sum { Double($0.frame.minX) }, y: sum { Double($0.frame.minY) },
                          width: sum { Double($0.frame.width) }, height: sum { Double($0.frame.height) }),
            horizontalAnchor: first.horizontalAnchor, verticalAnchor: first.verticalAnchor,
            x: sum(\.x), y: sum(\.y), rotation: sum(\.rotation), scale: sum(\.scale), alpha: sum(\.alpha))
    }

    /// `point` in this part's own coordinates (its bounds) converted to its parent's.
    public func pointInParent(_ point: CGPoint) -> CGPoint {
        let dx = (point.x - frame.width / 2) * scale, dy = (point.y - frame.height / 2) * scale
        return CGPoint(x: center.x + dx * cos(rotation) - dy * sin(rotation),
                       y: center.y + dx * sin(rotation) + dy * cos(rotation))
    }

    /// `point` in the parent's coordinates converted to this part's own coordinates.
    public func pointInPart(_ point: CGPoint) -> CGPoint {
        let dx = point.x - center.x, dy = point.y - center.y
        return CGPoint(x: frame.width / 2 + (dx * cos(rotation) + dy * sin(rotation)) / scale,
                       y: frame.height / 2 + (-dx * sin(rotation) + dy * cos(rotation)) / scale)
    }
}
