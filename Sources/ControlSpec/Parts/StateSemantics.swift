import ControlKernel

/// Checks a button's touch states: one initial state, reachable states, known references,
/// no two states entered by the same touch phase from the same state.
struct StateSemantics {
    /// The diagnostics and the control's size.
    let context: SemanticContext
    /// The parts' names.
    let index: PartIndex

    /// Builds the states of the `states` entry.
    func states(_ entry: CheckedEntry?) -> [TouchState] {
        guard let entry, case .map(let entries) = entry.value else { return [] }
        let diagnostics = context.diagnostics
        let names = entries.map(\.key)
        var states: [(TouchState, CheckedObject, CheckedEntry)] = []
        for stateEntry in entries {
            guard case .object(let object) = stateEntry.value else { continue }
            for key in ["then"] {
                if let target = object.word(key), !names.contains(target) { reportUnknownState(target, at: object.span(of: key), keyPath: object.path(key), names: names) }
            }
            for item in object.list("from") ?? [] {
                if case .word(let target) = item.value, !names.contains(target) { reportUnknownState(target, at: item.span, keyPath: item.keyPath, names: names) }
            }
            let state = TouchState(
                name: stateEntry.key, isInitial: object.bool("initial") ?? false,
                triggers: (object.words("when") ?? []).compactMap(TouchPhase.init(rawValue:)),
                from: object.words("from"),
                animation: object.object("animation").flatMap { AnimationSemantics(context: context, index: index).animation($0) },
                then: object.word("then"), resetsParts: object.bool("resetParts") ?? false)
            if state.isInitial, object.writtenKeys.contains("when") {
                diagnostics.emit(.stateMachine, "the initial state '\(state.name)' cannot also be entered by a touch", at: object["when"]?.keySpan ?? object.span, keyPath: object.path("when"), notes: [DiagnosticNote("other states return to it with 'then: \(state.name)'")])
            }
            states.append((state, object, stateEntry))
        }
        let initial = states.filter { $0.0.isInitial }
        if initial.isEmpty, !states.isEmpty {
            diagnostics.emit(.stateMachine, "no state is 'initial'", at: entry.keySpan, keyPath: entry.keyPath, notes: [DiagnosticNote("mark the state at rest with 'initial: true'")])
        }
        for extra in initial.dropFirst() {
            diagnostics.emit(.stateMachine, "more than one state is 'initial'", at: extra.1["initial"]?.keySpan ?? extra.2.keySpan, keyPath: extra.1.path("initial"), notes: [DiagnosticNote("'\(initial[0].0.name)' is initial too", at: initial[0].1["initial"]?.keySpan)])
        }
        let thenTargets = Set(states.compactMap { $0.0.then })
        for (state, object, stateEntry) in states
        where !state.isInitial && !object.writtenKeys.contains("when") && !thenTargets.contains(state.name) {
            diagnostics.emit(.stateMachine, "state '\(state.name)' is never entered", at: stateEntry.keySpan, keyPath: stateEntry.keyPath, notes: [DiagnosticNote("give it 'when:' touch phases, or name it in another state's 'then:'")])
        }
        reportAmbiguousTriggers(states, names: names)
        reportIneffectiveKeys(states, initial: initial.first?.0)
        return states.map(\.0)
    }

    /// Reports state keys that can never take effect: `from` on a state no touch phase enters,
    /// sources of a `begin` state other than the initial state (touches begin only there), `then`
    /// naming the state itself, and `resetParts` after an animation back to rest.
    private func reportIneffectiveKeys(_ states: [(TouchState, CheckedObject, CheckedEntry)], initial: TouchState?) {
        let diagnostics = context.diagnostics
        for (state, object, stateEntry) in states {
            if object.writtenKeys.contains("from"), state.triggers.isEmpty {
                diagnostics.emit(.inapplicableKey, "'from' has no effect on state '\(state.name)', which no touch phase enters", at: object["from"]?.keySpan ?? object.span, keyPath: object.path("from"), notes: [DiagnosticNote("'from' restricts the states a touch phase ('when') enters this one from; 'then' always applies")])
            }
            if let initial, state.triggers == [.begin], let from = state.from {
                let items = object.list("from") ?? []
                if !from.contains(initial.name) {
                    diagnostics.emit(.stateMachine, "state '\(state.name)' is never entered", at: stateEntry.keySpan, keyPath: stateEntry.keyPath, notes: [DiagnosticNote("touches begin only in the initial state '\(initial.name)', which 'from' leaves out", at: object["from"]?.keySpan)])
                } else {
                    for item in items {
                        guard case .word(let source) = item.value, source != initial.name else { continue }
                        diagnostics.emit(.inapplicableKey, "'from' entry '\(source)' has no effect on state '\(state.name)', entered only by 'begin'", at: item.span, keyPath: item.keyPath, notes: [DiagnosticNote("touches begin only in the initial state '\(initial.name)'")])
                    }
                }
            }
            if let next = state.then, next == state.name {
                diagnostics.emit(.inapplicableKey, "'then' has no effect: state '\(state.name)' names itself", at: object["then"]?.keySpan ?? object.span, keyPath: object.path("then"), notes: [DiagnosticNote("a state changes only to another state")])
            }
            if state.resetsParts, case .rest? = state.animation?.changes {
                diagnostics.emit(.inapplicableKey, "'resetParts' has no effect after an animation back to rest", at: object["resetParts"]?.keySpan ?? object.span, keyPath: object.path("resetParts"), notes: [DiagnosticNote("'set: rest' already ends with every part at rest")])
            }
        }
    }

    /// Reports two states entered by the same touch phase from a common state.
    private func reportAmbiguousTriggers(_ states: [(TouchState, CheckedObject, CheckedEntry)], names: [String]) {
        for (i, (a, _, _)) in states.enumerated() {
            for (b, objectB, _) in states[(i + 1)...] {
                let sources = Set(a.from ?? names).intersection(b.from ?? names)
                guard let trigger = a.triggers.first(where: { b.triggers.contains($0) }), !sources.isEmpty else { continue }
                context.diagnostics.emit(.stateMachine, "states '\(a.name)' and '\(b.name)' are both entered by '\(trigger.rawValue)'", at: objectB.span(of: "when"), keyPath: objectB.path("when"), notes: [DiagnosticNote("restrict one of them with 'from:'")])
            }
        }
    }

    private func reportUnknownState(_ name: String, at span: SourceSpan, keyPath: String, names: [String]) {
        context.diagnostics.emit(.unknownReference, "unknown state '\(name)'\(Suggestion.suffix(for: name, in: names))", at: span, keyPath: keyPath)
    }
}
