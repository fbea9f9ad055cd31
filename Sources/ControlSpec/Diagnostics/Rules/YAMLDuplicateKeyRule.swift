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
                "name: Knob\nkind: knob\nname: Dial\n",
                expect: [
                    "3:1: error: duplicate key 'name'; each key may appear once in a mapping [yaml-duplicate-key]",
                    "1:1: note: first defined here",
                ]),
            RuleExample(
                "value: { min: 0, max: 1, min: 2 }\n",
                expect: [
                    "1:26: error: duplicate key 'min'; each key may appear once in a mapping [yaml-duplicate-key]",
                    "1:10: note: first defined here",
                ]),
        ],
        nonTriggering: [
            "min: 0\nvalue: { min: 0, max: 1 }\n",
        ])
}
