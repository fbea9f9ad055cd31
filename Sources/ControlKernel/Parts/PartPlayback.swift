import Foundation

/// One run of a part timeline as a view that redraws itself on every frame plays it (a SwiftUI
/// `TimelineView`): the timeline, the poses it starts from and reaches, and when it started.
/// The poses at any time are the kernel's (`PartTimeline.poses(at:from:layout:)`), so the view
/// shows exactly what the previews sample. Under Reduce Motion the run plays as the timeline's
/// `reduceMotion` says (`ReduceMotion.playback(duration:isReducingMotion:)`): a cross-fade from
/// the start poses to the target poses (`crossfade(at:)`), or the target at once.
public struct PartPlayback: Equatable, Sendable {
    /// The timeline, its jitter already drawn.
    public let timeline: PartTimeline
    /// Every part's pose when the run started.
    public let start: [PartPose]
    /// Every part's pose when the run ends.
    public let target: [PartPose]
    /// When the run started, in seconds on the caller's clock.
    public let startTime: Double
    /// How the run plays: with the timeline's motion, as a cross-fade or at once.
    public let motion: MotionPlayback

    /// A run of `timeline` from `start` in `layout` starting at `startTime`, Reduce Motion on
    /// (`isReducingMotion`) or off.
    public init(timeline: PartTimeline, start: [PartPose], layout: PartLayout, startTime: Double, isReducingMotion: Bool) {
        self.timeline = timeline
        self.start = start
        target = timeline.targetPoses(from: start, layout: layout)
        self.startTime = startTime
        motion = timeline.reduceMotion.playback(duration: timeline.duration, isReducingMotion: isReducingMotion)
    }

    /// When the run ends.
    public var endTime: Double {
        startTime + motion.duration(of: timeline.duration)
    }

    /// The cross-fade shown at `time`: the start poses, the target poses and the target's
    /// opacity over the start; `nil` when the run is no cross-fade or has ended.
    public func crossfade(at time: Double) -> PartCrossfade? {
        guard !isFinished(at: time), let opacity = motion.crossfadeOpacity(at: max(time - startTime, 0)) else { return nil }
        return PartCrossfade(from: start, to: target, opacity: opacity)
    }

    /// Whether the run has ended at `time`.
    public func isFinished(at time: Double) -> Bool {
        time >= endTime
    }

    /// Every part's pose at `time`: the start before the run, the target from its end on.
    /// During a cross-fade, the start poses (the target is drawn over them, `crossfade(at:)`).
    public func poses(at time: Double, layout: PartLayout) -> [PartPose] {
        if isFinished(at: time) { return target }
        if motion != .motion { return start }
        let elapsed = max(time - startTime, 0)
        if case .keyframes = timeline.timing {
            return timeline.poses(at: elapsed, from: start, layout: layout)
        }
        return timeline.poses(at: elapsed, from: start, to: target)
    }

    /// How far a value animated with the run (a colour) has gone at `time`, 0…1: the timeline's
    /// progress (the overall linear progress of keyframes), an overshooting spring held at 1.
    /// During a cross-fade, the cross-fade's opacity.
    public func progress(at time: Double) -> Double {
        if isFinished(at: time) { return 1 }
        if let opacity = motion.crossfadeOpacity(at: max(time - startTime, 0)) { return opacity }
        return min(max(timeline.progress(at: max(time - startTime, 0)), 0), 1)
    }
}

/// A cross-fade between two looks of a control's parts: a view draws `from`, then `to` over it
/// at `opacity`, each look composited as one layer.
public struct PartCrossfade: Equatable, Sendable {
    /// Every part's pose in the look the cross-fade starts from.
    public let from: [PartPose]
    /// Every part's pose in the look the cross-fade ends on.
    public let to: [PartPose]
    /// The opacity of `to` over `from`, 0…1.
    public let opacity: Double
}

/// SplitMix64 (Steele, Lea and Flood, 2014): the seeded generator the views draw an animation's
/// jitter from, a value: two copies draw the same numbers, so a view that works out what it will
/// show (on a copy of its state) shows what it later does.
public struct PartRandomSource: RandomNumberGenerator, Hashable, Sendable {
    /// The generator's state.
    public private(set) var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next number.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
