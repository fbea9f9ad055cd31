/// Where an animated SVG samples a part's timeline: SMIL key times, the time each value is taken
/// at, and the easing of each segment.
struct TimelineSamples: Sendable, Equatable {
    /// The key times, fractions of the duration, non-decreasing.
    var keyTimes: [Double]
    /// The fraction of the duration each value is sampled at (a held segment samples its start).
    var sampleTimes: [Double]
    /// One easing per segment between key times.
    var easings: [Easing]

    /// The samples for the parts `parts` of `timeline`:
    /// - a spring, or a return to rest, is sampled 30 times evenly, linear in between;
    /// - an eased change over the whole duration is one segment with that easing;
    /// - keyframes: a key time at every start and end of the windows changing these parts; a
    ///   segment that is exactly one window takes the window's easing (a hold keeps its start and
    ///   jumps at its end), a segment without windows keeps its value, and any other segment
    ///   (overlapping windows) is sampled in eight linear steps.
    init(_ timeline: PartTimeline, parts: Set<String>) {
        keyTimes = [0]
        sampleTimes = [0]
        easings = []
        let windows = timeline.windows(touching: parts)
        if case .spring = timeline.timing {
            addEven(to: 1, steps: 30)
            return
        }
        if timeline.returnsToRest || windows.isEmpty {
            if case .curve(let easing) = timeline.timing, easing.controlPoints != nil { add(1, easing) } else { addEven(to: 1, steps: 30) }
            return
        }
        let boundaries = Array(Set([0, 1] + windows.flatMap { [$0.start, $0.end] })).filter { $0 >= 0 && $0 <= 1 }.sorted()
        for (a, b) in zip(boundaries, boundaries.dropFirst()) {
            let active = windows.filter { $0.start < b && $0.end > a }
            if active.isEmpty {
                add(b, .linear)
            } else if active.allSatisfy({ $0.start == a && $0.end == b && $0.easing == active[0].easing }) {
                if case .curve(let easing) = timeline.timing { add(b, easing) } else if active[0].easing == .hold {
                    add(b, .linear, sampleAt: a)
                    add(b, .linear)
                } else { add(b, active[0].easing) }
            } else {
                addEven(to: b, steps: 8)
            }
        }
    }

    /// Adds a key time sampled at `sampleAt` (by default the key time itself).
    private mutating func add(_ time: Double, _ easing: Easing, sampleAt: Double? = nil) {
        keyTimes.append(time)
        sampleTimes.append(sampleAt ?? time)
        easings.append(easing)
    }

    /// Adds `steps` linear segments from the last key time to `end`.
    private mutating func addEven(to end: Double, steps: Int) {
        let start = keyTimes.last ?? 0
        for step in 1...steps {
            add(step == steps ? end : start + (end - start) * Double(step) / Double(steps), .linear)
        }
    }
}
