import Foundation

/// Everything a button view that draws its parts itself (the native SwiftUI view) does with
/// input, as one value: the touch-state machine, the drag it follows, whether the touch is
/// inside the touch slop (highlighted), the animation of the current state and the parts' poses
/// at any time. The view forwards its events with the time they happen at and draws what this
/// returns; it keeps no state of its own.
///
/// A drag maps onto the machine as the UIKit control's touch tracking does: its first change
/// begins a touch (refused unless the machine is in its initial state), its moves highlight the
/// button while inside the bounds grown by the touch slop, its end ends the touch there (`end`
/// inside, `endOutside` outside). A key press or an accessibility activation is a touch that
/// begins and ends at once in the middle. Entering a state plays its animation, jitter drawn
/// anew from a seeded source, from the poses shown at that moment; when it ends, the parts return
/// to rest if the state says so and the state's `then` state is entered, exactly as the UIKit
/// control does on its animations' completions. Working out the poses at a time is pure
/// (`poses(at:)` settles a copy), so a view can sample them on every frame.
public struct ButtonInput: Equatable, Sendable {
    /// The configuration.
    public let configuration: ButtonConfiguration
    /// The touch-state machine.
    public private(set) var machine: TouchStateMachine
    /// The layout the poses are in.
    public private(set) var layout: PartLayout
    /// Whether a tracked touch is inside the bounds grown by the touch slop.
    public private(set) var isHighlighted = false
    /// Whether Reduce Motion is on: each state's animation plays as its `reduceMotion` says (a
    /// cross-fade to its end, its end at once, or its motion).
    public var isReducingMotion = false
    /// The animation of the current state while it plays, if any.
    public private(set) var playback: PartPlayback?
    /// The poses shown when no animation plays: rest, or where the last animation ended.
    public private(set) var shownPoses: [PartPose]
    /// The drag being followed.
    public private(set) var drag = DragTracking()
    /// The time of the latest event: a view whose clock is paused may ask for an earlier time,
    /// which counts as this one.
    public private(set) var eventTime = -Double.infinity
    /// The state whose animation plays.
    var playingState: Int?
    /// The source of the jitter.
    var random: PartRandomSource

    /// A button at rest in `configuration`'s layout at its size, left to right; `seed` starts the
    /// jitter's random source.
    public init(configuration: ButtonConfiguration, seed: UInt64 = 0) {
        self.configuration = configuration
        machine = configuration.stateMachine
        layout = configuration.layout()
        shownPoses = layout.rest
        random = PartRandomSource(seed: seed)
    }

    /// The bounds touches are measured against.
    public var bounds: CGRect {
        CGRect(origin: .zero, size: layout.size)
    }

    /// Lays the parts out in a view of `size` in `direction`; when either changed, every part
    /// shows its rest pose at once, as the UIKit control does when laid out again.
    public mutating func layOut(size: CGSize, direction: PartLayoutDirection) {
        guard size != layout.size || direction != layout.direction else { return }
        layout = configuration.layout(size: size, direction: direction)
        shownPoses = layout.rest
        playback = nil
        playingState = nil
    }

    /// Follows a drag from `start` to `location` at `time`: the touch phases it caused (a begin
    /// at most), whose events the view sends.
    public mutating func dragChanged(start: CGPoint, location: CGPoint, at time: Double) -> [TouchResponse] {
        settle(at: time)
        var responses: [TouchResponse] = []
        for step in drag.change(start: start, location: location) {
            switch step {
            case .begin:
                guard let response = machine.beginTouch() else { continue }
                isHighlighted = true
                responses.append(response)
                run(response.transition, at: time)
            case .move(let point):
                if machine.isTracking { isHighlighted = machine.isInside(point, of: bounds) }
            }
        }
        return responses
    }

    /// Ends the drag at `location` at `time`: the `end` or `endOutside` response, or `nil` when
    /// the drag's touch was not tracked.
    public mutating func dragEnded(at location: CGPoint, time: Double) -> TouchResponse? {
        guard drag.end() else { return nil }
        settle(at: time)
        guard let response = machine.endTouch(at: location, in: bounds) else { return nil }
        isHighlighted = false
        run(response.transition, at: time)
        return response
    }

    /// Cancels the tracked touch at `time` (the view was disabled or went away): the `cancel`
    /// response, or `nil` when no touch was tracked.
    public mutating func cancel(at time: Double) -> TouchResponse? {
        _ = drag.end()
        settle(at: time)
        guard let response = machine.cancelTouch() else { return nil }
        isHighlighted = false
        run(response.transition, at: time)
        return response
    }

    /// A press by key or accessibility activation at `time`: a touch that begins and ends in the
    /// middle at once. Its responses (none when the button does not accept a touch now).
    public mutating func press(at time: Double) -> [TouchResponse] {
        guard !drag.isTracking else { return [] }
        settle(at: time)
        guard let begin = machine.beginTouch() else { return [] }
        run(begin.transition, at: time)
        guard let end = machine.endTouch(at: CGPoint(x: bounds.midX, y: bounds.midY), in: bounds) else { return [begin] }
        run(end.transition, at: time)
        return [begin, end]
    }

    /// Shows the pressed look (``ButtonConfiguration/pressedPoses(layout:)``), highlighted, with no
    /// touch tracked: a press held, as a preview draws it; `false`, changing nothing, when the
    /// state a touch begins in has no animation.
    public mutating func showPressed() -> Bool {
        guard let pressed = configuration.pressedPoses(layout: layout) else { return false }
        playback = nil
        playingState = nil
        shownPoses = pressed
        isHighlighted = true
        return true
    }

    /// Every part's pose at `time`.
    public func poses(at time: Double) -> [PartPose] {
        let time = max(time, eventTime)
        var settled = self
        settled.settle(at: time)
        return settled.playback?.poses(at: time, layout: layout) ?? settled.shownPoses
    }

    /// The cross-fade shown at `time` under Reduce Motion, if one plays: the view draws its two
    /// looks instead of `poses(at:)`.
    public func crossfade(at time: Double) -> PartCrossfade? {
        let time = max(time, eventTime)
        var settled = self
        settled.settle(at: time)
        return settled.playback?.crossfade(at: time)
    }

    /// Whether an animation plays at `time` (the view redraws on every frame only then).
    public func isAnimating(at time: Double) -> Bool {
        var settled = self
        settled.settle(at: max(time, eventTime))
        return settled.playback != nil
    }

    /// Finishes every animation that has ended by `time`, each at its end time: its state's parts
    /// return to rest if it says so and its `then` state is entered, whose animation starts then.
    /// A chain of states that end at once (no animations, or Reduce Motion) stops after as many
    /// steps as there are states, so a cycle of them cannot hang the view.
    public mutating func settle(at time: Double) {
        eventTime = max(eventTime, time)
        var instantSteps = 0
        while let current = playback, current.isFinished(at: time) {
            let state = playingState
            shownPoses = current.target
            playback = nil
            playingState = nil
            instantSteps = current.endTime > current.startTime ? 0 : instantSteps + 1
            guard let state, configuration.continuesInstantChain(after: instantSteps) else { return }
            finish(state, at: current.endTime)
        }
    }

    /// Enters the state of `transition` at `time`: plays its animation from the poses shown
    /// then; a state without one ends at once (an animation already playing goes on to its end,
    /// as a UIKit animator does, but its end no longer changes the state).
    mutating func run(_ transition: TouchTransition?, at time: Double, depth: Int = 0) {
        guard let transition else { return }
        guard let animation = configuration.states[transition.to].animation else {
            playingState = nil
            if depth < configuration.states.count { finish(transition.to, at: time, depth: depth + 1) }
            return
        }
        let start = playback?.poses(at: time, layout: layout) ?? shownPoses
        let timeline = animation.resolvingJitter(using: &random)
        let run = PartPlayback(timeline: timeline, start: start, layout: layout, startTime: time, isReducingMotion: isReducingMotion)
        playback = run
        playingState = transition.to
        shownPoses = run.target
    }

    /// What the end of the animation of `state` does at `time`, if `state` is still current:
    /// the parts jump to rest when it resets them, and its `then` state is entered.
    mutating func finish(_ state: Int, at time: Double, depth: Int = 0) {
        guard machine.state == state else { return }
        if machine.resetsParts(after: state) {
            playback = nil
            shownPoses = layout.rest
        }
        run(machine.animationDidFinish(in: state), at: time, depth: depth)
    }
}
