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
