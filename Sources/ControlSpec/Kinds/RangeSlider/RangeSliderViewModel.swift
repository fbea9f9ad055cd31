/// The view-model of `rangeSlider.swift.mustache` and its `rangeSlider-*` partials.
struct RangeSliderViewModel: Sendable {
    /// The shared part.
    var control: ControlViewModel
    /// The initial range and values, as Swift literals.
    var minimumValue: String, maximumValue: String, lowerValue: String, upperValue: String
    /// The step values snap to (0 for none), as a Swift literal.
    var step: String
    /// The smallest distance between the values, as a Swift literal.
    var minimumGap: String
    /// `true` or `false`: whether `.valueChanged` is sent on every move.
    var isContinuous: String
    /// The corner roundness 0…1, as a Swift literal.
    var curvaceousness: String
    /// The track's vertical inset as a Swift expression of `size` (a `CGSize`).
    var trackInset: String
    /// How far a thumb's drawn body is inset from its square frame, leaving room for its shadow
    /// and outline, as a Swift literal.
    var thumbInset: String
    /// How far outside a thumb a touch still grabs it, as a Swift literal.
    var touchSlop: String
    /// `true` or `false`: whether right-to-left layouts put the minimum on the right.
    var mirrorsInRightToLeft: String
    /// The control events per touch phase, as `UIControl.Event` literals.
    var events: RangeSliderEvents
    /// How far one VoiceOver increment or decrement moves the range, as a Swift literal.
    var accessibilityStep: String
    /// The accessibility value as a Swift expression of `lowerValue` and `upperValue`.
    var accessibilityValue: String
    /// The appearance properties and drawing steps.
    var appearance: RangeSliderAppearance
    /// The step haptic, if the spec asks for one.
    var feedback: HapticViewModel?

    /// Makes the view-model of a range slider.
    init(spec: ControlSpecification, slider: RangeSliderSpec, options: GenerationOptions) {
        control = ControlViewModel(spec: spec, options: options)
        let value = slider.value
        minimumValue = SwiftLiteral.number(value.min)
        maximumValue = SwiftLiteral.number(value.max)
        lowerValue = SwiftLiteral.number(value.lower)
        upperValue = SwiftLiteral.number(value.upper)
        step = SwiftLiteral.number(value.step)
        minimumGap = SwiftLiteral.number(value.minimumGap)
        isContinuous = SwiftLiteral.bool(value.isContinuous)
        curvaceousness = SwiftLiteral.number(slider.curvaceousness)
        trackInset = switch slider.track.inset {
        case .points(let points): SwiftLiteral.number(points)
        case .heightDividedBy(let divisor): "size.height / \(SwiftLiteral.number(divisor))"
        case .widthDividedBy(let divisor): "size.width / \(SwiftLiteral.number(divisor))"
        }
        let shadowExtent = slider.thumb.shadow.map { max(abs($0.offset.x), abs($0.offset.y)) + $0.blur } ?? 0
        thumbInset = SwiftLiteral.number(max(shadowExtent, (slider.thumb.outline?.width ?? 0) / 2))
        touchSlop = SwiftLiteral.number(slider.touchSlop)
        mirrorsInRightToLeft = SwiftLiteral.bool(slider.mirrorsInRightToLeft)
        events = RangeSliderEvents(slider.events)
        accessibilityStep = SwiftLiteral.number(spec.accessibility.adjustmentStep(min: value.min, max: value.max, valueStep: value.step))
        accessibilityValue = AccessibilityValueTemplate.swiftExpression(
            spec.accessibility.valueFormat ?? "{lower} to {upper}",
            placeholders: ["lower": "lowerValue", "upper": "upperValue"])
        appearance = RangeSliderAppearance(slider)
        feedback = slider.stepFeedback.map(HapticViewModel.init)
    }
}

/// The `UIControl.Event` literals sent at each phase of a drag, e.g. `[.editingDidBegin]`.
struct RangeSliderEvents: Sendable {
    /// Sent when tracking begins.
    var begin: String
    /// Sent on every change while tracking.
    var change: String
    /// Sent when the touch ends.
    var end: String
    /// Sent when the touch is cancelled.
    var cancel: String

    /// Turns the spec's event names (checked against `SpecLanguage.controlEvents`) into literals.
    init(_ events: ControlEvents) {
        begin = Self.literal(events.begin)
        change = Self.literal(events.change)
        end = Self.literal(events.end)
        cancel = Self.literal(events.cancel)
    }

    /// An option-set literal of the known event names among `names`.
    static func literal(_ names: [String]) -> String {
        "[" + names.filter(SpecLanguage.controlEvents.contains).map { ".\($0)" }.joined(separator: ", ") + "]"
    }
}

/// A haptic played on step changes: the generator to create and the call that plays it.
struct HapticViewModel: Sendable {
    /// The generator's type, `UISelectionFeedbackGenerator` or `UIImpactFeedbackGenerator`.
    var type: String
    /// The expression that creates the generator.
    var make: String
    /// The method that plays the haptic.
    var play: String

    /// Makes the haptic of a style.
    init(_ style: HapticStyle) {
        switch style {
        case .selection:
            type = "UISelectionFeedbackGenerator"
            make = "UISelectionFeedbackGenerator()"
            play = "selectionChanged()"
        case .light, .medium, .heavy, .soft, .rigid:
            type = "UIImpactFeedbackGenerator"
            make = "UIImpactFeedbackGenerator(style: .\(style.rawValue))"
            play = "impactOccurred()"
        }
    }
}
