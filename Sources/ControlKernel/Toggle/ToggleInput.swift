import Foundation

/// Everything a toggle view that draws its parts itself (the native SwiftUI view) does with
/// input, as one value: the model (value and touch), the drag it follows, the look shown (during
/// a drag the thumb where the finger took it, in the look of the side it is on), the animation to
/// the value's look and the parts' poses and colours at any time. The view forwards its events
/// with the time they happen at and draws what this returns.
///
/// A drag maps onto the model as the UIKit control's touch tracking does (`beginTouch`,
/// `moveTouch`, `endTouch` with the same points in the same layout); a key press, an
/// accessibility activation or a tvOS select turns the toggle over (`activate`); a move command
/// towards the on end turns it on, towards the off end off. A value the binding brings is shown
/// animated and counts as no change the user made. Every change the user makes bumps
/// `userChanges`, the trigger of the haptic. The animation is the spec's `turnOn` or `turnOff`
/// from the poses shown at that moment, the colours cross-fading from the side shown to the
/// value's with its progress; under Reduce Motion the animation's `reduceMotion` decides: a
/// cross-fade from the look shown to the value's (`crossfade(at:)`), or the value's look at once.
public struct ToggleInput: Equatable, Sendable {
    /// The value and the tracked touch.
    public private(set) var model: ToggleModel
    /// The layout the poses are in.
    public private(set) var layout: PartLayout
    /// Whether Reduce Motion is on (the animations play as their `reduceMotion` says).
    public var isReducingMotion = false
    /// The animation to the value's look while it plays, if any.
    public private(set) var playback: PartPlayback?
    /// The poses shown when no animation plays: the value's look, or the look of a drag.
    public private(set) var shownPoses: [PartPose]
    /// Whether the colours shown (when no animation plays) are the on side's.
    public private(set) var showsOnColors: Bool
    /// Whether the colours were the on side's when the animation started.
    public private(set) var startsFromOnColors: Bool
    /// How many changes the user made (drags, taps, keys, activations, move commands).
    public private(set) var userChanges = 0
    /// The drag being followed.
    public private(set) var drag = DragTracking()
    /// The time of the latest event: a view whose clock is paused may ask for an earlier time,
    /// which counts as this one.
    public private(set) var eventTime = -Double.infinity

    /// A toggle showing `isOn` (the configuration's starting value by default) at once, laid
    /// out at its size, left to right.
    public init(configuration: ToggleConfiguration, isOn: Bool? = nil) {
        model = ToggleModel(configuration: configuration)
        _ = model.setOn(isOn ?? configuration.isOn)
        layout = configuration.layout()
        shownPoses = configuration.poses(isOn: model.isOn, layout: layout)
        showsOnColors = model.isOn
        startsFromOnColors = model.isOn
    }

    /// Whether the colours cross-fade at `time`: an animation plays between the two sides' colours.
    public func fadesColors(at time: Double) -> Bool {
        startsFromOnColors != showsOnColors && isAnimating(at: time)
    }

    /// Whether the toggle is on.
    public var isOn: Bool { model.isOn }

    /// Whether a touch is tracked, which highlights the toggle as `UIControl` does.
    public var isHighlighted: Bool { model.touch != nil }

    /// What VoiceOver reads as the value: "1" or "0", as `UISwitch` reports it.
    public var accessibilityValue: String { model.accessibilityValue }

    /// Where an accessibility activation lands: the thumb's centre in the value's look.
    public var activationPoint: CGPoint {
        let frame = layout.frameInControl(of: model.configuration.thumb, poses: model.configuration.poses(isOn: isOn, layout: layout))
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Lays the parts out in a view of `size` in `direction`; when either changed, the value's
    /// look is shown at once, as the UIKit control does when laid out again.
    public mutating func layOut(size: CGSize, direction: PartLayoutDirection) {
        guard size != layout.size || direction != layout.direction else { return }
        layout = model.configuration.layout(size: size, direction: direction)
        show(animatedAt: nil)
    }

    /// Shows a value the binding brings at `time`, animated (no change the user made); `false`
    /// when it is the value already.
    public mutating func sync(isOn: Bool, at time: Double) -> Bool {
        guard model.touch == nil, isOn != model.isOn else { return false }
        settle(at: time)
        _ = model.setOn(isOn)
        show(animatedAt: time)
        return true
    }

    /// Follows a drag from `start` to `location` at `time`: once it is a drag, the thumb follows
    /// the finger at once and the look and colours are the side's the thumb is on. A drag checked
    /// against `axis` (`dragAxis` where touches are shared with scrolling) that first moves more
    /// across it than along it is declined (`DragTracking`) and does nothing.
    public mutating func dragChanged(start: CGPoint, location: CGPoint, at time: Double, axis: DragAxis = .free) {
        settle(at: time)
        for step in drag.change(start: start, location: location, axis: axis) {
            switch step {
            case .begin(let point):
                _ = model.beginTouch(at: point, direction: layout.direction)
            case .move(let point):
                let fraction = model.moveTouch(to: point)
                guard model.touch?.isDrag == true else { continue }
                let look = model.configuration.poses(isOn: model.showsOn, layout: layout)
                playback = nil
                shownPoses = model.configuration.poses(look, thumbAtFraction: fraction, layout: layout)
                showsOnColors = model.showsOn
            }
        }
    }

    /// The direction a drag moves the thumb along: the toggle's axis.
    public var dragAxis: DragAxis {
        model.configuration.axis == .vertical ? .vertical : .horizontal
    }

    /// Shows a drag from off held still after moving the thumb `fraction` of its travel towards on
    /// (``ToggleConfiguration/dragLocation(atFraction:)``), as a preview draws it: the toggle off,
    /// a touch tracked (highlighted), the thumb where the finger took it and everything else in
    /// the look of the side the thumb is on.
    public mutating func showDrag(atFraction fraction: Double) {
        _ = drag.end()
        _ = model.cancelTouch()
        playback = nil
        _ = model.setOn(false)
        shownPoses = model.configuration.poses(isOn: false, layout: layout)
        showsOnColors = false
        startsFromOnColors = false
        dragChanged(start: .zero, location: model.configuration.dragLocation(atFraction: fraction), at: eventTime)
    }

    /// Ends the drag at `location` at `time`: a tap turns the toggle over, a drag takes the side
    /// the thumb is on; the value's look is shown animated. `nil` when no touch was tracked.
    public mutating func dragEnded(at location: CGPoint, time: Double) -> ToggleRelease? {
        guard drag.end() else { return nil }
        settle(at: time)
        guard let release = model.endTouch(at: location) else { return nil }
        show(animatedAt: time)
        if release.changed { userChanges += 1 }
        return release
    }

    /// Cancels the tracked touch at `time`: the value stays and its look is shown animated;
    /// `false` when no touch was tracked.
    public mutating func cancel(at time: Double) -> Bool {
        _ = drag.end()
        settle(at: time)
        guard model.cancelTouch() else { return false }
        show(animatedAt: time)
        return true
    }

    /// Turns the toggle over at `time` (Space or Return, an accessibility activation, a tvOS
    /// select press); refused (`false`) while a touch is tracked.
    public mutating func activate(at time: Double) -> Bool {
        guard model.touch == nil else { return false }
        settle(at: time)
        _ = model.activate()
        show(animatedAt: time)
        userChanges += 1
        return true
    }

    /// A move command at `time`: towards the on end (trailing, or up for a vertical toggle)
    /// turns the toggle on, towards the off end off; `false` when it changed nothing.
    public mutating func move(_ direction: MoveDirection, at time: Double) -> Bool {
        let on: Bool
        switch (model.configuration.axis, direction) {
        case (.horizontal, .left): on = layout.direction.isFlipped
        case (.horizontal, .right): on = !layout.direction.isFlipped
        case (.vertical, .up): on = true
        case (.vertical, .down): on = false
        default: return false
        }
        guard model.touch == nil, on != isOn else { return false }
        return activate(at: time)
    }

    /// Every part's pose at `time`.
    public func poses(at time: Double) -> [PartPose] {
        let time = max(time, eventTime)
        guard let playback, !playback.isFinished(at: time) else { return shownPoses }
        return playback.poses(at: time, layout: layout)
    }

    /// The cross-fade shown at `time` under Reduce Motion, if one plays: the view draws the look
    /// it starts from in the colours of `startsFromOnColors`, then the value's look over it in
    /// the colours of `showsOnColors`.
    public func crossfade(at time: Double) -> PartCrossfade? {
        playback?.crossfade(at: max(time, eventTime))
    }

    /// How far the colours have gone at `time` from the side they started from
    /// (`startsFromOnColors`) to the side shown (`showsOnColors`), 0…1.
    public func colorProgress(at time: Double) -> Double {
        playback?.progress(at: max(time, eventTime)) ?? 1
    }

    /// Whether an animation plays at `time` (the view redraws on every frame only then).
    public func isAnimating(at time: Double) -> Bool {
        playback.map { !$0.isFinished(at: max(time, eventTime)) } ?? false
    }

    /// Ends an animation that has ended by `time`: the parts show the value's look exactly.
    public mutating func settle(at time: Double) {
        eventTime = max(eventTime, time)
        guard let playback, playback.isFinished(at: time) else { return }
        self.playback = nil
        startsFromOnColors = showsOnColors
        shownPoses = model.configuration.poses(isOn: isOn, layout: layout)
    }

    /// Shows the value's look: animated from what is shown at `time` by the value's animation,
    /// or at once when `time` is `nil` or Reduce Motion makes the animation instant.
    mutating func show(animatedAt time: Double?) {
        let look = model.configuration.poses(isOn: isOn, layout: layout)
        let timeline = model.configuration.animation(turningOn: isOn)
        let motion = timeline.reduceMotion.playback(duration: timeline.duration, isReducingMotion: isReducingMotion)
        guard let time, motion != .instant else {
            playback = nil
            shownPoses = look
            showsOnColors = isOn
            startsFromOnColors = isOn
            return
        }
        let start = poses(at: time)
        let colorsFrom = playback.map { showsOnColors != startsFromOnColors && $0.progress(at: time) < 0.5 ? startsFromOnColors : showsOnColors }
        playback = PartPlayback(timeline: timeline, start: start, layout: layout, startTime: time, isReducingMotion: isReducingMotion)
        startsFromOnColors = colorsFrom ?? showsOnColors
        showsOnColors = isOn
        shownPoses = look
    }
}
