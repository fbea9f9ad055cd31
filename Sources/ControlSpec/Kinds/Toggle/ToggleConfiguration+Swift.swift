import ControlKernel

extension ToggleConfiguration {
    /// `ToggleConfiguration(…)`, referring to parts by `parts`, each definition after a comment
    /// with its name in the spec; `rotations` are the parts' rotations as the spec wrote them, by
    /// index.
    func swift(parts names: CaseNames, rotations: [Angle]) -> SwiftExpression {
        .kernel("ToggleConfiguration", [
            "size": size,
            "parts": names.commented(zip(parts, rotations).map { $0.swift(parts: names, rotation: $1) }),
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
