/// The view-model of `slider.swift.mustache` and its `slider-*` partials. Every number of the
/// portable part comes from the kernel configuration, printed as one literal.
struct SliderViewModel: Sendable, Encodable {
    /// The shared part.
    var control: ControlViewModel
    /// The kernel configuration as a Swift literal, `MultiSliderConfiguration(…)`.
    var configuration: String
    /// The control events of each phase of the kernel's event contract.
    var events: ControlEventsViewModel
    /// The VoiceOver label of each thumb, lowest first, as a Swift array literal.
    var thumbLabels: String
    /// The accessibility value of thumb `index` as a Swift expression.
    var accessibilityValue: String
    /// Whether the slider has exactly one thumb: the SwiftUI wrapper then also binds one `Double`.
    var singleThumb: Bool
    /// The appearance properties and drawing steps.
    var appearance: SliderAppearance
    /// How the colours follow the appearance: `draw(_:)` resolves them, so a change redraws.
    var colorAppearance = ColorAppearanceViewModel(refresh: "setNeedsDisplay()")
    /// How an animated value change redraws: `draw(_:)` draws the shown values.
    var valueTransition = ValueTransitionViewModel(redraw: "setNeedsDisplay()")
    /// The step haptic, if the spec asks for one.
    var feedback: HapticsViewModel?
    /// What the initialisers' doc comments call the control (`control-initializers.swift`).
    var noun = "slider"
    /// How a drag moves the thumbs and how the values are reported: along a horizontal or vertical
    /// track, onto steps and snap values, as one array.
    var tracking: SliderTrackViewModel
    /// The value labels' line height as a multiple of the font size, as a Swift literal.
    var labelLineHeight = SwiftLiteral.number(SliderLabelMetrics.lineHeight)
    /// What the native SwiftUI view draws with (`slider-view.swift`).
    var native: SliderNativeView

    /// Makes the view-model of a slider.
    init(spec: ControlSpecification, slider: SliderSpec, options: GenerationOptions) {
        control = ControlViewModel(spec: spec, options: options)
        control.dimsWhenDisabled = !SliderSVG.stylesDisabled(slider)
        configuration = control.configuration(slider.kernelConfiguration(accessibility: spec.accessibility).swift)
        events = ControlEventsViewModel(valueControl: slider.events)
        thumbLabels = "[" + slider.thumbLabels.map(SwiftLiteral.string).joined(separator: ", ") + "]"
        accessibilityValue = AccessibilityValueTemplate.swiftExpression(spec.accessibility.valueFormat, kernel: options.kernelNamespace(of: spec.name),
                                                                        placeholders: ["value": "model.value(ofThumb: index)"])
        singleThumb = slider.value.values.count == 1
        appearance = SliderAppearance(slider)
        feedback = slider.stepFeedback.map(HapticsViewModel.init)
        let detents = "\(control.kernelTypes).SliderDetents(model: model, ticks: \(spec.name)Kernel.configuration.ticks)"
        tracking = SliderTrackViewModel(dragType: "MultiSliderDrag", playsFeedback: detents + ".isCrossed(from: valuesBefore, to: model.values)",
                                        followsTrack: true, moveTarget: "to: touch.location(in: self)", changedValues: "model.values",
                                        isVertical: slider.orientation == .vertical)
        native = SliderNativeView(slider, typeName: spec.name, size: spec.size)
    }
}

/// The colours and sizes of a slider's native SwiftUI view, as SwiftUI expressions and Swift
/// literals: the spec's `track`, `thumb`, `ticks` and `labels`.
struct SliderNativeView: Sendable, Encodable {
    /// The value labels: colour, font size (scaled with Dynamic Type) and line height.
    struct Labels: Sendable, Encodable {
        /// The text colour.
        var color: String
        /// The font size in points at the default text size.
        var fontSize: String
        /// The line height as a multiple of the font size.
        var lineHeight: String
    }

    /// The track's, the fill's, the thumbs' and the overlay's colours per state.
    var stateColors: [ViewStateColor]
    /// The track's outline, if any.
    var trackOutline: ViewOutline?
    /// The thumbs' drop shadow, if any.
    var thumbShadow: ViewShadow?
    /// The thumbs' outline, if any.
    var thumbOutline: ViewOutline?
    /// The tick marks' colour, when the slider has ticks.
    var tickColor: String?
    /// The value labels, if any.
    var labels: Labels?
    /// The accessibility value of the thumb of an element (`slider-view-thumbs.swift`), as a Swift expression.
    var thumbValue: String
    /// The view's frame: the length offered along the track, the spec's thickness across it.
    var frame: String
    /// What the UIKit-target wrapper's `sizeThatFits` answers: the length proposed along the
    /// track, the spec's thickness across it.
    var fittingSize: String

    /// The view's drawing values of `slider`, the control named `typeName`, of the spec's `size`.
    init(_ slider: SliderSpec, typeName: String, size: Size) {
        frame = SwiftUIFrame.slider(size: size, isVertical: slider.orientation == .vertical)
        fittingSize = SwiftUIFrame.fittingSize(size: size, isVertical: slider.orientation == .vertical)
        thumbValue = "\(typeName)Kernel.accessibilityValue(ofThumb: element.thumb, in: interaction.model)"
        stateColors = [
            ViewStateColor(slider.track.color, name: "trackColor"), ViewStateColor(slider.track.fillColor, name: "trackFillColor"),
            ViewStateColor(slider.thumb.color, name: "thumbColor"), ViewStateColor(slider.thumb.overlay, name: "thumbOverlayColor"),
        ]
        trackOutline = slider.track.outline.map(ViewOutline.init)
        thumbShadow = slider.thumb.shadow.map(ViewShadow.init)
        thumbOutline = slider.thumb.outline.map(ViewOutline.init)
        tickColor = slider.ticks.map { SwiftColor.swiftUIColor($0.color) }
        labels = slider.labels.map {
            Labels(color: SwiftColor.swiftUIColor($0.color), fontSize: SwiftLiteral.number($0.fontSize),
                   lineHeight: SwiftLiteral.number(SliderLabelMetrics.lineHeight))
        }
    }
}
