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
            "# a knob\nname: Knob\n",
        ])
}
