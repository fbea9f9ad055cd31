import ControlKernel

/// Checks a button spec's meaning and builds its model: parts, then touch states.
struct ButtonSemantics {
    /// The diagnostics and the control's size.
    let context: SemanticContext

    /// Builds the button from its checked top-level object.
    func build(_ top: CheckedObject) -> ButtonSpec {
        let items = top.list("parts") ?? []
        let index = PartIndex(items, diagnostics: context.diagnostics)
        let interaction = top.object("interaction")
        let eventsObject = interaction?.object("events")
        if let eventsObject { reportIneffectiveEvents(eventsObject) }
        return ButtonSpec(
            parts: PartSemantics(context: context).parts(items),
            states: StateSemantics(context: context, index: index).states(top["states"]),
            touchSlop: interaction?.number("touchSlop") ?? 70,
            events: ControlEvents(
                begin: eventsObject?.words("begin") ?? ["touchDown"],
                change: [],
                end: eventsObject?.words("end") ?? ["touchUpInside", "primaryActionTriggered"],
                endOutside: eventsObject?.words("endOutside") ?? ["touchUpOutside"],
                cancel: eventsObject?.words("cancel") ?? ["touchCancel"]))
    }

    /// Reports event lists that cannot take effect: an event `UIControl` sends by itself listed at
    /// another phase than its own, and a phase's list that leaves out the event `UIControl` always
    /// sends at that phase.
    private func reportIneffectiveEvents(_ events: CheckedObject) {
        let diagnostics = context.diagnostics
        for phase in TouchPhase.allCases where events.writtenKeys.contains(phase.rawValue) {
            let items = events.list(phase.rawValue) ?? []
            for item in items {
                guard case .word(let name) = item.value, let sent = ButtonEventContract.sentByUIControl[name], sent.phase != phase else { continue }
                diagnostics.emit(.inapplicableKey, "'\(name)' has no effect in '\(phase.rawValue)'", at: item.span, keyPath: item.keyPath, notes: [DiagnosticNote("UIControl sends it itself \(sent.when)")])
            }
            if let always = ButtonEventContract.alwaysSent[phase], !(events.words(phase.rawValue) ?? []).contains(always) {
                diagnostics.emit(.inapplicableKey, "'\(phase.rawValue)' cannot leave out '\(always)'", at: events[phase.rawValue]?.keySpan ?? events.span, keyPath: events.path(phase.rawValue), notes: [DiagnosticNote("UIControl sends it itself \(ButtonEventContract.sentByUIControl[always]?.when ?? ""); list it to say so")])
            }
        }
    }
}
