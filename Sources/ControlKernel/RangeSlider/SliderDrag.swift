import Foundation

/// A drag of one thumb. The thumb follows the finger relative to where the drag began, so a drag
/// never makes a thumb jump to the finger and snapping never swallows small moves.
///
/// When the touch grabbed several thumbs at once (thumbs on one value, or a touch exactly between
/// two overlapping thumbs), the drag's first move picks one: the lowest of them when it moves
/// towards the minimum, the highest when it moves towards the maximum. So a thumb is never stuck
/// under another.
public struct SliderDrag: Hashable, Sendable {
    /// The thumbs the drag may move, lowest first: one once the drag has picked it.
    public private(set) var candidates: [Int]
    /// The touch's x where the drag began.
    public let startX: CGFloat
    /// Every thumb's value when the drag began.
    public let startValues: [Double]

    /// Begins a drag of the thumbs under `point`, or returns `nil` when no thumb is there.
    public init?(at point: CGPoint, model: SliderModel, layout: SliderTrackLayout) {
        let thumbs = layout.thumbs(at: point, values: model.values)
        guard !thumbs.isEmpty else { return nil }
        candidates = thumbs
        startX = point.x
        startValues = model.values
    }

    /// The dragged thumb, once the drag has picked one.
    public var thumb: Int? { candidates.count == 1 ? candidates[0] : nil }

    /// Whether `thumb` is shown highlighted, as being dragged.
    public func highlights(_ thumb: Int) -> Bool {
        candidates.contains(thumb)
    }

    /// Moves the dragged thumb for the touch now at `x` and returns whether a value changed. The
    /// thumb asks for its start value plus the touch's movement in value units; `model` clamps and
    /// snaps it.
    public mutating func move(toX x: CGFloat, model: inout SliderModel, layout: SliderTrackLayout) -> Bool {
        let delta = layout.valueDelta(forTouchDelta: x - startX)
        if candidates.count > 1 {
            guard delta != 0 else { return false }
            candidates = [delta < 0 ? candidates[0] : candidates[candidates.count - 1]]
        }
        let thumb = candidates[0], before = model.values
        model.setValue(startValues[thumb] + delta, ofThumb: thumb)
        return model.values != before
    }

    /// Whether a value of `model` differs from when the drag began.
    public func hasChangedValues(of model: SliderModel) -> Bool {
        model.values != startValues
    }

    /// The thumbs in drawing order: the highlighted ones last, so that they are drawn on top.
    public static func drawingOrder(thumbCount: Int, highlighted: [Int]) -> [Int] {
        let all = Array(0..<max(thumbCount, 0))
        return all.filter { !highlighted.contains($0) } + all.filter { highlighted.contains($0) }
    }
}
