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
}
