import ControlKernel

/// The Swift source of a button's kernel configuration, printed from the value the previews use,
/// so the generated code holds exactly those numbers. Parts and states are referred to by their
/// enum cases (`FastCartButtonPart.cart.rawValue`), whose raw values are the kernel's indices.
struct ButtonConfigurationLiteral {
    /// The configuration.
    let configuration: ButtonConfiguration
    /// The name of the parts' enum (`FastCartButtonPart`).
    let partType: String
    /// Each part's case name, by index.
    let partCases: [String]
    /// Each part's id, by index, for the comments.
    let partIDs: [String]
    /// The name of the states' enum (`FastCartButtonState`).
    let stateType: String
    /// Each state's case name, by index.
    let stateCases: [String]
    /// Each state's name, by index, for the comments.
    let stateNames: [String]

    /// The initialiser expression, its first line unindented and the others indented by `indent`.
    func expression(indent: String) -> String {
        let n = SwiftLiteral.number
        var lines = ["ButtonConfiguration("]
        lines.append("    size: CGSize(width: \(n(Double(configuration.size.width))), height: \(n(Double(configuration.size.height)))),")
        lines.append("    parts: [")
        for (index, part) in configuration.parts.enumerated() {
            lines.append("        // \(partIDs[index])")
            lines.append("        " + definition(part) + ",")
        }
        lines.append("    ],")
        lines.append("    states: [")
        for (index, state) in configuration.states.enumerated() {
            lines.append("        // \(stateNames[index])")
            lines += self.state(state).map { "        " + $0 }
        }
        lines.append("    ],")
        lines.append("    initialState: \(stateReference(configuration.initialState)),")
        lines.append("    touchSlop: \(n(configuration.touchSlop)))")
        return lines.enumerated().map { $0.offset == 0 ? $0.element : indent + $0.element }.joined(separator: "\n")
    }

    /// A part reference.
    func partReference(_ index: Int) -> String { "\(partType).\(partCases[index]).rawValue" }

    /// A state reference.
    func stateReference(_ index: Int) -> String { "\(stateType).\(stateCases[index]).rawValue" }

    /// One part's definition on one line.
    func definition(_ part: PartDefinition) -> String {
        let n = SwiftLiteral.number
        let size = part.size.map { "CGSize(width: \(n(Double($0.width))), height: \(n(Double($0.height))))" } ?? "nil"
        return "PartDefinition(parent: \(part.parent.map(partReference) ?? "nil"), mirrors: \(part.mirrors.map(partReference) ?? "nil"), "
            + "size: \(size), horizontal: \(position(part.horizontal)), vertical: \(position(part.vertical)), "
            + "rotation: \(n(part.rotation)), alpha: \(n(part.alpha)), outline: \(outline(part.outline)))"
    }

    /// A position.
    func position(_ position: PartPosition) -> String {
        switch position {
        case .centered: ".centered"
        case .center(let value): ".center(\(SwiftLiteral.number(value)))"
        case .start(let value): ".start(\(SwiftLiteral.number(value)))"
        case .end(let value): ".end(\(SwiftLiteral.number(value)))"
        }
    }

    /// An outline.
    func outline(_ outline: PartOutline) -> String {
        switch outline {
        case .rectangle(let radius): ".rectangle(cornerRadius: \(SwiftLiteral.number(radius)))"
        case .rounded: ".rounded"
        case .line(let width): ".line(width: \(SwiftLiteral.number(width)))"
        }
    }

    /// One state's definition, over several lines.
    func state(_ state: TouchStateDefinition) -> [String] {
        let head = "triggers: [\(state.triggers.map { ".\($0.rawValue)" }.joined(separator: ", "))], "
            + "sources: \(state.sources.map { "[" + $0.map(stateReference).joined(separator: ", ") + "]" } ?? "nil"), "
            + "next: \(state.next.map(stateReference) ?? "nil"), resetsParts: \(SwiftLiteral.bool(state.resetsParts)),"
        guard let animation = state.animation else {
            return ["TouchStateDefinition(\(head) animation: nil),"]
        }
        var lines = timeline(animation)
        lines[0] = "animation: " + lines[0]
        lines[lines.count - 1] += "),"
        return ["TouchStateDefinition(", "    " + head] + lines.map { "    " + $0 }
    }

    /// A timeline, over several lines.
    func timeline(_ timeline: PartTimeline) -> [String] {
        var lines = ["PartTimeline(", "    duration: \(SwiftLiteral.number(timeline.duration)),", "    timing: \(timing(timeline)),"]
        if timeline.keyframes.isEmpty {
            lines.append("    keyframes: [],")
        } else {
            lines.append("    keyframes: [")
            for keyframe in timeline.keyframes {
                lines.append("        PartKeyframe(start: \(SwiftLiteral.number(keyframe.start)), duration: \(SwiftLiteral.number(keyframe.duration)), easing: \(easing(keyframe.easing)), assignments: [")
                for assignment in keyframe.assignments {
                    lines.append("            PartAssignment(part: \(partReference(assignment.part)), property: .\(assignment.property.rawValue), "
                                 + "value: \(SwiftLiteral.number(assignment.value)), jitter: \(SwiftLiteral.number(assignment.jitter))),")
                }
                lines.append("        ]),")
            }
            lines.append("    ],")
        }
        lines.append("    returnsToRest: \(SwiftLiteral.bool(timeline.returnsToRest)), beginsFromCurrentState: \(SwiftLiteral.bool(timeline.beginsFromCurrentState)))")
        return lines
    }

    /// A timeline's timing.
    func timing(_ timeline: PartTimeline) -> String {
        let n = SwiftLiteral.number
        switch timeline.timing {
        case .curve(let curve):
            return ".curve(\(easing(curve)))"
        case .keyframes(let mode):
            return ".keyframes(.\(mode.rawValue))"
        case .spring(let spring):
            if let ratio = spring.dampingRatio {
                return ".spring(SpringMotion(dampingRatio: \(n(ratio)), initialVelocity: \(n(spring.initialVelocity)), duration: \(n(timeline.duration))))"
            }
            return ".spring(SpringMotion(mass: \(n(spring.mass)), stiffness: \(n(spring.stiffness)), damping: \(n(spring.damping)), initialVelocity: \(n(spring.initialVelocity))))"
        }
    }

    /// A timing curve.
    func easing(_ curve: TimingCurve) -> String {
        let n = SwiftLiteral.number
        switch curve {
        case .linear: return ".linear"
        case .easeIn: return ".easeIn"
        case .easeOut: return ".easeOut"
        case .easeInEaseOut: return ".easeInEaseOut"
        case .hold: return ".hold"
        case .cubicBezier(let x1, let y1, let x2, let y2): return ".cubicBezier(\(n(x1)), \(n(y1)), \(n(x2)), \(n(y2)))"
        }
    }
}
