import Foundation

/// Everything a range slider's SwiftUI view does with input, as one value the view keeps in its
/// state: drags through `DragTracking` onto the same `SliderDrag` and layout the UIKit control
/// uses, keys and move commands, Crown detents, VoiceOver's adjustments of each thumb, the bound
/// range (clamped and snapped, to be written back), editing, throttled announcements and the
/// selection feedback's trigger. The view forwards each event and acts on the returned
/// `InputOutcome`; it computes nothing itself.
public struct SliderInteraction: Hashable, Sendable {
    /// The spec's numbers.
    public let configuration: SliderConfiguration
    /// The values.
    public private(set) var model: SliderModel
    /// The drag in progress, once a touch grabbed a thumb.
    public private(set) var drag: SliderDrag?
    /// The thumb the Crown moves: the one last dragged, pressed a key on or adjusted.
    public private(set) var focusedThumb = 0
    /// A number that changes whenever an input moves a thumb onto another step: the trigger of
    /// the view's selection feedback.
    public private(set) var feedbackTrigger = 0
    /// The drag gesture as touch phases.
    private var tracking = DragTracking()
    /// The Crown's detents.
    private var crown = CrownInput()
    /// The announcements while dragging.
    private var throttle = AnnouncementThrottle()
    /// The bound values the view took, for what it draws of them.
    private var bound: BoundValues

    /// The interaction of a slider of `configuration` showing `range` (fitted to the rules), or
    /// the configuration's values.
    public init(configuration: SliderConfiguration, range: ClosedRange<Double>? = nil) {
        self.configuration = configuration
        model = SliderModel(configuration: configuration)
        if let range { model.setValues(lower: range.lowerBound, upper: range.upperBound) }
        bound = BoundValues(range.map { [$0.lowerBound, $0.upperBound] } ?? [model.lowerValue, model.upperValue])
    }

    /// The range the thumbs select: the lower value to the upper value.
    public var range: ClosedRange<Double> { model.lowerValue...model.upperValue }

    /// The layout at `size`, as the UIKit control lays out in its bounds.
    public func layout(size: CGSize, isRightToLeft: Bool) -> SliderTrackLayout {
        SliderTrackLayout(
            size: size, minimumValue: model.minimumValue, maximumValue: model.maximumValue,
            curvaceousness: configuration.curvaceousness, trackInset: configuration.trackInset,
            thumbInset: CGFloat(configuration.thumbInset), touchSlop: CGFloat(configuration.touchSlop),
            mirrorsInRightToLeft: configuration.mirrorsInRightToLeft, isRightToLeftLayout: isRightToLeft)
    }

    // MARK: The binding

    /// Shows the bound `range`: returns the range to write back when the model fitted it to
    /// other values (clamped, snapped, the gap kept), `nil` when the binding holds the model's.
    public mutating func sync(_ range: ClosedRange<Double>) -> ClosedRange<Double>? {
        sync(bounds: [range.lowerBound, range.upperBound])
    }

    /// Shows the bound lower and upper values, `bounds` (the first and the last; in any order,
    /// as two separate bindings may hold them): returns the range to write back when the model
    /// fitted them to other values, `nil` when the bindings hold the model's.
    public mutating func sync(bounds: [Double]) -> ClosedRange<Double>? {
        guard let lower = bounds.first, let upper = bounds.last else { return nil }
        let before = [model.lowerValue, model.upperValue]
        if [lower, upper] != before {
            model.setValues(lower: lower, upper: upper)
        }
        bound.take([lower, upper], before: before, after: [model.lowerValue, model.upperValue])
        return [lower, upper] == [model.lowerValue, model.upperValue] ? nil : range
    }

    /// What an outside change does under Reduce Motion: a range slider's spec declares no
    /// animation and so no `reduceMotion`; its change cross-fades, as Apple's guidance and every
    /// other spec's default `reduceMotion` has it.
    public var reduceMotion: ReduceMotion { .crossfade }

    /// What the view draws while the bindings hold `bounds` (see `BoundValues`): the lower and
    /// upper value of an outside change, fitted as `sync(bounds:)` will fit them, in the update
    /// that made it; else the model's.
    public func shown(bounds: [Double]) -> ShownValues {
        let values = [model.lowerValue, model.upperValue]
        guard let lower = bounds.first, let upper = bounds.last else { return ShownValues(values: values, isOutsideChange: false, changeCount: 0) }
        var fitted = model
        fitted.setValues(lower: lower, upper: upper)
        return bound.shown(bound: [lower, upper], fitted: [fitted.lowerValue, fitted.upperValue], model: values)
    }

    // MARK: Drags

    /// A change of the drag gesture that began at `start` and is now at `location`, in a
    /// control of `size`, at `time` (seconds on a steady clock): the touch begins (grabbing the
    /// thumbs under it, or nothing) and moves the grabbed thumb, as the UIKit control's tracking.
    /// A drag checked against `axis` (`dragAxis` where touches are shared with scrolling) that
    /// first moves more across it than along it is declined (`DragTracking`) and does nothing.
    public mutating func dragChanged(start: CGPoint, location: CGPoint, size: CGSize, isRightToLeft: Bool, time: Double,
                                     axis: DragAxis = .free) -> InputOutcome {
        let layout = layout(size: size, isRightToLeft: isRightToLeft)
        let steps = stepIndices
        var outcome = InputOutcome()
        for phase in tracking.change(start: start, location: location, axis: axis) {
            switch phase {
            case .begin(let point):
                drag = SliderDrag(at: point, model: model, layout: layout)
                if drag != nil {
                    outcome.editing = true
                    throttle.reset()
                }
            case .move(let point):
                guard var current = drag else { continue }
                if current.move(toX: point.x, model: &model, layout: layout) { outcome.changed = true }
                drag = current
                if let thumb = current.thumb { focusedThumb = thumb }
            }
        }
        if outcome.changed {
            outcome.announces = throttle.shouldAnnounce(at: time)
            noteSteps(from: steps)
        }
        return outcome
    }

    /// The end of the drag gesture: releases the thumb; editing ends, and the value is
    /// announced once more if the drag changed it.
    public mutating func dragEnded() -> InputOutcome {
        guard tracking.end(), let drag else { return InputOutcome() }
        self.drag = nil
        return InputOutcome(editing: false, announces: drag.hasChangedValues(of: model))
    }

    /// The direction a drag moves the thumbs along: the track's, which is horizontal.
    public var dragAxis: DragAxis { .horizontal }

    /// Whether a drag holds a thumb: the track is drawn highlighted.
    public var isDragging: Bool { drag != nil }

    /// Whether `thumb` is drawn highlighted, as being dragged.
    public func highlights(_ thumb: Int) -> Bool {
        drag?.highlights(thumb) ?? false
    }

    /// The thumbs in drawing order: the dragged ones last, on top.
    public var drawingOrder: [Int] {
        SliderDrag.drawingOrder(thumbCount: model.thumbCount, highlighted: drag?.candidates ?? [])
    }

    /// Holds `thumb` as a touch on its centre would, without moving it: a preview of the thumb
    /// being dragged.
    public mutating func grab(thumb: Int, size: CGSize, isRightToLeft: Bool) {
        guard model.values.indices.contains(thumb) else { return }
        let layout = layout(size: size, isRightToLeft: isRightToLeft)
        drag = SliderDrag(at: CGPoint(x: layout.position(of: model.value(ofThumb: thumb)), y: size.height / 2), model: model, layout: layout)
    }

    // MARK: Keys, the Crown, assistive technologies

    /// A key pressed on `thumb`'s element: the arrows by one accessibility step (the trailing
    /// arrow up, so mirrored when the slider is), Page Up and Page Down by ten, Home and End to
    /// the ends.
    public mutating func press(_ key: ControlKey, thumb: Int, isRightToLeft: Bool) -> InputOutcome {
        adjust(thumb: thumb, key.adjustment(isVertical: false, isRightToLeft: configuration.mirrorsInRightToLeft && isRightToLeft))
    }

    /// A move command (tvOS remote, macOS keyboard) on `thumb`'s element: as its arrow key.
    public mutating func move(_ direction: MoveDirection, thumb: Int, isRightToLeft: Bool) -> InputOutcome {
        press(direction.key, thumb: thumb, isRightToLeft: isRightToLeft)
    }

    /// Scrolling (macOS) that stands for presses of `key` with the pointer at `point` in a slider
    /// of `size`: the thumb nearest the pointer along the track, as a touch grabs the thumb whose
    /// centre is nearest (`SliderTrackLayout.thumbs(at:values:)`), moves as the key moves it, the
    /// upper of thumbs on one value when it moves up (`ScrollWheelInput.thumb(distances:up:)`);
    /// the focused thumb without a point.
    public mutating func scroll(_ key: ControlKey, at point: CGPoint?, size: CGSize, isRightToLeft: Bool) -> InputOutcome {
        let layout = layout(size: size, isRightToLeft: isRightToLeft)
        let adjustment = key.adjustment(isVertical: false, isRightToLeft: layout.isMirrored)
        guard let point else { return adjust(thumb: focusedThumb, adjustment) }
        let distances = model.values.map { Double(abs(point.x - layout.position(of: $0))) }
        return adjust(thumb: ScrollWheelInput.thumb(distances: distances, up: adjustment.isUp) ?? focusedThumb, adjustment)
    }

    /// The Crown turned to `rotation`: the focused thumb moves one accessibility step per detent.
    public mutating func turnCrown(to rotation: Double) -> InputOutcome {
        let steps = crown.steps(to: rotation)
        return steps == 0 ? InputOutcome() : adjust(thumb: focusedThumb, .steps(steps))
    }

    /// VoiceOver's increment or decrement of `thumb`'s element.
    public mutating func accessibilityAdjust(thumb: Int, _ direction: AdjustDirection) -> InputOutcome {
        adjust(thumb: thumb, direction.adjustment)
    }

    /// Moves `thumb` as `adjustment` asks (see `SliderModel.adjust(thumb:_:)`); the thumb
    /// becomes the focused one. Nothing while a drag holds a thumb.
    public mutating func adjust(thumb: Int, _ adjustment: ValueAdjustment) -> InputOutcome {
        guard drag == nil, model.values.indices.contains(thumb) else { return InputOutcome() }
        focusedThumb = thumb
        let steps = stepIndices
        let changed = model.adjust(thumb: thumb, adjustment)
        if changed { noteSteps(from: steps) }
        return InputOutcome(changed: changed)
    }

    // MARK: Accessibility elements and feedback

    /// The accessibility element at `position` of the reading order (see
    /// `SliderTrackLayout.accessibilityOrder(thumbCount:)`), laid over its thumb.
    public func thumbElement(atReadingPosition position: Int, size: CGSize, isRightToLeft: Bool) -> SliderThumbElement {
        let layout = layout(size: size, isRightToLeft: isRightToLeft)
        let order = layout.accessibilityOrder(thumbCount: model.thumbCount)
        let thumb = order[min(max(position, 0), order.count - 1)]
        return SliderThumbElement(thumb: thumb, frame: layout.thumbFrame(at: model.value(ofThumb: thumb)), position: position, count: order.count)
    }

    /// The step each thumb is on (see `SliderModel.stepIndex(ofThumb:)`).
    public var stepIndices: [Int] {
        model.values.indices.map { model.stepIndex(ofThumb: $0) }
    }

    /// Changes the feedback trigger when a thumb is on another step than in `before`.
    private mutating func noteSteps(from before: [Int]) {
        if stepIndices != before { feedbackTrigger &+= 1 }
    }
}
