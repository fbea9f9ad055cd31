extension Rule {
    /// A key written twice in one mapping.
    static let yamlDuplicateKey = Rule(
        id: "yaml-duplicate-key",
        defaultSeverity: .error,
        category: .yaml,
        summary: "A mapping has the same key twice.",
        rationale: """
            YAML forbids duplicate keys, yet many parsers silently keep the last value, so an \
            edit to the first occurrence seems to have no effect. Remove one of the two; the note \
            points at the first.
            """,
        triggering: [
            RuleExample(
                "controlspec: 1\nname: Dial\nkind: knob\nsummary: A dial that sets a level.\nsize: 64x64\nvalue: { min: 0, max: 1 }\nangles: { start: " +
                    "-135deg, end: 135deg, zero: up }\nname: Knob\naccessibility: { label: Level }\n",
                expect: [
                    "8:1: error: duplicate key 'name'; each key may appear once in a mapping [yaml-duplicate-key]",
                    "2:1: note: first defined here",
                ]),
            RuleExample(
                "controlspec: 1\nname: Dial\nkind: knob\nsummary: A dial that sets a level.\nsize: 64x64\nvalue: { min: 0, max: 1, min: 2 }\n"
                    + "angles: { start: -135deg, end: 135deg, zero: up }\naccessibility: { label: Level }\n",
                expect: [
                    "6:26: error: duplicate key 'min'; each key may appear once in a mapping [yaml-duplicate-key]",
                    "6:10: note: first defined here",
                ]),
        ],
        nonTriggering: [
            "controlspec: 1\nname: Dial\nkind: knob\nsummary: A dial that sets a level.\nsize: 64x64\nvalue: { min: 0, max: 1 }\nangles: { start: -135deg, " +
                "end: 135deg, zero: up }\naccessibility: { label: Level }\n",
        ])
}
