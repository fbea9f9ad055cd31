extension Rule {
    /// A knob's track that is empty, runs backwards or spans more than a turn.
    static let angleSpan = Rule(
        id: "angle-span", defaultSeverity: .error, category: .semantics,
        summary: "A knob's track that is empty, runs backwards, spans more than a full turn, or wraps without spanning one.",
        rationale: "The track runs from `start` to `end` in the `clockwise` direction; " +
            "value-to-angle mapping needs `end` greater than `start` by at most 360deg.",
        triggering: [
            RuleExample("""
                controlspec: 1
                name: Dial
                kind: knob
                summary: A dial that sets a level.
                size: 64x64
                value: { min: 0, max: 1 }
                angles: { start: -11/8pi, end: 7/8pi }
                accessibility: { label: Level }
                """, expect: [
                    "7:32: error: the track spans 405deg, more than a full turn [angle-span]",
                    "7:32: note: 'end' − 'start' must be at most 360deg (2pi)",
                ]),
        ],
        nonTriggering: [Rule.minimalKnob])
}
