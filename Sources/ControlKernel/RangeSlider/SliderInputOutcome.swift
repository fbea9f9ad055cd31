import Foundation

/// What a slider's SwiftUI view does after forwarding an input to the kernel: write the values
/// to its binding, call `onEditingChanged`, post a VoiceOver announcement of the value.
public struct SliderInputOutcome: Hashable, Sendable {
    /// Whether a value changed: the view writes the values to its binding.
    public var changed: Bool
    /// `true` when editing began (a drag grabbed a thumb), `false` when it ended, `nil` otherwise:
    /// the view calls `onEditingChanged` with it.
    public var editing: Bool?
    /// Whether the view announces the value now: while a drag changes it, at most once per
    /// `AnnouncementThrottle` interval, and once more when the drag ends.
    public var announces: Bool

    /// An outcome with every field given; nothing to do by default.
    public init(changed: Bool = false, editing: Bool? = nil, announces: Bool = false) {
        self.changed = changed
        self.editing = editing
        self.announces = announces
    }
}

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
