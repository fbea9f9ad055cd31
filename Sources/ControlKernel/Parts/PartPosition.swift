import Foundation

/// Where a part sits on one axis of its parent. Horizontally `start` is the leading edge and `end`
/// the trailing edge, each measured from the parent's leading edge; vertically they are the top
/// and bottom edge, measured from the parent's top. `center` is a coordinate from the parent's
/// left (or top) edge in every layout direction.
public enum PartPosition: Hashable, Sendable {
    /// Centred in the parent.
    case centered
    /// The centre at this coordinate.
    case center(Double)
    /// The leading (or top) edge this far from the parent's leading (or top) edge.
    case start(Double)
    /// The trailing (or bottom) edge this far from the parent's leading (or top) edge.
    case end(Double)

    /// The frame's origin on this axis for a part `length` long in a parent `parentLength` long.
    /// `flipped` measures `start` and `end` from the far edge: a horizontal position in a
    /// right-to-left layout, where the leading edge is the right one.
    public func origin(length: Double, in parentLength: Double, flipped: Bool) -> Double {
        switch self {
        case .centered: (parentLength - length) / 2
        case .center(let center): center - length / 2
        case .start(let start): flipped ? parentLength - start - length : start
        case .end(let end): flipped ? parentLength - end : end - length
        }
    }

    /// The fraction of the length, from the origin, that stays put when the length changes: the
    /// edge the part is positioned by (0 the near edge, 0.5 the centre, 1 the far edge).
    public func anchor(flipped: Bool) -> Double {
        switch self {
        case .centered, .center: 0.5
        case .start: flipped ? 1 : 0
        case .end: flipped ? 0 : 1
        }
    }
}
