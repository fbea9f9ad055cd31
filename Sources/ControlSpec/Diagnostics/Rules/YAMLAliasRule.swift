extension Rule {
    /// An anchor or an alias.
    static let yamlAlias = Rule(
        id: "yaml-alias",
        defaultSeverity: .error,
        category: .yaml,
        summary: "The file uses an anchor (&name) or an alias (*name).",
        rationale: """
            Specs are small, and a shared value makes a diagnostic's position ambiguous (which \
            use of the value is wrong?). Aliases also allow a few lines to expand into billions \
            of nodes ("billion laughs"). Write each value out where it is used.
            """,
        triggering: [
            RuleExample(
                "track: &color tint\npointer: *color\n",
                expect: ["1:8: error: anchors are not supported; write the value out instead of sharing it with '&color' [yaml-alias]"]),
            RuleExample(
                "pointer: *color\n",
                expect: ["1:10: error: aliases are not supported; write the value out instead of '*color' [yaml-alias]"]),
        ],
        nonTriggering: [
            "controlspec: 1\nname: Dial\nkind: knob\nsummary: A dial that sets a level.\nsize: 64x64\nvalue: { min: 0, max: 1 }\nangles: { start: -135deg, " +
                "end: 135deg, zero: up }\naccessibility: { label: Level }\n",
        ])
}
