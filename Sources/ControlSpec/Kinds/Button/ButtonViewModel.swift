import ControlKernel

/// The view-model of `button.swift.mustache` and its `button-*` partials: the configuration
/// literal, the parts' and states' enum cases, the views and colours of the parts, and the events
/// of each touch phase.
struct ButtonViewModel: Sendable, Encodable {
    /// One touch state's enum case.
    struct StateItem: Sendable, Encodable {
        /// The state's name, for doc comments.
        var name: String
        /// The enum case name.
        var caseName: String
    }

    /// The shared part.
    var control: ControlViewModel
    /// Every part in the kernel's order.
    var parts: [ButtonPartItem]
    /// The touch states in source order.
    var states: [StateItem]
    /// The configuration's initialiser expression, printed from the kernel's value.
    var configuration: String
    /// The control events the button sends itself, per touch phase in `TouchPhase` order.
    var events: ControlEventsViewModel
    /// Whether a part draws an image from the bundle, so the class needs the image loader.
    var loadsImages: Bool
    /// How the button's class differs in the partials it shares with the toggle's: the parts keep
    /// their colours while they animate.
    var partControl = PartControlViewModel(noun: "control", animatesColors: false)
    /// What the native SwiftUI view draws: the parts and their colours.
    var view: PartViewModel

    /// Makes the view-model of a button.
    init(spec: ControlSpecification, button: ButtonSpec, options: GenerationOptions) {
        control = ControlViewModel(spec: spec, options: options)
        let flat = button.flatParts
        parts = flat.map { ButtonPartItem(part: $0.part) }
        states = button.states.map { StateItem(name: $0.name, caseName: SwiftKeywords.escaped($0.name)) }
        configuration = control.configuration(button.kernelConfiguration(size: spec.size).swift(
            parts: CaseNames(type: "\(spec.name)Part", cases: parts.map(\.caseName), specNames: parts.map(\.id)),
            rotations: flat.map(\.part.rotation),
            states: CaseNames(type: "\(spec.name)State", cases: states.map(\.caseName), specNames: states.map(\.name))))
        let events = button.events
        self.events = ControlEventsViewModel(phases: TouchPhase.allCases.map { phase in
            let listed: [ControlEvent] = switch phase {
            case .begin: events.begin
            case .end: events.end
            case .endOutside: events.endOutside
            case .cancel: events.cancel
            }
            return (phase.rawValue, ButtonEventContract.sentByButton(listed))
        })
        loadsImages = parts.contains { $0.image != nil }
        view = PartViewModel(parts: flat.map(\.part), typeName: spec.name, options: options)
        view.previews = ButtonStill.stills(of: button.kernelConfiguration(size: spec.size)).map {
            PartViewModel.Preview(name: SwiftLiteral.string($0.state), arguments: $0.previewArguments)
        }
        control.dimsWhenDisabled = !PartViewModel.stylesDisabled(parts: flat.map(\.part))
    }
}
