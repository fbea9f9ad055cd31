extension Rule {
    /// A required key is absent.
    static let missingKey = Rule(
        id: "missing-key", defaultSeverity: .error, category: .structure,
        summary: "A key that must be present is missing.",
        rationale: "Required keys have no sensible default: a value range, the track's angles, a symbol part's symbol name. " +
            "The diagnostic points at the mapping that lacks the key.",
        triggering: [
            RuleExample("""
                controlspec: 1
                name: Dial
                kind: knob
                summary: A dial that sets a level.
                size: 64x64
                value: { min: 0 }
                angles: { start: -135deg, end: 135deg, zero: up }
                accessibility: { label: Level }
                """, expect: [
                    "6:1: error: missing required key 'max' in 'value' [missing-key]",
                    "6:1: note: 'max': the largest value (`maximumValue`); greater than `min`",
                ]),
        ],
        nonTriggering: [Rule.minimalKnob])
}
