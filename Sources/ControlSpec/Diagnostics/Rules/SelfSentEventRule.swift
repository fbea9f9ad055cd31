extension Rule {
    /// An event an `events` list gives although the control sends it by itself: a touch event
    /// `UIControl` sends, or a value control's `primaryActionTriggered` beside `valueChanged`.
    static let selfSentEvent = Rule(
        id: "self-sent-event", defaultSeverity: .warning, category: .semantics,
        summary: "An event in an `events` list that the control sends by itself: a touch event (`touchDown`, `touchDrag…`, `touchUpInside`, " +
            "`touchUpOutside`, `touchCancel`), which `UIControl` sends as it handles a touch, at any phase and in any kind; or a value control's " +
            "`primaryActionTriggered`, listed in exactly the phases that list `valueChanged`, where the control sends it anyway.",
        rationale: "`UIControl` sends its touch events at their own moments whatever the subclass does; sending them again from a phase would deliver them " +
            "twice, so every generated control leaves them out, and listing one changes nothing. A value control sends `primaryActionTriggered` with " +
            "every `valueChanged`, as `UISlider` and `UISwitch` do, unless the spec lists it in some phase: then it goes only where listed, so it is " +
            "never sent twice for one change, and listing it beside every `valueChanged` changes nothing. List only `valueChanged`, " +
            "`primaryActionTriggered` where it should go, and the `editing…` events.",
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
            RuleExample("""
                controlspec: 1
                name: Dial
                kind: knob
                summary: A dial that sets a level.
                size: 64x64
                value: { min: 0, max: 1 }
                angles: { start: -135deg, end: 135deg, zero: up }
                interaction: { events: { change: [valueChanged, primaryActionTriggered] } }
                accessibility: { label: Level }
                """, expect: [
                    "8:49: warning: 'primaryActionTriggered' in 'change' is sent with 'valueChanged' by the control itself; " +
                        "listing it changes nothing [self-sent-event]",
                    "8:49: note: a value control sends 'primaryActionTriggered' with every 'valueChanged'; " +
                        "leave it out, or list it only in the phases that should send it",
                ]),
        ],
        nonTriggering: [Rule.minimalKnob, """
            controlspec: 1
            name: Dial
            kind: knob
            summary: A dial that sets a level.
            size: 64x64
            value: { min: 0, max: 1 }
            angles: { start: -135deg, end: 135deg, zero: up }
            interaction: { events: { change: [valueChanged], end: [editingDidEnd, primaryActionTriggered] } }
            accessibility: { label: Level }
            """])
}
