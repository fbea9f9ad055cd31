extension Rule {
    /// A tab where YAML needs spaces: in indentation, or where a token would start.
    static let yamlTab = Rule(
        id: "yaml-tab",
        defaultSeverity: .error,
        category: .yaml,
        summary: "A tab is used for indentation.",
        rationale: """
            YAML indents with spaces only; a tab in indentation makes the structure ambiguous, so \
            YAML parsers reject it with a cryptic message. Replace the tab with spaces (most \
            editors can be told to insert spaces for `.yaml` files).
            """,
        triggering: [
            RuleExample(
                "value:\n\tmin: 0\n",
                expect: ["2:1: error: found a tab in the indentation; YAML indents with spaces only [yaml-tab]"]),
            RuleExample(
                "value:\n  min: 0\n  \tmax: 1\n",
                expect: ["3:3: error: found a tab in the indentation; YAML indents with spaces only [yaml-tab]"]),
        ],
        nonTriggering: [
            "controlspec: 1\nname: Dial\nkind: knob\nsummary:\tA dial that sets a level.\nsize: 64x64\nvalue: { min: 0, max: 1 }\nangles: { start: -135deg, " +
                "end: 135deg, zero: up }\naccessibility: { label: Level }\n",
        ])
}
