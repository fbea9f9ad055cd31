import ControlKernelSource

/// `kind: rangeSlider`: a slider with two thumbs selecting a range, drawn with Core Graphics.
struct RangeSliderKind: ControlKind {
    /// The top-level object type of range slider specs.
    var topLevel: ObjectType { SpecLanguage.rangeSliderSpec }

    /// The object types of range slider specs below the top level.
    var objectTypes: [ObjectType] {
        [SpecLanguage.rangeValue, SpecLanguage.sliderTrack, SpecLanguage.sliderThumb, SpecLanguage.sliderInteraction,
         SpecLanguage.shadow, SpecLanguage.outline, SpecLanguage.gradient]
    }

    /// `{lower}` and `{upper}`.
    var accessibilityPlaceholders: [String] { ["lower", "upper"] }

    /// The slider kernel: configuration, model, layout, drag, event contract (each after what it uses).
    var kernelFiles: [KernelFile] {
        [KernelSource.sliderConfiguration, KernelSource.sliderModel, KernelSource.sliderTrackLayout, KernelSource.sliderDrag, KernelSource.sliderEvents]
    }

    /// Checks a range slider and builds its model.
    func build(_ top: CheckedObject, context: SemanticContext) -> RangeSliderSpec {
        RangeSliderSemantics(context: context).build(top)
    }

    /// Renders `rangeSlider.swift`.
    func swiftSource(of spec: ControlSpecification, body: RangeSliderSpec, options: GenerationOptions, templates: TemplateSet) -> String {
        templates.render(RangeSliderViewModel(spec: spec, slider: body, options: options), template: "rangeSlider.swift")
    }

    /// The slider at rest and with each thumb highlighted.
    func previews(of spec: ControlSpecification, body: RangeSliderSpec, specPath: String, assets: [String: PreviewAsset]) -> [PreviewImage] {
        RangeSliderSVG.previews(spec: spec, slider: body, specPath: specPath)
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
