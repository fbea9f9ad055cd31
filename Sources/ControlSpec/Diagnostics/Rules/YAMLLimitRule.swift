extension Rule {
    /// A file beyond the reader's hard limits: size, nesting depth, node count or scalar length.
    static let yamlLimit = Rule(
        id: "yaml-limit",
        defaultSeverity: .error,
        category: .yaml,
        summary: "The file exceeds a hard limit: size (1 MiB), nesting (64 levels), nodes (100,000) or value length (64 KiB).",
        rationale: """
            A control spec is a few kilobytes. The limits are far above any real spec and far below \
            what could exhaust time or memory, so a hostile or accidental file (a log, a binary, \
            a deeply nested generated file) is refused quickly instead of slowing a build. \
            Split the control or remove the generated content.
            """,
        triggering: [
            RuleExample(
                "value: " + String(repeating: "[", count: 64) + String(repeating: "]", count: 64) + "\n",
                expect: ["1:71: error: a sequence nested more than 64 levels deep, the limit for a spec [yaml-limit]"]),
        ],
        nonTriggering: [
            "controlspec: 1\nname: Dial\nkind: knob\nsummary: A dial that sets a level.\nsize: 64x64\nvalue: { min: 0, max: 1 }\nangles: { start: -135deg, " +
                "end: 135deg, zero: up }\naccessibility: { label: Level }\n",
        ])
}
