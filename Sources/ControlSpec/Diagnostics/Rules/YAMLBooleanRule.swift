extension Rule {
    /// `yes`, `no`, `on`, `off` where a boolean belongs.
    static let yamlBoolean = Rule(
        id: "yaml-boolean", defaultSeverity: .error, category: .structure,
        summary: "A boolean written as `yes`, `no`, `on`, `off`, a quoted `'true'` or similar instead of `true` or `false`.",
        rationale: "YAML 1.1 read `yes` and `on` as true, YAML 1.2 reads them as text; tools disagree. controlspec reads booleans as YAML 1.2's core schema " +
            "does, the way editors check specs against the JSON Schema: plain `true` and `false` (also `True`, `TRUE`, `False`, `FALSE`) are booleans, " +
            "anything else is refused with the fix.",
        triggering: [
            RuleExample("""
                controlspec: 1
                name: Dial
                kind: knob
                summary: A dial that sets a level.
                size: 64x64
                value: { min: 0, max: 1, continuous: no }
                angles: { start: -135deg, end: 135deg, zero: up }
                accessibility: { label: Level }
                """, expect: [
                    "6:38: error: expected 'true' or 'false', found 'no' [yaml-boolean]",
                    "6:38: note: YAML 1.2 reads 'no' as text, not a boolean; write false",
                ]),
        ],
        nonTriggering: [Rule.minimalKnob, Rule.minimalKnob.replacingOccurrences(of: "max: 1 }", with: "max: 1, continuous: False }")])
}
