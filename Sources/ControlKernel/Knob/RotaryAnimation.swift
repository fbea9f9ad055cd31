import Foundation

/// The animation of an animated value change: a keyframe rotation, as the generated control hands
/// it to Core Animation (`CAKeyframeAnimation` on `transform.rotation.z`) and the previews play it.
///
/// One timing curve paces the whole turn and the keyframes are joined linearly, so the rotation
/// never pauses at a keyframe: at fraction `t` of the duration the angle is the keyframes'
/// polyline at `curve.progress(t)`. The midpoint keyframe lies halfway between the old and the new
/// angle at key time 0.5, so with it or without it the knob turns `old + progress · (new − old)`,
/// the long way along the track when the numbers say so. A `hold` curve keeps the old angle for
/// the whole duration (one keyframe, discrete calculation) and then shows the new one.
public struct RotaryAnimation: Hashable, Sendable {
    /// How long the animation takes, in seconds.
    public var duration: Double
    /// The timing curve of the whole animation.
    public var curve: TimingCurve
    /// Whether the keyframes pass through the midpoint (key times 0, 0.5, 1) or go directly from
    /// the old to the new angle (key times 0, 1).
    public var throughMidpoint: Bool
    /// What the animation does under Reduce Motion.
    public var reduceMotion: ReduceMotion

    /// An animation from each of its values.
    public init(duration: Double, curve: TimingCurve, throughMidpoint: Bool, reduceMotion: ReduceMotion = .crossfade) {
        self.duration = duration
        self.curve = curve
        self.throughMidpoint = throughMidpoint
        self.reduceMotion = reduceMotion
    }

    /// Whether Core Animation plays the keyframes discretely (`hold`), rather than joined
    /// linearly and paced by `curve`.
    public var isDiscrete: Bool { curve.controlPoints == nil }

    /// The key times of the keyframes, as fractions of the duration. A discrete animation has one
    /// more key time than keyframes, as Core Animation requires.
    public var keyTimes: [Double] {
        isDiscrete || !throughMidpoint ? [0, 1] : [0, 0.5, 1]
    }

    /// The angles the animation passes through from `start` to `end`, at `keyTimes`.
    public func keyframes(from start: Double, to end: Double) -> [Double] {
        if isDiscrete { return [start] }
        return throughMidpoint ? [start, (start + end) / 2, end] : [start, end]
    }

    /// The angle at `fraction` (0…1) of the duration of a turn from `start` to `end`, as Core
    /// Animation plays the keyframes; from fraction 1 on, `end`.
    public func angle(atFraction fraction: Double, from start: Double, to end: Double) -> Double {
        guard fraction < 1 else { return end }
        let values = keyframes(from: start, to: end), times = keyTimes
        if isDiscrete { return values[0] }
        let progress = curve.progress(fraction)
        var segment = 0
        while segment < values.count - 2, progress > times[segment + 1] { segment += 1 }
        let local = (progress - times[segment]) / (times[segment + 1] - times[segment])
        return values[segment] + local * (values[segment + 1] - values[segment])
    }
}
