import ControlKernel

/// The view-model of `button.swift.mustache` and its `button-*` partials: the configuration
/// literal, the parts' and states' enum cases, the views and colours of the parts, and the events
/// of each touch phase.
struct ButtonViewModel: Sendable, Encodable {
    /// One touch phase as the UIKit class handles it.
    struct PhaseItem: Sendable, Encodable {
        /// The `TouchPhase` case name.
        var name: String
        /// The events the control sends itself at this phase, as an option-set literal, or `nil`.
        var events: String?
        /// Whether the phase sends `.primaryActionTriggered`, so calls `primaryAction`.
        var callsPrimaryAction: Bool
        /// Whether the phase does nothing but its transition.
        var isSilent: Bool
    }

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
    /// The touch phases in `TouchPhase` order.
    var phases: [PhaseItem]

    /// Makes the view-model of a button.
    init(spec: ControlSpecification, button: ButtonSpec, options: GenerationOptions) {
        control = ControlViewModel(spec: spec, options: options)
        let flat = button.flatParts
        parts = flat.map { ButtonPartItem(part: $0.part) }
        states = button.states.map { StateItem(name: $0.name, caseName: SwiftIdentifier.escaped($0.name)) }
        configuration = ButtonConfigurationLiteral(
            configuration: button.kernelConfiguration(size: spec.size),
            partType: "\(spec.name)Part", partCases: parts.map(\.caseName), partIDs: parts.map(\.id),
            stateType: "\(spec.name)State", stateCases: states.map(\.caseName), stateNames: states.map(\.name)
        ).expression(indent: "    ")
        let events = button.events
        phases = TouchPhase.allCases.map { phase in
            let listed: [String] = switch phase {
            case .begin: events.begin
            case .end: events.end
            case .endOutside: events.endOutside
            case .cancel: events.cancel
            }
            let own = ButtonEventContract.sentByButton(listed)
            return PhaseItem(name: phase.rawValue, events: own.isEmpty ? nil : "[" + own.map { ".\($0)" }.joined(separator: ", ") + "]",
                             callsPrimaryAction: own.contains("primaryActionTriggered"), isSilent: own.isEmpty)
        }
    }
}

/// Swift identifiers from checked names.
enum SwiftIdentifier {
    /// `name`, in backticks when it is a Swift keyword.
    static func escaped(_ name: String) -> String {
        NamePattern.swiftKeywords.contains(name) ? "`\(name)`" : name
    }
}
