import Foundation

/// One thumb as an accessibility element of a SwiftUI slider: an adjustable element laid over
/// the thumb, read in the order the kernel's layout gives.
public struct SliderThumbElement: Hashable, Sendable {
    /// The thumb's index: 0 for the lowest.
    public var thumb: Int
    /// The thumb's square frame in the control.
    public var frame: CGRect
    /// How early the element is read: higher first (the first in reading order has the highest).
    public var sortPriority: Double

    /// The element of `thumb` at `frame`, read at `position` (0 first) of `count` thumbs.
    public init(thumb: Int, frame: CGRect, position: Int, count: Int) {
        self.thumb = thumb
        self.frame = frame
        sortPriority = Double(count - position)
    }

    /// The frame's centre in the control, where the element is placed.
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// Where an assistive technology activates the element, in the element's own coordinates:
    /// the thumb's centre.
    public var activationPoint: CGPoint { CGPoint(x: frame.width / 2, y: frame.height / 2) }
}
