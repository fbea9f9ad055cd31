import Foundation

/// One touch on a toggle, as `UISwitch` handles it: a tap toggles; a drag moves the thumb with
/// the finger and, when the finger lifts, the toggle takes the side the thumb is nearer to.
///
/// The touch is a tap until it has moved more than the drag threshold from where it began
/// (straight-line distance); from then on it is a drag, for good. While dragging, the thumb sits
/// at fraction f = clamp(f₀ + d / travel, 0, 1) of the way from off to on, where f₀ is its
/// fraction when the touch began (0 off, 1 on) and d how far the finger has moved towards the on
/// end (`ToggleAxis.displacement`). At release a drag decides by position only, wherever the
/// finger lifts, inside the control or not: on when f > ½, off when f < ½, and unchanged (the
/// value the touch began with) when f is exactly ½ (`side`). While dragging, the toggle shows the
/// look of that side, as `UISwitch` does, so the user sees where a release would leave it.
public struct ToggleTouch: Equatable, Sendable {
    /// Where the touch began.
    public let start: CGPoint
    /// Whether the toggle was on when the touch began.
    public let wasOn: Bool
    /// The layout direction displacements are read in.
    public let direction: PartLayoutDirection
    /// Whether the touch has moved past the drag threshold.
    public private(set) var isDrag = false
    /// The thumb's fraction of the way from off to on.
    public private(set) var fraction: Double

    /// A touch beginning at `start` on a toggle that is on or off (`wasOn`).
    public init(start: CGPoint, wasOn: Bool, direction: PartLayoutDirection) {
        self.start = start
        self.wasOn = wasOn
        self.direction = direction
        fraction = wasOn ? 1 : 0
    }

    /// Follows the finger to `point`: becomes a drag once it is more than `threshold` points from
    /// the start, and while dragging moves the thumb with it. Returns the thumb's fraction.
    public mutating func move(to point: CGPoint, configuration: ToggleConfiguration) -> Double {
        let dx = Double(point.x - start.x), dy = Double(point.y - start.y)
        if !isDrag, (dx * dx + dy * dy).squareRoot() > configuration.dragThreshold { isDrag = true }
        guard isDrag, configuration.travel > 0 else { return fraction }
        let moved = configuration.axis.displacement(from: start, to: point, direction: direction)
        fraction = min(max((wasOn ? 1 : 0) + moved / configuration.travel, 0), 1)
        return fraction
    }

    /// The side the thumb is on: on past ½, off before it, the value the touch began with at
    /// exactly ½. A drag released now would leave the toggle there.
    public var side: Bool {
        if fraction > 0.5 { return true }
        if fraction < 0.5 { return false }
        return wasOn
    }

    /// Whether the toggle is on after the finger lifts at `point`: a tap toggles; a drag is
    /// decided by the thumb's position there (`side`).
    public mutating func end(at point: CGPoint, configuration: ToggleConfiguration) -> Bool {
        _ = move(to: point, configuration: configuration)
        return isDrag ? side : !wasOn
    }
}
