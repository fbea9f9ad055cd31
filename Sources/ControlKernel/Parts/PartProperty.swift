import Foundation

/// A property of a part that animations change. `x`, `leading` and `trailing` follow the layout
/// direction (in a right-to-left layout `x` grows to the left and the edges are measured from the
/// parent's right edge); `centerX` and `rotation` do not.
public enum PartProperty: String, CaseIterable, Hashable, Sendable {
    /// Translation along x, in points, from the laid-out position, towards the trailing side.
    case x
    /// Translation along y, in points.
    case y
    /// Rotation about the centre, in radians.
    case rotation
    /// Uniform scale.
    case scale
    /// Opacity, 0…1.
    case alpha
    /// Width in points; the edge the part is positioned by stays put.
    case width
    /// Height in points; the edge the part is positioned by stays put.
    case height
    /// The leading edge's distance from the parent's leading edge.
    case leading
    /// The trailing edge's distance from the parent's leading edge.
    case trailing
    /// The top edge's distance from the parent's top.
    case top
    /// The bottom edge's distance from the parent's top.
    case bottom
    /// The horizontal centre, from the parent's left edge.
    case centerX
    /// The vertical centre, from the parent's top.
    case centerY
}
