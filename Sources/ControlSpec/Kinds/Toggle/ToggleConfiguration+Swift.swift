import ControlKernel

extension ToggleConfiguration {
    /// `ToggleConfiguration(…)`, referring to parts by `parts`, each definition after a comment
    /// with its name in the spec.
    func swift(parts names: CaseNames) -> SwiftExpression {
        .kernel("ToggleConfiguration", [
            "size": size,
            "parts": names.commented(parts.map { $0.swift(parts: names) }),
            "thumb": names.reference(thumb),
            "axis": SwiftExpression.member(axis.rawValue),
            "travel": travel,
            "turnOn": turnOn.swift(parts: names),
            "turnOff": turnOff.swift(parts: names),
            "isOn": isOn,
            "dragThreshold": dragThreshold,
        ])
    }
}
