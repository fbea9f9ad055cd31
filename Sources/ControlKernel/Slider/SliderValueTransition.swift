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
        elapsed >= max(duration, 0)
    }
}

/// A `SliderValueTransition` shown frame by frame by a display link: its clock starts at the
/// first frame's `timestamp` (when the frame before it was shown, so the first frame shows the
/// start of the change), and each frame shows the values for its `targetTimestamp` (when it will
/// be shown), so the motion keeps time whatever the frame rate and however many frames are dropped.
public struct SliderValueAnimation: Hashable, Sendable {
    /// The change shown.
    public let transition: SliderValueTransition
    /// The first frame's `timestamp`, once a frame came.
    private var start: Double?
    /// Whether the last frame showed the end of the change: the link can be invalidated.
    public private(set) var isFinished = false

    /// The animation of `transition`, before its first frame.
    public init(_ transition: SliderValueTransition) {
        self.transition = transition
    }

    /// The values of the frame a display link announces with `timestamp` (the previous frame's
    /// time) and `targetTimestamp` (this frame's), in seconds on the link's clock; `to` and
    /// `isFinished` once the duration has passed, or for a frame older than the start.
    public mutating func values(timestamp: Double, targetTimestamp: Double) -> [Double] {
        let start = self.start ?? timestamp
        self.start = start
        let elapsed = targetTimestamp - start
        isFinished = isFinished || transition.isFinished(at: elapsed)
        return isFinished ? transition.to : transition.values(at: elapsed)
    }
}
