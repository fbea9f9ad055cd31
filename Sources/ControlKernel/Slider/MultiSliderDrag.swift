import Foundation

/// A drag of one thumb of a slider of any orientation. The thumb follows the finger relative to
/// where the drag began, so grabbing a thumb never makes it jump and snapping never swallows
/// small moves. A touch on the track away from every thumb, when the slider allows it, first
/// moves the nearest thumb to the touch (clamped, snapped, stopped by its neighbours), and the
/// drag goes on from there.
///
/// When the touch grabbed several thumbs at once (thumbs on one value), the drag's first move
/// picks one: the lowest when it moves towards the minimum, the highest when it moves towards
/// the maximum, so a thumb is never stuck under another.
public struct MultiSliderDrag: Hashable, Sendable {
    /// The thumbs the drag may move, lowest first: one once the drag has picked it.
    public private(set) var candidates: [Int]
    /// The touch's location where the drag began.
    public let startPoint: CGPoint
    /// Every thumb's value where the drag's movement counts from: after the jump of a tap.
    public let startValues: [Double]
    /// Every thumb's value before the touch: before the jump of a tap.
    public let originalValues: [Double]

    /// Begins a drag of the thumbs under `point`; when there is none and `movesNearestThumbOnTap`,
    /// moves the nearest thumb to `point` in `model` and drags it. `nil` when the touch grabs nothing.
    public init?(at point: CGPoint, model: inout MultiSliderModel, layout: MultiSliderLayout, movesNearestThumbOnTap: Bool) {
        originalValues = model.values
        var thumbs = layout.thumbs(at: point, values: model.values)
        if thumbs.isEmpty, movesNearestThumbOnTap, let nearest = layout.nearestThumb(to: point, values: model.values) {
            model.setValue(layout.value(at: point), ofThumb: nearest)
            thumbs = [nearest]
        }
        guard !thumbs.isEmpty else { return nil }
        candidates = thumbs
        startPoint = point
        startValues = model.values
    }

    /// The dragged thumb, once the drag has picked one.
    public var thumb: Int? { candidates.count == 1 ? candidates[0] : nil }

    /// Whether the touch moved a thumb as it began (a tap on the track).
    public var jumped: Bool { startValues != originalValues }

    /// Whether `thumb` is shown highlighted, as being dragged.
    public func highlights(_ thumb: Int) -> Bool {
        candidates.contains(thumb)
    }

    /// Moves the dragged thumb for the touch now at `point` and returns whether a value changed.
    /// The thumb asks for its start value plus the touch's movement along the track in value
    /// units; `model` clamps and snaps it.
    public mutating func move(to point: CGPoint, model: inout MultiSliderModel, layout: MultiSliderLayout) -> Bool {
        let translation = CGSize(width: point.x - startPoint.x, height: point.y - startPoint.y)
        let delta = layout.valueDelta(forTranslation: translation)
        if candidates.count > 1 {
            guard delta != 0 else { return false }
            candidates = [delta < 0 ? candidates[0] : candidates[candidates.count - 1]]
        }
        let thumb = candidates[0], before = model.values
        model.setValue(startValues[thumb] + delta, ofThumb: thumb)
        return model.values != before
    }

    /// Whether a value of `model` differs from before the touch.
    public func hasChangedValues(of model: MultiSliderModel) -> Bool {
        model.values != originalValues
    }

    /// The thumbs in drawing order: the highlighted ones last, so that they are drawn on top.
    public func drawingOrder(thumbCount: Int) -> [Int] {
        let all = Array(0..<max(thumbCount, 0))
        return all.filter { !candidates.contains($0) } + all.filter { candidates.contains($0) }
    }
}
