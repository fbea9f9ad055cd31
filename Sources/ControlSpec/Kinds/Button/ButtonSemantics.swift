import ControlKernel

/// Checks a button spec's meaning and builds its model: parts, then touch states.
struct ButtonSemantics {
    /// The diagnostics and the control's size.
    let context: SemanticContext

    /// Builds the button from its checked top-level object; `nil` when its parts or states are
    /// missing or invalid (which is reported).
    func build(_ top: SpecObject<ButtonKeys>) -> ButtonSpec? {
        let roots = top[ButtonKeys.parts] ?? []
        let index = PartIndex(roots, diagnostics: context.diagnostics)
        let interaction = top[ButtonKeys.interaction]
        let events = interaction[ButtonInteractionKeys.events]
        reportIneffectiveEvents(events)
        let parts = PartSemantics(context: context).parts(roots)
        let states = StateSemantics(context: context, index: index).states(top[ButtonKeys.states], at: top.keySpan(of: ButtonKeys.states),
                                                                           keyPath: top.path(ButtonKeys.states))
        guard top.gives(ButtonKeys.parts), top.gives(ButtonKeys.states) else { return nil }
        return ButtonSpec(
            parts: parts, states: states,
            touchSlop: interaction[ButtonInteractionKeys.touchSlop],
            events: ControlEvents(
                begin: events[ButtonEventsKeys.begin], change: [], end: events[ButtonEventsKeys.end],
                endOutside: events[ButtonEventsKeys.endOutside], cancel: events[ButtonEventsKeys.cancel]))
    }

    /// Reports event lists that cannot take effect: an event `UIControl` sends by itself listed at
    /// another phase than its own, and a phase's list that leaves out the event `UIControl` always
    /// sends at that phase.
    private func reportIneffectiveEvents(_ events: SpecObject<ButtonEventsKeys>) {
        let diagnostics = context.diagnostics
        for phase in TouchPhase.allCases {
            let key = ButtonEventsKeys.key(phase)
            guard events.writes(key) else { continue }
            for item in events.items(key) {
                guard let sent = item.value.sentByUIControl, sent.phase != phase else { continue }
                diagnostics.emit(.inapplicableKey, "'\(item.value.word)' has no effect in '\(key.name)'", at: item.span, keyPath: item.keyPath,
                                 notes: [DiagnosticNote("UIControl sends it itself \(sent.moment)")])
            }
            if let always = ControlEvent.alwaysSent(at: phase), let moment = always.sentByUIControl?.moment, !events[key].contains(always) {
                diagnostics.emit(.inapplicableKey, "'\(key.name)' cannot leave out '\(always.word)'", at: events.keySpan(of: key), keyPath: events.path(key),
                                 notes: [DiagnosticNote("UIControl sends it itself \(moment); list it to say so")])
            }
        }
    }
}
