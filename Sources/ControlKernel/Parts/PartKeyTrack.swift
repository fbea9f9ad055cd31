import Foundation

/// One key of a keyframe animation: every part's pose at a fraction of the duration.
public struct PartKey: Equatable, Sendable {
    /// The key time, as a fraction of the duration.
    public var fraction: Double
    /// Every part's pose at the key time.
    public var poses: [PartPose]

    /// A key from every value.
    public init(fraction: Double, poses: [PartPose]) {
        self.fraction = fraction
        self.poses = poses
    }
}

/// One `UIView.addKeyframe` call of a keyframe animation: its window, in fractions of the
/// duration, and the poses every part reaches at its end.
public struct PartKeyframeStep: Equatable, Sendable {
    /// The relative start time.
    public var start: Double
    /// The relative duration (0 for a jump).
    public var duration: Double
    /// Every part's pose at the end of the step.
    public var poses: [PartPose]

    /// A step from every value.
    public init(start: Double, duration: Double, poses: [PartPose]) {
        self.start = start
        self.duration = duration
        self.poses = poses
    }
}

/// A keyframe animation as UIKit plays it: keys at every window's start and end, and at
/// `easedSegments - 1` points inside each window whose easing is a curve other than `linear`
/// (UIKit keyframes have no easing of their own, so such a window is played as `easedSegments`
/// straight steps along its curve); a `hold` window ends with two keys at the same time, the held
/// value and the new one. Every part is set at every key, so the keys cover the whole duration
/// without gaps, and the calculation mode interpolates between them:
/// - `linear`: a straight line between two keys;
/// - `discrete`: a key's values hold until the next key time;
/// - `cubic`: a Catmull-Rom spline, as Core Animation's cubic mode: between keys i and i + 1 at
///   s = (t − tᵢ) / (tᵢ₊₁ − tᵢ), p(s) = ½ [2pᵢ + (pᵢ₊₁ − pᵢ₋₁) s + (2pᵢ₋₁ − 5pᵢ + 4pᵢ₊₁ − pᵢ₊₂) s²
///   + (−pᵢ₋₁ + 3pᵢ − 3pᵢ₊₁ + pᵢ₊₂) s³], the first and last keys standing in for their missing
///   neighbours.
public struct PartKeyTrack: Equatable, Sendable {
    /// How many straight steps play a window with a curved easing.
    public static let easedSegments = 8

    /// The keys, in time order (two keys share the time of a jump).
    public var keys: [PartKey]
    /// How values between keys are interpolated.
    public var mode: KeyframeCalculationMode

    /// The keys of `timeline`, a keyframe timeline, starting from `start`.
    public init(timeline: PartTimeline, start: [PartPose], layout: PartLayout) {
        let channels = timeline.channels(partCount: start.count)
        keys = PartKeyTrack.keyTimes(of: timeline.keyframes).map { time in
            PartKey(fraction: time.fraction,
                    poses: timeline.posesReached(atFraction: time.fraction, from: start, layout: layout, beforeJump: time.beforeJump, channels: channels))
        }
        if case .keyframes(let mode) = timeline.timing { self.mode = mode } else { mode = .linear }
    }

    /// The key times of `keyframes` in order, each marked when it is the held value just before a
    /// `hold` window's jump.
    public static func keyTimes(of keyframes: [PartKeyframe]) -> [(fraction: Double, beforeJump: Bool)] {
        var fractions: Set<Double> = [0, 1]
        var jumps: Set<Double> = []
        for keyframe in keyframes {
            fractions.insert(keyframe.start)
            fractions.insert(keyframe.end)
            switch keyframe.easing {
            case .linear: break
            case .hold: jumps.insert(keyframe.end)
            case .easeIn, .easeOut, .easeInEaseOut, .cubicBezier:
                for step in 1..<easedSegments {
                    fractions.insert(keyframe.start + keyframe.duration * Double(step) / Double(easedSegments))
                }
            }
        }
        return fractions.sorted().flatMap { fraction in
            jumps.contains(fraction) ? [(fraction, true), (fraction, false)] : [(fraction, false)]
        }
    }

    /// The `UIView.addKeyframe` calls that play the keys: one from each key to the next.
    public var steps: [PartKeyframeStep] {
        zip(keys, keys.dropFirst()).map { key, next in
            PartKeyframeStep(start: key.fraction, duration: next.fraction - key.fraction, poses: next.poses)
        }
    }

    /// Every part's pose at `fraction` of the duration.
    public func poses(atFraction fraction: Double) -> [PartPose] {
        guard let first = keys.first else { return [] }
        guard let index = keys.lastIndex(where: { $0.fraction <= fraction }) else { return first.poses }
        guard index + 1 < keys.count else { return keys[index].poses }
        let next = index + 1
        let s = (fraction - keys[index].fraction) / (keys[next].fraction - keys[index].fraction)
        let terms: [(key: Int, weight: Double)]
        switch mode {
        case .discrete:
            return keys[index].poses
        case .linear:
            terms = [(index, 1 - s), (next, s)]
        case .cubic:
            let s2 = s * s, s3 = s2 * s
            terms = [(max(index - 1, 0), (-s + 2 * s2 - s3) / 2), (index, (2 - 5 * s2 + 3 * s3) / 2),
                     (next, (s + 4 * s2 - 3 * s3) / 2), (min(next + 1, keys.count - 1), (-s2 + s3) / 2)]
        }
        return keys[index].poses.indices.map { part in
            PartPose.combining(terms.map { (weight: $0.weight, pose: keys[$0.key].poses[part]) })
        }
    }
}
