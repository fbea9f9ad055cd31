extension Rule {
    /// A mapping key that is a sequence or mapping.
    static let yamlComplexKey = Rule(
        id: "yaml-complex-key",
        defaultSeverity: .error,
        category: .yaml,
        summary: "A mapping key is a sequence or a mapping instead of a scalar.",
        rationale: """
            Spec keys are names. YAML allows collections as keys (`? [a, b]`, `{a: 1}: 2`), but no \
            spec uses them and they usually come from a misplaced bracket or colon.
            """,
        triggering: [
            RuleExample(
                "{a: 1}: 2\n",
                expect: ["1:1: error: expected a scalar as mapping key, found a mapping [yaml-complex-key]"]),
            RuleExample(
                "name: Knob\n? [a, b]\n: c\n",
                expect: ["2:3: error: expected a scalar as mapping key, found a sequence [yaml-complex-key]"]),
        ],
        nonTriggering: [
            "controlspec: 1\n? name\n: Dial\nkind: knob\nsummary: A dial that sets a level.\nsize: 64x64\nvalue: { min: 0, max: 1 }\nangles: { start: " +
                "-135deg, end: 135deg, zero: up }\naccessibility: { label: Level }\n",
        ])
}
