import ControlKernelSource

/// `kind: rangeSlider`: a slider with two thumbs selecting a range, drawn with Core Graphics.
struct RangeSliderKind: ControlKind {
    /// `{lower}` and `{upper}`.
    var accessibilityPlaceholders: [String] { ["lower", "upper"] }

    /// `{lower} to {upper}`.
    var defaultAccessibilityValue: String { "{lower} to {upper}" }

    /// `<Name>Model`: its value model.
    var typeNameSuffixes: [String] { ["Model"] }

    /// The slider kernel: configuration, model, layout, drag, event contract and the SwiftUI
    /// view's input (each after what it uses).
    var kernel: [KernelUse] {
        [.portable(KernelSource.controlInput), .portable(KernelSource.scrollSharing), .portable(KernelSource.controlLook), .portable(KernelSource.rangeLimits),
         .portable(KernelSource.spokenNumber), .portable(KernelSource.sliderConfiguration),
         .portable(KernelSource.sliderModel), .portable(KernelSource.sliderTrackLayout), .portable(KernelSource.sliderDrag),
         .uikit(KernelSource.sliderEvents), .swiftUI(KernelSource.sliderThumbElement), .swiftUI(KernelSource.timingCurve),
         .swiftUI(KernelSource.reduceMotion), .swiftUI(KernelSource.outsideChange), .swiftUI(KernelSource.sliderInteraction),
         .swiftUI(KernelSource.swiftUIInput), .swiftUI(KernelSource.swiftUIScrollWheel), .swiftUI(KernelSource.swiftUIValueAnimation),
         .uikit(KernelSource.uikitColorAppearance), .uikit(KernelSource.uikitThumbElement)] + KernelUse.uikitValueControl
    }

    /// Checks a range slider and builds its model.
    func build(_ top: SpecObject<RangeSliderKeys>, context: SemanticContext) -> RangeSliderSpec? {
        RangeSliderSemantics(context: context).build(top)
    }

    /// Renders `rangeSlider.swift`.
    func swiftSource(of spec: ControlSpecification, body: RangeSliderSpec, options: GenerationOptions, templates: TemplateSet) -> [UInt8] {
        templates.render(RangeSliderViewModel(spec: spec, slider: body, options: options), template: "rangeSlider.swift")
    }

    /// The slider at rest and with each thumb highlighted.
    func previews(of spec: ControlSpecification, body: RangeSliderSpec, specPath: String, assets: [String: PreviewAsset],
                  appearances: [Appearance]) -> [PreviewImage] {
        RangeSliderSVG.previews(spec: spec, slider: body, specPath: specPath, appearances: appearances)
    }
}

extension RangeSliderSpec: ControlBody {
    /// `rangeSlider`.
    public static var kindName: String { "rangeSlider" }

    /// None: a range slider draws with Core Graphics only.
    public var assetNames: [String] { [] }

    /// None: a range slider's thumbs follow the finger.
    public var animationDurations: [(keyPath: String, seconds: Double)] { [] }
}
