/// The view-model of `rangeSlider.swift.mustache` and its `rangeSlider-*` partials. Every number
/// of the portable part comes from the kernel configuration, printed as one literal.
struct RangeSliderViewModel: Sendable, Encodable {
    /// The shared part.
    var control: ControlViewModel
    /// The kernel configuration as a Swift literal, `SliderConfiguration(…)`.
    var configuration: String
    /// The control events of each phase of the kernel's event contract.
    var events: ControlEventsViewModel
    /// The VoiceOver labels of the lower and the upper thumb, as an array literal of strings.
    var thumbLabels: String
    /// The accessibility value as a Swift expression of `lowerValue` and `upperValue`.
    var accessibilityValue: String
    /// The appearance properties and drawing steps.
    var appearance: SliderAppearance
    /// How the colours follow the appearance: `draw(_:)` resolves them, so a change redraws.
    var colorAppearance = ColorAppearanceViewModel(refresh: "setNeedsDisplay()")
    /// The step haptic, if the spec asks for one.
    var feedback: HapticsViewModel?
    /// What the initialisers' doc comments call the control (`control-initializers.swift`).
    var noun = "slider"
    /// The doc comment of the SwiftUI wrapper's initialiser (`two-value-view.swift`).
    var twoValueInitDoc = "Creates a view bound to two values."
    /// What the native SwiftUI view draws with (`rangeSlider-view.swift`).
    var native: RangeSliderNativeView
    /// How a drag moves the thumbs and how the values are reported: across a horizontal track, onto
    /// steps, as the lower and the upper value.
    var tracking = SliderTrackViewModel(dragType: "SliderDrag", playsFeedback: "model.step > 0, valuesBefore != model.values", followsTrack: false,
                                        moveTarget: "toX: touch.location(in: self).x", changedValues: "model.lowerValue, model.upperValue")

    /// Makes the view-model of a range slider.
    init(spec: ControlSpecification, slider: RangeSliderSpec, options: GenerationOptions) {
        control = ControlViewModel(spec: spec, options: options)
        control.dimsWhenDisabled = !RangeSliderSVG.stylesDisabled(slider)
        configuration = control.configuration(slider.kernelConfiguration(accessibility: spec.accessibility).swift)
        events = ControlEventsViewModel(valueControl: slider.events)
        let labels = Self.thumbLabels(spec.accessibility.label)
        thumbLabels = "[" + [labels.lower, labels.upper].map(SwiftLiteral.string).joined(separator: ", ") + "]"
        accessibilityValue = AccessibilityValueTemplate.swiftExpression(
            spec.accessibility.valueFormat, kernel: options.kernelNamespace(of: spec.name),
            placeholders: ["lower": "model.lowerValue", "upper": "model.upperValue"])
        appearance = SliderAppearance(slider)
        feedback = slider.stepFeedback.map(HapticsViewModel.init)
        native = RangeSliderNativeView(slider, typeName: spec.name, size: spec.size)
    }

    /// The VoiceOver labels of the thumbs: the control's label followed by `lower` or `upper`
    /// (`Range, lower`), or `Lower` and `Upper` without a label.
    static func thumbLabels(_ label: String?) -> (lower: String, upper: String) {
        guard let label, !label.isEmpty else { return ("Lower", "Upper") }
        return ("\(label), lower", "\(label), upper")
    }
}

/// The colours and widths of a range slider's native SwiftUI view, as SwiftUI expressions and
/// Swift literals: the spec's `track` and `thumb`.
struct RangeSliderNativeView: Sendable, Encodable {
    /// The track's, the highlight's, the thumbs' and the overlay's colours per state.
    var stateColors: [ViewStateColor]
    /// The colour laid over the lower half of the track, if any.
    var glossColor: String?
    /// The shadow inside the track's edge, if any.
    var innerShadow: ViewShadow?
    /// The track's outline, if any.
    var trackOutline: ViewOutline?
    /// The thumbs' drop shadow, if any.
    var thumbShadow: ViewShadow?
    /// The thumbs' outline, if any.
    var thumbOutline: ViewOutline?
    /// The gradient over the thumbs, if any.
    var thumbGradient: ViewGradient?
    /// The accessibility value of an element's thumb (`slider-view-thumbs.swift`): both values, as a Swift expression.
    var thumbValue: String
    /// The view's frame: the width offered, the spec's height.
    var frame: String
    /// What the UIKit-target wrapper's `sizeThatFits` answers: the width proposed, the spec's height.
    var fittingSize: String

    /// The view's drawing values of `slider`, the control named `typeName`, of the spec's `size`.
    init(_ slider: RangeSliderSpec, typeName: String, size: Size) {
        frame = SwiftUIFrame.slider(size: size, isVertical: false)
        fittingSize = SwiftUIFrame.fittingSize(size: size, isVertical: false)
        thumbValue = "\(typeName)Kernel.accessibilityValue(of: interaction.model)"
        stateColors = [
            ViewStateColor(slider.track.color, name: "trackColor"), ViewStateColor(slider.track.highlightColor, name: "trackHighlightColor"),
            ViewStateColor(slider.thumb.color, name: "thumbColor"), ViewStateColor(slider.thumb.overlay, name: "thumbOverlayColor"),
        ]
        glossColor = slider.track.gloss.map(SwiftColor.swiftUIColor)
        innerShadow = slider.track.innerShadow.map(ViewShadow.init)
        trackOutline = slider.track.outline.map(ViewOutline.init)
        thumbShadow = slider.thumb.shadow.map(ViewShadow.init)
        thumbOutline = slider.thumb.outline.map(ViewOutline.init)
        thumbGradient = slider.thumb.gradient.map(ViewGradient.init)
    }
}
