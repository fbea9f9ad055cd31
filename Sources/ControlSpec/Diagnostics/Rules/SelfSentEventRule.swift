extension Rule {
    /// A touch event a knob's spec lists although `UIControl` sends it by itself.
    static let selfSentEvent = Rule(
        id: "self-sent-event", defaultSeverity: .warning, category: .semantics,
        summary: "A touch event (`touchDown`, `touchDrag…`, `touchUpInside`, `touchUpOutside`, `touchCancel`) in a knob's `events`, " +
            "which `UIControl` sends by itself as it handles a touch.",
        rationale: "`UIControl` sends its touch events at their own moments whatever the subclass does; sending them again from a phase would deliver them " +
            "twice, so the generated knob leaves them out. List only `valueChanged`, `primaryActionTriggered` and the `editing…` events.",
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
                    "8:46: note: UIControl sends the touch events at their own moments: touchDown when the touch goes down, touchDrag… as it moves, " +
                        "touchUpInside or touchUpOutside when it ends, touchCancel when it is cancelled",
                ]),
        ],
        nonTriggering: [Rule.minimalKnob])
}
