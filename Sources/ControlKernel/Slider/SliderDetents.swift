import Foundation

/// The values a slider's selection feedback marks, as the detents of a dial: a haptic plays when a
/// thumb reaches or passes one, once per move however many it passes, and never for motion that
/// stays between two. Apple's controls give feedback at such marked positions (a picker's rows,
/// the ticks of a slider that draws them), not on every value a continuous slider takes.
///
/// The detents are the snap values when there are any; else the tick marks, when the slider draws
/// them; else every step, when the range holds at most `maximumStepCount` steps; else none (a
/// fine step, such as whole percents, gives no feedback: it would buzz all along a drag).
public struct SliderDetents: Hashable, Sendable {
    /// The detents, lowest first.
    public let values: [Double]

    /// The most steps a range may hold for every step to be a detent.
    public static let maximumStepCount = 20

    /// The detents of `model`, drawn with `ticks` (`nil` without tick marks).
    public init(model: MultiSliderModel, ticks: SliderTickMarks?) {
        if !model.snapValues.isEmpty {
            values = model.snapValues
        } else if let ticks {
            values = ticks.values(for: model)
        } else if model.step > 0, (model.highestValue - model.minimumValue) / model.step <= Double(Self.maximumStepCount) + SliderModel.tolerance {
            values = SliderTickMarks(spacing: model.step, length: 0, width: 0).values(for: model)
        } else {
            values = []
        }
    }

    /// Detents at `values`, lowest first.
    public init(values: [Double]) {
        self.values = values.sorted()
    }

    /// Whether a move of one value from `old` to `new` reaches or passes a detent: one lies in
    /// `(old, new]` moving up, in `[new, old)` moving down. Leaving a detent is no crossing.
    public func isCrossed(from old: Double, to new: Double) -> Bool {
        guard old != new else { return false }
        let slack = SliderModel.tolerance * max(1, abs(old), abs(new))
        return values.contains { detent in
            new > old ? detent > old + slack && detent <= new + slack : detent < old - slack && detent >= new - slack
        }
    }

    /// Whether a move of the thumbs from `old` to `new` (one value per thumb) crosses a detent
    /// with any thumb: the one haptic the move plays.
    public func isCrossed(from old: [Double], to new: [Double]) -> Bool {
        zip(old, new).contains { isCrossed(from: $0, to: $1) }
    }
}
