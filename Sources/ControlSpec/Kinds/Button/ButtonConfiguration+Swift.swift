import ControlKernel

extension ButtonConfiguration {
    /// `ButtonConfiguration(…)`, referring to parts by `parts` and to states by `states`, each
    /// definition after a comment with its name in the spec; `rotations` are the parts' rotations
    /// as the spec wrote them, by index.
    func swift(parts partNames: CaseNames, rotations: [Angle], states stateNames: CaseNames) -> SwiftExpression {
        .kernel("ButtonConfiguration", [
            "size": size,
            "parts": partNames.commented(zip(parts, rotations).map { $0.swift(parts: partNames, rotation: $1) }),
            "states": stateNames.commented(states.map { $0.swift(parts: partNames, states: stateNames) }),
            "initialState": stateNames.reference(initialState),
            "touchSlop": touchSlop,
            "isInterruptible": isInterruptible,
        ])
    }
}

extension TouchStateDefinition {
    /// `TouchStateDefinition(triggers: […], …)`, referring to parts and states by their names.
    func swift(parts: CaseNames, states: CaseNames) -> SwiftExpression {
        .kernel("TouchStateDefinition", [
            "triggers": triggers.map { SwiftExpression.member($0.rawValue) },
            "sources": sources.map { $0.map(states.reference) },
            "next": next.map(states.reference),
            "resetsParts": resetsParts,
            "animation": animation.map { $0.swift(parts: parts) },
        ])
    }
}
