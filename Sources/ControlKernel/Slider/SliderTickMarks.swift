import Foundation

/// The tick marks drawn across a slider's track.
public struct SliderTickMarks: Hashable, Sendable {
    /// The distance between ticks in value units, from the minimum; 0 puts a tick on each snap
    /// value, or else on each step.
    public var spacing: Double
    /// How far a tick reaches across the track, in points, centred on the track.
    public var length: Double
    /// A tick's width along the track, in points.
    public var width: Double

    /// The most ticks drawn: a range or spacing that asks for more draws the first ones only.
    public static let maximumCount = 1000

    /// Tick marks with every number given.
    public init(spacing: Double, length: Double, width: Double) {
        self.spacing = spacing
        self.length = length
        self.width = width
    }

    /// The values ticks are drawn at for `model`, lowest first: every `spacing` from the minimum
    /// to the maximum; with no spacing, the snap values in the range, or else every step from
    /// the minimum to the highest value a thumb can take; none when there is nothing to mark.
    public func values(for model: MultiSliderModel) -> [Double] {
        let low = model.minimumValue, high = model.maximumValue
        if spacing <= 0, !model.snapValues.isEmpty {
            return Array(model.snapValues.filter { $0 >= low && $0 <= high }.prefix(Self.maximumCount))
        }
        let distance = spacing > 0 ? spacing : model.step
        let top = spacing > 0 ? high : model.highestValue
        guard distance > 0 else { return [] }
        let steps = (top - low) / distance
        let last = min((steps + SliderModel.tolerance * max(1, abs(steps))).rounded(.down), Double(Self.maximumCount - 1))
        guard last >= 0 else { return [] }
        return (0...Int(last)).map { low + Double($0) * distance }
    }
}
