import ControlKernel

/// Checks a button's touch states: one initial state, reachable states, known references,
/// no two states entered by the same touch phase from the same state.
struct StateSemantics {
    /// The diagnostics and the control's size.
    let context: SemanticContext
    /// The parts' names.
    let index: PartIndex

    /// One state with its checked object and its entry in `states`.
    private typealias Entry = (state: TouchState, object: SpecObject<StateKeys>, entry: NamedEntry<SpecObject<StateKeys>>)

    /// Builds the states of the `states` mapping (`nil` when it is missing or invalid).
    func states(_ entries: [NamedEntry<SpecObject<StateKeys>>]?, at statesKey: SourceSpan, keyPath: String) -> [TouchState] {
        guard let entries else { return [] }
        let diagnostics = context.diagnostics
        let names = entries.map(\.name)
        var states: [Entry] = []
        for stateEntry in entries {
            let object = stateEntry.value
            if let target = object[StateKeys.then], !names.contains(target) {
                reportUnknownState(target, at: object.span(of: StateKeys.then), keyPath: object.path(StateKeys.then), names: names)
            }
            for item in object.items(StateKeys.from) where !names.contains(item.value) {
                reportUnknownState(item.value, at: item.span, keyPath: item.keyPath, names: names)
            }
            let state = TouchState(
                name: stateEntry.name, isInitial: object[StateKeys.initial],
                triggers: object[StateKeys.when],
                from: object[StateKeys.from],
                animation: object[StateKeys.animation].flatMap { AnimationSemantics(context: context, index: index).animation($0) },
                then: object[StateKeys.then], resetsParts: object[StateKeys.resetParts])
            if state.isInitial, object.writes(StateKeys.when) {
                diagnostics.emit(.stateMachine, "the initial state '\(state.name)' cannot also be entered by a touch", at: object.keySpan(of: StateKeys.when),
                                 keyPath: object.path(StateKeys.when), notes: [DiagnosticNote("other states return to it with 'then: \(state.name)'")])
            }
            states.append((state, object, stateEntry))
        }
        let initial = states.filter(\.state.isInitial)
        if initial.isEmpty, !states.isEmpty {
            diagnostics.emit(.stateMachine, "no state is 'initial'", at: statesKey, keyPath: keyPath,
                             notes: [DiagnosticNote("mark the state at rest with 'initial: true'")])
        }
        for extra in initial.dropFirst() {
            let at = extra.object.gives(StateKeys.initial) ? extra.object.keySpan(of: StateKeys.initial) : extra.entry.keySpan
            diagnostics.emit(.stateMachine, "more than one state is 'initial'", at: at, keyPath: extra.object.path(StateKeys.initial),
                             notes: [DiagnosticNote("'\(initial[0].state.name)' is initial too", at: initial[0].object.keySpan(of: StateKeys.initial))])
        }
        let thenTargets = Set(states.compactMap(\.state.then))
        for (state, object, stateEntry) in states where !state.isInitial && !object.writes(StateKeys.when) && !thenTargets.contains(state.name) {
            diagnostics.emit(.stateMachine, "state '\(state.name)' is never entered", at: stateEntry.keySpan, keyPath: stateEntry.keyPath,
                             notes: [DiagnosticNote("give it 'when:' touch phases, or name it in another state's 'then:'")])
        }
        reportAmbiguousTriggers(states, names: names)
        reportIneffectiveKeys(states, initial: initial.first?.state)
        return states.map(\.state)
    }

    /// Reports state keys that can never take effect: `from` on a state no touch phase enters,
    /// sources of a `begin` state other than the initial state (touches begin only there), `then`
    /// naming the state itself, and `resetParts` after an animation back to rest.
    private func reportIneffectiveKeys(_ states: [Entry], initial: TouchState?) {
        let diagnostics = context.diagnostics
        for (state, object, stateEntry) in states {
            if object.writes(StateKeys.from), state.triggers.isEmpty {
                diagnostics.emit(.inapplicableKey, "'from' has no effect on state '\(state.name)', which no touch phase enters",
                                 at: object.keySpan(of: StateKeys.from), keyPath: object.path(StateKeys.from),
                                 notes: [DiagnosticNote("'from' restricts the states a touch phase ('when') enters this one from; 'then' always applies")])
            }
            if let initial, state.triggers == [.begin], let from = state.from {
                if !from.contains(initial.name) {
                    diagnostics.emit(.stateMachine, "state '\(state.name)' is never entered", at: stateEntry.keySpan, keyPath: stateEntry.keyPath,
                                     notes: [DiagnosticNote("touches begin only in the initial state '\(initial.name)', which 'from' leaves out",
                                                            at: object.keySpan(of: StateKeys.from))])
                } else {
                    for item in object.items(StateKeys.from) where item.value != initial.name {
                        diagnostics.emit(.inapplicableKey, "'from' entry '\(item.value)' has no effect on state '\(state.name)', entered only by 'begin'",
                                         at: item.span, keyPath: item.keyPath,
                                         notes: [DiagnosticNote("touches begin only in the initial state '\(initial.name)'")])
                    }
                }
            }
            if let next = state.then, next == state.name {
                diagnostics.emit(.inapplicableKey, "'then' has no effect: state '\(state.name)' names itself", at: object.keySpan(of: StateKeys.then),
                                 keyPath: object.path(StateKeys.then), notes: [DiagnosticNote("a state changes only to another state")])
            }
            if state.resetsParts, case .rest? = state.animation?.changes {
                diagnostics.emit(.inapplicableKey, "'resetParts' has no effect after an animation back to rest", at: object.keySpan(of: StateKeys.resetParts),
                                 keyPath: object.path(StateKeys.resetParts), notes: [DiagnosticNote("'set: rest' already ends with every part at rest")])
            }
        }
    }

    /// Reports two states entered by the same touch phase from a common state.
    private func reportAmbiguousTriggers(_ states: [Entry], names: [String]) {
        for (i, a) in states.enumerated() {
            for b in states[(i + 1)...] {
                let sources = Set(a.state.from ?? names).intersection(b.state.from ?? names)
                guard let trigger = a.state.triggers.first(where: { b.state.triggers.contains($0) }), !sources.isEmpty else { continue }
                context.diagnostics.emit(.stateMachine, "states '\(a.state.name)' and '\(b.state.name)' are both entered by '\(trigger.rawValue)'",
                                         at: b.object.span(of: StateKeys.when), keyPath: b.object.path(StateKeys.when),
                                         notes: [DiagnosticNote("restrict one of them with 'from:'")])
            }
        }
    }

    private func reportUnknownState(_ name: String, at span: SourceSpan, keyPath: String, names: [String]) {
        context.diagnostics.emit(.unknownReference, "unknown state '\(name)'\(Suggestion.suffix(for: name, in: names))", at: span, keyPath: keyPath)
    }
}
