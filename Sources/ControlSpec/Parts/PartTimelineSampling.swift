import ControlKernel

/// Where an animated SVG samples a timeline and every part's pose at each sample, so that SMIL,
/// interpolating between the samples with the segments' easings, plays what the kernel plays:
/// - a `set` with a curve: the start and the target, one segment with the curve (`hold`: the
///   start held until the end, then the target);
/// - a spring: 30 even samples, straight in between;
/// - keyframes: the keys of `PartKeyTrack`; `linear` mode straight between them, `discrete` mode
///   each key held until the next key time, `cubic` mode eight samples of the spline between
///   each two keys.
struct TimelineSamples {
    /// The key times, fractions of the duration, non-decreasing (equal at a jump).
    var keyTimes: [Double] = []
    /// Every part's pose at each key time.
    var poses: [[PartPose]] = []
    /// One easing per segment between key times.
    var easings: [Easing] = []

    /// How many straight segments sample a spring.
    static let springSamples = 30
    /// How many straight segments sample the spline between two keys in `cubic` mode.
    static let splineSamples = 8

    /// The samples of `timeline` starting from `start` in `layout`.
    init(_ timeline: PartTimeline, start: [PartPose], layout: PartLayout) {
        let target = timeline.targetPoses(from: start, layout: layout)
        switch timeline.timing {
        case .spring:
            add(0, start)
            for step in 1...Self.springSamples {
                let fraction = Double(step) / Double(Self.springSamples)
                add(fraction, timeline.poses(at: fraction * timeline.duration, from: start, to: target), .linear)
            }
        case .curve(let curve) where curve.controlPoints == nil:
            add(0, start)
            add(1, start, .linear)
            add(1, target, .linear)
        case .curve(let curve):
            add(0, start)
            add(1, target, curve)
        case .keyframes(let mode):
            let track = PartKeyTrack(timeline: timeline, start: start, layout: layout)
            for (index, key) in track.keys.enumerated() {
                guard index > 0 else {
                    add(key.fraction, key.poses)
                    continue
                }
                let previous = track.keys[index - 1]
                switch mode {
                case .linear:
                    add(key.fraction, key.poses, .linear)
                case .discrete:
                    add(key.fraction, previous.poses, .linear)
                    add(key.fraction, key.poses, .linear)
                case .cubic:
                    if key.fraction > previous.fraction {
                        for step in 1..<Self.splineSamples {
                            let fraction = previous.fraction + (key.fraction - previous.fraction) * Double(step) / Double(Self.splineSamples)
                            add(fraction, track.poses(atFraction: fraction), .linear)
                        }
                    }
                    add(key.fraction, key.poses, .linear)
                }
            }
        }
    }

    /// Adds the poses at `keyTime`, reached over a segment with `easing` (none for the first).
    private mutating func add(_ keyTime: Double, _ poses: [PartPose], _ easing: Easing? = nil) {
        keyTimes.append(keyTime)
        self.poses.append(poses)
        if let easing { easings.append(easing) }
    }
}
