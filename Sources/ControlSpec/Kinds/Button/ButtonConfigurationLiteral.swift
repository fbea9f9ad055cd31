import ControlKernel
import Foundation

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
        // Appended piece by piece into one string: a button's literal is a few hundred lines of
        // short pieces, which lines interpolated, collected and joined made and copied each twice.
        var out = SourceLines(first: "ButtonConfiguration(", indent: indent)
        out.line(1, "size: ", size(configuration.size), ",")
        out.line(1, "parts: [")
        for (index, part) in configuration.parts.enumerated() {
            out.line(2, "// ", partIDs[index])
            appendDefinition(part, depth: 2, to: &out)
        }
        out.line(1, "],")
        out.line(1, "states: [")
        for (index, state) in configuration.states.enumerated() {
            out.line(2, "// ", stateNames[index])
            appendState(state, depth: 2, to: &out)
        }
        out.line(1, "],")
        out.line(1, "initialState: ", stateReference(configuration.initialState), ",")
        out.line(1, "touchSlop: ", n(configuration.touchSlop), ")")
        return out.text
    }

    /// A size.
    func size(_ size: CGSize) -> String {
        "CGSize(width: \(SwiftLiteral.number(Double(size.width))), height: \(SwiftLiteral.number(Double(size.height))))"
    }

    /// A part reference.
    func partReference(_ index: Int) -> String { "\(partType).\(partCases[index]).rawValue" }

    /// A state reference.
    func stateReference(_ index: Int) -> String { "\(stateType).\(stateCases[index]).rawValue" }

    /// Appends one part's definition, on one line at `depth` and followed by a comma.
    func appendDefinition(_ part: PartDefinition, depth: Int, to out: inout SourceLines) {
        let n = SwiftLiteral.number
        out.startLine(depth)
        out.append("PartDefinition(parent: ", part.parent.map(partReference) ?? "nil", ", mirrors: ", part.mirrors.map(partReference) ?? "nil", ", size: ")
        out.append(part.size.map(size) ?? "nil")
        out.append(", horizontal: ", position(part.horizontal), ", vertical: ", position(part.vertical))
        out.append(", rotation: ", n(part.rotation), ", alpha: ", n(part.alpha), ", outline: ", outline(part.outline), "),")
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

    /// Appends one state's definition at `depth`, followed by a comma: on one line without an
    /// animation, over several with one.
    func appendState(_ state: TouchStateDefinition, depth: Int, to out: inout SourceLines) {
        func appendHead() {
            out.append("triggers: [")
            for (index, trigger) in state.triggers.enumerated() { out.append(index == 0 ? "." : ", .", trigger.rawValue) }
            out.append("], sources: ")
            if let sources = state.sources {
                out.append("[")
                for (index, source) in sources.enumerated() { out.append(index == 0 ? "" : ", ", stateReference(source)) }
                out.append("]")
            } else {
                out.append("nil")
            }
            out.append(", next: ", state.next.map(stateReference) ?? "nil", ", resetsParts: ", SwiftLiteral.bool(state.resetsParts), ",")
        }
        guard let animation = state.animation else {
            out.startLine(depth)
            out.append("TouchStateDefinition(")
            appendHead()
            out.append(" animation: nil),")
            return
        }
        out.line(depth, "TouchStateDefinition(")
        out.startLine(depth + 1)
        appendHead()
        appendTimeline(animation, label: "animation", end: "),", depth: depth + 1, to: &out)
    }

    /// Appends a timeline over several lines, its first at `depth` after `label: `, its last
    /// followed by `end`.
    func appendTimeline(_ timeline: PartTimeline, label: String, end: String, depth: Int, to out: inout SourceLines) {
        let n = SwiftLiteral.number
        out.line(depth, label, ": PartTimeline(")
        out.line(depth + 1, "duration: ", n(timeline.duration), ",")
        out.line(depth + 1, "timing: ", timing(timeline), ",")
        if timeline.keyframes.isEmpty {
            out.line(depth + 1, "keyframes: [],")
        } else {
            out.line(depth + 1, "keyframes: [")
            for keyframe in timeline.keyframes {
                out.line(depth + 2, "PartKeyframe(start: ", n(keyframe.start), ", duration: ", n(keyframe.duration), ", easing: ", easing(keyframe.easing), ", assignments: [")
                for assignment in keyframe.assignments {
                    out.line(depth + 3, "PartAssignment(part: ", partReference(assignment.part), ", property: .", assignment.property.rawValue,
                             ", value: ", n(assignment.value), ", jitter: ", n(assignment.jitter), "),")
                }
                out.line(depth + 2, "]),")
            }
            out.line(depth + 1, "],")
        }
        out.line(depth + 1, "returnsToRest: ", SwiftLiteral.bool(timeline.returnsToRest), ", beginsFromCurrentState: ",
                 SwiftLiteral.bool(timeline.beginsFromCurrentState), ")", end)
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

/// Lines of Swift source, made a string at the end: the first as it is, each further one on a
/// line of its own after `indent` and four spaces per level of depth. The literal printers write
/// into it piece by piece, a few hundred lines of short pieces: each is a copy into one buffer
/// (`MarkupText`), where appending it to a `String` cost a few hundred instructions of bookkeeping.
struct SourceLines: ~Copyable {
    /// The text so far.
    private var bytes: MarkupText
    /// What every line but the first starts with.
    private let indent: String

    /// Lines starting with `first`.
    init(first: String, indent: String) {
        bytes = MarkupText(capacity: 4096)
        bytes.append(first)
        self.indent = indent
    }

    /// The text so far.
    var text: String { bytes.string }

    /// Starts a new line at `depth`.
    mutating func startLine(_ depth: Int) {
        bytes.append(byte: UInt8(ascii: "\n"))
        bytes.append(indent)
        bytes.append(UInt8(ascii: " "), count: 4 * depth)
    }

    /// Appends `pieces` to the line.
    mutating func append(_ pieces: String...) {
        for piece in pieces { bytes.append(piece) }
    }

    /// Starts a new line at `depth` holding `pieces`.
    mutating func line(_ depth: Int, _ pieces: String...) {
        startLine(depth)
        for piece in pieces { bytes.append(piece) }
    }
}
