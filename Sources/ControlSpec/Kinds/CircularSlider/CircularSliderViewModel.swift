import ControlKernel

/// The view-model of `circularSlider.swift.mustache` and its partials: every value already Swift
/// source. Numbers come from the kernel configuration, printed once; the rest is what only the
/// UIKit class needs: colours, events, haptics and VoiceOver's wording.
struct CircularSliderViewModel: Sendable, Encodable {
    /// The shared part.
    var control: ControlViewModel
    /// The kernel configuration as a `CircularConfiguration(...)` expression.
    var configuration: String
    /// The accessibility value of one thumb as a Swift string expression inside the model, of
    /// `values[thumb]` and `fraction(ofThumb: thumb)`.
    var accessibilityValue: String
    /// The VoiceOver labels of the thumbs, lowest first, as an array literal.
    var thumbLabels: String
    /// Whether the slider has two thumbs (a range).
    var twoThumbs: Bool
    /// The type of the two-thumb SwiftUI view's values and the view state's property that gives
    /// them: `ClosedRange<Double>` and `range`, or, when the range wraps, the kernel's
    /// `CircularSelection` and `selection`.
    var valuesType: String, valuesState: String
    /// Whether each thumb is its own VoiceOver element, which a change of `isEnabled` updates
    /// (`rotary-state-changes.swift`); the knob is one element.
    var hasThumbElements = true
    /// The control events of each phase of the kernel's event contract.
    var events: ControlEventsViewModel
    /// The colours per state of the track, the fill, the thumbs and their outline.
    var trackColor, fillColor, thumbColor, thumbOutlineColor: KnobViewModel.StateColors
    /// The same colours, each resolved for the control's state.
    var currentColors: [KnobViewModel.CurrentColor]
    /// How the colours follow the appearance: shape layers hold `CGColor`s.
    var colorAppearance = ColorAppearanceViewModel(refresh: "updateAppearance()")
    /// How an animated value change redraws: the shape layers are laid out at the shown values.
    var valueTransition = ValueTransitionViewModel(redraw: "drawLayers()")
    /// The ends of the track and the fill: the `CAShapeLayerLineCap` member, `round`, `butt` or
    /// `square`.
    var lineCap: String
    /// Step haptics, when the spec asks for them.
    var feedback: HapticsViewModel?
    /// What the initialisers' doc comments call the control (`control-initializers.swift`).
    var noun = "circular slider"
    /// What the user does to change the value, for the SwiftUI wrapper's doc comment (`value-view.swift`).
    var valueGesture = "drags the thumb"
    /// What the native SwiftUI view inserts (`circularSlider-view.swift`).
    var view: RotaryViewModel
    /// The doc comment of the two-thumb SwiftUI wrapper's initialiser (`two-value-view.swift`).
    var twoValueInitDoc = "A circular slider showing and changing two values."

    /// Makes the view-model of a circular slider.
    init(spec: ControlSpecification, slider: CircularSliderSpec, options: GenerationOptions) {
        control = ControlViewModel(spec: spec, options: options)
        control.dimsWhenDisabled = !CircularSliderSVG.stylesDisabled(slider)
        configuration = control.configuration(slider.kernelConfiguration(accessibility: spec.accessibility).swift(angles: slider.angles))
        accessibilityValue = AccessibilityValueTemplate.swiftExpression(
            spec.accessibility.valueFormat, kernel: options.kernelNamespace(of: spec.name),
            placeholders: ["value": "model.values[thumb]", "percent": "model.fraction(ofThumb: thumb) * 100"])
        twoThumbs = slider.value.initialValues.count == 2
        valuesType = slider.value.wraps ? "\(control.kernelTypes).CircularSelection" : "ClosedRange<Double>"
        valuesState = slider.value.wraps ? "selection" : "range"
        let labels = Self.thumbLabels(spec.accessibility.label, count: slider.value.initialValues.count)
        thumbLabels = "[" + labels.map(SwiftLiteral.string).joined(separator: ", ") + "]"
        events = ControlEventsViewModel(valueControl: slider.events)
        trackColor = KnobViewModel.StateColors(slider.trackColor)
        fillColor = KnobViewModel.StateColors(slider.fillColor)
        thumbColor = KnobViewModel.StateColors(slider.thumbColor)
        thumbOutlineColor = KnobViewModel.StateColors(slider.thumbOutlineColor)
        currentColors = [KnobViewModel.CurrentColor("The track's colour", property: "trackColor", colors: trackColor),
                         KnobViewModel.CurrentColor("The fill's colour", property: "fillColor", colors: fillColor),
                         KnobViewModel.CurrentColor("The thumbs' colour", property: "thumbColor", colors: thumbColor),
                         KnobViewModel.CurrentColor("The thumbs' outline colour", property: "thumbOutlineColor", colors: thumbOutlineColor)]
        lineCap = slider.lineCap.rawValue
        feedback = slider.stepFeedback.map(HapticsViewModel.init)
        view = RotaryViewModel(colors: [RotaryViewModel.Color("The track's colour", property: "trackColor", slider.trackColor),
                                        RotaryViewModel.Color("The fill's colour", property: "fillColor", slider.fillColor),
                                        RotaryViewModel.Color("The thumbs' colour", property: "thumbColor", slider.thumbColor),
                                        RotaryViewModel.Color("The thumbs' outline colour", property: "thumbOutlineColor", slider.thumbOutlineColor)],
                               previews: Self.previews(spec: spec, slider: slider, selectionType: slider.value.wraps ? valuesType : nil))
    }

    /// The previews of the states the SVG previews show: the ends (for two thumbs, the closest
    /// and the widest), the initial values, and the highlighted and disabled states when the spec
    /// styles them.
    static func previews(spec: ControlSpecification, slider: CircularSliderSpec, selectionType: String? = nil) -> [RotaryViewModel.Preview] {
        let initial = CircularSliderModel(configuration: slider.kernelConfiguration(accessibility: spec.accessibility))
        let (lowest, highest) = CircularSliderSVG.extremes(of: initial), isRange = initial.thumbCount == 2
        return RotaryViewModel.previews(ends: (isRange ? "closest" : "minimum", lowest.values), initial: initial.values,
                                        far: (isRange ? "widest" : "maximum", highest.values),
                                        highlighted: CircularSliderSVG.styles(slider, .highlighted),
                                        selection: selectionType.map { type in { "\(type)(start: \($0), end: \($1))" } })
    }

    /// The VoiceOver labels of the thumbs: the control's label alone for one thumb; for two, the
    /// label followed by `start` or `end` (`Sleep, start`), or `Start` and `End` without a label.
    static func thumbLabels(_ label: String?, count: Int) -> [String] {
        guard count == 2 else { return [label ?? ""] }
        guard let label, !label.isEmpty else { return ["Start", "End"] }
        return ["\(label), start", "\(label), end"]
    }
}
