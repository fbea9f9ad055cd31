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
        CommonSemantics(context: context).reportSelfSentEvents(events, phases: TouchPhase.allCases.map(ButtonEventsKeys.key))
        let parts = PartSemantics(context: context).parts(roots)
        let states = StateSemantics(context: context, index: index).states(top[ButtonKeys.states], at: top.keySpan(of: ButtonKeys.states),
                                                                           keyPath: top.path(ButtonKeys.states))
        guard top.gives(ButtonKeys.parts), top.gives(ButtonKeys.states) else { return nil }
        return ButtonSpec(
            parts: parts, states: states,
            touchSlop: interaction[ButtonInteractionKeys.touchSlop],
            interruptsAnimations: interaction[ButtonInteractionKeys.interruptsAnimations],
            events: ControlEvents(
                begin: events[ButtonEventsKeys.begin], change: [], end: events[ButtonEventsKeys.end],
                endOutside: events[ButtonEventsKeys.endOutside], cancel: events[ButtonEventsKeys.cancel]))
    }
}
