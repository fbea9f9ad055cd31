import Foundation

/// Everything a slider's SwiftUI view does with input, as one value the view keeps in its state:
/// drags through `DragTracking` onto the same `MultiSliderDrag` and layout the UIKit control uses
/// (a tap on the track included), keys and move commands along either orientation, Crown
/// detents, VoiceOver's adjustments of each thumb, the bound values (clamped, snapped, to be
/// written back; what the view draws of an outside change, `shown(_:)`), editing, throttled
/// announcements and the selection feedback's trigger. The view forwards each event and acts on
/// the returned `InputOutcome`; it computes nothing itself.
public struct MultiSliderInteraction: Hashable, Sendable {
    /// The spec's numbers.
    public let configuration: MultiSliderConfiguration
    /// The values.
    public private(set) var model: MultiSliderModel
    /// The drag in progress, once a touch grabbed a thumb (or moved one to it).
    public private(set) var drag: MultiSliderDrag?
    /// The thumb the Crown moves: the one last dragged, pressed a key on or adjusted.
    public private(set) var focusedThumb = 0
    /// A number that changes whenever an input moves a thumb onto or past one of the slider's
    /// `SliderDetents`: the trigger of the view's selection feedback.
    public private(set) var feedbackTrigger = 0
    /// The bound values the view took, for what it draws of them.
    private var bound: BoundValues
    /// The drag gesture as touch phases.
    private var tracking = DragTracking()
    /// The Crown's detents.
    private var crown = CrownInput()
    /// The announcements while dragging.
    private var throttle = AnnouncementThrottle()

    /// The interaction of a slider of `configuration` showing `values` (fitted to the rules).
    public init(configuration: MultiSliderConfiguration, values: [Double]) {
        self.configuration = configuration
        model = MultiSliderModel(configuration: configuration)
        model.setValues(values)
        bound = BoundValues(values)
    }

    /// The values, one per thumb, lowest first.
    public var values: [Double] { model.values }

    /// The layout at `size`, as the UIKit control lays out in its bounds.
    public func layout(size: CGSize, isRightToLeft: Bool) -> MultiSliderLayout {
        MultiSliderLayout(
            configuration: configuration, size: size, minimumValue: model.minimumValue, maximumValue: model.maximumValue,
            isRightToLeftLayout: isRightToLeft)
    }

    // MARK: The binding

    /// Takes the bound `values`: returns the values to write back when the model fitted them to
    /// others (clamped, snapped, a value per thumb), `nil` when the binding holds the model's.
    public mutating func sync(_ values: [Double]) -> [Double]? {
        guard values != model.values else {
            bound.take(values, before: model.values, after: model.values)
            return nil
        }
        let before = model.values
        model.setValues(values)
        bound.take(values, before: before, after: model.values)
        return values == model.values ? nil : model.values
    }

    /// What the view draws while the binding holds `values` (see `BoundValues`): an outside
    /// change fitted as `sync(_:)` will fit it, in the update that made it; else the model's values.
    public func shown(_ values: [Double]) -> ShownValues {
        var fitted = model
        fitted.setValues(values)
        return bound.shown(bound: values, fitted: fitted.values, model: model.values)
    }

    // MARK: Drags

    /// A change of the drag gesture that began at `start` and is now at `location`, in a
    /// control of `size`, at `time` (seconds on a steady clock), as the UIKit control's tracking:
    /// the touch begins (grabbing the thumbs under it, or moving the nearest thumb to a touch on
    /// the track when the slider allows it), then moves the grabbed thumb along the track. A drag
    /// checked against `axis` (`dragAxis` where touches are shared with scrolling) that first moves
    /// more across it than along it is declined (`DragTracking`) and does nothing.
    public mutating func dragChanged(start: CGPoint, location: CGPoint, size: CGSize, isRightToLeft: Bool, time: Double,
                                     axis: DragAxis = .free) -> InputOutcome {
        let layout = layout(size: size, isRightToLeft: isRightToLeft)
        let before = model.values
        var outcome = InputOutcome()
        for phase in tracking.change(start: start, location: location, axis: axis) {
            switch phase {
            case .begin(let point):
                drag = MultiSliderDrag(at: point, model: &model, layout: layout, movesNearestThumbOnTap: configuration.movesNearestThumbOnTap)
                if let drag {
                    outcome.editing = true
                    outcome.changed = drag.jumped
                    throttle.reset()
                    if let thumb = drag.thumb { focusedThumb = thumb }
                }
            case .move(let point):
                guard var current = drag else { continue }
                if current.move(to: point, model: &model, layout: layout) { outcome.changed = true }
                drag = current
                if let thumb = current.thumb { focusedThumb = thumb }
            }
        }
        if outcome.changed {
            outcome.announces = throttle.shouldAnnounce(at: time)
            noteCrossing(from: before)
        }
        return outcome
    }

    /// The end of the drag gesture: releases the thumb; editing ends, and the value is
    /// announced once more if the touch changed it.
    public mutating func dragEnded() -> InputOutcome {
        guard tracking.end(), let drag else { return InputOutcome() }
        self.drag = nil
        return InputOutcome(editing: false, announces: drag.hasChangedValues(of: model))
    }

    /// The direction a drag moves the thumbs along: the slider's orientation.
    public var dragAxis: DragAxis {
        configuration.orientation == .vertical ? .vertical : .horizontal
    }

    /// Whether a drag holds a thumb: the track is drawn highlighted.
    public var isDragging: Bool { drag != nil }

    /// Whether `thumb` is drawn highlighted, as being dragged.
    public func highlights(_ thumb: Int) -> Bool {
        drag?.highlights(thumb) ?? false
    }

    /// The thumbs in drawing order: the dragged ones last, on top.
    public var drawingOrder: [Int] {
        drag?.drawingOrder(thumbCount: model.thumbCount) ?? Array(model.values.indices)
    }

    /// Holds `thumb` as a touch on its centre would, without moving it: a preview of the thumb
    /// being dragged.
    public mutating func grab(thumb: Int, size: CGSize, isRightToLeft: Bool) {
        guard model.values.indices.contains(thumb) else { return }
        let layout = layout(size: size, isRightToLeft: isRightToLeft)
        drag = MultiSliderDrag(at: layout.center(of: model.value(ofThumb: thumb)), model: &model, layout: layout, movesNearestThumbOnTap: false)
    }

    // MARK: Keys, the Crown, assistive technologies

    /// A key pressed on `thumb`'s element: the arrows by one accessibility step (up, and the
    /// trailing arrow of a horizontal slider, mirrored when the slider is), Page Up and Page Down
    /// by ten, Home and End to the ends.
    public mutating func press(_ key: ControlKey, thumb: Int, isRightToLeft: Bool) -> InputOutcome {
        let layout = layout(size: .zero, isRightToLeft: isRightToLeft)
        return adjust(thumb: thumb, key.adjustment(isVertical: configuration.orientation == .vertical, isRightToLeft: layout.track.isMirrored))
    }

    /// A move command (tvOS remote, macOS keyboard) on `thumb`'s element: as its arrow key.
    public mutating func move(_ direction: MoveDirection, thumb: Int, isRightToLeft: Bool) -> InputOutcome {
        press(direction.key, thumb: thumb, isRightToLeft: isRightToLeft)
    }

    /// Scrolling (macOS) that stands for presses of `key` with the pointer at `point` in a slider
    /// of `size`: the thumb nearest the pointer by the distance a tap measures
    /// (`MultiSliderLayout.nearestThumb(to:values:)`) moves as the key moves it, the highest of
    /// thumbs on one value when it moves up (`ScrollWheelInput.thumb(distances:up:)`); the focused
    /// thumb without a point.
    public mutating func scroll(_ key: ControlKey, at point: CGPoint?, size: CGSize, isRightToLeft: Bool) -> InputOutcome {
        let layout = layout(size: size, isRightToLeft: isRightToLeft)
        let adjustment = key.adjustment(isVertical: configuration.orientation == .vertical, isRightToLeft: layout.track.isMirrored)
        guard let point else { return adjust(thumb: focusedThumb, adjustment) }
        let target = layout.value(at: point)
        let thumb = ScrollWheelInput.thumb(distances: model.values.map { abs($0 - target) }, up: adjustment.isUp) ?? focusedThumb
        return adjust(thumb: thumb, adjustment)
    }

    /// The Crown turned to `rotation`: the focused thumb moves one accessibility step (or snap
    /// value) per detent.
    public mutating func turnCrown(to rotation: Double) -> InputOutcome {
        let steps = crown.steps(to: rotation)
        return steps == 0 ? InputOutcome() : adjust(thumb: focusedThumb, .steps(steps))
    }

    /// VoiceOver's increment or decrement of `thumb`'s element.
    public mutating func accessibilityAdjust(thumb: Int, _ direction: AdjustDirection) -> InputOutcome {
        adjust(thumb: thumb, direction.adjustment)
    }

    /// Moves `thumb` as `adjustment` asks (see `MultiSliderModel.adjust(thumb:_:)`); the thumb
    /// becomes the focused one. Nothing while a drag holds a thumb.
    public mutating func adjust(thumb: Int, _ adjustment: ValueAdjustment) -> InputOutcome {
        guard drag == nil, model.values.indices.contains(thumb) else { return InputOutcome() }
        focusedThumb = thumb
        let before = model.values
        let changed = model.adjust(thumb: thumb, adjustment)
        if changed { noteCrossing(from: before) }
        return InputOutcome(changed: changed)
    }

    // MARK: Drawing, accessibility elements and feedback

    /// The tick marks' rectangles in `layout`, lowest value first; none without ticks.
    public func tickRects(in layout: MultiSliderLayout) -> [CGRect] {
        guard let ticks = configuration.ticks else { return [] }
        return ticks.values(for: model).map { layout.tickRect(at: $0, length: CGFloat(ticks.length), width: CGFloat(ticks.width)) }
    }

    /// A value label: its text and where it is drawn.
    public struct ValueLabel: Hashable, Sendable {
        /// The value as the label shows it.
        public var text: String
        /// The point the text is anchored at, in the control.
        public var point: CGPoint
        /// Which point of the text lies there, in unit coordinates of the text's bounds (0.5, 0.5
        /// for its centre; x 1 for its trailing edge).
        public var anchor: CGPoint
    }

    /// The value labels of thumbs drawn at `values` in `layout`, for a font of `fontSize` points
    /// whose lines are `lineHeight` font sizes high: each beside its thumb's frame where
    /// `MultiSliderLayout.labelFrame(at:textSize:side:spacing:)` puts it (centred on the thumb
    /// along a horizontal track; against the thumb's side across a vertical one). None without labels.
    public func valueLabels(at values: [Double], in layout: MultiSliderLayout, fontSize: Double, lineHeight: Double) -> [ValueLabel] {
        guard let labels = configuration.valueLabels else { return [] }
        let textSize = CGSize(width: 0, height: CGFloat(fontSize * lineHeight))
        let anchorX: CGFloat = switch (configuration.orientation, labels.side) {
        case (.horizontal, _): 0.5
        case (.vertical, .above): 1
        case (.vertical, .below): 0
        }
        return values.map { value in
            let frame = layout.labelFrame(at: value, textSize: textSize, side: labels.side, spacing: CGFloat(labels.spacing))
            return ValueLabel(text: SpokenNumber.text(value, fractionDigits: labels.fractionDigits),
                              point: CGPoint(x: frame.midX, y: frame.midY), anchor: CGPoint(x: anchorX, y: 0.5))
        }
    }

    /// The accessibility element at `position` of the reading order (see
    /// `MultiSliderLayout.accessibilityOrder(thumbCount:)`), laid over its thumb.
    public func thumbElement(atReadingPosition position: Int, size: CGSize, isRightToLeft: Bool) -> SliderThumbElement {
        let layout = layout(size: size, isRightToLeft: isRightToLeft)
        let order = layout.accessibilityOrder(thumbCount: model.thumbCount)
        let thumb = order[min(max(position, 0), order.count - 1)]
        return SliderThumbElement(thumb: thumb, frame: layout.thumbFrame(at: model.value(ofThumb: thumb)), position: position, count: order.count)
    }

    /// The step or snap value each thumb is on (see `MultiSliderModel.stepIndex(ofThumb:)`).
    public var stepIndices: [Int] {
        model.values.indices.map { model.stepIndex(ofThumb: $0) }
    }

    /// The values the selection feedback marks.
    public var detents: SliderDetents {
        SliderDetents(model: model, ticks: configuration.ticks)
    }

    /// Changes the feedback trigger when a thumb moved from `before` onto or past a detent.
    private mutating func noteCrossing(from before: [Double]) {
        if detents.isCrossed(from: before, to: model.values) { feedbackTrigger &+= 1 }
    }
}
