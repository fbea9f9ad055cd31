import ControlKernel

/// The Swift source of a toggle's kernel configuration, printed from the value the previews use,
/// so the generated code holds exactly those numbers. Parts are referred to by their enum cases
/// (`PillTogglePart.knob.rawValue`); part definitions and timelines are printed as a button's
/// are (`ButtonConfigurationLiteral`).
struct ToggleConfigurationLiteral {
    /// The configuration.
    let configuration: ToggleConfiguration
    /// The name of the parts' enum (`PillTogglePart`).
    let partType: String
    /// Each part's case name, by index.
    let partCases: [String]
    /// Each part's id, by index, for the comments.
    let partIDs: [String]

    /// The button printer of the same parts, whose part and timeline printing this reuses.
    private var parts: ButtonConfigurationLiteral {
        ButtonConfigurationLiteral(
            configuration: ButtonConfiguration(size: configuration.size, parts: configuration.parts, states: [], initialState: 0, touchSlop: 0),
            partType: partType, partCases: partCases, partIDs: partIDs, stateType: "", stateCases: [], stateNames: [])
    }

    /// The initialiser expression, its first line unindented and the others indented by `indent`.
    func expression(indent: String) -> String {
        let n = SwiftLiteral.number
        let printer = parts
        var lines = ["ToggleConfiguration("]
        lines.append("    size: CGSize(width: \(n(Double(configuration.size.width))), height: \(n(Double(configuration.size.height)))),")
        lines.append("    parts: [")
        for (index, part) in configuration.parts.enumerated() {
            lines.append("        // \(partIDs[index])")
            lines.append("        " + printer.definition(part) + ",")
        }
        lines.append("    ],")
        lines.append("    thumb: \(printer.partReference(configuration.thumb)),")
        lines.append("    axis: .\(configuration.axis.rawValue),")
        lines.append("    travel: \(n(configuration.travel)),")
        for (label, timeline) in [("turnOn", configuration.turnOn), ("turnOff", configuration.turnOff)] {
            var timelineLines = printer.timeline(timeline)
            timelineLines[0] = "\(label): " + timelineLines[0]
            timelineLines[timelineLines.count - 1] += ","
            lines += timelineLines.map { "    " + $0 }
        }
        lines.append("    isOn: \(SwiftLiteral.bool(configuration.isOn)),")
        lines.append("    dragThreshold: \(n(configuration.dragThreshold)))")
        return lines.enumerated().map { $0.offset == 0 ? $0.element : indent + $0.element }.joined(separator: "\n")
    }
}
