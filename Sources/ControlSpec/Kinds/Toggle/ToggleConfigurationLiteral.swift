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
        var out = SourceLines(first: "ToggleConfiguration(", indent: indent)
        out.line(1, "size: ", printer.size(configuration.size), ",")
        out.line(1, "parts: [")
        for (index, part) in configuration.parts.enumerated() {
            out.line(2, "// ", partIDs[index])
            printer.appendDefinition(part, depth: 2, to: &out)
        }
        out.line(1, "],")
        out.line(1, "thumb: ", printer.partReference(configuration.thumb), ",")
        out.line(1, "axis: .", configuration.axis.rawValue, ",")
        out.line(1, "travel: ", n(configuration.travel), ",")
        printer.appendTimeline(configuration.turnOn, label: "turnOn", end: ",", depth: 1, to: &out)
        printer.appendTimeline(configuration.turnOff, label: "turnOff", end: ",", depth: 1, to: &out)
        out.line(1, "isOn: ", SwiftLiteral.bool(configuration.isOn), ",")
        out.line(1, "dragThreshold: ", n(configuration.dragThreshold), ")")
        return out.text
    }
}
