extension Rule {
    /// A merge key (`<<`).
    static let yamlMergeKey = Rule(
        id: "yaml-merge-key",
        defaultSeverity: .error,
        category: .yaml,
        summary: "A mapping uses a merge key (<<).",
        rationale: """
            Merge keys are a YAML 1.1 extension that parsers disagree on, and the merged keys have \
            no position of their own in the file. Write the keys out in the mapping.
            """,
        triggering: [
            RuleExample(
                "value:\n  <<: { min: 0 }\n  max: 1\n",
                expect: ["2:3: error: merge keys ('<<') are not supported; write the keys out in this mapping [yaml-merge-key]"]),
        ],
        nonTriggering: [
            "controlspec: 1\nname: Dial\nkind: knob\nsummary: A dial that sets a level.\nsize: 64x64\nvalue: { min: 0, max: 1 }\nangles: { start: -135deg, " +
                "end: 135deg, zero: up }\naccessibility: { label: \"<<\" }\n",
        ])
}
