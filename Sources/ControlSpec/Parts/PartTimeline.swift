/// An animation of a button's parts sampled over time — `<Name>Timeline` in the generated Swift,
/// with identical sampling: within a window a property moves from its value at the window's start
/// to the window's value with the window's easing (a `set` animation is one window over the whole
/// duration, moved by its curve or spring); before its first window a property keeps its value at
/// the start of the animation; after its last window it keeps that window's value. Jitter is at
/// its central value.
public struct PartTimeline: Sendable, Hashable {
    /// How the animation is timed.
    public enum Timing: Sendable, Hashable {
        /// One change moved by a spring.
        case spring(SpringSolution)
        /// One change moved by an easing curve.
        case curve(Easing)
        /// Keyframes, each with its own easing.
        case keyframes
    }

    /// One animated value of one part (a group's assignment gives one per part).
    public struct Target: Sendable, Hashable {
        /// The part's id.
        public var part: String
        /// The property.
        public var property: PartProperty
        /// The value reached (jitter at its central value; radians for rotations).
        public var value: Double
    }

    /// A window of the timeline, in fractions of its duration, and the values reached at its end.
    public struct Window: Sendable, Hashable {
        /// The start, as a fraction of the duration.
        public var start: Double
        /// The length, as a fraction of the duration.
        public var duration: Double
        /// The timing curve of this window.
        public var easing: Easing
        /// The values reached at the end of the window.
        public var targets: [Target]

        /// The end, as a fraction of the duration.
        public var end: Double { start + duration }
    }

    /// The total duration in seconds.
    public var duration: Double
    /// The timing.
    public var timing: Timing
    /// The windows, in start order.
    public var windows: [Window]
    /// Whether every part returns to its rest state.
    public var returnsToRest: Bool

    /// The timeline of `animation`, with `groups` naming the parts of each group.
    public init(animation: PartAnimation, groups: [String: [String]]) {
        func targets(_ assignments: [Assignment]) -> [Target] {
            assignments.flatMap { assignment in
                (groups[assignment.target] ?? [assignment.target]).map {
                    Target(part: $0, property: assignment.property, value: assignment.value.value)
                }
            }
        }
        switch animation.timing {
        case .spring(let spring):
            let solution = SpringSolution(spring, duration: animation.duration)
            timing = .spring(solution)
            duration = animation.duration ?? solution.settlingDuration
        case .curve(let easing):
            duration = animation.duration ?? 0
            if case .keyframes = animation.changes { timing = .keyframes } else { timing = .curve(easing) }
        }
        switch animation.changes {
        case .rest:
            windows = []
            returnsToRest = true
        case .set(let assignments):
            windows = [Window(start: 0, duration: 1, easing: .linear, targets: targets(assignments))]
            returnsToRest = false
        case .keyframes(let frames):
            windows = frames.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map { _, frame in
                Window(start: frame.start, duration: frame.duration, easing: frame.easing, targets: targets(frame.assignments))
            }
            returnsToRest = false
        }
    }

    /// The progress of a window at `time` seconds.
    public func progress(of window: Window, at time: Double) -> Double {
        if case .spring(let spring) = timing {
            return time >= duration ? 1 : spring.progress(at: time)
        }
        let length = window.duration * duration
        let fraction = length > 0 ? (time - window.start * duration) / length : 1
        if case .curve(let easing) = timing { return easing.progress(fraction) }
        return window.easing.progress(fraction)
    }

    /// Every part's state `time` seconds into the animation, starting from `start`, with `rest` as
    /// the rest states.
    public func states(at time: Double, from start: [String: PartState], rest: [String: PartState], hierarchy: Hierarchy) -> [String: PartState] {
        var states = start
        if returnsToRest {
            let progress = progress(of: Window(start: 0, duration: 1, easing: .linear, targets: []), at: time)
            for (part, state) in start {
                if let target = rest[part] { states[part] = state.interpolated(to: target, progress: progress) }
            }
        }
        for part in hierarchy.order {
            guard var state = states[part] else { continue }
            for property in PartProperty.allCases {
                var value = state.value(of: property)
                var animated = false
                for window in windows {
                    guard let target = window.targets.first(where: { $0.part == part && $0.property == property }) else { continue }
                    animated = true
                    if time >= window.end * duration {
                        value = target.value
                    } else {
                        if time > window.start * duration {
                            value += (target.value - value) * progress(of: window, at: time)
                        }
                        break
                    }
                }
                if animated { state.set(property, to: value) }
            }
            states[part] = state
        }
        return hierarchy.followingMirrors(states)
    }

    /// The windows that change `part` (or, for a mirror, the part it follows).
    public func windows(touching parts: Set<String>) -> [Window] {
        windows.filter { window in window.targets.contains { parts.contains($0.part) } }
    }
}
