/// The view-model of `rangeSlider.swift.mustache` and its `rangeSlider-*` partials. Every number
/// of the portable part comes from the kernel configuration, printed as one literal.
struct RangeSliderViewModel: Sendable, Encodable {
    /// The shared part.
    var control: ControlViewModel
    /// The kernel configuration as a Swift literal, `SliderConfiguration(…)`.
    var configuration: String
    /// The control events per touch phase, as `UIControl.Event` literals.
    var events: RangeSliderEvents
    /// The VoiceOver labels of the lower and the upper thumb, as string literals.
    var lowerThumbLabel: String, upperThumbLabel: String
    /// The accessibility value as a Swift expression of `lowerValue` and `upperValue`.
    var accessibilityValue: String
    /// The appearance properties and drawing steps.
    var appearance: RangeSliderAppearance
    /// The step haptic, if the spec asks for one.
    var feedback: HapticViewModel?

    /// Makes the view-model of a range slider.
    init(spec: ControlSpecification, slider: RangeSliderSpec, options: GenerationOptions) {
        control = ControlViewModel(spec: spec, options: options)
        configuration = SliderConfigurationLiteral.swift(slider.kernelConfiguration(accessibility: spec.accessibility), indent: "    ")
        events = RangeSliderEvents(slider.events)
        let labels = Self.thumbLabels(spec.accessibility.label)
        lowerThumbLabel = SwiftLiteral.string(labels.lower)
        upperThumbLabel = SwiftLiteral.string(labels.upper)
        accessibilityValue = AccessibilityValueTemplate.swiftExpression(
            spec.accessibility.valueFormat ?? "{lower} to {upper}",
            placeholders: ["lower": "lowerValue", "upper": "upperValue"])
        appearance = RangeSliderAppearance(slider)
        feedback = slider.stepFeedback.map(HapticViewModel.init)
    }

    /// The VoiceOver labels of the thumbs: the control's label followed by `lower` or `upper`
    /// (`Range, lower`), or `Lower` and `Upper` without a label.
    static func thumbLabels(_ label: String?) -> (lower: String, upper: String) {
        guard let label, !label.isEmpty else { return ("Lower", "Upper") }
        return ("\(label), lower", "\(label), upper")
    }
}

/// The `UIControl.Event` literals sent at each phase of a drag, e.g. `[.editingDidBegin]`. The
/// touch events `UIControl` sends itself are already left out by the semantics.
struct RangeSliderEvents: Sendable, Encodable {
    /// Sent when tracking begins.
    var begin: String
    /// Sent when a value changes: on every move when continuous, else when the drag finishes.
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
struct HapticViewModel: Sendable, Encodable {
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
