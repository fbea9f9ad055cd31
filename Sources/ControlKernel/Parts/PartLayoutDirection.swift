import Foundation

/// The direction parts are laid out in: which side of a parent is its leading edge.
public enum PartLayoutDirection: Hashable, Sendable {
    /// The leading edge is the left one.
    case leftToRight
    /// The leading edge is the right one: `leading`, `trailing` and `x` are mirrored.
    case rightToLeft

    /// Whether horizontal positions are measured from the right edge.
    public var isFlipped: Bool { self == .rightToLeft }
}
