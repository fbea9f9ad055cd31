import ControlKernelSource

/// `kind: button`: a button composed of parts, with touch states whose entry runs an animation.
struct ButtonKind: ControlKind {
    /// None: a button has no value.
    var accessibilityPlaceholders: [String] { [] }

    /// None: a button has no value.
    var defaultAccessibilityValue: String { "" }

    /// `<Name>Part`, `<Name>Layout`, `<Name>State`, `<Name>StateMachine`: its parts, their layout, its touch states and their state machine.
    var typeNameSuffixes: [String] { ["Part", "Layout", "State", "StateMachine"] }

    /// Timing curves and springs, then the parts' layout, poses, timelines and touch states, and
    /// the button's configuration.
    var kernel: [KernelUse] {
        [.swiftUI(KernelSource.controlInput), .swiftUI(KernelSource.scrollSharing), .portable(KernelSource.controlLook), .portable(KernelSource.timingCurve),
         .portable(KernelSource.reduceMotion), .portable(KernelSource.springMotion),
         .portable(KernelSource.partPosition), .portable(KernelSource.partOutline), .portable(KernelSource.partDefinition),
         .portable(KernelSource.partProperty), .portable(KernelSource.partLayoutDirection), .portable(KernelSource.partPose),
         .portable(KernelSource.partLayout), .portable(KernelSource.partTimeline), .portable(KernelSource.partKeyTrack),
         .portable(KernelSource.touchStateMachine), .swiftUI(KernelSource.partDrawing), .swiftUI(KernelSource.partPlayback),
         .portable(KernelSource.buttonConfiguration), .swiftUI(KernelSource.buttonInput),
         .uikit(KernelSource.uikitReduceMotion), .uikit(KernelSource.uikitPartPlayback), .swiftUI(KernelSource.swiftUIPartDrawing),
         .uikit(KernelSource.uikitEnabledLook), .uikit(KernelSource.uikitTouchStates)]
    }

    /// Checks a button and builds its model.
    func build(_ top: SpecObject<ButtonKeys>, context: SemanticContext) -> ButtonSpec? {
        ButtonSemantics(context: context).build(top)
    }

    /// Renders `button.swift`.
    func swiftSource(of spec: ControlSpecification, body: ButtonSpec, options: GenerationOptions, templates: TemplateSet) -> [UInt8] {
        templates.render(ButtonViewModel(spec: spec, button: body, options: options), template: "button.swift")
    }

    /// The button idle and pressed, and one animation per state that has one.
    func previews(of spec: ControlSpecification, body: ButtonSpec, specPath: String, assets: [String: PreviewAsset],
                  appearances: [Appearance]) -> [PreviewImage] {
        ButtonSVG.previews(spec: spec, button: body, specPath: specPath, assets: assets, appearances: appearances)
    }
}

extension ButtonSpec: ControlBody, ComposedOfParts {
    /// `button`.
    public static var kindName: String { "button" }

    /// Every state's animation that has a duration.
    public var animationDurations: [(keyPath: String, seconds: Double)] {
        states.compactMap { state in state.animation?.duration.map { ("states.\(state.name).animation.duration", $0) } }
    }
}
