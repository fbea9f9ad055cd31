import Foundation

/// One run of a part timeline as a view that redraws itself on every frame plays it (a SwiftUI
/// `TimelineView`): the timeline, the poses it starts from and reaches, and when it started.
/// The poses at any time are the kernel's (`PartTimeline.poses(at:from:layout:)`), so the view
/// shows exactly what the previews sample. An instant run (Reduce Motion) shows its target at once.
public struct PartPlayback: Equatable, Sendable {
    /// The timeline, its jitter already drawn.
    public let timeline: PartTimeline
    /// Every part's pose when the run started.
    public let start: [PartPose]
    /// Every part's pose when the run ends.
    public let target: [PartPose]
    /// When the run started, in seconds on the caller's clock.
    public let startTime: Double
    /// Whether the run ends as it starts (Reduce Motion).
    public let isInstant: Bool

    /// A run of `timeline` from `start` in `layout` starting at `startTime`.
    public init(timeline: PartTimeline, start: [PartPose], layout: PartLayout, startTime: Double, isInstant: Bool) {
        self.timeline = timeline
        self.start = start
        target = timeline.targetPoses(from: start, layout: layout)
        self.startTime = startTime
        self.isInstant = isInstant
    }

    /// When the run ends.
    public var endTime: Double {
        isInstant ? startTime : startTime + timeline.duration
    }

    /// Whether the run has ended at `time`.
    public func isFinished(at time: Double) -> Bool {
        time >= endTime
    }

    /// Every part's pose at `time`: the start before the run, the target from its end on.
    public func poses(at time: Double, layout: PartLayout) -> [PartPose] {
        if isFinished(at: time) { return target }
        let elapsed = max(time - startTime, 0)
        if case .keyframes = timeline.timing {
            return timeline.poses(at: elapsed, from: start, layout: layout)
        }
        return timeline.poses(at: elapsed, from: start, to: target)
    }

    /// How far a value animated with the run (a colour) has gone at `time`, 0…1: the timeline's
    /// progress (the overall linear progress of keyframes), an overshooting spring held at 1.
    public func progress(at time: Double) -> Double {
        if isFinished(at: time) { return 1 }
        return min(max(timeline.progress(at: max(time - startTime, 0)), 0), 1)
    }
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
