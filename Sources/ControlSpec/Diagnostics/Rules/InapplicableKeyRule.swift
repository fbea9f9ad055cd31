extension Rule {
    /// A key that has no effect given the other keys.
    static let inapplicableKey = Rule(
        id: "inapplicable-key", defaultSeverity: .error, category: .semantics,
        summary: "A key that has no effect given the others: `pointsPerDegree` on a rotating knob, `cornerRadius` on a circle, `track` on an image knob.",
        rationale: "A key that does nothing is almost always a mistake about another key; saying so beats ignoring it.",
        triggering: [
            RuleExample("""
                controlspec: 1
                name: Dial
                kind: knob
                summary: A dial that sets a level.
                size: 64x64
                value: { min: 0, max: 1 }
                angles: { start: -135deg, end: 135deg, zero: up }
                interaction: { style: rotate, pointsPerDegree: 2 }
                accessibility: { label: Level }
                """, expect: [
                    "8:31: error: 'pointsPerDegree' has no effect with 'style: rotate' [inapplicable-key]",
                    "8:31: note: it scales 'horizontalDrag' and 'verticalDrag'",
                ]),
        ],
        nonTriggering: [Rule.minimalKnob])
}
