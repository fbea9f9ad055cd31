extension Rule {
    /// An angle or duration without its unit.
    static let missingUnit = Rule(
        id: "missing-unit", defaultSeverity: .error, category: .structure,
        summary: "An angle or a duration written without its unit.",
        rationale: "One unit rule: lengths are points and may be bare numbers; " +
            "angles (`deg`, `rad`, `pi`) and durations (`s`, `ms`) always carry their unit, so `45` can never be read as radians by mistake.",
        triggering: [
            RuleExample("""
                controlspec: 1
                name: Dial
                kind: knob
                summary: A dial that sets a level.
                size: 64x64
                value: { min: 0, max: 1 }
                angles: { start: -135, end: 135deg, zero: up }
                animations: { setValue: { duration: 250 } }
                accessibility: { label: Level }
                """, expect: [
                    "7:18: error: angle '-135' has no unit [missing-unit]",
                    "7:18: note: write '-135deg', '-135rad' or a multiple of pi such as '1/4pi'",
                    "8:37: error: duration '250' has no unit [missing-unit]",
                    "8:37: note: write '250s' or '250ms'",
                ]),
        ],
        nonTriggering: [Rule.minimalKnob])
}
