extension Rule {
    /// A touch event an `events` list gives although `UIControl` sends it by itself.
    static let selfSentEvent = Rule(
        id: "self-sent-event", defaultSeverity: .warning, category: .semantics,
        summary: "A touch event (`touchDown`, `touchDrag…`, `touchUpInside`, `touchUpOutside`, `touchCancel`) in an `events` list, " +
            "at any phase and in any kind, which `UIControl` sends by itself as it handles a touch.",
        rationale: "`UIControl` sends its touch events at their own moments whatever the subclass does; sending them again from a phase would deliver them " +
            "twice, so every generated control leaves them out, and listing one changes nothing. List only `valueChanged`, " +
            "`primaryActionTriggered` and the `editing…` events.",
        triggering: [
            RuleExample("""
                controlspec: 1
                name: Dial
                kind: knob
                summary: A dial that sets a level.
                size: 64x64
                value: { min: 0, max: 1 }
                angles: { start: -135deg, end: 135deg, zero: up }
                interaction: { events: { end: [valueChanged, touchUpInside] } }
                accessibility: { label: Level }
                """, expect: [
                    "8:46: warning: 'touchUpInside' in 'end' is sent by UIControl itself as it handles a touch; " +
                        "the control does not send it again [self-sent-event]",
                    "8:46: note: UIControl sends 'touchUpInside' itself when a touch lifts inside; leave it out of 'end'",
                ]),
        ],
        nonTriggering: [Rule.minimalKnob])
}
