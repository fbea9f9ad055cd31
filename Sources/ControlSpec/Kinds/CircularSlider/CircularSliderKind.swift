import ControlKernelSource

/// `kind: circularSlider`: one or two thumbs moving along a circular arc or a full circle, drawn
/// with shape layers.
struct CircularSliderKind: ControlKind {
    /// `{value}` and `{percent}`, of the thumb VoiceOver reads.
    var accessibilityPlaceholders: [String] { ["value", "percent"] }

    /// `{value}`.
    var defaultAccessibilityValue: String { "{value}" }

    /// `<Name>Model`, `<Name>Geometry`: its value model and layout.
    var typeNameSuffixes: [String] { ["Model", "Geometry"] }

    /// The knob's value range, angles (with the gap rule) and event contract, then the circular
    /// slider's configuration, track, layout and model, and the easing curve and the slider's animated
    /// value change.
    var kernel: [KernelUse] {
        [.portable(KernelSource.controlInput), .portable(KernelSource.scrollSharing), .portable(KernelSource.controlLook), .portable(KernelSource.rangeLimits),
         .portable(KernelSource.rotaryValueRange), .portable(KernelSource.rotaryAngles),
         .uikit(KernelSource.rotaryEvents), .portable(KernelSource.circularTrack), .portable(KernelSource.circularConfiguration),
         .portable(KernelSource.circularLayout), .portable(KernelSource.circularSliderModel), .portable(KernelSource.spokenNumber),
         .portable(KernelSource.timingCurve), .portable(KernelSource.reduceMotion), .portable(KernelSource.sliderValueTransition),
         .swiftUI(KernelSource.outsideChange), .swiftUI(KernelSource.circularSliderViewState),
         .uikit(KernelSource.uikitReduceMotion), .uikit(KernelSource.displayLinkTarget), .uikit(KernelSource.uikitValueAnimation),
         .swiftUI(KernelSource.swiftUIInput), .swiftUI(KernelSource.swiftUIScrollWheel), .swiftUI(KernelSource.swiftUIValueAnimation),
         .uikit(KernelSource.uikitColorAppearance), .uikit(KernelSource.uikitThumbElement)] + KernelUse.uikitValueControl
    }

    /// Checks a circular slider and builds its model.
    func build(_ top: SpecObject<CircularSliderKeys>, context: SemanticContext) -> CircularSliderSpec? {
        CircularSliderSemantics(context: context).build(top)
    }

    /// Renders `circularSlider.swift`.
    func swiftSource(of spec: ControlSpecification, body: CircularSliderSpec, options: GenerationOptions, templates: TemplateSet) -> [UInt8] {
        templates.render(CircularSliderViewModel(spec: spec, slider: body, options: options), template: "circularSlider.swift")
    }

    /// The slider at its minimum, initial and maximum values (and per state), and the animated
    /// `setValue`.
    func previews(of spec: ControlSpecification, body: CircularSliderSpec, specPath: String, assets: [String: PreviewAsset],
                  appearances: [Appearance]) -> [PreviewImage] {
        CircularSliderSVG.previews(spec: spec, slider: body, specPath: specPath, appearances: appearances)
    }
}

extension CircularSliderSpec: ControlBody {
    /// `circularSlider`.
    public static var kindName: String { "circularSlider" }

    /// None: a circular slider draws with shape layers only.
    public var assetNames: [String] { [] }

    /// `value.animationDuration`, of `setValue(_:animated:)`.
    public var animationDurations: [(keyPath: String, seconds: Double)] { [("value.animationDuration", value.animationDuration)] }
}
