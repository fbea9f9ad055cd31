extension Rule {
    /// Values that contradict each other: min ≥ max, an initial value outside the range.
    static let valueRange = Rule(
        id: "value-range", defaultSeverity: .error, category: .semantics,
        summary: "Values that contradict each other: `min` not below `max`, an initial value or thumb outside the range, a gap the thumbs cannot keep, a value or gap off the steps.",
        rationale: "The generated control clamps at run time, so such a spec would silently start somewhere else than it says.",
        triggering: [
            RuleExample("""
                controlspec: 1
                name: Dial
                kind: knob
                summary: A dial that sets a level.
                size: 64x64
                value: { min: 0, max: 1, initial: 1.5 }
                angles: { start: -135deg, end: 135deg, zero: up }
                accessibility: { label: Level }
                """, expect: [
                    "6:35: error: 'initial' (1.5) is outside the range 0…1 [value-range]",
                ]),
            RuleExample("""
                controlspec: 1
                name: PriceRange
                kind: rangeSlider
                summary: Picks a price range.
                size: 300x44
                value: { min: 100, max: 0 }
                accessibility: { label: Price }
                """, expect: [
                    "6:25: error: 'max' (0) must be greater than 'min' (100) [value-range]",
                    "6:15: note: 'min' is here",
                ]),
            RuleExample("""
                controlspec: 1
                name: PriceRange
                kind: rangeSlider
                summary: Picks a price range.
                size: 300x44
                value: { min: 0, max: 100, lower: 22, upper: 80, step: 5 }
                accessibility: { label: Price }
                """, expect: [
                    "6:35: error: 'lower' (22) is not a multiple of 'step' (5) above 'min' (0); the control would start at 20 [value-range]",
                ]),
        ],
        nonTriggering: [Rule.minimalKnob, Rule.minimalSlider])
}
