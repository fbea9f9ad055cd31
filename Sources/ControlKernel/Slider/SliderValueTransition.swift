import Foundation

/// An animated change of a slider's values: every thumb moves from its old value to its new one
/// over `duration` seconds along `curve`, so thumbs keep their order all the way. Under Reduce
/// Motion a cross-fade (`motion`) shows the new values at once, over the old look fading out.
public struct SliderValueTransition: Hashable, Sendable {
    /// The values when the change began, lowest first.
    public var from: [Double]
    /// The values it ends on, lowest first.
    public var to: [Double]
    /// How long it takes, in seconds.
    public var duration: Double
    /// The progress over time.
    public var curve: TimingCurve
    /// How the change plays: moving the thumbs, or as a cross-fade from the old look.
    public var motion: MotionPlayback

    /// A change from `from` to `to` over `duration` seconds along `curve`, played as `motion` says.
    public init(from: [Double], to: [Double], duration: Double, curve: TimingCurve = .easeInEaseOut, motion: MotionPlayback = .motion) {
        self.from = from
        self.to = to
        self.duration = duration
        self.curve = curve
        self.motion = motion
    }

    /// The values to show `elapsed` seconds after the change began: `from + (to − from) ×
    /// curve(elapsed / duration)` per thumb; `to` once the duration has passed, and all along a
    /// cross-fade (drawn over `from`, `crossfadeOpacity(at:)`).
    public func values(at elapsed: Double) -> [Double] {
        guard motion == .motion, duration > 0, elapsed < duration, from.count == to.count else { return to }
        let progress = curve.progress(max(elapsed, 0) / duration)
        return zip(from, to).map { $0 + ($1 - $0) * progress }
    }

    /// Whether the change is over `elapsed` seconds after it began.
    public func isFinished(at elapsed: Double) -> Bool {
        elapsed >= motion.duration(of: duration)
    }

    /// The opacity of the new look over the old `elapsed` seconds into a cross-fade; `nil` when
    /// the change is no cross-fade or is over.
    public func crossfadeOpacity(at elapsed: Double) -> Double? {
        isFinished(at: elapsed) ? nil : motion.crossfadeOpacity(at: elapsed)
    }
}
