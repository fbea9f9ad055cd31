/// One touch state of a button as the templates insert it.
struct ButtonStateItem: Sendable {
    /// The state's name, for doc comments.
    var name: String
    /// The enum case name.
    var caseName: String
    /// The touch phases entering it, as an array literal (`[.endOutside, .cancel]`).
    var triggersExpression: String
    /// The states it can be entered from, as an array literal, or `nil`.
    var sourcesExpression: String
    /// The state after its animation, or `nil`.
    var nextExpression: String
    /// Whether the parts return to rest after its animation, as a literal.
    var resetsParts: String
    /// The animation run on entering it.
    var animation: ButtonAnimationItem?

    /// Makes the item of `state`; `groups` maps group names to their member part ids.
    init(state: TouchState, typeName: String, groups: [String: [String]]) {
        name = state.name
        caseName = SwiftIdentifier.escaped(state.name)
        triggersExpression = "[" + state.triggers.map { ".\($0.rawValue)" }.joined(separator: ", ") + "]"
        sourcesExpression = state.from.map { "[" + $0.map { ".\(SwiftIdentifier.escaped($0))" }.joined(separator: ", ") + "]" } ?? "nil"
        nextExpression = state.then.map { ".\(SwiftIdentifier.escaped($0))" } ?? "nil"
        resetsParts = SwiftLiteral.bool(state.resetsParts)
        animation = state.animation.map { ButtonAnimationItem(animation: $0, typeName: typeName, groups: groups) }
    }
}

/// A state's animation as the templates insert it: every `set` becomes one window over the
/// whole duration, so the generated timeline has one shape for every form.
struct ButtonAnimationItem: Sendable {
    /// One window.
    struct KeyframeItem: Sendable {
        /// The relative start as a literal.
        var start: String
        /// The relative length as a literal.
        var length: String
        /// The easing expression (`.linear`, `.cubicBezier(0.2, 0, 0, 1)`).
        var easing: String
        /// The values reached, groups expanded to their members.
        var assignments: [AssignmentItem]
    }

    /// One value reached by one part.
    struct AssignmentItem: Sendable {
        /// The part's case name.
        var part: String
        /// The property's case name.
        var property: String
        /// The central value as a literal.
        var value: String
        /// The jitter as a literal, or `nil` for none.
        var jitter: String?
    }

    /// The duration as a literal (for a physical spring without one: its settling duration).
    var duration: String
    /// The timing expression.
    var timing: String
    /// The windows in start order.
    var keyframes: [KeyframeItem]
    /// Whether there is any window (a `rest` animation has none).
    var hasKeyframes: Bool
    /// Whether the parts return to rest, as a literal.
    var returnsToRest: String
    /// Whether to begin from the current state, as a literal.
    var beginsFromCurrentState: String

    /// Makes the item of `animation` of the control `typeName`.
    init(animation: PartAnimation, typeName: String, groups: [String: [String]]) {
        let seconds = animation.duration
        switch animation.timing {
        case .spring(.dampingRatio(let ratio, let velocity)):
            timing = ".spring(\(typeName)Spring(dampingRatio: \(SwiftLiteral.number(ratio)), initialVelocity: \(SwiftLiteral.number(velocity)), duration: \(SwiftLiteral.number(seconds ?? 0))))"
            duration = SwiftLiteral.number(seconds ?? 0)
        case .spring(.physical(let mass, let stiffness, let damping, let velocity)):
            let spring = "\(typeName)Spring(mass: \(SwiftLiteral.number(mass)), stiffness: \(SwiftLiteral.number(stiffness)), damping: \(SwiftLiteral.number(damping)), initialVelocity: \(SwiftLiteral.number(velocity)))"
            timing = ".spring(\(spring))"
            duration = seconds.map(SwiftLiteral.number) ?? "\(spring).settlingDuration"
        case .curve(let easing):
            duration = SwiftLiteral.number(seconds ?? 0)
            switch animation.changes {
            case .keyframes: timing = ".keyframes(.\(SpecLanguage.calculationModes.contains(animation.mode) ? animation.mode : "linear"))"
            case .set, .rest: timing = ".curve(\(Self.easing(easing)))"
            }
        }
        func items(_ assignments: [Assignment]) -> [AssignmentItem] {
            assignments.flatMap { assignment in
                (groups[assignment.target] ?? [assignment.target]).map { part in
                    AssignmentItem(part: SwiftIdentifier.escaped(part), property: assignment.property.rawValue,
                                   value: SwiftLiteral.number(assignment.value.value),
                                   jitter: assignment.value.jitter > 0 ? SwiftLiteral.number(assignment.value.jitter) : nil)
                }
            }
        }
        switch animation.changes {
        case .rest:
            keyframes = []
        case .set(let assignments):
            keyframes = [KeyframeItem(start: "0", length: "1", easing: ".linear", assignments: items(assignments))]
        case .keyframes(let frames):
            keyframes = frames.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map { _, frame in
                KeyframeItem(start: SwiftLiteral.number(frame.start), length: SwiftLiteral.number(frame.duration),
                             easing: Self.easing(frame.easing), assignments: items(frame.assignments))
            }
        }
        hasKeyframes = !keyframes.isEmpty
        if case .rest = animation.changes { returnsToRest = "true" } else { returnsToRest = "false" }
        beginsFromCurrentState = SwiftLiteral.bool(animation.beginsFromCurrentState)
    }

    /// The easing as an expression of the generated easing type.
    static func easing(_ easing: Easing) -> String {
        switch easing {
        case .linear: ".linear"
        case .easeIn: ".easeIn"
        case .easeOut: ".easeOut"
        case .easeInEaseOut: ".easeInEaseOut"
        case .hold: ".hold"
        case .cubicBezier(let x1, let y1, let x2, let y2):
            ".cubicBezier(\(SwiftLiteral.number(x1)), \(SwiftLiteral.number(y1)), \(SwiftLiteral.number(x2)), \(SwiftLiteral.number(y2)))"
        }
    }
}
