import Foundation

/// The axis a toggle's thumb travels along. Horizontally the thumb is off at the leading end and
/// on at the trailing end (as `UISwitch`: on is to the right, and to the left in a right-to-left
/// layout); vertically it is off at the bottom and on at the top.
public enum ToggleAxis: String, CaseIterable, Hashable, Sendable {
    /// Along x: off leading, on trailing.
    case horizontal
    /// Along y: off at the bottom, on at the top.
    case vertical

    /// The part property the travel is written to: the translation `x` (which follows the layout
    /// direction) or `y`.
    public var property: PartProperty {
        switch self {
        case .horizontal: .x
        case .vertical: .y
        }
    }

    /// The sign of the property's value towards on: `x` grows towards the trailing side, `y`
    /// grows downwards.
    public var towardsOn: Double {
        switch self {
        case .horizontal: 1
        case .vertical: -1
        }
    }

    /// How far a touch moved from `start` to `point` towards the on end, in points: the change in
    /// x (negated in a right-to-left layout), or the change in y negated (up is towards on).
    public func displacement(from start: CGPoint, to point: CGPoint, direction: PartLayoutDirection) -> Double {
        switch self {
        case .horizontal: Double(point.x - start.x) * (direction.isFlipped ? -1 : 1)
        case .vertical: Double(start.y - point.y)
        }
    }

    /// The travel that places the on position as far from the on end as the rest (off) position
    /// is from the off end: the parent's length minus the thumb's length minus twice the gap
    /// between the thumb's rest frame and the off end (the leading edge, measured left to right,
    /// or the bottom edge).
    public func symmetricTravel(thumbFrame frame: CGRect, parentSize: CGSize) -> Double {
        switch self {
        case .horizontal: Double(parentSize.width - frame.width - 2 * frame.minX)
        case .vertical: Double(parentSize.height - frame.height - 2 * (parentSize.height - frame.maxY))
        }
    }
}
