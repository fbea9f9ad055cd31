import ControlKernelSource

/// `kind: knob`: a rotary knob for one value, drawn with shape layers or from images.
struct KnobKind: ControlKind {
    /// `{value}` and `{percent}`.
    var accessibilityPlaceholders: [String] { ["value", "percent"] }

    /// `{value}`.
    var defaultAccessibilityValue: String { "{value}" }

    /// `<Name>Model`, `<Name>Geometry`: its value model and layout.
    var typeNameSuffixes: [String] { ["Model", "Geometry"] }

    /// The timing curve, then the rotary value range, angles, animation, configuration, events,
    /// layout and model.
    var kernel: [KernelUse] {
        [.portable(KernelSource.controlInput), .portable(KernelSource.scrollSharing), .portable(KernelSource.controlLook), .portable(KernelSource.rangeLimits),
         .portable(KernelSource.spokenNumber), .portable(KernelSource.timingCurve), .portable(KernelSource.reduceMotion),
         .portable(KernelSource.rotaryValueRange), .portable(KernelSource.rotaryAngles), .portable(KernelSource.rotaryAnimation),
         .portable(KernelSource.rotaryConfiguration), .uikit(KernelSource.rotaryEvents), .portable(KernelSource.rotaryLayout),
         .portable(KernelSource.rotaryModel), .swiftUI(KernelSource.outsideChange), .swiftUI(KernelSource.rotaryViewState),
         .uikit(KernelSource.uikitReduceMotion), .swiftUI(KernelSource.swiftUIInput), .swiftUI(KernelSource.swiftUIScrollWheel),
         .swiftUI(KernelSource.swiftUIValueAnimation),
         .uikit(KernelSource.uikitColorAppearance)] + KernelUse.uikitValueControl
    }

    /// Checks a knob and builds its model.
    func build(_ top: SpecObject<KnobKeys>, context: SemanticContext) -> KnobSpec? {
        KnobSemantics(context: context).build(top)
    }

    /// Renders `knob.swift`.
    func swiftSource(of spec: ControlSpecification, body: KnobSpec, options: GenerationOptions, templates: TemplateSet) -> [UInt8] {
        templates.render(KnobViewModel(spec: spec, knob: body, options: options), template: "knob.swift")
    }

    /// The knob at minimum, initial and maximum (and per state), and its `setValue` animation.
    func previews(of spec: ControlSpecification, body: KnobSpec, specPath: String, assets: [String: PreviewAsset],
                  appearances: [Appearance]) -> [PreviewImage] {
        KnobSVG.previews(spec: spec, knob: body, specPath: specPath, assets: assets, appearances: appearances)
    }
}

extension KnobSpec: ControlBody {
    /// `knob`.
    public static var kindName: String { "knob" }

    /// The background and knob images of an image-drawn knob.
    public var assetNames: [String] {
        guard case .images(let background, let knobImages) = drawing else { return [] }
        return ([background] + [knobImages.normal, knobImages.highlighted, knobImages.disabled]).compactMap { $0 }
    }

    /// The `setValue` animation.
    public var animationDurations: [(keyPath: String, seconds: Double)] {
        [("animations.setValue.duration", setValueAnimation.duration)]
    }
}
