import Foundation

/// The rest layout of a control's parts and the coordinate conversions between them.
///
/// Every part's rest pose is its frame in its parent's coordinates: a part without a size takes
/// its parent's, a part without a position is centred; `leading` and `trailing` positions are
/// measured from the right edge in a right-to-left layout. A mirror takes the frame, rotation and
/// scale of the part it mirrors, converted into its own parent's coordinates, and keeps its own
/// opacity.
public struct PartLayout: Equatable, Sendable {
    /// The parts, in drawing order, each after its parent.
    public let parts: [PartDefinition]
    /// The control's size.
    public let size: CGSize
    /// The layout direction.
    public let direction: PartLayoutDirection
    /// Every part's rest pose, by index.
    public let rest: [PartPose]

    /// Lays `parts` out in a control of `size` in `direction`.
    public init(parts: [PartDefinition], size: CGSize, direction: PartLayoutDirection) {
        self.parts = parts
        self.size = size
        self.direction = direction
        var poses: [PartPose] = []
        for part in parts {
            let parentSize = part.parent.map { poses[$0].frame.size } ?? size
            let partSize = part.size ?? parentSize
            let flipped = direction.isFlipped
            let frame = CGRect(x: part.horizontal.origin(length: partSize.width, in: parentSize.width, flipped: flipped),
                               y: part.vertical.origin(length: partSize.height, in: parentSize.height, flipped: false),
                               width: partSize.width, height: partSize.height)
            poses.append(PartPose(frame: part.mirrors == nil ? frame : .zero,
                                  horizontalAnchor: part.horizontal.anchor(flipped: flipped),
                                  verticalAnchor: part.vertical.anchor(flipped: false),
                                  rotation: part.rotation, alpha: part.alpha))
        }
        rest = PartLayout.followingMirrors(poses, parts: parts)
    }

    /// The size of the space `part` is laid out in: its parent's frame, or the control.
    public func parentSize(of part: Int, in poses: [PartPose]) -> CGSize {
        parts[part].parent.map { poses[$0].frame.size } ?? size
    }

    /// The value of `property` of `part` in `poses`, read in the layout's direction.
    public func value(of property: PartProperty, of part: Int, in poses: [PartPose]) -> Double {
        poses[part].value(of: property, parentWidth: parentSize(of: part, in: poses).width, direction: direction)
    }

    /// Sets `property` of `part` in `poses`, written in the layout's direction.
    public func set(_ property: PartProperty, of part: Int, to value: Double, in poses: inout [PartPose]) {
        let parentWidth = parentSize(of: part, in: poses).width
        poses[part].set(property, to: value, parentWidth: parentWidth, direction: direction)
    }

    /// `poses` with every mirror following the part it mirrors.
    public func followingMirrors(_ poses: [PartPose]) -> [PartPose] {
        PartLayout.followingMirrors(poses, parts: parts)
    }

    /// `poses` with every mirror taking the frame, rotation and scale of the part it mirrors,
    /// converted to the mirror's parent's coordinates; each mirror keeps its own opacity.
    static func followingMirrors(_ poses: [PartPose], parts: [PartDefinition]) -> [PartPose] {
        var result = poses
        for (index, part) in parts.enumerated() {
            guard let source = part.mirrors else { continue }
            let sourcePose = poses[source]
            let inControl = pointInControl(sourcePose.center, inside: parts[source].parent, poses: poses, parts: parts)
            let center = pointInPart(inControl, inside: part.parent, poses: poses, parts: parts)
            let size = sourcePose.frame.size
            var pose = poses[index]
            pose.frame = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
            pose.horizontalAnchor = sourcePose.horizontalAnchor
            pose.verticalAnchor = sourcePose.verticalAnchor
            pose.x = 0
            pose.y = 0
            pose.rotation = sourcePose.rotation + totalRotation(inside: parts[source].parent, poses: poses, parts: parts)
                - totalRotation(inside: part.parent, poses: poses, parts: parts)
            pose.scale = sourcePose.scale * totalScale(inside: parts[source].parent, poses: poses, parts: parts)
                / totalScale(inside: part.parent, poses: poses, parts: parts)
            result[index] = pose
        }
        return result
    }

    /// `point` in the coordinates of `container` (`nil`: the control) converted to the control's.
    public func pointInControl(_ point: CGPoint, inside container: Int?, poses: [PartPose]) -> CGPoint {
        PartLayout.pointInControl(point, inside: container, poses: poses, parts: parts)
    }

    /// The frame of `part` in the control's coordinates in `poses` (the rest poses by default):
    /// the bounding box of its translated, rotated and scaled frame.
    public func frameInControl(of part: Int, poses: [PartPose]? = nil) -> CGRect {
        let poses = poses ?? rest
        let pose = poses[part]
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: pose.frame.width, y: 0),
                       CGPoint(x: 0, y: pose.frame.height), CGPoint(x: pose.frame.width, y: pose.frame.height)]
            .map { pointInControl(pose.pointInParent($0), inside: parts[part].parent, poses: poses) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// The size `part` is drawn at in `pose` (a line is as thick as its line width).
    public func drawnSize(of part: Int, in pose: PartPose) -> CGSize {
        parts[part].outline.drawnSize(in: pose.frame.size)
    }

    /// The corner radius of `part` drawn in `pose`.
    public func cornerRadius(of part: Int, in pose: PartPose) -> Double {
        parts[part].outline.cornerRadius(for: drawnSize(of: part, in: pose))
    }

    /// `point` in the coordinates of `container` converted to the control's, for `parts` in `poses`.
    static func pointInControl(_ point: CGPoint, inside container: Int?, poses: [PartPose], parts: [PartDefinition]) -> CGPoint {
        guard let container else { return point }
        return pointInControl(poses[container].pointInParent(point), inside: parts[container].parent, poses: poses, parts: parts)
    }

    /// `point` in the control's coordinates converted to those of `container`, for `parts` in `poses`.
    static func pointInPart(_ point: CGPoint, inside container: Int?, poses: [PartPose], parts: [PartDefinition]) -> CGPoint {
        guard let container else { return point }
        return poses[container].pointInPart(pointInPart(point, inside: parts[container].parent, poses: poses, parts: parts))
    }

    /// The rotation of `container`'s coordinates relative to the control's.
    static func totalRotation(inside container: Int?, poses: [PartPose], parts: [PartDefinition]) -> Double {
        guard let container else { return 0 }
        return poses[container].rotation + totalRotation(inside: parts[container].parent, poses: poses, parts: parts)
    }

    /// The scale of `container`'s coordinates relative to the control's.
    static func totalScale(inside container: Int?, poses: [PartPose], parts: [PartDefinition]) -> Double {
        guard let container else { return 1 }
        return poses[container].scale * totalScale(inside: parts[container].parent, poses: poses, parts: parts)
    }
}
