import ControlKernelSource

/// `kind: slider`: a slider with one or more thumbs along a horizontal or vertical track, drawn
/// with Core Graphics. (`kind: rangeSlider` stays the two-thumb slider with its own API.)
struct SliderKind: ControlKind {
    /// `{value}`: the value of the thumb VoiceOver is on.
    var accessibilityPlaceholders: [String] { ["value"] }

    /// `{value}`.
    var defaultAccessibilityValue: String { "{value}" }

    /// `<Name>Model`: its value model.
    var typeNameSuffixes: [String] { ["Model"] }

    /// The slider kernel it shares with the range slider (configuration, model, layout along
    /// the track, event contract), then what any number of thumbs adds, each after what it uses,
    /// and last the input of the SwiftUI view.
    var kernel: [KernelUse] {
        [.portable(KernelSource.controlInput), .portable(KernelSource.scrollSharing), .portable(KernelSource.controlLook), .portable(KernelSource.rangeLimits),
         .portable(KernelSource.spokenNumber), .portable(KernelSource.timingCurve), .portable(KernelSource.reduceMotion),
         .portable(KernelSource.sliderConfiguration), .portable(KernelSource.sliderModel), .portable(KernelSource.sliderTrackLayout),
         .uikit(KernelSource.sliderEvents), .portable(KernelSource.sliderOrientation), .portable(KernelSource.sliderFill),
         .portable(KernelSource.sliderTickMarks), .portable(KernelSource.sliderValueLabels), .portable(KernelSource.multiSliderConfiguration),
         .portable(KernelSource.multiSliderModel), .portable(KernelSource.multiSliderLayout), .portable(KernelSource.multiSliderDrag),
         .portable(KernelSource.sliderValueTransition), .portable(KernelSource.sliderDetents),
         .swiftUI(KernelSource.sliderThumbElement), .swiftUI(KernelSource.outsideChange), .swiftUI(KernelSource.multiSliderInteraction),
         .uikit(KernelSource.uikitReduceMotion), .uikit(KernelSource.displayLinkTarget), .uikit(KernelSource.uikitValueAnimation),
         .swiftUI(KernelSource.swiftUIInput), .swiftUI(KernelSource.swiftUIScrollWheel), .swiftUI(KernelSource.swiftUIValueAnimation),
         .uikit(KernelSource.uikitColorAppearance), .uikit(KernelSource.uikitThumbElement),
         .uikit(KernelSource.uikitValueLabels)] + KernelUse.uikitValueControl
    }

    /// Checks a slider and builds its model.
    func build(_ top: SpecObject<SliderKeys>, context: SemanticContext) -> SliderSpec? {
        SliderSemantics(context: context).build(top)
    }

    /// Renders `slider.swift`.
    func swiftSource(of spec: ControlSpecification, body: SliderSpec, options: GenerationOptions, templates: TemplateSet) -> [UInt8] {
        templates.render(SliderViewModel(spec: spec, slider: body, options: options), template: "slider.swift")
    }

    /// The slider at rest, with its first thumb dragged, and in a right-to-left layout.
    func previews(of spec: ControlSpecification, body: SliderSpec, specPath: String, assets: [String: PreviewAsset],
                  appearances: [Appearance]) -> [PreviewImage] {
        SliderSVG.previews(spec: spec, slider: body, specPath: specPath, appearances: appearances)
    }
}

extension SliderSpec: ControlBody {
    /// `slider`.
    public static var kindName: String { "slider" }

    /// None: a slider draws with Core Graphics only.
    public var assetNames: [String] { [] }

    /// The animated value change of `setValues(_:animated:)`.
    public var animationDurations: [(keyPath: String, seconds: Double)] { [("value.animationDuration", value.animationDuration)] }
}
