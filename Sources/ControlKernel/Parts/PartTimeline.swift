import Foundation

/// One animated value: a part's property reaching `value`, or a value drawn from
/// `value - jitter ... value + jitter` each time the animation runs.
public struct PartAssignment: Hashable, Sendable {
    /// The part's index.
    public var part: Int
    /// The property.
    public var property: PartProperty
    /// The central value (radians for rotations).
    public var value: Double
    /// The largest random deviation either way (0 for none).
    public var jitter: Double

    /// An assignment from every value.
    public init(part: Int, property: PartProperty, value: Double, jitter: Double = 0) {
        self.part = part
        self.property = property
        self.value = value
        self.jitter = jitter
    }
}

/// A window of a timeline, in fractions of its duration, and the values reached at its end.
public struct PartKeyframe: Hashable, Sendable {
    /// The start, as a fraction of the duration.
    public var start: Double
    /// The length, as a fraction of the duration.
    public var duration: Double
    /// The timing curve of this window.
    public var easing: TimingCurve
    /// The values reached at the end of the window.
    public var assignments: [PartAssignment]

    /// A window from its values; by default the whole timeline, linear.
    public init(start: Double = 0, duration: Double = 1, easing: TimingCurve = .linear, assignments: [PartAssignment]) {
        self.start = start
        self.duration = duration
        self.easing = easing
        self.assignments = assignments
    }

    /// The end, as a fraction of the duration.
    public var end: Double { start + duration }
}

/// How UIKit interpolates between the key values of a keyframe animation: the calculation modes
/// of `UIView.KeyframeAnimationOptions` that the kernel reproduces.
public enum KeyframeCalculationMode: String, CaseIterable, Hashable, Sendable {
    /// Straight lines between key values.
    case linear
    /// Each key value held until the next key time.
    case discrete
    /// A Catmull-Rom spline through the key values, one segment between each two key times.
    case cubic
}

/// How an animation is timed.
public enum PartTiming: Hashable, Sendable {
    /// One change moved by a timing curve.
    case curve(TimingCurve)
    /// One change moved by a spring.
    case spring(SpringMotion)
    /// Keyframes, each window with its own easing, interpolated by a calculation mode.
    case keyframes(KeyframeCalculationMode)
}

/// An animation of a control's parts: its timing and the values it reaches.
///
/// A `set` animation is one window over the whole duration: every part moves from its start pose
/// to its target pose by the curve's or the spring's progress, as a property animator moves a
/// view. A keyframe animation is played as the keys of `PartKeyTrack`: the values the windows
/// reach at each key time, interpolated by the calculation mode. A return to rest has no windows
/// and moves every part to its rest pose.
public struct PartTimeline: Hashable, Sendable {
    /// The total duration in seconds.
    public var duration: Double
    /// The timing.
    public var timing: PartTiming
    /// The windows, in start order.
    public var keyframes: [PartKeyframe]
    /// Whether every part returns to its rest pose.
    public var returnsToRest: Bool
    /// Whether a keyframe animation starts from the parts' current presentation values.
    public var beginsFromCurrentState: Bool
    /// What the animation does under Reduce Motion.
    public var reduceMotion: ReduceMotion

    /// A timeline from its values; by default without keyframes, staying at its end, from the model
    /// values, cross-fading under Reduce Motion.
    public init(duration: Double, timing: PartTiming, keyframes: [PartKeyframe] = [], returnsToRest: Bool = false,
                beginsFromCurrentState: Bool = false, reduceMotion: ReduceMotion = .crossfade) {
        self.duration = duration
        self.timing = timing
        self.keyframes = keyframes
        self.returnsToRest = returnsToRest
        self.beginsFromCurrentState = beginsFromCurrentState
        self.reduceMotion = reduceMotion
    }

    /// This timeline with every jittered value drawn from its range with `generator`, so each run
    /// of the animation reaches new values.
    public func resolvingJitter<Generator: RandomNumberGenerator>(using generator: inout Generator) -> PartTimeline {
        var timeline = self
        for k in timeline.keyframes.indices {
            for a in timeline.keyframes[k].assignments.indices where timeline.keyframes[k].assignments[a].jitter > 0 {
                let assignment = timeline.keyframes[k].assignments[a]
                let range = (assignment.value - assignment.jitter)...(assignment.value + assignment.jitter)
                timeline.keyframes[k].assignments[a].value = Double.random(in: range, using: &generator)
                timeline.keyframes[k].assignments[a].jitter = 0
            }
        }
        return timeline
    }

    /// The progress of a `set` or rest animation `time` seconds in: the curve's progress, or the
    /// spring's (1 from the duration on); for keyframes, the fraction of the duration.
    public func progress(at time: Double) -> Double {
        switch timing {
        case .spring(let spring): time >= duration ? 1 : spring.progress(at: time)
        case .curve(let curve): duration > 0 ? curve.progress(time / duration) : 1
        case .keyframes: duration > 0 ? min(max(time / duration, 0), 1) : 1
        }
    }

    /// Every part's pose at the end of the animation, starting from `start`.
    public func targetPoses(from start: [PartPose], layout: PartLayout) -> [PartPose] {
        returnsToRest ? layout.rest : posesReached(atFraction: 1, from: start, layout: layout, beforeJump: false)
    }

    /// Every part's pose `time` seconds into the animation as UIKit plays it, starting from `start`.
    public func poses(at time: Double, from start: [PartPose], layout: PartLayout) -> [PartPose] {
        if case .keyframes = timing {
            return PartKeyTrack(timeline: self, start: start, layout: layout).poses(atFraction: progress(at: time))
        }
        return poses(at: time, from: start, to: targetPoses(from: start, layout: layout))
    }

    /// Every part's pose `time` seconds into a `set` or rest animation from `start` to `target`,
    /// its `targetPoses(from: start, layout:)`: for sampling one animation many times, the target
    /// worked out once.
    public func poses(at time: Double, from start: [PartPose], to target: [PartPose]) -> [PartPose] {
        let progress = progress(at: time)
        return zip(start, target).map { $0.interpolated(to: $1, progress: progress) }
    }

    /// The poses the windows reach at `fraction` of the duration, starting from `start`: within a
    /// window a property moves from its value at the window's start to the window's value with the
    /// window's easing; before its first window it keeps its start value, after its last window
    /// that window's value. With `beforeJump`, a `hold` window ending at `fraction` still holds.
    /// Mirrors follow the parts they mirror.
    public func posesReached(atFraction fraction: Double, from start: [PartPose], layout: PartLayout, beforeJump: Bool) -> [PartPose] {
        posesReached(atFraction: fraction, from: start, layout: layout, beforeJump: beforeJump, channels: channels(partCount: start.count))
    }

    /// `posesReached(atFraction:from:layout:beforeJump:)` with the timeline's `channels` found
    /// once, for working out the poses at many fractions.
    public func posesReached(atFraction fraction: Double, from start: [PartPose], layout: PartLayout, beforeJump: Bool,
                             channels: [PartChannel]) -> [PartPose] {
        var poses = start
        for channel in channels {
            var value = layout.value(of: channel.property, of: channel.part, in: start)
            for window in channel.windows {
                let keyframe = keyframes[window.keyframe]
                let holding = beforeJump && keyframe.easing == .hold && fraction == keyframe.end
                if fraction >= keyframe.end && !holding {
                    value = window.value
                    continue
                }
                if fraction > keyframe.start && !holding {
                    value += (window.value - value) * keyframe.easing.progress((fraction - keyframe.start) / keyframe.duration)
                }
                break
            }
            layout.set(channel.property, of: channel.part, to: value, in: &poses)
        }
        return layout.followingMirrors(poses)
    }

    /// Every property of the first `partCount` parts that a window animates, in part order and
    /// then in `PartProperty` order (the order `posesReached` sets them in), with the windows
    /// that set it.
    public func channels(partCount: Int) -> [PartChannel] {
        var channels: [PartChannel] = []
        for part in 0..<partCount {
            for property in PartProperty.allCases {
                let windows = keyframes.indices.compactMap { index in
                    keyframes[index].assignments.last { $0.part == part && $0.property == property }
                        .map { PartChannel.Window(keyframe: index, value: $0.value) }
                }
                if !windows.isEmpty { channels.append(PartChannel(part: part, property: property, windows: windows)) }
            }
        }
        return channels
    }
}

/// One property of one part that a timeline's windows animate, and the windows that set it.
public struct PartChannel: Hashable, Sendable {
    /// A window that sets the property.
    public struct Window: Hashable, Sendable {
        /// The window's index in the timeline's `keyframes`.
        public var keyframe: Int
        /// The value it reaches: its last assignment of the property.
        public var value: Double
    }

    /// The part's index.
    public var part: Int
    /// The property.
    public var property: PartProperty
    /// The windows that set the property, in start order.
    public var windows: [Window]
}
