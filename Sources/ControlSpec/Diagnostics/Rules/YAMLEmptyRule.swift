extension Rule {
    /// A file without any YAML content.
    static let yamlEmpty = Rule(
        id: "yaml-empty",
        defaultSeverity: .error,
        category: .yaml,
        summary: "The file is empty or holds only comments.",
        rationale: """
            A spec file must describe a control. An empty file is usually a mistake (a truncated \
            write, a placeholder); write the spec or delete the file.
            """,
        triggering: [
            RuleExample("", expect: ["1:1: error: the file is empty; expected a control spec mapping [yaml-empty]"]),
            RuleExample(
                "# a knob, one day\n\n",
                expect: ["1:1: error: the file is empty; expected a control spec mapping [yaml-empty]"]),
        ],
        nonTriggering: [
            "# A knob for the mixer.\ncontrolspec: 1\nname: Dial\nkind: knob\nsummary: A dial that sets a level.\nsize: 64x64\nvalue: { min: 0, max: " +
                "1 }\nangles: { start: -135deg, end: 135deg, zero: up }\naccessibility: { label: Level }\n",
        ])
}
