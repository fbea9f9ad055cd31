import ControlKernelSource

/// `kind: toggle`: an on/off switch composed of parts, whose thumb travels between two ends.
struct ToggleKind: ControlKind {
    /// None: VoiceOver reads a toggle's value as `UISwitch`'s, "1" or "0", which it speaks as on
    /// or off; no template applies.
    var accessibilityPlaceholders: [String] { [] }

    /// None (see `accessibilityPlaceholders`).
    var defaultAccessibilityValue: String { "" }

    /// `<Name>Part`, `<Name>Layout`, `<Name>Model`: its parts, their layout and its value model.
    var typeNameSuffixes: [String] { ["Part", "Layout", "Model"] }

    /// The button's part machinery (timing curves, springs, part layout, poses, timelines and
    /// keyframe tracks), then the toggle's axis, configuration, touch rule and model.
    var kernel: [KernelUse] {
        [.swiftUI(KernelSource.controlInput), .swiftUI(KernelSource.scrollSharing), .portable(KernelSource.controlLook), .portable(KernelSource.timingCurve),
         .portable(KernelSource.reduceMotion), .portable(KernelSource.springMotion),
         .portable(KernelSource.partPosition), .portable(KernelSource.partOutline), .portable(KernelSource.partDefinition),
         .portable(KernelSource.partProperty), .portable(KernelSource.partLayoutDirection), .portable(KernelSource.partPose),
         .portable(KernelSource.partLayout), .portable(KernelSource.partTimeline), .portable(KernelSource.partKeyTrack),
         .swiftUI(KernelSource.partDrawing), .swiftUI(KernelSource.partPlayback), .portable(KernelSource.toggleAxis),
         .portable(KernelSource.toggleConfiguration), .portable(KernelSource.toggleTouch), .portable(KernelSource.toggleModel),
         .swiftUI(KernelSource.toggleInput),
         .uikit(KernelSource.uikitReduceMotion), .uikit(KernelSource.uikitPartPlayback), .swiftUI(KernelSource.swiftUIInput),
         .swiftUI(KernelSource.swiftUIPartDrawing), .uikit(KernelSource.hapticStyle), .uikit(KernelSource.uikitHaptic),
         .uikit(KernelSource.uikitEnabledLook)]
    }

    /// Checks a toggle and builds its model.
    func build(_ top: SpecObject<ToggleKeys>, context: SemanticContext) -> ToggleSpec? {
        ToggleSemantics(context: context).build(top)
    }

    /// Renders `toggle.swift`.
    func swiftSource(of spec: ControlSpecification, body: ToggleSpec, options: GenerationOptions, templates: TemplateSet) -> [UInt8] {
        templates.render(ToggleViewModel(spec: spec, toggle: body, options: options), template: "toggle.swift")
    }

    /// The toggle off and on (normal, highlighted, disabled), mid-drag, and both animations.
    func previews(of spec: ControlSpecification, body: ToggleSpec, specPath: String, assets: [String: PreviewAsset],
                  appearances: [Appearance]) -> [PreviewImage] {
        ToggleSVG.previews(spec: spec, toggle: body, specPath: specPath, assets: assets, appearances: appearances)
    }
}

extension ToggleSpec: ControlBody, ComposedOfParts {
    /// `toggle`.
    public static var kindName: String { "toggle" }

    /// Both animations' durations, where given.
    public var animationDurations: [(keyPath: String, seconds: Double)] {
        [("turnOn.duration", turnOn.duration), ("turnOff.duration", turnOff.duration)].compactMap { key, seconds in seconds.map { (key, $0) } }
    }
}
