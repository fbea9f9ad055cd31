import Foundation

/// Everything a knob's SwiftUI view does with input, without SwiftUI, so it runs and is tested on
/// any platform: the view keeps one in `@State`, hands it each event and writes back what it says.
///
/// Drags go through `DragTracking` onto the model's `beginTouch`, `moveTouch` and `endTouch`
/// with the centre of the layout the UIKit control uses, so the same touch points give the same
/// values. A second touch that starts within `doubleTapInterval` of a tap and `tapDistance` of it
/// is a double tap, which resets the value when the spec asks for that (as UIKit's tap count of
/// 2 does) and is otherwise an ordinary touch. Keys, move commands, the Digital Crown and
/// assistive technologies move the value by the accessibility step: the up and right arrows turn
/// it up, the down and left arrows down. A knob is drawn the same in either layout direction and
/// a horizontal drag turns it up to the right in both, so the arrows are never mirrored.
///
/// A double tap's reset turns the knob to its default value with the set-value animation, as the
/// UIKit control's animated `setValue` does (`turn`), or, under Reduce Motion, as the animation's
/// `reduceMotion` says: a cross-fade from the old look (`crossfade(in:at:)`) or at once. Any other
/// input stops the turn.
public struct RotaryViewState: Equatable, Sendable {
    /// The longest time, in seconds, from the end of a tap to the start of the next touch for the
    /// two to make a double tap.
    public static let doubleTapInterval = 0.35
    /// How far, in points, a tap may move, and the next touch may start from it, for a double tap.
    public static let tapDistance = 10.0
    /// The value model the input moves.
    public private(set) var model: RotaryModel
    /// The drag being followed.
    public private(set) var drag = DragTracking()
    /// The Digital Crown's detents counted so far.
    private var crownInput = CrownInput()
    /// When the value was last announced during a drag.
    private var throttle = AnnouncementThrottle()
    /// Where the current touch began.
    private var touchStart: CGPoint?
    /// Whether the current touch has moved farther than `tapDistance` from where it began.
    private var touchMoved = false
    /// Where and when the last tap ended, while it may still start a double tap.
    private var lastTap: LastTap?
    /// Whether the current touch was a double tap, which the drag's later changes leave alone.
    private var ignoresTouch = false
    /// Whether Reduce Motion is on.
    public var isReducingMotion = false
    /// The animated turn of a reset while it plays.
    public private(set) var turn: Turn?
    /// The bound value the view took, for what it draws of it.
    private var bound: BoundValues
    /// How far the drawn value lies from the model's, in whole turns of a range that wraps: an
    /// outside change across the seam is drawn the short way round (`RotaryModel.unwrapped(_:near:)`),
    /// so SwiftUI, which interpolates the drawn value linearly, animates it through the seam; a
    /// whole turn on, the knob looks the same.
    private var drawnOffset = 0.0

    /// The value drawn while no outside change is shown: the model's, moved by `drawnOffset`.
    public var drawnValue: Double { model.value + drawnOffset }

    /// An animated change of the value: where it started, when, and how it plays.
    public struct Turn: Hashable, Sendable {
        /// The value the turn started from.
        public var from: Double
        /// When it started, in seconds on the caller's clock.
        public var startTime: Double
        /// How it plays: the set-value animation's motion, a cross-fade or at once.
        public var motion: MotionPlayback
        /// When it ends.
        public var endTime: Double
    }

    /// A tap that ended.
    private struct LastTap: Hashable, Sendable {
        /// Where the tap began.
        var point: CGPoint
        /// When it ended.
        var time: Double
    }

    /// The state of a knob with `configuration`, at `value` (clamped and snapped).
    public init(configuration: RotaryConfiguration, value: Double) {
        model = RotaryModel(configuration: configuration)
        model.setValue(value)
        bound = BoundValues([model.value])
    }

    /// The value.
    public var value: Double { model.value }

    /// The index of the step the value is on: the trigger of the selection haptic.
    public var stepIndex: Int { model.stepIndex }

    /// Whether a touch is turning the knob: the control's highlighted state.
    public var isHighlighted: Bool { drag.isTracking && !ignoresTouch }

    /// Takes the value of the view's binding: the value becomes `bound` clamped to the range and
    /// snapped to a step. Returns that value when it differs from `bound`, for the view to write
    /// back, else `nil`.
    public mutating func sync(to bound: Double) -> Double? {
        let before = model.value, drawn = drawnValue, changes = self.bound.outsideChanges
        if model.setValue(bound) { turn = nil }
        self.bound.take([bound], before: [before], after: [model.value])
        if self.bound.outsideChanges != changes {
            drawnOffset = model.unwrapped(model.value, near: drawn) - model.value
        }
        return model.value == bound ? nil : model.value
    }

    /// What the view draws while its binding holds `bound` (see `BoundValues`): an outside change
    /// fitted as `sync(to:)` will fit it, in the update that made it, with a range that wraps the
    /// short way round from the value drawn before (`RotaryModel.unwrapped(_:near:)`); else
    /// `drawnValue`.
    public func shown(_ bound: Double) -> ShownValues {
        var fitted = model
        fitted.setValue(bound)
        var shown = self.bound.shown(bound: [bound], fitted: [fitted.value], model: [model.value])
        shown.values = shown.isOutsideChange ? shown.values.map { model.unwrapped($0, near: drawnValue) } : [drawnValue]
        return shown
    }

    // MARK: - Layout

    /// The layout of the knob in a view of `size`, as the UIKit control lays out in bounds of that
    /// size.
    public func layout(in size: CGSize) -> RotaryLayout {
        RotaryLayout(bounds: CGRect(origin: .zero, size: size), drawing: model.configuration.drawing)
    }

    /// What the view draws in a view of `size`: `value` (by default the model's, else as an
    /// outside change moves it), or at `time` where a turn has taken the knob (under a
    /// cross-fade, the value's look, drawn over `crossfade(in:at:)`'s).
    public func drawing(in size: CGSize, at time: Double = .infinity, value: Double? = nil) -> RotaryViewDrawing {
        guard let turn, time < turn.endTime, turn.motion == .motion else { return RotaryViewDrawing(model: model, layout: layout(in: size), value: value) }
        let animation = model.setValueAnimation
        let fraction = animation.duration > 0 ? max(time - turn.startTime, 0) / animation.duration : 1
        let shown = animation.angle(atFraction: fraction, from: model.unwrapped(turn.from, near: model.value), to: model.value)
        return RotaryViewDrawing(model: model, layout: layout(in: size), value: shown)
    }

    /// The look a reset's cross-fade starts from at `time`, and the opacity of the value's look
    /// over it; `nil` when no cross-fade plays.
    public func crossfade(in size: CGSize, at time: Double) -> (from: RotaryViewDrawing, opacity: Double)? {
        guard let turn, time < turn.endTime, let opacity = turn.motion.crossfadeOpacity(at: max(time - turn.startTime, 0)) else { return nil }
        return (RotaryViewDrawing(model: model, layout: layout(in: size), value: turn.from), opacity)
    }

    /// Whether a turn plays at `time` (the view redraws on every frame only then).
    public func isAnimating(at time: Double) -> Bool {
        turn.map { time < $0.endTime } ?? false
    }

    /// Returns the value to its default at `time`, turning the knob there as the set-value
    /// animation says; whether the value changed.
    mutating func reset(at time: Double) -> Bool {
        let from = model.value
        guard model.reset() else { return false }
        let animation = model.setValueAnimation
        let motion = animation.reduceMotion.playback(duration: animation.duration, isReducingMotion: isReducingMotion)
        let endTime = time + motion.duration(of: animation.duration)
        turn = endTime > time ? Turn(from: from, startTime: time, motion: motion, endTime: endTime) : nil
        return true
    }

    // MARK: - Drags

    /// A change of the view's drag from `start`, now at `location`, in a view of `size`, at `time`
    /// (seconds on a steady clock). The first change begins a touch, or resets the value when it
    /// makes a double tap. A drag checked against `axis` (`dragAxis` where touches are shared with
    /// scrolling) that first moves more across it than along it is declined (`DragTracking`).
    public mutating func dragChanged(start: CGPoint, location: CGPoint, in size: CGSize, at time: Double,
                                     axis: DragAxis = .free) -> InputOutcome {
        let center = layout(in: size).center
        var changed = false, began = false
        for step in drag.change(start: start, location: location, axis: axis) {
            switch step {
            case .begin(let point):
                if isDoubleTap(at: point, time: time) {
                    ignoresTouch = true
                    lastTap = nil
                    return InputOutcome(changed: reset(at: time))
                }
                turn = nil
                touchStart = point
                touchMoved = false
                began = true
                changed = model.beginTouch(at: point, around: center)
            case .move(let point):
                guard !ignoresTouch else { continue }
                changed = model.moveTouch(to: point, around: center) || changed
            }
        }
        guard !ignoresTouch else { return InputOutcome() }
        if let touchStart, Double(hypot(location.x - touchStart.x, location.y - touchStart.y)) > Self.tapDistance { touchMoved = true }
        return InputOutcome(changed: changed, editing: began ? true : nil, announces: changed && throttle.shouldAnnounce(at: time))
    }

    /// The direction a drag turns the knob along: sideways or up and down for the drag styles,
    /// both for `rotate`, which takes every drag that begins on the knob.
    public var dragAxis: DragAxis {
        switch model.configuration.interaction.style {
        case .rotate: .free
        case .horizontalDrag: .horizontal
        case .verticalDrag: .vertical
        }
    }

    /// The end of the view's drag at `time`: the touch ends; a touch that did not move is a tap a
    /// second touch may make a double tap of.
    public mutating func dragEnded(at time: Double) -> InputOutcome {
        guard drag.end() else { return InputOutcome() }
        model.endTouch()
        throttle.reset()
        defer { touchStart = nil }
        if ignoresTouch {
            ignoresTouch = false
            return InputOutcome()
        }
        lastTap = touchMoved ? nil : touchStart.map { LastTap(point: $0, time: time) }
        return InputOutcome(editing: false)
    }

    /// The view's drag cancelled without ending (the system took the touch): the touch ends where
    /// the value is, editing ends, and no tap is counted towards a double tap. Nothing when the
    /// drag already ended.
    public mutating func dragCancelled() -> InputOutcome {
        guard drag.end() else { return InputOutcome() }
        model.endTouch()
        throttle.reset()
        touchStart = nil
        lastTap = nil
        if ignoresTouch {
            ignoresTouch = false
            return InputOutcome()
        }
        return InputOutcome(editing: false)
    }

    /// Whether a touch beginning at `point` at `time` makes a double tap that resets the value.
    private func isDoubleTap(at point: CGPoint, time: Double) -> Bool {
        guard model.configuration.interaction.resetsOnDoubleTap, let lastTap else { return false }
        let distance = Double(hypot(point.x - lastTap.point.x, point.y - lastTap.point.y))
        return time - lastTap.time <= Self.doubleTapInterval && distance <= Self.tapDistance
    }

    // MARK: - Keys, move commands, the Crown, assistive technologies

    /// A key press: arrows by one accessibility step, Page Up and Page Down by ten, Home and End
    /// to the ends.
    public mutating func press(_ key: ControlKey) -> InputOutcome {
        turn = nil
        return InputOutcome(changed: model.adjust(key.adjustment(isVertical: true, isRightToLeft: false)))
    }

    /// A move command (tvOS's remote, macOS's arrows), as its arrow key.
    public mutating func move(_ direction: MoveDirection) -> InputOutcome {
        press(direction.key)
    }

    /// The Digital Crown turned to `rotation` (in detents): one accessibility step per detent.
    public mutating func crown(to rotation: Double) -> InputOutcome {
        let steps = crownInput.steps(to: rotation)
        if steps != 0 { turn = nil }
        return InputOutcome(changed: steps != 0 && model.adjust(.steps(steps)))
    }

    /// An assistive technology's increment or decrement: one accessibility step.
    public mutating func adjust(_ direction: AdjustDirection) -> InputOutcome {
        turn = nil
        return InputOutcome(changed: model.adjust(direction.adjustment))
    }
}

/// What a knob's SwiftUI view draws, in its coordinates (y down): the track arc, the pointer line
/// at the value's angle, and the frame and rotation of a knob image.
public struct RotaryViewDrawing: Hashable, Sendable {
    /// The centre of the track and of rotation.
    public var center: CGPoint
    /// The track's radius.
    public var radius: CGFloat
    /// The screen angles the track runs between, in radians.
    public var trackStartAngle: Double, trackEndAngle: Double
    /// The `clockwise` argument of an arc from the start to the end in a path whose y grows down
    /// (SwiftUI's `Path`): the opposite of the direction on screen.
    public var pathClockwise: Bool
    /// The pointer line's ends, turned to the value.
    public var pointerStart: CGPoint, pointerEnd: CGPoint
    /// The stroke widths of the track and the pointer.
    public var trackWidth: CGFloat, pointerWidth: CGFloat
    /// The frame of the background and the knob image.
    public var imageFrame: CGRect
    /// The rotation of the knob image (drawn pointing at track angle 0), in radians.
    public var rotation: Double

    /// The frame an image of `size` is drawn in: fitted into `imageFrame` keeping its aspect
    /// ratio and centred there, as an image view that scales its image to fit shows it; the whole
    /// of `imageFrame` for an image without a size.
    public func imageFrame(fitting size: CGSize) -> CGRect {
        guard size.width > 0, size.height > 0 else { return imageFrame }
        let scale = min(imageFrame.width / size.width, imageFrame.height / size.height)
        let width = size.width * scale, height = size.height * scale
        return CGRect(x: imageFrame.midX - width / 2, y: imageFrame.midY - height / 2, width: width, height: height)
    }

    /// The frame the knob image of `size` is drawn in, in coordinates whose origin is the centre
    /// of rotation (where the view turns the context by `rotation`): `imageFrame(fitting:)` moved
    /// by the centre.
    public func turningImageFrame(fitting size: CGSize) -> CGRect {
        imageFrame(fitting: size).offsetBy(dx: -center.x, dy: -center.y)
    }

    /// The drawing of `value` (by default `model`'s value) in `layout`.
    public init(model: RotaryModel, layout: RotaryLayout, value: Double? = nil) {
        let value = value ?? model.value
        let angles = model.configuration.angles, screenAngle = model.screenAngle(for: value)
        center = layout.center
        radius = layout.radius
        trackStartAngle = angles.screenAngle(forTrackAngle: angles.startAngle)
        trackEndAngle = angles.screenAngle(forTrackAngle: angles.endAngle)
        pathClockwise = !angles.isClockwise
        pointerStart = layout.pointerStart(atScreenAngle: screenAngle)
        pointerEnd = layout.pointerTip(atScreenAngle: screenAngle)
        trackWidth = CGFloat(layout.drawing.trackWidth)
        pointerWidth = CGFloat(layout.drawing.pointerWidth)
        imageFrame = layout.imageFrame
        rotation = model.rotation(for: value)
    }
}
