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
                triggers: (object.words("when") ?? []).compactMap(TouchState.Trigger.init(rawValue:)),
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
        return states.map(\.0)
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
