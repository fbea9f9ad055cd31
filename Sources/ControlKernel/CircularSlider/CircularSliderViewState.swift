import Foundation

/// Everything a circular slider's SwiftUI view does with input, without SwiftUI, so it runs and
/// is tested on any platform: the view keeps one in `@State`, hands it each event and writes back
/// what it says.
///
/// Drags go through `DragTracking` onto the model's `beginTouch` and `moveTouch` in the layout
/// the UIKit control uses, so the same touch points grab the same thumb and give the same values;
/// a drag that grabs no thumb is left alone, as UIKit's control declines the touch. Scrolling
/// moves the thumb nearest the pointer. Keys, move commands and the Digital Crown move the focused
/// thumb (the one the last drag, scroll or adjustment moved) by the accessibility step, up and
/// right turning it up, down and left down: the circle is drawn the same in either layout
/// direction, so the arrows are never mirrored. Each thumb is adjustable on its own by assistive
/// technologies.
public struct CircularSliderViewState: Equatable, Sendable {
    /// The value model the input moves.
    public private(set) var model: CircularSliderModel
    /// The drag being followed.
    public private(set) var drag = DragTracking()
    /// The thumb keys, move commands and the Crown move.
    public private(set) var focusedThumb = 0
    /// The Digital Crown's detents counted so far.
    private var crownInput = CrownInput()
    /// When a value was last announced during a drag.
    private var throttle = AnnouncementThrottle()
    /// The bound values the view took, for what it draws of them.
    private var bound: BoundValues
    /// How far the drawn values lie from the model's, in whole spans of a seamless track, one per
    /// thumb: an outside change across the seam is drawn the short way round
    /// (`CircularSliderModel.unwrapped(_:near:)`), so SwiftUI, which interpolates the drawn values
    /// linearly, animates it through the seam; the drawing brings them back into the range.
    private var drawnOffsets: [Double]

    /// The state of a slider with `configuration` at its initial values.
    public init(configuration: CircularConfiguration) {
        model = CircularSliderModel(configuration: configuration)
        bound = BoundValues(model.values)
        drawnOffsets = model.values.map { _ in 0 }
    }

    /// The values drawn while no outside change is shown: the model's, moved by `drawnOffsets`.
    private var drawnValues: [Double] {
        guard drawnOffsets.count == model.values.count else { return model.values }
        return zip(model.values, drawnOffsets).map(+)
    }

    /// The thumbs' values, lowest first.
    public var values: [Double] { model.values }

    /// The value of a one-thumb slider (the lower value of two).
    public var value: Double { model.value }

    /// The values of a two-thumb slider whose range does not wrap, from the lower to the upper.
    public var range: ClosedRange<Double> { model.lowerValue...model.upperValue }

    /// The values of a two-thumb slider whose range wraps (`CircularTrack.isSeamless`), from the
    /// first thumb's forward to the second's, across the seam when the first is the greater.
    public var selection: CircularSelection { CircularSelection(start: model.lowerValue, end: model.upperValue) }

    /// How many thumbs there are.
    public var thumbCount: Int { model.thumbCount }

    /// The index of the step each thumb's value is on: the trigger of the selection haptic.
    public var stepIndices: [Int] { model.values.indices.map { model.stepIndex(ofThumb: $0) } }

    /// Whether a drag is moving a thumb: the control's highlighted state.
    public var isHighlighted: Bool { model.activeThumb != nil }

    /// Takes the value of a one-thumb view's binding: clamped and snapped. Returns the value when
    /// it differs from `bound`, for the view to write back, else `nil`.
    public mutating func sync(to bound: Double) -> Double? {
        take([bound])
        return model.value == bound ? nil : model.value
    }

    /// Takes the values of a two-thumb view's binding: snapped, within the range and the minimum
    /// distance apart (where they conflict, the lower wins). Returns the range when it differs
    /// from `bound`, for the view to write back, else `nil`.
    public mutating func sync(to bound: ClosedRange<Double>) -> ClosedRange<Double>? {
        take([bound.lowerBound, bound.upperBound])
        return range == bound ? nil : range
    }

    /// Takes the values of a wrapping two-thumb view's binding: snapped, within the range and the
    /// minimum distance apart both ways round (where they conflict, the start wins). Returns the
    /// selection when it differs from `bound`, for the view to write back, else `nil`.
    public mutating func sync(to bound: CircularSelection) -> CircularSelection? {
        take([bound.start, bound.end])
        return selection == bound ? nil : selection
    }

    /// What a one-thumb view draws while its binding holds `bound` (see `shown(_:)`).
    public func shown(_ bound: Double) -> ShownValues {
        shown([bound])
    }

    /// What a two-thumb view draws while its binding holds `bound` (see `shown(_:)`).
    public func shown(_ bound: ClosedRange<Double>) -> ShownValues {
        shown([bound.lowerBound, bound.upperBound])
    }

    /// What a wrapping two-thumb view draws while its binding holds `bound` (see `shown(_:)`).
    public func shown(_ bound: CircularSelection) -> ShownValues {
        shown([bound.start, bound.end])
    }

    /// What the view draws while its binding holds `bound` (the value, or the two thumbs'
    /// values, lower or start first; see `BoundValues`): an outside change fitted as `sync(to:)`
    /// will fit it, in the update that made it, on a seamless track the short way round from the
    /// values drawn before (`CircularSliderModel.unwrapped(_:near:)`); else the model's values.
    public func shown(_ bound: [Double]) -> ShownValues {
        var fitted = model
        Self.fit(bound, into: &fitted)
        var shown = self.bound.shown(bound: bound, fitted: fitted.values, model: model.values)
        shown.values = shown.isOutsideChange ? model.unwrapped(shown.values, near: drawnValues) : drawnValues
        return shown
    }

    /// Takes the bound values into the model, noting an outside change, which is drawn from then
    /// on the short way round from the values drawn before it.
    private mutating func take(_ values: [Double]) {
        let before = model.values, drawn = drawnValues, changes = bound.outsideChanges
        Self.fit(values, into: &model)
        bound.take(values, before: before, after: model.values)
        guard bound.outsideChanges != changes else { return }
        drawnOffsets = zip(model.unwrapped(model.values, near: drawn), model.values).map { $0 - $1 }
    }

    /// Sets `model` to the bound `values`: a one-thumb slider's value, or both thumbs' values.
    private static func fit(_ values: [Double], into model: inout CircularSliderModel) {
        if values.count == 1 { model.setValue(values[0], ofThumb: 0) } else { model.setValues(values) }
    }

    // MARK: - Layout

    /// The layout in a view of `size`, as the UIKit control lays out in bounds of that size.
    public func layout(in size: CGSize) -> CircularLayout {
        let configuration = model.configuration
        return CircularLayout(bounds: CGRect(origin: .zero, size: size), lineWidth: configuration.lineWidth,
                              thumbRadius: configuration.thumbRadius, thumbOutlineWidth: configuration.thumbOutlineWidth)
    }

    /// What the view draws in a view of `size`, the thumbs at `values` (by default the model's,
    /// where their accessibility elements are; else as an outside change moves them).
    public func drawing(in size: CGSize, values: [Double]? = nil) -> CircularSliderViewDrawing {
        CircularSliderViewDrawing(model: model, layout: layout(in: size), values: values)
    }

    // MARK: - Drags

    /// A change of the view's drag from `start`, now at `location`, in a view of `size`, at `time`
    /// (seconds on a steady clock). The first change grabs a thumb, if the touch is on one or on
    /// the track, and moves it to the touch.
    public mutating func dragChanged(start: CGPoint, location: CGPoint, in size: CGSize, at time: Double) -> InputOutcome {
        let layout = layout(in: size)
        var changed = false, began = false
        for step in drag.change(start: start, location: location) {
            switch step {
            case .begin(let point):
                changed = model.beginTouch(at: point, in: layout)
                began = model.activeThumb != nil
                if let thumb = model.activeThumb { focusedThumb = thumb }
            case .move(let point):
                guard model.activeThumb != nil else { continue }
                changed = model.moveTouch(to: point, in: layout) || changed
            }
        }
        return InputOutcome(changed: changed, editing: began ? true : nil, announces: changed && throttle.shouldAnnounce(at: time))
    }

    /// The end of the view's drag: the touch ends; editing ends if the drag had grabbed a thumb.
    public mutating func dragEnded() -> InputOutcome {
        guard drag.end() else { return InputOutcome() }
        let grabbed = model.activeThumb != nil
        model.endTouch()
        throttle.reset()
        return InputOutcome(editing: grabbed ? false : nil)
    }

    // MARK: - Keys, move commands, the Crown, assistive technologies

    /// A key press, for the focused thumb: arrows by one accessibility step, Page Up and Page Down
    /// by ten, Home and End as far as the range and the other thumb let it go.
    public mutating func press(_ key: ControlKey) -> InputOutcome {
        InputOutcome(changed: model.adjust(thumb: focusedThumb, key.adjustment(isVertical: true, isRightToLeft: false)))
    }

    /// A move command (tvOS's remote, macOS's arrows), as its arrow key.
    public mutating func move(_ direction: MoveDirection) -> InputOutcome {
        press(direction.key)
    }

    /// Scrolling (macOS) that stands for presses of `key` with the pointer at `point` in a view of
    /// `size`: the thumb a touch on the track at the pointer's angle would move least
    /// (`CircularSliderModel.moves(to:in:)`) moves as the key moves it, the higher of two thumbs on
    /// one value when it moves up (`ScrollWheelInput.thumb(distances:up:)`), and becomes the
    /// focused one; the focused thumb without a point.
    public mutating func scroll(_ key: ControlKey, at point: CGPoint?, in size: CGSize) -> InputOutcome {
        let adjustment = key.adjustment(isVertical: true, isRightToLeft: false)
        if let point, let thumb = ScrollWheelInput.thumb(distances: model.moves(to: point, in: layout(in: size)), up: adjustment.isUp) {
            focusedThumb = thumb
        }
        return InputOutcome(changed: model.adjust(thumb: focusedThumb, adjustment))
    }

    /// The Digital Crown turned to `rotation` (in detents): the focused thumb moves one
    /// accessibility step per detent.
    public mutating func crown(to rotation: Double) -> InputOutcome {
        let steps = crownInput.steps(to: rotation)
        return InputOutcome(changed: steps != 0 && model.adjust(thumb: focusedThumb, .steps(steps)))
    }

    /// An assistive technology's increment or decrement of `thumb`: one accessibility step. The
    /// thumb becomes the focused one.
    public mutating func adjust(thumb: Int, _ direction: AdjustDirection) -> InputOutcome {
        focusedThumb = thumb
        return InputOutcome(changed: model.adjust(thumb: thumb, direction.adjustment))
    }
}

/// A two-thumb circular slider's values when its range wraps: from `start` forward along the track
/// to `end`, across the seam when `start` is the greater (22 to 6 on a 24-hour dial).
public struct CircularSelection: Hashable, Sendable {
    /// The first thumb's value: where the selection starts.
    public var start: Double
    /// The second thumb's value: where the selection ends.
    public var end: Double

    /// A selection from `start` forward to `end`.
    public init(start: Double, end: Double) {
        self.start = start
        self.end = end
    }
}

/// What a circular slider's SwiftUI view draws, in its coordinates (y down): the track, the fill
/// and the thumbs.
public struct CircularSliderViewDrawing: Hashable, Sendable {
    /// The centre of the track.
    public var center: CGPoint
    /// The track's radius.
    public var radius: CGFloat
    /// The screen angles the track runs between, in radians.
    public var trackStartAngle: Double, trackEndAngle: Double
    /// The screen angles the fill runs between; `nil` when the fill is empty.
    public var fillStartAngle: Double?, fillEndAngle: Double?
    /// The `clockwise` argument of the arcs in a path whose y grows down (SwiftUI's `Path`): the
    /// opposite of the track's direction on screen.
    public var pathClockwise: Bool
    /// The stroke width of the track and the fill, and of the outline round each thumb.
    public var lineWidth: CGFloat, thumbOutlineWidth: CGFloat
    /// Each thumb's frame, lowest value first.
    public var thumbFrames: [CGRect]
    /// Each thumb's centre: where its accessibility element is placed.
    public var thumbCenters: [CGPoint]
    /// The centre of a thumb's frame in the frame's own coordinates: where VoiceOver activates
    /// a thumb's element.
    public var thumbActivationPoint: CGPoint
    /// Whether the thumbs have an outline to stroke (a stroke 0 wide would draw a hairline).
    public var drawsThumbOutline: Bool

    /// The drawing of `values` (by default `model`'s values, lowest first) in `layout`.
    public init(model: CircularSliderModel, layout: CircularLayout, values: [Double]? = nil) {
        let values = values ?? model.values
        let track = model.trackScreenAngles, fill = model.fillScreenAngles(for: values)
        center = layout.center
        radius = layout.radius
        trackStartAngle = track.start
        trackEndAngle = track.end
        fillStartAngle = fill?.start
        fillEndAngle = fill?.end
        pathClockwise = !track.clockwise
        lineWidth = CGFloat(layout.lineWidth)
        thumbOutlineWidth = CGFloat(layout.thumbOutlineWidth)
        thumbFrames = values.map { layout.thumbFrame(atScreenAngle: model.screenAngle(of: $0)) }
        thumbCenters = values.map { layout.point(atScreenAngle: model.screenAngle(of: $0)) }
        thumbActivationPoint = CGPoint(x: layout.thumbRadius, y: layout.thumbRadius)
        drawsThumbOutline = layout.thumbOutlineWidth > 0
    }
}
