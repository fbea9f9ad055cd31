import Foundation

/// Every value of a toggle spec the portable code needs: its size and parts, the part that
/// travels and how far, the animations that turn it on and off, its starting value and how far a
/// touch may move and still count as a tap.
///
/// The off look is the parts at rest, the thumb included. The on look is where `turnOn` leaves
/// them starting from rest; `turnOn` moves the thumb `travel` points towards the on end (its
/// axis property reaches `travel × axis.towardsOn`) and `turnOff` moves it back to 0, besides
/// whatever else the spec's animations change.
public struct ToggleConfiguration: Equatable, Sendable {
    /// The spec's size.
    public var size: CGSize
    /// The parts, in drawing order, each after its parent.
    public var parts: [PartDefinition]
    /// The index of the part that travels.
    public var thumb: Int
    /// The axis the thumb travels along.
    public var axis: ToggleAxis
    /// How far the thumb travels from off to on, in points.
    public var travel: Double
    /// The animation from off to on, the thumb's travel included.
    public var turnOn: PartTimeline
    /// The animation from on to off, the thumb's return included.
    public var turnOff: PartTimeline
    /// Whether the toggle starts on.
    public var isOn: Bool
    /// How far a touch may move from where it began, in points, and still count as a tap.
    public var dragThreshold: Double

    /// A configuration from every value.
    public init(size: CGSize, parts: [PartDefinition], thumb: Int, axis: ToggleAxis, travel: Double,
                turnOn: PartTimeline, turnOff: PartTimeline, isOn: Bool, dragThreshold: Double) {
        self.size = size
        self.parts = parts
        self.thumb = thumb
        self.axis = axis
        self.travel = travel
        self.turnOn = turnOn
        self.turnOff = turnOff
        self.isOn = isOn
        self.dragThreshold = dragThreshold
    }

    /// The parts laid out in a control of `size` (the spec's by default) in `direction`.
    public func layout(size: CGSize? = nil, direction: PartLayoutDirection = .leftToRight) -> PartLayout {
        PartLayout(parts: parts, size: size ?? self.size, direction: direction)
    }

    /// The animation that ends in the look of `isOn`.
    public func animation(turningOn isOn: Bool) -> PartTimeline {
        isOn ? turnOn : turnOff
    }

    /// Every part's pose in the look of `isOn`: rest when off, where `turnOn` leaves the rest
    /// poses when on.
    public func poses(isOn: Bool, layout: PartLayout) -> [PartPose] {
        isOn ? turnOn.targetPoses(from: layout.rest, layout: layout) : layout.rest
    }

    /// The value of the thumb's axis property with the thumb `fraction` of the way from off (0)
    /// to on (1): `fraction × travel × axis.towardsOn`.
    public func thumbOffset(atFraction fraction: Double) -> Double {
        fraction * travel * axis.towardsOn
    }

    /// Where a drag that starts at the origin is when it has moved the thumb `fraction` of its
    /// travel from off towards on, left to right: `thumbOffset(atFraction:)` along the axis.
    public func dragLocation(atFraction fraction: Double) -> CGPoint {
        let moved = thumbOffset(atFraction: fraction)
        return axis == .horizontal ? CGPoint(x: moved, y: 0) : CGPoint(x: 0, y: moved)
    }

    /// `look` with the thumb moved `fraction` of the way from off to on (mirrors follow it):
    /// what a drag shows.
    public func poses(_ look: [PartPose], thumbAtFraction fraction: Double, layout: PartLayout) -> [PartPose] {
        var poses = look
        layout.set(axis.property, of: thumb, to: thumbOffset(atFraction: fraction), in: &poses)
        return layout.followingMirrors(poses)
    }
}
