import Foundation

/// An animated change of a slider's values: every thumb moves from its old value to its new one
/// over `duration` seconds along `curve`, so thumbs keep their order all the way.
public struct SliderValueTransition: Hashable, Sendable {
    /// The values when the change began, lowest first.
    public var from: [Double]
    /// The values it ends on, lowest first.
    public var to: [Double]
    /// How long it takes, in seconds.
    public var duration: Double
    /// The progress over time.
    public var curve: TimingCurve

    /// A change from `from` to `to` over `duration` seconds along `curve`.
    public init(from: [Double], to: [Double], duration: Double, curve: TimingCurve = .easeInEaseOut) {
        self.from = from
        self.to = to
        self.duration = duration
        self.curve = curve
    }

    /// The values to show `elapsed` seconds after the change began: `from + (to − from) ×
    /// curve(elapsed / duration)` per thumb; `to` once the duration has passed.
    public func values(at elapsed: Double) -> [Double] {
        guard duration > 0, elapsed < duration, from.count == to.count else { return to }
        let progress = curve.progress(max(elapsed, 0) / duration)
        return zip(from, to).map { $0 + ($1 - $0) * progress }
    }

    /// Whether the change is over `elapsed` seconds after it began.
    public func isFinished(at elapsed: Double) -> Bool {
        elapsed >= duration
    }
}
